// Ticket statuses on {base_url}: each team's four parents (the seed's teams and every new team) and
// the sub-statuses made under them.
import { domain } from "../domain";
import type { TicketStatusesTables } from "./tables";
import { registerTicketStatusRoutes } from "./routes";
import { seedTicketStatuses } from "./seed";

export const ticketStatusesDomain = domain<TicketStatusesTables>({
  routes: { base: [registerTicketStatusRoutes] },
  seed: seedTicketStatuses,
  columns: { ticketStatuses: ["name", "displayName", "teamId", "parentStatusId", "isDefault"] },
});
