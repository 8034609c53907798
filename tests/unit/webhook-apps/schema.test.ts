import fc from "fast-check";
import { checkInputs } from "../../../provider/core/check-inputs";
import { unknownValue } from "../../../provider/core/unknowns";
import { webhookAppInputs } from "../../../provider/webhook-apps/schema";

const valid = { name: "Billing events", slug: "billing-events", eventsUrl: "https://hooks.example.com/events", teamIds: ["T2", "T1"] };
const failuresOf = (news: Record<string, unknown>) =>
  Object.fromEntries((checkInputs(webhookAppInputs, news).failures ?? []).map((failure) => [failure.property, failure.reason]));

describe("WebhookApp inputs", () => {
  it("accepts the simple case, de-duplicates the teams in their declared order, and fills the default visibility", () => {
    expect(checkInputs(webhookAppInputs, { ...valid, teamIds: ["T2", "T1", "T2"] })).toEqual({
      inputs: { ...valid, teamIds: ["T2", "T1"], visibility: "private" },
    });
  });

  it("reports every problem of the simple inputs with its property path", () => {
    expect(
      failuresOf({
        name: " ",
        slug: "Billing Events",
        eventsUrl: "/relative/events",
        installationsUrl: "ftp://hooks.example.com/installations",
        teamIds: ["T1", ""],
        events: ["ticket:created", ""],
        visibility: "secret",
        appConfiguration: { requiredSettings: "region", colour: "red" },
        hooks: 1,
      }),
    ).toEqual({
      name: "must not be empty",
      slug: "must be lower-case letters and digits, separated by single hyphens",
      eventsUrl: "must be an absolute http(s) URL",
      installationsUrl: "must be an absolute http(s) URL",
      "teamIds[1]": "must not be empty",
      "events[1]": "must not be empty",
      visibility: expect.stringContaining("private"),
      "appConfiguration.requiredSettings": expect.any(String),
      "appConfiguration.colour": "is not a known property",
      hooks: "is not a known property",
    });
    expect(failuresOf({ ...valid, teamIds: [] })).toEqual({ teamIds: "must list at least one team" });
  });

  it("checks the URLs of a user's manifest where the spec types them as URLs, and keeps its unknown keys", () => {
    const manifest = {
      app: { icons: { small: "icon.png" } },
      integration: { webhooks: { installations: "mailto:ops@example.com" }, interactivity: { request_url: "https://ok.example.com/" } },
      custom_section: { anything: true },
    };
    expect(failuresOf({ ...valid, manifest })).toEqual({
      "manifest.app.icons.small": "must be an absolute http(s) URL",
      "manifest.integration.webhooks.installations": "must be an absolute http(s) URL",
    });
    const accepted = checkInputs(webhookAppInputs, { ...valid, manifest: { ...manifest, app: {}, integration: {} } });
    expect(accepted.failures).toBeUndefined();
    expect((accepted.inputs!.manifest as Record<string, unknown>).custom_section).toEqual({ anything: true });
  });

  it("refuses a manifest that contradicts a simple input, at the manifest's path", () => {
    expect(failuresOf({ ...valid, manifest: { app: { slug: "other-slug", name: "Billing events" } } })).toEqual({
      "manifest.app.slug": "contradicts slug; leave it out of the manifest or give both the same value",
    });
    expect(failuresOf({ ...valid, manifest: { integration: { webhooks: { events: valid.eventsUrl } } } })).toEqual({});
    // Listed along with the other inputs' problems.
    expect(failuresOf({ ...valid, name: "", visibility: "secret", hooks: 1, manifest: { app: { slug: "other-slug" } } })).toEqual({
      name: "must not be empty",
      visibility: expect.any(String),
      hooks: "is not a known property",
      "manifest.app.slug": expect.stringContaining("contradicts slug"),
    });
  });

  it("does not judge values that are not known yet during a preview", () => {
    const news = {
      ...valid,
      slug: unknownValue,
      eventsUrl: unknownValue,
      teamIds: unknownValue,
      manifest: { app: { slug: "from-the-manifest" } },
    };
    expect(checkInputs(webhookAppInputs, news)).toEqual({ inputs: news });
    const manifestUnknown = { ...valid, manifest: { app: { slug: unknownValue } } };
    expect(checkInputs(webhookAppInputs, manifestUnknown)).toEqual({ inputs: manifestUnknown });
  });

  it("never throws, and returns inputs or failures, for 1,000 random inputs", () => {
    const value = fc.oneof(fc.jsonValue(), fc.constant(unknownValue));
    const appLike = fc.record(
      {
        name: value,
        slug: fc.oneof(value, fc.constant("a-slug")),
        eventsUrl: fc.oneof(value, fc.webUrl()),
        teamIds: fc.oneof(value, fc.array(fc.string())),
        visibility: value,
        appConfiguration: value,
        manifest: fc.oneof(value, fc.dictionary(fc.constantFrom("app", "integration", "scopes", "events", "x"), value)),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(appLike, (news) => {
        const result = checkInputs(webhookAppInputs, news as Record<string, unknown>);
        expect(result.inputs !== undefined || (result.failures?.length ?? 0) > 0).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });
});
