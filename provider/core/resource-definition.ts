// What a resource is, once, for every adapter that serves it (the dynamic provider, the package
// schema): its input schema, its metadata, and its calls to the API. Check, diff, which outputs are
// kept and refresh's inputs are the adapters' business, shared by every resource.
import type { z } from "zod";
import type { InputFailure } from "./check-inputs";
import type { Endpoint } from "./endpoint";
import type { OutputSecrecy } from "./output-secrecy";
import type { PlatformApi } from "./platform-api";

/** The input schema and metadata of a resource: everything about it but its calls. */
export interface ResourceSchema<Inputs extends z.ZodObject> extends OutputSecrecy {
  /** Strict zod object of the inputs. Its transforms normalize values, e.g. drop repeats from unordered lists. */
  readonly inputs: Inputs;
  /** What the resource is: the package schema's description of it. */
  readonly description: string;
  /** The outputs its state adds to the inputs (ids, timestamps), described for the package schema. */
  readonly computedOutputs: z.ZodObject;
  /** Inputs whose change replaces the resource; any other change updates it in place. */
  readonly replaceOnChanges?: readonly (keyof z.output<Inputs> & string)[];
  /**
   * Inputs that must be unique on the server (an app's slug). A replacement that keeps their values
   * deletes the old object first: the new one could not be created beside it.
   */
  readonly uniqueKey?: readonly (keyof z.output<Inputs> & string)[];
  /**
   * Optional inputs that, left out, leave the object's value as the platform has it, because
   * another resource may declare it (the other side of a pair of relationship types): no longer
   * declaring one, or an import that holds one the program does not declare, is no change.
   */
  readonly keptWhenLeftOut?: readonly (keyof z.output<Inputs> & string)[];
  /**
   * What the platform gives inputs left out when it creates the object (docs/api-contract.md), at
   * any depth: an export leaves values equal to these out, as a person writing the program would.
   */
  readonly serverDefaults?: Record<string, unknown>;
  /**
   * What looks wrong in inputs the platform still accepts (a permission resource its documentation
   * does not name), from the inputs as check receives them (any values): check shows them as
   * warnings, in the form of its failures, and never fails on them.
   */
  readonly warnings?: (inputs: Record<string, unknown>) => InputFailure[];
  /**
   * Computed outputs that carry another kind's input, of the resources whose ids one of this one's
   * inputs lists (an order's `ruleNames`: the `name` of each CsatRule in `ruleIds`): secret whenever
   * one of those resources declares that input secret.
   */
  readonly referencedOutputs?: Readonly<Record<string, ReferencedInput>>;
}

/** An input of other resources, found by their ids: the kind, its input, and the input here that lists their ids. */
export interface ReferencedInput {
  readonly kind: string;
  readonly input: string;
  readonly ids: string;
}

/** `T` as the server may hold it: a value of a known set (an enum) may be one the platform added since. */
type AsServerHolds<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? AsServerHolds<Item>[]
    : T extends Record<string, unknown>
      ? { [K in keyof T]: AsServerHolds<T[K]> }
      : T;

/**
 * What a resource keeps in Pulumi's state, derived from its schema: its inputs as the server holds
 * them (but `adoptId`, which only create reads), plus its computed outputs.
 */
export type StateOf<Schema extends Pick<ResourceSchema<z.ZodObject>, "inputs" | "computedOutputs">> = AsServerHolds<
  Omit<z.output<Schema["inputs"]>, "adoptId">
> &
  z.output<Schema["computedOutputs"]>;

/** A created object: its id and its state. */
export interface Created<State> {
  id: string;
  state: State;
}

/** Where an export looks for objects: the teams of the organization that the key's user belongs to. */
export interface OrganizationScope {
  readonly teamIds: readonly string[];
}

/** An object `list` found: its id and state, and why it cannot be managed, if it cannot (a system role). */
export interface Listed<State> extends Created<State> {
  readonly unmanageable?: string;
}

/** How an export presents a kind: its section of the program, and each object's label, the text its resource name comes from. */
export interface ExportedKind<State> {
  readonly heading: string;
  /** `teamName` gives a team's name by its id (the id itself for a team the export does not know). */
  label(state: State, teamName: (id: string) => string): string;
}

/**
 * A resource: its schema and its calls. `State` is what it keeps in Pulumi's state: its inputs as
 * the server now has them, plus computed fields.
 */
export interface ResourceDefinition<Inputs extends z.ZodObject, State extends object> extends ResourceSchema<Inputs> {
  /** How an export presents the kind (the registry's order is the sections' order). */
  readonly exported: ExportedKind<State>;
  /**
   * The kind's own calls, its folder's `endpoints.ts` (the http layer's shared reads are not
   * repeated): endpoint-index.ts joins every kind's for the docs and the tests that walk them all.
   */
  readonly endpoints: Readonly<Record<string, Endpoint>>;
  /** Creates the object. */
  create(api: PlatformApi, inputs: z.output<Inputs>): Promise<Created<State>>;
  /**
   * The object's current state, or undefined when it no longer exists. `state` is what Pulumi
   * holds; when adopting an object (`adoptId`), the declared inputs stand in for it.
   */
  read(api: PlatformApi, id: string, state: State): Promise<State | undefined>;
  /** Applies the changed inputs and answers the new state. */
  update(api: PlatformApi, id: string, state: State, inputs: z.output<Inputs>): Promise<State>;
  /**
   * What a preview says beside a change, in words the diff of the inputs cannot hold (the rules an
   * order moves, by name), from `state` and the declared inputs: no request. Only asked when the
   * inputs changed; a face that cannot tell whether they are secret shows none.
   */
  diffNotes?(state: State, inputs: z.output<Inputs>): string[];
  /** Deletes the object; one that is already gone counts as deleted. */
  delete(api: PlatformApi, id: string, state: State): Promise<void>;
  /**
   * Every object of this kind in `scope`, for an export: from the kind's lists, with one read per
   * object only where a list does not carry the whole object.
   */
  list(api: PlatformApi, scope: OrganizationScope): Promise<Listed<State>[]>;
  /**
   * The inputs that declare the object `state` describes, for an export, where they are not simply
   * the state's input fields (an app's manifest, partly generated from other inputs).
   */
  inputsOf?(state: State): Record<string, unknown>;
}
