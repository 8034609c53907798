// `check`: validates inputs with the resource's zod schema before any HTTP call, and reports every
// problem with its property path. Values not known yet (preview) are not judged. Never throws.
import type { CheckFailure, CheckResult } from "@pulumi/pulumi/dynamic";
import type { z } from "zod";
import { propertyPath } from "./property-path";
import { containsUnknown, isUnknownAt } from "./unknowns";

export function checkInputs<T>(schema: z.ZodType<T>, news: Record<string, unknown>): CheckResult {
  const parsed = schema.safeParse(news);
  if (parsed.success) return { inputs: parsed.data as Record<string, unknown> };

  const failures: CheckFailure[] = [];
  for (const issue of parsed.error.issues) {
    if (isUnknownAt(news, issue.path)) continue;
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        failures.push({ property: propertyPath([...issue.path, key]), reason: "is not a known property" });
      }
    } else {
      failures.push({ property: propertyPath(issue.path), reason: issue.message });
    }
  }
  // Only unknown values failed: pass the inputs on as they are, to be checked again at update time.
  if (failures.length === 0 && containsUnknown(news)) return { inputs: news };
  return { inputs: news, failures };
}
