// Account relationship types on {base_url}; a new organization has none.
import { domain } from "../domain";
import { registerRelationshipTypeRoutes } from "./routes";

export const accountRelationshipTypesDomain = domain({
  routes: { base: [registerRelationshipTypeRoutes] },
  columns: { accountRelationshipTypes: ["name", "inverseRelationshipId"] },
});
