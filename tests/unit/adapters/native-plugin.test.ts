// The native plugin's service, called as the engine calls it (protobuf requests), over a scripted
// platform: configuration checked by key without echoing values, per-instance configuration,
// secrets wrapped, a detailed diff, a partial create kept, and the functions.
import type * as grpc from "@grpc/grpc-js";
import * as provproto from "@pulumi/pulumi/proto/provider_pb";
import * as statusproto from "@pulumi/pulumi/proto/status_pb";
import { resourceProviderService } from "../../../provider/adapters/native-plugin/service";
import { structOf, valuesOf } from "../../../provider/adapters/native-plugin/values";
import { PlatformClient } from "../../../provider/http/platform-client";
import { FakePlatform } from "../http/fake-platform";

type Handler = (call: { request: unknown }, callback: (error: grpc.ServiceError | null, response?: unknown) => void) => void;

/** Calls a handler of the service as the engine would, answering its response or its error. */
function callService<Response>(service: ReturnType<typeof resourceProviderService>, method: string, request: unknown): Promise<Response> {
  return new Promise((resolve, reject) => {
    (service[method] as Handler)({ request }, (error, response) => (error ? reject(error) : resolve(response as Response)));
  });
}

const secretSignature = { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270" };

describe("the native plugin's service", () => {
  let platform: FakePlatform;
  let service: ReturnType<typeof resourceProviderService>;
  const configuredWith: string[] = [];
  beforeEach(async () => {
    platform = await new FakePlatform().start();
    configuredWith.length = 0;
    service = resourceProviderService("1.2.3", (config) => {
      configuredWith.push(config.apiKey);
      return new PlatformClient({ ...config, maxRetries: 0 }, { retryPolicy: { baseDelayMs: 1, maxDelayMs: 1 } });
    });
  });
  afterEach(() => platform.stop());

  const configure = (args: Record<string, unknown>) => callService(service, "configure", new provproto.ConfigureRequest().setArgs(structOf(args)));

  it("checks its configuration by key, never echoing a value, and accepts secrets", async () => {
    const request = new provproto.CheckRequest().setNews(structOf({ apiKey: { ...secretSignature, value: "sp_secret_value" }, baseUrl: "not-a-url", colour: "blue" }));
    const response = await callService<provproto.CheckResponse>(service, "checkConfig", request);
    const failures = response.getFailuresList().map((failure) => [failure.getProperty(), failure.getReason()]);
    expect(failures).toEqual([
      ["colour", "is not a setting of this provider"],
      ["baseUrl", "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) must be an absolute http(s) URL"],
    ]);
    expect(JSON.stringify(failures)).not.toMatch(/sp_secret_value|not-a-url/);
    const configured = await configure({ apiKey: "k", baseUrl: platform.url });
    expect((configured as provproto.ConfigureResponse).getAcceptsecrets()).toBe(true);
  });

  it("uses the configuration it was given, with the secret unwrapped, for its one client", async () => {
    await configure({ apiKey: { ...secretSignature, value: "sp_instance_key" }, baseUrl: platform.url });
    platform.on("GET /v1/tickets/type/TY1", { status: 200, body: { status: true, message: "ok", timestamp: "t", data: { id: "TY1", name: "Bug", color: "#f00", icon: "bug", isActive: true, teamId: "T1", organizationId: "O1", autoAssign: false } } });
    const invoke = new provproto.InvokeRequest().setTok("supportplatform:index:getTicketType").setArgs(structOf({ id: "TY1" }));
    const answer = await callService<provproto.InvokeResponse>(service, "invoke", invoke);
    expect(valuesOf(answer.getReturn())).toMatchObject({ id: "TY1", name: "Bug" });
    expect(configuredWith).toEqual(["sp_instance_key"]);
    expect(platform.requests[0]!.headers["x-api-key"]).toBe("sp_instance_key");

    const invalid = await callService<provproto.InvokeResponse>(service, "invoke", new provproto.InvokeRequest().setTok("supportplatform:index:getTicketType").setArgs(structOf({ id: "" })));
    expect(invalid.getFailuresList().map((failure) => failure.getProperty())).toEqual(["id"]);
    expect(platform.requests).toHaveLength(1);
  });

  it("diffs by property path, marking a change of a replacing input as a replacement", async () => {
    const olds = structOf({ attribute: "task_status", value: "Open", isDefault: false });
    const news = structOf({ attribute: "task_priority", value: "Open", isDefault: true });
    const request = new provproto.DiffRequest().setType("supportplatform:index:AccountAttributeValue").setId("AV1").setOlds(olds).setNews(news);
    const response = await callService<provproto.DiffResponse>(service, "diff", request);
    expect(response.getHasdetaileddiff()).toBe(true);
    expect(response.getReplacesList()).toEqual(["attribute"]);
    const detailed: Record<string, number> = {};
    response.getDetaileddiffMap().forEach((diff, path) => (detailed[path] = diff.getKind()));
    expect(detailed).toEqual({ attribute: provproto.PropertyDiff.Kind.UPDATE_REPLACE, isDefault: provproto.PropertyDiff.Kind.UPDATE });
  });

  it("keeps a partially created app in state: its id and properties travel in the error, the client secret as a secret", async () => {
    await configure({ apiKey: "k", baseUrl: platform.url, appsStudioUrl: platform.url });
    const manifestless = { name: "Hook", slug: "hook", eventsUrl: "https://hooks.example.com/e", teamIds: ["T1"], visibility: "private" };
    platform.on("POST /apps/create-app", { status: 201, body: { appId: "APP1", clientId: "C1", clientSecret: "CLIENT-SECRET" } });
    platform.on("POST /apps/install", { status: 403, body: { statusCode: 403, message: "Only an Organization Admin may install apps" } });
    const request = new provproto.CreateRequest().setType("supportplatform:index:WebhookApp").setUrn("urn:pulumi:dev::p::supportplatform:index:WebhookApp::hook").setProperties(structOf(manifestless));
    const error = (await callService(service, "create", request).catch((failure: unknown) => failure)) as grpc.ServiceError;
    expect(error.details).toMatch(/the app APP1 was created, but installing it failed/);
    const status = statusproto.Status.deserializeBinary(error.metadata.get("grpc-status-details-bin")[0] as Buffer);
    const detail = provproto.ErrorResourceInitFailed.deserializeBinary(status.getDetailsList()[0]!.getValue_asU8());
    expect(detail.getId()).toBe("APP1");
    expect(detail.getProperties()!.toJavaScript()).toMatchObject({ appId: "APP1", clientSecret: { ...secretSignature, value: "CLIENT-SECRET" } });
  });
});
