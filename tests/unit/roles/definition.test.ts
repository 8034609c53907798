// Role's calls to the API, through the dynamic-provider adapter and a real PlatformClient, against a
// scripted local server: what each operation sends, what it keeps, and how a lost create is settled.
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { roleDefinition } from "../../../provider/roles/definition";
import { testClient } from "../http/client-fixtures";
import { envelope, FakePlatform, failure, notFound } from "../http/fake-platform";

const declared = { name: "Leads", permissions: [{ resource: "tickets", actions: ["view", "assign"] }] };
/** The role as the server answers it: its actions in an order of its own. */
const serverRole = (overrides: Record<string, unknown> = {}) => ({
  id: "r1",
  name: "Leads",
  description: null,
  permissions: [{ resource: "tickets", actions: ["assign", "view"], scope: null, conditions: null }],
  isSystem: false,
  createdAt: "2024-01-01T00:00:00Z",
  updatedAt: "2024-01-01T00:00:00Z",
  ...overrides,
});
const outs = {
  name: "Leads",
  permissions: [{ resource: "tickets", actions: ["assign", "view"] }],
  isSystem: false,
  createdAt: "2024-01-01T00:00:00Z",
  updatedAt: "2024-01-01T00:00:00Z",
};

describe("Role API calls", () => {
  let platform: FakePlatform;
  let provider: ReturnType<typeof dynamicProvider>;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
    const client = testClient(platform.url);
    provider = dynamicProvider(roleDefinition, () => client);
  });
  afterEach(() => platform.stop());

  const routes = () => platform.requests.map((request) => `${request.method} ${request.path}`);

  it("creates with POST, sending the inputs in their declared order, and keeps the server's answer with the computed fields", async () => {
    platform.on("POST /v1/roles", { status: 201, body: envelope(serverRole()) });
    await expect(provider.create({ ...declared, __provider: "shim" })).resolves.toEqual({ id: "r1", outs });
    expect(routes()).toEqual(["POST /v1/roles"]);
    expect(JSON.parse(platform.requests[0]!.body)).toEqual({
      name: "Leads",
      permissions: [{ resource: "tickets", actions: ["view", "assign"] }],
    });
  });

  it("adopts the role a create made before its answer was lost, instead of making a duplicate", async () => {
    platform.on("POST /v1/roles", "reset", { status: 201, body: envelope(serverRole({ id: "duplicate" })) });
    platform.on("GET /v1/roles", { status: 200, body: envelope([serverRole({ id: "r0", name: "Other" }), serverRole()]) });
    await expect(provider.create(declared)).resolves.toEqual({ id: "r1", outs });
    expect(routes()).toEqual(["POST /v1/roles", "GET /v1/roles"]);
  });

  it("creates again when the lookup after a lost create finds no role of that name", async () => {
    platform.on("POST /v1/roles", failure(503, "busy"), { status: 201, body: envelope(serverRole()) });
    platform.on("GET /v1/roles", { status: 200, body: envelope([serverRole({ id: "r0", name: "Other" })]) });
    await expect(provider.create(declared)).resolves.toEqual({ id: "r1", outs });
    expect(routes()).toEqual(["POST /v1/roles", "GET /v1/roles", "POST /v1/roles"]);
  });

  it("does not retry a create the server refused", async () => {
    platform.on("POST /v1/roles", failure(400, "a role named Leads already exists"));
    await expect(provider.create(declared)).rejects.toMatchObject({
      message: "create role failed with HTTP 400: a role named Leads already exists",
    });
    // After the refusal it only looks for a role of that name to name, and finds none here.
    expect(routes()).toEqual(["POST /v1/roles", "GET /v1/roles"]);
  });

  it("reads from the roles list, one list serving every read until a write of a role, and reports a role missing from it as deleted out of band", async () => {
    platform.on(
      "GET /v1/roles",
      { status: 200, body: envelope([serverRole({ description: "set in the dashboard" })]) },
      { status: 200, body: envelope([]) },
    );
    platform.on("PATCH /v1/roles/r1", { status: 200, body: envelope(serverRole()) });
    const read = await provider.read!("r1", { ...outs, __provider: "shim" });
    expect(read).toEqual({ id: "r1", props: outs, inputs: { name: "Leads", permissions: outs.permissions } });
    await expect(provider.read!("gone", outs)).resolves.toEqual({ id: "", props: {} });
    expect(routes()).toEqual(["GET /v1/roles"]);
    // A write makes the next read list afresh: the role is gone from the platform's second answer.
    await provider.update!("r1", outs, declared);
    await expect(provider.read!("r1", outs)).resolves.toEqual({ id: "", props: {} });
    expect(routes()).toEqual(["GET /v1/roles", "PATCH /v1/roles/r1", "GET /v1/roles"]);
  });

  it("updates with PATCH, sending the declared inputs", async () => {
    platform.on("PATCH /v1/roles/r1", {
      status: 200,
      body: envelope(serverRole({ description: "Team leads", updatedAt: "2024-02-01T00:00:00Z" })),
    });
    const updated = await provider.update!("r1", outs, { ...declared, description: "Team leads" });
    expect(updated).toEqual({ outs: { ...outs, description: "Team leads", updatedAt: "2024-02-01T00:00:00Z" } });
    expect(JSON.parse(platform.requests[0]!.body)).toEqual({ name: "Leads", description: "Team leads", permissions: declared.permissions });
  });

  it("deletes with DELETE, a role already gone counting as deleted", async () => {
    platform.on("DELETE /v1/roles/r1", { status: 204 });
    platform.on("DELETE /v1/roles/gone", notFound("Role not found"));
    platform.on("DELETE /v1/roles/system", failure(403, "system roles cannot be deleted"));
    await provider.delete!("r1", outs);
    await provider.delete!("gone", outs);
    await expect(provider.delete!("system", outs)).rejects.toMatchObject({ code: "ERR_FORBIDDEN" });
    expect(routes()).toEqual(["DELETE /v1/roles/r1", "DELETE /v1/roles/gone", "DELETE /v1/roles/system"]);
  });
});
