// Prints plain data as the block YAML of a Pulumi YAML program, as a person would write it: strings
// plain where YAML reads them back as the same string, double-quoted otherwise (source-text.ts's
// rule: JSON's escapes, which YAML shares); lists of short plain scalars on one line
// (`[view, assign]`). Pulumi YAML parses every string, a mapping key's too, as an expression: `${…}`
// is an interpolation and `$$` a literal `$`, so each `$` of data is written `$$`; a `Reference`
// prints as the interpolation `interpolation` gives it. A mapping whose only key names a built-in
// (`fn::readFile`, `fn::invoke`, …) is a call, and Pulumi YAML has no way to write such a key as
// data (pkg/pulumiyaml/ast/expr.go, tryParseFunction): `yamlInexpressible` finds any key starting
// with `fn::` so that the export leaves its object out.
import { type Literal, Reference } from "./reference";
import { isPlainObject } from "../core/is-plain-object";
import { holdsUnpairedSurrogate, quotedString } from "./source-text";

/** Words YAML (1.1 or 1.2) reads as something other than a string when plain. */
const reserved = /^(?:y|n|yes|no|true|false|on|off|null|~)$/i;

/** `text` as Pulumi YAML reads it as a literal: each `$` doubled. */
const literal = (text: string) => text.replace(/\$/g, "$$$$");

/** `text` as a YAML scalar that Pulumi YAML reads back as `text`: plain when that reads back as the same string, else double-quoted. */
export function yamlString(text: string): string {
  if (/^[\p{L}_][\p{L}\p{N} _./()-]*$/u.test(text) && !text.endsWith(" ") && !reserved.test(text)) return text;
  return quotedString(literal(text));
}

/** A mapping key that Pulumi YAML reads back as `name`: plain when it can be, else quoted. */
export function yamlKey(name: string): string {
  return /^[A-Za-z_][\w-]*$/.test(name) && !reserved.test(name) ? name : quotedString(literal(name));
}

/** Whether Pulumi YAML gives `key` a meaning: its built-ins are `fn::` keys, matched ignoring case. */
const builtinKey = (key: string) => key.toLowerCase().startsWith("fn::");

/**
 * Why a Pulumi YAML program cannot hold `value` as data, naming where (`path`, the property path
 * to it): a mapping key at any depth that Pulumi YAML reads as a built-in function, or text no
 * YAML holds; undefined when it can.
 */
export function yamlInexpressible(value: unknown, path = ""): string | undefined {
  const where = path === "" ? "its inputs" : path;
  if (typeof value === "string")
    return holdsUnpairedSurrogate(value) ? `${where} holds an unpaired UTF-16 surrogate, which no YAML text can hold` : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const reason = yamlInexpressible(item, `${path}[${index}]`);
      if (reason !== undefined) return reason;
    }
  }
  if (!isPlainObject(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (builtinKey(key))
      return `${where} holds the key ${quotedString(key)}, which Pulumi YAML reads as a built-in function and has no way to write as data (the TypeScript export writes it)`;
    const reason = yamlInexpressible(key, `a key of ${where}`) ?? yamlInexpressible(item, path === "" ? key : `${path}.${key}`);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

function scalar(value: Literal, interpolation: (reference: Reference) => string): string | undefined {
  if (value instanceof Reference) return interpolation(value);
  if (typeof value === "string") return yamlString(value);
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value) && value.length === 0) return "[]";
  if (!Array.isArray(value) && Object.values(value).every((item) => item === undefined)) return "{}";
  return undefined;
}

/** A short list of scalars that need no quotes, on one line; else undefined. */
function flowList(items: readonly Literal[], interpolation: (reference: Reference) => string, indent: string): string | undefined {
  if (!items.every((item) => item === null || typeof item !== "object" || item instanceof Reference)) return undefined;
  const printed = items.map((item) => scalar(item, interpolation)!);
  // In a flow list, a comma or bracket ends the scalar and a quoted one reads poorly: one per line instead.
  if (printed.some((item) => /[,[\]{}"]/.test(item))) return undefined;
  const line = `[${printed.join(", ")}]`;
  return indent.length + line.length <= 100 ? line : undefined;
}

/**
 * The lines of `value` (an object or list) as a block, each indented by `indent`; a scalar or a
 * flow list is answered as the one string to put after `key: `.
 */
export function yamlBlock(value: Literal, interpolation: (reference: Reference) => string, indent = ""): string[] | string {
  const simple = scalar(value, interpolation);
  if (simple !== undefined) return simple;
  if (Array.isArray(value)) {
    const items = value as readonly Literal[];
    const flow = flowList(items, interpolation, indent);
    if (flow !== undefined) return flow;
    return items.flatMap((item) => {
      const printed = yamlBlock(item, interpolation, `${indent}  `);
      if (typeof printed === "string") return [`${indent}- ${printed}`];
      // The item's first line goes after the dash; the rest keep their indent, which the dash's width matches.
      return [`${indent}- ${printed[0]!.trimStart()}`, ...printed.slice(1)];
    });
  }
  return Object.entries(value as { readonly [key: string]: Literal | undefined })
    .filter((entry): entry is [string, Literal] => entry[1] !== undefined)
    .flatMap(([name, item]) => {
      const printed = yamlBlock(item, interpolation, `${indent}  `);
      return typeof printed === "string" ? [`${indent}${yamlKey(name)}: ${printed}`] : [`${indent}${yamlKey(name)}:`, ...printed];
    });
}
