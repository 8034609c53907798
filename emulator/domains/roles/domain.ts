// Roles: their routes on {base_url}, the system roles of the seed, their console columns.
import { domain } from "../domain";
import type { RolesTables } from "./tables";
import { registerRoleRoutes } from "./routes";
import { seedRoles } from "./seed";

export const rolesDomain = domain<RolesTables>({
  routes: { base: [registerRoleRoutes] },
  seed: seedRoles,
  columns: { roles: ["name", "description", "isSystem"] },
});
