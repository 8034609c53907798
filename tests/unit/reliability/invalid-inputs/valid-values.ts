// Generators of valid values for the tables' variations: each stays inside the limits the
// provider's input schemas and the platform agree on.
import fc from "fast-check";

const alphanumeric = "abcdefghijklmnopqrstuvwxyz0123456789".split("");
const hexDigits = "0123456789abcdefABCDEF".split("");

/** A string with something in it besides white space, at most `max` characters once trimmed. */
export const nonBlank = (max: number) =>
  fc
    .tuple(
      fc.string({ minLength: 1, maxLength: max }).filter((text) => text.trim() !== "" && text.trim().length <= max),
      fc.constantFrom("", " "),
    )
    .map(([text, padding]) => `${padding}${text}${padding}`);

export const text = (max: number) => fc.string({ maxLength: max });

export const hexColor = fc
  .constantFrom(3, 6)
  .chain((length) => fc.string({ unit: fc.constantFrom(...hexDigits), minLength: length, maxLength: length }))
  .map((digits) => `#${digits}`);

const word = fc.string({ unit: fc.constantFrom(...alphanumeric), minLength: 1, maxLength: 8 });

/** Lower-case letters and digits separated by single hyphens. */
export const slug = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join("-"));

export const httpUrl = fc
  .tuple(fc.constantFrom("http", "https"), fc.array(word, { minLength: 1, maxLength: 3 }), fc.array(word, { maxLength: 3 }))
  .map(([scheme, host, path]) => `${scheme}://${host.join(".")}.example/${path.join("/")}`);
