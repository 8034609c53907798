// A gRPC client of the native plugin's service for tests: a plugin instance served in this process
// on a local port, as the engine would reach it, with its calls as promises.
import * as grpc from "@grpc/grpc-js";
import * as provrpc from "@pulumi/pulumi/proto/provider_grpc_pb";
import * as provproto from "@pulumi/pulumi/proto/provider_pb";
import * as structproto from "google-protobuf/google/protobuf/struct_pb";
import { resourceProviderService } from "../../../provider/adapters/native-plugin/service";
import { startPluginServer } from "../../../provider/adapters/native-plugin/server";
import { PlatformClient } from "../../../provider/http/platform-client";

/** The engine's secret wrapper (sdk/go/common/resource/sig). */
export const secret = (value: unknown) => ({ "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", value });
export const struct = (values: Record<string, unknown>) =>
  structproto.Struct.fromJavaScript(values as Record<string, structproto.JavaScriptValue>);

/** The unary calls the tests make, each with its request and response types. */
type UnaryName =
  | "getPluginInfo"
  | "getSchema"
  | "checkConfig"
  | "diffConfig"
  | "configure"
  | "check"
  | "diff"
  | "create"
  | "read"
  | "update"
  | "delete"
  | "invoke";
type Calls = {
  [Name in UnaryName]: provrpc.IResourceProviderServer[Name] extends grpc.handleUnaryCall<infer Request, infer Response>
    ? [Request, Response]
    : never;
};

export interface PluginInstance {
  client: provrpc.ResourceProviderClient;
  call<Name extends UnaryName>(name: Name, request: Calls[Name][0]): Promise<Calls[Name][1]>;
  /** The Role of `name` with `properties`, as the engine addresses a resource. */
  role<T extends { setUrn(urn: string): T; setType(type: string): T }>(request: T, name?: string): T;
  stop(): Promise<void>;
}

/** `note`: where the plugin's diff notes go (the engine's log in a deployment). */
export async function startPluginInstance(note?: (note: string, urn: string) => void): Promise<PluginInstance> {
  const { port, server } = await startPluginServer(
    resourceProviderService("1.2.3", (config) => new PlatformClient(config), undefined, note),
  );
  const client = new provrpc.ResourceProviderClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  return {
    client,
    call: <Name extends UnaryName>(name: Name, request: Calls[Name][0]) =>
      new Promise<Calls[Name][1]>((resolve, reject) => {
        // Each client method is overloaded (metadata, options); the first form is the one called.
        const method = client[name] as unknown as (
          request: Calls[Name][0],
          callback: (error: grpc.ServiceError | null, response: Calls[Name][1]) => void,
        ) => grpc.ClientUnaryCall;
        method.call(client, request, (error, response) => (error ? reject(error) : resolve(response)));
      }),
    role: (request, name = "leads") =>
      request.setUrn(`urn:pulumi:dev::native::supportplatform:index:Role::${name}`).setType("supportplatform:index:Role"),
    async stop() {
      client.close();
      await new Promise<void>((resolve) => server.tryShutdown(() => resolve()));
    },
  };
}

/** Configure's request for `args`, as the engine sends a provider instance's config. */
export const configureRequest = (args: Record<string, unknown>) =>
  new provproto.ConfigureRequest().setArgs(struct(args)).setAcceptsecrets(true);
