// Team configurations (business hours, holidays, routing settings) on {base_url}: one per team, the
// seed's teams and every new team starting with the defaults.
import { domain } from "../domain";
import type { TeamConfigurationsTables } from "./tables";
import { registerTeamConfigurationRoutes } from "./routes";
import { seedTeamConfigurations } from "./seed";

export const teamConfigurationsDomain = domain<TeamConfigurationsTables>({
  routes: { base: [registerTeamConfigurationRoutes] },
  seed: seedTeamConfigurations,
  columns: { teamConfigurations: ["teamId", "timezone", "userRoutingStrategy", "holidays"] },
});
