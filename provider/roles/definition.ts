// Role's calls to the API (create POST, read GET, update PATCH, delete DELETE) and the mapping
// from the platform's role to the state Pulumi keeps. Its inputs and state: schema.ts.
import { z } from "zod";
import { refusingDuplicates } from "../http/already-exists";
import type { PlatformApi } from "../core/platform-api";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { endpoints } from "../http/endpoints";
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

async function findRoleByName(api: PlatformApi, name: string): Promise<ServerRole | undefined> {
  const roles = await api.call(endpoints.listRoles, { response: roleListResponse });
  // Names are unique whatever their case, so one that differs only in case is the same role.
  return roles.data.find((role) => role.name.toLowerCase() === name.toLowerCase());
}

/** Every role of the organization, system roles included, with its id and state: for an export and for getRoles. */
export async function listedRoles(api: PlatformApi): Promise<Listed<RoleState>[]> {
  const roles = await api.call(endpoints.listRoles, { response: roleListResponse });
  return roles.data.map((role) => ({
    id: role.id,
    state: toState(role),
    ...(role.isSystem && { unmanageable: "a built-in system role, which the platform refuses to change" }),
  }));
}

export const roleDefinition: ResourceDefinition<typeof roleSchema.inputs, RoleState> = {
  ...roleSchema,

  async create(api, inputs) {
    const findSameName = () => findRoleByName(api, inputs.name);
    const role = await refusingDuplicates(
      `a role named ${inputs.name}`,
      () =>
        api.settleCreate(async () => (await api.call(endpoints.createRole, { body: inputs, response: roleResponse })).data, findSameName),
      findSameName,
    );
    return { id: role.id, state: toState(role) };
  },

  async read(api, id) {
    const role = await api.callIfPresent(endpoints.getRole, { params: { id }, response: roleResponse });
    return role && toState(role.data);
  },

  async update(api, id, _state, inputs) {
    // PATCH: an input the user no longer declares is left as the server has it, and unmanaged.
    const role = await api.call(endpoints.updateRole, { params: { id }, body: inputs, response: roleResponse });
    return toState(role.data);
  },

  async delete(api, id) {
    await api.callIfPresent(endpoints.deleteRole, { params: { id }, response: z.unknown() });
  },

  list: listedRoles,
};
