// A webhook app's installation into teams, on the apps studio: which teams have it, and bringing
// them to the declared ones. The contract shows the installed teams only in the organization's
// installed-apps list, so reading them pages through all of it.
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { endpoints } from "../http/endpoints";
import type { PlatformApi } from "../core/platform-api";
import { type AppConfiguration, platformConfiguration } from "./app-configuration";

/** The installation as Pulumi keeps it. The contract offers no read of a bot token or a configuration. */
export interface Installation {
  teamIds: string[];
  configuration?: AppConfiguration | undefined;
  botToken?: string | undefined;
}

const installResponse = z.object({ botToken: z.string().min(1), appInstalledForTeams: z.array(z.string()) });
const uninstallResponse = z.object({ appInstalledForTeams: z.array(z.string()) });
const installedAppsPage = z.object({
  totalPages: z.number().int().nonnegative(),
  apps: z.array(z.object({ appId: z.string(), teamId: z.string() })),
});
/** The largest page the list serves (contract: limit at most 100): fewest requests. */
const pageSize = 100;

/** The teams the app is installed in, sorted, from every page of the installed-apps list. */
export async function installedTeams(api: PlatformApi, appId: string): Promise<string[]> {
  const teams: string[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const listed = await api.call(endpoints.listInstalledApps, { query: { page, limit: pageSize }, response: installedAppsPage });
    pages = listed.totalPages;
    teams.push(...listed.apps.filter((row) => row.appId === appId).map((row) => row.teamId));
  }
  return sortedTeams(teams);
}

/** Installs the app into `teamIds` with `configuration`; answers the installation as it now is. */
export async function install(
  api: PlatformApi,
  appId: string,
  teamIds: string[],
  configuration: AppConfiguration | undefined,
): Promise<Installation> {
  const body = { appId, teamIds, appConfiguration: platformConfiguration(configuration) };
  const installed = await api.call(endpoints.installApp, { body, response: installResponse });
  return { teamIds: sortedTeams(installed.appInstalledForTeams), configuration, botToken: installed.botToken };
}

/** Uninstalls the app from `teamIds`; answers the teams that still have it. */
export async function uninstall(api: PlatformApi, appId: string, teamIds: string[]): Promise<string[]> {
  // A 404: the app is installed nowhere (any more), which is what was asked.
  const left = await api.callIfPresent(endpoints.uninstallApp, { body: { appId, teamIds }, response: uninstallResponse });
  return sortedTeams(left?.appInstalledForTeams ?? []);
}

/**
 * Brings the installation from `current` (teams as the server has them) to `declared`. Added teams
 * are installed before removed ones are uninstalled, so the app is never left without a team in
 * between, which would end its installation and its bot token. A new configuration, or a bot token
 * not known yet (a create whose install failed), installs into every declared team: installing
 * again is what applies a configuration to a team's installation.
 */
export async function reconcileInstallation(
  api: PlatformApi,
  appId: string,
  current: Installation,
  declared: { teamIds: string[]; configuration?: AppConfiguration | undefined },
): Promise<Installation> {
  const added = declared.teamIds.filter((team) => !current.teamIds.includes(team));
  const removed = current.teamIds.filter((team) => !declared.teamIds.includes(team));
  const reinstall =
    current.botToken === undefined ||
    !isDeepStrictEqual(platformConfiguration(current.configuration), platformConfiguration(declared.configuration));
  let result: Installation = { ...current, configuration: declared.configuration };
  const toInstall = reinstall ? declared.teamIds : added;
  if (toInstall.length > 0) result = await install(api, appId, toInstall, declared.configuration);
  if (removed.length > 0) result = { ...result, teamIds: await uninstall(api, appId, removed) };
  return result;
}

function sortedTeams(teamIds: string[]): string[] {
  return [...new Set(teamIds)].sort();
}
