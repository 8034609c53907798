// Tickets changed out of band, with the events the platform would emit for each change.
import { timestamp } from "../../clock";
import { badRequest, notFound } from "../../errors";
import { prefixedId } from "../../store/ids";
import type { Ticket } from "./types";
import type { z } from "zod";
import type { createTicketSchema } from "./schemas";
import { actingUser, displayName, teamOf, type ContentDeps } from "./support";
import { ticketView, type TicketView } from "./ticket-view";

export function createTicket(deps: ContentDeps, input: z.output<typeof createTicketSchema>): Ticket {
  const { store } = deps;
  const team = teamOf(store, input.teamId);
  const creator = actingUser(store, team.organizationId, input.createdBy);
  if (input.accountId !== undefined && store.accounts.get(input.accountId)?.organizationId !== team.organizationId) {
    throw notFound(`Account ${input.accountId} not found`);
  }
  if (input.assigneeId !== undefined) actingUser(store, team.organizationId, input.assigneeId);
  const at = timestamp();
  const lastNumber = store.tickets
    .filter((candidate) => candidate.organizationId === team.organizationId)
    .reduce((last, candidate) => Math.max(last, candidate.number), 0);
  const ticket = store.tickets.insert({
    id: store.tickets.freshId(() => prefixedId("TK")),
    number: lastNumber + 1,
    organizationId: team.organizationId,
    teamId: team.id,
    accountId: input.accountId ?? null,
    title: input.title,
    description: input.description,
    status: input.status,
    statusName: displayName(input.status),
    priority: input.priority,
    priorityName: displayName(input.priority),
    assigneeId: input.assigneeId ?? null,
    archived: false,
    isEscalated: false,
    source: input.source,
    requestorEmail: input.requestorEmail ?? null,
    requestorName: input.requestorName ?? null,
    createdBy: creator.id,
    createdAt: at,
    updatedAt: at,
  });
  emitTicketEvent(deps, "ticket:created", ticket, creator.id, { ticket: ticketView(store, ticket) });
  return ticket;
}

/**
 * ticket:updated, plus the specific kinds the docs derive from it by comparing the ticket with the
 * previous one (status, priority, assignee, archiving, escalation); each carries both tickets.
 */
export function updateTicket(deps: ContentDeps, current: Ticket, patch: Record<string, unknown>): Ticket {
  const { store } = deps;
  if (typeof patch.teamId === "string" && patch.teamId !== current.teamId) throw badRequest("teamId cannot be changed");
  const derived: Partial<Ticket> = {
    ...(typeof patch.status === "string" && patch.statusName === undefined && { statusName: displayName(patch.status) }),
    ...(typeof patch.priority === "string" && patch.priorityName === undefined && { priorityName: displayName(patch.priority) }),
  };
  const updated = store.tickets.update(current.id, { ...(patch as Partial<Ticket>), ...derived, updatedAt: timestamp() });
  const actor = actingUser(store, updated.organizationId).id;
  const change = { ticket: ticketView(store, updated), previousTicket: ticketView(store, current) };
  const emit = (type: string, extra: Record<string, unknown> = {}) => emitTicketEvent(deps, type, updated, actor, { ...change, ...extra });
  emit("ticket:updated");
  if (updated.status !== current.status) emit("ticket:status:changed", { previousStatus: current.status });
  if (updated.priority !== current.priority) emit("ticket:priority:changed", { previousPriority: current.priority });
  if (updated.assigneeId !== current.assigneeId && updated.assigneeId !== null) emit("ticket:assigned");
  if (updated.archived !== current.archived) emit(updated.archived ? "ticket:archived" : "ticket:unarchived");
  if (updated.isEscalated && !current.isEscalated) emit("ticket:escalated");
  return updated;
}

/** Deleting a ticket deletes its comments with it; the event carries the ticket as `previousTicket` (docs) and as `ticket`. */
export function deleteTicket(deps: ContentDeps, ticket: Ticket): void {
  const { store } = deps;
  const view = ticketView(store, ticket);
  for (const comment of store.comments.filter((candidate) => candidate.ticketId === ticket.id)) store.comments.delete(comment.id);
  store.tickets.delete(ticket.id);
  emitTicketEvent(deps, "ticket:deleted", ticket, actingUser(store, ticket.organizationId).id, { ticket: view, previousTicket: view });
}

function emitTicketEvent(
  { events }: ContentDeps,
  type: string,
  ticket: Ticket,
  userId: string,
  data: { ticket: TicketView } & Record<string, unknown>,
): void {
  events.emit({ type, organizationId: ticket.organizationId, teamId: ticket.teamId, userId, data });
}
