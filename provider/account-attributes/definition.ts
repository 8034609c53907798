// AccountAttributeValue's calls to the API (create POST, read by listing the attribute's values,
// update PUT, delete DELETE) and the mapping from the platform's value to the state Pulumi keeps.
// Its inputs and state: schema.ts.
import { z } from "zod";
import { refusingDuplicates } from "../http/already-exists";
import type { PlatformApi } from "../core/platform-api";
import type { ResourceDefinition } from "../core/resource-definition";
import { endpoints } from "../http/endpoints";
import { accountAttributes } from "./account-attributes";
import { type AccountAttributeValueInputs, type AccountAttributeValueState, accountAttributeValueSchema } from "./schema";

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

function toState(value: ServerValue): AccountAttributeValueState {
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

function listValues(api: PlatformApi, attribute: string): Promise<ServerValue[]> {
  return api.call(endpoints.listAttributeValues, { query: { attribute }, response: z.array(serverValue) });
}

/** The fields the update endpoint takes. */
function updateBody({ value, isDefault, icon, color, isClosed }: AccountAttributeValueInputs) {
  return { value, isDefault, icon, color, isClosed };
}

async function update(api: PlatformApi, id: string, inputs: AccountAttributeValueInputs): Promise<ServerValue> {
  return api.call(endpoints.updateAttributeValue, { params: { id }, body: updateBody(inputs), response: serverValue });
}

export const accountAttributeValueDefinition: ResourceDefinition<typeof accountAttributeValueSchema.inputs, AccountAttributeValueState> = {
  ...accountAttributeValueSchema,

  async create(api, inputs) {
    // Values are unique within their attribute whatever their case.
    const findSameValue = async () => (await listValues(api, inputs.attribute)).find((value) => value.value.toLowerCase() === inputs.value.toLowerCase());
    const created = await refusingDuplicates(
      `the ${inputs.attribute} value ${inputs.value}`,
      () => api.settleCreate(() => api.call(endpoints.createAttributeValue, { body: inputs, response: serverValue }), findSameValue),
      findSameValue,
    );
    return { id: created.id, state: toState(created) };
  },

  async read(api, id, state) {
    // There is no read by id: list the attribute's values, or, for an import by id alone (the
    // native plugin's), every attribute's.
    const attributes = state.attribute === undefined ? accountAttributes : [state.attribute];
    const found = (await Promise.all(attributes.map((attribute) => listValues(api, attribute)))).flat().find((value) => value.id === id);
    return found && toState(found);
  },

  async update(api, id, _state, inputs) {
    return toState(await update(api, id, inputs));
  },

  async delete(api, id) {
    await api.callIfPresent(endpoints.deleteAttributeValue, { params: { id }, response: z.unknown() });
  },

  async list(api) {
    const values = await Promise.all(accountAttributes.map((attribute) => listValues(api, attribute)));
    return values.flat().map((value) => ({ id: value.id, state: toState(value) }));
  },
};
