// Lists whose order means nothing to the platform (a role's actions, an app's teams, a team's
// closed statuses): check keeps the order the user declared (repeats dropped), state keeps the
// order the platform answers, and a diff compares them as sets. So a reordered list is no change,
// and an element added or removed is that one element, wherever it stands; sorting them instead
// would make the engine, which compares lists position by position, show a shift.
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { isPlainObject } from "./is-plain-object";

/** The list schemas unorderedList made; zod's registries follow a schema's copies (`.describe()`). */
const unorderedLists = z.registry<{ unordered: true }>();

/** `list` as a set: repeats dropped, the declared order kept. Narrow the list (`.min(1)`) before. */
export function unorderedList<Item extends z.ZodType>(list: z.ZodArray<Item>) {
  unorderedLists.add(list, { unordered: true });
  return list.transform((items) => items.filter((item, index) => items.findIndex((other) => isDeepStrictEqual(other, item)) === index));
}

/** The schema under the wrappers that do not change a value's shape: optional, default, transform. */
export function unwrapped(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  for (;;) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodReadonly
    ) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else {
      return current;
    }
  }
}

/** Whether values of `schema` are lists whose order means nothing. */
export function isUnorderedList(schema: z.ZodType | undefined): boolean {
  for (let current = schema; current !== undefined; ) {
    if (unorderedLists.get(current)?.unordered) return true;
    const inner = unwrapped(current);
    if (inner === current) return false;
    current = inner;
  }
  return false;
}

/** The schema of what is under `key` in a value of `schema` (an object's field, a list's items); undefined when not known. */
export function schemaUnder(schema: z.ZodType | undefined, key: string | number): z.ZodType | undefined {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodArray) return inner.element as z.ZodType;
  if (inner instanceof z.ZodObject) return typeof key === "string" ? (inner.shape[key] as z.ZodType | undefined) : undefined;
  if (inner instanceof z.ZodRecord) return inner.valueType as z.ZodType;
  return undefined;
}

/** `value` with each unordered list in it (at any depth) in one order and without repeats. */
function withoutOrder(schema: z.ZodType | undefined, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => withoutOrder(schemaUnder(schema, 0), item));
    if (!isUnorderedList(schema)) return items;
    const byKey = new Map(items.map((item) => [JSON.stringify(item) ?? "", item]));
    return [...byKey.keys()].sort().map((key) => byKey.get(key));
  }
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutOrder(schemaUnder(schema, key), item)]));
  return value;
}

/** Whether `a` and `b`, values of `schema`, are equal when the order of their unordered lists is ignored. */
export function equalIgnoringOrder(schema: z.ZodType | undefined, a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(a, b) || isDeepStrictEqual(withoutOrder(schema, a), withoutOrder(schema, b));
}

/**
 * `declared` with each unordered list that `prior` also holds (at the same place) in `prior`'s
 * order: the members both hold first, as `prior` orders them, then the new ones as declared. For
 * a face whose diff the engine draws position by position from the inputs (the dynamic face),
 * this makes an element added anywhere show as that one element, appended.
 */
export function inPriorOrder(schema: z.ZodType | undefined, prior: unknown, declared: unknown): unknown {
  if (Array.isArray(declared) && Array.isArray(prior)) {
    if (!isUnorderedList(schema)) return declared.map((item, index) => inPriorOrder(schemaUnder(schema, index), prior[index], item));
    const same = (a: unknown, b: unknown) => equalIgnoringOrder(schemaUnder(schema, 0), a, b);
    const kept = prior.flatMap((held) => declared.filter((item) => same(item, held)).slice(0, 1));
    return [...kept, ...declared.filter((item) => !kept.includes(item))];
  }
  if (isPlainObject(declared) && isPlainObject(prior)) {
    return Object.fromEntries(
      Object.entries(declared).map(([key, item]) => [key, inPriorOrder(schemaUnder(schema, key), prior[key], item)]),
    );
  }
  return declared;
}
