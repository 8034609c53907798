// The one rule for text an export writes into source (TypeScript, YAML) from what the platform
// holds: a character that could end a comment or a line, hide or reorder what a reader sees, or
// that YAML does not allow in a stream is written as its `\uXXXX` escape. In a comment (and a
// summary line) the escape is visible text; in a string literal it is the escape both languages
// read back as the character, so the value is kept exactly.

const unpairedSurrogateSource = "[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]";

/** Whether `text` holds half of a UTF-16 surrogate pair alone: JavaScript strings can, no YAML text can. */
export const holdsUnpairedSurrogate = (text: string) => new RegExp(unpairedSurrogateSource).test(text);

/**
 * Line terminators of either language (`\r`, `\n`, U+0085, U+2028, U+2029), every other C0 and C1
 * control and DEL, the bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E,
 * U+200F, U+202A–U+202E, U+2066–U+2069), the byte order mark, the noncharacters U+FFFE and U+FFFF,
 * and unpaired surrogates (none of them printable in YAML, several invisible in an editor).
 */
const unsafe = new RegExp(
  `[\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069\\ufeff\\ufffe\\uffff]|${unpairedSurrogateSource}`,
  "g",
);

const escaped = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** `text` for a comment or any line outside a string literal: each unsafe character as its visible escape. */
export function inertText(text: string): string {
  return text.replace(unsafe, escaped);
}

/** `text` as a double-quoted string literal that TypeScript, JSON and YAML all read back as `text`, with no unsafe character in it. */
export function quotedString(text: string): string {
  // JSON's escapes are YAML's and TypeScript's; what JSON leaves raw is escaped the same way.
  return JSON.stringify(text).replace(unsafe, escaped);
}
