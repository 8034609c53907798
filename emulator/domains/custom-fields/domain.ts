// Custom fields on {base_url}; a new organization has none (the docs show no defaults).
import { domain } from "../domain";
import { registerCustomFieldRoutes } from "./routes";

export const customFieldsDomain = domain({
  routes: { base: [registerCustomFieldRoutes] },
  columns: { customFields: ["name", "source", "fieldType", "teamId", "isActive", "version"] },
});
