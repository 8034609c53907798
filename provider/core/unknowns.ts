// During a preview, inputs computed from other resources' outputs are not known yet; the engine
// passes them as this sentinel string. Validation and diffs must treat them as "anything".

/** The engine's placeholder for a value that is not known until the update runs. */
export const unknownValue = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

/** True when the value, or anything inside it, is not known yet. */
export function containsUnknown(value: unknown): boolean {
  if (value === unknownValue) return true;
  if (Array.isArray(value)) return value.some(containsUnknown);
  if (typeof value === "object" && value !== null) return Object.values(value).some(containsUnknown);
  return false;
}

/** True when the value at `path`, or one of its parents, is not known yet. */
export function isUnknownAt(root: unknown, path: readonly PropertyKey[]): boolean {
  let current: unknown = root;
  for (const key of path) {
    if (current === unknownValue) return true;
    if (typeof current !== "object" || current === null) return false;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current === unknownValue;
}
