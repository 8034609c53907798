// The ticket type records the emulator keeps.

export interface TicketType {
  id: string;
  organizationId: string;
  teamId: string;
  name: string;
  color: string;
  icon: string;
  isActive: boolean;
  autoAssign: boolean;
  /** Not in the spec; clients generated from the platform's OpenAPI require them. */
  createdAt: string;
  updatedAt: string;
}
