// The emulator's teams and members beyond the docs' shapes (tests/integration/conformance/docs/
// platform.test.ts has those): the rules a real platform enforces, which the provider must meet as
// it would there. A member is a user of the caller's organization; an identifier is taken whatever
// its case; a parent is a team of the organization; a team that something the API can remove belongs
// to is not deleted, and its CSAT settings go with it.
import type { AppView } from "../../../../emulator/domains/apps/routes";
import type { SettingsView } from "../../../../emulator/domains/csat/views";
import type { TeamView } from "../../../../emulator/domains/teams/views";
import type { ErrorBody } from "../../../../emulator/errors";
import type { CsatEnvelope, PlatformEnvelope } from "../../../../emulator/http/envelopes";
import { call, seedTeams, seedUser, useEmulator, webhookManifest } from "../support";

const emulator = useEmulator();
const platform = (path: string) => `${emulator().baseUrl}${path}`;
const admin = () => seedUser(emulator(), "Organization Admin");
const send = <T = unknown>(method: string, path: string, body?: unknown, apiKey = admin().apiKey) =>
  call<T>(platform(path), { method, apiKey, body });
const createTeam = async (body: Record<string, unknown>) => (await send<PlatformEnvelope<TeamView>>("POST", "/v1/teams", body)).body.data;

describe("team identifiers", () => {
  test("a taken identifier is refused at create and update, whatever its case; a team keeps its own", async () => {
    const night = await createTeam({ name: "Night shift", identifier: "NIGHT" });
    const taken = await send<ErrorBody>("POST", "/v1/teams", { name: "Nights", identifier: "night" });
    expect(taken.status).toBe(400);
    expect(taken.body.problems).toEqual([`identifier night is already used by team ${night.id}`]);
    const day = await createTeam({ name: "Day shift", identifier: "DAY" });
    expect((await send("PATCH", `/v1/teams/${day.id}`, { identifier: "Night" })).status).toBe(400);
    expect((await send("PATCH", `/v1/teams/${night.id}`, { identifier: "night", name: "Night owls" })).status).toBe(200);
  });

  test("a team without one is given its id, which no other team may then take", async () => {
    const plain = await createTeam({ name: "Plain" });
    expect(plain.identifier).toBe(plain.id);
    const billing = seedTeams(emulator())[0]!.id;
    expect((await send("POST", "/v1/teams", { name: "Copy", identifier: billing })).status).toBe(400);
  });

  test("an identifier is at most 20 letters, digits, hyphens or underscores", async () => {
    expect((await send("POST", "/v1/teams", { name: "x", identifier: "N".repeat(21) })).status).toBe(400);
    expect((await send("POST", "/v1/teams", { name: "x", identifier: "NIGHT SHIFT" })).status).toBe(400);
    expect((await send("POST", "/v1/teams", { name: "x", identifier: "N".repeat(20) })).status).toBe(201);
  });
});

describe("sub-teams", () => {
  test("a parent is a team of the caller's organization; the update endpoint does not move a team", async () => {
    const globexTeam = seedTeams(emulator(), 1)[0]!.id;
    const refused = await send<ErrorBody>("POST", "/v1/teams", { name: "Sub", parentTeamId: globexTeam });
    expect(refused.status).toBe(404);
    const billing = seedTeams(emulator())[0]!.id;
    const sub = await createTeam({ name: "Sub", parentTeamId: billing });
    const moved = await send<ErrorBody>("PATCH", `/v1/teams/${sub.id}`, { parentTeamId: seedTeams(emulator())[1]!.id });
    expect(moved.status).toBe(400);
    expect(moved.body.problems).toEqual(["property parentTeamId should not exist"]);
  });
});

describe("team members", () => {
  test("a member is a user of the caller's organization, by id or e-mail address", async () => {
    const [billing] = seedTeams(emulator());
    const foreign = seedUser(emulator(), "Team Member", 1);
    for (const body of [{ userId: foreign.id }, { email: foreign.email }, { email: "nobody@acme.test" }]) {
      const answer = await send("POST", `/v1/teams/${billing!.id}/members`, body);
      expect(answer.status).toBe(404);
    }
    const globexAdmin = seedUser(emulator(), "Organization Admin", 1);
    // Another organization's team is not there at all for the caller.
    expect((await send("POST", `/v1/teams/${billing!.id}/members`, { userId: foreign.id }, globexAdmin.apiKey)).status).toBe(404);
  });

  test("an id and an e-mail address must name the same user; an address matches whatever its case", async () => {
    const technical = seedTeams(emulator())[1]!.id;
    const member = seedUser(emulator(), "Team Member");
    const lead = seedUser(emulator(), "Team Lead");
    expect((await send("POST", `/v1/teams/${technical}/members`, { userId: member.id, email: lead.email })).status).toBe(404);
    expect((await send("POST", `/v1/teams/${technical}/members`, {})).status).toBe(400);
    const added = await send("POST", `/v1/teams/${technical}/members`, {
      userId: member.id,
      email: member.email.toUpperCase(),
      isAdmin: true,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ id: member.id, email: member.email, metadata: { isAdmin: true } });
  });

  test("a user is a team's member once; removing a non-member is a 404", async () => {
    const technical = seedTeams(emulator())[1]!.id;
    const member = seedUser(emulator(), "Team Member");
    expect((await send("POST", `/v1/teams/${technical}/members`, { userId: member.id })).status).toBe(201);
    const again = await send<ErrorBody>("POST", `/v1/teams/${technical}/members`, { email: member.email });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(`User ${member.id} is already a member of team ${technical}`);
    expect((await send("DELETE", `/v1/teams/${technical}/members/${member.id}`)).status).toBe(204);
    expect((await send("DELETE", `/v1/teams/${technical}/members/${member.id}`)).status).toBe(404);
  });

  test("the creator of a team is its owner and an admin member", async () => {
    const team = await createTeam({ name: "Owned" });
    const members = (await send<PlatformEnvelope<unknown[]>>("GET", `/v1/teams/${team.id}/members`)).body.data;
    expect(members).toEqual([expect.objectContaining({ id: admin().id, isOwner: true, metadata: { isAdmin: true } })]);
  });

  test("only an Organization Admin changes teams and members; a non-member cannot read a team", async () => {
    const lead = seedUser(emulator(), "Team Lead");
    const technical = seedTeams(emulator())[1]!.id;
    expect((await send("POST", "/v1/teams", { name: "Mine" }, lead.apiKey)).status).toBe(403);
    expect((await send("POST", `/v1/teams/${technical}/members`, { userId: lead.id }, lead.apiKey)).status).toBe(403);
    expect((await send("GET", `/v1/teams/${technical}`, undefined, lead.apiKey)).status).toBe(403);
  });
});

describe("team deletion", () => {
  test("is refused while a sub-team, a CSAT rule or an app installation belongs to the team, and changes nothing; the CSAT settings go with it", async () => {
    const parent = await createTeam({ name: "Parent" });
    const child = await createTeam({ name: "Child", parentTeamId: parent.id });
    const refused = await send<ErrorBody>("DELETE", `/v1/teams/${parent.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`Team ${parent.id} still has sub-teams; remove them first`);
    expect((await send<PlatformEnvelope<unknown[]>>("GET", `/v1/teams/${parent.id}/members`)).body.data).toHaveLength(1);

    expect((await send("POST", `/v1/csat/rules/${child.id}`, { name: "Rule" })).status).toBe(201);
    const withRule = await send<ErrorBody>("DELETE", `/v1/teams/${child.id}`);
    expect(withRule.body.message).toBe(`Team ${child.id} still has CSAT rules; remove them first`);
    const rules = (await send<CsatEnvelope<SettingsView>>("GET", `/v1/csat/team/${child.id}`)).body.data.data.rules;
    expect((await send("DELETE", `/v1/csat/rules/${rules[0]!.id}`)).status).toBe(200);
    // The settings the first rule made, which the API deletes nowhere, go with the team.
    expect((await send("DELETE", `/v1/teams/${child.id}`)).status).toBe(204);
    expect((await send("GET", `/v1/csat/team/${child.id}`)).status).toBe(404);

    const installed = await createTeam({ name: "Installed" });
    const apps = <T = unknown>(path: string, body: unknown) =>
      call<T>(`${emulator().appsStudioUrl}${path}`, { method: "POST", apiKey: admin().apiKey, body });
    const app = (await apps<AppView>("/apps/create-app", { app_visibility: "private", manifest: webhookManifest("team-hook") })).body;
    expect((await apps("/apps/install", { appId: app.appId, teamIds: [installed.id] })).status).toBe(201);
    expect((await send<ErrorBody>("DELETE", `/v1/teams/${installed.id}`)).body.message).toBe(
      `Team ${installed.id} still has app installations; remove them first`,
    );
  });

  test("of a team that nothing belongs to takes its members' membership with it", async () => {
    const team = await createTeam({ name: "Short-lived" });
    expect((await send("DELETE", `/v1/teams/${team.id}`)).status).toBe(204);
    const mine = (await send<PlatformEnvelope<TeamView[]>>("GET", "/v1/teams")).body.data.map((listed) => listed.id);
    expect(mine).not.toContain(team.id);
    expect((await send("GET", `/v1/teams/${team.id}/members`)).status).toBe(404);
  });
});
