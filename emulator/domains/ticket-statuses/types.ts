// The ticket status records the emulator keeps: each team's four parents, and its sub-statuses under them.

export interface TicketStatus {
  id: string;
  /** What a ticket's `status` holds (`in_review`): unique in its team. */
  name: string;
  displayName: string;
  description: string;
  /** On a parent, the team's default status (Open); on a sub-status, its parent's default sub-status. */
  isDefault: boolean;
  teamId: string;
  organizationId: string;
  /** null on the four parents. */
  parentStatusId: string | null;
  createdAt: string;
  updatedAt: string;
}
