// The four parent statuses every team has from its creation (the statuses concept page): Open, the
// team's default, In progress, On hold and Closed, the closed status. They are never created or
// deleted through the API; sub-statuses hang under them.
import { upperAlphanumeric } from "../../store/ids";
import type { Team } from "../../store/types";
import type { TicketStatus } from "./types";

export const DEFAULT_STATUS = "open";
export const CLOSED_STATUS = "closed";

const PARENTS = [
  { name: DEFAULT_STATUS, displayName: "Open", description: "New tickets, waiting for a first answer", isDefault: true },
  { name: "in_progress", displayName: "In progress", description: "Tickets being worked on", isDefault: false },
  { name: "on_hold", displayName: "On hold", description: "Tickets waiting on the customer or a third party", isDefault: false },
  { name: CLOSED_STATUS, displayName: "Closed", description: "Resolved tickets", isDefault: false },
] as const;

/** The docs' status ids are 29 upper-case alphanumerics (`XKNKDHSJ1058098FSEG2NHBSD19BT`). */
export const statusId = (): string => upperAlphanumeric(29);

export const isParent = (status: TicketStatus): boolean => status.parentStatusId === null;

/** The team's four parents, their ids from `idOf` (the parent's position, from 1). */
export function parentStatuses(team: Pick<Team, "id" | "organizationId">, at: string, idOf: (position: number) => string): TicketStatus[] {
  return PARENTS.map((parent, index) => ({
    id: idOf(index + 1),
    ...parent,
    teamId: team.id,
    organizationId: team.organizationId,
    parentStatusId: null,
    createdAt: at,
    updatedAt: at,
  }));
}
