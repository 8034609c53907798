// A diff by property path, of values as the input schema normalizes them, for faces that can show
// one (the native plugin): it names exactly what changes. Lists of plain values (actions, team ids)
// are sets to the provider, kept sorted: an added or removed element is one ADD or DELETE, not a
// shift of every element after it. Lists of objects are compared by position.
import { isDeepStrictEqual } from "node:util";
import { isPlainObject } from "../core/is-plain-object";
import { propertyPath } from "../core/property-path";

export type PropertyChange = "add" | "delete" | "update";

/** The changes between `old` and `next` under `path`, by property path. */
export function detailedDiff(path: readonly (string | number)[], old: unknown, next: unknown): Record<string, PropertyChange> {
  if (isDeepStrictEqual(old, next)) return {};
  if (old === undefined) return { [propertyPath(path)]: "add" };
  if (next === undefined) return { [propertyPath(path)]: "delete" };
  if (isPlainObject(old) && isPlainObject(next)) {
    const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
    return Object.assign({}, ...keys.map((key) => detailedDiff([...path, key], old[key], next[key])));
  }
  if (Array.isArray(old) && Array.isArray(next)) {
    if ([...old, ...next].every((item) => !isPlainObject(item) && !Array.isArray(item))) {
      const changes: Record<string, PropertyChange> = {};
      next.forEach((item, index) => {
        if (!old.some((held) => isDeepStrictEqual(held, item))) changes[propertyPath([...path, index])] = "add";
      });
      old.forEach((item, index) => {
        if (next.some((wanted) => isDeepStrictEqual(wanted, item))) return;
        // An element removed where another is added: the one at that index changes.
        const at = propertyPath([...path, index]);
        changes[at] = changes[at] === "add" ? "update" : "delete";
      });
      return changes;
    }
    const length = Math.max(old.length, next.length);
    return Object.assign({}, ...Array.from({ length }, (_, index) => detailedDiff([...path, index], old[index], next[index])));
  }
  return { [propertyPath(path)]: "update" };
}
