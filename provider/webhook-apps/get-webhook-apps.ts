// getWebhookApps and getWebhookAppsOutput, as a program calls them: the list function of
// functions.ts, which loads with the provider's schemas (zod) and client (got) on the first call,
// not when a program imports the package.
import type * as pulumi from "@pulumi/pulumi";
import { callInProgram, outputKeepingCredentialsSecret } from "../program/program-function";
import type { ListedWebhookApp } from "./functions";

export type { ListedWebhookApp } from "./functions";

const loadFunction = () => (require("./functions") as typeof import("./functions")).webhookAppFunctions.getWebhookApps;

/** Lists the organization's webhook apps installed in at least one team, from the installed-apps list (every page of it). */
export function getWebhookApps(): Promise<ListedWebhookApp[]> {
  return callInProgram("getWebhookApps", loadFunction, {});
}

/** getWebhookApps as an Output; secret when a value looks like a credential. */
export function getWebhookAppsOutput(): pulumi.Output<ListedWebhookApp[]> {
  return outputKeepingCredentialsSecret(getWebhookApps());
}
