// SLA policies on their own host (the docs' `sla.` host), answered raw: create and update (docs),
// list and read one (assumed: no page was seen, and a provider must read what it adopts). Any user
// of the organization reads; only an Organization Admin writes. No delete was seen: the emulator
// has no such route (a 404, as for any unknown route); `isActive: false` retires a policy. A new
// policy comes last among its team's (`priority` one more than the highest); every write raises
// `version`.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireOrganizationAdmin, teamOfOrganization } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../context";
import { badRequest } from "../../errors";
import { principalOf } from "../../http/request-context";
import { idParams } from "../../http/schema-parts";
import { parseInput } from "../../http/validation";
import { upperAlphanumeric } from "../../store/ids";
import type { Store } from "../state";
import { recordOfOrganization } from "../../store/tenancy";
import { nextVersion } from "../versioned";
import { createPolicySchema, listPoliciesQuery, updatePolicySchema } from "./schemas";
import type { SlaPolicy } from "./types";

const config = { auth: "apiKey" as const };
const PATH = "/v1/sla/policy";

/** A policy as answered: the body's fields, then what the platform adds (the create example's order). */
export const policyView = (policy: SlaPolicy) => ({
  name: policy.name,
  description: policy.description,
  entityType: policy.entityType,
  filter: policy.filter,
  policyMetrics: policy.policyMetrics,
  pauseConditions: policy.pauseConditions,
  teamId: policy.teamId,
  organizationId: policy.organizationId,
  version: policy.version,
  priority: policy.priority,
  isActive: policy.isActive,
  uid: policy.id,
  createdAt: policy.createdAt,
  updatedAt: policy.updatedAt,
});

export function registerSlaPolicyRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  const policyOf = (request: FastifyRequest, organizationId: string) =>
    recordOfOrganization(store.slaPolicies, idParams.parse(request.params).id, organizationId, "SLA policy");

  app.post(PATH, { config }, async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "create SLA policies");
    const { teamId, ...input } = parseInput(createPolicySchema, request.body);
    const team = teamOfOrganization(store, user, teamId);
    const at = timestamp();
    const policy: SlaPolicy = {
      id: store.slaPolicies.freshId(() => upperAlphanumeric(26)),
      organizationId: user.organizationId,
      teamId: team.id,
      ...input,
      version: 1,
      priority: nextPriority(store, team.id),
      isActive: true,
      createdAt: at,
      updatedAt: at,
    };
    requireUniqueName(store, policy);
    store.slaPolicies.insert(policy);
    return reply.code(201).send(policyView(policy));
  });

  app.get(PATH, { config }, async (request) => {
    const { user } = principalOf(request);
    const { teamId } = parseInput(listPoliciesQuery, request.query, "query");
    const team = teamId === undefined ? undefined : teamOfOrganization(store, user, teamId).id;
    return store.slaPolicies
      .filter((policy) => policy.organizationId === user.organizationId && (team === undefined || policy.teamId === team))
      .sort((a, b) => a.teamId.localeCompare(b.teamId) || a.priority - b.priority)
      .map(policyView);
  });

  app.get(`${PATH}/:id`, { config }, async (request) => policyView(policyOf(request, principalOf(request).user.organizationId)));

  app.patch(`${PATH}/:id`, { config }, async (request) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "update SLA policies");
    const current = policyOf(request, user.organizationId);
    const { teamId, ...input } = parseInput(updatePolicySchema, request.body);
    const team = teamId === undefined ? current.teamId : teamOfOrganization(store, user, teamId).id;
    const moved = team !== current.teamId;
    const updated: SlaPolicy = {
      ...current,
      ...input,
      teamId: team,
      ...(moved && { priority: nextPriority(store, team) }),
      ...nextVersion(current, timestamp()),
    };
    requireUniqueName(store, updated);
    return policyView(store.slaPolicies.update(current.id, updated));
  });
}

const nextPriority = (store: Store, teamId: string) =>
  Math.max(0, ...store.slaPolicies.filter((policy) => policy.teamId === teamId).map((policy) => policy.priority)) + 1;

/** A policy's name is unique in its team, without regard to case. */
function requireUniqueName(store: Store, subject: SlaPolicy): void {
  const name = subject.name.toLowerCase();
  if (store.slaPolicies.find((other) => other.id !== subject.id && other.teamId === subject.teamId && other.name.toLowerCase() === name))
    throw badRequest([`An SLA policy named ${subject.name} already exists in team ${subject.teamId}`]);
}
