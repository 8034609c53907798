// Team routing rules on {base_url}; a new team has none.
import { domain } from "../domain";
import type { TeamRoutingRulesTables } from "./tables";
import { registerRoutingRuleRoutes } from "./routes";

export const teamRoutingRulesDomain = domain<TeamRoutingRulesTables>({
  routes: { base: [registerRoutingRuleRoutes] },
  columns: { teamRoutingRules: ["name", "teamId", "resultTeamId", "evaluationOrder"] },
});
