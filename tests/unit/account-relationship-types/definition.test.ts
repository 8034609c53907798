// AccountRelationshipType through the dynamic-provider adapter and a real PlatformClient, against a
// scripted local server: a pair made with the fewest requests (the side that names its inverse is
// the one request that pairs both), a type that is its own inverse, one list for every read, a
// declared pair that wins over a third pairing made in the dashboard, inverses the answers leave
// empty or dangling, the emulator's limits agreed at plan time, and the export writing each pair
// once (no cycle), with a reference to the other side's resource.
import { createRelationshipTypeSchema } from "../../../emulator/domains/account-relationship-types/schemas";
import { accountRelationshipTypeDefinition } from "../../../provider/account-relationship-types/definition";
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { dataSourceFunctions } from "../../../provider/data-sources";
import { renderProgram } from "../../../provider/export/program";
import { type Declaration, programModel } from "../../../provider/export/program-model";
import { Reference } from "../../../provider/export/reference";
import { renderYamlProgram } from "../../../provider/export/yaml-program";
import { failure } from "../http/fake-platform";
import { scriptedProvider } from "../http/scripted-provider";
import { accountRelationshipTypeTable } from "../reliability/invalid-inputs/account-relationship-type";
import { caseInput } from "../reliability/invalid-inputs/invalid-input-table";

const time = "2026-01-01T00:00:00.000Z";
const typesPath = "/v1/accounts/relationships/types";
/** A type as the docs answer it: bare, its inverse by id and by name. */
const serverType = (id: string, name: string, inverse: { id: string; name: string } | null = null) => ({
  id,
  name,
  inverseRelationshipId: inverse?.id ?? null,
  inverseRelationship: inverse?.name ?? null,
  createdAt: time,
  updatedAt: time,
});
const parent = serverType("ART1", "Parent", { id: "ART2", name: "Subsidiary" });
const subsidiary = serverType("ART2", "Subsidiary", { id: "ART1", name: "Parent" });

describe("AccountRelationshipType API calls", () => {
  const current = scriptedProvider(accountRelationshipTypeDefinition);

  const sent = () => current.platform.requests.map((request) => `${request.method} ${request.path} ${request.body}`.trim());

  it("pairs a new type with its inverse in its one create, which the platform answers for both sides", async () => {
    current.platform.on(`POST ${typesPath}`, { status: 201, body: subsidiary });
    const created = await current.provider.create!({ name: "Subsidiary", inverseTypeId: "ART1" });
    expect(created).toEqual({ id: "ART2", outs: { name: "Subsidiary", inverseTypeId: "ART1", createdAt: time, updatedAt: time } });
    expect(sent()).toEqual([`POST ${typesPath} {"name":"Subsidiary","inverseRelationshipId":"ART1"}`]);
  });

  it("makes a type its own inverse with a second request, as it has no id before its create", async () => {
    current.platform.on(`POST ${typesPath}`, { status: 201, body: serverType("ART3", "Sibling") });
    current.platform.on(`PUT ${typesPath}/ART3`, { status: 200, body: serverType("ART3", "Sibling", { id: "ART3", name: "Sibling" }) });
    const created = await current.provider.create!({ name: "Sibling", selfInverse: true });
    expect(created.outs).toMatchObject({ name: "Sibling", selfInverse: true });
    expect(created.outs.inverseTypeId).toBeUndefined();
    expect(sent()).toEqual([`POST ${typesPath} {"name":"Sibling"}`, `PUT ${typesPath}/ART3 {"inverseRelationshipId":"ART3"}`]);
  });

  it("keeps a type whose self-pairing failed as partly created, and the next update finishes it", async () => {
    current.platform.on(`POST ${typesPath}`, { status: 201, body: serverType("ART3", "Sibling") });
    current.platform.on(`PUT ${typesPath}/ART3`, failure(403, "Only an Organization Admin may change relationship types"), {
      status: 200,
      body: serverType("ART3", "Sibling", { id: "ART3", name: "Sibling" }),
    });
    const failed = await current.provider.create!({ name: "Sibling", selfInverse: true }).catch((error: unknown) => error);
    expect(failed).toMatchObject({
      id: "ART3",
      message: expect.stringMatching(
        /^account relationship type ART3 was created, but making it its own inverse failed \(update account relationship type failed with HTTP 403: .*\); the next up makes it so/,
      ),
      properties: { name: "Sibling", selfInverse: false },
    });
    const partly = (failed as { properties: Record<string, unknown> }).properties;
    await expect(current.provider.diff!("ART3", partly, { name: "Sibling", selfInverse: true })).resolves.toMatchObject({ changes: true });
    const finished = await current.provider.update!("ART3", partly, { name: "Sibling", selfInverse: true });
    expect(finished.outs).toMatchObject({ selfInverse: true });
    expect(sent().slice(-1)).toEqual([`PUT ${typesPath}/ART3 {"name":"Sibling","inverseRelationshipId":"ART3"}`]);
  });

  it("reads every type from one list, and reads an import as a person would declare it", async () => {
    const sibling = serverType("ART3", "Sibling", { id: "ART3", name: "Sibling" });
    current.platform.on(`GET ${typesPath}`, { status: 200, body: [parent, subsidiary, sibling] });
    expect((await current.provider.read!("ART2", { name: "Subsidiary", inverseTypeId: "ART1" })).props).toEqual({
      name: "Subsidiary",
      inverseTypeId: "ART1",
      createdAt: time,
      updatedAt: time,
    });
    expect((await current.provider.read!("ART3", {})).inputs).toEqual({ name: "Sibling", selfInverse: true });
    expect((await current.provider.read!("ART1", {})).inputs).toEqual({ name: "Parent", inverseTypeId: "ART2" });
    expect(sent()).toEqual([`GET ${typesPath}`]);
  });

  it("reads an inverse answered empty, absent or pointing at no listed type as none", async () => {
    const { inverseRelationshipId: _, ...absent } = serverType("ART4", "Absent");
    current.platform.on(`GET ${typesPath}`, {
      status: 200,
      body: [
        { ...serverType("ART5", "Empty"), inverseRelationshipId: "" },
        absent,
        serverType("ART6", "Dangling", { id: "ART9", name: "Gone" }),
      ],
    });
    const listed = await dataSourceFunctions.getAccountRelationshipTypes!.read(current.client, {});
    expect(listed).toEqual(
      ["ART5", "ART4", "ART6"].map((id) => expect.objectContaining({ id, inverseTypeId: undefined, selfInverse: false })),
    );
  });

  it("sends only the declared inverse on update, and leaves an undeclared pairing as it is", async () => {
    current.platform.on(`PUT ${typesPath}/ART1`, { status: 200, body: { ...parent, name: "Mother" } });
    const olds = { name: "Parent", createdAt: time, updatedAt: time };
    await current.provider.update!("ART1", olds, { name: "Mother" });
    expect(sent()).toEqual([`PUT ${typesPath}/ART1 {"name":"Mother"}`]);
  });

  it("restores a declared pair in one up when the inverse was paired with a third in the dashboard", async () => {
    // Parent is Holding's now: the platform refuses it a second partner until that pairing is undone.
    current.platform.on(`PUT ${typesPath}/ART2`, failure(400, [`inverseRelationshipId ART1: Parent is already the inverse of ART7`]), {
      status: 200,
      body: subsidiary,
    });
    current.platform.on(`GET ${typesPath}`, {
      status: 200,
      body: [
        serverType("ART1", "Parent", { id: "ART7", name: "Holding" }),
        serverType("ART2", "Subsidiary"),
        serverType("ART7", "Holding", { id: "ART1", name: "Parent" }),
      ],
    });
    current.platform.on(`PUT ${typesPath}/ART1`, { status: 200, body: serverType("ART1", "Parent") });
    const olds = { name: "Subsidiary", createdAt: time, updatedAt: time };
    const updated = await current.provider.update!("ART2", olds, { name: "Subsidiary", inverseTypeId: "ART1" });
    expect(updated.outs).toMatchObject({ inverseTypeId: "ART1" });
    expect(sent()).toEqual([
      `PUT ${typesPath}/ART2 {"name":"Subsidiary","inverseRelationshipId":"ART1"}`,
      `GET ${typesPath}`,
      `PUT ${typesPath}/ART1 {"inverseRelationshipId":null}`,
      `PUT ${typesPath}/ART2 {"name":"Subsidiary","inverseRelationshipId":"ART1"}`,
    ]);
  });

  it("fails a refusal that no third pairing explains with the platform's own error, undoing nothing", async () => {
    current.platform.on(
      `PUT ${typesPath}/ART2`,
      failure(400, ["inverseRelationshipId ART8 is not a relationship type of the organization"]),
    );
    current.platform.on(`GET ${typesPath}`, { status: 200, body: [serverType("ART2", "Subsidiary")] });
    await expect(
      current.provider.update!("ART2", { name: "Subsidiary" }, { name: "Subsidiary", inverseTypeId: "ART8" }),
    ).rejects.toMatchObject({
      code: "ERR_VALIDATION",
      message: expect.stringContaining("update account relationship type failed with HTTP 400"),
    });
    expect(current.platform.requests.filter((request) => request.method !== "GET")).toHaveLength(1);
  });

  it("unpairs a type that was its own inverse when selfInverse becomes false", async () => {
    current.platform.on(`PUT ${typesPath}/ART3`, { status: 200, body: serverType("ART3", "Sibling") });
    await current.provider.update!("ART3", { name: "Sibling", selfInverse: true }, { name: "Sibling", selfInverse: false });
    expect(sent()).toEqual([`PUT ${typesPath}/ART3 {"name":"Sibling","inverseRelationshipId":null}`]);
  });
});

describe("AccountRelationshipType diff", () => {
  const provider = dynamicProvider(accountRelationshipTypeDefinition, () => {
    throw new Error("diff makes no request");
  });
  // Parent as an import records it: the platform's inverse, which the program leaves to Subsidiary.
  const imported = { name: "Parent", inverseTypeId: "ART2", createdAt: time, updatedAt: time };

  it("shows no change when the program leaves out an inverse the state holds: the other side declares it", async () => {
    await expect(provider.diff!("ART1", imported, { name: "Parent" })).resolves.toMatchObject({ changes: false });
  });

  it("shows a declared inverse that differs, or is new, as a change", async () => {
    await expect(provider.diff!("ART1", imported, { name: "Parent", inverseTypeId: "ART7" })).resolves.toMatchObject({
      changes: true,
      detailedDiff: { inverseTypeId: expect.anything() },
    });
    await expect(provider.diff!("ART1", { name: "Parent" }, { name: "Parent", inverseTypeId: "ART2" })).resolves.toMatchObject({
      changes: true,
    });
  });
});

describe("AccountRelationshipType check", () => {
  it("refuses every invalid body of the table that the emulator refuses too (the body the provider would send)", () => {
    // adoptId and selfInverse are the provider's; the body names the inverse inverseRelationshipId.
    const bodyCases = accountRelationshipTypeTable.cases.filter((invalid) => ["name", "inverseTypeId"].includes(invalid.path));
    expect(bodyCases.length).toBeGreaterThan(8);
    const body = ({ name, inverseTypeId }: Record<string, unknown>) => ({
      name,
      ...(inverseTypeId !== undefined && { inverseRelationshipId: inverseTypeId }),
    });
    expect(createRelationshipTypeSchema.safeParse(body(accountRelationshipTypeTable.valid)).success).toBe(true);
    const acceptedByEmulator = bodyCases
      .filter((invalid) => createRelationshipTypeSchema.safeParse(body(caseInput(accountRelationshipTypeTable, invalid))).success)
      .map((invalid) => invalid.problem);
    expect(acceptedByEmulator).toEqual([]);
  });
});

describe("AccountRelationshipType in an export", () => {
  const type = (id: string, name: string, inputs: Record<string, unknown>): Declaration => ({
    kind: "AccountRelationshipType",
    listed: { id, state: { name, selfInverse: false, createdAt: time, updatedAt: time, ...inputs } },
    inputs: { name, ...inputs, adoptId: id },
  });
  // Each side of each pair names the other, as the platform lists them.
  const declarations = [
    type("ART2", "Subsidiary", { inverseTypeId: "ART1" }),
    type("ART1", "Parent", { inverseTypeId: "ART2" }),
    type("ART3", "Sibling", { selfInverse: true }),
    type("ART4", "Affiliate", { inverseTypeId: "ART9" }),
  ];

  it("declares each pair once: the later type of the two names the earlier, a type outside the export by its id", () => {
    const resources = programModel([], declarations, []).sections.find((section) => section.kind === "AccountRelationshipType")!.resources;
    expect(resources.map(({ label, inputs }) => [label, inputs.inverseTypeId, inputs.selfInverse])).toEqual([
      ["Affiliate", "ART9", undefined],
      ["Parent", undefined, undefined],
      ["Sibling", undefined, true],
      ["Subsidiary", new Reference({ relationshipType: "ART1" }), undefined],
    ]);
  });

  it("writes the reference as the earlier type's variable in TypeScript and its key in YAML", () => {
    const { program } = renderProgram([], declarations, [], { retainOnDelete: false, face: "dynamic" });
    expect(program).toContain('const parentType = new sp.AccountRelationshipType("parent", { name: "Parent", adoptId: "ART1" });');
    expect(program).toContain(
      'new sp.AccountRelationshipType("subsidiary", { name: "Subsidiary", inverseTypeId: parentType.id, adoptId: "ART2" });',
    );
    expect(program.indexOf("const parentType")).toBeLessThan(program.indexOf("parentType.id"));
    const yaml = renderYamlProgram(programModel([], declarations, []), { retainOnDelete: false });
    expect(yaml).toContain(`inverseTypeId: \${parent.id}`);
  });
});
