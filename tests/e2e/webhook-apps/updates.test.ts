// WebhookApp through the real CLI against the emulator: manifest and configuration changes update
// the app in place (same app, events follow the new URL); a new visibility or slug replaces it,
// leaving exactly one app on the server each time.
import { writesReceived } from "../../harness/platform-stack";
import { appsProgram, eventsAbout, serverApps, teamsAndUsers, ticketWithComment, webhookAppTest } from "./webhook-app-fixtures";

describe("WebhookApp updates", () => {
  const { receivers, current } = webhookAppTest();

  it("updates manifest and configuration in place, and replaces the app on a new visibility or slug", async () => {
    const { platform } = current;
    const { billing, userOf } = teamsAndUsers(platform);
    const [before, after] = [await receivers.start(), await receivers.start()];
    const program = (slug: string, eventsUrl: string, inputs: Record<string, unknown>) =>
      appsProgram([{ resource: "support-hook", slug, eventsUrl, teamIds: [billing], inputs }]);
    const stack = await current.stack({
      program: program("support-hook", before.url, { description: "First" }),
      projectName: "webhook-updates",
    });
    const created = await stack.up();
    expect(created.summary.resourceChanges).toEqual({ create: 2 });
    const appId = created.outputs.support_hook_appId!.value as string;
    await platform.control.clearRequests();
    await stack.preview({ expectNoChanges: true });
    expect(await writesReceived(platform)).toEqual([]);

    // In place: a new description, events URL, configuration, and a manifest with keys and scopes of the user's own.
    const configuration = { requiredSettings: [{ key: "region", value: "eu" }], optionalSettings: [{ key: "digest", value: "daily" }] };
    const ticketsRead = { scope: "tickets:read", reason: "Show the ticket" };
    const manifest = { app: { category: "support" }, scopes: { required: { platform: [ticketsRead] } } };
    stack.writeProgram(program("support-hook", after.url, { description: "Second", appConfiguration: configuration, manifest }));
    const updated = await stack.up();
    expect(updated.summary.resourceChanges).toEqual({ same: 1, update: 1 });
    expect(updated.outputs.support_hook_appId!.value).toBe(appId);
    const { apps, installations } = await serverApps(platform);
    expect(
      apps.map((app) => [app.id, app.manifest.app.description, app.manifest.app.category, app.manifest.integration.webhooks.events]),
    ).toEqual([[appId, "Second", "support", after.url]]);
    // The user's scopes, and webhooks:read, without which no event would arrive.
    expect(apps[0]!.manifest.scopes.required.platform.map((entry) => entry.scope)).toEqual(["tickets:read", "webhooks:read"]);
    expect(installations.map((installation) => installation.configuration)).toEqual([
      { required_settings: configuration.requiredSettings, optional_settings: configuration.optionalSettings },
    ]);
    await stack.preview({ expectNoChanges: true });
    await ticketWithComment(platform, billing, userOf[billing]!, "Routed to the new URL");
    expect(eventsAbout(after, "Routed to the new URL")).toHaveLength(2);
    expect(before.received).toEqual([]);

    // A new visibility keeps the slug, which must stay unique: the old app goes before the new one comes.
    stack.writeProgram(program("support-hook", after.url, { visibility: "unlisted" }));
    const revisible = await stack.up();
    expect(revisible.summary.resourceChanges).toEqual({ same: 1, replace: 1 });
    const unlistedId = revisible.outputs.support_hook_appId!.value as string;
    expect(unlistedId).not.toBe(appId);
    expect((await serverApps(platform)).apps.map((app) => [app.id, app.slug, app.visibility])).toEqual([
      [unlistedId, "support-hook", "unlisted"],
    ]);
    await stack.preview({ expectNoChanges: true });

    // A new slug: the new app is made first, then the old one deleted.
    stack.writeProgram(program("support-hook-v2", after.url, { visibility: "unlisted" }));
    const renamed = await stack.up();
    expect(renamed.summary.resourceChanges).toEqual({ same: 1, replace: 1 });
    const renamedId = renamed.outputs.support_hook_appId!.value as string;
    const server = await serverApps(platform);
    expect(server.apps.map((app) => [app.id, app.slug])).toEqual([[renamedId, "support-hook-v2"]]);
    expect(server.installations.map((installation) => [installation.appId, installation.teamIds])).toEqual([[renamedId, [billing]]]);
    await stack.preview({ expectNoChanges: true });

    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 2 });
    expect(await serverApps(platform)).toEqual({ apps: [], installations: [] });
  });
});
