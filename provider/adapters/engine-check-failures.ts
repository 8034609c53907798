// Check failures as the engine shows them. For a failure that names a property, the engine prints
// `property <p> value <v> has a problem: <reason>`, where <v> is its own dump of the input's value
// at the top level: `{<nil>}` for a nested path such as `permissions[0].actions[1]`, `{&{{}}}` for
// a secret. Without a property it prints `<type> resource '<name>' has a problem: <reason>`. So
// every failure goes to the engine without one, its path leading the reason and the offending value
// quoted where that is safe, as one line the user can act on.
import type { CheckFailure } from "@pulumi/pulumi/dynamic";
import type { InputFailure } from "../core/check-inputs";
import { topLevelProperty } from "../core/property-path";

/**
 * `secrets`: the top-level properties the program marked secret; nothing under them is quoted. (The
 * dynamic face learns which ones only from the classes that tell it (program/registration.ts): its
 * host unwraps secrets before check. Elsewhere there only the values check-inputs deems quotable,
 * words and numbers of closed sets and ranges, are shown.)
 */
export function engineCheckFailures(failures: readonly InputFailure[], secrets: readonly string[] = []): CheckFailure[] {
  return failures.map(({ property, reason, received }) => {
    const secret = secrets.includes(topLevelProperty(property));
    const got = received !== undefined && !secret ? ` (got ${received})` : "";
    return { property: "", reason: property === "" ? `${reason}${got}` : `${property}: ${reason}${got}` };
  });
}

/** Configuration problems, already one line each naming the key, as check failures. */
export function configCheckFailures(problems: readonly string[]): CheckFailure[] {
  return problems.map((reason) => ({ property: "", reason }));
}

/** Check's warnings (inputs the platform accepts that look wrong), each one line as a failure would read. */
export function engineCheckWarnings(warnings: readonly InputFailure[], secrets: readonly string[] = []): string[] {
  return engineCheckFailures(warnings, secrets).map((warning) => warning.reason);
}
