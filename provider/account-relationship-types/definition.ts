// AccountRelationshipType's calls to the API (create POST, read from the organization's list,
// update PUT, delete DELETE) and the mapping from the platform's type to the state Pulumi keeps. Its
// inputs and state: schema.ts. The list is a bare array without paging: one read of it serves every
// type's read in a run (a refresh, an import, getAccountRelationshipTypes), until a write, which may
// change the other side of a pair too. The platform keeps a pair mutual (docs/api-contract.md), so
// pairing takes one request: the one that names the inverse.
import { z } from "zod";
import { PartialCreateError } from "../core/partial-create-error";
import type { PlatformApi } from "../core/platform-api";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { ApiError } from "../http/errors";
import { listBacked } from "../http/list-backed";
import { accountRelationshipTypeEndpoints as endpoints } from "./endpoints";
import { type AccountRelationshipTypeInputs, type AccountRelationshipTypeState, accountRelationshipTypeSchema } from "./schema";

const serverType = z.object({
  id: z.string().min(1),
  name: z.string(),
  // The docs' answer names the inverse by id (and by name, `inverseRelationship`, which state does not keep).
  inverseRelationshipId: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type ServerType = z.output<typeof serverType>;

/** The type's inverse, if it has one: null, absent and empty all mean none. */
const inverseOf = (type: ServerType): string | undefined => type.inverseRelationshipId || undefined;

function toState(type: ServerType): AccountRelationshipTypeState {
  const inverse = inverseOf(type);
  return {
    name: type.name,
    inverseTypeId: inverse === type.id ? undefined : inverse,
    selfInverse: inverse === type.id,
    createdAt: type.createdAt,
    updatedAt: type.updatedAt,
  };
}

/**
 * The organization's types, read afresh. An inverse that is no type of the list (a platform that left
 * it dangling when its type was deleted) reads as none, as the emulator leaves it.
 */
async function listTypes(api: PlatformApi): Promise<ServerType[]> {
  const listed = await api.call(endpoints.listAccountRelationshipTypes, { response: z.array(serverType) });
  const ids = new Set(listed.map((type) => type.id));
  return listed.map((type) => {
    const inverse = inverseOf(type);
    return inverse === undefined || ids.has(inverse) ? type : { ...type, inverseRelationshipId: null };
  });
}

const types = listBacked<ServerType, AccountRelationshipTypeState>({ list: listTypes, toState });
/** The organization's one list of types, by its key. */
const organization = "accountRelationshipTypes";

/** Every type of the organization, with its id and state: for an export and getAccountRelationshipTypes. */
export const listedAccountRelationshipTypes = (api: PlatformApi): Promise<Listed<AccountRelationshipTypeState>[]> =>
  types.listed(api, [organization]);

const put = async (api: PlatformApi, id: string, body: { name?: string; inverseRelationshipId?: string | null }) =>
  api.call(endpoints.updateAccountRelationshipType, { params: { id }, body, response: serverType });

/**
 * Runs `write`, which names `inverseId` the inverse of the type `id` (undefined while it is being
 * created). The platform refuses a type already paired with a third (one paired in the dashboard):
 * the declared pair wins, so that pairing is undone on the inverse's side and `write` runs once
 * more. Only after a refusal, confirmed by a fresh list: a pairing that goes through costs nothing more.
 */
async function pairing<T>(api: PlatformApi, id: string | undefined, inverseId: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (inverseId === undefined || inverseId === id || !(error instanceof ApiError) || error.status !== 400) throw error;
    const inverse = (await listTypes(api)).find((type) => type.id === inverseId);
    const thirdPartner = inverse && inverseOf(inverse);
    if (thirdPartner === undefined || thirdPartner === id) throw error;
    await types.update(api, organization, () => put(api, inverseId, { inverseRelationshipId: null }));
    return write();
  }
}

/** The inverse an update sends: itself, the declared one, none (a type no longer its own inverse), or, undefined, the pairing left as it is. */
function declaredInverse(
  id: string,
  state: AccountRelationshipTypeState,
  inputs: AccountRelationshipTypeInputs,
): string | null | undefined {
  if (inputs.selfInverse === true) return id;
  if (inputs.inverseTypeId !== undefined) return inputs.inverseTypeId;
  return inputs.selfInverse === false && state.selfInverse ? null : undefined;
}

export const accountRelationshipTypeDefinition: ResourceDefinition<
  typeof accountRelationshipTypeSchema.inputs,
  AccountRelationshipTypeState
> = {
  ...accountRelationshipTypeSchema,
  exported: {
    heading: "Account relationship types, each pair declared once: the second names the first as its inverse",
    label: (state) => state.name,
  },
  endpoints,

  async create(api, inputs) {
    // Names are unique in the organization whatever their case.
    const sameName = (type: ServerType) => type.name.toLowerCase() === inputs.name.toLowerCase();
    const body = { name: inputs.name, ...(inputs.inverseTypeId !== undefined && { inverseRelationshipId: inputs.inverseTypeId }) };
    const create = () => api.call(endpoints.createAccountRelationshipType, { body, response: serverType });
    const created = await pairing(api, undefined, inputs.inverseTypeId, () =>
      types.create(api, organization, `an account relationship type named ${inputs.name}`, create, sameName),
    );
    if (inputs.selfInverse !== true) return created;
    // A type cannot name itself before it has an id: a second request makes it its own inverse.
    try {
      return {
        id: created.id,
        state: await types.update(api, organization, () => put(api, created.id, { inverseRelationshipId: created.id })),
      };
    } catch (error) {
      throw new PartialCreateError(
        created.id,
        created.state,
        `account relationship type ${created.id} was created, but making it its own inverse failed (${error instanceof Error ? error.message : String(error)}); the next up makes it so`,
      );
    }
  },

  read: (api, id) => types.read(api, [organization], id),

  // PUT takes any of the fields; an inverse the user does not declare is left as the platform has it.
  update(api, id, state, inputs) {
    const inverse = declaredInverse(id, state, inputs);
    const body = { name: inputs.name, ...(inverse !== undefined && { inverseRelationshipId: inverse }) };
    return pairing(api, id, inverse ?? undefined, () => types.update(api, organization, () => put(api, id, body)));
  },

  // The platform releases the other side of the pair with it: no inverse dangles.
  delete: (api, id) => types.delete(api, organization, endpoints.deleteAccountRelationshipType, { id }),

  list: listedAccountRelationshipTypes,
};
