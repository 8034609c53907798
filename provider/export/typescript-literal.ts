// Prints plain data as a TypeScript expression for the exported program: object keys bare where
// they can be, strings as JSON strings, short arrays and objects on one line, longer ones one entry
// per line; a `Reference` prints as the expression `expression` gives it (a team constant, another
// resource's id, a config read). Every string and quoted key is written by source-text.ts's rule.
import { type Literal, Reference } from "./reference";
import { quotedString } from "./source-text";

/** Lines longer than this are broken one entry per line. */
const lineWidth = 100;

function key(name: string): string {
  // `__proto__:`, bare or quoted, would set the object's prototype instead of holding a property.
  if (name === "__proto__") return `[${quotedString(name)}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quotedString(name);
}

/** `value` as TypeScript source, its continuation lines indented by `indent` plus two spaces a level. */
export function typescriptLiteral(value: Literal, expression: (reference: Reference) => string, indent = ""): string {
  if (value instanceof Reference) return expression(value);
  if (typeof value === "string") return quotedString(value);
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const inner = `${indent}  `;
  const entries = Array.isArray(value)
    ? (value as readonly Literal[]).map((item) => typescriptLiteral(item, expression, inner))
    : Object.entries(value)
        .filter((entry): entry is [string, Literal] => entry[1] !== undefined)
        .map(([name, item]) => `${key(name)}: ${typescriptLiteral(item, expression, inner)}`);
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  if (entries.length === 0) return open + close;
  const oneLine = Array.isArray(value) ? `[${entries.join(", ")}]` : `{ ${entries.join(", ")} }`;
  if (!oneLine.includes("\n") && indent.length + oneLine.length <= lineWidth) return oneLine;
  return `${open}\n${entries.map((entry) => `${inner}${entry},`).join("\n")}\n${indent}${close}`;
}
