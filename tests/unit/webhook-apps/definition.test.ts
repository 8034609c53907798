// WebhookApp's calls to a scripted apps studio: what it sends, in which order, and
// what it keeps in state, including a create whose installation fails.
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { PlatformClient } from "../../../provider/http/platform-client";
import { webhookScope } from "../../../provider/webhook-apps/build-manifest";
import { webhookAppDefinition } from "../../../provider/webhook-apps/definition";
import { FakePlatform, notFound } from "../http/fake-platform";

const declared = {
  name: "Billing events",
  slug: "billing-events",
  eventsUrl: "https://hooks.example.com/events",
  teamIds: ["T1", "T2"],
  visibility: "private",
};
const manifest = {
  app: { name: "Billing events", slug: "billing-events" },
  integration: { webhooks: { events: "https://hooks.example.com/events" } },
  configuration: { required_settings: [], optional_settings: [] },
  scopes: { required: { platform: [webhookScope] } },
  events: { subscribe: [] },
};
const serverApp = {
  appId: "APP1",
  uid: "APP1",
  clientId: "CLIENT1",
  name: declared.name,
  slug: declared.slug,
  visibility: "private",
  manifest,
};
const installed = (teams: string[], botToken = "BOT-TOKEN") => ({ status: 201, body: { botToken, appInstalledForTeams: teams } });
const installedApps = (teams: string[], page = 1, totalPages = 1) => ({
  status: 200,
  body: {
    totalCount: teams.length,
    currentPage: page,
    totalPages,
    apps: teams.map((teamId) => ({ installationId: "IN1", appId: "APP1", name: "x", teamId })),
  },
});
/** State after `up` of `declared`. */
const state = {
  ...declared,
  appId: "APP1",
  clientId: "CLIENT1",
  clientSecret: "CLIENT-SECRET",
  botToken: "BOT-TOKEN",
  installedTeamIds: ["T1", "T2"],
  secretsKnown: true,
  effectiveManifest: manifest,
  __provider: "shim",
};

describe("WebhookApp provider", () => {
  let platform: FakePlatform;
  let provider: ReturnType<typeof dynamicProvider>;
  /** The requests after the first `from`, as `METHOD /path` with their JSON bodies. */
  const calls = (from = 0) =>
    platform.requests
      .slice(from)
      .map((request) => [`${request.method} ${request.path}`, request.body === "" ? undefined : JSON.parse(request.body)]);

  beforeEach(async () => {
    platform = await new FakePlatform().start();
    const client = new PlatformClient(
      {
        apiKey: "sp_test_key",
        baseUrl: platform.url,
        apiUrl: platform.url,
        appsStudioUrl: platform.url,
        maxRetries: 0,
        requestTimeoutSeconds: 5,
      },
      { retryPolicy: { baseDelayMs: 1, maxDelayMs: 1 } },
    );
    provider = dynamicProvider(webhookAppDefinition, () => client);
  });
  afterEach(() => platform.stop());

  it("creates the app with a complete manifest, then installs it into its teams", async () => {
    platform.on("POST /apps/create-app", { status: 201, body: { ...serverApp, appId: undefined, clientSecret: "CLIENT-SECRET" } });
    platform.on("POST /apps/install", installed(["T2", "T1"]));
    const created = await provider.create({ ...declared, __provider: "shim" });
    expect(calls()).toEqual([
      ["POST /apps/create-app", { app_visibility: "private", manifest }],
      ["POST /apps/install", { appId: "APP1", teamIds: ["T1", "T2"], appConfiguration: { required_settings: [], optional_settings: [] } }],
    ]);
    const { __provider, ...outs } = state;
    expect(created).toEqual({ id: "APP1", outs });
  });

  it("shows no change right after creating an app whose manifest lists its own scopes", async () => {
    const ownScopes = { scopes: { required: { platform: [{ scope: "tickets:read", reason: "show tickets" }] } } };
    const { inputs } = await provider.check!({}, { ...declared, manifest: ownScopes });
    const sent = { ...manifest, scopes: { required: { platform: [...ownScopes.scopes.required.platform, webhookScope] } } };
    platform.on("POST /apps/create-app", { status: 201, body: { ...serverApp, manifest: sent, clientSecret: "CLIENT-SECRET" } });
    platform.on("POST /apps/install", installed(["T1", "T2"]));
    const created = await provider.create({ ...inputs, __provider: "shim" });
    expect(calls()[0]![1]).toEqual({ app_visibility: "private", manifest: sent });
    await expect(provider.diff!("APP1", created.outs, inputs)).resolves.toMatchObject({ changes: false });
  });

  it("keeps an app whose installation failed as a partially created resource", async () => {
    platform.on("POST /apps/create-app", { status: 201, body: { ...serverApp, clientSecret: "CLIENT-SECRET" } });
    platform.on("POST /apps/install", {
      status: 403,
      body: { statusCode: 403, message: "Only an Organization Admin may install apps", error: "Forbidden" },
    });
    const failure = await provider.create({ ...declared, __provider: "shim" }).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      message: expect.stringMatching(
        /^the app APP1 was created, but installing it failed: install app failed with HTTP 403: Only an Organization Admin may install apps; the user of supportplatform:apiKey .* \(ERR_PARTIAL_CREATE\)$/,
      ),
      id: "APP1",
      // What Pulumi records: the app without teams, and the serialized provider that the next `up` needs.
      properties: {
        ...declared,
        teamIds: [],
        appId: "APP1",
        clientId: "CLIENT1",
        clientSecret: "CLIENT-SECRET",
        installedTeamIds: [],
        effectiveManifest: manifest,
        secretsKnown: true,
        __provider: "shim",
      },
      reasons: [expect.stringContaining("installing it failed")],
    });
    expect((failure as { properties: object }).properties).not.toHaveProperty("botToken");
    expect(calls().map(([route]) => route)).toEqual(["POST /apps/create-app", "POST /apps/install"]);
  });

  it("finishes a partially created app at the next update, learning its bot token", async () => {
    const partial = { ...state, teamIds: [], installedTeamIds: [], botToken: undefined };
    platform.on("PATCH /apps/APP1/update-app", { status: 200, body: { status: "unchanged", message: "", changes: [] } });
    // The failed install had in fact reached the platform for T1.
    platform.on("GET /apps/installed-apps", installedApps(["T1"]));
    platform.on("POST /apps/install", installed(["T1", "T2"]));
    const updated = await provider.update!("APP1", partial, { ...declared, __provider: "shim" });
    expect(calls().find(([route]) => route === "POST /apps/install")?.[1]).toMatchObject({ teamIds: ["T1", "T2"] });
    expect(updated.outs).toMatchObject({
      teamIds: ["T1", "T2"],
      installedTeamIds: ["T1", "T2"],
      botToken: "BOT-TOKEN",
      clientSecret: "CLIENT-SECRET",
    });
  });

  it("restores an installation removed out of band with the install alone: no update-app for a manifest state already holds", async () => {
    // A refresh saw team T2 uninstalled in the dashboard; the manifest is as declared.
    const drifted = { ...state, teamIds: ["T1"], installedTeamIds: ["T1"] };
    platform.on("GET /apps/installed-apps", installedApps(["T1"]));
    platform.on("POST /apps/install", installed(["T1", "T2"]));
    const updated = await provider.update!("APP1", drifted, { ...declared, __provider: "shim" });
    expect(calls().map(([route]) => route)).toEqual(["GET /apps/installed-apps?page=1&limit=100", "POST /apps/install"]);
    expect(updated.outs).toMatchObject({ teamIds: ["T1", "T2"], effectiveManifest: manifest });
  });

  it("updates the manifest in place, installs added teams before uninstalling removed ones", async () => {
    platform.on("PATCH /apps/APP1/update-app", { status: 200, body: { status: "success", message: "", changes: [] } });
    platform.on("GET /apps/installed-apps", installedApps(["T1", "T2"]));
    platform.on("POST /apps/install", installed(["T1", "T2", "T3"]));
    platform.on("POST /apps/uninstall", { status: 200, body: { appId: "APP1", appInstalledForTeams: ["T3", "T2"] } });
    const news = { ...declared, description: "Now described", teamIds: ["T3", "T2"], __provider: "shim" };
    const updated = await provider.update!("APP1", state, news);
    expect(calls()).toEqual([
      ["PATCH /apps/APP1/update-app", { ...manifest, app: { ...manifest.app, description: "Now described" } }],
      ["GET /apps/installed-apps?page=1&limit=100", undefined],
      ["POST /apps/install", { appId: "APP1", teamIds: ["T3"], appConfiguration: { required_settings: [], optional_settings: [] } }],
      ["POST /apps/uninstall", { appId: "APP1", teamIds: ["T1"] }],
    ]);
    expect(updated.outs).toMatchObject({ teamIds: ["T2", "T3"], installedTeamIds: ["T2", "T3"], botToken: "BOT-TOKEN" });
  });

  it("applies a new configuration to the installation with update-config, installing nothing again", async () => {
    const configuration = { requiredSettings: [{ key: "region", value: "eu" }] };
    platform.on("PATCH /apps/APP1/update-app", { status: 200, body: { status: "success", message: "", changes: [] } });
    platform.on("GET /apps/installed-apps", installedApps(["T1", "T2"]));
    platform.on("POST /apps/update-config", { status: 200, body: { installationId: "IN1", configuration: {} } });
    const updated = await provider.update!("APP1", state, { ...declared, appConfiguration: configuration, __provider: "shim" });
    expect(calls().filter(([route]) => route.startsWith("POST"))).toEqual([
      [
        "POST /apps/update-config",
        { installationId: "IN1", configuration: { required_settings: configuration.requiredSettings, optional_settings: [] } },
      ],
    ]);
    expect(updated.outs).toMatchObject({ appConfiguration: configuration, teamIds: ["T1", "T2"], botToken: "BOT-TOKEN" });
  });

  it("installs into every declared team when the app has no installation to configure", async () => {
    const configuration = { requiredSettings: [{ key: "region", value: "eu" }] };
    platform.on("PATCH /apps/APP1/update-app", { status: 200, body: { status: "success", message: "", changes: [] } });
    platform.on("GET /apps/installed-apps", installedApps([]));
    platform.on("POST /apps/install", installed(["T1", "T2"]));
    await provider.update!("APP1", state, { ...declared, appConfiguration: configuration, __provider: "shim" });
    expect(calls().filter(([route]) => route.startsWith("POST"))).toEqual([
      [
        "POST /apps/install",
        {
          appId: "APP1",
          teamIds: ["T1", "T2"],
          appConfiguration: { required_settings: configuration.requiredSettings, optional_settings: [] },
        },
      ],
    ]);
  });

  it("reads the teams from every page of the installed apps, so a team removed out of band is drift", async () => {
    const otherApp = { installationId: "IN2", appId: "APP2", name: "other", teamId: "T1" };
    const first = installedApps(["T2"], 1, 2);
    first.body.apps.unshift(otherApp);
    platform.on("GET /apps/APP1", { status: 200, body: serverApp });
    platform.on("GET /apps/installed-apps", first, installedApps(["T3"], 2, 2));
    const read = await provider.read!("APP1", state);
    expect(calls().map(([route]) => route)).toEqual([
      "GET /apps/APP1",
      "GET /apps/installed-apps?page=1&limit=100",
      "GET /apps/installed-apps?page=2&limit=100",
    ]);
    expect(read.props).toMatchObject({
      teamIds: ["T2", "T3"],
      installedTeamIds: ["T2", "T3"],
      clientSecret: "CLIENT-SECRET",
      botToken: "BOT-TOKEN",
    });
    expect(read.inputs).toEqual({ ...declared, teamIds: ["T2", "T3"] });
  });

  it("reads an app deleted out of band as gone", async () => {
    platform.on("GET /apps/APP1", notFound("App APP1 not found"));
    await expect(provider.read!("APP1", state)).resolves.toEqual({ id: "", props: {} });
  });

  it("updates a manifest alone with its one request: the app and its installation are what state holds", async () => {
    platform.on("PATCH /apps/APP1/update-app", { status: 200, body: { status: "success", message: "", changes: [] } });
    const updated = await provider.update!("APP1", state, { ...declared, eventsUrl: "https://hooks.example.com/v2", __provider: "shim" });
    const sent = { ...manifest, integration: { webhooks: { events: "https://hooks.example.com/v2" } } };
    expect(calls()).toEqual([["PATCH /apps/APP1/update-app", sent]]);
    const { __provider, ...kept } = state;
    expect(updated.outs).toEqual({ ...kept, eventsUrl: "https://hooks.example.com/v2", effectiveManifest: sent });
  });

  it("reads the installed apps once for the reads of every app, and afresh after a write of an installation", async () => {
    const secondApp = { ...serverApp, appId: "APP2", uid: "APP2" };
    platform.on("GET /apps/APP1", { status: 200, body: serverApp });
    platform.on("GET /apps/APP2", { status: 200, body: secondApp });
    const both = installedApps(["T1", "T2"]);
    both.body.apps.push({ installationId: "IN2", appId: "APP2", name: "x", teamId: "T1" });
    platform.on("GET /apps/installed-apps", both, installedApps(["T1"]));
    platform.on("POST /apps/uninstall", { status: 200, body: { appId: "APP2", appInstalledForTeams: [] } });
    platform.on("DELETE /apps/APP2", { status: 204 });
    const reads = await Promise.all([provider.read!("APP1", state), provider.read!("APP2", { ...state, appId: "APP2" })]);
    expect(reads.map((read) => read.props.installedTeamIds)).toEqual([["T1", "T2"], ["T1"]]);
    expect(platform.requestsTo("GET /apps/installed-apps")).toHaveLength(1);
    await provider.delete!("APP2", { ...state, appId: "APP2", installedTeamIds: ["T1"] });
    await provider.read!("APP1", state);
    expect(platform.requestsTo("GET /apps/installed-apps")).toHaveLength(2);
  });

  it("uninstalls the app from the teams state knows, and any the answer says are left, then deletes it", async () => {
    // T3 was added out of band.
    platform.on(
      "POST /apps/uninstall",
      { status: 200, body: { appId: "APP1", appInstalledForTeams: ["T3"] } },
      { status: 200, body: { appId: "APP1", appInstalledForTeams: [] } },
    );
    platform.on("DELETE /apps/APP1", { status: 204 });
    await provider.delete!("APP1", state);
    expect(calls()).toEqual([
      ["POST /apps/uninstall", { appId: "APP1", teamIds: ["T1", "T2"] }],
      ["POST /apps/uninstall", { appId: "APP1", teamIds: ["T3"] }],
      ["DELETE /apps/APP1", undefined],
    ]);
  });

  it("reads the installation to delete an app that state knows in no team", async () => {
    platform.on("GET /apps/installed-apps", installedApps(["T1"]));
    platform.on("POST /apps/uninstall", { status: 200, body: { appId: "APP1", appInstalledForTeams: [] } });
    platform.on("DELETE /apps/APP1", { status: 204 });
    await provider.delete!("APP1", { ...state, teamIds: [], installedTeamIds: [] });
    expect(calls()).toEqual([
      ["GET /apps/installed-apps?page=1&limit=100", undefined],
      ["POST /apps/uninstall", { appId: "APP1", teamIds: ["T1"] }],
      ["DELETE /apps/APP1", undefined],
    ]);
  });

  it("counts an app that is already gone, or installed nowhere any more, as deleted", async () => {
    platform.on("POST /apps/uninstall", notFound("App APP1 is not installed"));
    platform.on("DELETE /apps/APP1", notFound("App APP1 not found"));
    await expect(provider.delete!("APP1", state)).resolves.toBeUndefined();
    expect(calls().map(([route]) => route)).toEqual(["POST /apps/uninstall", "DELETE /apps/APP1"]);
  });
});
