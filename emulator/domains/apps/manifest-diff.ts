// The changes between two manifests, leaf by leaf, as the update-app answer lists them. Arrays
// are compared whole: a changed list is one change at its path.
import { isPlainObject } from "./manifest";

export interface ManifestChange {
  path: string;
  oldValue: unknown;
  newValue: unknown;
}

export function diffManifests(before: unknown, after: unknown, path: string[] = []): ManifestChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffManifests(before[key], after[key], [...path, key]));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: path.join("."), oldValue: before ?? null, newValue: after ?? null }];
}
