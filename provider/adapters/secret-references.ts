// Which inputs of which resources a provider process has seen declared secret, for the outputs of
// another kind that carry them (ResourceSchema.referencedOutputs: an order's `ruleNames`, the names
// of the CsatRules its `ruleIds` lists). A provider is asked about one resource at a time, and the
// platform's answers carry no secrecy: what a process learns of a rule (its diff, create, update or
// read, which the engine runs before the order's when the order lists the rule by its `id` output)
// is what it knows when the order comes. One process serves one deployment's resources (the dynamic
// provider host; the native plugin per provider instance), so a rule the order names by a written
// id, of another stack or another explicit provider, is not seen: `ruleIds` made secret covers it.
import type { ReferencedInput } from "../core/resource-definition";
import type { Values } from "./resource-rules";

type Referencing = { readonly referencedOutputs?: Readonly<Record<string, ReferencedInput>> };

export class SecretInputsSeen {
  /** The secret inputs of each resource seen, by `${kind} ${id}`; the latest word on each resource. */
  private readonly seen = new Map<string, readonly string[]>();

  /** What a request of `kind`'s resource `id` said of its inputs: `secretInputs` are secret, the others not. */
  record(kind: string, id: string, secretInputs: readonly string[]): void {
    if (id !== "") this.seen.set(`${kind} ${id}`, secretInputs);
  }

  /** The outputs of `schema` that carry an input seen secret, of a resource whose id `values` lists. */
  secretOutputs(schema: Referencing, values: Values): string[] {
    return Object.entries(schema.referencedOutputs ?? {})
      .filter(([, { kind, input, ids }]) => {
        const listed = values[ids];
        return Array.isArray(listed) && listed.some((id) => typeof id === "string" && this.seen.get(`${kind} ${id}`)?.includes(input));
      })
      .map(([output]) => output);
  }
}
