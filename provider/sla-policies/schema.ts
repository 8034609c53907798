// SlaPolicy: its inputs, its state and what the package schema says of it. Its calls: definition.ts.
// The checks are the platform's (docs/api-contract.md, "SLA policies"), so that a preview refuses
// what the platform would.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { adoptId, nonBlank, timestamps } from "../core/schema-parts";

/**
 * The metrics the platform takes: the example's FIRST_RESPONSE_TIME and the concept page's three
 * others in its style (the SLA-duration endpoint's spellings, first_time_response, …, are refused).
 */
export const slaMetrics = ["FIRST_RESPONSE_TIME", "NEXT_RESPONSE_TIME", "RESOLUTION_TIME", "UPDATE_TIME"] as const;
/** A year of minutes at most. */
const maxMinutes = 525_600;
const durationRule = `must be a whole number of minutes from 1 to ${maxMinutes}, as a number or a numeric string`;

/** A whole number of minutes, declared as a number or a numeric string ("120", as the docs' examples send it): the number either way. */
export const durationInMinutes = z
  .preprocess(
    (value) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value),
    z.int({ error: durationRule }).min(1, durationRule).max(maxMinutes, durationRule),
  )
  .describe('Minutes the metric allows, a whole number from 1 to 525600 (a numeric string such as `"120"` is taken too).');

const conditionFields = {
  entity: z.enum(["ticket"]).default("ticket").describe("What the condition looks at: `ticket`, the only entity the docs show."),
  field: nonBlank(100).describe("The ticket's field compared, e.g. `status` or `priority`."),
  operator: z.enum(["equals", "in"]).describe("`equals` (exactly one value) or `in` (any of the values)."),
  values: z
    .array(z.strictObject({ label: nonBlank(200).describe("The value's label, as the dashboard shows it (`Open`, `High`).") }))
    .min(1, "must hold at least one value")
    .max(100, "must hold at most 100 values")
    .describe("The values compared with, matched by label."),
};

/** `equals` compares with one value; `in` with any of several. */
const oneValueForEquals = (condition: { operator: string; values: unknown[] }, context: z.RefinementCtx) => {
  if (condition.operator === "equals" && condition.values.length !== 1)
    context.addIssue({ code: "custom", path: ["values"], message: "must hold exactly one value for the operator equals" });
};

const slaCondition = z.strictObject(conditionFields).superRefine(oneValueForEquals);

const conditions = (description: string) =>
  z.array(slaCondition).max(50, "must have at most 50 conditions").optional().describe(description);

const conditionSet = (description: string) =>
  z
    .strictObject({
      all: conditions("Conditions that must all hold (none by default)."),
      any: conditions("Conditions of which at least one must hold, when there are any (none by default)."),
    })
    .optional()
    .describe(description);

const policyMetric = z.strictObject({
  metric: z.enum(slaMetrics).describe("What is measured: `FIRST_RESPONSE_TIME`, `NEXT_RESPONSE_TIME`, `RESOLUTION_TIME` or `UPDATE_TIME`."),
  default: z.boolean().optional().describe("Whether `durationInMinutes` applies to every ticket the policy covers (default true)."),
  durationInMinutes,
  specific: z
    .array(
      z
        .strictObject({ ...conditionFields, durationInMinutes: durationInMinutes.describe("Minutes allowed where the condition holds.") })
        .superRefine(oneValueForEquals),
    )
    .max(50, "must have at most 50 conditions")
    .optional()
    .describe("Other durations for the tickets a condition matches (none by default)."),
});

export const slaPolicyInputs = z.strictObject({
  teamId: nonBlank(100).describe("The id of the team whose tickets the policy covers. Changing it moves the policy (it comes last there)."),
  name: nonBlank(200).describe("Name of the policy, unique in its team whatever its case."),
  description: z.string().max(2000).describe("What the policy promises (the platform requires it; it may be empty)."),
  entityType: z.enum(["ticket"]).optional().describe("What the policy applies to: `ticket` (the default), the only type the docs show."),
  filter: conditionSet("Which of the team's tickets the policy covers: `{all, any}` conditions. Left out, every ticket."),
  policyMetrics: z
    .array(policyMetric)
    .max(slaMetrics.length, `must have at most ${slaMetrics.length} metrics`)
    .superRefine((metrics, context) => {
      metrics.forEach(({ metric }, index) => {
        if (metrics.findIndex((other) => other.metric === metric) !== index)
          context.addIssue({ code: "custom", message: `repeats the metric ${metric}` });
      });
    })
    .optional()
    .describe("The targets the policy sets, each metric at most once."),
  pauseConditions: conditionSet("When the policy's clocks pause: `{all, any}` conditions."),
  isActive: z
    .boolean()
    .optional()
    .describe("Whether the policy applies (a new policy does). `false` retires it, as destroy does: the platform has no delete."),
  adoptId: adoptId.describe(
    "Takes an existing SLA policy (made in the dashboard) under management instead of creating one: its `uid`, e.g. from getSlaPolicies. Only read when the resource is created; changing it later changes nothing.",
  ),
});
export type SlaPolicyInputs = z.output<typeof slaPolicyInputs>;

const computedOutputs = z.object({
  version: z.number().describe("The policy's version: one more at each write."),
  priority: z.number().describe("The policy's place among its team's policies, 1 first; the platform sets it."),
  ...timestamps,
});

/** The policy as Pulumi keeps it (StateOf). */
export type SlaPolicyState = StateOf<typeof slaPolicySchema>;

const noConditions = { all: [], any: [] };

export const slaPolicySchema = {
  inputs: slaPolicyInputs,
  description:
    "An SLA policy of a team, on the SLA host (`slaUrl`): which tickets it covers (`filter`), its targets (`policyMetrics`) and when its clocks pause (`pauseConditions`). Every change, `teamId` included, updates it in place. The platform has no delete: destroy retires the policy (`isActive: false`) and leaves it on the platform.",
  computedOutputs,
  secretOutputs: [],
  derivedOutputs: {},
  serverDefaults: { entityType: "ticket", filter: noConditions, policyMetrics: [], pauseConditions: noConditions, isActive: true },
} satisfies ResourceSchema<typeof slaPolicyInputs>;
