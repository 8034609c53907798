// AccountAttributeValue: its input schema and its calls to the API (create POST, read by listing
// the attribute's values, update PUT, delete DELETE). The resource class is in
// account-attribute-value.ts.
import { z } from "zod";
import { createSettled } from "../dynamic/create-settled";
import type { ResourceDefinition, View } from "../dynamic/resource-definition";
import { hexColor } from "../dynamic/schema-parts";
import { endpoints } from "../http/endpoints";
import { ApiError } from "../http/errors";
import type { PlatformClient } from "../http/platform-client";
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
    adoptId: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe(
        "Takes an existing value (e.g. a built-in one) under management instead of creating one: its id. Only read when the resource is created.",
      ),
  })
  .superRefine((inputs, context) => {
    if (inputs.isClosed !== undefined && inputs.attribute !== closableAttribute) {
      context.addIssue({ code: "custom", path: ["isClosed"], message: `only applies to ${closableAttribute} values` });
    }
  });
export type AccountAttributeValueInputs = z.output<typeof accountAttributeValueInputs>;

const serverValue = z.object({
  id: z.string().min(1),
  attribute: z.string(),
  value: z.string(),
  isDefault: z.boolean(),
  icon: z.string().nullish(),
  color: z.string().nullish(),
  isClosed: z.boolean().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type ServerValue = z.output<typeof serverValue>;

function toView(value: ServerValue): View {
  return {
    attribute: value.attribute,
    value: value.value,
    isDefault: value.isDefault,
    icon: value.icon ?? undefined,
    color: value.color ?? undefined,
    isClosed: value.isClosed ?? undefined,
    createdAt: value.createdAt,
    updatedAt: value.updatedAt,
  };
}

function listValues(client: PlatformClient, attribute: string): Promise<ServerValue[]> {
  return client.call(endpoints.listAttributeValues, { query: { attribute }, response: z.array(serverValue) });
}

/** The fields the update endpoint takes. */
function updateBody({ value, isDefault, icon, color, isClosed }: AccountAttributeValueInputs) {
  return { value, isDefault, icon, color, isClosed };
}

async function adopt(client: PlatformClient, inputs: AccountAttributeValueInputs & { adoptId: string }) {
  const existing = (await listValues(client, inputs.attribute)).find((value) => value.id === inputs.adoptId);
  if (existing === undefined) {
    throw new ApiError("adopt account attribute value", 404, `no ${inputs.attribute} value has the id ${inputs.adoptId}`);
  }
  return update(client, existing.id, inputs);
}

async function update(client: PlatformClient, id: string, inputs: AccountAttributeValueInputs): Promise<ServerValue> {
  return client.call(endpoints.updateAttributeValue, { params: { id }, body: updateBody(inputs), response: serverValue });
}

export const accountAttributeValueDefinition: ResourceDefinition<typeof accountAttributeValueInputs.shape> = {
  inputs: accountAttributeValueInputs,
  replaceOnChanges: ["attribute"],
  description:
    "A value of an account attribute (a status, a classification, a priority...). Changing `attribute` replaces it; anything else updates it in place; `adoptId` takes an existing value under management.",
  computedOutputs: z.object({ createdAt: z.string(), updatedAt: z.string() }),

  async create(client, inputs) {
    if (inputs.adoptId !== undefined) {
      const adopted = await adopt(client, { ...inputs, adoptId: inputs.adoptId });
      return { id: adopted.id, view: { ...toView(adopted), adoptId: inputs.adoptId } };
    }
    const { adoptId: _, ...body } = inputs;
    const created = await createSettled(
      () => client.call(endpoints.createAttributeValue, { body, response: serverValue }),
      async () => (await listValues(client, inputs.attribute)).find((value) => value.value.toLowerCase() === inputs.value.toLowerCase()),
      client.maxAttempts,
    );
    return { id: created.id, view: toView(created) };
  },

  async read(client, id, state) {
    // There is no read by id: list the attribute's values. State always names the attribute, since
    // Pulumi's import, which would start from an empty state, cannot reach a dynamic provider.
    const found = (await listValues(client, String(state.attribute))).find((value) => value.id === id);
    return found && { ...toView(found), adoptId: state.adoptId };
  },

  async update(client, id, _state, inputs) {
    return { ...toView(await update(client, id, inputs)), adoptId: inputs.adoptId };
  },

  async delete(client, id) {
    await client.find(endpoints.deleteAttributeValue, { params: { id }, response: z.unknown() });
  },
};
