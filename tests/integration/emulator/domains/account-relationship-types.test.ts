// Account relationship types: bare objects (docs), and the inverse pairing kept mutual: naming one
// side names the other, a type paired elsewhere refuses a second partner, and a new partner, an
// unpairing or a deletion leaves no type pointing at a type that no longer points back.
import type { ErrorBody } from "../../../../emulator/errors";
import { expectRefusedUnchanged, platformCaller, seedUser, useEmulator } from "../support";

interface TypeAnswer {
  id: string;
  name: string;
  inverseRelationshipId: string | null;
  inverseRelationship: string | null;
  createdAt: string;
  updatedAt: string;
}

const emulator = useEmulator();
const send = platformCaller(emulator);
const typesPath = "/v1/accounts/relationships/types";
const create = async (body: Record<string, unknown>) => {
  const answer = await send<TypeAnswer>("POST", typesPath, body);
  expect(answer.status).toBe(201);
  return answer.body;
};
const pairs = async () =>
  Object.fromEntries((await send<TypeAnswer[]>("GET", typesPath)).body.map((type) => [type.name, type.inverseRelationship]));

describe("account relationship types", () => {
  test("create and list answer bare objects with the inverse's id and name", async () => {
    const parent = await create({ name: "Parent" });
    expect(parent).toEqual({
      id: expect.stringMatching(/^ART[A-Z0-9]{9}$/),
      name: "Parent",
      inverseRelationshipId: null,
      inverseRelationship: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const subsidiary = await create({ name: "Subsidiary", inverseRelationshipId: parent.id });
    expect(subsidiary).toMatchObject({ inverseRelationshipId: parent.id, inverseRelationship: "Parent" });
    const listed = await send<TypeAnswer[]>("GET", typesPath);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { ...parent, inverseRelationshipId: subsidiary.id, inverseRelationship: "Subsidiary", updatedAt: expect.any(String) },
      subsidiary,
    ]);
  });

  test("a type paired with another refuses a second partner, and nothing changes", async () => {
    const parent = await create({ name: "Parent" });
    await create({ name: "Subsidiary", inverseRelationshipId: parent.id });
    const refused = await expectRefusedUnchanged(emulator(), ["accountRelationshipTypes"], () =>
      send<ErrorBody>("POST", typesPath, { name: "Affiliate", inverseRelationshipId: parent.id }),
    );
    expect(refused.body.problems).toEqual([
      expect.stringMatching(/^inverseRelationshipId ART\w+: Parent is already the inverse of ART\w+$/),
    ]);
    const unknown = await expectRefusedUnchanged(emulator(), ["accountRelationshipTypes"], () =>
      send<ErrorBody>("POST", typesPath, { name: "Affiliate", inverseRelationshipId: "ART000000000" }),
    );
    expect(unknown.body.problems).toEqual(["inverseRelationshipId ART000000000 is not a relationship type of the organization"]);
  });

  test("a new partner releases the old one; null unpairs both sides; a type may be its own inverse", async () => {
    const parent = await create({ name: "Parent" });
    const subsidiary = await create({ name: "Subsidiary", inverseRelationshipId: parent.id });
    const holding = await create({ name: "Holding" });
    const moved = await send<TypeAnswer>("PUT", `${typesPath}/${parent.id}`, { inverseRelationshipId: holding.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ name: "Parent", inverseRelationship: "Holding" });
    expect(await pairs()).toEqual({ Parent: "Holding", Subsidiary: null, Holding: "Parent" });

    await send("PUT", `${typesPath}/${holding.id}`, { inverseRelationshipId: null });
    expect(await pairs()).toEqual({ Parent: null, Subsidiary: null, Holding: null });

    const sibling = await send<TypeAnswer>("PUT", `${typesPath}/${subsidiary.id}`, {
      name: "Sibling",
      inverseRelationshipId: subsidiary.id,
    });
    expect(sibling.body).toMatchObject({ name: "Sibling", inverseRelationshipId: subsidiary.id, inverseRelationship: "Sibling" });
  });

  test("deleting one side leaves no dangling inverse", async () => {
    const parent = await create({ name: "Parent" });
    const subsidiary = await create({ name: "Subsidiary", inverseRelationshipId: parent.id });
    const deleted = await send("DELETE", `${typesPath}/${subsidiary.id}`);
    expect(deleted.status).toBe(204);
    expect((await send<TypeAnswer[]>("GET", typesPath)).body).toEqual([{ ...parent, updatedAt: expect.any(String) }]);
    expect((await send("DELETE", `${typesPath}/${subsidiary.id}`)).status).toBe(404);
  });

  test("names are unique in an organization, whatever their case; another organization's type is neither a partner nor found", async () => {
    const parent = await create({ name: "Parent" });
    const taken = await expectRefusedUnchanged(emulator(), ["accountRelationshipTypes"], () =>
      send<ErrorBody>("POST", typesPath, { name: "PARENT" }),
    );
    expect(taken.body.problems).toEqual(["name PARENT is already a relationship type of the organization"]);
    const globex = seedUser(emulator(), "Organization Admin", 1).apiKey;
    expect((await send("POST", typesPath, { name: "Parent" }, globex)).status).toBe(201);
    expect((await send("POST", typesPath, { name: "Child", inverseRelationshipId: parent.id }, globex)).status).toBe(400);
    expect((await send("PUT", `${typesPath}/${parent.id}`, { name: "Mine" }, globex)).status).toBe(404);
  });

  test("any member lists; only an Organization Admin writes", async () => {
    const member = seedUser(emulator(), "Team Member").apiKey;
    expect((await send("GET", typesPath, undefined, member)).status).toBe(200);
    expect((await send("POST", typesPath, { name: "Parent" }, member)).status).toBe(403);
  });
});
