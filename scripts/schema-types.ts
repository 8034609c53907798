// schema.json's types as plain TypeScript, for the dynamic face's program side
// (scripts/generate-program-classes.ts writes them with the classes): the package schema's shape,
// the TypeScript type of a property, a class's output declarations, the arguments' interfaces.
import * as fs from "node:fs";
import * as path from "node:path";

export interface Property {
  type?: string;
  $ref?: string;
  items?: Property;
  additionalProperties?: Property;
  description?: string;
  secret?: boolean;
}
export interface ObjectType {
  type: string;
  properties?: Record<string, Property>;
  required?: string[];
  enum?: { value: string }[];
  description?: string;
}
export interface Resource {
  description: string;
  aliases?: { type: string }[];
  inputProperties: Record<string, Property>;
  requiredInputs?: string[];
  properties: Record<string, Property>;
  required?: string[];
}
export interface PackageSchema {
  name: string;
  config: { variables: Record<string, Property> };
  types: Record<string, ObjectType>;
  resources: Record<string, Resource>;
  functions: Record<string, { description: string; inputs: ObjectType; outputs: ObjectType & Property }>;
}

export const repoRoot = [path.join(__dirname, ".."), path.join(__dirname, "..", "..")].find((folder) =>
  fs.existsSync(path.join(folder, "schema.json")),
)!;

export const shortName = (token: string) => token.split(":").pop()!;
export const doc = (text: string | undefined, indent: string) =>
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
      throw new Error(`schema-types: no TypeScript type for ${JSON.stringify(property)}`);
  }
}

export function fields(
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

/** A resource's outputs as its class declares them: every property, each an Output. */
export function outputDeclarations(resource: Resource): string {
  return fields(resource.properties, resource.required ?? [], false, "  ", true);
}

/** The arguments of resource `name`'s class: each property may be an Output, at any depth. */
function argsInterface(name: string, resource: Resource): string {
  return `/** The arguments of a {@link ${name}}. */
export interface ${name}Args {
${fields(resource.inputProperties, resource.requiredInputs ?? [], true, "  ")}
}
`;
}

/** The arguments of function `token`, plain values: a program passes resolved ones (the `…Output` forms take Inputs of them). */
function functionArgs(token: string, fn: PackageSchema["functions"][string]): string {
  const name = shortName(token);
  const title = name[0]!.toUpperCase() + name.slice(1);
  return `/** The arguments of ${name}. */
export interface ${title}Args {
${fields(fn.inputs.properties ?? {}, fn.inputs.required ?? [], false, "  ")}
}
`;
}

/** The text of provider/program/program-types.ts: schema.json's types as plain TypeScript. */
export function programTypes(schema: PackageSchema): string {
  return `// Generated from schema.json by scripts/generate-program-classes.ts (\`npm run program-classes\`); do not edit.
// The types a program sees of the dynamic face (its classes' arguments and outputs, its functions'
// arguments and results), plain TypeScript from schema.json: a program type-checks none of the
// provider's schema library.
import type * as pulumi from "@pulumi/pulumi";

/** Object types of resource arguments: each property may be an Output. */
export namespace inputs {
${objectTypes(schema, true)}
}

/** Object types of resource outputs and function results. */
export namespace outputs {
${objectTypes(schema, false)}
}

${Object.entries(schema.resources)
  .map(([token, resource]) => argsInterface(shortName(token), resource))
  .join("\n")}
${Object.entries(schema.functions)
  .map(([token, fn]) => functionArgs(token, fn))
  .join("\n")}`;
}
