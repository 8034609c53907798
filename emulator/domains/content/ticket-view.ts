// A ticket as the platform's docs show it in events (TicketCreatedPayload) and search: the stored
// fields, which clients written against earlier versions read, plus the docs' fields the emulator
// can know: its number as `ticketId`, the team's name and identifier, the assignee as `assignedTo`
// and `assignedAgent` (and `assignedAgentId`), `statusId`/`priorityId`, `isArchived`, and the
// requestor as `customer` and the `customerContact…` fields.
import { createHash } from "node:crypto";
import type { Store } from "../state";
import type { Ticket } from "./types";

export function ticketView(store: Store, ticket: Ticket) {
  const team = store.teams.get(ticket.teamId);
  const { number, ...stored } = ticket;
  return {
    ...stored,
    ticketId: number,
    teamName: team?.name ?? null,
    teamIdentifier: team ? (team.identifier ?? team.id) : null,
    assignedAgentId: ticket.assigneeId,
    assignedTo: ticket.assigneeId,
    assignedAgent: agentOf(store, ticket),
    statusId: ticket.status,
    priorityId: ticket.priority,
    isArchived: ticket.archived,
    ...customerOf(ticket),
  };
}

export type TicketView = ReturnType<typeof ticketView>;

function agentOf(store: Store, ticket: Ticket): { id: string; email: string; name: string } | null {
  const agent = ticket.assigneeId === null ? undefined : store.users.get(ticket.assigneeId);
  return agent && agent.organizationId === ticket.organizationId ? { id: agent.id, email: agent.email, name: agent.name } : null;
}

function customerOf({ organizationId, requestorEmail: email, requestorName: name }: Ticket) {
  const [firstName = null, ...lastNames] = name?.trim().split(/\s+/) ?? [];
  return {
    customerContactEmail: email,
    customerContactFirstName: firstName,
    customerContactLastName: lastNames.length > 0 ? lastNames.join(" ") : null,
    customer: email === null ? null : { id: customerContactId(organizationId, email), email, name },
  };
}

/** The emulator keeps no contacts: a requestor's id is derived from its e-mail address, so it is the same on every ticket. */
const customerContactId = (organizationId: string, email: string): string =>
  `CC${createHash("sha256").update(`${organizationId}/${email.toLowerCase()}`).digest("hex").slice(0, 9).toUpperCase()}`;
