import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { unknownValue } from "../../../provider/core/unknowns";
import { unreachablePlatform } from "../core/unreachable-platform";
import { webhookAppDefinition } from "../../../provider/webhook-apps/definition";

// diff never calls the platform.
const provider = dynamicProvider(webhookAppDefinition, () => unreachablePlatform);
const declared = { name: "Billing events", slug: "billing-events", eventsUrl: "https://hooks.example.com/events", teamIds: ["T1", "T2"] };
/** What `check` makes of `declared`: the default visibility filled in. */
const checked = { ...declared, visibility: "private" };
/** State after `up`: the declared inputs as the server holds them, plus computed fields. */
const olds = {
  ...checked,
  appId: "APP1",
  clientId: "CLIENT1",
  clientSecret: "secret",
  botToken: "token",
  installedTeamIds: ["T1", "T2"],
  effectiveManifest: { app: { name: "Billing events", slug: "billing-events" } },
  __provider: "shim",
};
const diff = async (news: Record<string, unknown>) => provider.diff!("APP1", olds, (await provider.check!({}, news)).inputs);

describe("WebhookApp diff", () => {
  it("sees no change in the teams' order, in computed fields, or in declaring the default visibility", async () => {
    await expect(diff({ ...declared, teamIds: ["T2", "T1", "T2"] })).resolves.toMatchObject({
      changes: false,
      replaces: [],
      deleteBeforeReplace: false,
    });
    await expect(diff({ ...declared, visibility: "private" })).resolves.toMatchObject({ changes: false });
  });

  it("updates teams, URLs, events, configuration and the manifest in place", async () => {
    for (const change of [
      { teamIds: ["T2", "T3"] },
      { eventsUrl: "https://hooks.example.com/v2" },
      { installationsUrl: "https://hooks.example.com/installations" },
      { events: ["ticket:created"] },
      { appConfiguration: { requiredSettings: [{ key: "region" }] } },
      { manifest: { app: { category: "support" } } },
      { name: "Renamed" },
    ]) {
      await expect(diff({ ...declared, ...change })).resolves.toMatchObject({ changes: true, replaces: [], deleteBeforeReplace: false });
    }
  });

  it("replaces on a new slug, creating the new app before deleting the old one", async () => {
    await expect(diff({ ...declared, slug: "billing-events-v2" })).resolves.toMatchObject({
      changes: true,
      replaces: ["slug"],
      deleteBeforeReplace: false,
    });
    await expect(diff({ ...declared, slug: "billing-events-v2", visibility: "unlisted" })).resolves.toMatchObject({
      changes: true,
      replaces: ["slug", "visibility"],
      deleteBeforeReplace: false,
    });
  });

  it("replaces on a new visibility by deleting first, since the slug stays and must be unique", async () => {
    await expect(diff({ ...declared, visibility: "unlisted" })).resolves.toMatchObject({
      changes: true,
      replaces: ["visibility"],
      deleteBeforeReplace: true,
    });
  });

  it("previews values not known yet as they will apply: a slug may replace, a URL only updates", async () => {
    await expect(diff({ ...declared, slug: unknownValue })).resolves.toMatchObject({ changes: true, replaces: ["slug"] });
    // `check` passes such inputs on unparsed, without the default visibility: still no replacement.
    await expect(diff({ ...declared, eventsUrl: unknownValue })).resolves.toMatchObject({
      changes: true,
      replaces: [],
      deleteBeforeReplace: false,
    });
  });
});
