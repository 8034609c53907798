// SLA policies on their own host (the docs' `sla.` host); a new organization has none.
import { domain } from "../domain";
import type { SlaPoliciesTables } from "./tables";
import { registerSlaPolicyRoutes } from "./routes";

export const slaPoliciesDomain = domain<SlaPoliciesTables>({
  routes: { sla: [registerSlaPolicyRoutes] },
  columns: { slaPolicies: ["name", "teamId", "priority", "isActive", "version"] },
});
