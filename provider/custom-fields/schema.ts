// CustomField: its inputs, its state and what the package schema says of it. Its calls: definition.ts.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { adoptId, nonBlank, timestamps } from "../core/schema-parts";
import { customFieldSources, customFieldTypes } from "./field-types";

const quoted = (values: readonly string[]) => values.map((value) => `\`${value}\``).join(", ");

const options = z
  .array(nonBlank(200))
  .max(500)
  .superRefine((values, context) => {
    values.forEach((value, index) => {
      if (values.indexOf(value) !== index) context.addIssue({ code: "custom", path: [index], message: `repeats the option ${value}` });
    });
  });

const regularExpression = z
  .string()
  .max(1000)
  .superRefine((pattern, context) => {
    try {
      new RegExp(pattern);
    } catch {
      context.addIssue({ code: "custom", message: "must be a valid regular expression" });
    }
  });

const flag = (what: string) => z.boolean().optional().describe(`${what} Off unless declared.`);

export const customFieldInputs = z.strictObject({
  name: nonBlank(100).describe(
    "The field's name, at most 100 characters, unique whatever its case among the organization's fields of its source and team.",
  ),
  source: z
    .enum(customFieldSources)
    .describe(`What the field is filled in on: ${quoted(customFieldSources)}. Changing it replaces the field.`),
  fieldType: z.enum(customFieldTypes).describe(`What the field holds: ${quoted(customFieldTypes)}. Changing it replaces the field.`),
  teamId: nonBlank(100)
    .optional()
    .describe("The id of the team whose field it is; an organization-wide field when left out. Changing it replaces the field."),
  description: z.string().max(1000).optional().describe("What the field is for."),
  options: options
    .optional()
    .describe("The values a choice field offers, in their order, none repeated (each 1 to 200 characters, at most 500)."),
  isActive: z
    .boolean()
    .optional()
    .describe("Whether agents and customers see the field; a field is active unless declared. Destroying the resource sets it false."),
  placeholderText: z.string().max(200).optional().describe("The text an empty field shows."),
  hintText: z.string().max(500).optional().describe("The help shown with the field."),
  defaultValue: z.string().max(1000).optional().describe("The value a new record's field starts with."),
  regexForValidation: regularExpression.optional().describe("A regular expression the field's value must match."),
  mandatoryOnCreation: flag("Whether the field must be filled in to create a record."),
  mandatoryOnClose: flag("Whether the field must be filled in to close a ticket."),
  visibleToCustomer: flag("Whether customers see the field."),
  editableByCustomer: flag("Whether customers may change the field."),
  autoAddToAllForms: flag("Whether the field is added to every form."),
  adoptId,
});
export type CustomFieldInputs = z.output<typeof customFieldInputs>;

const computedOutputs = z.object({
  slug: z
    .string()
    .optional()
    .describe("The field's key in records, made from its name at creation and kept through renames (not in every revision's answer)."),
  version: z
    .number()
    .optional()
    .describe(
      "The platform's version of the field as the stack last read it: an update names it, and the platform refuses the update when the field changed since (`ERR_VERSION_CONFLICT`).",
    ),
  ...timestamps,
});

/** The field as Pulumi keeps it (StateOf). */
export type CustomFieldState = StateOf<typeof customFieldSchema>;

export const customFieldSchema = {
  inputs: customFieldInputs,
  replaceOnChanges: ["source", "fieldType", "teamId"],
  description:
    "A custom field of the organization or of a team (`/v1/custom-field`): what agents and customers fill in on tickets, accounts, custom objects or customer contacts; a Form's fields take its id. Changing `source`, `fieldType` or `teamId` replaces it; anything else updates it in place, naming the version the stack last read, so a field changed in the dashboard since is refused (`ERR_VERSION_CONFLICT`: run `pulumi refresh`, then `pulumi up`). The platform deletes no custom field: destroying one deactivates it (`isActive: false`), and it keeps its name.",
  computedOutputs,
  secretOutputs: [],
  // The slug is made from the name: secret whenever the name is.
  derivedOutputs: { slug: ["name"] },
  serverDefaults: {
    options: [],
    isActive: true,
    mandatoryOnCreation: false,
    mandatoryOnClose: false,
    visibleToCustomer: false,
    editableByCustomer: false,
    autoAddToAllForms: false,
  },
} satisfies ResourceSchema<typeof customFieldInputs>;
