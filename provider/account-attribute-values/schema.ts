// AccountAttributeValue: its inputs, its state and what the package schema says of it. Its calls:
// definition.ts.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { adoptId, hexColor, timestamps } from "../core/schema-parts";
import { accountAttributes } from "./account-attributes";

/** The one attribute whose values may mark a closed state. */
const closableAttribute = "task_status";

export const accountAttributeValueInputs = z
  .strictObject({
    attribute: z.enum(accountAttributes).describe("The attribute this value belongs to. Changing it replaces the value."),
    value: z.string().trim().min(1, "must not be empty").max(100).describe("The value, unique within its attribute."),
    isDefault: z
      .boolean()
      .optional()
      .describe("Whether this is the attribute's default value. Setting it clears the flag on the attribute's other values."),
    icon: z.string().min(1, "must not be empty").max(100).optional().describe("Icon name shown with the value."),
    color: hexColor.optional().describe("Hex color shown with the value, e.g. `#1f883d`."),
    isClosed: z.boolean().optional().describe(`Only for \`${closableAttribute}\`: whether the status closes a task.`),
    adoptId,
  })
  .superRefine((inputs, context) => {
    if (inputs.isClosed !== undefined && inputs.attribute !== closableAttribute) {
      context.addIssue({ code: "custom", path: ["isClosed"], message: `only applies to ${closableAttribute} values` });
    }
  });
export type AccountAttributeValueInputs = z.output<typeof accountAttributeValueInputs>;

const computedOutputs = z.object(timestamps);

/** The value as Pulumi keeps it (StateOf). */
export type AccountAttributeValueState = StateOf<typeof accountAttributeValueSchema>;

export const accountAttributeValueSchema = {
  inputs: accountAttributeValueInputs,
  replaceOnChanges: ["attribute"],
  description:
    "A value of an account attribute (a status, a classification, a priority...). Changing `attribute` replaces it; anything else updates it in place; `adoptId` takes an existing value under management.",
  computedOutputs,
  secretOutputs: [],
  derivedOutputs: {},
  serverDefaults: { isDefault: false, isClosed: false },
} satisfies ResourceSchema<typeof accountAttributeValueInputs>;
