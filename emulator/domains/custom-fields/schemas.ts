// Request bodies and query of the custom-field endpoints (docs: create-a-custom-field,
// get-all-custom-fields, update-custom-fields). `options` are strings in the older revision of the
// create page and `{value}` objects in the newer one: both are accepted, and stored as strings.
import { z } from "zod";
import { nonBlank } from "../../http/schema-parts";
import { booleanQuery, pageQuery } from "../list-queries";

export const CUSTOM_FIELD_SOURCES = ["ticket", "account", "custom_object", "customer_contact"] as const;

/** The values the docs show before the list was cut off (account-custom-fields page). */
export const FIELD_TYPES = [
  "single_line",
  "multi_line",
  "rich_text",
  "integer",
  "decimal",
  "currency",
  "date",
  "date_time",
  "time",
  "single_choice",
  "multi_choice",
  "radio_button",
  "checkbox",
  "email",
  "phone_number",
] as const;

const option = z.union([nonBlank(200), z.strictObject({ value: nonBlank(200) }).transform(({ value }) => value)]);

const options = z
  .array(option)
  .max(500)
  .superRefine((values, context) => {
    values.forEach((value, index) => {
      if (values.indexOf(value) !== index) context.addIssue({ code: "custom", path: [index], message: `repeats the option ${value}` });
    });
  });

const regex = z
  .string()
  .max(1000)
  .superRefine((pattern, context) => {
    try {
      new RegExp(pattern);
    } catch {
      context.addIssue({ code: "custom", message: "must be a valid regular expression" });
    }
  });

/** What both a create and an update may set. */
const changeable = {
  name: nonBlank(100),
  description: z.string().max(1000).nullable(),
  isActive: z.boolean(),
  options,
  placeholderText: z.string().max(200).nullable(),
  hintText: z.string().max(500).nullable(),
  defaultValue: z.string().max(1000).nullable(),
  regexForValidation: regex.nullable(),
  mandatoryOnCreation: z.boolean(),
  mandatoryOnClose: z.boolean(),
  visibleToCustomer: z.boolean(),
  editableByCustomer: z.boolean(),
  autoAddToAllForms: z.boolean(),
};

export const createCustomFieldSchema = z.strictObject({
  ...z.strictObject(changeable).partial().shape,
  name: changeable.name,
  source: z.enum(CUSTOM_FIELD_SOURCES),
  fieldType: z.enum(FIELD_TYPES),
  metadata: z.record(z.string(), z.unknown()).optional(),
  teamId: nonBlank(100).optional(),
  lookup: z.string().max(200).optional(),
});

export type CustomFieldChanges = z.output<typeof updateEntrySchema>["updates"];

const updateEntrySchema = z.strictObject({
  fieldId: nonBlank(100),
  version: z.int().min(1),
  updates: z.strictObject(changeable).partial(),
});

/** The batch update: each field by id, with the version it was read at. */
export const updateCustomFieldsSchema = z.strictObject({ fields: z.array(updateEntrySchema).min(1).max(100) });

export const listCustomFieldsQuery = z.looseObject({
  ...pageQuery,
  teamId: nonBlank(100).optional(),
  source: z.enum(CUSTOM_FIELD_SOURCES).optional(),
  onlyTeamFields: booleanQuery.optional(),
});
