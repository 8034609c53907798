// CsatRule: its inputs, its state and what the package schema says of it. Its calls: definition.ts.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { adoptId, hexColor, nonBlank, timestamps } from "../core/schema-parts";

/**
 * A string the spec shows one value of: every non-empty string is accepted, so a value the platform
 * adds later never blocks a user, and the known one is offered in the TypeScript type.
 */
function openEnum<const Known extends string>(known: Known, max: number, description: string): z.ZodType<Known | (string & {})> {
  return nonBlank(max).describe(`${description} Known value: \`${known}\`.`);
}

const standardField = z.strictObject({
  field: nonBlank(100).describe("A standard field, e.g. `priority`."),
  operator: openEnum("=", 20, "Comparison operator."),
  value: z.string().max(1000).describe("The value compared with."),
});

const customField = z
  .strictObject({
    field: nonBlank(120).describe("`custom_` followed by the custom field's id."),
    customFieldId: nonBlank(100).describe("The custom field's id."),
    operator: openEnum("=", 20, "Comparison operator."),
    value: z.string().max(1000).describe("The value compared with."),
  })
  .superRefine((filter, context) => {
    if (filter.field !== `custom_${filter.customFieldId}`) {
      context.addIssue({
        code: "custom",
        path: ["field"],
        message: `must be custom_${filter.customFieldId} (custom_ followed by customFieldId)`,
      });
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
  description: z.string().max(1000).optional().describe("What the rule is for."),
  isActive: z.boolean().optional().describe("Whether the rule sends surveys."),
  priority: z
    .int()
    .min(0, "must be from 0 to 1000000")
    .max(1_000_000, "must be from 0 to 1000000")
    .optional()
    .describe("Priority of the rule among the team's rules."),
  allFilters: filterSet.optional().describe("Every condition must hold."),
  anyFilters: filterSet.optional().describe("At least one condition must hold."),
  triggerConfig: z
    .strictObject({
      triggerType: openEnum("always", 50, "When a survey is considered.").optional(),
      randomPercentage: z
        .int()
        .min(0, "must be from 0 to 100")
        .max(100, "must be from 0 to 100")
        .optional()
        .describe("Share of the tickets surveyed, 0 to 100."),
      triggerEvent: openEnum("ticket_resolved", 50, "The event that triggers the survey.").optional(),
      delayMinutes: z
        .int()
        .min(0, "must be from 0 to 43200")
        .max(43_200, "must be from 0 to 43200")
        .optional()
        .describe("Minutes between the event and the survey."),
    })
    .describe("When and how the survey is triggered."),
  feedbackConfig: z
    .strictObject({
      enabled: z.boolean().optional(),
      feedbackType: openEnum("star", 50, "Kind of rating.").optional(),
      includeCommentField: z.boolean().optional(),
      customTitle: z.string().max(200).optional(),
      customMessage: z.string().max(2000).optional(),
      customThankYouMessage: z.string().max(2000).optional(),
      commentFieldLabel: z.string().max(200).optional(),
      commentFieldPlaceholder: z.string().max(200).optional(),
      brandingColor: hexColor.optional().describe("Hex color of the survey."),
      deliveryChannel: openEnum("email", 50, "How the survey reaches the customer.").optional(),
    })
    .describe("Appearance and behaviour of the survey."),
  adoptId,
});
export type CsatRuleInputs = z.output<typeof csatRuleInputs>;

const computedOutputs = z.object({
  settingsId: z.string().describe("The id of the team's CSAT settings."),
  ...timestamps,
});

/** The rule as Pulumi keeps it (StateOf). */
export type CsatRuleState = StateOf<typeof csatRuleSchema>;

/** A filter set the platform completed: a missing list is an empty one. */
const noEntityFilters = { standardFields: [], customFields: [] };
const noFilters = { ticket: noEntityFilters, account: noEntityFilters, contact: noEntityFilters };

export const csatRuleSchema = {
  inputs: csatRuleInputs,
  replaceOnChanges: ["teamId"],
  description:
    "A CSAT survey rule of a team: which tickets get a satisfaction survey, when, and how it looks. The team's CSAT settings are created with its first rule. Changing `teamId` replaces the rule; anything else updates it in place.",
  computedOutputs,
  secretOutputs: [],
  derivedOutputs: {},
  serverDefaults: {
    description: "",
    allFilters: noFilters,
    anyFilters: noFilters,
    isActive: true,
    priority: 0,
    triggerConfig: { triggerType: "always", randomPercentage: 100, triggerEvent: "ticket_resolved", delayMinutes: 0 },
    feedbackConfig: {
      enabled: true,
      feedbackType: "star",
      includeCommentField: true,
      customTitle: "How did we do?",
      customMessage: "Please rate the support you received.",
      customThankYouMessage: "Thank you for your feedback!",
      commentFieldLabel: "Comments",
      commentFieldPlaceholder: "Tell us more (optional)",
      brandingColor: "#4F46E5",
      deliveryChannel: "email",
    },
  },
} satisfies ResourceSchema<typeof csatRuleInputs>;
