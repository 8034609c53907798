// The native plugin's service, called as the engine calls it (protobuf requests): the detailed
// diff's kinds, check's warnings. The rest of the service is driven over gRPC in tests/integration/native-plugin/.
import type * as grpc from "@grpc/grpc-js";
import * as provproto from "@pulumi/pulumi/proto/provider_pb";
import { diffResponse, resourceProviderService } from "../../../provider/adapters/native-plugin/service";
import { structOf } from "../../../provider/adapters/native-plugin/values";
import type { PlatformApi } from "../../../provider/core/platform-api";
import { CredentialRefusedError } from "../../../provider/http/credential-refused";
import { ApiError } from "../../../provider/http/errors";
import { unreachablePlatform } from "../core/unreachable-platform";
import { heldRuleOrder } from "./held-rule-order";

type Handler = (call: { request: unknown }, callback: (error: grpc.ServiceError | null, response?: unknown) => void) => void;

/** Calls a handler of the service as the engine would, answering its response or its error. */
function callService<Response>(service: ReturnType<typeof resourceProviderService>, method: string, request: unknown): Promise<Response> {
  return new Promise((resolve, reject) => {
    (service[method] as Handler)({ request }, (error, response) => (error ? reject(error) : resolve(response as Response)));
  });
}

describe("the native plugin's service", () => {
  // A diff needs no platform.
  const service = resourceProviderService("1.2.3", () => unreachablePlatform);

  it("diffs by property path, marking a change of a replacing input as a replacement", async () => {
    const olds = structOf({ attribute: "task_status", value: "Open", isDefault: false });
    const news = structOf({ attribute: "task_priority", value: "Open", isDefault: true });
    const request = new provproto.DiffRequest()
      .setType("supportplatform:index:AccountAttributeValue")
      .setId("AV1")
      .setOlds(olds)
      .setNews(news);
    const response = await callService<provproto.DiffResponse>(service, "diff", request);
    expect(response.getHasdetaileddiff()).toBe(true);
    expect(response.getReplacesList()).toEqual(["attribute"]);
    const detailed: Record<string, number> = {};
    response.getDetaileddiffMap().forEach((diff, path) => {
      detailed[path] = diff.getKind();
    });
    expect(detailed).toEqual({ attribute: provproto.PropertyDiff.Kind.UPDATE_REPLACE, isDefault: provproto.PropertyDiff.Kind.UPDATE });
  });

  it("warns on the checked resource of a permission resource the documentation does not name, quoting it unless it is secret", async () => {
    const warnings: [string, string][] = [];
    const warning = resourceProviderService(
      "1.2.3",
      () => unreachablePlatform,
      (line, urn) => warnings.push([line, urn]),
    );
    const urn = "urn:pulumi:dev::project::supportplatform:index:Role::leads";
    const check = (permissions: unknown, secrets: string[] = []) =>
      callService<provproto.CheckResponse>(
        warning,
        "check",
        new provproto.CheckRequest()
          .setType("supportplatform:index:Role")
          .setUrn(urn)
          .setNews(structOf({ name: "Leads", permissions }, secrets)),
      );
    const response = await check([
      { resource: "tickets", actions: ["view"] },
      { resource: "tikets", actions: ["view"] },
    ]);
    await check([{ resource: "tikets", actions: ["view"] }], ["permissions"]);
    expect(response.getFailuresList()).toEqual([]);
    const reason = `not a resource the platform's documentation names; the platform takes any name, so it is sent as written; did you mean "tickets"?`;
    expect(warnings).toEqual([
      [`permissions[1].resource: ${reason} (got "tikets")`, urn],
      [`permissions[0].resource: ${reason}`, urn],
    ]);
  });
});

describe("diffResponse", () => {
  it("marks a change anywhere under a replacing input as a replacement, by the input the path starts with", () => {
    const response = diffResponse(
      {
        changes: true,
        replaces: ["teamIds"],
        deleteBeforeReplace: false,
        detailedDiff: { "teamIds[1]": "add", "manifest.app.name": "update" },
      },
      false,
    );
    const detailed: Record<string, number> = {};
    response.getDetaileddiffMap().forEach((diff, path) => {
      detailed[path] = diff.getKind();
    });
    expect(detailed).toEqual({
      "teamIds[1]": provproto.PropertyDiff.Kind.ADD_REPLACE,
      "manifest.app.name": provproto.PropertyDiff.Kind.UPDATE,
    });
    expect(response.getDiffsList()).toEqual(["teamIds", "manifest"]);
  });
});

describe("the native plugin's refused credential", () => {
  const refusing: PlatformApi = {
    call: () => Promise.reject(new CredentialRefusedError(new ApiError("delete role", 401, "Invalid API key"), ["apiKey"])),
    callIfPresent: () => Promise.reject(new CredentialRefusedError(new ApiError("delete role", 401, "Invalid API key"), ["apiKey"])),
    settleCreate: () => Promise.reject(new Error("no create here")),
  };
  const env = process.env;
  afterEach(() => {
    process.env = env;
  });
  const args = structOf({ apiKey: "recorded-key", baseUrl: "https://support.example.com" });
  const configure = (service: ReturnType<typeof resourceProviderService>) =>
    callService(service, "configure", new provproto.ConfigureRequest().setName("default").setArgs(args));
  const deleteRole = (service: ReturnType<typeof resourceProviderService>) =>
    callService(
      service,
      "delete",
      new provproto.DeleteRequest()
        .setType("supportplatform:index:Role")
        .setId("R1")
        .setProperties(structOf({ name: "Leads" })),
    ).catch((error: grpc.ServiceError) => error.details);

  it("configured from state (no CheckConfig first, as in refresh and destroy), says how to use the stack's configuration now, and that it differs", async () => {
    process.env = { PULUMI_CONFIG: JSON.stringify({ apiKey: "current-key", baseUrl: "https://support.example.com" }) };
    const service = resourceProviderService("1.2.3", () => refusing);
    await configure(service);
    const details = await deleteRole(service);
    expect(details).toContain("supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY)");
    expect(details).toContain(
      "the stack's configuration now holds another supportplatform:apiKey than the one recorded in its state at its last update, which this command runs on: run pulumi up to record the current one, or run this command with --run-program (ERR_UNAUTHORIZED)",
    );
    expect(details).not.toMatch(/current-key|recorded-key/);
  });

  it("registered by a run of the program (CheckConfig first), names the setting only", async () => {
    process.env = {};
    const service = resourceProviderService("1.2.3", () => refusing);
    await callService(service, "checkConfig", new provproto.CheckRequest().setNews(args));
    await configure(service);
    const details = await deleteRole(service);
    expect(details).toMatch(
      /supportplatform:apiKey \(or SUPPORT_PLATFORM_API_KEY\): check that it is set, current and of this organization \(ERR_UNAUTHORIZED\)$/,
    );
  });
});

describe("the native plugin's diff notes", () => {
  const urn = "urn:pulumi:dev::project::supportplatform:index:CsatRuleOrder::billing";
  const held = heldRuleOrder;
  /** The notes a diff of a reorder sends to the engine, with `secrets` of the state and of the inputs marked secret. */
  const notesOf = async (secrets: { olds?: string[]; news?: string[] }) => {
    const notes: [string, string][] = [];
    const service = resourceProviderService(
      "1.2.3",
      () => unreachablePlatform,
      () => undefined,
      (line, at) => notes.push([line, at]),
    );
    const request = new provproto.DiffRequest()
      .setType("supportplatform:index:CsatRuleOrder")
      .setUrn(urn)
      .setId("T1")
      .setOlds(structOf(held, secrets.olds))
      .setNews(structOf({ teamId: "T1", ruleIds: ["R2", "R1"] }, secrets.news));
    await callService<provproto.DiffResponse>(service, "diff", request);
    return notes;
  };

  it("names the rules a reorder moves, on the order's resource, naming it", async () => {
    expect(await notesOf({})).toEqual([
      [`CsatRuleOrder billing moves "After close" (R2) from 2nd to 1st; "Angry" (R1) from 1st to 2nd`, urn],
    ]);
  });

  it("says nothing when the ids or the names are secret, in the inputs or in state", async () => {
    expect(await notesOf({ news: ["ruleIds"] })).toEqual([]);
    expect(await notesOf({ olds: ["ruleNames"] })).toEqual([]);
  });
});
