// CustomField's calls to the API, through the dynamic-provider adapter and a real PlatformClient,
// against a scripted local server: every page of the organization's list serves every field's read,
// options answered as strings or `{value}` objects, the batch update naming the version state holds,
// a version conflict as ERR_VERSION_CONFLICT (and a repeated write of our own taken as done), and
// destroy deactivating the field.
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { customFieldDefinition } from "../../../provider/custom-fields/definition";
import { customFieldFunctions } from "../../../provider/custom-fields/functions";
import { testClient } from "../http/client-fixtures";
import { customFieldFixture } from "../http/custom-field-fixture";
import { envelope, FakePlatform, failure } from "../http/fake-platform";

const time = "2024-01-01T00:00:00Z";
const field = customFieldFixture;
const declared = { name: "Tier", source: "ticket", fieldType: "single_choice", teamId: "T1", options: ["Gold", "Silver"] };
const outs = { ...declared, slug: "tier", version: 3, createdAt: time, updatedAt: time };
/** The 409 the emulator answers a stale version with. */
const conflict = failure(
  409,
  "Custom field CF1 (Tier) is at version 4, not 3: it changed since it was read; read it again and retry with its current version",
);

describe("CustomField API calls", () => {
  let platform: FakePlatform;
  let provider: ReturnType<typeof dynamicProvider>;
  let client: ReturnType<typeof testClient>;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
    client = testClient(platform.url);
    provider = dynamicProvider(customFieldDefinition, () => client);
  });
  afterEach(() => platform.stop());

  const routes = () => platform.requests.map((request) => `${request.method} ${request.path}`);
  const bodyOf = (route: string, index = 0) => JSON.parse(platform.requestsTo(route)[index]!.body) as unknown;

  it("creates with POST, options as the newer revision's {value} objects, and keeps the version the answer carries", async () => {
    platform.on("POST /v1/custom-field", { status: 201, body: envelope(field()) });
    const created = await provider.create({ ...declared, mandatoryOnClose: false, __provider: "shim" });
    expect(created).toEqual({ id: "CF1", outs: { ...outs, mandatoryOnClose: false } });
    expect(bodyOf("POST /v1/custom-field")).toEqual({
      name: "Tier",
      source: "ticket",
      fieldType: "single_choice",
      teamId: "T1",
      options: [{ value: "Gold" }, { value: "Silver" }],
      mandatoryOnClose: false,
    });
  });

  it("reads every page of the list once for every field's read, taking options as strings or {value} objects", async () => {
    const firstPage = Array.from({ length: 100 }, (_, index) => field({ uid: `CF${index + 10}`, name: `F${index}` }));
    platform.on(
      "GET /v1/custom-field",
      { status: 200, body: envelope(firstPage) },
      { status: 200, body: envelope([field({ options: [{ value: "Gold" }, { value: "Silver" }] })]) },
    );
    const read = await provider.read!("CF1", outs);
    expect(read.props).toEqual(outs);
    await expect(provider.diff!("CF1", read.props!, declared)).resolves.toMatchObject({ changes: false });
    expect((await provider.read!("CF10", outs)).id).toBe("CF10");
    expect(routes()).toEqual(["GET /v1/custom-field?page=0&limit=100", "GET /v1/custom-field?page=1&limit=100"]);
  });

  it("a list that answers the same page again fails rather than reading forever", async () => {
    const fullPage = Array.from({ length: 100 }, (_, index) => field({ uid: `CF${index + 10}` }));
    platform.on("GET /v1/custom-field", { status: 200, body: envelope(fullPage) });
    await expect(provider.read!("CF1", outs)).rejects.toMatchObject({
      code: "ERR_BAD_RESPONSE",
      message: expect.stringContaining("page 1 lists custom field CF10 again: the platform ignored the page asked for"),
    });
  });

  it("updates with the batch PATCH naming the version state holds, and keeps the answer's next version", async () => {
    platform.on("PATCH /v1/custom-field", { status: 200, body: envelope([field({ name: "Plan", options: ["Gold"], version: 4 })]) });
    const updated = await provider.update!("CF1", outs, { ...declared, name: "Plan", options: ["Gold"] });
    expect(updated.outs).toMatchObject({ name: "Plan", options: ["Gold"], version: 4 });
    expect(bodyOf("PATCH /v1/custom-field")).toEqual({
      fields: [{ fieldId: "CF1", version: 3, updates: { name: "Plan", options: [{ value: "Gold" }] } }],
    });
  });

  it("a field changed since state's read is ERR_VERSION_CONFLICT naming it and telling to refresh, with nothing written over", async () => {
    platform.on("PATCH /v1/custom-field", conflict);
    platform.on("GET /v1/custom-field", { status: 200, body: envelope([field({ hintText: "Changed in the dashboard", version: 4 })]) });
    const refused = await provider.update!("CF1", outs, { ...declared, name: "Plan" }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "ERR_VERSION_CONFLICT", stateVersion: 3, currentVersion: 4 });
    expect((refused as Error).message).toBe(
      "update custom fields failed with HTTP 409: Custom field CF1 (Tier) is at version 4, not 3: it changed since it was read; read it again and retry with its current version; custom field \"Plan\" (CF1) changed on the platform since the stack last read it (the stack holds version 3, the platform's is 4), so nothing was written over that change: run pulumi refresh to take it into the stack's state, review the next preview, then run the command again",
    );
    expect(routes()).toEqual(["PATCH /v1/custom-field", "GET /v1/custom-field?page=0&limit=100"]);
  });

  it("a repeated update refused for the version its own lost answer raised is done, not a conflict", async () => {
    platform.on("PATCH /v1/custom-field", "reset", conflict);
    platform.on("GET /v1/custom-field", { status: 200, body: envelope([field({ name: "Plan", version: 4 })]) });
    const updated = await provider.update!("CF1", outs, { ...declared, name: "Plan" });
    expect(updated.outs).toMatchObject({ name: "Plan", version: 4 });
  });

  it("the same 409 when the platform holds something else at that version is still a conflict", async () => {
    platform.on("PATCH /v1/custom-field", "reset", conflict);
    platform.on("GET /v1/custom-field", { status: 200, body: envelope([field({ name: "Renamed in the dashboard", version: 4 })]) });
    await expect(provider.update!("CF1", outs, { ...declared, name: "Plan" })).rejects.toMatchObject({ code: "ERR_VERSION_CONFLICT" });
  });

  it("an adopted field of another source, type or team is refused with nothing written", async () => {
    platform.on("GET /v1/custom-field", { status: 200, body: envelope([field()]) });
    await expect(provider.create({ ...declared, fieldType: "multi_choice", adoptId: "CF1" })).rejects.toMatchObject({
      code: "ERR_VALIDATION",
      message: expect.stringContaining('cannot adopt CF1: custom field CF1 has fieldType "single_choice", not "multi_choice"'),
    });
    expect(platform.requestsTo("PATCH /v1/custom-field")).toEqual([]);
  });

  it("an answer without a version (the docs' example) reads, and an update then fails before any write", async () => {
    const { version: _, ...withoutVersion } = field();
    platform.on("GET /v1/custom-field", { status: 200, body: envelope([withoutVersion]) });
    const read = await provider.read!("CF1", outs);
    expect(read.props).not.toHaveProperty("version");
    await expect(provider.update!("CF1", read.props!, { ...declared, name: "Plan" })).rejects.toMatchObject({
      code: "ERR_BAD_RESPONSE",
      message: expect.stringContaining("carry no version of custom field CF1, which its update must name; nothing was sent"),
    });
    expect(platform.requestsTo("PATCH /v1/custom-field")).toEqual([]);
  });

  it("destroy deactivates the field at state's version (the platform deletes none); one declared inactive is left as it is", async () => {
    platform.on("PATCH /v1/custom-field", { status: 200, body: envelope([field({ isActive: false, version: 4 })]) });
    await provider.delete!("CF1", outs);
    await provider.delete!("CF1", { ...outs, isActive: false });
    expect(routes()).toEqual(["PATCH /v1/custom-field"]);
    expect(bodyOf("PATCH /v1/custom-field")).toEqual({ fields: [{ fieldId: "CF1", version: 3, updates: { isActive: false } }] });
  });

  it("destroy of a field the platform no longer has is done; a stale version is a conflict", async () => {
    platform.on("PATCH /v1/custom-field", { status: 404, body: { statusCode: 404, message: "Resource not found!", error: "Not Found" } });
    await provider.delete!("CF1", outs);
    platform.on("PATCH /v1/custom-field", conflict);
    platform.on("GET /v1/custom-field", { status: 200, body: envelope([field({ version: 4 })]) });
    await expect(provider.delete!("CF1", outs)).rejects.toMatchObject({ code: "ERR_VERSION_CONFLICT", currentVersion: 4 });
  });

  it("getCustomFields lists every field, or a team's and the organization-wide ones, from one list; the export those of its teams", async () => {
    platform.on("GET /v1/custom-field", {
      status: 200,
      body: envelope([field(), field({ uid: "CF2", teamId: null }), field({ uid: "CF3", teamId: "T2", isActive: false })]),
    });
    const { getCustomFields } = customFieldFunctions;
    const ids = (listed: unknown) => (listed as { id: string }[]).map((one) => one.id);
    expect(ids(await getCustomFields.read(client, { teamId: "T1" }))).toEqual(["CF1", "CF2"]);
    expect(ids(await getCustomFields.read(client, {}))).toEqual(["CF1", "CF2", "CF3"]);
    expect((await customFieldDefinition.list(client, { teamIds: ["T2"] })).map((listed) => listed.id)).toEqual(["CF2", "CF3"]);
    expect(routes()).toEqual(["GET /v1/custom-field?page=0&limit=100"]);
  });
});
