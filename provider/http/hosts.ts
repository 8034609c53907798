// The platform's hosts and the settings that name them: a request goes to its host's URL, and an error
// about what a host answered (or did not) names the setting to check.
import { describeSetting, type ProviderConfig, type SettingName } from "../config/provider-config";
import type { Host } from "../core/endpoint";
import { ConfigError } from "../config/config-error";

/** Each host's setting: the hosts the provider may send a credential to, and no other. */
export const hostSettings = {
  base: "baseUrl",
  api: "apiUrl",
  apps: "appsStudioUrl",
  sla: "slaUrl",
  workflows: "workflowsUrl",
} as const satisfies Record<Host, SettingName>;
const settingOf = hostSettings;

/** The host's configured URL; a missing one (appsStudioUrl, slaUrl, workflowsUrl) is a ConfigError naming what needed it. */
export function hostUrl(config: ProviderConfig, host: Host, operation: string): string {
  const url = config[settingOf[host]];
  if (url === undefined) throw new ConfigError([`${describeSetting(settingOf[host])} is required to ${operation}`]);
  return url;
}

/** The setting to check when a host misbehaves, worded as the user sets it. */
export function describeHostSetting(config: ProviderConfig, host: Host): string {
  const own = describeSetting(settingOf[host]);
  // apiUrl defaults to baseUrl; when they agree, either may be the one the user set.
  if (host === "api" && config.apiUrl === config.baseUrl) return `${own} or, where that is unset, ${describeSetting("baseUrl")}`;
  return own;
}
