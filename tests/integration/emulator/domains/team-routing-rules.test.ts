// Team routing rules: the REST create page's object, conditions taken as objects (every MCP sample)
// or as their JSON text (the REST page's string arrays) and always answered as objects, the
// operators the docs show, the list in evaluation order, and the teams they name kept from deletion.
import type { TeamRoutingRule } from "../../../../emulator/domains/team-routing-rules/types";
import type { TeamView } from "../../../../emulator/domains/teams/views";
import type { ErrorBody } from "../../../../emulator/errors";
import type { PlatformEnvelope } from "../../../../emulator/http/envelopes";
import { envelopeWith, expectRefusedUnchanged, platformCaller, seedTeams, seedUser, useEmulator } from "../support";

type RuleAnswer = Omit<TeamRoutingRule, "organizationId">;

const emulator = useEmulator();
const send = platformCaller(emulator);
const billing = () => seedTeams(emulator())[0]!.id;
const technical = () => seedTeams(emulator())[1]!.id;
const rulesPath = (teamId: string) => `/v1/teams/${teamId}/routing`;
const create = (teamId: string, body: Record<string, unknown>) => send<PlatformEnvelope<RuleAnswer>>("POST", rulesPath(teamId), body);
const urgent = { field: "priority", operator: "EQUALS", value: "Urgent", precedence: 1 };
const billingWords = { field: "title", operator: "CONTAINS", value: "invoice", precedence: 2 };

describe("team routing rules", () => {
  test("create answers 201 with the REST page's object", async () => {
    const answer = await create(billing(), {
      name: "Urgent to technical",
      resultTeamId: technical(),
      description: "Urgent tickets go to the technical team",
      evaluationOrder: 5,
      andRules: [urgent],
      orRules: [billingWords],
    });
    expect(answer.status).toBe(201);
    const admin = seedUser(emulator(), "Organization Admin");
    expect(answer.body).toEqual(
      envelopeWith({
        id: expect.stringMatching(/^RR[A-Z0-9]{9}$/),
        name: "Urgent to technical",
        description: "Urgent tickets go to the technical team",
        teamId: billing(),
        evaluationOrder: 5,
        resultTeamId: technical(),
        fallbackTeamId: null,
        andRules: [urgent],
        orRules: [billingWords],
        createdBy: "Admin",
        createdAt: expect.any(String),
        createdById: admin.id,
        updatedAt: expect.any(String),
      }),
    );
  });

  test("conditions sent as JSON text (the REST page's string arrays) are kept and answered as objects", async () => {
    const answer = await create(billing(), {
      name: "Text",
      resultTeamId: billing(),
      andRules: [JSON.stringify(urgent)],
      orRules: [billingWords],
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.andRules).toEqual([urgent]);
    const listed = await send<PlatformEnvelope<RuleAnswer[]>>("GET", rulesPath(billing()));
    expect(listed.body.data[0]!.andRules).toEqual([urgent]);
  });

  test("a condition is an object of the shown operators, or its JSON text; every problem is named and nothing is made", async () => {
    const answer = await expectRefusedUnchanged(emulator(), ["teamRoutingRules"], () =>
      send<ErrorBody>("POST", rulesPath(billing()), {
        name: "Broken",
        resultTeamId: billing(),
        andRules: ["priority = Urgent", { ...urgent, operator: "STARTS_WITH" }, JSON.stringify({ ...urgent, precedence: -1 })],
        orRules: [{ field: "title", operator: "EQUALS", value: "x" }],
      }),
    );
    expect(answer.body.problems).toEqual([
      "andRules.0 must be an object",
      "andRules.1.operator must be one of the following values: EQUALS, NOT_EQUALS, CONTAINS",
      "andRules.2.precedence must not be less than 0",
      "orRules.0.precedence is required",
    ]);
    const missing = await expectRefusedUnchanged(emulator(), ["teamRoutingRules"], () => send<ErrorBody>("POST", rulesPath(billing()), {}));
    expect(missing.body.problems).toEqual(["name is required", "resultTeamId is required"]);
  });

  test("the result team is a team of the organization; names are unique in a team", async () => {
    const globexTeam = seedTeams(emulator(), 1)[0]!.id;
    const foreign = await expectRefusedUnchanged(emulator(), ["teamRoutingRules"], () =>
      send<ErrorBody>("POST", rulesPath(billing()), { name: "Away", resultTeamId: globexTeam }),
    );
    expect(foreign.body.problems).toEqual([`resultTeamId ${globexTeam} is not a team of the organization`]);
    expect((await create(billing(), { name: "Same", resultTeamId: billing() })).status).toBe(201);
    const taken = await expectRefusedUnchanged(emulator(), ["teamRoutingRules"], () =>
      send<ErrorBody>("POST", rulesPath(billing()), { name: "SAME", resultTeamId: billing() }),
    );
    expect(taken.body.problems).toEqual([`name SAME is already a routing rule of team ${billing()}`]);
    expect((await create(technical(), { name: "Same", resultTeamId: billing() })).status).toBe(201);
  });

  test("the list is in evaluation order; a rule without one comes after the team's others", async () => {
    await create(billing(), { name: "Third", resultTeamId: billing(), evaluationOrder: 30 });
    await create(billing(), { name: "First", resultTeamId: billing(), evaluationOrder: 10 });
    const last = await create(billing(), { name: "Last", resultTeamId: billing() });
    expect(last.body.data.evaluationOrder).toBe(31);
    const listed = await send<PlatformEnvelope<RuleAnswer[]>>("GET", rulesPath(billing()));
    expect(listed.body.data.map((rule) => rule.name)).toEqual(["First", "Third", "Last"]);
    expect((await create(technical(), { name: "Only", resultTeamId: billing() })).body.data.evaluationOrder).toBe(1);
  });

  test("update is partial and answers the envelope; delete answers 204; a rule is found only under its own team", async () => {
    const { id } = (await create(billing(), { name: "Change me", resultTeamId: billing(), andRules: [urgent] })).body.data;
    const updated = await send<PlatformEnvelope<RuleAnswer>>("PATCH", `${rulesPath(billing())}/${id}`, {
      resultTeamId: technical(),
      orRules: [JSON.stringify(billingWords)],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: "Change me", resultTeamId: technical(), andRules: [urgent], orRules: [billingWords] });
    expect((await send("PATCH", `${rulesPath(technical())}/${id}`, { name: "x" })).status).toBe(404);
    expect((await send("DELETE", `${rulesPath(technical())}/${id}`)).status).toBe(404);
    const deleted = await send("DELETE", `${rulesPath(billing())}/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expect((await send("DELETE", `${rulesPath(billing())}/${id}`)).status).toBe(404);
  });

  test("a team with rules, or one that another team's rule routes to, is not deleted", async () => {
    const team = (await send<PlatformEnvelope<TeamView>>("POST", "/v1/teams", { name: "Target" })).body.data;
    const rule = (await create(billing(), { name: "To target", resultTeamId: team.id })).body.data;
    const refused = await send<ErrorBody>("DELETE", `/v1/teams/${team.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/routing rules of other teams that route to it/);
    await send("DELETE", `${rulesPath(billing())}/${rule.id}`);
    const own = (await create(team.id, { name: "Own", resultTeamId: billing() })).body.data;
    expect((await send<ErrorBody>("DELETE", `/v1/teams/${team.id}`)).body.message).toMatch(/routing rules/);
    await send("DELETE", `${rulesPath(team.id)}/${own.id}`);
    expect((await send("DELETE", `/v1/teams/${team.id}`)).status).toBe(204);
  });

  test("members read their team's rules; only an Organization Admin writes; another organization's team is a 404", async () => {
    const member = seedUser(emulator(), "Team Member").apiKey;
    expect((await send("GET", rulesPath(billing()), undefined, member)).status).toBe(200);
    expect((await send("GET", rulesPath(technical()), undefined, member)).status).toBe(403);
    expect((await send("POST", rulesPath(billing()), { name: "x", resultTeamId: billing() }, member)).status).toBe(403);
    expect((await send("GET", rulesPath(seedTeams(emulator(), 1)[0]!.id))).status).toBe(404);
  });
});
