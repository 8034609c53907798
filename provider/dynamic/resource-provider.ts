// Builds a Pulumi dynamic ResourceProvider from a ResourceDefinition. The rules every resource
// shares live here:
// - outputs hold the inputs the user declared (as the server has them) plus computed fields, so
//   an optional input the user never set stays unmanaged;
// - diff compares only declared inputs, after normalizing both sides with the input schema, so a
//   preview right after `up` or `refresh` shows no change;
// - read returns the declared inputs as well as the outputs, so refresh causes no spurious diff.
import { isDeepStrictEqual } from "node:util";
import type * as dynamic from "@pulumi/pulumi/dynamic";
import type { z } from "zod";
import type { PlatformClient } from "../http/platform-client";
import { checkInputs } from "./check-inputs";
import { PartialCreateError } from "./partial-create-error";
import { projectOnto } from "./project-onto";
import type { ResourceDefinition, View } from "./resource-definition";
import { containsUnknown } from "./unknowns";

/** Pulumi adds the serialized provider to every resource's inputs and outputs under this key. */
const providerKey = "__provider";

export function resourceProvider<Shape extends z.ZodRawShape>(
  definition: ResourceDefinition<Shape>,
  client: () => PlatformClient,
): Omit<dynamic.ResourceProvider, "configure"> {
  const inputKeys = Object.keys(definition.inputs.shape);
  const replaceOnChanges = new Set<string>(definition.replaceOnChanges ?? []);
  const uniqueKey: readonly string[] = definition.uniqueKey ?? [];

  /** The value as the input schema normalizes it; a value the schema refuses is compared as is. */
  const normalized = (key: string, value: unknown): unknown => {
    const field = definition.inputs.shape[key] as z.ZodType | undefined;
    const parsed = field?.safeParse(value);
    return parsed?.success ? parsed.data : value;
  };
  /**
   * Keeps computed fields and the declared inputs, each cut down to its declared shape; drops
   * inputs the user did not declare. `declared` holds the inputs as the user declared them (at
   * create and update) or as state last recorded them (at refresh); undefined takes everything.
   */
  const outputs = (view: View, declared: Record<string, unknown> | undefined): View => {
    const result: View = {};
    for (const [key, value] of Object.entries(view)) {
      if (value === undefined) continue;
      if (!inputKeys.includes(key)) result[key] = value;
      else if (declared === undefined) result[key] = normalized(key, value);
      else if (declared[key] !== undefined) result[key] = normalized(key, projectOnto(value, declared[key]));
    }
    return result;
  };

  return {
    async check(_olds, news) {
      const { [providerKey]: _, ...inputs } = news as Record<string, unknown>;
      return checkInputs(definition.inputs, inputs);
    },

    async diff(_id, olds, news) {
      const changed = inputKeys.filter((key) => {
        // Normalizing fills a schema default even where `check` could not (a preview with values not known yet).
        const next = normalized(key, news[key]);
        const previous = olds[key];
        if (next === undefined) return previous !== undefined; // no longer declared
        return containsUnknown(next) || !isDeepStrictEqual(next, normalized(key, previous));
      });
      const replaces = changed.filter((key) => replaceOnChanges.has(key));
      const keyKept = uniqueKey.length > 0 && uniqueKey.every((key) => !changed.includes(key));
      return { changes: changed.length > 0, replaces, deleteBeforeReplace: replaces.length > 0 && keyKept };
    },

    async create(news) {
      const inputs = definition.inputs.parse(withoutProvider(news));
      try {
        const { id, view } = await definition.create(client(), inputs);
        return { id, outs: outputs(view, inputs) };
      } catch (error) {
        if (!(error instanceof PartialCreateError)) throw error;
        // The fields Pulumi's dynamic provider host reads from a failed create.
        throw Object.assign(new Error(error.message), {
          id: error.id,
          properties: { ...outputs(error.view, inputs), [providerKey]: news[providerKey] },
          reasons: [error.message],
        });
      }
    },

    async read(id, props = {}) {
      const state = withoutProvider(props);
      // An import starts from an empty state: take every input the server has.
      const declared = inputKeys.some((key) => state[key] !== undefined) ? state : undefined;
      const view = await definition.read(client(), id, state);
      if (view === undefined) return { id: "", props: {} };
      const current = outputs(view, declared);
      const inputs = Object.fromEntries(inputKeys.filter((key) => key in current).map((key) => [key, current[key]]));
      return { id, props: current, inputs };
    },

    async update(id, olds, news) {
      const inputs = definition.inputs.parse(withoutProvider(news));
      const view = await definition.update(client(), id, withoutProvider(olds), inputs);
      return { outs: outputs(view, inputs) };
    },

    async delete(id, props) {
      await definition.delete(client(), id, withoutProvider(props));
    },
  };
}

function withoutProvider(values: Record<string, unknown>): Record<string, unknown> {
  const { [providerKey]: _, ...rest } = values;
  return rest;
}
