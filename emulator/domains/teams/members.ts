// A team's members (docs): listed in the envelope, added as a raw member object. A member is a
// user of the organization; adding puts the team among the user's teams.
import type { FastifyInstance } from "fastify";
import { requireOrganizationAdmin, requireTeamMember } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../context";
import { badRequest, notFound } from "../../errors";
import { envelope } from "../../http/envelopes";
import { principalOf } from "../../http/request-context";
import { parseInput } from "../../http/validation";
import { addMemberSchema, memberParams, membersQuery } from "./schemas";
import { teamOfRequest } from "./team-of-request";
import { memberView } from "./views";

const config = { auth: "apiKey" as const };

export function registerMemberRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  app.get("/v1/teams/:teamId/members", { config }, async (request) => {
    const { user, team } = teamOfRequest(store, request);
    requireTeamMember(user, team);
    const search = (parseInput(membersQuery, request.query, "query").searchQuery ?? "").trim().toLowerCase();
    const members = store.users
      .filter((candidate) => candidate.teamIds.includes(team.id))
      .filter((member) => search === "" || member.name.toLowerCase().includes(search) || member.email.toLowerCase().includes(search));
    return envelope(
      members.map((member) => memberView(team, member)),
      "Success",
    );
  });

  app.post("/v1/teams/:teamId/members", { config }, async (request, reply) => {
    const { user, team } = teamOfRequest(store, request);
    requireOrganizationAdmin(user, "add team members");
    const { email, userId, isAdmin } = parseInput(addMemberSchema, request.body);
    const member = store.users.find(
      (candidate) =>
        candidate.organizationId === user.organizationId &&
        (userId === undefined || candidate.id === userId) &&
        (email === undefined || candidate.email.toLowerCase() === email.toLowerCase()),
    );
    if (!member) throw notFound(`User ${userId ?? email} not found in the organization`);
    if (member.teamIds.includes(team.id)) throw badRequest(`User ${member.id} is already a member of team ${team.id}`);
    const updatedMember = store.users.update(member.id, { teamIds: [...member.teamIds, team.id] });
    const updatedTeam = store.teams.update(team.id, {
      memberships: { ...team.memberships, [member.id]: { isAdmin, invitedBy: user.id, joinedAt: timestamp() } },
    });
    return reply.code(201).send(memberView(updatedTeam, updatedMember));
  });

  app.delete("/v1/teams/:teamId/members/:memberId", { config }, async (request, reply) => {
    const { user } = principalOf(request);
    requireOrganizationAdmin(user, "remove team members");
    const { team } = teamOfRequest(store, request);
    const { memberId } = memberParams.parse(request.params);
    const member = store.users.get(memberId);
    if (!member || member.organizationId !== user.organizationId || !member.teamIds.includes(team.id))
      throw notFound(`User ${memberId} is not a member of team ${team.id}`);
    store.users.update(member.id, { teamIds: member.teamIds.filter((teamId) => teamId !== team.id) });
    const { [member.id]: _removed, ...memberships } = team.memberships ?? {};
    store.teams.update(team.id, { memberships });
    return reply.code(204).send();
  });
}
