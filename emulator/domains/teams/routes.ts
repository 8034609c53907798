// Teams on {base_url} (docs): list the caller's teams, create, read, update and delete a team, and
// list, add and remove its members. Members of a team may read it; an Organization Admin manages
// teams. The spec lists no team event kinds, so none is emitted.
import type { FastifyInstance } from "fastify";
import { requireOrganizationAdmin, requireTeamMember, teamOfOrganization } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../context";
import { badRequest } from "../../errors";
import { envelope } from "../../http/envelopes";
import { principalOf } from "../../http/request-context";
import { parseInput } from "../../http/validation";
import { prefixedId } from "../../store/ids";
import type { Store } from "../state";
import { registerMemberRoutes } from "./members";
import { createTeamSchema, updateTeamSchema } from "./schemas";
import { addTeamDefaults, removeTeamDefaults } from "./team-defaults";
import { teamOfRequest } from "./team-of-request";
import { teamView } from "./views";

const config = { auth: "apiKey" as const };

export function registerTeamRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store } = context;

  app.get("/v1/teams", { config }, async (request) => {
    const { user } = principalOf(request);
    return envelope(
      store.teams
        .filter((team) => team.organizationId === user.organizationId && user.teamIds.includes(team.id))
        .map((team) => teamView(store, team)),
      "Success",
    );
  });

  app.post("/v1/teams", { config }, async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "create teams");
    const { parentTeamId, ...input } = parseInput(createTeamSchema, request.body);
    if (parentTeamId !== undefined) teamOfOrganization(store, user, parentTeamId);
    if (input.identifier !== undefined) requireUniqueIdentifier(store, user.organizationId, input.identifier);
    const at = timestamp();
    const team = store.teams.insert({
      id: store.teams.freshId(() => prefixedId("T")),
      organizationId: user.organizationId,
      ...input,
      parentTeamId: parentTeamId ?? null,
      ownerId: user.id,
      createdAt: at,
      updatedAt: at,
      memberships: { [user.id]: { isAdmin: true, invitedBy: null, joinedAt: at } },
    });
    store.users.update(user.id, { teamIds: [...user.teamIds, team.id] });
    addTeamDefaults(store, team);
    return reply.code(201).send(envelope(teamView(store, team), "Success"));
  });

  app.get("/v1/teams/:teamId", { config }, async (request) => {
    const { user, team } = teamOfRequest(store, request);
    requireTeamMember(user, team);
    return envelope(teamView(store, team), "Success");
  });

  app.patch("/v1/teams/:teamId", { config }, async (request) => {
    const { user, team } = teamOfRequest(store, request);
    requireOrganizationAdmin(user, "update teams");
    const input = parseInput(updateTeamSchema, request.body);
    if (input.identifier !== undefined) requireUniqueIdentifier(store, user.organizationId, input.identifier, team.id);
    return envelope(teamView(store, store.teams.update(team.id, { ...input, updatedAt: timestamp() })), "Success");
  });

  app.delete("/v1/teams/:teamId", { config }, async (request, reply) => {
    const { user, team } = teamOfRequest(store, request);
    requireOrganizationAdmin(user, "delete teams");
    const uses = usesOfTeam(store, team.id);
    if (uses.length > 0) throw badRequest(`Team ${team.id} still has ${uses.join(", ")}; remove them first`);
    for (const member of store.users.filter((candidate) => candidate.teamIds.includes(team.id))) {
      store.users.update(member.id, { teamIds: member.teamIds.filter((teamId) => teamId !== team.id) });
    }
    // A team's CSAT settings are its own configuration, which the API cannot delete: they go with it.
    for (const settings of store.csatSettings.filter((candidate) => candidate.teamId === team.id)) store.csatSettings.delete(settings.id);
    removeTeamDefaults(store, team);
    store.teams.delete(team.id);
    return reply.code(204).send();
  });

  registerMemberRoutes(app, context);
}

/** Team identifiers are unique in an organization, compared without regard to case. */
function requireUniqueIdentifier(store: Store, organizationId: string, identifier: string, exceptId?: string): void {
  const taken = store.teams.find(
    (team) =>
      team.organizationId === organizationId &&
      team.id !== exceptId &&
      (team.identifier ?? team.id).toLowerCase() === identifier.toLowerCase(),
  );
  if (taken) throw badRequest([`identifier ${identifier} is already used by team ${taken.id}`]);
}

/** What still belongs to a team and can be removed through the API: a team with any of these cannot be deleted. */
function usesOfTeam(store: Store, teamId: string): string[] {
  const counts: [string, number][] = [
    ["sub-teams", store.teams.filter((team) => team.parentTeamId === teamId).length],
    ["tickets", store.tickets.filter((ticket) => ticket.teamId === teamId).length],
    ["accounts", store.accounts.filter((account) => account.teamId === teamId).length],
    ["ticket types", store.ticketTypes.filter((type) => type.teamId === teamId).length],
    ["CSAT rules", store.csatRules.filter((rule) => rule.teamId === teamId).length],
    ["app installations", store.installations.filter((installation) => installation.teamIds.includes(teamId)).length],
    ["ticket sub-statuses", store.ticketStatuses.filter((status) => status.teamId === teamId && status.parentStatusId !== null).length],
    ["routing rules", store.teamRoutingRules.filter((rule) => rule.teamId === teamId).length],
    [
      "routing rules of other teams that route to it",
      store.teamRoutingRules.filter((rule) => rule.teamId !== teamId && rule.resultTeamId === teamId).length,
    ],
    [
      "team configurations that fall back to it",
      store.teamConfigurations.filter((configuration) => configuration.fallbackSubTeam === teamId).length,
    ],
    ["team tags", store.teamTags.filter((tag) => tag.teamId === teamId).length],
  ];
  return counts.filter(([, count]) => count > 0).map(([what]) => what);
}
