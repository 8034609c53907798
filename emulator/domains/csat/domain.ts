// CSAT: rules, team settings and surveys on {base_url}; the seed has none.
import { domain } from "../domain";
import type { CsatTables } from "./tables";
import { registerCsatRoutes } from "./routes";
import { registerSurveyRoutes } from "./surveys";

export const csatDomain = domain<CsatTables>({
  routes: { base: [registerCsatRoutes, registerSurveyRoutes] },
  columns: {
    csatRules: ["name", "teamId", "isActive", "priority"],
    csatSettings: ["teamId", "isEnabled", "cooldownPeriodDays", "closedStatusIds"],
    surveys: ["teamId", "ticketId", "rating", "expiresAt"],
  },
});
