// TeamTag through the dynamic-provider adapter and a real PlatformClient, against a scripted local
// server: the team's tags read from every shape an answer may carry them in (the update page's
// `{count, items}` beside `teamUuid`, a bare array, the one tag), the written tag found in a write's
// list by its id or its name, what create and update send, one list of the team for every read, an
// answer about another team refused, and the export's reference to the exported team.
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { dataSourceFunctions } from "../../../provider/data-sources";
import { type Declaration, programModel } from "../../../provider/export/program-model";
import { Reference } from "../../../provider/export/reference";
import { teamTagDefinition } from "../../../provider/team-tags/definition";
import { testClient } from "../http/client-fixtures";
import { envelope, FakePlatform, notFound } from "../http/fake-platform";

const time = "2026-01-01T00:00:00.000Z";
const serverTag = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name,
  description: null,
  color: "#1f74db",
  createdAt: time,
  updatedAt: time,
  ...overrides,
});
const vip = serverTag("TT1", "VIP", { description: "Premium plan" });
const spam = serverTag("TT2", "Spam", { color: "#999" });
/** The team tag update page's answer: the team's whole list beside its id. */
const listAnswer = (items: object[], teamUuid = "T1") => ({ ...envelope({ count: items.length, items }), teamUuid });
const state = { teamId: "T1", name: "VIP", color: "#1f74db", description: "Premium plan", tagId: "TT1", createdAt: time, updatedAt: time };
const declared = { teamId: "T1", name: "VIP", color: "#1f74db", description: "Premium plan" };

describe("TeamTag API calls", () => {
  let platform: FakePlatform;
  let provider: ReturnType<typeof dynamicProvider>;
  let client: ReturnType<typeof testClient>;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
    client = testClient(platform.url);
    provider = dynamicProvider(teamTagDefinition, () => client);
  });
  afterEach(() => platform.stop());

  const routes = () => platform.requests.map((request) => `${request.method} ${request.path}`);

  it.each([
    ["{count, items} beside teamUuid (the update page)", listAnswer([vip, spam])],
    ["{count, items} without teamUuid", envelope({ count: 2, items: [vip, spam] })],
    ["a bare array", envelope([vip, spam])],
  ])("reads the team's tags answered as %s, one list for every tag of the team", async (_shape, answer) => {
    platform.on("GET /v1/teams/T1/tags", { status: 200, body: answer });
    expect((await provider.read!("T1/TT1", state)).props).toEqual(state);
    expect((await provider.read!("T1/TT2", state)).props).toMatchObject({ name: "Spam", color: "#999", tagId: "TT2" });
    expect(routes()).toEqual(["GET /v1/teams/T1/tags"]);
  });

  it("reads a list answered as the one tag alone", async () => {
    platform.on("GET /v1/teams/T1/tags", { status: 200, body: envelope(vip) });
    expect((await provider.read!("T1/TT1", state)).props).toEqual(state);
  });

  it("refuses an answer about another team than the path's, naming the call", async () => {
    platform.on("GET /v1/teams/T1/tags", { status: 200, body: listAnswer([vip], "T2") });
    await expect(provider.read!("T1/TT1", state)).rejects.toMatchObject({
      code: "ERR_BAD_RESPONSE",
      message: expect.stringContaining("list team tags returned an unexpected response: it answers the tags of team T2, not of team T1"),
    });
  });

  it("takes a tag missing from its team's list, or whose team is gone, as deleted", async () => {
    platform.on("GET /v1/teams/T1/tags", { status: 200, body: listAnswer([spam]) });
    platform.on("GET /v1/teams/T9/tags", notFound("Team T9 not found"));
    // The engine takes a read without an id as the object gone.
    expect((await provider.read!("T1/TT1", state)).id).toBeFalsy();
    expect((await provider.read!("T9/TT1", { ...state, teamId: "T9" })).id).toBeFalsy();
  });

  it("creates with POST to the team, without the team in the body, and finds the new tag in the answer's list by its name", async () => {
    // The list holds the team's other tags too, before and after the new one, the new one in another case.
    platform.on("POST /v1/teams/T1/tags", {
      status: 201,
      body: listAnswer([spam, serverTag("TT3", "vip", { description: "Premium plan" })]),
    });
    const created = await provider.create!({ ...declared, __provider: "shim" });
    expect(created).toEqual({ id: "T1/TT3", outs: { ...declared, name: "vip", tagId: "TT3", createdAt: time, updatedAt: time } });
    expect(routes()).toEqual(["POST /v1/teams/T1/tags"]);
    expect(JSON.parse(platform.requests[0]!.body)).toEqual({ name: "VIP", color: "#1f74db", description: "Premium plan" });
  });

  it("fails a create whose answer lists no tag of the name sent, naming the call", async () => {
    platform.on("POST /v1/teams/T1/tags", { status: 201, body: listAnswer([spam]) });
    await expect(provider.create!(declared)).rejects.toMatchObject({
      code: "ERR_BAD_RESPONSE",
      message: expect.stringContaining("create team tag returned an unexpected response: the team's tags it lists hold no tag named VIP"),
    });
  });

  it("updates with PUT under the team and finds the tag in the answer's list by its id; deletes with DELETE, one already gone deleted", async () => {
    // The answer lists the team's tags, the updated one not first.
    platform.on("PUT /v1/teams/T1/tags/TT1", { status: 200, body: listAnswer([spam, { ...vip, name: "Gold", color: "#d4a017" }]) });
    const updated = await provider.update!("T1/TT1", state, { ...declared, name: "Gold", color: "#d4a017" });
    expect(updated.outs).toMatchObject({ name: "Gold", color: "#d4a017", tagId: "TT1" });
    expect(JSON.parse(platform.requests[0]!.body)).toEqual({ name: "Gold", color: "#d4a017", description: "Premium plan" });
    platform.on("DELETE /v1/teams/T1/tags/TT1", notFound("Tag TT1 not found in team T1"));
    await provider.delete!("T1/TT1", state);
    expect(routes()).toEqual(["PUT /v1/teams/T1/tags/TT1", "DELETE /v1/teams/T1/tags/TT1"]);
  });

  it("updates from an answer that is the one tag, and fails one whose list lacks the tag, naming the call", async () => {
    platform.on(
      "PUT /v1/teams/T1/tags/TT1",
      { status: 200, body: envelope({ ...vip, color: "#000" }) },
      { status: 200, body: listAnswer([spam]) },
    );
    expect((await provider.update!("T1/TT1", state, { ...declared, color: "#000" })).outs).toMatchObject({ color: "#000" });
    await expect(provider.update!("T1/TT1", state, { ...declared, color: "#111" })).rejects.toMatchObject({
      code: "ERR_BAD_RESPONSE",
      message: expect.stringContaining("update team tag returned an unexpected response: the team's tags it lists hold no tag TT1"),
    });
  });

  it("refuses to adopt a tag of another team than the declared one, before any write", async () => {
    platform.on("GET /v1/teams/T2/tags", { status: 200, body: listAnswer([vip], "T2") });
    await expect(provider.create!({ ...declared, color: "#000", adoptId: "T2/TT1" })).rejects.toMatchObject({
      message: expect.stringContaining("it is a tag of team T2, not of T1"),
    });
    expect(routes()).toEqual(["GET /v1/teams/T2/tags"]);
  });

  it("getTeamTags lists the team's tags with their ids in one request", async () => {
    platform.on("GET /v1/teams/T1/tags", { status: 200, body: listAnswer([vip]) });
    await expect(dataSourceFunctions.getTeamTags!.read(client, { teamId: "T1" })).resolves.toEqual([{ id: "T1/TT1", ...state }]);
    expect(routes()).toEqual(["GET /v1/teams/T1/tags"]);
  });
});

describe("TeamTag in an export", () => {
  it("refers to the exported Team for teamId, and to a constant for a team not declared", () => {
    const teams = [
      { id: "T1", name: "Billing" },
      { id: "T2", name: "Technical" },
    ];
    const team = (id: string, name: string): Declaration => ({ kind: "Team", listed: { id, state: { name } }, inputs: { name } });
    const tag = (teamId: string): Declaration => ({
      kind: "TeamTag",
      listed: { id: `${teamId}/TT1`, state: { ...state, teamId } },
      inputs: { teamId, name: "VIP", color: "#1f74db" },
    });
    const model = programModel(teams, [team("T1", "Billing"), tag("T1"), tag("T2")], []);
    const tags = model.sections.find((section) => section.kind === "TeamTag")!.resources;
    expect(tags.map((declared) => declared.inputs.teamId)).toEqual([
      new Reference({ team: "T1" }),
      new Reference({ constant: "TECHNICAL" }),
    ]);
  });
});
