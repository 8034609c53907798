// AccountAttributeValue's calls to the API (create POST, read by listing the attribute's values,
// update PUT, delete DELETE) and the mapping from the platform's value to the state Pulumi keeps.
// Its inputs and state: schema.ts. One list of an attribute serves the reads of all its values in a
// run (a refresh, an import), until a write of one of them: a value set as the default changes the
// others too.
import { z } from "zod";
import type { PlatformApi } from "../core/platform-api";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { listBacked } from "../http/list-backed";
import { accountAttributeValueEndpoints } from "./endpoints";
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

/** Each attribute's list, read once per client for every value's read, forgotten after a write of the attribute's values. */
const attributeLists = listBacked<ServerValue, AccountAttributeValueState>({
  list: (api, attribute) =>
    api.call(accountAttributeValueEndpoints.listAttributeValues, { query: { attribute }, response: z.array(serverValue) }),
  toState,
});

/** The attribute's values with their ids and states, from the list this client's reads share: for getAccountAttributeValues. */
export function listedAttributeValues(api: PlatformApi, attribute: string): Promise<Listed<AccountAttributeValueState>[]> {
  return attributeLists.listed(api, [attribute]);
}

/** The fields the update endpoint takes. */
function updateBody({ value, isDefault, icon, color, isClosed }: AccountAttributeValueInputs) {
  return { value, isDefault, icon, color, isClosed };
}

export const accountAttributeValueDefinition: ResourceDefinition<typeof accountAttributeValueSchema.inputs, AccountAttributeValueState> = {
  ...accountAttributeValueSchema,
  exported: { heading: "Account attribute values", label: (state) => `${state.attribute} ${state.value}` },
  endpoints: accountAttributeValueEndpoints,

  create(api, inputs) {
    // Values are unique within their attribute whatever their case.
    const sameValue = (value: ServerValue) => value.value.toLowerCase() === inputs.value.toLowerCase();
    const create = () => api.call(accountAttributeValueEndpoints.createAttributeValue, { body: inputs, response: serverValue });
    return attributeLists.create(api, inputs.attribute, `the ${inputs.attribute} value ${inputs.value}`, create, sameValue);
  },

  // There is no read by id: list the attribute's values, or, for an import by id alone (the native
  // plugin's), every attribute's.
  read: (api, id, state) => attributeLists.read(api, state.attribute === undefined ? accountAttributes : [state.attribute], id),

  // A value set as the default changes the attribute's others too: the write forgets its whole list.
  update: (api, id, _state, inputs) =>
    attributeLists.update(api, inputs.attribute, () =>
      api.call(accountAttributeValueEndpoints.updateAttributeValue, { params: { id }, body: updateBody(inputs), response: serverValue }),
    ),

  delete: (api, id, state) => attributeLists.delete(api, state.attribute, accountAttributeValueEndpoints.deleteAttributeValue, { id }),

  list: (api) => attributeLists.listed(api, accountAttributes),
};
