// A team's routing rules on {base_url}: create (the REST page), list, update and delete (the
// sidebar's and MCP's, paths assumed). Rules answer in the envelope, the list in evaluation order.
import type { FastifyInstance } from "fastify";
import { requireOrganizationAdmin, requireTeamMember } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../context";
import { badRequest, notFound } from "../../errors";
import { envelope } from "../../http/envelopes";
import { parseInput } from "../../http/validation";
import { prefixedId } from "../../store/ids";
import type { Store } from "../state";
import type { Team } from "../../store/types";
import { teamOfRequest } from "../teams/team-of-request";
import { createRuleSchema, ruleParams, updateRuleSchema } from "./schemas";
import type { TeamRoutingRule } from "./types";

const config = { auth: "apiKey" as const };
const path = "/v1/teams/:teamId/routing";

export function registerRoutingRuleRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  const rulesOf = (team: Team) => store.teamRoutingRules.filter((rule) => rule.teamId === team.id);

  app.get(path, { config }, async (request) => {
    const { user, team } = teamOfRequest(store, request);
    requireTeamMember(user, team);
    const ordered = rulesOf(team).sort((a, b) => a.evaluationOrder - b.evaluationOrder || a.createdAt.localeCompare(b.createdAt));
    return envelope(ordered.map(ruleView), "Success");
  });

  app.post(path, { config }, async (request, reply) => {
    const { user, team } = teamOfRequest(store, request);
    requireOrganizationAdmin(user, "create routing rules");
    const { evaluationOrder, ...input } = parseInput(createRuleSchema, request.body);
    requireResultTeam(store, team, input.resultTeamId);
    requireUniqueName(store, team, input.name);
    const at = timestamp();
    const rule = store.teamRoutingRules.insert({
      id: store.teamRoutingRules.freshId(() => prefixedId("RR")),
      organizationId: team.organizationId,
      teamId: team.id,
      name: input.name,
      description: input.description,
      // Unless given, a new rule is evaluated after the team's others.
      evaluationOrder: evaluationOrder ?? Math.max(0, ...rulesOf(team).map((other) => other.evaluationOrder)) + 1,
      resultTeamId: input.resultTeamId,
      fallbackTeamId: null,
      andRules: input.andRules,
      orRules: input.orRules,
      createdBy: user.name,
      createdById: user.id,
      createdAt: at,
      updatedAt: at,
    });
    return reply.code(201).send(envelope(ruleView(rule), "Success"));
  });

  app.patch(`${path}/:ruleId`, { config }, async (request) => {
    const { user, team } = teamOfRequest(store, request);
    requireOrganizationAdmin(user, "update routing rules");
    const rule = ruleOf(store, team, ruleParams.parse(request.params).ruleId);
    const input = parseInput(updateRuleSchema, request.body);
    if (input.resultTeamId !== undefined) requireResultTeam(store, team, input.resultTeamId);
    if (input.name !== undefined) requireUniqueName(store, team, input.name, rule.id);
    return envelope(ruleView(store.teamRoutingRules.update(rule.id, { ...input, updatedAt: timestamp() })), "Success");
  });

  app.delete(`${path}/:ruleId`, { config }, async (request, reply) => {
    const { user, team } = teamOfRequest(store, request);
    requireOrganizationAdmin(user, "delete routing rules");
    store.teamRoutingRules.delete(ruleOf(store, team, ruleParams.parse(request.params).ruleId).id);
    return reply.code(204).send();
  });
}

function ruleOf(store: Store, team: Team, ruleId: string): TeamRoutingRule {
  const rule = store.teamRoutingRules.get(ruleId);
  if (!rule || rule.teamId !== team.id) throw notFound(`Routing rule ${ruleId} not found in team ${team.id}`);
  return rule;
}

function requireResultTeam(store: Store, team: Team, resultTeamId: string): void {
  const result = store.teams.get(resultTeamId);
  if (!result || result.organizationId !== team.organizationId)
    throw badRequest([`resultTeamId ${resultTeamId} is not a team of the organization`]);
}

/** A team's rule names are unique in the team, without regard to case. */
function requireUniqueName(store: Store, team: Team, name: string, exceptId?: string): void {
  const taken = store.teamRoutingRules.find(
    (rule) => rule.teamId === team.id && rule.id !== exceptId && rule.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw badRequest([`name ${name} is already a routing rule of team ${team.id}`]);
}

/** The REST page's fields, in its order. */
export function ruleView(rule: TeamRoutingRule) {
  return {
    id: rule.id,
    name: rule.name,
    description: rule.description,
    teamId: rule.teamId,
    evaluationOrder: rule.evaluationOrder,
    resultTeamId: rule.resultTeamId,
    fallbackTeamId: rule.fallbackTeamId,
    andRules: rule.andRules,
    orRules: rule.orRules,
    createdBy: rule.createdBy,
    createdAt: rule.createdAt,
    createdById: rule.createdById,
    updatedAt: rule.updatedAt,
  };
}
