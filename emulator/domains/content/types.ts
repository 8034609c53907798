// The content records the emulator keeps: tickets, accounts and comments.

export interface Ticket {
  id: string;
  /** Sequential in the organization; the docs show it as the ticket's numeric `ticketId`. */
  number: number;
  organizationId: string;
  teamId: string;
  accountId: string | null;
  title: string;
  description: string;
  status: string;
  statusName: string;
  priority: string;
  priorityName: string;
  assigneeId: string | null;
  archived: boolean;
  /** The docs' `isEscalated`; setting it fires ticket:escalated. */
  isEscalated: boolean;
  /** Where the ticket came from (the docs' `source`), a lower-case identifier such as `web`. */
  source: string;
  /** The customer who asked (the docs' ticket creation requires `requestorEmail`), when known. */
  requestorEmail: string | null;
  requestorName: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface Account {
  id: string;
  organizationId: string;
  teamId: string;
  name: string;
  description: string;
  website: string;
  status: string;
  statusName: string;
  health: string;
  createdAt: string;
  updatedAt: string;
}

export interface Comment {
  id: string;
  organizationId: string;
  teamId: string;
  ticketId: string;
  authorId: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}
