// What a resource tells the generic dynamic provider: its input schema and its calls to the API.
// Everything else (check, diff, which outputs are kept, refresh's inputs) is shared.
import type { z } from "zod";
import type { PlatformClient } from "../http/platform-client";

/** Any object a resource keeps in state: its inputs as the server now has them, plus computed fields. */
export type View = Record<string, unknown>;

export interface ResourceDefinition<Shape extends z.ZodRawShape = z.ZodRawShape> {
  /** Strict zod object of the inputs. Its transforms normalize values, e.g. sort unordered lists. */
  readonly inputs: z.ZodObject<Shape>;
  /**
   * What the resource is, and the outputs its view adds to the inputs (ids, timestamps), described:
   * the package schema (schema.json) is generated from them with the inputs. Every registered kind
   * has both; the schema generator refuses a kind without them.
   */
  readonly description?: string;
  readonly computedOutputs?: z.ZodObject;
  /** Computed outputs that are credentials: encrypted in state and masked in the CLI's output. */
  readonly secretOutputs?: readonly string[];
  /** Inputs whose change replaces the resource; any other change updates it in place. */
  readonly replaceOnChanges?: readonly (keyof Shape & string)[];
  /**
   * Inputs that must be unique on the server (an app's slug). A replacement that keeps their values
   * deletes the old object first: the new one could not be created beside it.
   */
  readonly uniqueKey?: readonly (keyof Shape & string)[];
  /** Creates the object and returns its id and view. */
  create(client: PlatformClient, inputs: z.output<z.ZodObject<Shape>>): Promise<{ id: string; view: View }>;
  /** The object's current view, or undefined when it no longer exists. `state` is what Pulumi holds. */
  read(client: PlatformClient, id: string, state: View): Promise<View | undefined>;
  /** Applies the changed inputs and returns the new view. */
  update(client: PlatformClient, id: string, state: View, inputs: z.output<z.ZodObject<Shape>>): Promise<View>;
  /** Deletes the object; one that is already gone counts as deleted. */
  delete(client: PlatformClient, id: string, state: View): Promise<void>;
}
