// Tags on {base_url}: the organization's (`/v1/tags`) and each team's own (`/v1/teams/{teamId}/tags`);
// a new organization has none.
import { domain } from "../domain";
import { registerTagRoutes } from "./routes";
import { registerTeamTagRoutes } from "./team-tags";

export const tagsDomain = domain({
  routes: { base: [registerTagRoutes, registerTeamTagRoutes] },
  columns: { tags: ["name", "tagType", "color"], teamTags: ["name", "teamId", "color"] },
});
