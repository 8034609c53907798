// Tags on {base_url}: the organization's (`/v1/tags`) and each team's own (`/v1/teams/{teamId}/tags`);
// a new organization has none.
import { domain } from "../domain";
import type { TagsTables } from "./tables";
import { registerTagRoutes } from "./routes";
import { registerTeamTagRoutes } from "./team-tags";

export const tagsDomain = domain<TagsTables>({
  routes: { base: [registerTagRoutes, registerTeamTagRoutes] },
  columns: { tags: ["name", "tagType", "color"], teamTags: ["name", "teamId", "color"] },
});
