// What the program checks as it declares an AccountAttributeValue: the generated class calls a
// resource folder's `programCheck` when the folder has this file. Two AccountAttributeValues that
// both claim `isDefault: true` for one attribute would take the flag from each other on every `up`. Where both claims are plain values, the program can tell
// while it declares them, and refuses the second before anything is sent. Claims made through
// outputs of other resources, or by two stacks, cannot be seen here (see the README).
import { perProgramRun } from "../program/per-program-run";

/** Per run of the program: the name of the resource claiming each attribute's default. */
const claimsOfRun = perProgramRun(() => new Map<string, string>());

/**
 * Records resource `name`'s claim of its attribute's default, if its arguments make one in plain
 * values (outputs cannot be judged here); throws if another resource made it first.
 */
export function programCheck<Args extends { readonly attribute?: unknown; readonly isDefault?: unknown }>(name: string, args: Args): void {
  if (args.isDefault !== true || typeof args.attribute !== "string") return;
  const claims = claimsOfRun();
  const other = claims.get(args.attribute);
  if (other !== undefined) {
    throw new Error(
      `AccountAttributeValue "${name}" and "${other}" both set isDefault for ${args.attribute}: only one value of an attribute can be its default`,
    );
  }
  claims.set(args.attribute, name);
}
