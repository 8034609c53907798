// AccountRelationshipType: its inputs, its state and what the package schema says of it. Its calls: definition.ts.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { adoptId, nonBlank, timestamps } from "../core/schema-parts";

export const accountRelationshipTypeInputs = z
  .strictObject({
    name: nonBlank(100).describe("Name of the type (`Parent`), at most 100 characters, unique in the organization whatever its case."),
    inverseTypeId: nonBlank(50)
      .optional()
      .describe(
        "The type that reads the relationship from the other side (`Subsidiary` for `Parent`): another AccountRelationshipType's `id`. The platform pairs both sides in the same request, so only one side of a pair declares it. Left out, the resource leaves the type's pairing as the platform has it.",
      ),
    selfInverse: z
      .boolean()
      .optional()
      .describe(
        "Whether the type is its own inverse (`Sibling`): a resource cannot name its own id, so this says it. `false` unpairs a type that was its own inverse.",
      ),
    adoptId,
  })
  .superRefine((inputs, context) => {
    if (inputs.selfInverse === true && inputs.inverseTypeId !== undefined)
      context.addIssue({
        code: "custom",
        path: ["selfInverse"],
        message: "cannot be true beside inverseTypeId: a type's inverse is either itself or another type",
      });
  });
export type AccountRelationshipTypeInputs = z.output<typeof accountRelationshipTypeInputs>;

/** The type as Pulumi keeps it (StateOf). */
export type AccountRelationshipTypeState = StateOf<typeof accountRelationshipTypeSchema>;

export const accountRelationshipTypeSchema = {
  inputs: accountRelationshipTypeInputs,
  description:
    "A type of relationship between accounts (`/v1/accounts/relationships/types`), with its inverse: `Parent` and `Subsidiary` point at each other, and the platform keeps the pair mutual. Declare a pair as two resources, the second naming the first's `id` as its `inverseTypeId`; a type that is its own inverse says `selfInverse: true`. Every change updates it in place; deleting one side of a pair leaves the other without an inverse.",
  // The first side of a pair declares no inverse (the second names it): its pairing is left as it is.
  keptWhenLeftOut: ["inverseTypeId"],
  computedOutputs: z.object(timestamps),
  secretOutputs: [],
  derivedOutputs: {},
  serverDefaults: { selfInverse: false },
} satisfies ResourceSchema<typeof accountRelationshipTypeInputs>;
