// TeamRoutingRule through the dynamic-provider adapter and a real PlatformClient, against a scripted
// local server: conditions answered either way the docs show them (the MCP samples' objects, the
// REST page's JSON text) read as the same objects; what create and update send; one list of the
// team for every read; the plan-time check of operators and limits, agreeing with the emulator's;
// the export's references to the exported teams.
import { createRuleSchema } from "../../../emulator/domains/team-routing-rules/schemas";
import { ROUTING_OPERATORS } from "../../../emulator/domains/team-routing-rules/types";
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { dataSourceFunctions } from "../../../provider/data-sources";
import { type Declaration, programModel } from "../../../provider/export/program-model";
import { Reference } from "../../../provider/export/reference";
import { teamRoutingRuleDefinition } from "../../../provider/team-routing-rules/definition";
import { routingOperators } from "../../../provider/team-routing-rules/schema";
import { testClient } from "../http/client-fixtures";
import { envelope, FakePlatform, notFound } from "../http/fake-platform";
import { teamRoutingRuleTable } from "../reliability/invalid-inputs/team-routing-rule";
import { caseInput } from "../reliability/invalid-inputs/invalid-input-table";

const urgent = { field: "priority", operator: "EQUALS", value: "Urgent", precedence: 1 };
const invoices = { field: "title", operator: "CONTAINS", value: "invoice", precedence: 2 };
const time = "2026-01-01T00:00:00.000Z";
/** Rule RR1 of team T1 as the platform answers it, its conditions as `shape` writes them. */
const serverRule = (shape: (condition: object) => unknown, overrides: Record<string, unknown> = {}) => ({
  id: "RR1",
  name: "Urgent to technical",
  description: "",
  teamId: "T1",
  evaluationOrder: 1,
  resultTeamId: "T2",
  fallbackTeamId: null,
  andRules: [urgent].map(shape),
  orRules: [invoices].map(shape),
  createdBy: "Admin",
  createdAt: time,
  createdById: "U1",
  updatedAt: time,
  ...overrides,
});
const asObject = (condition: object) => condition;
const asText = (condition: object) => JSON.stringify(condition);
const state = {
  teamId: "T1",
  name: "Urgent to technical",
  resultTeamId: "T2",
  description: "",
  evaluationOrder: 1,
  andRules: [urgent],
  orRules: [invoices],
  ruleId: "RR1",
  createdAt: time,
  updatedAt: time,
};
const declared = { teamId: "T1", name: "Urgent to technical", resultTeamId: "T2", andRules: [urgent], orRules: [invoices] };

describe("TeamRoutingRule API calls", () => {
  let platform: FakePlatform;
  let provider: ReturnType<typeof dynamicProvider>;
  let client: ReturnType<typeof testClient>;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
    client = testClient(platform.url);
    provider = dynamicProvider(teamRoutingRuleDefinition, () => client);
  });
  afterEach(() => platform.stop());

  const routes = () => platform.requests.map((request) => `${request.method} ${request.path}`);

  it.each([
    ["objects (the MCP samples)", asObject],
    ["JSON text (the REST page's string arrays)", asText],
  ])("reads conditions answered as %s as the same objects", async (_shape, shape) => {
    platform.on("GET /v1/teams/T1/routing", { status: 200, body: envelope([serverRule(shape)]) });
    const read = await provider.read!("T1/RR1", state);
    expect(read).toMatchObject({ id: "T1/RR1", props: state });
  });

  it("reads conditions of one rule in both shapes at once, and a rule without lists as empty ones", async () => {
    const mixed = serverRule(asObject, { orRules: [asText(invoices)] });
    const bare = serverRule(asObject, { id: "RR2", name: "Bare", andRules: null, orRules: undefined, description: null });
    platform.on("GET /v1/teams/T1/routing", { status: 200, body: envelope([mixed, bare]) });
    expect((await provider.read!("T1/RR1", state)).props).toMatchObject(state);
    expect((await provider.read!("T1/RR2", state)).props).toMatchObject({ andRules: [], orRules: [], description: "" });
    // One list of the team serves every read of its rules.
    expect(routes()).toEqual(["GET /v1/teams/T1/routing"]);
  });

  it("fails a condition answered as text that is no condition, naming the list", async () => {
    platform.on("GET /v1/teams/T1/routing", { status: 200, body: envelope([serverRule(asObject, { andRules: ["priority = Urgent"] })]) });
    await expect(provider.read!("T1/RR1", state)).rejects.toMatchObject({
      code: "ERR_BAD_RESPONSE",
      message: expect.stringContaining("list team routing rules returned an unexpected response"),
    });
  });

  it("creates with POST to the team, sending conditions as objects and no team id; the id is <teamId>/<ruleId>", async () => {
    platform.on("POST /v1/teams/T1/routing", { status: 201, body: envelope(serverRule(asText)) });
    const created = await provider.create!({ ...declared, __provider: "shim" });
    // Outputs keep the declared inputs and the computed ones: description and evaluationOrder were not declared.
    expect(created).toEqual({ id: "T1/RR1", outs: { ...declared, ruleId: "RR1", createdAt: time, updatedAt: time } });
    expect(routes()).toEqual(["POST /v1/teams/T1/routing"]);
    expect(JSON.parse(platform.requests[0]!.body)).toEqual({
      name: "Urgent to technical",
      resultTeamId: "T2",
      andRules: [urgent],
      orRules: [invoices],
    });
  });

  it("updates with PATCH under the team, and deletes with DELETE; a rule already gone is deleted", async () => {
    platform.on("PATCH /v1/teams/T1/routing/RR1", { status: 200, body: envelope(serverRule(asObject, { resultTeamId: "T1" })) });
    const updated = await provider.update!("T1/RR1", state, { ...declared, resultTeamId: "T1" });
    expect(updated.outs).toMatchObject({ resultTeamId: "T1", ruleId: "RR1" });
    expect(JSON.parse(platform.requests[0]!.body)).toMatchObject({ resultTeamId: "T1" });
    platform.on("DELETE /v1/teams/T1/routing/RR1", notFound("Routing rule RR1 not found in team T1"));
    await provider.delete!("T1/RR1", state);
    expect(routes()).toEqual(["PATCH /v1/teams/T1/routing/RR1", "DELETE /v1/teams/T1/routing/RR1"]);
  });

  it("takes a rule missing from its team's list, or whose team is gone, as deleted", async () => {
    platform.on("GET /v1/teams/T1/routing", { status: 200, body: envelope([]) });
    platform.on("GET /v1/teams/T9/routing", notFound("Team T9 not found"));
    // The engine takes a read without an id as the object gone.
    expect((await provider.read!("T1/RR1", state)).id).toBeFalsy();
    expect((await provider.read!("T9/RR1", { ...state, teamId: "T9" })).id).toBeFalsy();
  });

  it("getTeamRoutingRules lists the team's rules with their ids in one request, conditions as objects", async () => {
    platform.on("GET /v1/teams/T1/routing", { status: 200, body: envelope([serverRule(asText)]) });
    await expect(dataSourceFunctions.getTeamRoutingRules!.read(client, { teamId: "T1" })).resolves.toEqual([{ id: "T1/RR1", ...state }]);
    expect(routes()).toEqual(["GET /v1/teams/T1/routing"]);
  });
});

describe("TeamRoutingRule check", () => {
  const provider = dynamicProvider(teamRoutingRuleDefinition, () => {
    throw new Error("check makes no request");
  });

  it("names an unknown operator and the ones the platform takes, before any request", async () => {
    const result = await provider.check!({}, { ...declared, andRules: [{ ...urgent, operator: "STARTS_WITH" }] });
    expect((result.failures ?? []).map((failure) => failure.reason)).toEqual([
      expect.stringMatching(/^andRules\[0\]\.operator: .*"EQUALS".*"NOT_EQUALS".*"CONTAINS"/),
    ]);
  });

  it("takes the operators the emulator takes, and no others", () => {
    expect([...routingOperators]).toEqual([...ROUTING_OPERATORS]);
  });

  it("refuses every invalid body of the table that the emulator refuses too (the body the provider would send)", () => {
    // The cases on inputs the body does not carry (teamId is the path's, adoptId the provider's), and
    // a condition as text, which the emulator takes from a client and the provider never sends.
    const notInBody = ["teamId", "adoptId", "orRules[0]"];
    const bodyCases = teamRoutingRuleTable.cases.filter((invalid) => !notInBody.includes(invalid.path));
    expect(bodyCases.length).toBeGreaterThan(15);
    const { teamId: _, ...validBody } = teamRoutingRuleTable.valid;
    expect(createRuleSchema.safeParse(validBody).success).toBe(true);
    const acceptedByEmulator = bodyCases
      .filter((invalid) => {
        const { teamId: __, ...body } = caseInput(teamRoutingRuleTable, invalid);
        return createRuleSchema.safeParse(body).success;
      })
      .map((invalid) => invalid.problem);
    expect(acceptedByEmulator).toEqual([]);
  });
});

describe("TeamRoutingRule in an export", () => {
  it("refers to the exported Team for resultTeamId and teamId, and to a constant for a team not declared", () => {
    const teams = [
      { id: "T1", name: "Billing" },
      { id: "T2", name: "Technical" },
    ];
    const team = (id: string, name: string): Declaration => ({ kind: "Team", listed: { id, state: { name } }, inputs: { name } });
    const rule = (id: string, resultTeamId: string): Declaration => ({
      kind: "TeamRoutingRule",
      listed: { id, state: { ...state, resultTeamId } },
      inputs: { teamId: "T1", name: `To ${resultTeamId}`, resultTeamId },
    });
    const model = programModel(teams, [team("T1", "Billing"), rule("T1/RR1", "T1"), rule("T1/RR2", "T2")], []);
    const rules = model.sections.find((section) => section.kind === "TeamRoutingRule")!.resources;
    expect(rules.map((declared) => [declared.inputs.teamId, declared.inputs.resultTeamId])).toEqual([
      [new Reference({ team: "T1" }), new Reference({ team: "T1" })],
      [new Reference({ team: "T1" }), new Reference({ constant: "TECHNICAL" })],
    ]);
  });
});
