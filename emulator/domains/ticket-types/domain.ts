// Ticket types: read on {base_url}, three in each seeded team.
import { domain } from "../domain";
import type { TicketTypesTables } from "./tables";
import { registerTicketTypeRoutes } from "./routes";
import { seedTicketTypes } from "./seed";

export const ticketTypesDomain = domain<TicketTypesTables>({
  routes: { base: [registerTicketTypeRoutes] },
  seed: seedTicketTypes,
  columns: { ticketTypes: ["name", "teamId", "isActive"] },
});
