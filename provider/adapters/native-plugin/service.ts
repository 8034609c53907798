// The resource provider service of the native plugin `pulumi-resource-supportplatform`: the resource
// rules every face shares (resource-rules.ts), over the same definitions, served over Pulumi's gRPC
// protocol. Each explicit provider instance is its own plugin process, so a process holds one
// configuration, one client, one rate-limit budget and one token cache.
import * as fs from "node:fs";
import * as grpc from "@grpc/grpc-js";
import * as plugproto from "@pulumi/pulumi/proto/plugin_pb";
import type * as provrpc from "@pulumi/pulumi/proto/provider_grpc_pb";
import * as provproto from "@pulumi/pulumi/proto/provider_pb";
import * as emptyproto from "google-protobuf/google/protobuf/empty_pb";
import { configNamespace, type ProviderConfig, resolveProviderConfig } from "../../config/provider-config";
import { checkInputs } from "../../core/check-inputs";
import { holdsCredential } from "../../core/credential-like";
import { userMessage } from "../../core/errors";
import { type OutputSecrecy, secretOutputKeys } from "../../core/output-secrecy";
import { PartialCreateError } from "../../core/partial-create-error";
import { topLevelProperty } from "../../core/property-path";
import type { PlatformApi } from "../../core/platform-api";
import { dataSourceFunctions } from "../../data-sources";
import { isResourceKind, resourceDefinitions, settingsNeededBy, type SomeResourceDefinition } from "../../resource-definitions";
import type { PropertyChange } from "../detailed-diff";
import { type ConfigurationFacts, explainingRefusal } from "../credential-hints";
import { configCheckFailures, engineCheckFailures, engineCheckWarnings } from "../engine-check-failures";
import { type ResourceRules, resourceRules, type Values } from "../resource-rules";
import { SecretInputsSeen } from "../secret-references";
import { configChanges, configProblems, configSourceOf, currentStackConfig } from "./config";
import { packageFile } from "../../core/package-files";
import { partialCreateStatus } from "./partial-create-status";
import { decode, structOf, valuesOf } from "./values";

const packageName = configNamespace;
const tokenPrefix = `${packageName}:index:`;

type Handler<Request, Response> = grpc.handleUnaryCall<Request, Response>;

/** What serving one resource kind needs, made once per kind on first use. */
interface KindServing {
  kind: string;
  rules: ResourceRules;
  secrecy: OutputSecrecy & Pick<SomeResourceDefinition, "referencedOutputs">;
}

/** The kind of a resource from its request's type, or from its URN's (`…::supportplatform:index:Role::name`). */
function kindOf(request: { getType(): string; getUrn(): string }): string {
  const type = request.getType() || (request.getUrn().split("::")[2] ?? "").split("$").pop()!;
  if (!type.startsWith(tokenPrefix)) throw new Error(`${type} is not a resource of the ${packageName} package`);
  return type.slice(tokenPrefix.length);
}

const changeKinds: Record<PropertyChange, [plain: number, replacing: number]> = {
  add: [provproto.PropertyDiff.Kind.ADD, provproto.PropertyDiff.Kind.ADD_REPLACE],
  delete: [provproto.PropertyDiff.Kind.DELETE, provproto.PropertyDiff.Kind.DELETE_REPLACE],
  update: [provproto.PropertyDiff.Kind.UPDATE, provproto.PropertyDiff.Kind.UPDATE_REPLACE],
};

const failuresOf = (failures: readonly { property: string; reason: string }[] = []) =>
  failures.map((failure) => new provproto.CheckFailure().setProperty(failure.property).setReason(failure.reason));

/**
 * The response of a diff: changes by path, of kind *_REPLACE under a replacing input. `ofInputs`
 * says what the old side was: the old inputs (the configuration's), or else the state (a
 * resource's: the platform's values), where the CLI then looks a DELETE's old element up.
 */
export function diffResponse(
  diff: { changes: boolean; replaces: string[]; deleteBeforeReplace: boolean; detailedDiff: Record<string, PropertyChange> },
  ofInputs: boolean,
): provproto.DiffResponse {
  const response = new provproto.DiffResponse()
    .setChanges(diff.changes ? provproto.DiffResponse.DiffChanges.DIFF_SOME : provproto.DiffResponse.DiffChanges.DIFF_NONE)
    .setReplacesList(diff.replaces)
    .setDeletebeforereplace(diff.deleteBeforeReplace)
    .setDiffsList([...new Set(Object.keys(diff.detailedDiff).map(topLevelProperty))])
    .setHasdetaileddiff(true);
  for (const [property, change] of Object.entries(diff.detailedDiff)) {
    const kind = changeKinds[change][diff.replaces.includes(topLevelProperty(property)) ? 1 : 0];
    response.getDetaileddiffMap().set(property, new provproto.PropertyDiff().setKind(kind).setInputdiff(ofInputs));
  }
  return response;
}

/**
 * `warn`: where check's warnings go, each on the resource it is about (the engine's log); `note`:
 * where diff's notes go (the rules an order moves, by name), likewise.
 */
export function resourceProviderService(
  version: string,
  makeClient: (config: ProviderConfig) => PlatformApi,
  warn: (warning: string, urn: string) => void = () => undefined,
  note: (note: string, urn: string) => void = () => undefined,
): provrpc.IResourceProviderServer {
  let config: Values = {};
  let client: PlatformApi | undefined;
  /**
   * Whether the engine checked this provider's configuration before configuring it: it does when a
   * run of the program registers the provider, not when a refresh or destroy configures it from
   * state (adapters/credential-hints.ts).
   */
  let configChecked = false;
  /** Whether this is the stack's default provider, configured from the stack's `supportplatform:*` config. */
  let isDefault = false;
  const facts = (): ConfigurationFacts => {
    const current = isDefault ? currentStackConfig(process.env) : undefined;
    return {
      source: configSourceOf(config),
      env: process.env,
      recordedInState: !configChecked,
      ...(current !== undefined && { current: configSourceOf(current) }),
    };
  };
  const api = (): PlatformApi => {
    client ??= makeClient(resolveProviderConfig(configSourceOf(config)));
    return client;
  };
  const kinds = new Map<string, KindServing>();
  /** The secret inputs of the resources this process has served, for the outputs of others that carry them. */
  const seen = new SecretInputsSeen();
  const kindFor = (request: { getType(): string; getUrn(): string }): KindServing => {
    const kind = kindOf(request);
    if (!isResourceKind(kind)) throw new Error(`this version of pulumi-support-platform has no resource ${kind}; upgrade the package`);
    const known = kinds.get(kind);
    if (known !== undefined) return known;
    const definition: SomeResourceDefinition = resourceDefinitions[kind];
    const found = { kind, rules: resourceRules(definition, api), secrecy: definition };
    kinds.set(kind, found);
    return found;
  };

  /** Runs a handler's work, answering its result, or its failure as a partial create or by its message. */
  const serve =
    <Request, Response>(work: (request: Request) => Promise<Response>): Handler<Request, Response> =>
    (call, callback) => {
      work(call.request).then(
        (response) => callback(null, response),
        (error: unknown) =>
          callback(
            error instanceof PartialCreateStatus
              ? error.status
              : { code: grpc.status.UNKNOWN, details: userMessage(explainingRefusal(error, facts())) },
          ),
      );
    };

  const unimplemented =
    (name: string): Handler<unknown, never> =>
    (_call, callback) =>
      callback({ code: grpc.status.UNIMPLEMENTED, details: `${name} is not implemented by the ${packageName} provider` });

  return {
    getPluginInfo: serve(async () => new plugproto.PluginInfo().setVersion(version)),
    getSchema: serve(async () => new provproto.GetSchemaResponse().setSchema(fs.readFileSync(packageFile("schema.json"), "utf8"))),
    checkConfig: serve(async (request: provproto.CheckRequest) => {
      configChecked = true;
      const problems = configProblems(valuesOf(request.getNews()));
      return new provproto.CheckResponse().setInputs(request.getNews()).setFailuresList(failuresOf(configCheckFailures(problems)));
    }),
    diffConfig: serve(async (request: provproto.DiffRequest) => {
      const changes = configChanges(valuesOf(request.getOldInputs() ?? request.getOlds()), valuesOf(request.getNews()));
      return diffResponse(
        { changes: Object.keys(changes).length > 0, replaces: [], deleteBeforeReplace: false, detailedDiff: changes },
        true,
      );
    }),
    configure: serve(async (request: provproto.ConfigureRequest) => {
      config = valuesOf(request.getArgs());
      client = undefined;
      isDefault = (request.getName() ?? "").startsWith("default");
      return new provproto.ConfigureResponse().setAcceptsecrets(true).setSupportspreview(true).setAcceptresources(false);
    }),
    check: serve(async (request: provproto.CheckRequest) => {
      const { values, secrets } = decode(request.getNews());
      const kind = kindOf(request);
      const result = kindFor(request).rules.check(values);
      // What the kind needs of the configuration (a WebhookApp, the apps host) is judged with its inputs.
      const needs = isResourceKind(kind) ? settingsNeededBy[kind] : undefined;
      const configFailures = needs === undefined ? [] : configCheckFailures(configProblems(config, process.env, { kind, settings: needs }));
      const failures = [...configFailures, ...engineCheckFailures(result.failures ?? [], secrets)];
      for (const warning of engineCheckWarnings(result.warnings, secrets)) warn(warning, request.getUrn());
      return new provproto.CheckResponse().setInputs(structOf(result.inputs ?? values, secrets)).setFailuresList(failuresOf(failures));
    }),
    diff: serve(async (request: provproto.DiffRequest) => {
      const { kind, rules, secrecy } = kindFor(request);
      const olds = decode(request.getOlds());
      const news = decode(request.getNews());
      seen.record(kind, request.getId(), news.secrets);
      const diff = rules.diff(olds.values, news.values);
      // A note quotes values of state and inputs, and of the resources they list: where any of them
      // is secret, it says nothing. It names its resource, since `pulumi preview --diff` prints it
      // apart from the resource's diff.
      const resource = `${kind} ${request.getUrn().split("::").pop()}`;
      const referenced = [...seen.secretOutputs(secrecy, olds.values), ...seen.secretOutputs(secrecy, news.values)];
      if (olds.secrets.length === 0 && news.secrets.length === 0 && referenced.length === 0)
        for (const line of diff.notes) note(`${resource} ${line}`, request.getUrn());
      return diffResponse(diff, false);
    }),
    create: serve(async (request: provproto.CreateRequest) => {
      const { kind, rules, secrecy } = kindFor(request);
      const { values: news, secrets } = decode(request.getProperties());
      const hidden = [...secretOutputKeys(secrecy, secrets), ...seen.secretOutputs(secrecy, news)];
      // A preview's create: the engine shows the inputs; nothing is sent.
      if (request.getPreview()) return new provproto.CreateResponse().setProperties(structOf(news, secrets));
      try {
        const { id, outs } = await rules.create(news);
        seen.record(kind, id, secrets);
        return new provproto.CreateResponse().setId(id).setProperties(structOf(outs, hidden));
      } catch (error) {
        if (!(error instanceof PartialCreateError)) throw error;
        throw new PartialCreateStatus(partialCreateStatus(error.message, error.id, structOf(error.state as Values, hidden)));
      }
    }),
    read: serve(async (request: provproto.ReadRequest) => {
      const { kind, rules, secrecy } = kindFor(request);
      // An import sends the id alone: the rules then read every input the server has.
      const { values: state, secrets: secretInState } = decode(request.getProperties());
      const result = await rules.read(request.getId(), state);
      // An import knows nothing of the program's secrets yet: inputs that look like credentials
      // are recorded secret, and the outputs built from inputs stay secret until an update
      // recomputes them from the inputs the program declares.
      const importing = Object.keys(state).length === 0;
      const credentials = importing ? Object.keys(result.inputs ?? {}).filter((key) => holdsCredential(result.inputs![key])) : [];
      // What was secret stays secret: in state, or among the inputs a refresh sends beside it.
      const secrets = [...new Set([...secretInState, ...decode(request.getInputs()).secrets, ...credentials])];
      seen.record(kind, result.id, secrets);
      const hidden = [
        ...secretOutputKeys(secrecy, secrets),
        ...(importing ? Object.keys(secrecy.derivedOutputs) : []),
        ...seen.secretOutputs(secrecy, result.props),
      ];
      const response = new provproto.ReadResponse().setId(result.id).setProperties(structOf(result.props, hidden));
      return result.inputs === undefined ? response : response.setInputs(structOf(result.inputs, secrets));
    }),
    update: serve(async (request: provproto.UpdateRequest) => {
      const { kind, rules, secrecy } = kindFor(request);
      const { values: news, secrets } = decode(request.getNews());
      const { values: olds, secrets: secretInState } = decode(request.getOlds());
      seen.record(kind, request.getId(), secrets);
      const hidden = [...secretOutputKeys(secrecy, secrets), ...seen.secretOutputs(secrecy, news)];
      // A preview answers the old outputs beside the new inputs: what was secret in them stays so.
      if (request.getPreview())
        return new provproto.UpdateResponse().setProperties(structOf({ ...olds, ...news }, [...hidden, ...secretInState]));
      const { outs } = await rules.update(request.getId(), olds, news);
      return new provproto.UpdateResponse().setProperties(structOf(outs, hidden));
    }),
    delete: serve(async (request: provproto.DeleteRequest) => {
      await kindFor(request).rules.delete(request.getId(), valuesOf(request.getProperties()));
      return new emptyproto.Empty();
    }),
    invoke: serve(async (request: provproto.InvokeRequest) => {
      const token = request.getTok();
      const found = token.startsWith(tokenPrefix) ? dataSourceFunctions[token.slice(tokenPrefix.length)] : undefined;
      if (found === undefined) throw new Error(`${token} is not a function of the ${packageName} package`);
      const args = valuesOf(request.getArgs());
      const { failures } = checkInputs(found.args, args);
      const response = new provproto.InvokeResponse();
      if (failures !== undefined) return response.setFailuresList(failuresOf(failures));
      const result = await found.read(api(), args);
      // A result that is not an object travels as the property `res`, as Pulumi's SDKs unwrap it.
      const properties = Array.isArray(result) ? { res: result } : (result as Values);
      // What looks like a credential (a URL with a token) is secret, as in an import: the SDKs see
      // secrets only on top-level properties, so the whole property that holds one is.
      const credentials = Object.keys(properties).filter((key) => holdsCredential(properties[key]));
      return response.setReturn(structOf(properties, credentials));
    }),
    cancel: serve(async () => new emptyproto.Empty()),
    getMapping: serve(async () => new provproto.GetMappingResponse()),
    getMappings: serve(async () => new provproto.GetMappingsResponse()),
    attach: serve(async () => new emptyproto.Empty()),
    handshake: unimplemented("Handshake"),
    parameterize: unimplemented("Parameterize"),
    construct: unimplemented("Construct"),
    call: unimplemented("Call"),
    list: (call) =>
      call.emit("error", { code: grpc.status.UNIMPLEMENTED, details: `List is not implemented by the ${packageName} provider` }),
  };
}

/** Carries a partial create's gRPC status from the create handler to the answer. */
class PartialCreateStatus extends Error {
  constructor(readonly status: Partial<grpc.StatusObject>) {
    super(status.details);
  }
}
