// A ticket as the platform's docs show it in events and search: the stored fields plus its number
// as `ticketId`, the team's name and identifier, and the assigned agent under the docs' names.
import type { Store } from "../../store/store";
import type { Ticket } from "./types";

export function ticketView(store: Store, ticket: Ticket) {
  const team = store.teams.get(ticket.teamId);
  const { number, ...stored } = ticket;
  return { ...stored, ticketId: number, teamName: team?.name ?? null, teamIdentifier: team ? (team.identifier ?? team.id) : null, assignedAgentId: ticket.assigneeId };
}
