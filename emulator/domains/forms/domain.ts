// Forms on {base_url}; a new organization has none (the docs show no defaults).
import { domain } from "../domain";
import { registerFormRoutes } from "./routes";

export const formsDomain = domain({
  routes: { base: [registerFormRoutes] },
  columns: { forms: ["name", "teamId", "isActive", "default", "order", "version"] },
});
