// Teams and their members as the docs show them: a team in the envelope, a member as a raw object.
import type { Store } from "../state";
import type { Team, User } from "../../store/types";

export function teamView(store: Store, team: Team) {
  const parent = team.parentTeamId ? store.teams.get(team.parentTeamId) : undefined;
  const owner = team.ownerId ? store.users.get(team.ownerId) : undefined;
  return {
    id: team.id,
    name: team.name,
    icon: team.icon ?? null,
    color: team.color ?? null,
    parentTeamId: team.parentTeamId ?? null,
    parentTeamName: parent?.name ?? null,
    teamId: team.id,
    identifier: team.identifier ?? team.id,
    description: team.description ?? "",
    teamOwner: owner?.name ?? null,
    teamOwnerId: owner?.id ?? null,
    fallbackSubTeam: store.teamConfigurations.get(team.id)?.fallbackSubTeam ?? null,
    createdAt: team.createdAt,
    isActive: true,
    isPrivate: team.isPrivate ?? false,
    archivedAt: null,
    updatedAt: team.updatedAt ?? team.createdAt,
  };
}

export type TeamView = ReturnType<typeof teamView>;

export function memberView(team: Team, user: User) {
  const membership = team.memberships?.[user.id];
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    invitedBy: membership?.invitedBy ?? null,
    teamId: team.id,
    teamName: team.name,
    isActive: true,
    role: user.role,
    userType: "USER",
    isOwner: team.ownerId === user.id,
    avatarUrl: null,
    joinedAt: membership?.joinedAt ?? team.createdAt,
    createdAt: membership?.joinedAt ?? team.createdAt,
    metadata: { isAdmin: membership?.isAdmin ?? user.role === "Team Lead" },
  };
}
