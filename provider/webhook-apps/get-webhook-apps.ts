// getWebhookApps and getWebhookAppsOutput, as a program calls them: the list function of
// functions.ts, which loads with the provider's schemas (zod) and client (got) on the first call,
// not when a program imports the package.
import type * as pulumi from "@pulumi/pulumi";
// Its types are plain TypeScript (program-types.ts, from schema.json), so a program type-checks no zod.
import type { outputs } from "../program/program-types";
import { callInProgram, outputKeepingCredentialsSecret } from "../program/program-function";

/** A webhook app as getWebhookApps lists it. */
export type ListedWebhookApp = outputs.ListedWebhookApp;

const loadFunction = () => (require("./functions") as typeof import("./functions")).webhookAppFunctions.getWebhookApps;

/** Lists the organization's webhook apps installed in at least one team, from the installed-apps list (every page of it). */
export function getWebhookApps(): Promise<ListedWebhookApp[]> {
  return callInProgram("getWebhookApps", loadFunction, {});
}

/** getWebhookApps as an Output; secret when a value looks like a credential. */
export function getWebhookAppsOutput(): pulumi.Output<ListedWebhookApp[]> {
  return outputKeepingCredentialsSecret(getWebhookApps());
}
