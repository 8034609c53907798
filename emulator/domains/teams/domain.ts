// Teams and their members on {base_url}. Their tables are the organization's own, which the seed's
// plan of organizations fills and the console shows on the organization's page.
import { domain } from "../domain";
import { registerTeamRoutes } from "./routes";

export const teamsDomain = domain({ routes: { base: [registerTeamRoutes] }, columns: {} });
