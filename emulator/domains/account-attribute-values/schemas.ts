// Request bodies and query of the account attribute value endpoints: the spec's nine attributes
// plus the two the docs add.
import { z } from "zod";
import { nonBlank } from "../../http/schema-parts";

export const ATTRIBUTES = [
  "account_status",
  "account_classification",
  "contact_type",
  "activity_type",
  "activity_status",
  "note_type",
  "task_type",
  "task_status",
  "task_priority",
  "account_health",
  "account_industry",
] as const;

/** The one attribute whose values may be closed states. */
export const CLOSABLE_ATTRIBUTE = "task_status";

const optionalFields = {
  icon: z.string().max(100).optional(),
  color: z.string().max(50).optional(),
  isClosed: z.boolean().optional(),
};

type OptionalFields = { icon?: string | undefined; color?: string | undefined; isClosed?: boolean | undefined };
type WithConfiguration = OptionalFields & { configuration?: OptionalFields | undefined };

/**
 * The docs show icon, color and isClosed both at the top level (older reference) and inside a
 * `configuration` object (newer one); either is accepted, and both only when they agree.
 */
function requireAgreement({ configuration = {}, ...flat }: WithConfiguration, context: z.RefinementCtx): void {
  for (const key of Object.keys(configuration) as (keyof OptionalFields)[]) {
    if (flat[key] !== undefined && flat[key] !== configuration[key])
      context.addIssue({ code: "custom", path: ["configuration", key], message: `disagrees with ${key}` });
  }
}

const flatten = <Input extends WithConfiguration>({ configuration, ...flat }: Input) => ({ ...configuration, ...flat });

const configurationFields = { ...optionalFields, configuration: z.strictObject(optionalFields).optional() };

export const createAttributeValueSchema = z
  .strictObject({ attribute: z.enum(ATTRIBUTES), value: nonBlank(100), isDefault: z.boolean().default(false), ...configurationFields })
  .superRefine(requireAgreement)
  .transform(flatten);

export const updateAttributeValueSchema = z
  .strictObject({ value: nonBlank(100).optional(), isDefault: z.boolean().optional(), ...configurationFields })
  .superRefine(requireAgreement)
  .transform(flatten);

export const listAttributeValuesQuery = z.looseObject({ attribute: z.enum(ATTRIBUTES) });
