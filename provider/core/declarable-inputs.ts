// The inputs a person would declare for an object as the platform holds it: its input fields (or
// what its definition says declares it), without the values the platform gives anyway. What an
// import by id records as the resource's inputs, and what an export writes, so the two agree.
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { isPlainObject } from "./is-plain-object";
import type { ResourceDefinition } from "./resource-definition";
import { unwrapped } from "./unordered-lists";

export function declarableInputs<Inputs extends z.ZodObject, State extends object>(
  definition: ResourceDefinition<Inputs, State>,
  state: State,
): Record<string, unknown> {
  const fields = state as Record<string, unknown>;
  const inputs = definition.inputsOf?.(state) ?? Object.fromEntries(Object.keys(definition.inputs.shape).map((key) => [key, fields[key]]));
  return withoutDefaults(inputs, definition.serverDefaults ?? {}, definition.inputs.shape);
}

/** The fields of the object `schema` describes (under its optional, default or transform wrappers), if it is one. */
function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  const inner = unwrapped(schema);
  return inner instanceof z.ZodObject ? inner.shape : undefined;
}

/**
 * The inputs without undefined values and without values equal to the platform's defaults, at any
 * depth. An object left empty is dropped too, unless its input is required; an object kept keeps
 * its required fields even where they equal the defaults (a day's `isActive` beside its changed
 * `slots`), so that what is written still declares a valid object.
 */
function withoutDefaults(
  inputs: Record<string, unknown>,
  defaults: Record<string, unknown>,
  shape: Record<string, z.ZodType> | undefined,
): Record<string, unknown> {
  const required = (key: string) => shape?.[key] !== undefined && !shape[key].safeParse(undefined).success;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(inputs)) {
    const fallback = defaults[key];
    let kept = value;
    if (isPlainObject(value) && isPlainObject(fallback)) kept = withoutDefaults(value, fallback, objectShape(shape?.[key]));
    else if (isDeepStrictEqual(value, fallback)) kept = undefined;
    const empty = isPlainObject(kept) && Object.keys(kept).length === 0 && isPlainObject(fallback);
    if (kept !== undefined && (!empty || required(key))) result[key] = kept;
  }
  // An object kept (with something that differs) keeps its required fields: a declaration needs them.
  if (Object.keys(result).length === 0) return result;
  const withRequired = Object.fromEntries(
    Object.entries(inputs).filter(([key, value]) => key in result || (required(key) && value !== undefined)),
  );
  return Object.fromEntries(Object.keys(withRequired).map((key) => [key, key in result ? result[key] : withRequired[key]]));
}
