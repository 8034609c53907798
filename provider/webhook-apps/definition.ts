// WebhookApp's calls to the apps studio (create the app, then install it into its teams; update the
// manifest in place and install or uninstall teams; uninstall everywhere, then delete) and the
// mapping from the studio's app to the state Pulumi keeps. Its inputs and state: schema.ts.
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { refusingDuplicates } from "../http/already-exists";
import { PartialCreateError } from "../core/partial-create-error";
import type { PlatformApi } from "../core/platform-api";
import type { ResourceDefinition } from "../core/resource-definition";
import { webhookAppEndpoints } from "./endpoints";
import { buildManifest, type ManifestInputs, manifestInputsOf, overlayFor } from "./build-manifest";
import {
  changingInstallations,
  type Installation,
  install,
  installationOf,
  installationUnchanged,
  installedApps,
  type ListedInstallation,
  reconcileInstallation,
  sharedInstallationOf,
  uninstall,
} from "./installations";
import { type WebhookAppState, webhookAppSchema } from "./schema";

/** The app as the studio answers it. A created app's id may come as `appId` or `uid` (contract). */
const appFields = {
  appId: z.string().min(1).optional(),
  uid: z.string().min(1).optional(),
  clientId: z.string().min(1),
};
const withAppId = <T extends { appId?: string | undefined; uid?: string | undefined }>({ appId, uid, ...rest }: T) => ({
  ...rest,
  appId: (appId ?? uid)!,
});
const hasAppId = (app: { appId?: string | undefined; uid?: string | undefined }) => (app.appId ?? app.uid) !== undefined;
/** The spec names only appId, clientId and clientSecret in the create answer; the rest is read tolerantly. */
const createdApp = z
  .object({
    ...appFields,
    clientSecret: z.string().min(1),
    visibility: z.string().optional(),
    manifest: z.record(z.string(), z.unknown()).optional(),
  })
  .refine(hasAppId, "has neither appId nor uid")
  .transform(withAppId);
const serverApp = z
  .object({ ...appFields, visibility: z.string(), manifest: z.record(z.string(), z.unknown()) })
  .refine(hasAppId, "has neither appId nor uid")
  .transform(withAppId);

interface App {
  appId: string;
  clientId: string;
  visibility: string;
  manifest: Record<string, unknown>;
}

/** The app as Pulumi keeps it: the inputs as the server holds them, plus the computed fields. */
function toState(app: App, installation: Installation, clientSecret: string | undefined): WebhookAppState {
  return {
    ...manifestInputsOf(app.manifest),
    teamIds: installation.teamIds,
    visibility: app.visibility,
    appConfiguration: installation.configuration,
    manifest: app.manifest,
    appId: app.appId,
    clientId: app.clientId,
    clientSecret,
    botToken: installation.botToken,
    installedTeamIds: installation.teamIds,
    effectiveManifest: app.manifest,
    secretsKnown: clientSecret !== undefined,
  };
}

/** The installation as the server shows it, with what only state knows: the bot token, and the configuration where the list lacks it. */
function installationInState(state: WebhookAppState, onServer: ListedInstallation): Installation {
  return { ...onServer, configuration: onServer.configuration ?? state.appConfiguration, botToken: state.botToken };
}

/** The refusal of a taken slug names the app that has it: "manifest.app.slug <slug> is already used by app <id>". */
const slugHolder = /slug \S+ is already used by app (\S+)/;

async function getApp(api: PlatformApi, appId: string): Promise<App | undefined> {
  return api.callIfPresent(webhookAppEndpoints.getApp, { params: { appId }, response: serverApp });
}

export const webhookAppDefinition: ResourceDefinition<typeof webhookAppSchema.inputs, WebhookAppState> = {
  ...webhookAppSchema,
  exported: { heading: "Webhook apps and the teams they are installed in", label: (state) => String(state.slug) },
  endpoints: webhookAppEndpoints,

  // A create whose answer is lost cannot be settled by lookup: the contract finds apps only by id,
  // or by installation, which a just-created app does not have yet. It fails as outcome unknown.
  async create(api, inputs) {
    const manifest = buildManifest(inputs);
    const created = await refusingDuplicates(
      `an app with the slug ${inputs.slug}`,
      () => api.call(webhookAppEndpoints.createApp, { body: { app_visibility: inputs.visibility, manifest }, response: createdApp }),
      // The contract finds apps only by id: the refusal names the app that holds the slug.
      async (refusal) => {
        const holder = slugHolder.exec(refusal.serverMessage)?.[1];
        return holder === undefined ? undefined : { id: holder };
      },
    );
    const app: App = { visibility: inputs.visibility, manifest, ...created };
    try {
      const installation = await changingInstallations(api, () => install(api, app.appId, inputs.teamIds, inputs.appConfiguration));
      return { id: app.appId, state: toState(app, installation, created.clientSecret) };
    } catch (error) {
      // The app exists: state must keep it, so that the next `up` installs it instead of making another.
      const reason = error instanceof Error ? error.message : String(error);
      const message = `the app ${app.appId} was created, but installing it failed: ${reason}`;
      throw new PartialCreateError(app.appId, toState(app, { teamIds: [] }, created.clientSecret), message);
    }
  },

  async read(api, id, state) {
    const app = await getApp(api, id);
    if (app === undefined) return undefined;
    return toState(app, installationInState(state, await sharedInstallationOf(api, id)), state.clientSecret);
  },

  async update(api, id, state, inputs) {
    // update-app takes the whole manifest, and answers what changed, not the app: the app is the
    // manifest sent with the id, client id and visibility (a new one replaces the app) state holds.
    // The platform answers a manifest it already holds `unchanged`: when state holds the one built
    // (an update of the installation alone, say restoring its teams), none is sent.
    const manifest = buildManifest(inputs);
    if (!isDeepStrictEqual(manifest, state.effectiveManifest))
      await api.call(webhookAppEndpoints.updateApp, { params: { appId: id }, body: manifest, response: z.unknown() });
    const app: App = { appId: id, clientId: state.clientId, visibility: state.visibility, manifest };
    const declared = { teamIds: inputs.teamIds, configuration: inputs.appConfiguration };
    // An adopted app's secrets were never shown to the provider (see secretsKnown).
    const adopted = state.clientSecret === undefined;
    const held: Installation = { teamIds: state.installedTeamIds, configuration: state.appConfiguration, botToken: state.botToken };
    if (installationUnchanged(held, declared, adopted))
      return toState(app, { ...held, configuration: declared.configuration }, state.clientSecret);
    // A change of the installation works from it as the server has it now, with its id (the list's).
    const installation = await changingInstallations(api, async () => {
      const current = installationInState(state, await installationOf(api, id));
      return reconcileInstallation(api, id, current, declared, adopted);
    });
    return toState(app, installation, state.clientSecret);
  },

  async delete(api, id, state) {
    await changingInstallations(api, async () => {
      // The platform refuses to delete an app that is still installed anywhere. Uninstalling the
      // teams state knows answers the teams left, installed out of band; with none known, the list tells.
      const known = state.installedTeamIds.length > 0 ? state.installedTeamIds : (await installationOf(api, id)).teamIds;
      const left = known.length > 0 ? await uninstall(api, id, known) : [];
      if (left.length > 0) await uninstall(api, id, left);
      await api.callIfPresent(webhookAppEndpoints.deleteApp, { params: { appId: id }, response: z.unknown() });
    });
  },

  inputsOf(state) {
    const { manifest: actual, teamIds, visibility, appConfiguration } = state;
    // Read back from the manifest, so of any type: the export checks them against the input schema.
    const simple = {
      name: state.name as string,
      slug: state.slug as string,
      description: state.description as string | undefined,
      eventsUrl: state.eventsUrl as string,
      installationsUrl: state.installationsUrl as string | undefined,
      events: state.events as string[] | undefined,
      teamIds,
      visibility,
      appConfiguration,
    } satisfies ManifestInputs & Partial<WebhookAppState>;
    // The manifest is built from the other inputs: only what differs from that is declared. Parts
    // that the provider builds into every app and an app made elsewhere lacks (the configuration
    // lists, events.subscribe) are added by the app's first update.
    const overlay = overlayFor(actual, buildManifest(simple));
    return { ...simple, manifest: Object.keys(overlay).length === 0 ? undefined : overlay };
  },

  // The contract enumerates apps only through their installations: an app installed nowhere is not found.
  async list(api) {
    const installations = [...(await installedApps(api))];
    const apps = await Promise.all(installations.map(async ([appId, installation]) => ({ app: await getApp(api, appId), installation })));
    // The secrets are shown only when the app is created and installed: an export cannot know them.
    return apps.flatMap(({ app, installation }) => {
      if (app === undefined) return [];
      const state = toState(app, installation, undefined);
      const webhook = state.eventsUrl !== undefined;
      return [
        { id: app.appId, state, ...(!webhook && { unmanageable: "not a webhook app (its manifest has no integration.webhooks.events)" }) },
      ];
    });
  },
};
