// AccountAttributeValue's calls, through the dynamic-provider adapter: adoption of an existing value, reads, and what diff reports.
import { accountAttributes } from "../../../provider/account-attribute-values/account-attributes";
import { accountAttributeValueDefinition } from "../../../provider/account-attribute-values/definition";
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { AdoptionTargetMissingError } from "../../../provider/adapters/adoption-errors";
import { PlatformClient } from "../../../provider/http/platform-client";
import { FakePlatform } from "../http/fake-platform";

const builtIn = {
  id: "AV2",
  attribute: "account_health",
  value: "At risk",
  isDefault: false,
  icon: null,
  color: null,
  createdAt: "t0",
  updatedAt: "t0",
};
const other = { ...builtIn, id: "AV1", value: "Healthy", isDefault: true };

describe("AccountAttributeValue provider", () => {
  let platform: FakePlatform;
  let provider: ReturnType<typeof dynamicProvider>;
  /** A provider over a client of its own, as the next run's provider process has. */
  const nextRun = () => {
    const client = new PlatformClient({
      apiKey: "sp_key",
      baseUrl: platform.url,
      apiUrl: platform.url,
      maxRetries: 0,
      requestTimeoutSeconds: 5,
    });
    return dynamicProvider(accountAttributeValueDefinition, () => client);
  };

  beforeEach(async () => {
    platform = await new FakePlatform().start();
    provider = nextRun();
  });
  afterEach(() => platform.stop());

  it("adopts an existing value by id: one PUT of the declared inputs, no create", async () => {
    platform.on("GET /v1/accounts/attributes", { status: 200, body: [other, builtIn] });
    platform.on("PUT /v1/accounts/attributes/AV2", {
      status: 200,
      body: { ...builtIn, isDefault: true, color: "#123456", updatedAt: "t1" },
    });
    const created = await provider.create({
      attribute: "account_health",
      value: "At risk",
      isDefault: true,
      color: "#123456",
      adoptId: "AV2",
    });
    expect(created).toEqual({
      id: "AV2",
      outs: {
        attribute: "account_health",
        value: "At risk",
        isDefault: true,
        color: "#123456",
        adoptId: "AV2",
        createdAt: "t0",
        updatedAt: "t1",
      },
    });
    expect(platform.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "GET /v1/accounts/attributes?attribute=account_health",
      "PUT /v1/accounts/attributes/AV2",
    ]);
    expect(JSON.parse(platform.requests[1]!.body)).toEqual({ value: "At risk", isDefault: true, color: "#123456" });
  });

  it("refuses to adopt an id the attribute does not have, naming it, and changes nothing", async () => {
    platform.on("GET /v1/accounts/attributes", { status: 200, body: [other, builtIn] });
    const error = await provider.create({ attribute: "account_health", value: "Gone", adoptId: "AV9" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdoptionTargetMissingError);
    expect(error).toMatchObject({ code: "ERR_NOT_FOUND", message: expect.stringContaining("cannot adopt AV9") });
    expect(platform.requests.map((request) => request.method)).toEqual(["GET"]);
  });

  it("reads a value from its attribute's list, and reports one deleted out of band as gone", async () => {
    platform.on(
      "GET /v1/accounts/attributes",
      { status: 200, body: [other, { ...builtIn, color: "#00ff00" }] },
      { status: 200, body: [other] },
    );
    const state = { attribute: "account_health", value: "At risk", color: "#123456", adoptId: "AV2", createdAt: "t0", updatedAt: "t1" };
    await expect(provider.read!("AV2", state)).resolves.toMatchObject({
      id: "AV2",
      inputs: { attribute: "account_health", value: "At risk", color: "#00ff00", adoptId: "AV2" },
    });
    // The next run has a client of its own.
    await expect(nextRun().read!("AV2", state)).resolves.toEqual({ id: "", props: {} });
  });

  it("lists an attribute once for the reads of all its values, and afresh after a write of one of them", async () => {
    const healthy = { attribute: "account_health", value: "Healthy", createdAt: "t0", updatedAt: "t0" };
    const atRisk = { attribute: "account_health", value: "At risk", createdAt: "t0", updatedAt: "t0" };
    platform.on(
      "GET /v1/accounts/attributes",
      { status: 200, body: [other, builtIn] },
      {
        status: 200,
        body: [
          { ...other, isDefault: false },
          { ...builtIn, isDefault: true },
        ],
      },
    );
    platform.on("PUT /v1/accounts/attributes/AV2", { status: 200, body: { ...builtIn, isDefault: true } });
    await Promise.all([provider.read!("AV1", healthy), provider.read!("AV2", atRisk)]);
    await expect(provider.read!("AV1", healthy)).resolves.toMatchObject({ props: { value: "Healthy" } });
    expect(platform.requestsTo("GET /v1/accounts/attributes")).toHaveLength(1);
    // Making AV2 the default took the flag from AV1: its next read lists the attribute again.
    await provider.update!("AV2", atRisk, { attribute: "account_health", value: "At risk", isDefault: true });
    await expect(provider.read!("AV1", { ...healthy, isDefault: true })).resolves.toMatchObject({ props: { isDefault: false } });
    expect(platform.requestsTo("GET /v1/accounts/attributes")).toHaveLength(2);
  });

  it("lists every attribute once for an import of several values by id alone", async () => {
    platform.otherwise((request) => ({ status: 200, body: request.path.includes("attribute=account_health") ? [other, builtIn] : [] }));
    const imported = await Promise.all(["AV1", "AV2"].map((id) => provider.read!(id, {})));
    expect(imported.map((read) => read.props.value)).toEqual(["Healthy", "At risk"]);
    expect(platform.requests).toHaveLength(accountAttributes.length);
  });

  it("lists an attribute afresh after a read of it failed", async () => {
    platform.on("GET /v1/accounts/attributes", { status: 503, body: { message: "down" } }, { status: 200, body: [other] });
    await expect(provider.read!("AV1", { attribute: "account_health" })).rejects.toThrow(/503/);
    await expect(provider.read!("AV1", { attribute: "account_health" })).resolves.toMatchObject({ id: "AV1" });
  });

  it("replaces only on a new attribute; another adoptId, value and the rest update in place", async () => {
    const olds = { attribute: "task_status", value: "Done", isClosed: true, color: "#0f0", createdAt: "t0", updatedAt: "t0" };
    const diff = (news: Record<string, unknown>) =>
      provider.diff!("AV5", olds, { attribute: "task_status", value: "Done", isClosed: true, color: "#0f0", ...news });
    await expect(diff({ attribute: "task_type", isClosed: undefined })).resolves.toMatchObject({ changes: true, replaces: ["attribute"] });
    await expect(diff({ value: "Finished", isDefault: true })).resolves.toMatchObject({ changes: true, replaces: [] });
    await expect(diff({ adoptId: "AV5" })).resolves.toMatchObject({ changes: false }); // read only at create
    await expect(provider.diff!("AV5", { ...olds, adoptId: "AV5" }, { ...olds, adoptId: "AV6" })).resolves.toMatchObject({
      changes: true,
      replaces: [],
    });
    await expect(diff({ value: " Done " })).resolves.toMatchObject({ changes: false });
  });
});
