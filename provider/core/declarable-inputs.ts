// The inputs a person would declare for an object as the platform holds it: its input fields (or
// what its definition says declares it), without the values the platform gives anyway. What an
// import by id records as the resource's inputs, and what an export writes, so the two agree.
import { isDeepStrictEqual } from "node:util";
import type { z } from "zod";
import { isPlainObject } from "./is-plain-object";
import type { ResourceDefinition } from "./resource-definition";

export function declarableInputs<Inputs extends z.ZodObject, State extends object>(
  definition: ResourceDefinition<Inputs, State>,
  state: State,
): Record<string, unknown> {
  const shape: Record<string, z.ZodType> = definition.inputs.shape;
  const fields = state as Record<string, unknown>;
  const inputs = definition.inputsOf?.(state) ?? Object.fromEntries(Object.keys(shape).map((key) => [key, fields[key]]));
  const required = (key: string) => shape[key] !== undefined && !shape[key].safeParse(undefined).success;
  return withoutDefaults(inputs, definition.serverDefaults ?? {}, required);
}

/**
 * The inputs without undefined values and without values equal to the platform's defaults, at any
 * depth. An object left empty is dropped too, unless its input is required.
 */
function withoutDefaults(
  inputs: Record<string, unknown>,
  defaults: Record<string, unknown>,
  required: (key: string) => boolean,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(inputs)) {
    const fallback = defaults[key];
    let kept = value;
    if (isPlainObject(value) && isPlainObject(fallback)) kept = withoutDefaults(value, fallback, () => false);
    else if (isDeepStrictEqual(value, fallback)) kept = undefined;
    const empty = isPlainObject(kept) && Object.keys(kept).length === 0 && isPlainObject(fallback);
    if (kept !== undefined && (!empty || required(key))) result[key] = kept;
  }
  return result;
}
