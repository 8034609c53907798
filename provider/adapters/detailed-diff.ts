// A diff by property path, of values as the input schema normalizes them, for faces that can show
// one (the native plugin): it names exactly what changes. An unordered list (unordered-lists.ts) is
// a set: each element it lost is a DELETE and each it gained an ADD, and a new order is no change.
// Other lists are aligned on their longest common run of equal elements, so an element added or
// removed (a permission in a list) is one ADD or DELETE, not a shift of every element after it.
// Where an element was removed and another added at the same index, the change is named inside
// it. Each path addresses both sides (the CLI looks the old and the new value up by it): a DELETE
// the old list's index, an ADD the new list's.
import type { z } from "zod";
import { isPlainObject } from "../core/is-plain-object";
import { propertyPath } from "../core/property-path";
import { equalIgnoringOrder, isUnorderedList, schemaUnder } from "../core/unordered-lists";

export type PropertyChange = "add" | "delete" | "update";

type Path = readonly (string | number)[];

/** The changes between `old` and `next`, values of `schema`, under `path`, by property path. */
export function detailedDiff(path: Path, old: unknown, next: unknown, schema?: z.ZodType): Record<string, PropertyChange> {
  if (equalIgnoringOrder(schema, old, next)) return {};
  if (old === undefined) return { [propertyPath(path)]: "add" };
  if (next === undefined) return { [propertyPath(path)]: "delete" };
  if (isPlainObject(old) && isPlainObject(next)) {
    const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
    return Object.assign({}, ...keys.map((key) => detailedDiff([...path, key], old[key], next[key], schemaUnder(schema, key))));
  }
  if (Array.isArray(old) && Array.isArray(next)) return listDiff(path, old, next, schema);
  return { [propertyPath(path)]: "update" };
}

function listDiff(
  path: Path,
  old: readonly unknown[],
  next: readonly unknown[],
  schema: z.ZodType | undefined,
): Record<string, PropertyChange> {
  const items = schemaUnder(schema, 0);
  const same = (a: unknown, b: unknown) => equalIgnoringOrder(items, a, b);
  const [keptOld, keptNext] = isUnorderedList(schema) ? commonMembers(old, next, same) : commonRun(old, next, same);
  const removed = new Set([...old.keys()].filter((index) => !keptOld.has(index)));
  const added = new Set([...next.keys()].filter((index) => !keptNext.has(index)));
  const indexes = [...new Set([...removed, ...added])].sort((a, b) => a - b);
  return Object.assign(
    {},
    ...indexes.map((index) =>
      detailedDiff([...path, index], removed.has(index) ? old[index] : undefined, added.has(index) ? next[index] : undefined, items),
    ),
  );
}

type Same = (a: unknown, b: unknown) => boolean;

/** The indexes, in each list, of the elements the other list also has, wherever they stand. */
function commonMembers(old: readonly unknown[], next: readonly unknown[], same: Same): [Set<number>, Set<number>] {
  const kept = (list: readonly unknown[], other: readonly unknown[]) =>
    new Set([...list.keys()].filter((index) => other.some((item) => same(item, list[index]))));
  return [kept(old, next), kept(next, old)];
}

/** The indexes, in each list, of a longest common subsequence of equal elements. */
function commonRun(old: readonly unknown[], next: readonly unknown[], same: Same): [Set<number>, Set<number>] {
  // lengths[i][j]: the longest common run of old[i..] and next[j..].
  const lengths = Array.from({ length: old.length + 1 }, () => new Array<number>(next.length + 1).fill(0));
  for (let i = old.length - 1; i >= 0; i--) {
    for (let j = next.length - 1; j >= 0; j--) {
      lengths[i]![j] = same(old[i], next[j]) ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const keptOld = new Set<number>();
  const keptNext = new Set<number>();
  for (let i = 0, j = 0; i < old.length && j < next.length; ) {
    if (same(old[i], next[j])) {
      keptOld.add(i++);
      keptNext.add(j++);
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return [keptOld, keptNext];
}
