// Request bodies of the SLA policy endpoints (docs: create-a-policy, older; update-a-policy, newer).
// Durations come as numbers or as numeric strings (the examples' "120"); both are accepted and kept
// as strings. A condition matches values by their label.
import { z } from "zod";
import { nonBlank } from "../../http/schema-parts";

/**
 * The policy example's FIRST_RESPONSE_TIME, and the concept page's three other metrics in its style
 * (the duration endpoint spells them first_time_response, … : not accepted here).
 */
export const METRICS = ["FIRST_RESPONSE_TIME", "NEXT_RESPONSE_TIME", "RESOLUTION_TIME", "UPDATE_TIME"] as const;

/** A year of minutes at most. */
const MAX_MINUTES = 525_600;

const duration = z.union([z.number(), z.string()]).transform((value, context) => {
  const minutes = typeof value === "number" ? value : /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_MINUTES) return String(minutes);
  context.addIssue({
    code: "custom",
    message: `must be a whole number of minutes from 1 to ${MAX_MINUTES}, as a number or a numeric string`,
  });
  return z.NEVER;
});

const conditionFields = {
  entity: z.literal("ticket"),
  field: nonBlank(100),
  operator: z.enum(["equals", "in"]),
  values: z
    .array(z.strictObject({ label: nonBlank(200) }))
    .min(1)
    .max(100),
};

/** `equals` compares with one value; `in` with any of several. */
const oneValueForEquals = (condition: { operator: string; values: unknown[] }, context: z.RefinementCtx) => {
  if (condition.operator === "equals" && condition.values.length !== 1)
    context.addIssue({ code: "custom", path: ["values"], message: "must hold exactly one value for the operator equals" });
};

const condition = z.strictObject(conditionFields).superRefine(oneValueForEquals);

const conditionSet = z.strictObject({
  all: z
    .array(condition)
    .max(50)
    .default(() => []),
  any: z
    .array(condition)
    .max(50)
    .default(() => []),
});

const policyMetric = z.strictObject({
  metric: z.enum(METRICS),
  default: z.boolean().default(true),
  durationInMinutes: duration,
  specific: z
    .array(z.strictObject({ ...conditionFields, durationInMinutes: duration }).superRefine(oneValueForEquals))
    .max(50)
    .default(() => []),
});

const policyMetrics = z
  .array(policyMetric)
  .max(METRICS.length)
  .superRefine((metrics, context) => {
    metrics.forEach(({ metric }, index) => {
      if (metrics.findIndex((other) => other.metric === metric) !== index)
        context.addIssue({ code: "custom", path: [index, "metric"], message: `repeats the metric ${metric}` });
    });
  });

const fields = {
  teamId: nonBlank(100),
  name: nonBlank(200),
  description: z.string().max(2000),
  entityType: z.literal("ticket"),
  filter: conditionSet,
  policyMetrics,
  pauseConditions: conditionSet,
};

export const createPolicySchema = z.strictObject({
  ...fields,
  entityType: fields.entityType.default("ticket"),
  filter: fields.filter.default(() => ({ all: [], any: [] })),
  policyMetrics: fields.policyMetrics.default(() => []),
  pauseConditions: fields.pauseConditions.default(() => ({ all: [], any: [] })),
});

/** The update page's body, all optional, and `isActive` (in every answer; assumed writable). */
export const updatePolicySchema = z.strictObject({ ...fields, isActive: z.boolean() }).partial();

export const listPoliciesQuery = z.looseObject({ teamId: nonBlank(100).optional() });
