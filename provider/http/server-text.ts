// What a server says, as an error may show it. Errors reach terminals, CI logs and Pulumi's output:
// a server's text there is one line of plain characters, bounded, and without any credential. Every
// place where a server's words enter an error goes through serverText.
import type { Redactor } from "./redactor";

/** The most of a server's text an error shows, in characters. */
export const maxServerTextLength = 300;

/**
 * Terminal escapes: OSC (a title, an OSC-8 link; ended by BEL or ST), CSI (colours, cursor moves;
 * also its one-character C1 form), and the other two-character ESC sequences.
 */
const terminalEscapes =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
  /(?:\u001b\]|\u009d)[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]?|\u001b[ -~]?/g;
/** Tabs and line terminators (CR LF as one), in every form a terminal, an editor or a language honours. */
const spacing = /\r\n|[\t\n\r\v\f\u0085\u2028\u2029]/g;
/** Other controls (C0, DEL, C1) and the characters that reorder what follows them (bidirectional controls). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
const unprintable = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` on one line: terminal escapes and control characters removed, line breaks made spaces,
 * credentials redacted, and cut at maxServerTextLength with a note of how much was left out.
 */
export function serverText(text: string, redactor?: Redactor): string {
  // Escapes go before redaction, so that none can split a credential to hide it from the redactor.
  const plain = text.replace(terminalEscapes, "").replace(spacing, " ").replace(unprintable, "");
  const shown = redactor === undefined ? plain : redactor.redact(plain);
  if (shown.length <= maxServerTextLength) return shown;
  // Never half a surrogate pair.
  const end = /[\ud800-\udbff]/.test(shown[maxServerTextLength - 1]!) ? maxServerTextLength - 1 : maxServerTextLength;
  return `${shown.slice(0, end)}… (${shown.length - end} more characters)`;
}
