// Request bodies of the CSAT endpoints. The spec does not say which rule fields are required: the
// emulator requires `name` and fills the rest with the defaults below (documented in the README).
import { z } from "zod";
import { nonBlank } from "../../http/schema-parts";
import type { FeedbackConfig, TriggerConfig } from "./types";

const standardFieldSchema = z.strictObject({ field: nonBlank(100), operator: nonBlank(20), value: z.string().max(1000) });

const customFieldSchema = z
  .strictObject({ field: nonBlank(120), customFieldId: nonBlank(100), operator: nonBlank(20), value: z.string().max(1000) })
  .refine((filter) => filter.field === `custom_${filter.customFieldId}`, {
    message: "must be custom_ followed by the customFieldId",
    path: ["field"],
  });

const entityFiltersSchema = z.strictObject({
  standardFields: z.array(standardFieldSchema).default(() => []),
  customFields: z.array(customFieldSchema).default(() => []),
});

const filterSetSchema = z.strictObject({
  ticket: entityFiltersSchema.optional(),
  account: entityFiltersSchema.optional(),
  contact: entityFiltersSchema.optional(),
});

export const TRIGGER_DEFAULTS: TriggerConfig = {
  triggerType: "always",
  randomPercentage: 100,
  triggerEvent: "ticket_resolved",
  delayMinutes: 0,
};

const triggerConfigSchema = z
  .strictObject({
    triggerType: nonBlank(50),
    randomPercentage: z.int().min(0).max(100),
    triggerEvent: nonBlank(50),
    delayMinutes: z.int().min(0).max(43_200),
  })
  .partial();

export const FEEDBACK_DEFAULTS: FeedbackConfig = {
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
};

const feedbackConfigSchema = z
  .strictObject({
    enabled: z.boolean(),
    feedbackType: nonBlank(50),
    includeCommentField: z.boolean(),
    customTitle: z.string().max(200),
    customMessage: z.string().max(2000),
    customThankYouMessage: z.string().max(2000),
    commentFieldLabel: z.string().max(200),
    commentFieldPlaceholder: z.string().max(200),
    brandingColor: z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: "must be a hex color such as #4F46E5" }),
    deliveryChannel: nonBlank(50),
  })
  .partial();

const ruleFields = {
  name: nonBlank(200),
  description: z.string().max(1000),
  isActive: z.boolean(),
  priority: z.int().min(0).max(1_000_000),
  allFilters: filterSetSchema,
  anyFilters: filterSetSchema,
  /** Partial configs: missing fields keep their default (create) or current value (update). */
  triggerConfig: triggerConfigSchema,
  feedbackConfig: feedbackConfigSchema,
};

export const createRuleSchema = z.strictObject({
  name: ruleFields.name,
  description: ruleFields.description.default(""),
  isActive: ruleFields.isActive.default(true),
  priority: ruleFields.priority.default(0),
  allFilters: ruleFields.allFilters.default(() => ({})),
  anyFilters: ruleFields.anyFilters.default(() => ({})),
  triggerConfig: ruleFields.triggerConfig.default(() => ({})),
  feedbackConfig: ruleFields.feedbackConfig.default(() => ({})),
});

export const updateRuleSchema = z.strictObject(ruleFields).partial();

export const updateSettingsSchema = z.strictObject({
  cooldownPeriodDays: z.int().min(0).max(365).optional(),
  userCooldownPeriodDays: z.int().min(0).max(365).optional(),
  emailConfigId: z.string().max(200).optional(),
  closedStatusIds: z.array(nonBlank(100)).optional(),
});

export const submissionSchema = z.strictObject({
  token: nonBlank(500),
  rating: z.int().min(1).max(5),
  comment: z.string().max(5000).optional(),
});

export const teamParams = z.object({ teamUid: z.string() });

/** The docs' reorder body: the team's rule ids, in their new order. */
export const reorderRulesSchema = z.array(nonBlank(100)).min(1);
