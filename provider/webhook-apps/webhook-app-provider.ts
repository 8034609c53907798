// WebhookApp: its input schema and its calls to the apps studio: create the app, then install it
// into its teams; update the manifest in place and install or uninstall teams; uninstall everywhere,
// then delete. The resource class is in webhook-app.ts; the manifest is built in build-manifest.ts.
import { z } from "zod";
import { PartialCreateError } from "../dynamic/partial-create-error";
import type { ResourceDefinition, View } from "../dynamic/resource-definition";
import { endpoints } from "../http/endpoints";
import { SupportPlatformError } from "../http/errors";
import type { PlatformClient } from "../http/platform-client";
import { buildManifest } from "./build-manifest";

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });

export const webhookAppInputs = z.strictObject({
  name: z.string().trim().min(1, "must not be empty").max(100).describe("Name of the app."),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits, separated by single hyphens")
    .max(64)
    .describe("Unique in the organization. Changing it replaces the app."),
  description: z.string().max(2000).optional(),
  eventsUrl: httpUrl.describe("Where the platform POSTs the events of the app's teams."),
  installationsUrl: httpUrl.optional().describe("Where the platform POSTs installation changes."),
  teamIds: z
    .array(z.string().min(1, "must not be empty"))
    .min(1, "must list at least one team")
    .transform((ids) => [...new Set(ids)].sort())
    .describe("Teams the app is installed in: it receives their events."),
  events: z.array(z.string().min(1, "must not be empty")).optional().describe("Kinds of events to subscribe to; empty or absent means all."),
  visibility: z.enum(["private", "public", "unlisted"]).optional().describe("Default `private`. Changing it replaces the app."),
  appConfiguration: z
    .strictObject({ requiredSettings: z.array(z.unknown()).optional(), optionalSettings: z.array(z.unknown()).optional() })
    .optional()
    .describe("Settings of the installation."),
  manifest: z
    .record(z.string(), z.unknown())
    .optional()
    .describe("A manifest in the platform's own shape (snake_case), merged over the one built from the other inputs."),
});
export type WebhookAppInputs = z.output<typeof webhookAppInputs>;

const createdApp = z.object({ appId: z.string().min(1).optional(), uid: z.string().min(1).optional(), clientId: z.string(), clientSecret: z.string() });
const serverApp = z.object({
  appId: z.string().optional(),
  uid: z.string().optional(),
  name: z.string(),
  slug: z.string(),
  visibility: z.string(),
  clientId: z.string(),
  manifest: z.record(z.string(), z.unknown()),
});
const installResponse = z.object({ botToken: z.string(), appInstalledForTeams: z.array(z.string()) });
const installedPage = z.object({
  totalPages: z.number(),
  apps: z.array(z.object({ appId: z.string(), teamId: z.string() })),
});
type ServerApp = z.output<typeof serverApp>;

/** A string at `path` of a manifest, if there is one. */
function manifestString(manifest: Record<string, unknown>, ...path: string[]): string | undefined {
  const value = path.reduce<unknown>((node, key) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined), manifest);
  return typeof value === "string" ? value : undefined;
}

function toView(app: ServerApp, installedTeamIds: string[], secrets: View): View {
  const manifest = app.manifest;
  const subscribed = (manifest.events as { subscribe?: unknown } | undefined)?.subscribe;
  return {
    name: app.name,
    slug: app.slug,
    description: manifestString(manifest, "app", "description"),
    eventsUrl: manifestString(manifest, "integration", "webhooks", "events"),
    installationsUrl: manifestString(manifest, "integration", "webhooks", "installations"),
    teamIds: installedTeamIds,
    events: Array.isArray(subscribed) ? subscribed : undefined,
    visibility: app.visibility,
    appConfiguration: secrets.appConfiguration,
    manifest,
    appId: app.appId ?? app.uid,
    clientId: app.clientId,
    clientSecret: secrets.clientSecret,
    botToken: secrets.botToken,
    installedTeamIds,
    effectiveManifest: manifest,
  };
}

/** The teams the app is installed in, from every page of the installed-apps list. */
async function installedTeams(client: PlatformClient, appId: string): Promise<string[]> {
  const teams: string[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const listed = await client.call(endpoints.listInstalledApps, { query: { page, limit: 100 }, response: installedPage });
    pages = listed.totalPages;
    teams.push(...listed.apps.filter((row) => row.appId === appId).map((row) => row.teamId));
  }
  return [...new Set(teams)].sort();
}

function installBody(appId: string, teamIds: string[], inputs: WebhookAppInputs) {
  return {
    appId,
    teamIds,
    appConfiguration: {
      required_settings: inputs.appConfiguration?.requiredSettings ?? [],
      optional_settings: inputs.appConfiguration?.optionalSettings ?? [],
    },
  };
}

async function getApp(client: PlatformClient, appId: string): Promise<ServerApp | undefined> {
  return client.find(endpoints.getApp, { params: { appId }, response: serverApp });
}

/** Installs the missing teams, uninstalls the extra ones, and applies the configuration. */
async function reconcileInstallation(client: PlatformClient, appId: string, installed: string[], inputs: WebhookAppInputs, state: View) {
  const added = inputs.teamIds.filter((team) => !installed.includes(team));
  const removed = installed.filter((team) => !inputs.teamIds.includes(team));
  const configurationChanged = JSON.stringify(inputs.appConfiguration) !== JSON.stringify(state.appConfiguration);
  let botToken = state.botToken as string | undefined;
  if (added.length > 0 || configurationChanged) {
    // Installing again with teams already installed applies the configuration to the installation.
    const teamIds = added.length > 0 ? added : inputs.teamIds;
    botToken = (await client.call(endpoints.installApp, { body: installBody(appId, teamIds, inputs), response: installResponse })).botToken;
  }
  if (removed.length > 0) await client.call(endpoints.uninstallApp, { body: { appId, teamIds: removed }, response: z.unknown() });
  return botToken;
}

export const webhookAppDefinition: ResourceDefinition<typeof webhookAppInputs.shape> = {
  inputs: webhookAppInputs,
  replaceOnChanges: ["slug", "visibility"],

  async create(client, inputs) {
    const manifest = buildManifest(inputs);
    const created = await client.call(endpoints.createApp, { body: { app_visibility: inputs.visibility ?? "private", manifest }, response: createdApp });
    const appId = created.appId ?? created.uid;
    if (appId === undefined) throw new SupportPlatformError("ERR_BAD_RESPONSE", "create app returned neither appId nor uid");
    const secrets = { clientSecret: created.clientSecret, appConfiguration: inputs.appConfiguration };
    const app = { appId, name: inputs.name, slug: inputs.slug, visibility: inputs.visibility ?? "private", clientId: created.clientId, manifest };
    try {
      const installed = await client.call(endpoints.installApp, { body: installBody(appId, inputs.teamIds, inputs), response: installResponse });
      return { id: appId, view: toView(app, [...installed.appInstalledForTeams].sort(), { ...secrets, botToken: installed.botToken }) };
    } catch (error) {
      // The app exists: state must keep it, so that the next `up` installs it instead of making another.
      const message = `the app ${appId} was created, but installing it failed: ${(error as Error).message}`;
      throw new PartialCreateError(appId, toView(app, [], { ...secrets, appConfiguration: undefined }), message);
    }
  },

  async read(client, id, state) {
    const app = await getApp(client, id);
    return app && toView(app, await installedTeams(client, id), state);
  },

  async update(client, id, state, inputs) {
    await client.call(endpoints.updateApp, { params: { appId: id }, body: buildManifest(inputs), response: z.unknown() });
    const botToken = await reconcileInstallation(client, id, await installedTeams(client, id), inputs, state);
    const app = await getApp(client, id);
    if (app === undefined) throw new SupportPlatformError("ERR_NOT_FOUND", `app ${id} disappeared while it was being updated`);
    return toView(app, await installedTeams(client, id), { ...state, botToken, appConfiguration: inputs.appConfiguration });
  },

  async delete(client, id) {
    const installed = await installedTeams(client, id);
    if (installed.length > 0) await client.find(endpoints.uninstallApp, { body: { appId: id, teamIds: installed }, response: z.unknown() });
    await client.find(endpoints.deleteApp, { params: { appId: id }, response: z.unknown() });
  },
};
