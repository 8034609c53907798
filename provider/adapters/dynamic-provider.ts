// The dynamic-provider adapter: serves a ResourceDefinition as a Pulumi dynamic ResourceProvider.
// The rules every resource shares live here:
// - outputs hold the inputs the user declared (as the server has them) plus computed fields, so
//   an optional input the user never set stays unmanaged;
// - diff compares only declared inputs, after normalizing both sides with the input schema, so a
//   preview right after `up` or `refresh` shows no change;
// - read returns the declared inputs as well as the outputs, so refresh causes no spurious diff;
// - a create with `adoptId` takes that object over instead (see adopt below), for every kind.
import { isDeepStrictEqual } from "node:util";
import type * as dynamic from "@pulumi/pulumi/dynamic";
import type { z } from "zod";
import { checkInputs } from "../core/check-inputs";
import { declarableInputs } from "../core/declarable-inputs";
import { PartialCreateError } from "../core/partial-create-error";
import type { PlatformApi } from "../core/platform-api";
import { projectOnto } from "../core/project-onto";
import type { ResourceDefinition } from "../core/resource-definition";
import { adoptIdKey } from "../core/schema-parts";
import { containsUnknown } from "../core/unknowns";
import { AdoptionTargetMissingError } from "../http/errors";
import { detailedDiff, type PropertyChange } from "./detailed-diff";

/** Pulumi adds the serialized provider to every resource's inputs and outputs under this key. */
const providerKey = "__provider";

type Values = Record<string, unknown>;

/** The resource rules, as a dynamic ResourceProvider whose diff also names each change by path. */
export type ResourceRules = Omit<dynamic.ResourceProvider, "configure" | "diff"> & {
  diff(id: string, olds: Values, news: Values): Promise<dynamic.DiffResult & { detailedDiff: Record<string, PropertyChange> }>;
};

export function dynamicProvider<Inputs extends z.ZodObject, State extends object>(
  definition: ResourceDefinition<Inputs, State>,
  api: () => PlatformApi,
): ResourceRules {
  const inputKeys = Object.keys(definition.inputs.shape);
  const replaceOnChanges = new Set<string>(definition.replaceOnChanges ?? []);
  const uniqueKey: readonly string[] = definition.uniqueKey ?? [];

  /** The value as the input schema normalizes it; a value the schema refuses is compared as is. */
  const normalized = (key: string, value: unknown): unknown => {
    const field: z.ZodType | undefined = definition.inputs.shape[key];
    const parsed = field?.safeParse(value);
    return parsed?.success ? parsed.data : value;
  };
  /**
   * Keeps computed fields and the declared inputs, each cut down to its declared shape; drops
   * inputs the user did not declare. `declared` holds the inputs as the user declared them (at
   * create and update) or as state last recorded them (at refresh); undefined takes everything.
   */
  const outputs = (state: object, declared: Values | undefined): Values => {
    const result: Values = {};
    for (const [key, value] of Object.entries(state)) {
      if (value === undefined) continue;
      if (!inputKeys.includes(key)) result[key] = value;
      else if (declared === undefined) result[key] = normalized(key, value);
      else if (declared[key] !== undefined) result[key] = normalized(key, projectOnto(value, declared[key]));
    }
    return result;
  };
  /** Pulumi hands back, untyped, the state this adapter wrote from a definition's State. */
  const stateOf = (props: Values): State => withoutProvider(props) as State;
  /** Whether a declared input differs from what state or the server holds, as diff sees it. */
  const differs = (key: string, declared: unknown, held: unknown): boolean => {
    // Normalizing fills a schema default even where `check` could not (a preview with values not known yet).
    const next = normalized(key, declared);
    if (next === undefined) return held !== undefined; // no longer declared
    return containsUnknown(next) || !isDeepStrictEqual(next, normalized(key, held));
  };
  /** Outputs that keep `adoptId`: only this adapter reads it, so no definition's state holds it. */
  const outputsOf = (state: object, declared: Values | undefined, adoptId: unknown): Values =>
    outputs({ ...state, [adoptIdKey]: adoptId }, declared && { ...declared, [adoptIdKey]: adoptId });
  /**
   * Takes the object with id `id` over: reads it (the declared inputs stand in for the state a
   * read needs, e.g. a value's attribute), and updates it only where a declared input differs.
   */
  const adopt = async (id: string, inputs: z.output<Inputs>) => {
    const current = await definition.read(api(), id, inputs as unknown as State);
    if (current === undefined) throw new AdoptionTargetMissingError(id);
    const declared: Values = inputs;
    const held = outputs(current, declared);
    const matches = inputKeys.every((key) => !differs(key, declared[key], held[key]));
    return matches ? current : definition.update(api(), id, current, inputs);
  };

  return {
    async check(_olds, news) {
      return checkInputs(definition.inputs, withoutProvider(news));
    },

    async diff(_id, olds, news) {
      const changed = inputKeys.filter((key) => differs(key, news[key], olds[key]));
      const replaces = changed.filter((key) => replaceOnChanges.has(key));
      const keyKept = uniqueKey.length > 0 && uniqueKey.every((key) => !changed.includes(key));
      // What a face that draws diffs by path shows: each changed input's changes, as normalized.
      const detailed = changed.map((key) => {
        const next = normalized(key, news[key]);
        return containsUnknown(next) ? { [key]: "update" as const } : detailedDiff([key], normalized(key, olds[key]), next);
      });
      return { changes: changed.length > 0, replaces, deleteBeforeReplace: replaces.length > 0 && keyKept, detailedDiff: Object.assign({}, ...detailed) };
    },

    async create(news) {
      const { [adoptIdKey]: adoptId, ...declared } = definition.inputs.parse(withoutProvider(news));
      const inputs = declared as z.output<Inputs>;
      if (typeof adoptId === "string") return { id: adoptId, outs: outputsOf(await adopt(adoptId, inputs), inputs, adoptId) };
      try {
        const { id, state } = await definition.create(api(), inputs);
        return { id, outs: outputs(state, inputs) };
      } catch (error) {
        if (!(error instanceof PartialCreateError)) throw error;
        // The fields Pulumi's dynamic provider host reads from a failed create.
        throw Object.assign(new Error(error.message), {
          id: error.id,
          properties: { ...outputs(error.state, inputs), [providerKey]: news[providerKey] },
          reasons: [error.message],
        });
      }
    },

    async read(id, props = {}) {
      const state = stateOf(props);
      const byIdAlone = !inputKeys.some((key) => props[key] !== undefined);
      const current = await definition.read(api(), id, state);
      if (current === undefined) return { id: "", props: {} };
      // A read by id alone (the native plugin's import; Pulumi's refresh always passes the state)
      // records the inputs a person would declare for the object, as an export writes them.
      const declared = byIdAlone ? declarableInputs(definition, current) : withoutProvider(props);
      const outs = outputsOf(current, declared, props[adoptIdKey]);
      const inputs = Object.fromEntries(inputKeys.filter((key) => key in outs).map((key) => [key, outs[key]]));
      return { id, props: outs, inputs };
    },

    async update(id, olds, news) {
      const { [adoptIdKey]: adoptId, ...inputs } = definition.inputs.parse(withoutProvider(news));
      const state = await definition.update(api(), id, stateOf(olds), inputs as z.output<Inputs>);
      return { outs: outputsOf(state, inputs, adoptId) };
    },

    async delete(id, props) {
      await definition.delete(api(), id, stateOf(props));
    },
  };
}

function withoutProvider(values: Values): Values {
  const { [providerKey]: _, ...rest } = values;
  return rest;
}
