// Roles on {base_url}: create (spec) and get/list/update/delete (contract). Any member of the
// organization may read; only an Organization Admin may write; system roles refuse writes (403).
import type { FastifyInstance } from "fastify";
import type { EmulatorContext } from "../context";
import { badRequest, forbidden } from "../../errors";
import { envelope } from "../../http/envelopes";
import { registerCrudRoutes } from "../crud-routes";
import { createRoleSchema, updateRoleSchema } from "./schemas";

export function registerRoleRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  registerCrudRoutes(app, {
    table: store.roles,
    path: "/v1/roles",
    label: "Role",
    plural: "roles",
    idPrefix: "R",
    updateMethod: "patch",
    gettable: true,
    createSchema: createRoleSchema,
    updateSchema: updateRoleSchema,
    build: (input, base) => ({ ...base, ...input, isSystem: false }),
    // Role names are unique in an organization, compared without regard to case.
    unique: { field: "name", taken: ({ name }) => badRequest(`A role named ${name} already exists in this organization`) },
    requireWritable(role, verb) {
      if (role.isSystem) throw forbidden(`System role ${role.name} cannot be ${verb}`);
    },
    listed: (roles) => envelope(roles, "Roles fetched successfully"),
    answer: (role, action) => envelope(role, `Role ${action} successfully`),
  });
}
