import type { InstallAnswer, InstalledAppRow } from "../../../../emulator/domains/apps/installation-views";
import type { AppView } from "../../../../emulator/domains/apps/routes";
import type { ErrorBody } from "../../../../emulator/errors";
import { call, seedTeams, seedUser, useEmulator, webhookManifest } from "../support";

const emulator = useEmulator();
const admin = () => seedUser(emulator(), "Organization Admin");
const url = (suffix: string) => `${emulator().appsStudioUrl}/apps${suffix}`;

const createApp = <T = AppView>(slug: string, apiKey = admin().apiKey) =>
  call<T>(url("/create-app"), { method: "POST", apiKey, body: { app_visibility: "private", manifest: webhookManifest(slug) } });
const install = <T = InstallAnswer>(appId: string, teamIds: string[], apiKey = admin().apiKey) =>
  call<T>(url("/install"), {
    method: "POST",
    apiKey,
    body: { teamIds, appId, appConfiguration: { required_settings: [], optional_settings: [] } },
  });

describe("apps", () => {
  test("create answers 201 with the bare app, its ids and its credentials", async () => {
    const answer = await createApp("forwarder");
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      appId: expect.stringMatching(/^[A-Z0-9]{28,29}$/),
      uid: answer.body.appId,
      clientId: expect.any(String),
      clientSecret: expect.any(String),
      name: "Webhook forwarder",
      slug: "forwarder",
      description: "Forwards events",
      visibility: "private",
      manifest: webhookManifest("forwarder"),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  test("get answers the same object without the client secret; another organization gets 404", async () => {
    const created = (await createApp("forwarder")).body;
    const answer = await call(url(`/${created.appId}`), { apiKey: seedUser(emulator(), "Observer").apiKey });
    expect(answer.status).toBe(200);
    const { clientSecret: _secret, ...withoutSecret } = created;
    expect(answer.body).toEqual(withoutSecret);
    expect((await call(url(`/${created.appId}`), { apiKey: seedUser(emulator(), "Organization Admin", 1).apiKey })).status).toBe(404);
    expect((await call(url("/NOSUCHAPP"), { apiKey: admin().apiKey })).status).toBe(404);
  });

  test("the manifest is validated and slugs are unique per organization", async () => {
    const invalid = await call<ErrorBody>(url("/create-app"), {
      method: "POST",
      apiKey: admin().apiKey,
      body: {
        app_visibility: "secret",
        manifest: { app: { name: "x", slug: "Bad Slug" }, integration: { webhooks: { events: "ftp://x" } } },
      },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("app_visibility must be one of the following values"),
        expect.stringContaining("manifest.app.slug must be lower-case"),
        "manifest.integration.webhooks.events must be an http or https URL",
      ]),
    );
    expect((await createApp("forwarder")).status).toBe(201);
    const duplicate = await createApp<ErrorBody>("forwarder");
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.problems).toEqual([expect.stringContaining("slug")]);
    expect((await createApp("forwarder", seedUser(emulator(), "Organization Admin", 1).apiKey)).status).toBe(201);
  });

  test("update answers success with the changed paths, or unchanged", async () => {
    const created = (await createApp("forwarder")).body;
    const manifest = webhookManifest("forwarder", "https://hooks.example.test/v2");
    const changed = await call(url(`/${created.appId}/update-app`), { method: "PATCH", apiKey: admin().apiKey, body: manifest });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      status: "success",
      message: expect.any(String),
      changes: [
        { path: "integration.webhooks.events", oldValue: "https://hooks.example.test/events", newValue: "https://hooks.example.test/v2" },
      ],
    });
    const same = await call(url(`/${created.appId}/update-app`), { method: "PATCH", apiKey: admin().apiKey, body: manifest });
    expect(same.body).toEqual({ status: "unchanged", message: expect.any(String), changes: [] });
    expect((await call<AppView>(url(`/${created.appId}`), { apiKey: admin().apiKey })).body.manifest).toEqual(manifest);
  });

  test("install answers 201 with the installation; installing into more teams adds them", async () => {
    const { appId } = (await createApp("forwarder")).body;
    const [first, second] = seedTeams(emulator());
    const answer = await install(appId, [first!.id]);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      appName: "Webhook forwarder",
      botSub: expect.stringMatching(/^U[A-Z0-9]{9}$/),
      botTokenKey: expect.any(String),
      botToken: expect.any(String),
      installedBySub: admin().id,
      installedByEmail: admin().email,
      appInstalledForTeams: [first!.id],
      appIdentifier: appId,
      installedByOrgId: emulator().organizations[0]!.id,
      metadata: expect.any(Object),
    });
    expect((await install(appId, [second!.id, first!.id])).body.appInstalledForTeams).toEqual([first!.id, second!.id]);
  });

  test("install refuses unknown apps and teams of other organizations with 404, non-admins with 403", async () => {
    const { appId } = (await createApp("forwarder")).body;
    expect((await install("NOSUCHAPP", [seedTeams(emulator())[0]!.id])).status).toBe(404);
    expect((await install(appId, [seedTeams(emulator(), 1)[0]!.id])).status).toBe(404);
    expect((await install(appId, [seedTeams(emulator())[0]!.id], seedUser(emulator(), "Team Lead").apiKey)).status).toBe(403);
    expect((await install<ErrorBody>(appId, [])).body.problems).toEqual(["teamIds must contain at least 1 elements"]);
  });

  test("installed apps are listed one row per team, with paging", async () => {
    const [first, second] = seedTeams(emulator());
    for (const slug of ["one", "two"]) {
      const { appId } = (await createApp(slug)).body;
      await install(appId, [first!.id, second!.id]);
    }
    const page = await call<{ apps: InstalledAppRow[] }>(url("/installed-apps?page=2&limit=3"), {
      apiKey: seedUser(emulator(), "Team Member").apiKey,
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ organizationId: emulator().organizations[0]!.id, totalCount: 4, currentPage: 2, totalPages: 2 });
    expect(page.body.apps).toHaveLength(1);
    expect(page.body.apps[0]).toMatchObject({
      installationId: expect.any(String),
      appId: expect.any(String),
      name: "Webhook two",
      teamId: second!.id,
    });
    const defaults = await call(url("/installed-apps"), { apiKey: admin().apiKey });
    expect(defaults.body).toMatchObject({ currentPage: 1, totalCount: 4 });
    expect((await call(url("/installed-apps?limit=0"), { apiKey: admin().apiKey })).status).toBe(400);
    const globex = await call(url("/installed-apps"), { apiKey: seedUser(emulator(), "Organization Admin", 1).apiKey });
    expect(globex.body).toMatchObject({ totalCount: 0, apps: [] });
  });

  test("uninstall removes teams and answers those still installed; delete is refused while installed", async () => {
    const { appId } = (await createApp("forwarder")).body;
    const [first, second] = seedTeams(emulator());
    await install(appId, [first!.id, second!.id]);
    const refused = await call<ErrorBody>(url(`/${appId}`), { method: "DELETE", apiKey: admin().apiKey });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/installed/);

    const partial = await call(url("/uninstall"), { method: "POST", apiKey: admin().apiKey, body: { appId, teamIds: [first!.id] } });
    expect(partial.status).toBe(200);
    expect(partial.body).toEqual({ appId, appInstalledForTeams: [second!.id] });
    expect((await call(url(`/${appId}`), { method: "DELETE", apiKey: admin().apiKey })).status).toBe(400);

    const rest = await call(url("/uninstall"), { method: "POST", apiKey: admin().apiKey, body: { appId, teamIds: [second!.id] } });
    expect(rest.body).toEqual({ appId, appInstalledForTeams: [] });
    expect((await call(url("/uninstall"), { method: "POST", apiKey: admin().apiKey, body: { appId, teamIds: [second!.id] } })).status).toBe(
      404,
    );

    const deleted = await call(url(`/${appId}`), { method: "DELETE", apiKey: admin().apiKey });
    expect(deleted.status).toBe(204);
    expect((await call(url(`/${appId}`), { apiKey: admin().apiKey })).status).toBe(404);
  });

  test("only an Organization Admin may create, update or delete apps", async () => {
    const { appId } = (await createApp("forwarder")).body;
    const lead = seedUser(emulator(), "Team Lead").apiKey;
    expect((await createApp("by-lead", lead)).status).toBe(403);
    expect((await call(url(`/${appId}/update-app`), { method: "PATCH", apiKey: lead, body: webhookManifest("forwarder") })).status).toBe(
      403,
    );
    expect((await call(url(`/${appId}`), { method: "DELETE", apiKey: lead })).status).toBe(403);
  });
});
