// Team: its inputs, its state and what the package schema says of it. Its calls: definition.ts.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { adoptId, nonBlank, timestamps } from "../core/schema-parts";

export const teamInputs = z.strictObject({
  name: z.string().trim().min(1, "must not be empty").max(100).describe("Name of the team."),
  description: z.string().max(1000).optional().describe("What the team does."),
  identifier: z
    .string()
    .min(1, "must not be empty")
    .max(20)
    .regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, hyphens or underscores")
    .optional()
    .describe(
      "Short identifier of the team (ticket references show it), unique in the organization whatever its case; the platform gives one when it is left out.",
    ),
  icon: z.string().min(1, "must not be empty").max(100).optional().describe("Icon name shown with the team."),
  color: z.string().min(1, "must not be empty").max(50).optional().describe("Color shown with the team."),
  isPrivate: z.boolean().optional().describe("Whether the team is private."),
  parentTeamId: nonBlank(50)
    .optional()
    .describe("The id of the team this one is a sub-team of. The platform does not move a team: changing it replaces the team."),
  adoptId,
});
export type TeamInputs = z.output<typeof teamInputs>;

const computedOutputs = z.object(timestamps);

/** The team as Pulumi keeps it (StateOf). */
export type TeamState = StateOf<typeof teamSchema>;

export const teamSchema = {
  inputs: teamInputs,
  replaceOnChanges: ["parentTeamId"],
  // A replacement that keeps the identifier deletes the old team first: the new one could not take it.
  uniqueKey: ["identifier"],
  description:
    "A team of the organization; its id is what CSAT rules, CSAT settings and webhook apps take as a team id. Changing `parentTeamId` replaces it; anything else updates it in place.",
  computedOutputs,
  secretOutputs: [],
  derivedOutputs: {},
  serverDefaults: { description: "", isPrivate: false },
} satisfies ResourceSchema<typeof teamInputs>;
