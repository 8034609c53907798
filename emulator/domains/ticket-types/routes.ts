// Ticket types on {base_url} (read only; bearer documented). Team-level policy: a caller sees the
// types of the teams it belongs to, an Organization Admin those of every team.
import type { FastifyInstance } from "fastify";
import { requireTeamMember, teamOfOrganization, visibleTeamIds } from "../../auth/access";
import type { EmulatorContext } from "../context";
import { envelope } from "../../http/envelopes";
import { principalOf } from "../../http/request-context";
import { idParams } from "../../http/schema-parts";
import { parseInput } from "../../http/validation";
import { recordOfOrganization } from "../../store/tenancy";
import { z } from "zod";

const listQuery = z.looseObject({ teamId: z.string().min(1).optional() });

export function registerTicketTypeRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  const config = { auth: "bearer" as const };

  app.get("/v1/tickets/type/:id", { config }, async (request) => {
    const { user } = principalOf(request);
    const type = recordOfOrganization(store.ticketTypes, idParams.parse(request.params).id, user.organizationId, "Ticket type");
    requireTeamMember(user, teamOfOrganization(store, user, type.teamId));
    return envelope(type, "Ticket type fetched successfully");
  });

  app.get("/v1/tickets/type", { config }, async (request) => {
    const { user } = principalOf(request);
    const { teamId } = parseInput(listQuery, request.query, "query");
    let teamIds = visibleTeamIds(store, user);
    if (teamId !== undefined) {
      requireTeamMember(user, teamOfOrganization(store, user, teamId));
      teamIds = new Set([teamId]);
    }
    return envelope(
      store.ticketTypes.filter((type) => teamIds.has(type.teamId)),
      "Ticket types fetched successfully",
    );
  });
}
