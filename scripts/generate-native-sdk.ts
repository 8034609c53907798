// `npm run native-sdk`: writes provider/native/index.ts, the typed program SDK of the native plugin
// (`pulumi-support-platform/native`), from schema.json, the way Pulumi's Node.js code generator
// shapes one (a class per resource with its token and typed outputs, a Provider whose arguments are
// the config variables, the functions with their Output forms), without what needs a plugin
// download. The pinned CLI's `pulumi package gen-sdk` needs a language host that can generate
// code, which the offline one cannot.
import * as fs from "node:fs";
import * as path from "node:path";

interface Property {
  type?: string;
  $ref?: string;
  items?: Property;
  additionalProperties?: Property;
  description?: string;
  secret?: boolean;
}
interface ObjectType {
  type: string;
  properties?: Record<string, Property>;
  required?: string[];
  enum?: { value: string }[];
  description?: string;
}
interface Resource {
  description: string;
  aliases?: { type: string }[];
  inputProperties: Record<string, Property>;
  requiredInputs?: string[];
  properties: Record<string, Property>;
  required?: string[];
}
interface PackageSchema {
  name: string;
  config: { variables: Record<string, Property> };
  types: Record<string, ObjectType>;
  resources: Record<string, Resource>;
  functions: Record<string, { description: string; inputs: ObjectType; outputs: ObjectType & Property }>;
}

const repoRoot = [path.join(__dirname, ".."), path.join(__dirname, "..", "..")].find((folder) =>
  fs.existsSync(path.join(folder, "schema.json")),
)!;
const target = path.join(repoRoot, "provider", "native", "index.ts");

const shortName = (token: string) => token.split(":").pop()!;
const doc = (text: string | undefined, indent: string) =>
  text === undefined ? "" : `${indent}/** ${text.replace(/\*\//g, "*\\/").replace(/\n/g, `\n${indent} * `)} */\n`;

/** The TypeScript type of a schema property; `input` wraps every level in pulumi.Input, as programs pass Outputs anywhere. */
function typeOf(property: Property, input: boolean): string {
  const wrap = (type: string) => (input ? `pulumi.Input<${type}>` : type);
  // Any JSON value: `unknown`, so a program narrows it before use, as it does the dynamic face's outputs.
  if (property.$ref === "pulumi.json#/Any") return "unknown";
  if (property.$ref !== undefined) return wrap(`${input ? "inputs" : "outputs"}.${shortName(property.$ref)}`);
  switch (property.type) {
    case "string":
      return wrap("string");
    case "boolean":
      return wrap("boolean");
    case "integer":
    case "number":
      return wrap("number");
    case "array":
      return wrap(`${typeOf(property.items!, input)}[]`);
    case "object":
      return wrap(`{ [key: string]: ${typeOf(property.additionalProperties ?? { $ref: "pulumi.json#/Any" }, input)} }`);
    default:
      throw new Error(`generate-native-sdk: no TypeScript type for ${JSON.stringify(property)}`);
  }
}

function fields(
  properties: Record<string, Property>,
  required: readonly string[],
  input: boolean,
  indent: string,
  declare = false,
): string {
  return Object.entries(properties)
    .map(([name, property]) => {
      const optional = required.includes(name) ? "" : "?";
      const type = declare ? `pulumi.Output<${typeOf(property, false)}${optional ? " | undefined" : ""}>` : typeOf(property, input);
      return `${doc(property.description, indent)}${indent}${declare ? "declare readonly " : "readonly "}${name}${declare ? "" : optional}: ${type};`;
    })
    .join("\n");
}

function objectTypes(schema: PackageSchema, input: boolean): string {
  return Object.entries(schema.types)
    .map(([token, type]) => {
      if (type.enum !== undefined)
        return `${doc(type.description, "  ")}  export type ${shortName(token)} = ${type.enum.map((item) => JSON.stringify(item.value)).join(" | ")};`;
      return `${doc(type.description, "  ")}  export interface ${shortName(token)} {\n${fields(type.properties ?? {}, type.required ?? [], input, "    ")}\n  }`;
    })
    .join("\n");
}

function resourceClass(token: string, resource: Resource): string {
  const name = shortName(token);
  const secrets = Object.entries(resource.properties)
    .filter(([, property]) => property.secret)
    .map(([key]) => key);
  const required = resource.requiredInputs ?? [];
  return `${doc(resource.description, "")}export class ${name} extends pulumi.CustomResource {
  /** @internal */
  static readonly __pulumiType = ${JSON.stringify(token)};

  /** The existing ${name} with this id, read into the program without managing it. */
  static get(name: string, id: pulumi.Input<pulumi.ID>, opts?: pulumi.CustomResourceOptions): ${name} {
    return new ${name}(name, undefined, { ...opts, id });
  }

  /** Whether \`obj\` is a ${name}, even one made by another copy of this package. */
  static isInstance(obj: unknown): obj is ${name} {
    return typeof obj === "object" && obj !== null && (obj as { __pulumiType?: string }).__pulumiType === ${name}.__pulumiType;
  }

${fields(resource.properties, resource.required ?? [], false, "  ", true)}

  constructor(name: string, args: ${name}Args, opts?: pulumi.CustomResourceOptions);
  constructor(name: string, args: ${name}Args | undefined, opts: pulumi.CustomResourceOptions & { id: pulumi.Input<pulumi.ID> });
  constructor(name: string, args: ${name}Args | undefined, opts: pulumi.CustomResourceOptions = {}) {
    if (opts.id === undefined) {
      for (const key of ${JSON.stringify(required)} as const) {
        if (args?.[key] === undefined) throw new Error(\`${name} \${name}: missing required property '\${key}'\`);
      }
    }
    // Every property is registered, so each output exists; a read by id (\`get\`) sends none of them.
    const inputs: pulumi.Inputs = {};
    for (const key of ${JSON.stringify(Object.keys(resource.properties))}) inputs[key] = opts.id === undefined ? (args as pulumi.Inputs | undefined)?.[key] : undefined;
    // The dynamic resource's type as an alias: a stack moves from the dynamic face by switching its imports.
    super(${name}.__pulumiType, name, inputs, pulumi.mergeOptions(opts, { additionalSecretOutputs: ${JSON.stringify(secrets)}, aliases: ${JSON.stringify(resource.aliases ?? [])} }));
  }
}

/** The arguments of a {@link ${name}}. */
export interface ${name}Args {
${fields(resource.inputProperties, required, true, "  ")}
}
`;
}

function providerClass(schema: PackageSchema): string {
  const variables = schema.config.variables;
  const secrets = Object.entries(variables)
    .filter(([, variable]) => variable.secret)
    .map(([key]) => key);
  return `/**
 * An explicit instance of the ${schema.name} provider: its own configuration, client, rate-limit
 * budget and token cache. Pass it as \`{ provider }\` to manage another organization in the same stack.
 * Settings left out fall back to their environment variables.
 */
export class Provider extends pulumi.ProviderResource {
  /** @internal */
  static readonly __pulumiType = ${JSON.stringify(schema.name)};

  constructor(name: string, args: ProviderArgs = {}, opts: pulumi.ResourceOptions = {}) {
    const inputs: pulumi.Inputs = { ...args };
    for (const key of ${JSON.stringify(secrets)} as const) if (args[key] !== undefined) inputs[key] = pulumi.secret(args[key]);
    super(Provider.__pulumiType, name, inputs, opts);
  }
}

/** The settings of a {@link Provider}: the package's config variables. */
export interface ProviderArgs {
${fields(variables, [], true, "  ")}
}
`;
}

function functionPair(token: string, fn: PackageSchema["functions"][string]): string {
  const name = shortName(token);
  const title = name[0]!.toUpperCase() + name.slice(1);
  // A result that is not an object travels as the property \`res\`.
  const objectResult = fn.outputs.properties !== undefined;
  const result = objectResult ? `${title}Result` : typeOf(fn.outputs, false);
  const unwrap = objectResult ? "" : ".res";
  // A function whose arguments are all optional (getTeams takes none) may be called without them.
  const argsDefault = (fn.inputs.required ?? []).length === 0 ? " = {}" : "";
  return `${objectResult ? `/** What {@link ${name}} answers. */\nexport interface ${title}Result {\n${fields(fn.outputs.properties!, fn.outputs.required ?? [], false, "  ")}\n}\n\n` : ""}/** The arguments of {@link ${name}}. */
export interface ${title}Args {
${fields(fn.inputs.properties ?? {}, fn.inputs.required ?? [], false, "  ")}
}

/** The arguments of {@link ${name}Output}: each may be an Output. */
export interface ${title}OutputArgs {
${fields(fn.inputs.properties ?? {}, fn.inputs.required ?? [], true, "  ")}
}

${doc(fn.description, "")}export async function ${name}(args: ${title}Args${argsDefault}, opts?: pulumi.InvokeOptions): Promise<${result}> {
  return (await pulumi.runtime.invoke(${JSON.stringify(token)}, { ...args }, opts))${unwrap};
}

${doc(fn.description, "")}export function ${name}Output(args: ${title}OutputArgs${argsDefault}, opts?: pulumi.InvokeOutputOptions): pulumi.Output<${result}> {
  return pulumi.runtime.invokeOutput<${objectResult ? result : `{ res: ${result} }`}>(${JSON.stringify(token)}, { ...args }, opts)${objectResult ? "" : ".apply((answer) => answer.res)"};
}
`;
}

export function nativeSdk(schema: PackageSchema): string {
  return `// Generated from schema.json by scripts/generate-native-sdk.ts (\`npm run native-sdk\`); do not edit.
// The typed program SDK of the native plugin pulumi-resource-supportplatform: \`pulumi-support-platform/native\`.
import * as pulumi from "@pulumi/pulumi";

/** Object types of resource arguments: each property may be an Output. */
export namespace inputs {
${objectTypes(schema, true)}
}

/** Object types of resource outputs. */
export namespace outputs {
${objectTypes(schema, false)}
}

${providerClass(schema)}
${Object.entries(schema.resources)
  .map(([token, resource]) => resourceClass(token, resource))
  .join("\n")}
${Object.entries(schema.functions)
  .map(([token, fn]) => functionPair(token, fn))
  .join("\n")}`;
}

if (require.main === module) {
  const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, "schema.json"), "utf8")) as PackageSchema;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, nativeSdk(schema));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
