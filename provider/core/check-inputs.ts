// `check`: validates inputs with the resource's zod schema before any HTTP call, and reports every
// problem with its property path. Values not known yet (preview) are not judged. Never throws.
import type { z } from "zod";
import { propertyPath } from "./property-path";
import { containsUnknown, isUnknownAt } from "./unknowns";

export interface InputFailure {
  /** The property's path, as Pulumi names it (`permissions[0].actions`); empty for the whole object. */
  property: string;
  reason: string;
  /**
   * The offending value as the user wrote it (`"read"`, `150`), where the schema allows one of a
   * closed set of values, a pattern or a range: such a value is a word or a number, never free text
   * or a URL that could carry a credential. Whether it may be shown is the face's call.
   */
  received?: string;
}

export interface InputCheck {
  inputs: Record<string, unknown>;
  failures?: InputFailure[];
}

/** Strings longer than this are not quoted: no enum member or pattern of the schemas is as long. */
const longestQuoted = 60;

export function checkInputs<T>(schema: z.ZodType<T>, news: Record<string, unknown>): InputCheck {
  const parsed = schema.safeParse(news, { reportInput: true });
  if (parsed.success) return { inputs: parsed.data as Record<string, unknown> };

  const failures: InputFailure[] = [];
  for (const issue of parsed.error.issues) {
    if (isUnknownAt(news, issue.path)) continue;
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        failures.push({ property: propertyPath([...issue.path, key]), reason: "is not a known property" });
      }
    } else {
      const received = quotable(issue);
      failures.push({ property: propertyPath(issue.path), reason: issue.message, ...(received !== undefined && { received }) });
    }
  }
  // Only unknown values failed: pass the inputs on as they are, to be checked again at update time.
  if (failures.length === 0 && containsUnknown(news)) return { inputs: news };
  return { inputs: news, failures };
}

/** The issue's input, quoted, where its check is one of a closed set, a pattern or a numeric range. */
function quotable(issue: z.core.$ZodIssue): string | undefined {
  const closed = issue.code === "invalid_value" || (issue.code === "invalid_format" && issue.format === "regex");
  const range = (issue.code === "too_big" || issue.code === "too_small") && issue.origin === "number";
  if (!closed && !range) return undefined;
  const { input } = issue;
  if (typeof input === "string" && input.length <= longestQuoted) return JSON.stringify(input);
  if (typeof input === "number" || typeof input === "boolean") return String(input);
  return undefined;
}
