// Role's calls to the API (create POST, read from the roles list, update PATCH, delete DELETE) and the mapping
// from the platform's role to the state Pulumi keeps. Its inputs and state: schema.ts.
import { z } from "zod";
import type { PlatformApi } from "../core/platform-api";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { roleEndpoints } from "./endpoints";
import { platformEnvelope } from "../http/envelopes";
import { listBacked } from "../http/list-backed";
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

/** The organization's roles: every role's read shares one list per client, until a write of a role. */
const roles = listBacked<ServerRole, RoleState>({
  list: async (api) => (await api.call(roleEndpoints.listRoles, { response: roleListResponse })).data,
  toState,
  unmanageable: (role) => (role.isSystem ? "a built-in system role, which the platform refuses to change" : undefined),
});
/** The organization's one list of roles, by its key. */
const roleList = "roles";

/** Every role of the organization, system roles included, with its id and state: for an export and for getRoles. */
export const listedRoles = (api: PlatformApi): Promise<Listed<RoleState>[]> => roles.listed(api, [roleList]);

export const roleDefinition: ResourceDefinition<typeof roleSchema.inputs, RoleState> = {
  ...roleSchema,
  exported: { heading: "Custom roles", label: (state) => state.name },
  endpoints: roleEndpoints,

  create(api, inputs) {
    // Names are unique whatever their case, so one that differs only in case is the same role.
    const sameName = (role: ServerRole) => role.name.toLowerCase() === inputs.name.toLowerCase();
    const create = async () => (await api.call(roleEndpoints.createRole, { body: inputs, response: roleResponse })).data;
    return roles.create(api, roleList, `a role named ${inputs.name}`, create, sameName);
  },

  // From the list this client's reads share; a role missing from the platform's own list is gone.
  read: (api, id) => roles.read(api, [roleList], id),

  // PATCH: an input the user no longer declares is left as the server has it, and unmanaged.
  update: (api, id, _state, inputs) =>
    roles.update(
      api,
      roleList,
      async () => (await api.call(roleEndpoints.updateRole, { params: { id }, body: inputs, response: roleResponse })).data,
    ),

  delete: (api, id) => roles.delete(api, roleList, roleEndpoints.deleteRole, { id }),

  list: listedRoles,
};
