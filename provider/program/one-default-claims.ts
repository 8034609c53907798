// The program-side guard of a kind whose objects claim a default within a scope (an attribute's
// default value, a parent status's default sub-status): two resources that both claim it would take
// the flag from each other on every `up`. Where both claims are plain values, the program can tell
// while it declares them, and refuses the second before anything is sent. Claims made through
// outputs of other resources, or by two stacks, cannot be seen here.
import { perProgramRun } from "./per-program-run";

/**
 * A folder's `programCheck`: records resource `name`'s claim of the default of the scope its input
 * `scopeInput` names, if its arguments make one in plain values; throws naming both resources and
 * `rule` if another resource of `kind` made it first in this run of the program.
 */
export function oneDefaultClaims(kind: string, scopeInput: string, rule: string): <Args extends object>(name: string, args: Args) => void {
  /** Per run of the program: the name of the resource claiming each scope's default. */
  const claimsOfRun = perProgramRun(() => new Map<string, string>());
  return (name, args) => {
    const { isDefault, [scopeInput]: scope } = args as Record<string, unknown>;
    if (isDefault !== true || typeof scope !== "string") return;
    const claims = claimsOfRun();
    const other = claims.get(scope);
    if (other !== undefined) throw new Error(`${kind} "${name}" and "${other}" both set isDefault for ${scope}: ${rule}`);
    claims.set(scope, name);
  };
}
