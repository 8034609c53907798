// Cuts a value the server returned down to the shape the user declared: inside objects, only the
// keys the user set are kept, at any depth. The server fills unset fields with defaults (a CSAT
// rule's whole triggerConfig, say); comparing those with what the user declared would show a
// change on every preview. Array items are matched by position; extra items are kept, since an
// item added out of band is drift.
import { isPlainObject } from "./is-plain-object";

export function projectOnto(value: unknown, declared: unknown): unknown {
  if (Array.isArray(value) && Array.isArray(declared)) {
    return value.map((item, index) => (index < declared.length ? projectOnto(item, declared[index]) : item));
  }
  if (isPlainObject(value) && isPlainObject(declared)) {
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(declared)) {
      if (declared[key] !== undefined && value[key] !== undefined) result[key] = projectOnto(value[key], declared[key]);
    }
    return result;
  }
  return value;
}
