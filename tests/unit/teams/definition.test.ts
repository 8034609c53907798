// Team's calls to the API, through the dynamic-provider adapter and a real PlatformClient, against a
// scripted local server: what each operation sends and keeps, how a lost create is settled (only by
// a declared identifier), and how a refused delete reads.
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { teamDefinition } from "../../../provider/teams/definition";
import { testClient } from "../http/client-fixtures";
import { csatTeamSettingsFixture } from "../http/csat-team-settings-fixture";
import { envelope, FakePlatform, failure, notFound } from "../http/fake-platform";

const time = "2024-01-01T00:00:00Z";
/** The team as the docs show it, with the fields the provider does not keep. */
const serverTeam = (overrides: Record<string, unknown> = {}) => ({
  id: "T1",
  name: "Night shift",
  icon: null,
  color: null,
  parentTeamId: null,
  parentTeamName: null,
  teamId: "T1",
  identifier: "NIGHT",
  description: "",
  teamOwner: "Ada",
  teamOwnerId: "U1",
  fallbackSubTeam: null,
  createdAt: time,
  isActive: true,
  isPrivate: false,
  archivedAt: null,
  updatedAt: time,
  ...overrides,
});
const declared = { name: "Night shift", identifier: "NIGHT" };
const outs = { ...declared, createdAt: time, updatedAt: time };

describe("Team API calls", () => {
  let platform: FakePlatform;
  let provider: ReturnType<typeof dynamicProvider>;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
    const client = testClient(platform.url);
    provider = dynamicProvider(teamDefinition, () => client);
  });
  afterEach(() => platform.stop());

  const routes = () => platform.requests.map((request) => `${request.method} ${request.path}`);

  it("creates with POST, sending the declared inputs, and keeps only those with the computed fields", async () => {
    platform.on("POST /v1/teams", { status: 201, body: envelope(serverTeam({ parentTeamId: "T0", isPrivate: true })) });
    const created = await provider.create({ ...declared, parentTeamId: "T0", isPrivate: true, __provider: "shim" });
    expect(created).toEqual({ id: "T1", outs: { ...outs, parentTeamId: "T0", isPrivate: true } });
    expect(JSON.parse(platform.requests[0]!.body)).toEqual({
      name: "Night shift",
      identifier: "NIGHT",
      parentTeamId: "T0",
      isPrivate: true,
    });
  });

  it("finds the team a lost create made by its identifier, whatever its case, instead of making a second one", async () => {
    platform.on("POST /v1/teams", "reset", { status: 201, body: envelope(serverTeam({ id: "T2" })) });
    platform.on("GET /v1/teams", {
      status: 200,
      body: envelope([serverTeam({ id: "T0", identifier: "DAY" }), serverTeam({ identifier: "night" })]),
    });
    await expect(provider.create(declared)).resolves.toMatchObject({ id: "T1" });
    expect(routes()).toEqual(["POST /v1/teams", "GET /v1/teams"]);
  });

  it("does not send a lost create again without an identifier: names are not unique, so nothing could tell its team", async () => {
    platform.on("POST /v1/teams", failure(503, "busy"));
    await expect(provider.create({ name: "Night shift" })).rejects.toMatchObject({
      code: "ERR_OUTCOME_UNKNOWN",
      message: "create team did not complete: HTTP 503: busy",
    });
    expect(routes()).toEqual(["POST /v1/teams"]);
  });

  it("names the team that holds a taken identifier, and the input that adopts it", async () => {
    platform.on("POST /v1/teams", failure(400, ["identifier NIGHT is already used by team T7"]));
    platform.on("GET /v1/teams", { status: 200, body: envelope([serverTeam({ id: "T7" })]) });
    await expect(provider.create(declared)).rejects.toMatchObject({
      code: "ERR_ALREADY_EXISTS",
      message: 'a team with the identifier NIGHT already exists as T7: to manage it, add adoptId: "T7" to this resource\'s inputs',
    });
  });

  it("reads with GET, and reports a team deleted out of band as gone", async () => {
    platform.on("GET /v1/teams/T1", { status: 200, body: envelope(serverTeam({ name: "Renamed in the dashboard", color: "#000" })) });
    platform.on("GET /v1/teams/gone", notFound("Team gone not found"));
    const read = await provider.read!("T1", { ...outs, __provider: "shim" });
    expect(read).toEqual({
      id: "T1",
      props: { ...outs, name: "Renamed in the dashboard" },
      inputs: { name: "Renamed in the dashboard", identifier: "NIGHT" },
    });
    await expect(provider.read!("gone", outs)).resolves.toEqual({ id: "", props: {} });
  });

  it("records, for a read by id alone (an import), the inputs a person would declare: not the platform's defaults", async () => {
    platform.on("GET /v1/teams/T1", { status: 200, body: envelope(serverTeam({ icon: "moon" })) });
    await expect(provider.read!("T1", {})).resolves.toMatchObject({ inputs: { name: "Night shift", identifier: "NIGHT", icon: "moon" } });
  });

  it("updates with PATCH, sending every declared input but the parent", async () => {
    platform.on("PATCH /v1/teams/T1", { status: 200, body: envelope(serverTeam({ description: "Nights", parentTeamId: "T0" })) });
    const updated = await provider.update!(
      "T1",
      { ...outs, parentTeamId: "T0" },
      { ...declared, description: "Nights", parentTeamId: "T0" },
    );
    expect(updated).toEqual({ outs: { ...outs, description: "Nights", parentTeamId: "T0" } });
    expect(JSON.parse(platform.requests[0]!.body)).toEqual({ name: "Night shift", identifier: "NIGHT", description: "Nights" });
  });

  it("refuses to adopt a team under another parent before any write: the platform does not move a team", async () => {
    platform.on("GET /v1/teams/T1", { status: 200, body: envelope(serverTeam({ parentTeamId: "T0" })) });
    await expect(provider.create({ ...declared, parentTeamId: "T9", adoptId: "T1" })).rejects.toMatchObject({
      code: "ERR_VALIDATION",
      message:
        "cannot adopt team T1: its parent team is T0, not T9, and the platform does not move a team; declare parentTeamId as the platform holds it",
    });
    expect(routes()).toEqual(["GET /v1/teams/T1"]);
  });

  it("deletes with DELETE, a team already gone counting as deleted, and a refusal naming what still holds it, by name and id, and how to go on", async () => {
    platform.on("DELETE /v1/teams/T1", { status: 204 });
    platform.on("DELETE /v1/teams/gone", notFound("Team gone not found"));
    platform.on("DELETE /v1/teams/busy", failure(400, "Team busy still has CSAT rules; remove them first"));
    const row = (appId: string, teamId: string, name: string) => ({ appId, teamId, name, installationId: `IN-${appId}` });
    platform.on("GET /apps/installed-apps", {
      status: 200,
      body: { totalPages: 1, apps: [row("A1", "busy", "Other stack's app"), row("A2", "T9", "Elsewhere"), row("A3", "busy", "Relay")] },
    });
    const rule = { id: "rule-1", name: "After resolution", isActive: true, priority: 0, createdAt: time, updatedAt: time };
    platform.on("GET /v1/csat/team/busy", {
      status: 200,
      body: envelope({ ok: true, data: csatTeamSettingsFixture({ team: { id: "busy" }, rules: [rule] }) }),
    });
    platform.on("GET /v1/teams", {
      status: 200,
      body: envelope([
        serverTeam({ id: "busy" }),
        serverTeam({ id: "T3", name: "Nights", parentTeamId: "busy" }),
        serverTeam({ id: "T4" }),
      ]),
    });
    await provider.delete!("T1", outs);
    await provider.delete!("gone", outs);
    const refused = await provider.delete!("busy", outs).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "ERR_TEAM_IN_USE" });
    expect((refused as Error).message).toBe(
      'delete team failed with HTTP 400: Team busy still has CSAT rules; remove them first; team busy still has app "Other stack\'s app" (A1), app "Relay" (A3), CSAT rule "After resolution" (rule-1), sub-team "Nights" (T3). Any resource of this stack that depends on the team was deleted before it (Pulumi deletes dependents first), and the team stays in the stack\'s state: remove what keeps it where it was made (another stack, the dashboard), then run the command again; or, to let the stack go without deleting team busy, set retainOnDelete: true on it and run pulumi up, or run pulumi state delete with its URN',
    );
    // The three reads of what blocks it, once each, after the refusal only.
    expect(routes().slice(0, 3)).toEqual(["DELETE /v1/teams/T1", "DELETE /v1/teams/gone", "DELETE /v1/teams/busy"]);
    expect(routes().slice(3).sort()).toEqual(["GET /apps/installed-apps?page=1&limit=100", "GET /v1/csat/team/busy", "GET /v1/teams"]);
  });

  it("a refusal whose blockers the provider cannot list says what they may be, and a read that fails says so without hiding the refusal", async () => {
    platform.on("DELETE /v1/teams/busy", failure(400, "Team busy still has tickets; remove them first"));
    platform.on("GET /apps/installed-apps", { status: 200, body: { totalPages: 1, apps: [] } });
    platform.on("GET /v1/csat/team/busy", notFound("Resource not found!"));
    platform.on("GET /v1/teams", failure(403, "Forbidden resource"));
    const refused = await provider.delete!("busy", outs).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "ERR_TEAM_IN_USE" });
    const message = (refused as Error).message;
    expect(message).toMatch(
      /^delete team failed with HTTP 400: Team busy still has tickets; remove them first; the provider found none of what it lists \(app installations, CSAT rules, sub-teams\) in team busy: tickets, accounts or ticket types, which it does not list, may keep it; its sub-teams could not be read \(list teams failed with HTTP 403: Forbidden resource/,
    );
    expect(message).toContain("set retainOnDelete: true on it");
  });

  it("lists the key's user's teams with one request, for an export", async () => {
    platform.on("GET /v1/teams", {
      status: 200,
      body: envelope([serverTeam(), serverTeam({ id: "T2", name: "Days", identifier: "DAY" })]),
    });
    const listed = await teamDefinition.list(testClient(platform.url), { teamIds: [] });
    expect(listed.map((team) => [team.id, team.state.name])).toEqual([
      ["T1", "Night shift"],
      ["T2", "Days"],
    ]);
    expect(routes()).toEqual(["GET /v1/teams"]);
  });
});
