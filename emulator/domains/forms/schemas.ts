// Request bodies and queries of the form endpoints (docs: create-a-form, update-form, get-all-forms,
// get-forms-by-ids, order-forms). The reference leaves the enums of a condition out; the emulator
// takes the knowledge base's operators and actions (conditional logic in forms), snake_case.
import { z } from "zod";
import { nonBlank } from "../../http/schema-parts";
import { booleanQuery, pageQuery } from "../list-queries";

/** The ticket's own fields a form may hold besides custom fields (the docs name none: assumed). */
export const STANDARD_FIELDS = [
  "title",
  "description",
  "requestorEmail",
  "status",
  "priority",
  "type",
  "assignee",
  "tags",
  "account",
] as const;

export const CONDITION_TYPES = ["equals", "not_equals", "contains", "not_contains", "is_empty", "is_not_empty"] as const;
export const TARGET_ACTIONS = ["show", "hide", "make_required", "set_default"] as const;

const jsonObject = z.record(z.string(), z.unknown());

const formFieldSchema = z.strictObject({
  field: nonBlank(100),
  defaultValue: jsonObject.nullable().default(null),
  mandatoryOnCreation: z.boolean().default(false),
  mandatoryOnClose: z.boolean().default(false),
  visibleToCustomer: z.boolean().default(false),
  editableByCustomer: z.boolean().default(false),
});

const conditionSchema = z.strictObject({
  triggerFieldId: nonBlank(100),
  triggerFieldValue: jsonObject.default(() => ({})),
  conditionType: z.enum(CONDITION_TYPES),
  targetFields: z
    .array(
      z.strictObject({
        id: nonBlank(100),
        type: z.enum(TARGET_ACTIONS),
        value: jsonObject.nullable().default(null),
        options: z
          .array(nonBlank(200))
          .max(500)
          .default(() => []),
      }),
    )
    .min(1)
    .max(200),
  forVendor: z.boolean().default(true),
  forUser: z.boolean().default(true),
  teamId: nonBlank(100).nullable().default(null),
});

const channels = z
  .array(nonBlank(50))
  .max(20)
  .refine((values) => new Set(values).size === values.length, { message: "must not repeat a channel" });

const changeable = {
  name: nonBlank(200),
  description: z.string().max(2000).nullable(),
  fields: z.array(formFieldSchema).max(200),
  conditions: z.array(conditionSchema).max(200),
  channels,
  isActive: z.boolean(),
};

export const createFormSchema = z.strictObject({
  name: changeable.name,
  description: changeable.description.default(null),
  fields: changeable.fields.default(() => []),
  conditions: changeable.conditions.default(() => []),
  channels: changeable.channels.default(() => []),
  isActive: changeable.isActive.default(true),
  teamId: nonBlank(100).optional(),
});

/** The update: the form by id, with the version it was read at; `teamId` cannot change. */
export const updateFormSchema = z.strictObject({
  formId: nonBlank(100),
  version: z.int().min(1),
  updates: z.strictObject({ ...changeable, default: z.boolean() }).partial(),
});

export const orderFormsSchema = z.strictObject({
  forms: z
    .array(z.strictObject({ formId: nonBlank(100), order: z.int().min(0).max(1_000_000), version: z.int().min(1) }))
    .min(1)
    .max(500),
});

export const listFormsQuery = z.looseObject({
  ...pageQuery,
  teamId: nonBlank(100).optional(),
  onlyTeamForms: booleanQuery.optional(),
  escalationForms: booleanQuery.optional(),
});

/** `ids` comma-separated, repeated, or both. */
export const fetchByIdsQuery = z.looseObject({
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((text) => text.split(",")).map((id) => id.trim()))
    .pipe(z.array(nonBlank(100)).min(1).max(100)),
});
