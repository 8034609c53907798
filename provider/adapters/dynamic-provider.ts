// The dynamic-provider adapter: serves a ResourceDefinition as a Pulumi dynamic ResourceProvider,
// through the resource rules every face shares (resource-rules.ts). What is the dynamic face's own:
// the serialized provider Pulumi adds to inputs and state, and the shape in which its host reads a
// partial create. Its host (@pulumi/pulumi 3.259, cmd/dynamic-provider) passes on a diff's
// changes, replaces and deleteBeforeReplace only, so the CLI draws this face's diffs itself.
import type * as dynamic from "@pulumi/pulumi/dynamic";
import type { z } from "zod";
import { PartialCreateError } from "../core/partial-create-error";
import type { PlatformApi } from "../core/platform-api";
import type { ResourceDefinition } from "../core/resource-definition";
import { configCheckFailures, engineCheckFailures } from "./engine-check-failures";
import { resourceRules, type Values } from "./resource-rules";

/** Pulumi adds the serialized provider to every resource's inputs and outputs under this key. */
const providerKey = "__provider";

/**
 * `configProblems`: what is wrong with the stack's configuration for this kind. This face has no
 * CheckConfig, so they fail each resource's check: a preview names them before any request.
 */
export function dynamicProvider<Inputs extends z.ZodObject, State extends object>(
  definition: ResourceDefinition<Inputs, State>,
  api: () => PlatformApi,
  configProblems: () => string[] = () => [],
): Omit<dynamic.ResourceProvider, "configure"> {
  const rules = resourceRules(definition, api);
  return {
    async check(_olds, news) {
      const { inputs, failures = [] } = rules.check(withoutProvider(news));
      const all = [...configCheckFailures(configProblems()), ...engineCheckFailures(failures)];
      return all.length === 0 ? { inputs } : { inputs, failures: all };
    },
    async diff(_id, olds, news) {
      return rules.diff(withoutProvider(olds), withoutProvider(news));
    },
    async create(news) {
      try {
        return await rules.create(withoutProvider(news));
      } catch (error) {
        if (!(error instanceof PartialCreateError)) throw error;
        // The fields Pulumi's dynamic provider host reads from a failed create.
        throw Object.assign(new Error(error.message), {
          id: error.id,
          properties: { ...error.state, [providerKey]: news[providerKey] },
          reasons: [error.message],
        });
      }
    },
    read(id, props = {}) {
      return rules.read(id, withoutProvider(props));
    },
    update(id, olds, news) {
      return rules.update(id, withoutProvider(olds), withoutProvider(news));
    },
    delete(id, props) {
      return rules.delete(id, withoutProvider(props));
    },
  };
}

function withoutProvider(values: Values): Values {
  const { [providerKey]: _, ...rest } = values;
  return rest;
}
