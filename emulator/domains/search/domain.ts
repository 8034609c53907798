// Search over the content, on {api_url} and {base_url}; it keeps no table of its own.
import { domain } from "../domain";
import { registerSearchRoutes } from "./routes";

export const searchDomain = domain({ routes: { base: [registerSearchRoutes], api: [registerSearchRoutes] }, columns: {} });
