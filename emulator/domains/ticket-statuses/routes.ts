// Ticket statuses on {base_url} (the statuses concept page): list, read, create, update and delete a
// team's sub-statuses under its four parents. The platform's rules: the parents are never created
// or deleted (Open, the default, and Closed, the closed status, above all); a status that active
// tickets are in cannot be deleted or renamed; each parent has at most one default sub-status.
import type { FastifyInstance } from "fastify";
import { teamOfOrganization } from "../../auth/access";
import type { EmulatorContext } from "../context";
import { badRequest } from "../../errors";
import { envelope } from "../../http/envelopes";
import { principalOf } from "../../http/request-context";
import { parseInput } from "../../http/validation";
import { updateTicket } from "../content/tickets";
import type { Ticket } from "../content/types";
import { registerCrudRoutes } from "../crud-routes";
import { CLOSED_STATUS, DEFAULT_STATUS, isParent, statusId } from "./defaults";
import { createStatusSchema, listStatusesQuery, updateStatusSchema } from "./schemas";
import type { TicketStatus } from "./types";

export function registerTicketStatusRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store } = context;
  const ticketsIn = (status: TicketStatus): Ticket[] =>
    store.tickets.filter((ticket) => ticket.teamId === status.teamId && ticket.status === status.name);
  const activeTicketsIn = (status: TicketStatus) => ticketsIn(status).filter((ticket) => !ticket.archived);
  const subStatusesOf = (parent: TicketStatus) => store.ticketStatuses.filter((status) => status.parentStatusId === parent.id);
  const moveTickets = (tickets: Ticket[], to: TicketStatus) => {
    for (const ticket of tickets) updateTicket(context, ticket, { status: to.name, statusName: to.displayName });
  };

  registerCrudRoutes(app, {
    table: store.ticketStatuses,
    path: "/v1/tickets/status",
    label: "Ticket status",
    plural: "ticket statuses",
    idPrefix: { newId: statusId },
    updateMethod: "patch",
    gettable: true,
    createSchema: createStatusSchema,
    updateSchema: updateStatusSchema,
    build: ({ moveParentTickets: _move, ...input }, base) => ({
      id: base.id,
      name: input.name,
      displayName: input.displayName,
      description: input.description,
      isDefault: input.isDefault,
      teamId: input.teamId,
      organizationId: base.organizationId,
      parentStatusId: input.parentStatusId,
    }),
    // A status's name is what its tickets carry: unique in its team, without regard to case.
    unique: {
      field: "name",
      sameScope: (candidate, subject) => candidate.teamId === subject.teamId,
      taken: ({ name, teamId }) => badRequest([`name ${name} is already a status of team ${teamId}`]),
    },
    checkCreate(input, { organizationId }) {
      const team = store.teams.get(input.teamId);
      if (!team || team.organizationId !== organizationId) throw badRequest([`teamId ${input.teamId} is not a team of the organization`]);
      const parent = store.ticketStatuses.get(input.parentStatusId);
      if (!parent || parent.teamId !== team.id || !isParent(parent))
        throw badRequest([`parentStatusId ${input.parentStatusId} is not one of the four parent statuses of team ${team.id}`]);
      if (input.moveParentTickets && subStatusesOf(parent).length > 0)
        throw badRequest([
          `moveParentTickets applies only to the first sub-status of ${parent.displayName}, which has sub-statuses already`,
        ]);
    },
    checkUpdate(input, current) {
      if (isParent(current)) {
        if (input.name !== undefined && input.name !== current.name)
          throw badRequest([`name of the parent status ${current.displayName} cannot change`]);
        if (input.isDefault !== undefined && input.isDefault !== current.isDefault)
          throw badRequest([`isDefault of the parent status ${current.displayName} cannot change: Open is always the team's default`]);
      }
      if (input.name !== undefined && input.name !== current.name && ticketsIn(current).length > 0)
        throw badRequest(`Status ${current.name} is in use by ${ticketsIn(current).length} tickets and cannot be renamed; move them first`);
    },
    requireWritable(status, verb) {
      if (verb !== "deleted") return;
      if (status.name === DEFAULT_STATUS && isParent(status))
        throw badRequest(`Status ${status.displayName} is the team's default status and cannot be deleted`);
      if (status.name === CLOSED_STATUS && isParent(status))
        throw badRequest(`Status ${status.displayName} is the team's closed status and cannot be deleted`);
      if (isParent(status)) throw badRequest(`Status ${status.displayName} is one of the four parent statuses and cannot be deleted`);
      const active = activeTicketsIn(status).length;
      if (active > 0)
        throw badRequest(`Status ${status.name} is in use by ${active} active tickets and cannot be deleted; move them first`);
    },
    // At most one default sub-status per parent: the new default takes the flag from the others.
    afterWrite(status) {
      if (isParent(status) || !status.isDefault) return;
      for (const other of store.ticketStatuses.filter(
        (candidate) => candidate.parentStatusId === status.parentStatusId && candidate.id !== status.id && candidate.isDefault,
      ))
        store.ticketStatuses.update(other.id, { isDefault: false, updatedAt: status.updatedAt });
    },
    afterCreate(status, { moveParentTickets }) {
      if (moveParentTickets) moveTickets(ticketsIn(store.ticketStatuses.get(status.parentStatusId!)!), status);
    },
    // Only archived tickets can be left in a deleted sub-status: they go to the parent's default sub-status, or to the parent.
    beforeDelete(status) {
      const parent = store.ticketStatuses.get(status.parentStatusId!)!;
      const successor = subStatusesOf(parent).find((candidate) => candidate.isDefault && candidate.id !== status.id) ?? parent;
      moveTickets(ticketsIn(status), successor);
    },
    listed(statuses, request) {
      const { teamId } = parseInput(listStatusesQuery, request.query, "query");
      if (teamId !== undefined) teamOfOrganization(store, principalOf(request).user, teamId);
      return envelope(
        statuses.filter((status) => teamId === undefined || status.teamId === teamId),
        "Success",
      );
    },
    answer: (status) => envelope(status, "Success"),
  });
}
