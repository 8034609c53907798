// TeamMember's calls to the API (add POST, read by listing the team's members, once per team for
// every read of a run, remove DELETE) and the mapping from the platform's member to the state Pulumi
// keeps. A membership's id is `<teamId>/<userId>`: the team's members are listed by team, and a
// member is removed by both. Its inputs and state: schema.ts.
import { z } from "zod";
import { SupportPlatformError } from "../core/errors";
import type { PlatformApi } from "../core/platform-api";
import { sharedReads } from "../core/shared-reads";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { parseTeamScopedId, teamScopedId } from "../core/team-scoped-id";
import { refusingDuplicates } from "../http/already-exists";
import { teamMemberEndpoints } from "./endpoints";
import { platformEnvelope } from "../http/envelopes";
import { type TeamMemberInputs, type TeamMemberState, teamMemberSchema } from "./schema";

const serverMember = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  // The docs' member object has no admin flag of its own; `metadata` carries the one it was added with.
  metadata: z.looseObject({ isAdmin: z.boolean().optional() }).nullish(),
});
const membersResponse = platformEnvelope(z.array(serverMember));
type ServerMember = z.output<typeof serverMember>;

/** A membership's id: its team's id and its member's id, which is the user's. */
const membershipId = teamScopedId;

/** The team and member a membership's id names. */
function parseMembershipId(id: string): { teamId: string; memberId: string } {
  const { teamId, ownId } = parseTeamScopedId(id, "team membership", "userId");
  return { teamId, memberId: ownId };
}

function toState(teamId: string, member: ServerMember): TeamMemberState {
  return {
    teamId,
    userId: member.id,
    email: member.email,
    isAdmin: member.metadata?.isAdmin,
    memberId: member.id,
    name: member.name,
    joinedAt: member.joinedAt,
  };
}

/** The team's members; undefined when the team is gone. */
async function listMembers(api: PlatformApi, teamId: string): Promise<ServerMember[] | undefined> {
  return (await api.callIfPresent(teamMemberEndpoints.listTeamMembers, { params: { teamId }, response: membersResponse }))?.data;
}

/** Each team's member list, read once per client for every membership's read, forgotten after a write of the team's members. */
const memberLists = sharedReads<ServerMember[] | undefined>();

/**
 * The team's memberships with their ids and states, from the list this client's reads share (for
 * getTeamMembers); undefined when the team is gone.
 */
export async function listedMembers(api: PlatformApi, teamId: string): Promise<Listed<TeamMemberState>[] | undefined> {
  const members = await memberLists.read(api, teamId, () => listMembers(api, teamId));
  return members?.map((member) => ({ id: membershipId(teamId, member.id), state: toState(teamId, member) }));
}

/** Whether `member` is the user the inputs name (by id, e-mail address, or both). */
const isDeclaredUser = (inputs: Pick<TeamMemberInputs, "userId" | "email">) => (member: { id: string; email: string }) =>
  (inputs.userId === undefined || member.id === inputs.userId) &&
  (inputs.email === undefined || member.email.toLowerCase() === inputs.email);

function addMember(
  api: PlatformApi,
  teamId: string,
  body: { userId?: string | undefined; email?: string | undefined; isAdmin?: boolean | undefined },
): Promise<ServerMember> {
  return api.call(teamMemberEndpoints.addTeamMember, { params: { teamId }, body, response: serverMember });
}

export const teamMemberDefinition: ResourceDefinition<typeof teamMemberSchema.inputs, TeamMemberState> = {
  ...teamMemberSchema,
  exported: { heading: "Team members", label: (state, teamName) => `${teamName(state.teamId)} ${state.name}` },
  endpoints: teamMemberEndpoints,

  async create(api, inputs) {
    const { teamId, userId, email, isAdmin } = inputs;
    const findMember = async () => (await listMembers(api, teamId))?.find(isDeclaredUser(inputs));
    const member = await memberLists.afterWrite(api, teamId, () =>
      refusingDuplicates(
        `${userId ?? email}'s membership of team ${teamId}`,
        () => api.settleCreate(() => addMember(api, teamId, { userId, email, isAdmin }), findMember),
        async () => {
          const existing = await findMember();
          return existing && { id: membershipId(teamId, existing.id) };
        },
      ),
    );
    return { id: membershipId(teamId, member.id), state: toState(teamId, member) };
  },

  async read(api, id) {
    const { teamId, memberId } = parseMembershipId(id);
    const members = await memberLists.read(api, teamId, () => listMembers(api, teamId));
    const member = members?.find((candidate) => candidate.id === memberId);
    return member && toState(teamId, member);
  },

  async update(api, id, state, inputs) {
    // A change of any declared input replaces the membership: an update comes only with a changed
    // adoptId, or when adopting a membership. It must be this user's membership of this team.
    const { teamId, memberId } = parseMembershipId(id);
    // State holds the e-mail address only where the program declared it before.
    const sameUser =
      (inputs.userId === undefined || inputs.userId === memberId) &&
      (inputs.email === undefined || state.email === undefined || state.email.toLowerCase() === inputs.email);
    if (inputs.teamId !== teamId || !sameUser) {
      throw new SupportPlatformError(
        "ERR_VALIDATION",
        `cannot adopt ${id}: it is the membership of ${state.email ?? memberId} in team ${teamId}, not the one declared`,
      );
    }
    if (inputs.isAdmin === undefined || inputs.isAdmin === state.isAdmin) return state;
    // The platform has no update of a membership: remove the member and add them again.
    await memberLists.afterWrite(api, teamId, () =>
      api.callIfPresent(teamMemberEndpoints.removeTeamMember, { params: { teamId, memberId }, response: z.unknown() }),
    );
    try {
      return toState(
        teamId,
        await memberLists.afterWrite(api, teamId, () => addMember(api, teamId, { userId: memberId, isAdmin: inputs.isAdmin })),
      );
    } catch (error) {
      if (!(error instanceof SupportPlatformError)) throw error;
      throw new SupportPlatformError(
        error.code,
        `${error.message} (${memberId} was removed from team ${teamId} to change isAdmin, and is no longer a member)`,
      );
    }
  },

  async delete(api, id) {
    const { teamId, memberId } = parseMembershipId(id);
    await memberLists.afterWrite(api, teamId, () =>
      api.callIfPresent(teamMemberEndpoints.removeTeamMember, { params: { teamId, memberId }, response: z.unknown() }),
    );
  },

  async list(api, { teamIds }) {
    return (await Promise.all(teamIds.map((teamId) => listedMembers(api, teamId)))).flatMap((members) => members ?? []);
  },

  // A person names the user once: by id, which never changes.
  inputsOf: ({ teamId, userId, isAdmin }) => ({ teamId, userId, isAdmin }),
};
