// CsatRule: its input schema and its calls to the API (create POST to the team, read GET, update
// PATCH, delete DELETE). The resource class is in csat-rule.ts.
import { z } from "zod";
import { createSettled } from "../dynamic/create-settled";
import type { ResourceDefinition, View } from "../dynamic/resource-definition";
import { endpoints } from "../http/endpoints";
import { csatEnvelope } from "../http/envelopes";
import { ResponseShapeError } from "../http/errors";
import type { PlatformClient } from "../http/platform-client";

/**
 * A string the spec shows one value of: any non-empty string is accepted, so a value the platform
 * adds later never blocks a user, and the known one is offered in the TypeScript type.
 */
function openEnum<const Known extends string>(known: Known, description: string) {
  return z
    .string()
    .min(1, "must not be empty")
    .describe(`${description} Known value: \`${known}\`.`) as unknown as z.ZodType<Known | (string & {})>;
}

const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "must be a hex color such as #4F46E5");

const standardField = z.strictObject({
  field: z.string().min(1, "must not be empty").describe("A standard field, e.g. `priority`."),
  operator: openEnum("=", "Comparison operator."),
  value: z.string().describe("The value compared with."),
});

const customField = z
  .strictObject({
    field: z.string().min(1, "must not be empty").describe("`custom_` followed by the custom field's id."),
    customFieldId: z.string().min(1, "must not be empty").describe("The custom field's id."),
    operator: openEnum("=", "Comparison operator."),
    value: z.string().describe("The value compared with."),
  })
  .superRefine((filter, context) => {
    if (filter.field !== `custom_${filter.customFieldId}`) {
      context.addIssue({ code: "custom", path: ["field"], message: `must be custom_${filter.customFieldId} (custom_ followed by customFieldId)` });
    }
  });

const entityFilters = z.strictObject({
  standardFields: z.array(standardField).optional(),
  customFields: z.array(customField).optional(),
});

const filterSet = z
  .strictObject({ ticket: entityFilters.optional(), account: entityFilters.optional(), contact: entityFilters.optional() })
  .describe("Conditions on the ticket, its account and its contact.");

export const csatRuleInputs = z.strictObject({
  teamId: z.string().min(1, "must not be empty").describe("The team's uid. Changing it replaces the rule."),
  name: z.string().trim().min(1, "must not be empty").max(200).describe("Name of the rule, unique within its team in a stack."),
  description: z.string().max(1000).optional(),
  isActive: z.boolean().optional().describe("Whether the rule sends surveys."),
  priority: z.int().min(0, "must be at least 0").optional().describe("Priority of the rule among the team's rules."),
  allFilters: filterSet.optional().describe("Every condition must hold."),
  anyFilters: filterSet.optional().describe("At least one condition must hold."),
  triggerConfig: z
    .strictObject({
      triggerType: openEnum("always", "When a survey is considered.").optional(),
      randomPercentage: z.int().min(0, "must be from 0 to 100").max(100, "must be from 0 to 100").optional().describe("Share of the tickets surveyed, 0 to 100."),
      triggerEvent: openEnum("ticket_resolved", "The event that triggers the survey.").optional(),
      delayMinutes: z.int().min(0, "must be at least 0").optional().describe("Minutes between the event and the survey."),
    })
    .describe("When and how the survey is triggered."),
  feedbackConfig: z
    .strictObject({
      enabled: z.boolean().optional(),
      feedbackType: openEnum("star", "Kind of rating.").optional(),
      includeCommentField: z.boolean().optional(),
      customTitle: z.string().optional(),
      customMessage: z.string().optional(),
      customThankYouMessage: z.string().optional(),
      commentFieldLabel: z.string().optional(),
      commentFieldPlaceholder: z.string().optional(),
      brandingColor: hexColor.optional().describe("Hex color of the survey."),
      deliveryChannel: openEnum("email", "How the survey reaches the customer.").optional(),
    })
    .describe("Appearance and behaviour of the survey."),
});
export type CsatRuleInputs = z.output<typeof csatRuleInputs>;

const serverRule = z.object({
  id: z.string().min(1),
  teamId: z.string(),
  settingsId: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  isActive: z.boolean(),
  priority: z.number(),
  allFilters: z.record(z.string(), z.unknown()).nullish(),
  anyFilters: z.record(z.string(), z.unknown()).nullish(),
  triggerConfig: z.record(z.string(), z.unknown()),
  feedbackConfig: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const ruleResponse = csatEnvelope(serverRule);
const ruleSummary = z.object({ id: z.string(), name: z.string(), createdAt: z.string() });
const settingsResponse = csatEnvelope(z.object({ id: z.string(), rules: z.array(ruleSummary) }));
type ServerRule = z.output<typeof serverRule>;
type Settings = z.output<typeof settingsResponse>["data"]["data"];

function toView(rule: ServerRule): View {
  return {
    teamId: rule.teamId,
    name: rule.name,
    description: rule.description ?? undefined,
    isActive: rule.isActive,
    priority: rule.priority,
    allFilters: rule.allFilters ?? undefined,
    anyFilters: rule.anyFilters ?? undefined,
    triggerConfig: rule.triggerConfig,
    feedbackConfig: rule.feedbackConfig,
    settingsId: rule.settingsId,
    createdAt: rule.createdAt,
    updatedAt: rule.updatedAt,
  };
}

/**
 * The rule named `name` that was created last. The create response lists all the team's rules;
 * names are unique per team within a stack (the resource class checks), so while other rules of the
 * same team are created at the same moment, the newest rule with this name is the one just made.
 */
function newestNamed(settings: Settings, name: string) {
  return settings.rules.filter((rule) => rule.name === name).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

async function getRule(client: PlatformClient, id: string): Promise<ServerRule> {
  return (await client.call(endpoints.getCsatRule, { params: { id }, response: ruleResponse })).data.data;
}

export const csatRuleDefinition: ResourceDefinition<typeof csatRuleInputs.shape> = {
  inputs: csatRuleInputs,
  replaceOnChanges: ["teamId"],

  async create(client, inputs) {
    const { teamId, ...body } = inputs;
    const params = { teamUid: teamId };
    const created = await createSettled(
      async () => {
        const settings = (await client.call(endpoints.createCsatRule, { params, body, response: settingsResponse })).data.data;
        const rule = newestNamed(settings, inputs.name);
        if (rule === undefined) throw new ResponseShapeError("create CSAT rule", `the team's rules do not include ${inputs.name}`);
        return rule;
      },
      async () => {
        const settings = await client.find(endpoints.getCsatSettings, { params, response: settingsResponse });
        return settings && newestNamed(settings.data.data, inputs.name);
      },
      client.maxAttempts,
    );
    return { id: created.id, view: toView(await getRule(client, created.id)) };
  },

  async read(client, id) {
    const rule = await client.find(endpoints.getCsatRule, { params: { id }, response: ruleResponse });
    return rule && toView(rule.data.data);
  },

  async update(client, id, _state, inputs) {
    const { teamId: _, ...body } = inputs;
    const rule = await client.call(endpoints.updateCsatRule, { params: { id }, body, response: ruleResponse });
    return toView(rule.data.data);
  },

  async delete(client, id) {
    await client.find(endpoints.deleteCsatRule, { params: { id }, response: z.unknown() });
  },
};
