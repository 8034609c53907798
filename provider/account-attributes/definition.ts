// AccountAttributeValue's calls to the API (create POST, read by listing the attribute's values,
// update PUT, delete DELETE) and the mapping from the platform's value to the state Pulumi keeps.
// Its inputs and state: schema.ts. One list of an attribute serves the reads of all its values in a
// run (a refresh, an import), until a write of one of them: a value set as the default changes the
// others too.
import { z } from "zod";
import { refusingDuplicates } from "../http/already-exists";
import type { PlatformApi } from "../core/platform-api";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { sharedReads } from "../core/shared-reads";
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

function listValues(api: PlatformApi, attribute: string): Promise<ServerValue[]> {
  return api.call(accountAttributeValueEndpoints.listAttributeValues, { query: { attribute }, response: z.array(serverValue) });
}

/** Each attribute's list, read once per client for every value's read, forgotten after a write of the attribute's values. */
const attributeLists = sharedReads<ServerValue[]>();
const sharedList = (api: PlatformApi, attribute: string) => attributeLists.read(api, attribute, () => listValues(api, attribute));

/** The attribute's values with their ids and states, from the list this client's reads share: for getAccountAttributeValues. */
export async function listedAttributeValues(api: PlatformApi, attribute: string): Promise<Listed<AccountAttributeValueState>[]> {
  return (await sharedList(api, attribute)).map((value) => ({ id: value.id, state: toState(value) }));
}

/** The fields the update endpoint takes. */
function updateBody({ value, isDefault, icon, color, isClosed }: AccountAttributeValueInputs) {
  return { value, isDefault, icon, color, isClosed };
}

async function update(api: PlatformApi, id: string, inputs: AccountAttributeValueInputs): Promise<ServerValue> {
  return api.call(accountAttributeValueEndpoints.updateAttributeValue, { params: { id }, body: updateBody(inputs), response: serverValue });
}

export const accountAttributeValueDefinition: ResourceDefinition<typeof accountAttributeValueSchema.inputs, AccountAttributeValueState> = {
  ...accountAttributeValueSchema,
  exported: { heading: "Account attribute values", label: (state) => `${state.attribute} ${state.value}` },
  endpoints: accountAttributeValueEndpoints,

  async create(api, inputs) {
    // Values are unique within their attribute whatever their case.
    const findSameValue = async () =>
      (await listValues(api, inputs.attribute)).find((value) => value.value.toLowerCase() === inputs.value.toLowerCase());
    const created = await attributeLists.afterWrite(api, inputs.attribute, () =>
      refusingDuplicates(
        `the ${inputs.attribute} value ${inputs.value}`,
        () =>
          api.settleCreate(
            () => api.call(accountAttributeValueEndpoints.createAttributeValue, { body: inputs, response: serverValue }),
            findSameValue,
          ),
        findSameValue,
      ),
    );
    return { id: created.id, state: toState(created) };
  },

  async read(api, id, state) {
    // There is no read by id: list the attribute's values, or, for an import by id alone (the
    // native plugin's), every attribute's.
    const attributes = state.attribute === undefined ? accountAttributes : [state.attribute];
    const found = (await Promise.all(attributes.map((attribute) => sharedList(api, attribute)))).flat().find((value) => value.id === id);
    return found && toState(found);
  },

  async update(api, id, _state, inputs) {
    return toState(await attributeLists.afterWrite(api, inputs.attribute, () => update(api, id, inputs)));
  },

  async delete(api, id, state) {
    await attributeLists.afterWrite(api, state.attribute, () =>
      api.callIfPresent(accountAttributeValueEndpoints.deleteAttributeValue, { params: { id }, response: z.unknown() }),
    );
  },

  async list(api) {
    return (await Promise.all(accountAttributes.map((attribute) => listedAttributeValues(api, attribute)))).flat();
  },
};
