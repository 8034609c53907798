// The apps studio as the platform's public API reference shows it: each case sends the docs'
// request and reads the docs' response, and names the page it comes from.
import type { InstallAnswer, InstalledAppRow } from "../../../../emulator/domains/apps/installation-views";
import type { AppView } from "../../../../emulator/domains/apps/routes";
import { call, seedTeams, seedUser, useEmulator, webhookManifest } from "../../emulator/support";

const emulator = useEmulator();
const studio = (path: string) => `${emulator().appsStudioUrl}${path}`;
const admin = () => seedUser(emulator(), "Organization Admin");
const configuration = { required_settings: [{ key: "channel", value: "#support" }], optional_settings: [] };

async function createdApp(slug: string) {
  return (
    await call<AppView>(studio("/apps/create-app"), {
      method: "POST",
      apiKey: admin().apiKey,
      body: { app_visibility: "private", manifest: webhookManifest(slug) },
    })
  ).body;
}

async function installed(slug: string, teamIds = [seedTeams(emulator())[0]!.id]) {
  const app = await createdApp(slug);
  const answer = await call<InstallAnswer>(studio("/apps/install"), {
    method: "POST",
    apiKey: admin().apiKey,
    body: { teamIds, appId: app.appId, appConfiguration: configuration },
  });
  return { app, answer };
}

describe("apps studio, as the docs show it", () => {
  // https://docs.thena.ai/platform/apps/webhooks (create returns appId, clientId, clientSecret) and
  // POST https://apps-studio.thena.ai/apps/create-app (raw {uid, name, slug, description, visibility, manifest, createdAt, updatedAt})
  test("create-app answers the raw app with uid, description and visibility", async () => {
    const app = await createdApp("docs-create");
    expect(app).toEqual(
      expect.objectContaining({
        appId: expect.any(String),
        clientId: expect.any(String),
        clientSecret: expect.any(String),
        uid: app.appId,
        name: "Webhook docs-create",
        slug: "docs-create",
        description: "Forwards events",
        visibility: "private",
        manifest: expect.any(Object),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      }),
    );
  });

  // POST https://apps-studio.thena.ai/apps/install: 201 raw {appName, botSub, botTokenKey, botToken, installedBySub,
  // installedByEmail, appInstalledForTeams[], appIdentifier, installedByOrgId, metadata{app_identifier…}}
  test("install answers 201 with the docs' fields and metadata.app_identifier", async () => {
    const team = seedTeams(emulator())[0]!.id;
    const { app, answer } = await installed("docs-install", [team]);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual(
      expect.objectContaining({
        appName: "Webhook docs-install",
        botSub: expect.any(String),
        botTokenKey: expect.any(String),
        botToken: expect.any(String),
        installedBySub: admin().id,
        installedByEmail: admin().email,
        appInstalledForTeams: [team],
        appIdentifier: app.appId,
        installedByOrgId: emulator().organizations[0]!.id,
        metadata: expect.objectContaining({ app_identifier: app.appId }),
      }),
    );
  });

  // GET https://apps-studio.thena.ai/apps/installed-apps (app-installation/get-installed-apps-by-organization):
  // raw {organizationId, totalCount, currentPage, totalPages, apps[{installationId, appId, name, teamId, description,
  // appManifest (string), appConfiguration (string), installedBySub, installedByEmail, updatedAt, botUserId}]}
  test("installed-apps rows carry the docs' fields, the manifest and configuration as JSON strings", async () => {
    const { answer: install } = await installed("docs-list");
    const answer = await call<{ apps: InstalledAppRow[] }>(studio("/apps/installed-apps?page=1&limit=10&includePrivileged=false"), {
      apiKey: admin().apiKey,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      organizationId: emulator().organizations[0]!.id,
      totalCount: 1,
      currentPage: 1,
      totalPages: 1,
      apps: [expect.any(Object)],
    });
    const [row] = answer.body.apps;
    expect(row).toEqual(
      expect.objectContaining({
        installationId: install.body.metadata.installationId,
        appId: install.body.appIdentifier,
        name: "Webhook docs-list",
        teamId: seedTeams(emulator())[0]!.id,
        description: "Forwards events",
        installedBySub: admin().id,
        installedByEmail: admin().email,
        updatedAt: expect.any(String),
        botUserId: install.body.botSub,
      }),
    );
    expect(JSON.parse(row.appManifest)).toEqual(webhookManifest("docs-list"));
    expect(JSON.parse(row.appConfiguration)).toEqual(configuration);
  });

  // POST https://apps-studio.thena.ai/apps/update-config (app-installation/update-the-configuration-for-installations):
  // body {installationId, configuration {required_settings, optional_settings}}, raw {installationId, configuration}
  test("update-config answers the installation id and its new configuration; both fields are required", async () => {
    const { answer: install } = await installed("docs-config");
    const installationId = install.body.metadata.installationId;
    const changed = { required_settings: [{ key: "channel", value: "#escalations" }], optional_settings: [{ key: "digest", value: true }] };
    const answer = await call(studio("/apps/update-config"), {
      method: "POST",
      apiKey: admin().apiKey,
      body: { installationId, configuration: changed },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ installationId, configuration: changed });
    const missing = await call(studio("/apps/update-config"), { method: "POST", apiKey: admin().apiKey, body: { installationId } });
    expect(missing.body).toEqual({
      statusCode: 400,
      message: "configuration is required",
      error: "Bad Request",
      problems: ["configuration is required"],
    });
    expect(
      (
        await call(studio("/apps/update-config"), {
          method: "POST",
          apiKey: admin().apiKey,
          body: { installationId: "INUNKNOWN1", configuration: changed },
        })
      ).status,
    ).toBe(404);
  });

  // POST https://apps-studio.thena.ai/apps/reinstall (docs.thena.ai/api-reference/apps-platform/app-reinstallation/reinstall-an-app):
  // body as install (teamIds, appId, appConfiguration); "400 Bad Request - Invalid input parameters"
  test("reinstall takes the install body, renews the bot token and refuses invalid input with a 400", async () => {
    const team = seedTeams(emulator())[0]!.id;
    const { app, answer: install } = await installed("docs-reinstall", [team]);
    const answer = await call<InstallAnswer>(studio("/apps/reinstall"), {
      method: "POST",
      apiKey: admin().apiKey,
      body: { teamIds: [team], appId: app.appId, appConfiguration: configuration },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      expect.objectContaining({ appIdentifier: app.appId, appInstalledForTeams: [team], botToken: expect.any(String) }),
    );
    expect(answer.body.botToken).not.toBe(install.body.botToken);
    const invalid = await call(studio("/apps/reinstall"), {
      method: "POST",
      apiKey: admin().apiKey,
      body: { teamIds: [team], appId: app.appId, extra: 1 },
    });
    expect(invalid.body).toEqual({
      statusCode: 400,
      message: "property extra should not exist",
      error: "Bad Request",
      problems: ["property extra should not exist"],
    });
    const notInstalled = await call(studio("/apps/reinstall"), {
      method: "POST",
      apiKey: admin().apiKey,
      body: { teamIds: [seedTeams(emulator())[1]!.id], appId: app.appId },
    });
    expect(notInstalled.status).toBe(404);
  });

  // PATCH https://apps-studio.thena.ai/apps/{id}/update-app (app-creation/update-an-existing-app):
  // raw {status: success|unchanged, message, changes[{path "app.name", oldValue, newValue}]}
  test("update-app lists the changes by path", async () => {
    const app = await createdApp("docs-update");
    const manifest = webhookManifest("docs-update");
    manifest.app.name = "Renamed";
    const answer = await call(studio(`/apps/${app.appId}/update-app`), { method: "PATCH", apiKey: admin().apiKey, body: manifest });
    expect(answer.body).toEqual({
      status: "success",
      message: expect.any(String),
      changes: [{ path: "app.name", oldValue: "Webhook docs-update", newValue: "Renamed" }],
    });
  });
});
