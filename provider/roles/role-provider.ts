// Role: its input schema and its calls to the API (create POST, read GET, update PATCH, delete
// DELETE). The resource class is in role.ts.
import { z } from "zod";
import { createSettled } from "../dynamic/create-settled";
import type { ResourceDefinition } from "../dynamic/resource-definition";
import { endpoints } from "../http/endpoints";
import { platformEnvelope } from "../http/envelopes";
import type { PlatformClient } from "../http/platform-client";
import { roleActions } from "./role-actions";


const permissionInputs = z.strictObject({
  resource: z.string().trim().min(1, "must not be empty").describe("What the permission applies to, e.g. `tickets`."),
  actions: z
    .array(z.enum(roleActions))
    .min(1, "must list at least one action")
    // Order does not matter to the platform, so it must not matter to a diff.
    .transform((actions) => [...new Set(actions)].sort())
    .describe(`Allowed actions: ${roleActions.join(", ")}. Order does not matter.`),
  scope: z.string().min(1, "must not be empty").optional().describe("Narrows the permission, e.g. `team`."),
  conditions: z.record(z.string(), z.unknown()).optional().describe("Conditions under which the permission applies."),
});

export const roleInputs = z.strictObject({
  name: z.string().trim().min(1, "must not be empty").max(255).describe("Name of the role, unique in the organization."),
  description: z.string().max(2000).optional().describe("What the role is for."),
  permissions: z.array(permissionInputs).describe("What holders of the role may do."),
});
export type RoleInputs = z.output<typeof roleInputs>;

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
  isSystem: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const roleResponse = platformEnvelope(serverRole);
const roleListResponse = platformEnvelope(z.array(serverRole));
type ServerRole = z.output<typeof serverRole>;

/** The role as Pulumi keeps it: inputs in their declared shape, plus the computed fields. */
function toView(role: ServerRole) {
  return {
    name: role.name,
    description: role.description ?? undefined,
    permissions: role.permissions.map((permission) => ({
      resource: permission.resource,
      actions: permission.actions,
      ...(permission.scope != null && { scope: permission.scope }),
      ...(permission.conditions != null && { conditions: permission.conditions }),
    })),
    isSystem: role.isSystem,
    createdAt: role.createdAt,
    updatedAt: role.updatedAt,
  };
}

async function findRoleByName(client: PlatformClient, name: string): Promise<ServerRole | undefined> {
  const roles = await client.call(endpoints.listRoles, { response: roleListResponse });
  return roles.data.find((role) => role.name === name);
}

export const roleDefinition: ResourceDefinition<typeof roleInputs.shape> = {
  inputs: roleInputs,
  description: "A custom role of the organization: a name, a description and permissions. Every change updates it in place.",
  computedOutputs: z.object({
    isSystem: z.boolean().describe("True for the platform's built-in roles."),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),

  async create(client, inputs) {
    const role = await createSettled(
      async () => (await client.call(endpoints.createRole, { body: inputs, response: roleResponse })).data,
      () => findRoleByName(client, inputs.name),
      client.maxAttempts,
    );
    return { id: role.id, view: toView(role) };
  },

  async read(client, id) {
    const role = await client.find(endpoints.getRole, { params: { id }, response: roleResponse });
    return role && toView(role.data);
  },

  async update(client, id, _state, inputs) {
    // PATCH: an input the user no longer declares is left as the server has it, and unmanaged.
    const role = await client.call(endpoints.updateRole, { params: { id }, body: inputs, response: roleResponse });
    return toView(role.data);
  },

  async delete(client, id) {
    await client.find(endpoints.deleteRole, { params: { id }, response: z.unknown() });
  },
};
