// The resource provider service of the native plugin `pulumi-resource-supportplatform`: the same
// resource rules as the dynamic face (dynamic-provider.ts) over the same definitions, served over
// Pulumi's gRPC protocol. Each explicit provider instance is its own plugin process, so a process
// holds one configuration, one client, one rate-limit budget and one token cache.
import * as fs from "node:fs";
import * as path from "node:path";
import * as grpc from "@grpc/grpc-js";
import * as plugproto from "@pulumi/pulumi/proto/plugin_pb";
import type * as provrpc from "@pulumi/pulumi/proto/provider_grpc_pb";
import * as provproto from "@pulumi/pulumi/proto/provider_pb";
import * as anyproto from "google-protobuf/google/protobuf/any_pb";
import * as emptyproto from "google-protobuf/google/protobuf/empty_pb";
import * as statusproto from "@pulumi/pulumi/proto/status_pb";
import { type ConfigSource, configNamespace, type ProviderConfig, providerSettings, resolveProviderConfig, type SettingName } from "../../config/provider-config";
import type { PlatformApi } from "../../core/platform-api";
import { dataSourceFunctions } from "../../data-sources";
import { checkInputs } from "../../core/check-inputs";
import { ConfigError } from "../../http/errors";
import { isResourceKind, resourceDefinitions, type SomeResourceDefinition } from "../../resource-definitions";
import { dynamicProvider, type ResourceRules } from "../dynamic-provider";
import type { PropertyChange } from "../detailed-diff";
import { structOf, valuesOf } from "./values";

const packageName = configNamespace;
const tokenPrefix = `${packageName}:index:`;

type Handler<Request, Response> = grpc.handleUnaryCall<Request, Response>;
type Values = Record<string, unknown>;

/** The package root: two folders above this module's, in the source and in the build alike. */
function packageFile(name: string): string {
  const root = [path.join(__dirname, "..", "..", ".."), path.join(__dirname, "..", "..", "..", "..")].find((folder) => fs.existsSync(path.join(folder, "package.json")))!;
  return path.join(root, name);
}

/** The kind of a resource from its request's type, or from its URN's (`…::supportplatform:index:Role::name`). */
function kindOf(request: { getType(): string; getUrn(): string }): string {
  const type = request.getType() || (request.getUrn().split("::")[2] ?? "").split("$").pop()!;
  if (!type.startsWith(tokenPrefix)) throw new Error(`${type} is not a resource of the ${packageName} package`);
  return type.slice(tokenPrefix.length);
}

const changeKinds: Record<PropertyChange, [number, number]> = {
  add: [provproto.PropertyDiff.Kind.ADD, provproto.PropertyDiff.Kind.ADD_REPLACE],
  delete: [provproto.PropertyDiff.Kind.DELETE, provproto.PropertyDiff.Kind.DELETE_REPLACE],
  update: [provproto.PropertyDiff.Kind.UPDATE, provproto.PropertyDiff.Kind.UPDATE_REPLACE],
};

/** The message of any failure: this package's errors are one line and carry no credential. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A failed create that left an object behind: its id and state travel in the error's details, so state keeps it. */
function partialCreateStatus(error: { message: string; id: string; properties: Values; reasons: string[] }, secrets: readonly string[]) {
  const detail = new provproto.ErrorResourceInitFailed();
  detail.setId(error.id);
  detail.setProperties(structOf(error.properties, secrets));
  detail.setReasonsList(error.reasons);
  const any = new anyproto.Any();
  any.pack(detail.serializeBinary(), "pulumirpc.ErrorResourceInitFailed");
  const status = new statusproto.Status();
  status.setCode(grpc.status.UNKNOWN);
  status.setMessage(error.message);
  status.addDetails(any);
  const metadata = new grpc.Metadata();
  metadata.add("grpc-status-details-bin", Buffer.from(status.serializeBinary()));
  return { code: grpc.status.UNKNOWN, details: error.message, metadata };
}

/** Config keys as the engine sends them (`apiKey`, or `supportplatform:apiKey`), as a ConfigSource. */
function configSourceOf(values: Values): ConfigSource {
  return {
    get(key) {
      const name = key.startsWith(`${configNamespace}:`) ? key.slice(configNamespace.length + 1) : key;
      const value = values[name];
      return value === undefined || value === null ? undefined : String(value);
    },
  };
}

/** Check failures of a provider configuration: one per setting, named by its key, never its value. */
function configFailures(values: Values): provproto.CheckFailure[] {
  const unknown = Object.keys(values).filter((key) => !(key in providerSettings) && key !== "version");
  const failures = unknown.map((key) => new provproto.CheckFailure().setProperty(key).setReason("is not a setting of this provider"));
  try {
    resolveProviderConfig(configSourceOf(values));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) {
      const name = (Object.keys(providerSettings) as SettingName[]).find((setting) => problem.startsWith(`${configNamespace}:${setting} `));
      failures.push(new provproto.CheckFailure().setProperty(name ?? "").setReason(problem));
    }
  }
  return failures;
}

export function resourceProviderService(version: string, makeClient: (config: ProviderConfig) => PlatformApi): provrpc.IResourceProviderServer {
  let config: Values = {};
  let client: PlatformApi | undefined;
  const api = (): PlatformApi => {
    client ??= makeClient(resolveProviderConfig(configSourceOf(config)));
    return client;
  };
  const rules = new Map<string, ResourceRules>();
  const rulesOf = (request: { getType(): string; getUrn(): string }) => {
    const kind = kindOf(request);
    if (!isResourceKind(kind)) throw new Error(`this version of pulumi-support-platform has no resource ${kind}; upgrade the package`);
    const definition: SomeResourceDefinition = resourceDefinitions[kind];
    let found = rules.get(kind);
    if (found === undefined) rules.set(kind, (found = dynamicProvider(definition, api)));
    return { rules: found, secrets: definition.secretOutputs ?? [], replaceOnChanges: definition.replaceOnChanges ?? [] };
  };

  /** Runs a handler's work, answering its result or its failure's message. */
  const serve =
    <Request, Response>(work: (request: Request) => Promise<Response>): Handler<Request, Response> =>
    (call, callback) => {
      work(call.request).then(
        (response) => callback(null, response),
        (error: unknown) => {
          const partial = error as { id?: string; properties?: Values; reasons?: string[] };
          if (partial.id && partial.properties && partial.reasons && call.request instanceof provproto.CreateRequest) {
            callback(partialCreateStatus({ message: messageOf(error), id: partial.id, properties: partial.properties, reasons: partial.reasons }, rulesOf(call.request).secrets));
          } else {
            callback({ code: grpc.status.UNKNOWN, details: messageOf(error) });
          }
        },
      );
    };

  const unimplemented = (name: string): Handler<unknown, never> => (_call, callback) =>
    callback({ code: grpc.status.UNIMPLEMENTED, details: `${name} is not implemented by the ${packageName} provider` });

  return {
    getPluginInfo: serve(async () => new plugproto.PluginInfo().setVersion(version)),
    getSchema: serve(async () => new provproto.GetSchemaResponse().setSchema(fs.readFileSync(packageFile("schema.json"), "utf8"))),
    checkConfig: serve(async (request: provproto.CheckRequest) => {
      const news = valuesOf(request.getNews());
      return new provproto.CheckResponse().setInputs(request.getNews()).setFailuresList(configFailures(news));
    }),
    diffConfig: serve(async (request: provproto.DiffRequest) => {
      const olds = valuesOf(request.getOldInputs() ?? request.getOlds());
      const news = valuesOf(request.getNews());
      const changed = [...new Set([...Object.keys(olds), ...Object.keys(news)])].filter((key) => key !== "version" && JSON.stringify(olds[key]) !== JSON.stringify(news[key]));
      const response = new provproto.DiffResponse().setChanges(changed.length > 0 ? provproto.DiffResponse.DiffChanges.DIFF_SOME : provproto.DiffResponse.DiffChanges.DIFF_NONE);
      return response.setDiffsList(changed);
    }),
    configure: serve(async (request: provproto.ConfigureRequest) => {
      config = valuesOf(request.getArgs());
      client = undefined;
      return new provproto.ConfigureResponse().setAcceptsecrets(true).setSupportspreview(true).setAcceptresources(false);
    }),
    check: serve(async (request: provproto.CheckRequest) => {
      const { rules: kindRules } = rulesOf(request);
      const result = await kindRules.check!(valuesOf(request.getOlds()), valuesOf(request.getNews()));
      const failures = (result.failures ?? []).map((failure) => new provproto.CheckFailure().setProperty(failure.property).setReason(failure.reason));
      return new provproto.CheckResponse().setInputs(structOf(result.inputs ?? {})).setFailuresList(failures);
    }),
    diff: serve(async (request: provproto.DiffRequest) => {
      const { rules: kindRules, replaceOnChanges } = rulesOf(request);
      const result = await kindRules.diff(request.getId(), valuesOf(request.getOlds()), valuesOf(request.getNews()));
      const response = new provproto.DiffResponse()
        .setChanges(result.changes ? provproto.DiffResponse.DiffChanges.DIFF_SOME : provproto.DiffResponse.DiffChanges.DIFF_NONE)
        .setReplacesList(result.replaces ?? [])
        .setDeletebeforereplace(result.deleteBeforeReplace ?? false)
        .setDiffsList(Object.keys(result.detailedDiff).map((key) => key.split(/[.[]/)[0]!))
        .setHasdetaileddiff(true);
      for (const [property, change] of Object.entries(result.detailedDiff)) {
        const replaces = (replaceOnChanges as readonly string[]).includes(property.split(/[.[]/)[0]!);
        response.getDetaileddiffMap().set(property, new provproto.PropertyDiff().setKind(changeKinds[change][replaces ? 1 : 0]!).setInputdiff(true));
      }
      return response;
    }),
    create: serve(async (request: provproto.CreateRequest) => {
      const { rules: kindRules, secrets } = rulesOf(request);
      const news = valuesOf(request.getProperties());
      // A preview's create: the engine shows the inputs; nothing is sent.
      if (request.getPreview()) return new provproto.CreateResponse().setProperties(structOf(news));
      const { id, outs } = await kindRules.create(news);
      return new provproto.CreateResponse().setId(id).setProperties(structOf(outs, secrets));
    }),
    read: serve(async (request: provproto.ReadRequest) => {
      const { rules: kindRules, secrets } = rulesOf(request);
      // An import sends the id alone: the rules then read every input the server has.
      const result = await kindRules.read!(request.getId(), { ...valuesOf(request.getInputs()), ...valuesOf(request.getProperties()) });
      const response = new provproto.ReadResponse().setId(result.id ?? "").setProperties(structOf(result.props ?? {}, secrets));
      return result.inputs === undefined ? response : response.setInputs(structOf(result.inputs));
    }),
    update: serve(async (request: provproto.UpdateRequest) => {
      const { rules: kindRules, secrets } = rulesOf(request);
      const news = valuesOf(request.getNews());
      if (request.getPreview()) return new provproto.UpdateResponse().setProperties(structOf({ ...valuesOf(request.getOlds()), ...news }, secrets));
      const result = await kindRules.update!(request.getId(), valuesOf(request.getOlds()), news);
      return new provproto.UpdateResponse().setProperties(structOf(result.outs ?? {}, secrets));
    }),
    delete: serve(async (request: provproto.DeleteRequest) => {
      const { rules: kindRules } = rulesOf(request);
      await kindRules.delete!(request.getId(), valuesOf(request.getProperties()));
      return new emptyproto.Empty();
    }),
    invoke: serve(async (request: provproto.InvokeRequest) => {
      const token = request.getTok();
      const found = token.startsWith(tokenPrefix) ? dataSourceFunctions[token.slice(tokenPrefix.length)] : undefined;
      if (found === undefined) throw new Error(`${token} is not a function of the ${packageName} package`);
      const args = valuesOf(request.getArgs());
      const { failures } = checkInputs(found.args, args);
      const response = new provproto.InvokeResponse();
      if (failures !== undefined) {
        return response.setFailuresList(failures.map((failure) => new provproto.CheckFailure().setProperty(failure.property).setReason(failure.reason)));
      }
      const result = await found.read(api(), args);
      // A result that is not an object travels as the property `res`, as Pulumi's SDKs unwrap it.
      return response.setReturn(structOf(Array.isArray(result) ? { res: result } : (result as Values)));
    }),
    cancel: serve(async () => new emptyproto.Empty()),
    getMapping: serve(async () => new provproto.GetMappingResponse()),
    getMappings: serve(async () => new provproto.GetMappingsResponse()),
    attach: serve(async () => new emptyproto.Empty()),
    handshake: unimplemented("Handshake"),
    parameterize: unimplemented("Parameterize"),
    construct: unimplemented("Construct"),
    call: unimplemented("Call"),
    list: (call) => call.emit("error", { code: grpc.status.UNIMPLEMENTED, details: `List is not implemented by the ${packageName} provider` }),
  };
}
