// Account attribute values: their routes on {base_url}, the built-in values of the seed, their console columns.
import { domain } from "../domain";
import type { AccountAttributeValuesTables } from "./tables";
import { registerAccountAttributeRoutes } from "./routes";
import { seedAttributeValues } from "./seed";

export const accountAttributeValuesDomain = domain<AccountAttributeValuesTables>({
  routes: { base: [registerAccountAttributeRoutes] },
  seed: seedAttributeValues,
  columns: { accountAttributeValues: ["attribute", "value", "isDefault"] },
});
