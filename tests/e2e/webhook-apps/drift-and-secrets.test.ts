// WebhookApp through the real CLI against the emulator: refresh sees a team uninstalled and an app
// deleted out of band, and `up` restores both; the client secret and bot token never appear in
// plain text in state or in the CLI's output; invalid inputs fail preview with property paths.
import { appsProgram, serverApps, teamsAndUsers, webhookAppTest } from "./webhook-app-fixtures";

describe("WebhookApp drift and secrets", () => {
  const { receivers, current } = webhookAppTest();

  it("sees a team uninstalled and the app deleted out of band at refresh, and restores both at up", async () => {
    const { platform } = current;
    const { billing, technical } = teamsAndUsers(platform);
    const receiver = await receivers.start();
    const program = appsProgram([{ resource: "drift-hook", slug: "drift-hook", eventsUrl: receiver.url, teamIds: [billing, technical] }]);
    const stack = await current.stack({ program, projectName: "webhook-drift" });
    const appId = (await stack.up()).outputs.drift_hook_appId!.value as string;
    await stack.preview({ expectNoChanges: true });

    // Someone uninstalls the app from one team through the API, as the dashboard would.
    const uninstalled = await fetch(`${platform.appsStudioUrl}/apps/uninstall`, {
      method: "POST",
      headers: { "x-api-key": platform.admin.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ appId, teamIds: [technical] }),
    });
    expect(uninstalled.status).toBe(200);
    expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 1, update: 1 });
    const restored = await stack.up();
    expect(restored.summary.resourceChanges).toEqual({ same: 1, update: 1 });
    expect(restored.outputs.drift_hook_teams!.value).toEqual([billing, technical].sort());
    expect((await serverApps(platform)).installations.map((installation) => installation.teamIds.sort())).toEqual([
      [billing, technical].sort(),
    ]);
    await stack.preview({ expectNoChanges: true });

    // Someone deletes the app (and so its installation).
    await platform.control.deleteResource("apps", appId);
    expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 1, delete: 1 });
    const recreated = await stack.up();
    expect(recreated.summary.resourceChanges).toEqual({ same: 1, create: 1 });
    const newId = recreated.outputs.drift_hook_appId!.value as string;
    expect(newId).not.toBe(appId);
    expect((await serverApps(platform)).apps.map((app) => app.id)).toEqual([newId]);
    await stack.preview({ expectNoChanges: true });
  });

  it("keeps the client secret and bot token encrypted in state and out of the CLI's output", async () => {
    const { platform } = current;
    const { billing, technical } = teamsAndUsers(platform);
    const receiver = await receivers.start();
    const program = (teamIds: string[]) =>
      appsProgram(
        [{ resource: "secret-hook", slug: "secret-hook", eventsUrl: receiver.url, teamIds }],
        "export const clientSecret = secret_hook.clientSecret;\nexport const botToken = secret_hook.botToken;",
      );
    const stack = await current.stack({ program: program([billing]), projectName: "webhook-secrets" });
    const up = await stack.up();
    const { apps, installations } = await serverApps(platform);
    const [app, installation] = [apps[0]!, installations[0]!];
    expect(up.outputs.clientSecret).toEqual({ value: app.clientSecret, secret: true });
    expect(up.outputs.botToken).toEqual({ value: installation.botToken, secret: true });
    await stack.preview({ expectNoChanges: true });
    // Through an update (a new team) and a refresh, which rewrite the outputs.
    stack.writeProgram(program([billing, technical]));
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 1, update: 1 });
    await stack.preview({ expectNoChanges: true });
    expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 2 });

    const state = await stack.exportText();
    const resource = (
      JSON.parse(state) as { deployment: { resources: { type: string; outputs: Record<string, unknown> }[] } }
    ).deployment.resources.find((candidate) => candidate.type.endsWith(":WebhookApp"))!;
    expect(resource.outputs.clientSecret).toMatchObject({ ciphertext: expect.any(String) });
    expect(resource.outputs.botToken).toMatchObject({ ciphertext: expect.any(String) });
    const everything = stack.output.join("") + state;
    expect(everything).toContain(app.id);
    expect(everything).not.toContain(app.clientSecret);
    expect(everything).not.toContain(installation.botToken);
  });

  it("fails preview of invalid inputs with property paths, before any request", async () => {
    const { platform } = current;
    const program = `
import * as sp from "pulumi-support-platform";
new sp.WebhookApp("bad", {
  name: "",
  slug: "Not A Slug",
  eventsUrl: "ftp://example.com",
  installationsUrl: "relative/path",
  teamIds: [],
  visibility: "secret",
  manifest: { app: { name: "Another name", icons: { small: "icon.png" } } },
  hooks: 1,
} as any);`;
    const stack = await current.stack({ program, projectName: "webhook-invalid" });
    await platform.control.clearRequests();
    const failure = await stack.preview().catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    const message = String((failure as Error).message);
    for (const property of [
      "name",
      "slug",
      "eventsUrl",
      "installationsUrl",
      "teamIds",
      "visibility",
      "manifest.app.icons.small",
      "manifest.app.name",
      "hooks",
    ]) {
      expect(message).toContain(`resource 'bad' has a problem: ${property}: `);
    }
    expect(await platform.control.requests()).toEqual([]);
  });
});
