import type { AttributeValueView } from "../../../../emulator/domains/account-attribute-values/routes";
import type { ErrorBody } from "../../../../emulator/errors";
import { call, login, seedUser, useEmulator } from "../support";

const emulator = useEmulator();
const url = (suffix = "") => `${emulator().baseUrl}/v1/accounts/attributes${suffix}`;
const admin = () => seedUser(emulator(), "Organization Admin");
const list = async (attribute: string, apiKey = admin().apiKey) =>
  (await call<AttributeValueView[]>(url(`?attribute=${attribute}`), { apiKey })).body;
const create = <T = AttributeValueView>(body: unknown, apiKey = admin().apiKey) => call<T>(url(), { method: "POST", apiKey, body });

describe("account attribute values", () => {
  test("list answers a bare array of the organization's values of one attribute, built-ins included", async () => {
    const answer = await call<AttributeValueView[]>(url("?attribute=account_status"), { apiKey: seedUser(emulator(), "Observer").apiKey });
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.body.map((value) => value.value)).toEqual(["Active", "Prospect", "Churned"]);
    expect(answer.body.filter((value) => value.isDefault)).toHaveLength(1);
    expect(answer.body[0]).toEqual({
      id: expect.any(String),
      organizationId: emulator().organizations[0]!.id,
      attribute: "account_status",
      value: "Active",
      isDefault: true,
      icon: null,
      color: null,
      configuration: { icon: null, color: null },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  test("every attribute of the spec and the docs has built-in values", async () => {
    for (const attribute of [
      "account_status",
      "account_classification",
      "contact_type",
      "activity_type",
      "activity_status",
      "note_type",
      "task_type",
      "task_status",
      "task_priority",
      "account_health",
      "account_industry",
    ]) {
      expect((await list(attribute)).length).toBeGreaterThan(0);
    }
  });

  test("list needs a valid attribute", async () => {
    expect((await call<ErrorBody>(url(), { apiKey: admin().apiKey })).body.problems).toEqual(["attribute is required"]);
    expect((await call(url("?attribute=colour"), { apiKey: admin().apiKey })).status).toBe(400);
  });

  test("create answers 201 with the bare object", async () => {
    const answer = await create({ attribute: "account_status", value: "Paused", icon: "pause", color: "#999999" });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ attribute: "account_status", value: "Paused", isDefault: false, icon: "pause", color: "#999999" });
    expect(answer.body).not.toHaveProperty("status");
    expect(answer.body).not.toHaveProperty("isClosed");
  });

  test("isDefault on one value clears it on the others of that attribute", async () => {
    const created = await create({ attribute: "account_status", value: "Paused", isDefault: true });
    const values = await list("account_status");
    expect(values.filter((value) => value.isDefault).map((value) => value.id)).toEqual([created.body.id]);
    const [active] = values;
    const updated = await call<AttributeValueView>(url(`/${active.id}`), {
      method: "PUT",
      apiKey: admin().apiKey,
      body: { isDefault: true },
    });
    expect(updated.body.isDefault).toBe(true);
    expect((await list("account_status")).filter((value) => value.isDefault).map((value) => value.id)).toEqual([active.id]);
    expect((await list("contact_type")).filter((value) => value.isDefault)).toHaveLength(1);
  });

  test("isClosed applies to task_status only", async () => {
    const closed = await create({ attribute: "task_status", value: "Cancelled", isClosed: true });
    expect(closed.status).toBe(201);
    expect(closed.body.isClosed).toBe(true);
    const defaulted = await create({ attribute: "task_status", value: "Waiting" });
    expect(defaulted.body.isClosed).toBe(false);
    const refused = await create<ErrorBody>({ attribute: "account_status", value: "Closed", isClosed: true });
    expect(refused.status).toBe(400);
    expect(refused.body.problems).toEqual([expect.stringContaining("isClosed")]);
    const [active] = await list("account_status");
    expect((await call(url(`/${active.id}`), { method: "PUT", apiKey: admin().apiKey, body: { isClosed: false } })).status).toBe(400);
  });

  test("values are unique per attribute in an organization", async () => {
    expect((await create({ attribute: "account_status", value: "active" })).status).toBe(400);
    expect((await create({ attribute: "account_classification", value: "Active" })).status).toBe(201);
    expect(
      (await create({ attribute: "account_status", value: "Active" }, seedUser(emulator(), "Organization Admin", 1).apiKey)).status,
    ).toBe(400);
    expect(
      (await create({ attribute: "account_status", value: "Dormant" }, seedUser(emulator(), "Organization Admin", 1).apiKey)).status,
    ).toBe(201);
    const [, prospect] = await list("account_status");
    expect((await call(url(`/${prospect.id}`), { method: "PUT", apiKey: admin().apiKey, body: { value: "Churned" } })).status).toBe(400);
  });

  test("a body that fails both checks names isClosed, the first, whether created or updated", async () => {
    const closedTaken = { attribute: "account_status", value: "active", isClosed: true };
    expect((await create<ErrorBody>(closedTaken)).body.problems).toEqual([
      "isClosed only applies to task_status values, not account_status",
    ]);
    const [, prospect] = await list("account_status");
    const update = await call<ErrorBody>(url(`/${prospect.id}`), {
      method: "PUT",
      apiKey: admin().apiKey,
      body: { value: "Churned", isClosed: false },
    });
    expect(update.body.problems).toEqual(["isClosed only applies to task_status values, not account_status"]);
    const taken = await call<ErrorBody>(url(`/${prospect.id}`), { method: "PUT", apiKey: admin().apiKey, body: { value: "CHURNED" } });
    expect(taken.body.problems).toEqual(["value CHURNED already exists for attribute account_status"]);
  });
  test("update (PUT, bearer documented) answers the bare updated object; an API key works too when not strict", async () => {
    const [, prospect] = await list("account_status");
    const token = await login(emulator(), admin());
    const answer = await call(url(`/${prospect.id}`), { method: "PUT", token, body: { value: "Lead", color: "#00ff00" } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: prospect.id, value: "Lead", color: "#00ff00", isDefault: false });
    expect((await call(url(`/${prospect.id}`), { method: "PUT", apiKey: admin().apiKey, body: { value: "Lead 2" } })).status).toBe(200);
    expect(
      (await call<ErrorBody>(url(`/${prospect.id}`), { method: "PUT", apiKey: admin().apiKey, body: { value: 7 } })).body.problems,
    ).toEqual(["value must be a string"]);
  });

  test("delete answers 204; then the value is gone", async () => {
    const created = await create({ attribute: "note_type", value: "Temporary" });
    const deleted = await call(url(`/${created.body.id}`), { method: "DELETE", apiKey: admin().apiKey });
    expect(deleted.status).toBe(204);
    expect((await list("note_type")).map((value) => value.id)).not.toContain(created.body.id);
    expect((await call(url(`/${created.body.id}`), { method: "PUT", apiKey: admin().apiKey, body: { value: "x" } })).status).toBe(404);
  });

  test("non-admins may read but not write (403); another organization's value is a 404", async () => {
    const [active] = await list("account_status");
    const member = seedUser(emulator(), "Team Member").apiKey;
    expect((await create({ attribute: "note_type", value: "Mine" }, member)).status).toBe(403);
    expect((await call(url(`/${active.id}`), { method: "PUT", apiKey: member, body: { value: "x" } })).status).toBe(403);
    expect((await call(url(`/${active.id}`), { method: "DELETE", apiKey: member })).status).toBe(403);
    const globexAdmin = seedUser(emulator(), "Organization Admin", 1).apiKey;
    expect((await call(url(`/${active.id}`), { method: "PUT", apiKey: globexAdmin, body: { value: "x" } })).status).toBe(404);
    expect((await call(url(`/${active.id}`), { method: "DELETE", apiKey: globexAdmin })).status).toBe(404);
    expect((await list("account_status", globexAdmin)).map((value) => value.id)).not.toContain(active.id);
  });
});
