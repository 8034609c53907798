// Roles on {base_url}: create (spec) and get/list/update/delete (contract). Any member of the
// organization may read; only an Organization Admin may write; system roles refuse writes (403).
import type { FastifyInstance } from "fastify";
import { requireOrganizationAdmin } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../../context";
import { badRequest, forbidden } from "../../errors";
import { envelope } from "../../http/envelopes";
import { principalOf } from "../../http/request-context";
import { idParams } from "../../http/schema-parts";
import { parseInput } from "../../http/validation";
import { prefixedId } from "../../store/ids";
import type { Store } from "../../store/store";
import { recordOfOrganization } from "../../store/tenancy";
import type { Role } from "./types";
import { createRoleSchema, updateRoleSchema } from "./schemas";

export function registerRoleRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  const config = { auth: "apiKey" as const };

  app.post("/v1/roles", { config }, async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "create roles");
    const input = parseInput(createRoleSchema, request.body);
    requireUniqueName(store, user.organizationId, input.name);
    const at = timestamp();
    const role = store.roles.insert({
      id: store.roles.freshId(() => prefixedId("R")),
      organizationId: user.organizationId,
      ...input,
      isSystem: false,
      createdAt: at,
      updatedAt: at,
    });
    return reply.code(201).send(envelope(role, "Role created successfully"));
  });

  app.get("/v1/roles", { config }, async (request) => {
    const { user } = principalOf(request);
    return envelope(
      store.roles.filter((role) => role.organizationId === user.organizationId),
      "Roles fetched successfully",
    );
  });

  app.get("/v1/roles/:id", { config }, async (request) => {
    const { user } = principalOf(request);
    const { id } = idParams.parse(request.params);
    return envelope(recordOfOrganization(store.roles, id, user.organizationId, "Role"), "Role fetched successfully");
  });

  app.patch("/v1/roles/:id", { config }, async (request) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "update roles");
    const role = writableRole(store, request.params, user.organizationId, "updated");
    const input = parseInput(updateRoleSchema, request.body);
    if (input.name !== undefined) requireUniqueName(store, user.organizationId, input.name, role.id);
    return envelope(store.roles.update(role.id, { ...input, updatedAt: timestamp() }), "Role updated successfully");
  });

  app.delete("/v1/roles/:id", { config }, async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "delete roles");
    const role = writableRole(store, request.params, user.organizationId, "deleted");
    store.roles.delete(role.id);
    return reply.code(204).send();
  });
}

function writableRole(store: Store, params: unknown, organizationId: string, verb: string): Role {
  const role = recordOfOrganization(store.roles, idParams.parse(params).id, organizationId, "Role");
  if (role.isSystem) throw forbidden(`System role ${role.name} cannot be ${verb}`);
  return role;
}

/** Role names are unique in an organization, compared without regard to case. */
function requireUniqueName(store: Store, organizationId: string, name: string, exceptId?: string): void {
  const taken = store.roles.find(
    (role) => role.organizationId === organizationId && role.id !== exceptId && role.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw badRequest(`A role named ${name} already exists in this organization`);
}
