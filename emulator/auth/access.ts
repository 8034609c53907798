// Who may do what (the README's access table). Organization Admins may do everything in their
// organization; a Team Lead may configure CSAT for the teams it leads; Team Members and Observers
// read. Checks run after tenancy: another organization's resource is a 404 before it is a 403.
import { forbidden, notFound } from "../errors";
import type { OrganizationStore } from "../store/store";
import type { Team, User } from "../store/types";

export const isOrganizationAdmin = (user: User): boolean => user.role === "Organization Admin";

export function requireOrganizationAdmin(user: User, action: string): void {
  if (!isOrganizationAdmin(user)) throw forbidden(`Only an Organization Admin may ${action}`);
}

/** Teams whose content the user may see: every team of the organization for an admin. */
export function visibleTeamIds(store: OrganizationStore, user: User): Set<string> {
  if (isOrganizationAdmin(user)) {
    return new Set(store.teams.filter((team) => team.organizationId === user.organizationId).map((team) => team.id));
  }
  return new Set(user.teamIds);
}

/** The team if it belongs to the caller's organization; 404 otherwise (tenant isolation). */
export function teamOfOrganization(store: OrganizationStore, user: User, teamId: string): Team {
  const team = store.teams.get(teamId);
  if (!team || team.organizationId !== user.organizationId) throw notFound(`Team ${teamId} not found`);
  return team;
}

export function requireTeamMember(user: User, team: Team): void {
  if (!isOrganizationAdmin(user) && !user.teamIds.includes(team.id)) throw forbidden(`You are not a member of team ${team.id}`);
}

export function requireTeamLead(user: User, team: Team, action: string): void {
  if (isOrganizationAdmin(user)) return;
  if (user.role !== "Team Lead" || !user.teamIds.includes(team.id)) {
    throw forbidden(`Only an Organization Admin or a Team Lead of team ${team.id} may ${action}`);
  }
}
