// A table of invalid inputs for one resource kind: a valid input, the ways it may vary and stay
// valid, and cases that each break it at one property path. `check` must refuse every case and
// name that path; one valid base per table proves that each case fails for its own change alone.
import type fc from "fast-check";
import type { ResourceKind } from "../../../../provider/resource-definitions";

/** Put in place of a value: the property is left out. */
export const absent = Symbol("absent");

export interface InvalidInputCase {
  /** What is wrong, as a test title. */
  problem: string;
  /** Where the valid input is broken (`permissions[0].actions[1]`); the failure must name it. */
  path: string;
  value: unknown;
}

export interface InvalidInputTable {
  /** The resource class, as `providerFor` and the package export name it. */
  kind: ResourceKind;
  valid: Record<string, unknown>;
  /**
   * Valid values by property path: any of them in place of the valid input's keeps it valid, and
   * keeps every case invalid (none depends on another property that a variation changes).
   */
  variations: Record<string, fc.Arbitrary<unknown>>;
  cases: InvalidInputCase[];
}

/** `permissions[0].actions` → ["permissions", 0, "actions"]. */
export function parsePath(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => (index === undefined ? key! : Number(index)));
}

/** A deep copy of `input` with `value` at `path` (or the property left out, for `absent`). */
export function withValueAt(input: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(input);
  const keys = parsePath(path);
  let parent: Record<string | number, unknown> = copy;
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = keys[keys.length - 1]!;
  if (value === absent) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** The input of a case: the table's valid input, broken at the case's path. */
export function caseInput(table: InvalidInputTable, invalid: InvalidInputCase): Record<string, unknown> {
  return withValueAt(table.valid, invalid.path, invalid.value);
}

/**
 * One input breaking as many properties as can be broken at once: the cases whose paths do not
 * overlap (neither is the other's parent), deepest first, since a broken parent hides its children.
 */
export function combinedInput(table: InvalidInputTable): Record<string, unknown> {
  const applied: string[] = [];
  const overlaps = (a: string, b: string) =>
    a === b || a.startsWith(`${b}.`) || a.startsWith(`${b}[`) || b.startsWith(`${a}.`) || b.startsWith(`${a}[`);
  const deepestFirst = [...table.cases].sort((a, b) => parsePath(b.path).length - parsePath(a.path).length);
  let input = table.valid;
  for (const invalid of deepestFirst) {
    if (applied.some((path) => overlaps(path, invalid.path))) continue;
    input = withValueAt(input, invalid.path, invalid.value);
    applied.push(invalid.path);
  }
  return input;
}
