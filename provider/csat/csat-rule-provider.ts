// CsatRule: its input schema and its calls to the API (create POST to the team, read GET, update
// PATCH, delete DELETE). The resource class is in csat-rule.ts.
import { z } from "zod";
import { createSettled } from "../dynamic/create-settled";
import { PartialCreateError } from "../dynamic/partial-create-error";
import type { ResourceDefinition, View } from "../dynamic/resource-definition";
import { hexColor } from "../dynamic/schema-parts";
import { serialPerKey } from "../dynamic/serial-per-key";
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
  name: z.string().trim().min(1, "must not be empty").max(200).describe("Name of the rule."),
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
type RuleSummary = z.output<typeof ruleSummary>;

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

/** The team's rules; none when the team has no CSAT settings yet (its first rule creates them). */
async function teamRules(client: PlatformClient, teamUid: string): Promise<RuleSummary[]> {
  const settings = await client.find(endpoints.getCsatSettings, { params: { teamUid }, response: settingsResponse });
  return settings?.data.data.rules ?? [];
}

async function getRule(client: PlatformClient, id: string): Promise<ServerRule> {
  return (await client.call(endpoints.getCsatRule, { params: { id }, response: ruleResponse })).data.data;
}

/**
 * Creates of one team's rules, one at a time in this provider process, which every resource of a
 * deployment shares. The create response lists all the team's rules without saying which one is
 * new: with no other create of ours for the team in flight, the new rule is the one with this name
 * that the team did not have before, whatever the names of the stack's other rules.
 */
const oneCreatePerTeam = serialPerKey();

async function createRule(client: PlatformClient, teamUid: string, body: Omit<CsatRuleInputs, "teamId">): Promise<RuleSummary> {
  const before = new Set((await teamRules(client, teamUid)).map((rule) => rule.id));
  // Newest first, should someone else make a rule of that name in the team at the same moment.
  const ours = (rules: RuleSummary[]) =>
    rules.filter((rule) => rule.name === body.name && !before.has(rule.id)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return createSettled(
    async () => {
      const settings = (await client.call(endpoints.createCsatRule, { params: { teamUid }, body, response: settingsResponse })).data.data;
      const rule = ours(settings.rules);
      if (rule === undefined) throw new ResponseShapeError(endpoints.createCsatRule.title, `the team's rules do not include a new one named ${body.name}`);
      return rule;
    },
    async () => ours(await teamRules(client, teamUid)),
    client.maxAttempts,
  );
}

export const csatRuleDefinition: ResourceDefinition<typeof csatRuleInputs.shape> = {
  inputs: csatRuleInputs,
  replaceOnChanges: ["teamId"],
  description:
    "A CSAT survey rule of a team: which tickets get a satisfaction survey, when, and how it looks. The team's CSAT settings are created with its first rule. Changing `teamId` replaces the rule; anything else updates it in place.",
  computedOutputs: z.object({
    settingsId: z.string().describe("The id of the team's CSAT settings."),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),

  async create(client, inputs) {
    const { teamId, ...body } = inputs;
    const created = await oneCreatePerTeam(teamId, () => createRule(client, teamId, body));
    try {
      return { id: created.id, view: toView(await getRule(client, created.id)) };
    } catch (error) {
      // The rule exists: state must keep it, or the next `up` would make a second one.
      const reason = error instanceof Error ? error.message : String(error);
      throw new PartialCreateError(created.id, { ...inputs, createdAt: created.createdAt }, `the CSAT rule ${created.id} was created, but reading it back failed: ${reason}`);
    }
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
