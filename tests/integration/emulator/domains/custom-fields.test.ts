// Custom fields on {base_url}: create, list and the batch update with each field's version
// (optimistic concurrency); both shapes of `options`; no delete route.
import type { ErrorBody } from "../../../../emulator/errors";
import { call, expectRefusedUnchanged, platformCaller, seedTeams, seedUser, useEmulator } from "../support";

const emulator = useEmulator();
const platform = platformCaller(emulator);

interface FieldAnswer {
  data: { uid: string; name: string; version: number; options: string[]; teamId: string | null; slug: string } & Record<string, unknown>;
}
interface FieldsAnswer {
  data: FieldAnswer["data"][];
}

const priorityField = { name: "Customer tier", source: "ticket", fieldType: "single_choice", options: ["Gold", "Silver"] };
const create = (body: unknown = priorityField) => platform<FieldAnswer & ErrorBody>("POST", "/v1/custom-field", body);
const update = (fields: unknown[]) => platform<FieldsAnswer & ErrorBody>("PATCH", "/v1/custom-field", { fields });

describe("custom fields", () => {
  test("create answers 201 with data first in the envelope, the uid, version 1 and the docs' fields", async () => {
    const answer = await create();
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body)).toEqual(["data", "status", "message", "timestamp"]);
    expect(answer.body.data).toEqual({
      name: "Customer tier",
      uid: expect.stringMatching(/^CF[A-Z0-9]{9}$/),
      slug: "customer_tier",
      organizationId: emulator().organizations[0]!.id,
      source: "ticket",
      fieldType: "single_choice",
      options: ["Gold", "Silver"],
      metadata: {},
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      isActive: true,
      teamId: null,
      autoAddToAllForms: false,
      hintText: null,
      placeholderText: null,
      mandatoryOnCreation: false,
      mandatoryOnClose: false,
      visibleToCustomer: false,
      editableByCustomer: false,
      defaultValue: null,
      description: null,
      regexForValidation: null,
      lookup: null,
      version: 1,
    });
  });

  test("options as strings (older revision) and as {value} objects (newer) are both answered as strings", async () => {
    const objects = await create({ ...priorityField, name: "Plan", options: [{ value: "Pro" }, { value: "Free" }] });
    expect(objects.status).toBe(201);
    expect(objects.body.data.options).toEqual(["Pro", "Free"]);
    const repeated = await expectRefusedUnchanged(emulator(), ["customFields"], () =>
      create({ ...priorityField, name: "Dup", options: ["A", { value: "A" }] }),
    );
    expect(repeated.body.problems).toEqual(["options.1 repeats the option A"]);
  });

  test("regexForValidation, shown only on the update page, is taken on create too", async () => {
    const answer = await create({ name: "Order number", source: "ticket", fieldType: "single_line", regexForValidation: "^ORD-\\d+$" });
    expect(answer.status).toBe(201);
    expect(answer.body.data.regexForValidation).toBe("^ORD-\\d+$");
  });

  test("create refuses unknown sources and field types, bad regexes and unknown keys, naming each, and changes nothing", async () => {
    const answer = await expectRefusedUnchanged(emulator(), ["customFields"], () =>
      create({ name: "X", source: "invoice", fieldType: "colour", regexForValidation: "(", slug: "x" }),
    );
    expect(answer.body.problems).toEqual([
      "regexForValidation must be a valid regular expression",
      "source must be one of the following values: ticket, account, custom_object, customer_contact",
      expect.stringMatching(/^fieldType must be one of the following values: single_line, .*phone_number$/),
      "property slug should not exist",
    ]);
  });

  test("a name is unique per source and team, without regard to case; a team's field needs a team of the organization", async () => {
    await create();
    const taken = await expectRefusedUnchanged(emulator(), ["customFields"], () => create({ ...priorityField, name: "CUSTOMER TIER" }));
    expect(taken.body.problems).toEqual(["A ticket custom field named CUSTOMER TIER already exists"]);
    expect((await create({ ...priorityField, source: "account" })).status).toBe(201);
    expect((await create({ ...priorityField, teamId: seedTeams(emulator())[0]!.id })).status).toBe(201);
    await expectRefusedUnchanged(
      emulator(),
      ["customFields"],
      () => create({ ...priorityField, name: "Z", teamId: seedTeams(emulator(), 1)[0]!.id }),
      404,
    );
  });

  test("the list pages from 0, filters by source, and by team with or without the global fields", async () => {
    const team = seedTeams(emulator())[0]!.id;
    await create({ ...priorityField, name: "Global" });
    await create({ ...priorityField, name: "Team", teamId: team });
    await create({ ...priorityField, name: "Account", source: "account" });
    const names = async (query: string) =>
      (await platform<FieldsAnswer>("GET", `/v1/custom-field${query}`)).body.data.map((field) => field.name);
    expect(await names("")).toEqual(["Global", "Team", "Account"]);
    expect(await names("?limit=2&page=1")).toEqual(["Account"]);
    expect(await names("?source=account")).toEqual(["Account"]);
    expect(await names(`?teamId=${team}`)).toEqual(["Global", "Team", "Account"]);
    expect(await names(`?teamId=${team}&onlyTeamFields=true`)).toEqual(["Team"]);
    expect((await platform<ErrorBody>("GET", "/v1/custom-field?page=-1")).status).toBe(400);
    expect((await platform<ErrorBody>("GET", "/v1/custom-field?onlyTeamFields=true")).body.problems).toEqual([
      "onlyTeamFields needs a teamId",
    ]);
  });

  test("the batch update changes each field at its current version and raises it; the answer lists them", async () => {
    const first = (await create()).body.data;
    const second = (await create({ ...priorityField, name: "Region", options: [] })).body.data;
    const answer = await update([
      { fieldId: first.uid, version: 1, updates: { name: "Tier", options: [{ value: "Gold" }], mandatoryOnClose: true } },
      { fieldId: second.uid, version: 1, updates: { isActive: false } },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map(({ uid, name, version, options }) => ({ uid, name, version, options }))).toEqual([
      { uid: first.uid, name: "Tier", version: 2, options: ["Gold"] },
      { uid: second.uid, name: "Region", version: 2, options: [] },
    ]);
    expect(answer.body.data[0]).toMatchObject({ mandatoryOnClose: true, slug: "customer_tier" });
    expect(answer.body.data[1]).toMatchObject({ isActive: false });
  });

  test("a version conflict is one 409 naming the field and telling to read it again, and the whole batch changes nothing", async () => {
    const first = (await create()).body.data;
    const second = (await create({ ...priorityField, name: "Region" })).body.data;
    expect((await update([{ fieldId: second.uid, version: 1, updates: { hintText: "changed elsewhere" } }])).status).toBe(200);
    const answer = await expectRefusedUnchanged(
      emulator(),
      ["customFields"],
      () =>
        update([
          { fieldId: first.uid, version: 1, updates: { name: "Tier" } },
          { fieldId: second.uid, version: 1, updates: { hintText: "stale" } },
        ]),
      409,
    );
    expect(answer.body).toEqual({
      statusCode: 409,
      error: "Conflict",
      message: `Custom field ${second.uid} (Region) is at version 2, not 1: it changed since it was read; read it again and retry with its current version`,
      problems: [expect.stringContaining(second.uid)],
    });
  });

  test("a change in the dashboard (the controls) raises the version, so an update made against the one before is refused", async () => {
    const field = (await create()).body.data;
    expect(await emulator().control.patchResource("customFields", field.uid, { hintText: "from the dashboard" })).toMatchObject({
      version: 2,
    });
    await expectRefusedUnchanged(
      emulator(),
      ["customFields"],
      () => update([{ fieldId: field.uid, version: 1, updates: { name: "Tier" } }]),
      409,
    );
    expect((await update([{ fieldId: field.uid, version: 2, updates: { name: "Tier" } }])).body.data[0]).toMatchObject({ version: 3 });
  });

  test("the update refuses source, fieldType and teamId (they never change), unknown and repeated fields, and changes nothing", async () => {
    const field = (await create()).body.data;
    const fixed = await expectRefusedUnchanged(emulator(), ["customFields"], () =>
      update([{ fieldId: field.uid, version: 1, updates: { source: "account", fieldType: "email", teamId: null } }]),
    );
    expect(fixed.body.problems).toEqual([
      "property fields.0.updates.source should not exist",
      "property fields.0.updates.fieldType should not exist",
      "property fields.0.updates.teamId should not exist",
    ]);
    const unknown = await expectRefusedUnchanged(
      emulator(),
      ["customFields"],
      () =>
        update([
          { fieldId: field.uid, version: 1, updates: { name: "Changed" } },
          { fieldId: "CFNOPE00000", version: 1, updates: {} },
        ]),
      404,
    );
    expect(unknown.body.problems).toEqual(["Custom field CFNOPE00000 not found"]);
    const repeated = await expectRefusedUnchanged(emulator(), ["customFields"], () =>
      update([
        { fieldId: field.uid, version: 1, updates: { name: "A" } },
        { fieldId: field.uid, version: 1, updates: { name: "B" } },
      ]),
    );
    expect(repeated.body.problems).toEqual([`fields names custom field ${field.uid} more than once`]);
    // Another organization's field is as absent as one that does not exist.
    const globexAdmin = seedUser(emulator(), "Organization Admin", 1).apiKey;
    const foreign = await platform("PATCH", "/v1/custom-field", { fields: [{ fieldId: field.uid, version: 1, updates: {} }] }, globexAdmin);
    expect(foreign.status).toBe(404);
  });

  test("a rename into a name taken in the same batch or by another field is refused", async () => {
    const first = (await create()).body.data;
    const second = (await create({ ...priorityField, name: "Region" })).body.data;
    const answer = await expectRefusedUnchanged(emulator(), ["customFields"], () =>
      update([{ fieldId: second.uid, version: 1, updates: { name: "customer TIER" } }]),
    );
    expect(answer.body.problems).toEqual(["A ticket custom field named customer TIER already exists"]);
    const swapped = await update([
      { fieldId: first.uid, version: 1, updates: { name: "Region" } },
      { fieldId: second.uid, version: 1, updates: { name: "Customer tier" } },
    ]);
    expect(swapped.status).toBe(200);
  });

  test("only an Organization Admin writes; any user of the organization reads; there is no delete or read-one route", async () => {
    const field = (await create()).body.data;
    const member = seedUser(emulator(), "Team Member").apiKey;
    expect((await platform("POST", "/v1/custom-field", priorityField, member)).status).toBe(403);
    expect((await platform("GET", "/v1/custom-field", undefined, member)).status).toBe(200);
    for (const method of ["DELETE", "GET"]) {
      const answer = await call<ErrorBody>(`${emulator().baseUrl}/v1/custom-field/${field.uid}`, {
        method,
        apiKey: seedUser(emulator(), "Organization Admin").apiKey,
      });
      expect(answer.body).toEqual({ statusCode: 404, message: `Cannot ${method} /v1/custom-field/${field.uid}`, error: "Not Found" });
    }
  });
});
