// Lookups shared by the content controls.
import { isOrganizationAdmin } from "../../auth/access";
import { notFound } from "../../errors";
import type { Store } from "../state";
import type { Team, User } from "../../store/types";
import type { EventBus } from "../events/event-bus";

export interface ContentDeps {
  store: Store;
  events: EventBus;
}

export function teamOf(store: Store, teamId: string): Team {
  const team = store.teams.get(teamId);
  if (!team) throw notFound(`Team ${teamId} not found`);
  return team;
}

/** The named user of the organization, or by default its first Organization Admin. */
export function actingUser(store: Store, organizationId: string, userId?: string): User {
  const user =
    userId === undefined
      ? store.users.find((candidate) => candidate.organizationId === organizationId && isOrganizationAdmin(candidate))
      : store.users.get(userId);
  if (!user || user.organizationId !== organizationId)
    throw notFound(`User ${userId ?? "(organization admin)"} not found in organization ${organizationId}`);
  return user;
}

/** `in_progress` → `In Progress`. */
export const displayName = (identifier: string): string =>
  identifier
    .split("_")
    .map((word) => (word === "" ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join(" ");
