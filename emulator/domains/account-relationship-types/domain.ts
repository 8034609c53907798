// Account relationship types on {base_url}; a new organization has none.
import { domain } from "../domain";
import type { AccountRelationshipTypesTables } from "./tables";
import { registerRelationshipTypeRoutes } from "./routes";

export const accountRelationshipTypesDomain = domain<AccountRelationshipTypesTables>({
  routes: { base: [registerRelationshipTypeRoutes] },
  columns: { accountRelationshipTypes: ["name", "inverseRelationshipId"] },
});
