// TicketStatus's calls to the API, through the dynamic-provider adapter and a real PlatformClient,
// against a scripted local server: one list serves every status's read, an answer without
// `parentStatusId` (the MCP page's object) keeps the declared parent, a parent is never created nor
// deleted, and a refused delete is ERR_STATUS_IN_USE.
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { ticketStatusDefinition } from "../../../provider/ticket-statuses/definition";
import { ticketStatusFunctions } from "../../../provider/ticket-statuses/functions";
import { testClient } from "../http/client-fixtures";
import { envelope, FakePlatform, failure } from "../http/fake-platform";

const time = "2024-01-01T00:00:00Z";
const status = (overrides: Record<string, unknown> = {}) => ({
  id: "ST9",
  name: "in_review",
  displayName: "In review",
  description: "",
  isDefault: false,
  teamId: "T1",
  organizationId: "O1",
  parentStatusId: "ST2",
  createdAt: time,
  updatedAt: time,
  ...overrides,
});
const open = status({ id: "ST1", name: "open", displayName: "Open", isDefault: true, parentStatusId: null });
const declared = { teamId: "T1", parentStatusId: "ST2", name: "in_review", displayName: "In review" };
const outs = { ...declared, createdAt: time, updatedAt: time };

describe("TicketStatus API calls", () => {
  let platform: FakePlatform;
  let provider: ReturnType<typeof dynamicProvider>;
  let client: ReturnType<typeof testClient>;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
    client = testClient(platform.url);
    provider = dynamicProvider(ticketStatusDefinition, () => client);
  });
  afterEach(() => platform.stop());

  const routes = () => platform.requests.map((request) => `${request.method} ${request.path}`);

  it("refuses at check a status without a parent unless it adopts one, naming adoptId and getTicketStatuses", async () => {
    const { teamId, name, displayName } = declared;
    const checked = await provider.check!({}, { teamId, name: "open", displayName: "Open" });
    expect(checked.failures).toEqual([
      {
        property: "",
        reason: expect.stringMatching(
          /^parentStatusId: is required: a status without a parent is one of the team's four parent statuses .*set adoptId to its id \(getTicketStatuses lists them\)/,
        ),
      },
    ]);
    expect((await provider.check!({}, { teamId, name: "open", displayName: "Open", adoptId: "ST1" })).failures).toBeUndefined();
    expect((await provider.check!({}, { teamId, name, displayName, parentStatusId: "ST2" })).failures).toBeUndefined();
    expect(platform.requests).toEqual([]);
  });

  it("creates with POST, and one list of the organization's statuses serves every read until a write", async () => {
    platform.on("POST /v1/tickets/status", { status: 201, body: envelope(status()) });
    platform.on("GET /v1/tickets/status", { status: 200, body: envelope([open, status(), status({ id: "ST8", name: "late" })]) });
    const created = await provider.create({ ...declared, __provider: "shim" });
    expect(created).toEqual({ id: "ST9", outs });
    expect(JSON.parse(platform.requests[0]!.body)).toEqual(declared);
    await provider.read!("ST9", outs);
    await provider.read!("ST8", outs);
    await provider.read!("ST1", {});
    expect(routes()).toEqual(["POST /v1/tickets/status", "GET /v1/tickets/status"]);
  });

  it("keeps the declared parent when the platform's answer does not name it (the MCP object)", async () => {
    const { parentStatusId: _, ...withoutParent } = status();
    platform.on("GET /v1/tickets/status", { status: 200, body: envelope([withoutParent]) });
    platform.on("PATCH /v1/tickets/status/ST9", { status: 200, body: envelope({ ...withoutParent, displayName: "Second look" }) });
    const read = await provider.read!("ST9", outs);
    expect(read.props).toMatchObject({ parentStatusId: "ST2" });
    await expect(provider.diff!("ST9", read.props!, declared)).resolves.toMatchObject({ changes: false });
    const updated = await provider.update!("ST9", outs, { ...declared, displayName: "Second look" });
    expect(updated.outs).toMatchObject({ parentStatusId: "ST2", displayName: "Second look" });
    expect(JSON.parse(platform.requestsTo("PATCH /v1/tickets/status/ST9")[0]!.body)).toEqual({
      name: "in_review",
      displayName: "Second look",
    });
  });

  it("deletes a sub-status; an adopted parent's delete sends nothing and leaves it, as it goes with its team", async () => {
    platform.on("DELETE /v1/tickets/status/ST9", { status: 204 });
    await provider.delete!("ST9", outs);
    await provider.delete!("ST1", { teamId: "T1", name: "open", displayName: "Open", isDefault: true, createdAt: time, updatedAt: time });
    expect(routes()).toEqual(["DELETE /v1/tickets/status/ST9"]);
  });

  it("a refused delete is ERR_STATUS_IN_USE, with the platform's words and the ways on", async () => {
    platform.on(
      "DELETE /v1/tickets/status/ST9",
      failure(400, "Status in_review is in use by 2 active tickets and cannot be deleted; move them first"),
    );
    const refused = await provider.delete!("ST9", outs).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "ERR_STATUS_IN_USE" });
    expect((refused as Error).message).toBe(
      "delete ticket status failed with HTTP 400: Status in_review is in use by 2 active tickets and cannot be deleted; move them first; the status stays in the stack's state: move its active tickets to another status (in the dashboard), then run the command again; or, to let the stack go without deleting status ST9, set retainOnDelete: true on it and run pulumi up, or run pulumi state delete with its URN",
    );
  });

  it("getTicketStatuses lists the parents and sub-statuses of one team, or of every team, from one request", async () => {
    platform.on("GET /v1/tickets/status", {
      status: 200,
      body: envelope([open, status(), status({ id: "ST7", teamId: "T2", parentStatusId: "ST5" })]),
    });
    const { getTicketStatuses } = ticketStatusFunctions;
    const ofTeam = (await getTicketStatuses.read(client, { teamId: "T1" })) as { id: string; parentStatusId?: string }[];
    expect(ofTeam.map((listed) => [listed.id, listed.parentStatusId])).toEqual([
      ["ST1", undefined],
      ["ST9", "ST2"],
    ]);
    expect(((await getTicketStatuses.read(client, {})) as unknown[]).length).toBe(3);
    expect(routes()).toEqual(["GET /v1/tickets/status"]);
  });

  it("an export declares sub-statuses of the teams it reads, and leaves each parent out saying why", async () => {
    platform.on("GET /v1/tickets/status", { status: 200, body: envelope([open, status(), status({ id: "ST7", teamId: "T2" })]) });
    const listed = await ticketStatusDefinition.list(client, { teamIds: ["T1"] });
    expect(listed.map(({ id, unmanageable }) => [id, unmanageable])).toEqual([
      ["ST1", "one of the team's four parent statuses, which the platform makes with the team (adopt it with adoptId)"],
      ["ST9", undefined],
    ]);
  });
});
