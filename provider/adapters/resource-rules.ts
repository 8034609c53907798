// The rules every resource shares, whatever face serves it (the dynamic provider, the native
// plugin); the faces only translate their protocol to these calls:
// - outputs hold the inputs the user declared (as the server has them) plus computed fields, so
//   an optional input the user never set stays unmanaged;
// - diff compares only declared inputs, after normalizing both sides with the input schema, so a
//   preview right after `up` or `refresh` shows no change, and unordered lists as sets (so check
//   keeps the order the user declared, state the platform's); it also names each change by path;
// - read returns the declared inputs as well as the outputs, so refresh causes no spurious diff,
//   and a read by id alone (an import) returns the inputs a person would declare;
// - a create with `adoptId` takes that object over instead (see adopt below), for every kind;
//   importMatching takes one over as Pulumi's import does: only when it matches, with no write.
// Values here are plain: no face's wrappers (the dynamic face's `__provider`, the plugin's secrets).
import type { z } from "zod";
import { checkInputs, type InputCheck, type InputFailure } from "../core/check-inputs";
import { declarableInputs } from "../core/declarable-inputs";
import { PartialCreateError } from "../core/partial-create-error";
import type { PlatformApi } from "../core/platform-api";
import { projectOnto } from "../core/project-onto";
import type { ResourceDefinition } from "../core/resource-definition";
import { adoptIdKey } from "../core/schema-parts";
import { containsUnknown } from "../core/unknowns";
import { equalIgnoringOrder } from "../core/unordered-lists";
import { AdoptionTargetMissingError, ImportMismatchError } from "./adoption-errors";
import { detailedDiff, type PropertyChange } from "./detailed-diff";

export type Values = Record<string, unknown>;

export interface RulesDiff {
  changes: boolean;
  replaces: string[];
  deleteBeforeReplace: boolean;
  /** Each change by the path of the provider's normalized values (`permissions[0].actions[1]`). */
  detailedDiff: Record<string, PropertyChange>;
  /** What a preview says beside the change, in words (the definition's diffNotes); none without a change. */
  notes: string[];
}

/** Check's answer: the inputs, their failures, and warnings about values the platform accepts but that look wrong. */
export type CheckedInputs = InputCheck & { warnings: InputFailure[] };

export interface ResourceRules {
  check(news: Values): CheckedInputs;
  diff(olds: Values, news: Values): RulesDiff;
  /** Throws a PartialCreateError whose state is the outputs to keep, when the object was made but not finished. */
  create(news: Values): Promise<{ id: string; outs: Values }>;
  /** A create that takes the object `id` over, as Pulumi's import does: it fails, writing nothing, unless the object matches `news`. */
  importMatching(id: string, news: Values): Promise<{ id: string; outs: Values }>;
  /** An empty id when the object is gone. */
  read(id: string, props: Values): Promise<{ id: string; props: Values; inputs?: Values }>;
  update(id: string, olds: Values, news: Values): Promise<{ outs: Values }>;
  delete(id: string, props: Values): Promise<void>;
}

export function resourceRules<Inputs extends z.ZodObject, State extends object>(
  definition: ResourceDefinition<Inputs, State>,
  api: () => PlatformApi,
): ResourceRules {
  const inputKeys = Object.keys(definition.inputs.shape);
  const replaceOnChanges = new Set<string>(definition.replaceOnChanges ?? []);
  const keptWhenLeftOut = new Set<string>(definition.keptWhenLeftOut ?? []);
  const uniqueKey: readonly string[] = definition.uniqueKey ?? [];

  const normalized = (key: string, value: unknown): unknown => normalizedInput(definition.inputs, key, value);
  const outputs = (state: object, declared: Values | undefined): Values => outputsOf(definition.inputs, state, declared);
  /** The faces hand back, untyped, the state these rules wrote from a definition's State. */
  const stateOf = (props: Values): State => props as State;
  const differs = (key: string, declared: unknown, held: unknown): boolean => inputDiffers(definition.inputs, key, declared, held);
  /** The changes from `held` to `declared`, by path; a value not known yet is a change of its whole input. */
  const changesByPath = (keys: string[], held: Values, declared: Values): Record<string, PropertyChange> => {
    const changes = keys.map((key) => {
      const next = normalized(key, declared[key]);
      return containsUnknown(next)
        ? { [key]: "update" as const }
        : detailedDiff([key], normalized(key, held[key]), next, definition.inputs.shape[key]);
    });
    return Object.assign({}, ...changes);
  };
  /** Outputs that keep `adoptId`: only these rules read it, so no definition's state holds it. */
  const outputsWithAdoptId = (state: object, declared: Values | undefined, adoptId: unknown): Values =>
    outputs({ ...state, [adoptIdKey]: adoptId }, declared && { ...declared, [adoptIdKey]: adoptId });
  /**
   * Reads the object with id `id` to take it over (the declared inputs stand in for the state a
   * read needs, e.g. a value's attribute), with the declared inputs it differs in. `how` names, in
   * the failure when there is no such object, what asked for it.
   */
  const readToAdopt = async (id: string, inputs: z.output<Inputs>, how: string) => {
    const current = await definition.read(api(), id, stateOf(inputs));
    if (current === undefined) throw new AdoptionTargetMissingError(id, how);
    return { current, ...adoptionComparison(definition.inputs, inputs, current) };
  };
  /** Takes the object with id `id` over, and updates it only where a declared input differs. */
  const adopt = async (id: string, inputs: z.output<Inputs>) => {
    const { current, differing } = await readToAdopt(id, inputs, "adoptId");
    return differing.length === 0 ? current : definition.update(api(), id, current, inputs);
  };

  return {
    check(news) {
      return { ...checkInputs(definition.inputs, news), warnings: definition.warnings?.(news) ?? [] };
    },

    diff(olds, news) {
      const changed = inputKeys.filter((key) => {
        // adoptId is no property of the object, and is read only at create: giving it after, or
        // removing it once adopted, changes nothing; another id is still shown.
        if (key === adoptIdKey) return [news, olds].every((values) => values[key] !== undefined) && differs(key, news[key], olds[key]);
        // An input left out that leaves the object's value as it is: only declaring it is a change.
        if (keptWhenLeftOut.has(key) && news[key] === undefined) return false;
        return differs(key, news[key], olds[key]);
      });
      const replaces = changed.filter((key) => replaceOnChanges.has(key));
      const keyKept = uniqueKey.length > 0 && uniqueKey.every((key) => !changed.includes(key));
      const declared = changed.length > 0 && definition.diffNotes ? definition.inputs.safeParse(news) : undefined;
      return {
        changes: changed.length > 0,
        replaces,
        deleteBeforeReplace: replaces.length > 0 && keyKept,
        detailedDiff: changesByPath(changed, olds, news),
        notes: declared?.success ? (definition.diffNotes?.(stateOf(olds), declared.data) ?? []) : [],
      };
    },

    async create(news) {
      const { [adoptIdKey]: adoptId, ...declared } = definition.inputs.parse(news);
      const inputs = declared as z.output<Inputs>;
      if (typeof adoptId === "string") return { id: adoptId, outs: outputsWithAdoptId(await adopt(adoptId, inputs), inputs, adoptId) };
      try {
        const { id, state } = await definition.create(api(), inputs);
        return { id, outs: outputs(state, inputs) };
      } catch (error) {
        if (!(error instanceof PartialCreateError)) throw error;
        throw new PartialCreateError(error.id, outputs(error.state, inputs), error.message);
      }
    },

    async importMatching(id, news) {
      const { [adoptIdKey]: _, ...declared } = definition.inputs.parse(news);
      const inputs = declared as z.output<Inputs>;
      const { current, held, differing } = await readToAdopt(id, inputs, "the import option's id");
      if (differing.length > 0) throw new ImportMismatchError(id, Object.keys(changesByPath(differing, held, inputs)));
      return { id, outs: outputs(current, inputs) };
    },

    async read(id, props) {
      const byIdAlone = !inputKeys.some((key) => props[key] !== undefined);
      const current = await definition.read(api(), id, stateOf(props));
      if (current === undefined) return { id: "", props: {} };
      // A read by id alone (the native plugin's import; a refresh always passes the state) records
      // the inputs a person would declare for the object, as an export writes them.
      const declared = byIdAlone ? declarableInputs(definition, current) : props;
      const outs = outputsWithAdoptId(current, declared, props[adoptIdKey]);
      const inputs = Object.fromEntries(inputKeys.filter((key) => key in outs).map((key) => [key, outs[key]]));
      return { id, props: outs, inputs };
    },

    async update(id, olds, news) {
      const { [adoptIdKey]: adoptId, ...inputs } = definition.inputs.parse(news);
      const state = await definition.update(api(), id, stateOf(olds), inputs as z.output<Inputs>);
      return { outs: outputsWithAdoptId(state, inputs, adoptId) };
    },

    async delete(id, props) {
      await definition.delete(api(), id, stateOf(props));
    },
  };
}

/** A declared input's value as the input schema normalizes it; a value the schema refuses is compared as is. */
function normalizedInput(schema: z.ZodObject, key: string, value: unknown): unknown {
  const field: z.ZodType | undefined = schema.shape[key];
  const parsed = field?.safeParse(value);
  return parsed?.success ? parsed.data : value;
}

/**
 * Keeps computed fields and the declared inputs, each cut down to its declared shape; drops
 * inputs the user did not declare. `declared` holds the inputs as the user declared them (at
 * create and update) or as state last recorded them (at refresh); undefined takes everything.
 */
function outputsOf(schema: z.ZodObject, state: object, declared: Values | undefined): Values {
  const result: Values = {};
  for (const [key, value] of Object.entries(state)) {
    if (value === undefined) continue;
    if (!Object.hasOwn(schema.shape, key)) result[key] = value;
    else if (declared === undefined) result[key] = normalizedInput(schema, key, value);
    else if (declared[key] !== undefined) result[key] = normalizedInput(schema, key, projectOnto(value, declared[key]));
  }
  return result;
}

/** Whether a declared input differs from what state or the server holds, as diff sees it. */
function inputDiffers(schema: z.ZodObject, key: string, declared: unknown, held: unknown): boolean {
  // Normalizing fills a schema default even where `check` could not (a preview with values not known yet).
  const next = normalizedInput(schema, key, declared);
  if (next === undefined) return held !== undefined; // no longer declared
  return containsUnknown(next) || !equalIgnoringOrder(schema.shape[key], next, normalizedInput(schema, key, held));
}

/**
 * The one comparison of taking an object over: `current` (what the platform holds) as adoption
 * keeps it against `declared` (the inputs as the input schema outputs them, without adoptId), and
 * the inputs it differs in. Adopting updates just those, Pulumi's `import` option refuses the object
 * when there is any, and an export refuses to declare it, so an exported program writes nothing.
 */
export function adoptionComparison(schema: z.ZodObject, declared: Values, current: object): { held: Values; differing: string[] } {
  const held = outputsOf(schema, current, declared);
  return { held, differing: Object.keys(schema.shape).filter((key) => inputDiffers(schema, key, declared[key], held[key])) };
}
