// The kinds a cross-kind table of tests covers come from the provider's registry, never from a list
// of its own: a table keyed by kind (`Record<ResourceKind, …>`, so the compiler names a missing
// entry) goes through `everyKindOf`, which also fails at run time naming each kind without one.
import { type ResourceKind, resourceDefinitions } from "../../provider/resource-definitions";

/** Every resource kind, in the registry's order. */
export const everyKind = Object.keys(resourceDefinitions) as ResourceKind[];

/**
 * `table`'s entries for `kinds` (every kind unless told), in the registry's order. Throws naming
 * each kind the table lacks, and each key of it that is no kind: a new kind adds its entry to `name`.
 */
export function everyKindOf<K extends ResourceKind, T>(
  name: string,
  table: Partial<Record<K, T>>,
  kinds: readonly K[] = everyKind as K[],
): [K, T][] {
  const missing = kinds.filter((kind) => table[kind] === undefined);
  if (missing.length > 0)
    throw new Error(`${name} has no entry for ${missing.join(", ")}: add one for each kind of provider/resource-definitions.ts`);
  const unknown = Object.keys(table).filter((key) => !(kinds as readonly string[]).includes(key));
  if (unknown.length > 0) throw new Error(`${name} has entries for ${unknown.join(", ")}, which are not among its kinds`);
  return kinds.map((kind) => [kind, table[kind]!]);
}
