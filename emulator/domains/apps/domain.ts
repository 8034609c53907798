// Apps and their installations on {apps_studio_url}; the seed has none.
import { domain } from "../domain";
import type { AppsTables } from "./tables";
import { registerAppRoutes } from "./routes";

export const appsDomain = domain<AppsTables>({
  routes: { apps: [registerAppRoutes] },
  columns: {
    apps: ["name", "slug", "visibility", "manifest.integration.webhooks.events"],
    installations: ["appId", "teamIds", "installedBy"],
  },
});
