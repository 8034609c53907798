// Request bodies of the team routing rule endpoints. The REST page types `andRules` and `orRules`
// as string arrays, every MCP sample as condition objects: a condition is accepted as the object or
// as its JSON text, and always kept (and answered) as the object.
import { z } from "zod";
import { nonBlank } from "../../http/schema-parts";
import { ROUTING_OPERATORS } from "./types";

const conditionObject = z.strictObject({
  field: nonBlank(100),
  operator: z.enum(ROUTING_OPERATORS),
  value: z.string().max(1000),
  precedence: z.int().min(0).max(1000),
});

/** A condition's JSON text is read as the object; text that is not JSON stays text, and fails as one. */
const jsonText = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

const conditions = z.array(z.preprocess(jsonText, conditionObject)).max(50);

const ruleFields = {
  name: nonBlank(100),
  resultTeamId: nonBlank(50),
  description: z.string().max(1000),
  evaluationOrder: z.int().min(0).max(1_000_000),
  andRules: conditions,
  orRules: conditions,
};

export const createRuleSchema = z.strictObject({
  ...ruleFields,
  description: ruleFields.description.default(""),
  evaluationOrder: ruleFields.evaluationOrder.optional(),
  andRules: ruleFields.andRules.default([]),
  orRules: ruleFields.orRules.default([]),
});

export const updateRuleSchema = z.strictObject(ruleFields).partial();

export const ruleParams = z.object({ teamId: z.string(), ruleId: z.string() });
