// Custom fields on {base_url}; a new organization has none (the docs show no defaults).
import { domain } from "../domain";
import type { CustomFieldsTables } from "./tables";
import { registerCustomFieldRoutes } from "./routes";

export const customFieldsDomain = domain<CustomFieldsTables>({
  routes: { base: [registerCustomFieldRoutes] },
  columns: { customFields: ["name", "source", "fieldType", "teamId", "isActive", "version"] },
});
