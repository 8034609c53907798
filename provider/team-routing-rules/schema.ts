// TeamRoutingRule: its inputs, its state and what the package schema says of it. Its calls: definition.ts.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { adoptId, nonBlank, timestamps } from "../core/schema-parts";
import { teamScopedIdPattern } from "../core/team-scoped-id";

/**
 * The operators the docs show (every MCP sample), which the platform takes and no other
 * (docs/api-contract.md, "Team routing rules": assumed no others, as the emulator does).
 */
export const routingOperators = ["EQUALS", "NOT_EQUALS", "CONTAINS"] as const;

/** One condition, as every MCP sample shows it. The docs name no list of fields: any field name is taken. */
const routingCondition = z.strictObject({
  field: nonBlank(100).describe("The ticket field compared, e.g. `priority` or `title`."),
  operator: z.enum(routingOperators).describe("How the field is compared with `value`: `EQUALS`, `NOT_EQUALS` or `CONTAINS`."),
  value: z.string().max(1000).describe("The value compared with."),
  precedence: z
    .int()
    .min(0, "must be from 0 to 1000")
    .max(1000, "must be from 0 to 1000")
    .describe("The condition's place among the rule's conditions."),
});

const conditions = (description: string) =>
  z.array(routingCondition).max(50, "must have at most 50 conditions").optional().describe(description);

export const teamRoutingRuleInputs = z.strictObject({
  teamId: nonBlank(50).describe("The id of the team whose tickets the rule routes. Changing it replaces the rule."),
  name: nonBlank(100).describe("Name of the rule, unique in its team whatever its case."),
  resultTeamId: nonBlank(50).describe("The id of the team the rule routes a matching ticket to (the rule's own team, or another)."),
  description: z.string().max(1000).optional().describe("What the rule is for."),
  evaluationOrder: z
    .int()
    .min(0, "must be from 0 to 1000000")
    .max(1_000_000, "must be from 0 to 1000000")
    .optional()
    .describe("When the rule is evaluated among its team's rules, lowest first. Left out, a new rule comes after the team's others."),
  andRules: conditions("Conditions that must all hold."),
  orRules: conditions("Conditions of which at least one must hold."),
  adoptId: adoptId
    .unwrap()
    .regex(teamScopedIdPattern, "must be <teamId>/<ruleId>")
    .optional()
    .describe(
      "Takes an existing routing rule (made in the dashboard) under management instead of creating one: `<teamId>/<ruleId>`. Only read when the resource is created; changing it later changes nothing.",
    ),
});
export type TeamRoutingRuleInputs = z.output<typeof teamRoutingRuleInputs>;

const computedOutputs = z.object({
  ruleId: z.string().describe("The rule's own id on the platform (the resource's id is `<teamId>/<ruleId>`)."),
  ...timestamps,
});

/** The rule as Pulumi keeps it (StateOf). */
export type TeamRoutingRuleState = StateOf<typeof teamRoutingRuleSchema>;

export const teamRoutingRuleSchema = {
  inputs: teamRoutingRuleInputs,
  replaceOnChanges: ["teamId"],
  description:
    "A routing rule of a team: which of the team's tickets go to which team (`resultTeamId`), on conditions `{field, operator, value, precedence}`, in the team's evaluation order. Changing `teamId` replaces the rule; anything else updates it in place.",
  computedOutputs,
  secretOutputs: [],
  // The rule's id holds no input: it is the platform's.
  derivedOutputs: {},
  serverDefaults: { description: "", andRules: [], orRules: [] },
} satisfies ResourceSchema<typeof teamRoutingRuleInputs>;
