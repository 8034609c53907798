// The dynamic-provider adapter: serves a ResourceDefinition as a Pulumi dynamic ResourceProvider,
// through the resource rules every face shares (resource-rules.ts). What is the dynamic face's own:
// the serialized provider Pulumi adds to inputs and state, the `import` option's id that the
// classes pass as an input (program/import-option.ts), and the shape in which its host reads a partial
// create. Its host (@pulumi/pulumi 3.259, cmd/dynamic-provider) passes on a diff's changes,
// replaces and deleteBeforeReplace only, so the CLI draws this face's diffs itself, position by
// position, from the inputs check answered: check puts each unordered list in the order the stack
// already holds, new members last, so an element added anywhere shows as that one element.
import type * as dynamic from "@pulumi/pulumi/dynamic";
import type { z } from "zod";
import { inOneLine, userMessage } from "../core/errors";
import { PartialCreateError } from "../core/partial-create-error";
import type { PlatformApi } from "../core/platform-api";
import type { ResourceDefinition } from "../core/resource-definition";
import { adoptIdKey } from "../core/schema-parts";
import { containsUnknown } from "../core/unknowns";
import { inPriorOrder } from "../core/unordered-lists";
import { providerKey } from "../program/dynamic-resource";
import { importKey } from "../program/import-option";
import { registrationKey, registrationOf } from "../program/registration";
import { configCheckFailures, engineCheckFailures, engineCheckWarnings } from "./engine-check-failures";
import { asSecret } from "./native-plugin/values";
import { resourceRules, type Values } from "./resource-rules";
import { SecretInputsSeen } from "./secret-references";

/**
 * What the process knows beside one resource: its kind, the secret inputs of the resources it has
 * served (the classes that tell them, program/registration.ts), and where diff's notes go.
 */
export interface ProcessFacts {
  readonly kind: string;
  readonly seen: SecretInputsSeen;
  readonly note: (note: string) => void;
}

/**
 * `configProblems`: what is wrong with the stack's configuration for this kind. This face has no
 * CheckConfig, so they fail each resource's check: a preview names them before any request.
 * `warn`: where check's warnings go (the engine's log). This face's host does not tell check which
 * resource it checks, so the CLI shows them under the stack.
 */
export function dynamicProvider<Inputs extends z.ZodObject, State extends object>(
  definition: ResourceDefinition<Inputs, State>,
  api: () => PlatformApi,
  configProblems: () => string[] = () => [],
  warn: (warning: string) => void = () => undefined,
  facts: ProcessFacts = { kind: "", seen: new SecretInputsSeen(), note: () => undefined },
): Omit<dynamic.ResourceProvider, "configure"> {
  const rules = resourceRules(definition, api);
  const { kind, seen } = facts;
  /**
   * `outs` as the engine keeps them: the outputs that carry a secret input of a resource they list
   * marked secret (the engine keeps a provider's marks on outputs, though its host strips them from
   * inputs), and what the class told of `news`, for the next diff and read.
   */
  const told = (id: string, outs: Values, news: Values): Values => {
    const registration = registrationOf(news[registrationKey]);
    if (registration === undefined) return outs;
    seen.record(kind, id, registration.secretInputs);
    const secret = Object.fromEntries(seen.secretOutputs(definition, outs).map((output) => [output, asSecret(outs[output])]));
    return { ...outs, ...secret, [registrationKey]: registration };
  };
  return {
    async check(olds, news) {
      const declared = ownValues(news);
      const importId = news[importKey];
      const registration = registrationOf(news[registrationKey]);
      // Nothing under an input the class told secret is quoted (the others' classes tell nothing).
      const secrets = registration?.secretInputs ?? [];
      const result = rules.check(declared);
      for (const warning of engineCheckWarnings(result.warnings, secrets)) warn(warning);
      const failures = [
        ...configCheckFailures(configProblems()),
        ...engineCheckFailures(
          [...(result.failures ?? []), ...(importId === undefined ? [] : importFailures(importId, declared[adoptIdKey]))],
          secrets,
        ),
      ];
      // The id goes on with the checked inputs: create reads it from them; so does what the class told.
      const ordered = inPriorOrder(definition.inputs, ownValues(olds), result.inputs) as Values;
      const inputs = {
        ...ordered,
        ...(importId !== undefined && { [importKey]: importId }),
        ...(registration !== undefined && { [registrationKey]: registration }),
      };
      return failures.length === 0 ? { inputs } : { inputs, failures };
    },
    async diff(id, olds, news) {
      const { notes, ...diff } = rules.diff(ownValues(olds), ownValues(news));
      // Its host unwraps secrets before diff (it does not accept them): a note is said only where the
      // class told which inputs are secret, now and when state was written, and none was, nor an
      // input of a resource they list. The host names no resource: the note does, under the stack.
      const registration = registrationOf(news[registrationKey]);
      const held = registrationOf(olds[registrationKey]);
      if (registration !== undefined) seen.record(kind, id, registration.secretInputs);
      const quiet =
        registration === undefined ||
        held === undefined ||
        registration.secretInputs.length > 0 ||
        held.secretInputs.length > 0 ||
        seen.secretOutputs(definition, olds).length > 0 ||
        seen.secretOutputs(definition, news).length > 0;
      if (!quiet) for (const line of notes) facts.note(`${kind} ${registration.name} ${line}`);
      return diff;
    },
    async create(news) {
      const declared = ownValues(news);
      const importId = news[importKey];
      try {
        const { id, outs } = typeof importId === "string" ? await rules.importMatching(importId, declared) : await rules.create(declared);
        return { id, outs: told(id, outs, news) };
      } catch (error) {
        if (!(error instanceof PartialCreateError)) throw error;
        // The fields Pulumi's dynamic provider host reads from a failed create.
        throw Object.assign(new Error(userMessage(error)), {
          id: error.id,
          properties: { ...error.state, [providerKey]: news[providerKey] },
          reasons: [error.message],
        });
      }
    },
    async read(id, props = {}) {
      const result = await rules.read(id, ownValues(props));
      return { ...result, props: told(result.id, result.props, props) };
    },
    async update(id, olds, news) {
      const { outs } = await rules.update(id, ownValues(olds), ownValues(news));
      return { outs: told(id, outs, news) };
    },
    delete(id, props) {
      return rules.delete(id, ownValues(props));
    },
  };
}

/**
 * The provider, each of its failures turned by `explain` (what the face knows beside it) into one
 * line with its code, as the engine shows it on the resource. The host also prints
 * `${error}: ${error.stack}` on its stderr for a failed check, diff, read or delete, which the CLI
 * shows again under the stack: `echoed` learns each such line, for the runtime to leave unprinted.
 */
/** The methods whose failure the host prints on its stderr (@pulumi/pulumi 3.259, cmd/dynamic-provider); create's and update's it does not. */
const printedByHost = new Set(["check", "diff", "read", "delete"]);

export function failingInOneLine(
  provider: dynamic.ResourceProvider,
  explain: (error: unknown) => unknown,
  echoed: (line: string) => void = () => undefined,
): dynamic.ResourceProvider {
  const wrapped: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(provider)) {
    wrapped[name] =
      typeof method !== "function"
        ? method
        : async (...args: unknown[]) => {
            try {
              return await method.apply(provider, args);
            } catch (error) {
              const failure = inOneLine(explain(error));
              if (printedByHost.has(name)) echoed(`${failure}: ${failure.stack}`);
              throw failure;
            }
          };
  }
  return wrapped as unknown as dynamic.ResourceProvider;
}

/** The values without what this face adds: the serialized provider, the `import` option's id, what the class told. */
function ownValues(values: Values): Values {
  const { [providerKey]: _provider, [importKey]: _import, [registrationKey]: _registration, ...rest } = values;
  return rest;
}

/** What is wrong with the `import` option's id: not an id, or given beside adoptId. */
function importFailures(importId: unknown, adoptId: unknown): dynamic.CheckFailure[] {
  if (containsUnknown(importId)) return [];
  if (typeof importId !== "string" || importId === "") return [{ property: "import", reason: "the import option must be an object's id" }];
  if (adoptId !== undefined)
    return [
      {
        property: adoptIdKey,
        reason: "give either adoptId or the import option, not both: adoptId updates the object where it differs, import refuses to",
      },
    ];
  return [];
}
