// Prints plain data as the block YAML of a Pulumi YAML program, as a person would write it: strings
// plain where YAML reads them back as the same string, double-quoted (JSON's escapes, which YAML
// shares) otherwise; lists of short plain scalars on one line (`[view, assign]`). Pulumi YAML reads
// `${…}` in any string as an interpolation, so a literal `$` is written `$$`; a `Reference` prints
// as the interpolation `interpolation` gives it.
import { type Literal, Reference } from "./reference";

/** Words YAML (1.1 or 1.2) reads as something other than a string when plain. */
const reserved = /^(?:y|n|yes|no|true|false|on|off|null|~)$/i;

/** `text` as a YAML scalar: plain when that reads back as the same string, else double-quoted. */
export function yamlString(text: string): string {
  if (/^[\p{L}_][\p{L}\p{N} _./()-]*$/u.test(text) && !text.endsWith(" ") && !reserved.test(text)) return text;
  // JSON's escapes are YAML's; the line separators YAML may read as breaks are escaped too.
  return JSON.stringify(text).replace(/[\u0085\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A mapping key: plain when it can be, else quoted. */
export function yamlKey(name: string): string {
  return /^[A-Za-z_][\w-]*$/.test(name) && !reserved.test(name) ? name : JSON.stringify(name);
}

function scalar(value: Literal, interpolation: (reference: Reference) => string): string | undefined {
  if (value instanceof Reference) return interpolation(value);
  if (typeof value === "string") return yamlString(value.replace(/\$/g, "$$$$"));
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
