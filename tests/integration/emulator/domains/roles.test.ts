import type { Role } from "../../../../emulator/domains/roles/types";
import type { ErrorBody } from "../../../../emulator/errors";
import type { PlatformEnvelope } from "../../../../emulator/http/envelopes";
import { call, envelopeWith, seedUser, useEmulator } from "../support";

const emulator = useEmulator();
const rolesUrl = () => `${emulator().baseUrl}/v1/roles`;
const admin = () => seedUser(emulator(), "Organization Admin");
const agentRole = {
  name: "Support Agent",
  description: "Works tickets",
  permissions: [{ resource: "ticket", actions: ["view", "comment"], scope: "team" }],
};

const create = <T = PlatformEnvelope<Role>>(body: unknown, apiKey = admin().apiKey) =>
  call<T>(rolesUrl(), { method: "POST", apiKey, body });

describe("roles", () => {
  test("create answers 201 with the envelope and the role", async () => {
    const answer = await create(agentRole);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual(
      envelopeWith({
        ...agentRole,
        id: expect.stringMatching(/^R[A-Z0-9]{9}$/),
        organizationId: emulator().organizations[0]!.id,
        isSystem: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      }),
    );
  });

  test("description and permissions are optional; name is required", async () => {
    const minimal = await create({ name: "Minimal" });
    expect(minimal.body.data).toMatchObject({ description: "", permissions: [] });
    const missing = await create({ description: "no name" });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ statusCode: 400, message: "name is required", error: "Bad Request", problems: ["name is required"] });
  });

  test("validation names every offending field", async () => {
    const answer = await create<ErrorBody>({
      name: "",
      permissions: [{ resource: "ticket", actions: ["fly"], conditions: "x" }],
      colour: "red",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.problems).toEqual(
      expect.arrayContaining([
        "name should not be empty",
        expect.stringContaining(
          "permissions.0.actions.0 must be one of the following values: view, create, update, delete, assign, comment",
        ),
        "permissions.0.conditions must be an object",
        "property colour should not exist",
      ]),
    );
  });

  test("names are unique in an organization, case-insensitively, but not across organizations", async () => {
    expect((await create(agentRole)).status).toBe(201);
    const duplicate = await create<ErrorBody>({ ...agentRole, name: "support agent" });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toMatch(/already exists/);
    expect((await create(agentRole, seedUser(emulator(), "Organization Admin", 1).apiKey)).status).toBe(201);
  });

  test("an update may keep the role's own name, or change only its case; it may not take another role's", async () => {
    const { id } = (await create(agentRole)).body.data;
    expect((await create({ name: "Escalations" })).status).toBe(201);
    const patch = (body: unknown) => call<ErrorBody>(`${rolesUrl()}/${id}`, { method: "PATCH", apiKey: admin().apiKey, body });
    expect((await patch({ name: agentRole.name, description: "Still works tickets" })).status).toBe(200);
    expect((await patch({ name: "SUPPORT AGENT" })).status).toBe(200);
    const taken = await patch({ name: "escalations" });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toMatch(/already exists/);
  });

  test("get, list, update and delete", async () => {
    const { id } = (await create(agentRole)).body.data;
    const fetched = await call<PlatformEnvelope<Role>>(`${rolesUrl()}/${id}`, { apiKey: admin().apiKey });
    expect(fetched.status).toBe(200);
    expect(fetched.body.data).toMatchObject(agentRole);

    const list = await call<PlatformEnvelope<Role[]>>(rolesUrl(), { apiKey: seedUser(emulator(), "Observer").apiKey });
    expect(list.body.data.map((role) => role.name)).toEqual(["Super Admin", "Organization Admin", "Billing Admin", "Support Agent"]);

    const updated = await call<PlatformEnvelope<Role>>(`${rolesUrl()}/${id}`, {
      method: "PATCH",
      apiKey: admin().apiKey,
      body: { description: "Changed" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: "Support Agent", description: "Changed", permissions: agentRole.permissions });
    expect(Date.parse(updated.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(updated.body.data.createdAt));

    const deleted = await call(`${rolesUrl()}/${id}`, { method: "DELETE", apiKey: admin().apiKey });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expect((await call(`${rolesUrl()}/${id}`, { apiKey: admin().apiKey })).status).toBe(404);
    expect((await call(`${rolesUrl()}/${id}`, { method: "DELETE", apiKey: admin().apiKey })).status).toBe(404);
  });

  test("an update may not take another role's name", async () => {
    const { id } = (await create(agentRole)).body.data;
    const answer = await call(`${rolesUrl()}/${id}`, { method: "PATCH", apiKey: admin().apiKey, body: { name: "Billing Admin" } });
    expect(answer.status).toBe(400);
  });

  test("system roles exist, are marked, and refuse update and delete with 403", async () => {
    const list = await call<PlatformEnvelope<Role[]>>(rolesUrl(), { apiKey: admin().apiKey });
    const system = list.body.data.filter((role) => role.isSystem);
    expect(system.map((role) => role.name)).toEqual(["Super Admin", "Organization Admin", "Billing Admin"]);
    const id = system[0].id;
    expect((await call(`${rolesUrl()}/${id}`, { method: "PATCH", apiKey: admin().apiKey, body: { description: "x" } })).status).toBe(403);
    expect((await call(`${rolesUrl()}/${id}`, { method: "DELETE", apiKey: admin().apiKey })).status).toBe(403);
  });

  test("only an Organization Admin may write: others get 403", async () => {
    const { id } = (await create(agentRole)).body.data;
    for (const role of ["Team Lead", "Team Member", "Observer"] as const) {
      const apiKey = seedUser(emulator(), role).apiKey;
      expect((await create({ name: `By ${role}` }, apiKey)).status).toBe(403);
      expect((await call(`${rolesUrl()}/${id}`, { method: "PATCH", apiKey, body: { description: "x" } })).status).toBe(403);
      expect((await call(`${rolesUrl()}/${id}`, { method: "DELETE", apiKey })).status).toBe(403);
      expect((await call(`${rolesUrl()}/${id}`, { apiKey })).status).toBe(200);
    }
  });

  test("another organization's role is a 404 and never listed", async () => {
    const { id } = (await create(agentRole)).body.data;
    const globexAdmin = seedUser(emulator(), "Organization Admin", 1).apiKey;
    const answer = await call(`${rolesUrl()}/${id}`, { apiKey: globexAdmin });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ statusCode: 404, message: "Resource not found!", error: "Not Found", reason: `Role ${id} not found` });
    expect((await call(`${rolesUrl()}/${id}`, { method: "PATCH", apiKey: globexAdmin, body: { name: "Stolen" } })).status).toBe(404);
    expect((await call(`${rolesUrl()}/${id}`, { method: "DELETE", apiKey: globexAdmin })).status).toBe(404);
    const list = await call<PlatformEnvelope<Role[]>>(rolesUrl(), { apiKey: globexAdmin });
    expect(list.body.data.some((role) => role.id === id)).toBe(false);
  });
});
