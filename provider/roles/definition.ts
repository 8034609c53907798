// Role's calls to the API (create POST, read from the roles list, update PATCH, delete DELETE) and the mapping
// from the platform's role to the state Pulumi keeps. Its inputs and state: schema.ts.
import { z } from "zod";
import { refusingDuplicates } from "../http/already-exists";
import type { PlatformApi } from "../core/platform-api";
import { sharedReads } from "../core/shared-reads";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { roleEndpoints } from "./endpoints";
import { platformEnvelope } from "../http/envelopes";
import { type RoleState, roleSchema } from "./schema";

const serverRole = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().nullish(),
  permissions: z.array(
    z.object({
      resource: z.string(),
      actions: z.array(z.string()),
      scope: z.string().nullish(),
      conditions: z.record(z.string(), z.unknown()).nullish(),
    }),
  ),
  // The computed outputs are read from the platform's role as the schema states them.
  ...roleSchema.computedOutputs.shape,
});
const roleResponse = platformEnvelope(serverRole);
const roleListResponse = platformEnvelope(z.array(serverRole));
type ServerRole = z.output<typeof serverRole>;

function toState(role: ServerRole): RoleState {
  return {
    name: role.name,
    description: role.description ?? undefined,
    permissions: role.permissions.map((permission) => ({
      resource: permission.resource,
      actions: permission.actions,
      ...(permission.scope != null && { scope: permission.scope }),
      ...(permission.conditions != null && { conditions: permission.conditions }),
    })),
    ...roleSchema.computedOutputs.parse(role),
  };
}

async function listRoles(api: PlatformApi): Promise<ServerRole[]> {
  return (await api.call(roleEndpoints.listRoles, { response: roleListResponse })).data;
}

/**
 * The organization's roles, listed once per client for every role's read (a refresh or an import of
 * N roles sends one request, not N), forgotten after a write of a role.
 */
const roleLists = sharedReads<ServerRole[]>();
const sharedRoles = (api: PlatformApi) => roleLists.read(api, "roles", () => listRoles(api));
const afterRoleWrite = <R>(api: PlatformApi, write: () => Promise<R>) => roleLists.afterWrite(api, "roles", write);

/** The role named `name` as the platform holds it now: a lookup after a create must see that create. */
async function findRoleByName(api: PlatformApi, name: string): Promise<ServerRole | undefined> {
  // Names are unique whatever their case, so one that differs only in case is the same role.
  return (await listRoles(api)).find((role) => role.name.toLowerCase() === name.toLowerCase());
}

/** Every role of the organization, system roles included, with its id and state: for an export and for getRoles. */
export async function listedRoles(api: PlatformApi): Promise<Listed<RoleState>[]> {
  return (await sharedRoles(api)).map((role) => ({
    id: role.id,
    state: toState(role),
    ...(role.isSystem && { unmanageable: "a built-in system role, which the platform refuses to change" }),
  }));
}

export const roleDefinition: ResourceDefinition<typeof roleSchema.inputs, RoleState> = {
  ...roleSchema,
  exported: { heading: "Custom roles", label: (state) => state.name },
  endpoints: roleEndpoints,

  async create(api, inputs) {
    const findSameName = () => findRoleByName(api, inputs.name);
    const role = await afterRoleWrite(api, () =>
      refusingDuplicates(
        `a role named ${inputs.name}`,
        () =>
          api.settleCreate(
            async () => (await api.call(roleEndpoints.createRole, { body: inputs, response: roleResponse })).data,
            findSameName,
          ),
        findSameName,
      ),
    );
    return { id: role.id, state: toState(role) };
  },

  async read(api, id) {
    // From the list this client's reads share; a role missing from the platform's own list is gone.
    const role = (await sharedRoles(api)).find((listed) => listed.id === id);
    return role && toState(role);
  },

  async update(api, id, _state, inputs) {
    // PATCH: an input the user no longer declares is left as the server has it, and unmanaged.
    const role = await afterRoleWrite(api, () =>
      api.call(roleEndpoints.updateRole, { params: { id }, body: inputs, response: roleResponse }),
    );
    return toState(role.data);
  },

  async delete(api, id) {
    await afterRoleWrite(api, () => api.callIfPresent(roleEndpoints.deleteRole, { params: { id }, response: z.unknown() }));
  },

  list: listedRoles,
};
