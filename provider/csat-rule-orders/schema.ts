// CsatRuleOrder: its inputs, its state and what the package schema says of it. Its calls: definition.ts.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { adoptId, nonBlank } from "../core/schema-parts";
import { unknownValue } from "../core/unknowns";

export const csatRuleOrderInputs = z.strictObject({
  teamId: nonBlank(100).describe("The team's uid. Changing it replaces the resource: it then orders the other team's rules."),
  ruleIds: z
    .array(nonBlank(100))
    .min(1, "must name at least one rule")
    .superRefine((ids, context) => {
      ids.forEach((id, index) => {
        if (id !== unknownValue && ids.indexOf(id) !== index) {
          context.addIssue({ code: "custom", path: [index], message: `names rule ${id} more than once` });
        }
      });
    })
    .describe(
      "The ids of every CSAT rule of the team, in the order the platform should hold them. Its order is the point: a list in another order is a change.",
    ),
  adoptId: adoptId.describe(
    "Takes the order of an existing team's rules under management: the team's uid. Writes nothing when the team's rules already are in the declared order. Only read when the resource is created.",
  ),
});
export type CsatRuleOrderInputs = z.output<typeof csatRuleOrderInputs>;

const computedOutputs = z.object({
  settingsId: z.string().describe("The id of the team's CSAT settings, which keep the order."),
  appliedRuleIds: z
    .array(z.string())
    .describe(
      "The rule ids this resource last applied. A rule among them that `ruleIds` no longer names, and that the team still has, is placed last by the next update: its CsatRule is deleted after the order's update in the same deployment.",
    ),
  ruleNames: z
    .record(z.string(), z.string())
    .describe("Each rule's name by its id, as the platform last listed them: a preview names the rules a change of order moves."),
});

/** The order as Pulumi keeps it (StateOf): the team and its rules' ids as the platform lists them, plus the computed fields. */
export type CsatRuleOrderState = StateOf<typeof csatRuleOrderSchema>;

export const csatRuleOrderSchema = {
  inputs: csatRuleOrderInputs,
  replaceOnChanges: ["teamId"],
  description:
    "The order of a team's CSAT rules, applied through the platform's reorder: `ruleIds` names every rule of the team, in order. Its id is the team's uid. Removing it changes nothing on the platform: the rules keep the order they have.",
  computedOutputs,
  secretOutputs: [],
  // The order last applied is the declared ruleIds, and the names are keyed by them: secret when they are.
  derivedOutputs: { appliedRuleIds: ["ruleIds"], ruleNames: ["ruleIds"] },
  // The names are the rules' own: secret, too, when a rule's name is.
  referencedOutputs: { ruleNames: { kind: "CsatRule", input: "name", ids: "ruleIds" } },
} satisfies ResourceSchema<typeof csatRuleOrderInputs>;
