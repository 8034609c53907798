// A webhook app's installation into teams, on the apps studio: which teams have it, and bringing
// them to the declared ones. The contract shows the installed teams only in the organization's
// installed-apps list, so reading them pages through all of it; the reads of a run (a refresh, an
// import) share one such read, until a write of an installation through the same client.
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { webhookAppEndpoints } from "./endpoints";
import { installedAppRows } from "../http/installed-apps";
import type { PlatformApi } from "../core/platform-api";
import { isPlainObject } from "../core/is-plain-object";
import { sharedReads } from "../core/shared-reads";
import { type AppConfiguration, platformConfiguration } from "./app-configuration";

/** The installation as Pulumi keeps it. The contract offers no read of a bot token or a configuration. */
export interface Installation {
  teamIds: string[];
  /** The platform's id of the installation, from the installed-apps list; none while it has no team. */
  installationId?: string | undefined;
  configuration?: AppConfiguration | undefined;
  botToken?: string | undefined;
}

const installResponse = z.object({ botToken: z.string().min(1), appInstalledForTeams: z.array(z.string()) });
const uninstallResponse = z.object({ appInstalledForTeams: z.array(z.string()) });
const updateConfigResponse = z.object({ installationId: z.string() });
/** The configuration in a row of the list: a JSON string of the platform's shape (docs). */
const listedConfiguration = z.object({ required_settings: z.array(z.unknown()), optional_settings: z.array(z.unknown()) });

/** An installation as the installed-apps list shows it, one row per team. */
export interface ListedInstallation {
  installationId?: string;
  teamIds: string[];
  /** Absent when the list does not carry it in the platform's shape. */
  configuration?: AppConfiguration;
  /** The app's manifest; absent when the list does not carry it as a JSON object. */
  manifest?: Record<string, unknown>;
}

/** Every app's installation in the organization, by app id, from every page of the installed-apps list. */
export async function installedApps(api: PlatformApi): Promise<Map<string, ListedInstallation>> {
  const byApp = new Map<string, ListedInstallation>();
  for (const row of await installedAppRows(api)) {
    const installation = byApp.get(row.appId) ?? {
      installationId: row.installationId,
      teamIds: [],
      ...configurationOf(row.appConfiguration),
      ...manifestOf(row.appManifest),
    };
    installation.teamIds = sortedTeams([...installation.teamIds, row.teamId]);
    byApp.set(row.appId, installation);
  }
  return byApp;
}

/** The app's installation as the server shows it: its id, its teams (sorted) and its configuration. */
export async function installationOf(api: PlatformApi, appId: string): Promise<ListedInstallation> {
  return (await installedApps(api)).get(appId) ?? { teamIds: [] };
}

/** The one installed-apps list of a client's reads, forgotten after any write of an installation. */
const installationLists = sharedReads<Map<string, ListedInstallation>>();
const everyInstallation = "installations";

/** installedApps for a read: the list this client's reads share. */
export function sharedInstalledApps(api: PlatformApi): Promise<Map<string, ListedInstallation>> {
  return installationLists.read(api, everyInstallation, () => installedApps(api));
}

/** installationOf for a read: from the list this client's reads share. */
export async function sharedInstallationOf(api: PlatformApi, appId: string): Promise<ListedInstallation> {
  return (await sharedInstalledApps(api)).get(appId) ?? { teamIds: [] };
}

/** Runs `write`, which may change installations (an install, an uninstall, a new configuration, an app deleted), then forgets the shared list. */
export function changingInstallations<R>(api: PlatformApi, write: () => Promise<R>): Promise<R> {
  return installationLists.afterWrite(api, everyInstallation, write);
}

/**
 * Whether the declared teams and configuration ask nothing of the installation as state last
 * recorded it, so that an update need not read it: the same teams, the same configuration, and
 * the bot token known (an app created here whose install failed learns it by installing again;
 * an adopted app never learns it).
 */
export function installationUnchanged(
  held: Installation,
  declared: { teamIds: string[]; configuration?: AppConfiguration | undefined },
  adopted: boolean,
): boolean {
  return (
    isDeepStrictEqual(sortedTeams(held.teamIds), sortedTeams(declared.teamIds)) &&
    isDeepStrictEqual(platformConfiguration(held.configuration), platformConfiguration(declared.configuration)) &&
    (held.botToken !== undefined || adopted)
  );
}

/** A JSON string of the list's row, parsed; undefined when it is absent or not JSON. */
function parsedJson(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function manifestOf(text: string | undefined): { manifest?: Record<string, unknown> } {
  const parsed = parsedJson(text);
  return isPlainObject(parsed) ? { manifest: parsed } : {};
}

function configurationOf(text: string | undefined): { configuration?: AppConfiguration } {
  const shape = listedConfiguration.safeParse(parsedJson(text));
  return shape.success
    ? { configuration: { requiredSettings: shape.data.required_settings, optionalSettings: shape.data.optional_settings } }
    : {};
}

/** Installs the app into `teamIds` with `configuration`; answers the installation as it now is. */
export async function install(
  api: PlatformApi,
  appId: string,
  teamIds: string[],
  configuration: AppConfiguration | undefined,
): Promise<Installation> {
  const body = { appId, teamIds, appConfiguration: platformConfiguration(configuration) };
  const installed = await api.call(webhookAppEndpoints.installApp, { body, response: installResponse });
  return { teamIds: sortedTeams(installed.appInstalledForTeams), configuration, botToken: installed.botToken };
}

/** Uninstalls the app from `teamIds`; answers the teams that still have it. */
export async function uninstall(api: PlatformApi, appId: string, teamIds: string[]): Promise<string[]> {
  // A 404: the app is installed nowhere (any more), which is what was asked.
  const left = await api.callIfPresent(webhookAppEndpoints.uninstallApp, { body: { appId, teamIds }, response: uninstallResponse });
  return sortedTeams(left?.appInstalledForTeams ?? []);
}

/**
 * Brings the installation from `current` (as the server has it) to `declared`. A new configuration
 * goes to the installation through update-config (docs); added teams are installed before removed
 * ones are uninstalled, so the app is never left without a team in between, which would end its
 * installation and its bot token. An app created here whose bot token is not known yet (its
 * install failed, or its answer was lost) installs into every declared team, which also answers
 * the token; an adopted app never had its token known, and only gets its added teams installed.
 */
export async function reconcileInstallation(
  api: PlatformApi,
  appId: string,
  current: Installation,
  declared: { teamIds: string[]; configuration?: AppConfiguration | undefined },
  adopted: boolean,
): Promise<Installation> {
  const added = declared.teamIds.filter((team) => !current.teamIds.includes(team));
  const removed = current.teamIds.filter((team) => !declared.teamIds.includes(team));
  const configurationChanged = !isDeepStrictEqual(
    platformConfiguration(current.configuration),
    platformConfiguration(declared.configuration),
  );
  const installAll = current.installationId === undefined || (current.botToken === undefined && !adopted);
  if (configurationChanged && !installAll) {
    const body = { installationId: current.installationId, configuration: platformConfiguration(declared.configuration) };
    await api.call(webhookAppEndpoints.updateInstallationConfig, { body, response: updateConfigResponse });
  }
  let result: Installation = { ...current, configuration: declared.configuration };
  const toInstall = installAll ? declared.teamIds : added;
  if (toInstall.length > 0)
    result = { ...(await install(api, appId, toInstall, declared.configuration)), installationId: current.installationId };
  if (removed.length > 0) result = { ...result, teamIds: await uninstall(api, appId, removed) };
  return result;
}

function sortedTeams(teamIds: string[]): string[] {
  return [...new Set(teamIds)].sort();
}
