// The Pulumi package schema of this provider, built from what the provider itself runs on: the
// resource registry (each kind's zod inputs and computed outputs), the provider settings and the
// data source functions. A resource or function added to those registries appears here unchanged:
// this is the package schema's adapter over the resource definitions.
import { z } from "zod";
import { configNamespace, providerSettings } from "../../provider/config/provider-config";
import { dataSourceFunctions } from "../../provider/data-sources";
import type { ResourceSchema } from "../../provider/core/resource-definition";
import { resourceDefinitions } from "../../provider/resource-definitions";
import { type JsonSchema, type PropertiesSpec, type PropertySpec, PulumiTypes, pascal, singular } from "./pulumi-types";

/** What the schema takes from package.json. */
export interface PackageMetadata {
  name: string;
  version: string;
  description: string;
  keywords?: string[];
  license?: string;
  /** The person or organization publishing the package: the schema's `publisher`. */
  author?: string;
  /** Where the source lives; a Go module's path is derived from it. */
  repository?: { url: string };
}

/** The type token Pulumi records for a kind: dynamic resources all belong to `pulumi-nodejs`. */
export function dynamicTypeToken(kind: string): string {
  return `pulumi-nodejs:dynamic/${configNamespace}:${kind}`;
}

/** Inputs as users write them (before transforms such as sorting), with zod's descriptions. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input" });
}

function resourceSpec(kind: string, definition: ResourceSchema<z.ZodObject>, types: PulumiTypes) {
  const inputs = types.properties(jsonSchema(definition.inputs), kind);
  const computed = types.properties(jsonSchema(definition.computedOutputs), kind);
  for (const name of definition.secretOutputs) {
    if (!(name in computed.properties)) throw new Error(`${kind}: secret output ${name} is not a computed output`);
    computed.properties[name] = { ...computed.properties[name], secret: true };
  }
  for (const [name, sources] of Object.entries(definition.derivedOutputs)) {
    if (!(name in computed.properties)) throw new Error(`${kind}: derived output ${name} is not a computed output`);
    const unknown = sources.filter((input) => !(input in inputs.properties));
    if (unknown.length > 0) throw new Error(`${kind}: derived output ${name} names ${unknown.join(", ")}, which are not inputs`);
    const spec = computed.properties[name]!;
    const named = sources.map((input) => `\`${input}\``).join(", ");
    const rule = `Secret whenever ${sources.length > 1 ? `any of ${named}` : named} is secret.`;
    computed.properties[name] = { ...spec, description: spec.description ? `${spec.description} ${rule}` : rule };
  }
  const replacing = new Set<string>(definition.replaceOnChanges ?? []);
  const inputProperties = Object.fromEntries(
    Object.entries(inputs.properties).map(([name, spec]): [string, PropertySpec] => [
      name,
      replacing.has(name) ? { ...spec, willReplaceOnChanges: true } : spec,
    ]),
  );
  return {
    description: definition.description,
    // Pulumi records dynamic resources under this token, in state and in `pulumi preview`.
    aliases: [{ type: dynamicTypeToken(kind) }],
    inputProperties,
    ...(inputs.required && { requiredInputs: inputs.required }),
    // The outputs hold the declared inputs (as the server has them) and the computed fields.
    properties: { ...inputs.properties, ...computed.properties },
    required: [...(inputs.required ?? []), ...(computed.required ?? [])],
  };
}

function functionSpec(name: string, fn: (typeof dataSourceFunctions)[string], types: PulumiTypes) {
  const named = pascal(name.replace(/^get/, ""));
  // A list of a resource's objects (getTeams) names its items `ListedTeam`: a type may not share a resource's token.
  const typeName = singular(named) in resourceDefinitions ? `Listed${named}` : named;
  const result = jsonSchema(fn.result);
  // An object result is described inline; any other result (a list) as a type.
  const outputs: PropertiesSpec | PropertySpec =
    result.type === "object" ? types.properties(result, typeName) : types.property(result, typeName);
  const args = types.properties(jsonSchema(fn.args), `${typeName}Args`);
  // A function without arguments has inputs `{}`: what Pulumi serves for an empty object spec, so the
  // plugin's `get-schema` answer and this file stay equal.
  const inputs: Partial<PropertiesSpec> = Object.keys(args.properties).length > 0 ? args : {};
  return { description: fn.description, inputs, outputs };
}

function configSpec(types: PulumiTypes) {
  const variables = Object.fromEntries(
    Object.entries(providerSettings).map(([name, setting]) => [
      name,
      {
        ...types.property(jsonSchema(setting.schema), pascal(name)),
        description: setting.description,
        ...(setting.secret && { secret: true }),
        defaultInfo: { environment: [setting.env] },
      },
    ]),
  );
  const required = Object.entries(providerSettings)
    .filter(([, setting]) => !setting.schema.safeParse(undefined).success)
    .map(([name]) => name);
  return { variables, defaults: required };
}

/**
 * The provider resource (an explicit `new Provider(...)` in any language): its inputs are the config
 * variables, without their environment defaults. The plugin falls back to the environment itself,
 * so the generated SDKs send only what a program sets and never copy the program's environment into
 * state. Secret variables stay secret inputs, which the SDKs wrap as secrets.
 */
function providerSpec(config: ReturnType<typeof configSpec>) {
  return {
    description:
      "An explicit instance of the provider: its own configuration, client, rate-limit budget and token cache. " +
      "Pass it as a resource's provider to manage another organization in the same stack. Settings left out fall back to their environment variables.",
    inputProperties: Object.fromEntries(
      Object.entries(config.variables).map(([name, { defaultInfo: _environment, ...variable }]) => [name, variable]),
    ),
  };
}

/** `https://github.com/o/r` from npm's `git+https://github.com/o/r.git` form. */
function repositoryUrl(metadata: PackageMetadata): string | undefined {
  return metadata.repository?.url.replace(/^git\+/, "").replace(/\.git$/, "");
}

/**
 * Where the engine fetches the plugin when it is not installed: the repository's GitHub releases in
 * Pulumi's `github://` form (release `v<version>`, asset
 * `pulumi-resource-<name>-v<version>-<os>-<arch>.tar.gz`, the archive `npm run plugin` writes). The
 * generated SDKs ask for the plugin with this URL and the package's version.
 */
function pluginDownloadUrl(metadata: PackageMetadata): string | undefined {
  const repository = repositoryUrl(metadata);
  if (repository === undefined) return undefined;
  const { host, pathname } = new URL(repository);
  return host === "github.com" ? `github://api.github.com${pathname}` : undefined;
}

/**
 * What Pulumi's code generators need per language (scripts/codegen): package names derived from the
 * npm name, the Go import path from the repository, as Pulumi's own providers lay them out
 * (`<repository>/sdk/go/<package>`).
 */
function languageSpec(metadata: PackageMetadata) {
  const repository = repositoryUrl(metadata);
  const modulePath = repository === undefined ? undefined : `${new URL(repository).host}${new URL(repository).pathname}/sdk/go`;
  return {
    csharp: { rootNamespace: "Pulumi", namespaces: { [configNamespace]: "SupportPlatform" } },
    ...(modulePath && { go: { importBasePath: `${modulePath}/${configNamespace}`, modulePath } }),
    nodejs: { packageName: metadata.name },
    python: { packageName: metadata.name.replace(/-/g, "_"), pyproject: { enabled: true } },
  };
}

export function packageSchema(metadata: PackageMetadata) {
  const types = new PulumiTypes(configNamespace);
  const config = configSpec(types);
  const resources = Object.fromEntries(
    Object.entries(resourceDefinitions).map(([kind, definition]) => [
      `${configNamespace}:index:${kind}`,
      resourceSpec(kind, definition, types),
    ]),
  );
  const functions = Object.fromEntries(
    Object.entries(dataSourceFunctions).map(([name, fn]) => [`${configNamespace}:index:${name}`, functionSpec(name, fn, types)]),
  );
  return {
    name: configNamespace,
    version: metadata.version,
    description: metadata.description,
    ...(metadata.keywords && { keywords: metadata.keywords }),
    ...(metadata.license && { license: metadata.license }),
    ...(metadata.author && { publisher: metadata.author }),
    ...(repositoryUrl(metadata) && { repository: repositoryUrl(metadata) }),
    ...(pluginDownloadUrl(metadata) && { pluginDownloadURL: pluginDownloadUrl(metadata) }),
    // Generated SDKs record the package's version and ask the engine for the plugin of that version.
    meta: { supportPack: true },
    language: languageSpec(metadata),
    config,
    provider: providerSpec(config),
    types: types.types,
    resources,
    functions,
  };
}

/** schema.json's exact text: stable key order, two-space indentation, a final newline. */
export function schemaText(schema: ReturnType<typeof packageSchema>): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
