// Forms on {base_url}: create, list, read by ids, update with id and version in the body, order;
// their references to custom fields; no delete route.
import type { ErrorBody } from "../../../../emulator/errors";
import { call, expectRefusedUnchanged, platformCaller, seedTeams, seedUser, useEmulator } from "../support";

const emulator = useEmulator();
const platform = platformCaller(emulator);

type FormData = { id: string; name: string; version: number; order: number; default: boolean; teamId: string | null } & Record<
  string,
  unknown
>;
interface FormAnswer {
  data: FormData;
}
interface FormsAnswer {
  data: FormData[];
}

const create = (body: unknown) => platform<FormAnswer & ErrorBody>("POST", "/v1/forms", body);
const update = (body: unknown) => platform<FormAnswer & ErrorBody>("PATCH", "/v1/forms", body);
const order = (forms: unknown[]) => platform<FormsAnswer & ErrorBody>("POST", "/v1/forms/order", { forms });
const customField = async (name: string, teamId?: string) =>
  (
    await platform<{ data: { uid: string } }>("POST", "/v1/custom-field", {
      name,
      source: "ticket",
      fieldType: "single_line",
      ...(teamId && { teamId }),
    })
  ).body.data.uid;

describe("forms", () => {
  test("create answers 201 with data first and the docs' form: version 1, not default, last in its team's order", async () => {
    const tier = await customField("Tier");
    const team = seedTeams(emulator())[0]!.id;
    const answer = await create({
      name: "Bug report",
      fields: [
        { field: "title", mandatoryOnCreation: true },
        { field: tier, defaultValue: { value: "Gold" } },
      ],
      conditions: [{ triggerFieldId: "title", conditionType: "is_not_empty", targetFields: [{ id: tier, type: "show" }] }],
      channels: ["email", "web"],
      teamId: team,
    });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body)).toEqual(["data", "status", "message", "timestamp"]);
    expect(answer.body.data).toEqual({
      id: expect.stringMatching(/^FO\d{12}$/),
      name: "Bug report",
      description: null,
      fields: [
        {
          field: "title",
          defaultValue: null,
          mandatoryOnCreation: true,
          mandatoryOnClose: false,
          visibleToCustomer: false,
          editableByCustomer: false,
        },
        {
          field: tier,
          defaultValue: { value: "Gold" },
          mandatoryOnCreation: false,
          mandatoryOnClose: false,
          visibleToCustomer: false,
          editableByCustomer: false,
        },
      ],
      conditions: [
        {
          triggerFieldId: "title",
          triggerFieldValue: {},
          conditionType: "is_not_empty",
          targetFields: [{ id: tier, type: "show", value: null, options: [] }],
          forVendor: true,
          forUser: true,
          teamId: null,
        },
      ],
      version: 1,
      isActive: true,
      default: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      channels: ["email", "web"],
      teamId: team,
      order: 1,
    });
    expect((await create({ name: "Second", teamId: team })).body.data.order).toBe(2);
    expect((await create({ name: "Global" })).body.data.order).toBe(1);
  });

  test("fields must be standard or the organization's custom fields (a team's own only on its forms); conditions refer to the form's fields", async () => {
    const [first, second] = seedTeams(emulator());
    const teamField = await customField("Team only", first!.id);
    const answer = await expectRefusedUnchanged(emulator(), ["forms"], () =>
      create({
        name: "Broken",
        teamId: second!.id,
        fields: [{ field: "nonsense" }, { field: teamField }, { field: "title" }, { field: "title" }],
        conditions: [
          {
            triggerFieldId: "priority",
            conditionType: "equals",
            targetFields: [
              { id: "title", type: "hide" },
              { id: "priority", type: "hide" },
            ],
          },
        ],
      }),
    );
    expect(answer.body.problems).toEqual([
      expect.stringMatching(/^fields\.0\.field nonsense is neither a custom field of this organization nor a standard field \(title, /),
      `fields.1.field ${teamField} is a custom field of team ${first!.id}, which only that team's forms may hold`,
      "fields.3.field lists title a second time",
      "conditions.0.triggerFieldId priority is not a field of this form",
      "conditions.0.targetFields.1.id priority is not a field of this form",
    ]);
    const enums = await expectRefusedUnchanged(emulator(), ["forms"], () =>
      create({
        name: "Enums",
        fields: [{ field: "title" }],
        conditions: [{ triggerFieldId: "title", conditionType: "matches", targetFields: [{ id: "title", type: "blink" }] }],
      }),
    );
    expect(enums.body.problems).toEqual([
      "conditions.0.conditionType must be one of the following values: equals, not_equals, contains, not_contains, is_empty, is_not_empty",
      "conditions.0.targetFields.0.type must be one of the following values: show, hide, make_required, set_default",
    ]);
  });

  test("the update takes the id and version in the body, raises the version, and refuses teamId", async () => {
    const form = (await create({ name: "Bug report" })).body.data;
    const answer = await update({
      formId: form.id,
      version: 1,
      updates: { name: "Bug", isActive: false, fields: [{ field: "description" }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: form.id,
      name: "Bug",
      isActive: false,
      version: 2,
      fields: [expect.objectContaining({ field: "description" })],
    });
    const team = await expectRefusedUnchanged(emulator(), ["forms"], () =>
      update({ formId: form.id, version: 2, updates: { teamId: seedTeams(emulator())[0]!.id } }),
    );
    expect(team.body.problems).toEqual(["property updates.teamId should not exist"]);
  });

  test("a version conflict is a 409 naming the form and telling to read it again, and changes nothing", async () => {
    const form = (await create({ name: "Bug report" })).body.data;
    await update({ formId: form.id, version: 1, updates: { description: "changed elsewhere" } });
    const answer = await expectRefusedUnchanged(
      emulator(),
      ["forms"],
      () => update({ formId: form.id, version: 1, updates: { name: "Stale" } }),
      409,
    );
    expect(answer.body).toMatchObject({
      statusCode: 409,
      error: "Conflict",
      message: `Form ${form.id} (Bug report) is at version 2, not 1: it changed since it was read; read it again and retry with its current version`,
    });
  });

  test("an update that leaves a condition without its fields is refused; a new default clears the team's other default", async () => {
    const tier = await customField("Tier");
    const form = (
      await create({
        name: "A",
        fields: [{ field: "title" }, { field: tier }],
        conditions: [{ triggerFieldId: "title", conditionType: "equals", targetFields: [{ id: tier, type: "hide" }] }],
      })
    ).body.data;
    const orphaned = await expectRefusedUnchanged(emulator(), ["forms"], () =>
      update({ formId: form.id, version: 1, updates: { fields: [{ field: "title" }] } }),
    );
    expect(orphaned.body.problems).toEqual([`conditions.0.targetFields.0.id ${tier} is not a field of this form`]);
    const other = (await create({ name: "B" })).body.data;
    expect((await update({ formId: form.id, version: 1, updates: { default: true } })).body.data).toMatchObject({
      default: true,
      version: 2,
    });
    expect((await update({ formId: other.id, version: 1, updates: { default: true } })).body.data).toMatchObject({
      default: true,
      version: 2,
    });
    const [first] = (await platform<FormsAnswer>("GET", `/v1/forms/fetchByIds?ids=${form.id}`)).body.data;
    expect(first).toMatchObject({ default: false, version: 3 });
  });

  test("order sets each listed form's order at its version, raising the versions of those it moves", async () => {
    const a = (await create({ name: "A" })).body.data;
    const b = (await create({ name: "B" })).body.data;
    const answer = await order([
      { formId: a.id, order: 3, version: 1 },
      { formId: b.id, order: 2, version: 1 },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map(({ name, order: position, version }) => ({ name, order: position, version }))).toEqual([
      { name: "B", order: 2, version: 1 },
      { name: "A", order: 3, version: 2 },
    ]);
    const stale = await expectRefusedUnchanged(
      emulator(),
      ["forms"],
      () =>
        order([
          { formId: a.id, order: 5, version: 1 },
          { formId: b.id, order: 6, version: 1 },
        ]),
      409,
    );
    expect(stale.body.problems).toEqual([expect.stringContaining(`Form ${a.id} (A) is at version 2, not 1`)]);
    const clash = await expectRefusedUnchanged(emulator(), ["forms"], () =>
      order([
        { formId: a.id, order: 1, version: 2 },
        { formId: b.id, order: 1, version: 1 },
        { formId: b.id, order: 3, version: 1 },
      ]),
    );
    expect(clash.body.problems).toEqual([`forms names form ${b.id} more than once`, "forms gives order 1 to more than one form"]);
  });

  test("the list pages from 0 in order, with a team's forms and the global ones unless onlyTeamForms", async () => {
    const team = seedTeams(emulator())[0]!.id;
    await create({ name: "Global" });
    await create({ name: "Team", teamId: team });
    await create({ name: "Other team", teamId: seedTeams(emulator())[1]!.id });
    const names = async (query: string) => (await platform<FormsAnswer>("GET", `/v1/forms${query}`)).body.data.map((form) => form.name);
    expect(await names("")).toEqual(["Global", "Team", "Other team"]);
    expect(await names("?limit=1&page=2")).toEqual(["Other team"]);
    expect(await names(`?teamId=${team}`)).toEqual(["Global", "Team"]);
    expect(await names(`?teamId=${team}&onlyTeamForms=true&escalationForms=false`)).toEqual(["Team"]);
    expect((await platform<ErrorBody>("GET", "/v1/forms?escalationForms=maybe")).status).toBe(400);
  });

  test("fetchByIds answers the forms named, and 404 for the whole request when one is missing or another organization's", async () => {
    const a = (await create({ name: "A" })).body.data;
    const b = (await create({ name: "B" })).body.data;
    expect((await platform<FormsAnswer>("GET", `/v1/forms/fetchByIds?ids=${b.id},${a.id}`)).body.data.map((form) => form.name)).toEqual([
      "B",
      "A",
    ]);
    expect((await platform<FormsAnswer>("GET", `/v1/forms/fetchByIds?ids=${a.id}&ids=${b.id}`)).body.data).toHaveLength(2);
    const missing = await platform<ErrorBody>("GET", `/v1/forms/fetchByIds?ids=${a.id},FO000000000000`);
    expect(missing.status).toBe(404);
    expect(missing.body.problems).toEqual(["Form FO000000000000 not found"]);
    const globex = seedUser(emulator(), "Organization Admin", 1).apiKey;
    expect((await platform("GET", `/v1/forms/fetchByIds?ids=${a.id}`, undefined, globex)).status).toBe(404);
  });

  test("only an Organization Admin writes; there is no delete route", async () => {
    const form = (await create({ name: "A" })).body.data;
    const lead = seedUser(emulator(), "Team Lead").apiKey;
    expect((await platform("PATCH", "/v1/forms", { formId: form.id, version: 1, updates: {} }, lead)).status).toBe(403);
    expect((await platform("GET", "/v1/forms", undefined, lead)).status).toBe(200);
    const removed = await call<ErrorBody>(`${emulator().baseUrl}/v1/forms/${form.id}`, {
      method: "DELETE",
      apiKey: seedUser(emulator(), "Organization Admin").apiKey,
    });
    expect(removed.body).toEqual({ statusCode: 404, message: `Cannot DELETE /v1/forms/${form.id}`, error: "Not Found" });
  });
});
