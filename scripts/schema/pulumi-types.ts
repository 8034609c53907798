// Turns the JSON Schema that zod emits (draft 2020-12) into Pulumi package schema type specs.
// Pulumi allows objects and enums only as named types under `types`, so nested ones are hoisted
// there, named after where they first appear (`permissions` of Role → `RolePermission`), and
// structurally identical ones share one type. A construct Pulumi cannot express (a union, a
// constant) fails the generation instead of being described wrongly.
import type { z } from "zod";

export type JsonSchema = z.core.JSONSchema.BaseSchema;

/** A property or type reference of a Pulumi schema. */
export interface PropertySpec {
  type?: "string" | "integer" | "number" | "boolean" | "array" | "object";
  $ref?: string;
  items?: PropertySpec;
  additionalProperties?: PropertySpec;
  description?: string;
  default?: string | number | boolean;
  secret?: boolean;
  willReplaceOnChanges?: boolean;
}

export interface ObjectTypeSpec {
  type: "object";
  description?: string;
  properties: Record<string, PropertySpec>;
  required?: string[];
}

export interface EnumTypeSpec {
  type: "string";
  enum: { value: string }[];
}

/** Properties of an object, with the names of those always present. */
export interface PropertiesSpec {
  properties: Record<string, PropertySpec>;
  required?: string[];
}

const anyValue: PropertySpec = { $ref: "pulumi.json#/Any" };
const scalarTypes = new Set(["string", "integer", "number", "boolean"]);
/** The keywords converted, and those that only narrow a value (checked by zod, not by Pulumi). */
const knownKeywords = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "enum",
  "description",
  "default",
  "$schema",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "propertyNames",
]);

/** Collects the named types of one package while its properties are converted. */
export class PulumiTypes {
  readonly types: Record<string, ObjectTypeSpec | EnumTypeSpec> = {};
  /** Token of each hoisted type, by its structure. */
  private readonly tokens = new Map<string, string>();

  constructor(private readonly packageName: string) {}

  /** The properties of an object schema; nested types are named `typeName` + the property's name. */
  properties(schema: JsonSchema, typeName: string): PropertiesSpec {
    if (schema.type !== "object" || schema.properties === undefined) {
      throw new Error(`${typeName}: expected an object with properties, got ${JSON.stringify(schema)}`);
    }
    const properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, this.property(asSchema(property, name), typeName + pascal(name))]),
    );
    const required = schema.required?.filter((name) => name in properties) ?? [];
    return { properties, ...(required.length > 0 && { required }) };
  }

  /** The Pulumi form of one value's schema; `typeName` names the type hoisted for it, if any. */
  property(schema: JsonSchema, typeName: string): PropertySpec {
    const described = schema.description === undefined ? {} : { description: schema.description };
    return { ...this.shape(schema, typeName), ...described, ...defaultOf(schema, typeName) };
  }

  private shape(schema: JsonSchema, typeName: string): PropertySpec {
    const unsupported = Object.keys(schema).filter((key) => !knownKeywords.has(key));
    if (unsupported.length > 0 || Array.isArray(schema.type)) {
      throw new Error(`${typeName}: ${JSON.stringify(schema)} has no Pulumi schema form (${unsupported.join(", ") || "several types"})`);
    }
    if (schema.enum !== undefined) return this.enumeration(schema, typeName);
    switch (schema.type) {
      case undefined:
        return anyValue;
      case "array":
        return { type: "array", items: this.item(asSchema(schema.items, typeName), singular(typeName)) };
      case "object":
        if (schema.properties !== undefined) return this.hoist(typeName, { type: "object", ...this.properties(schema, typeName) });
        // A map: zod's records allow any key, so only the values have a type.
        return { type: "object", additionalProperties: this.valueOfMap(schema, typeName) };
      default:
        if (!scalarTypes.has(schema.type)) throw new Error(`${typeName}: type ${schema.type} has no Pulumi schema form`);
        return { type: schema.type as PropertySpec["type"] };
    }
  }

  /** A list's item: an object's description describes its type (a list function's listed objects), not a property. */
  private item(schema: JsonSchema, typeName: string): PropertySpec {
    if (schema.type !== "object" || schema.properties === undefined || schema.description === undefined)
      return this.property(schema, typeName);
    return this.hoist(typeName, { type: "object", description: schema.description, ...this.properties(schema, typeName) });
  }

  private valueOfMap(schema: JsonSchema, typeName: string): PropertySpec {
    const values = schema.additionalProperties;
    return values === undefined || values === true || values === false
      ? anyValue
      : this.property(asSchema(values, typeName), `${typeName}Value`);
  }

  private enumeration(schema: JsonSchema, typeName: string): PropertySpec {
    const values = schema.enum!;
    if (!values.every((value): value is string => typeof value === "string")) {
      throw new Error(`${typeName}: only string enums have a Pulumi schema form, got ${JSON.stringify(values)}`);
    }
    return this.hoist(typeName, { type: "string", enum: values.map((value) => ({ value })) });
  }

  /** Adds the type under `typeName`, or reuses the token of an identical one. */
  private hoist(typeName: string, spec: ObjectTypeSpec | EnumTypeSpec): PropertySpec {
    const structure = JSON.stringify(spec);
    let token = this.tokens.get(structure);
    if (token === undefined) {
      token = `${this.packageName}:index:${typeName}`;
      if (token in this.types) throw new Error(`two different types would both be named ${typeName}`);
      this.types[token] = spec;
      this.tokens.set(structure, token);
    }
    return { $ref: `#/types/${token}` };
  }
}

/** Pulumi takes only a scalar default. */
function defaultOf(schema: JsonSchema, typeName: string): Pick<PropertySpec, "default"> {
  const value = schema.default;
  if (value === undefined) return {};
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return { default: value };
  throw new Error(`${typeName}: the default ${JSON.stringify(value)} has no Pulumi schema form`);
}

/** zod writes `true` for "anything"; every other sub-schema is an object. */
function asSchema(schema: unknown, typeName: string): JsonSchema {
  if (schema === true || schema === undefined) return {};
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) {
    throw new Error(`${typeName}: ${JSON.stringify(schema)} has no Pulumi schema form`);
  }
  return schema as JsonSchema;
}

/** `permissions` → `Permissions`, `entry_points` → `EntryPoints`. */
export function pascal(name: string): string {
  return name
    .split(/[_-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}

/** The name of one item of a list named `name`: `Permissions` → `Permission`, `TicketStatuses` →
 * `TicketStatus`, `SlaPolicies` → `SlaPolicy`. */
export function singular(name: string): string {
  if (name.endsWith("ies")) return `${name.slice(0, -3)}y`;
  if (/(ss|us|x|ch|sh)es$/.test(name)) return name.slice(0, -2);
  return name.endsWith("s") && !name.endsWith("ss") ? name.slice(0, -1) : `${name}Item`;
}
