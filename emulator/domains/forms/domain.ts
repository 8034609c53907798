// Forms on {base_url}; a new organization has none (the docs show no defaults).
import { domain } from "../domain";
import type { FormsTables } from "./tables";
import { registerFormRoutes } from "./routes";

export const formsDomain = domain<FormsTables>({
  routes: { base: [registerFormRoutes] },
  columns: { forms: ["name", "teamId", "isActive", "default", "order", "version"] },
});
