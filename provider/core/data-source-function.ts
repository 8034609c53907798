// A data source's function, once, for every face that serves it (the program's reads, the native
// plugin's Invoke, the package schema): its arguments, its result and its read.
import { z } from "zod";
import type { Endpoint } from "./endpoint";
import { adoptIdKey } from "./schema-parts";
import type { PlatformApi } from "./platform-api";

export interface DataSourceFunction {
  readonly description: string;
  readonly args: z.ZodObject;
  readonly result: z.ZodType;
  /** The read, with arguments that `args` accepted, through a face's client (the native plugin's Invoke). */
  read(api: PlatformApi, args: Record<string, unknown>): Promise<unknown>;
  /** The calls of a data source that is no resource (ticket types), its folder's `endpoints.ts`: a resource's list function calls its definition's. */
  readonly endpoints?: Readonly<Record<string, Endpoint>>;
}

/**
 * The fields of a resource's state, as its schema describes them (its inputs but `adoptId`, then its
 * computed outputs), or only those `keys` names: a list function's result describes each object
 * as the resource keeps it, with the same descriptions.
 */
export function stateFields(
  schema: { readonly inputs: z.ZodObject; readonly computedOutputs: z.ZodObject },
  keys?: readonly string[],
): z.ZodRawShape {
  const { [adoptIdKey]: _, ...fields } = { ...schema.inputs.shape, ...schema.computedOutputs.shape };
  if (keys === undefined) return fields;
  return Object.fromEntries(
    keys.map((key) => {
      const field = fields[key];
      if (field === undefined) throw new Error(`${key} is not a field of the resource's state`);
      return [key, field];
    }),
  );
}

/**
 * A list function's result: objects that `description` describes (the package schema's type of
 * them, and the program's), each with its id (what a resource takes as an id or an `adoptId`), then `fields`.
 */
export function listedObjects(description: string, idDescription: string, fields: z.ZodRawShape): z.ZodArray<z.ZodObject> {
  return z.array(z.object({ id: z.string().describe(idDescription), ...fields }).describe(description));
}

/** Listed objects as a list function answers them: each one's id beside its state's fields. */
export function withIds<State extends object>(listed: readonly { id: string; state: State }[]): ({ id: string } & State)[] {
  return listed.map(({ id, state }) => ({ id, ...state }));
}
