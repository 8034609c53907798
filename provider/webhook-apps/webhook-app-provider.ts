// WebhookApp: its input schema and its calls to the apps studio: create the app, then install it
// into its teams; update the manifest in place and install or uninstall teams; uninstall everywhere,
// then delete. The resource class is in webhook-app.ts, the manifest is built in build-manifest.ts,
// and the installation is managed in installations.ts.
import { z } from "zod";
import { PartialCreateError } from "../dynamic/partial-create-error";
import type { ResourceDefinition, View } from "../dynamic/resource-definition";
import { containsUnknown } from "../dynamic/unknowns";
import { endpoints } from "../http/endpoints";
import { SupportPlatformError } from "../http/errors";
import type { PlatformClient } from "../http/platform-client";
import type { AppConfiguration } from "./app-configuration";
import { buildManifest, manifestConflicts, manifestPaths, valueAt, withWebhookScope } from "./build-manifest";
import { type Installation, install, installedTeams, reconcileInstallation, uninstall } from "./installations";
import { httpUrl, platformManifest } from "./manifest-schema";
import { webhookAppSecretOutputs } from "./webhook-app-secret-outputs";

export const webhookAppVisibilities = ["private", "public", "unlisted"] as const;

export const webhookAppInputs = z
  .strictObject({
    name: z.string().trim().min(1, "must not be empty").max(100).describe("Name of the app."),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits, separated by single hyphens")
      .max(64)
      .describe("Unique in the organization. Changing it replaces the app."),
    description: z.string().max(2000).optional().describe("What the app is for."),
    eventsUrl: httpUrl.describe("Where the platform POSTs the events of the app's teams."),
    installationsUrl: httpUrl.optional().describe("Where the platform POSTs installation changes."),
    teamIds: z
      .array(z.string().min(1, "must not be empty"))
      .min(1, "must list at least one team")
      // Order does not matter to the platform, so it must not matter to a diff.
      .transform((ids) => [...new Set(ids)].sort())
      .describe("Teams the app is installed in: it receives their events. Order does not matter."),
    events: z
      .array(z.string().min(1, "must not be empty"))
      .optional()
      .describe("Kinds of events to subscribe to (`events.subscribe`); empty or absent means all."),
    visibility: z
      .enum(webhookAppVisibilities)
      // A default rather than optional: declaring `private` on an app made without it changes nothing.
      .default("private")
      .describe("Default `private`, the spec's visibility of a webhook app. Changing it replaces the app."),
    appConfiguration: z
      .strictObject({
        requiredSettings: z.array(z.unknown()).optional().describe("`required_settings` of the installation."),
        optionalSettings: z.array(z.unknown()).optional().describe("`optional_settings` of the installation."),
      })
      .optional()
      .describe("Settings of the app's installation in its teams."),
    manifest: platformManifest
      .transform(withWebhookScope)
      .optional()
      .describe("A manifest in the platform's own shape (snake_case), merged over the one built from the other inputs."),
  })
  .superRefine(
    (inputs, context) => {
      // An input not known yet (preview) may turn out equal; the manifest's side is skipped by `check`.
      for (const conflict of manifestConflicts(inputs).filter(({ input }) => !containsUnknown(inputs[input]))) {
        context.addIssue({
          code: "custom",
          path: ["manifest", ...conflict.path],
          message: `contradicts ${conflict.input}; leave it out of the manifest or give both the same value`,
        });
      }
    },
    // Also when other inputs fail, so that one preview lists every problem.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
export type WebhookAppInputs = z.output<typeof webhookAppInputs>;

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
  .object({ ...appFields, clientSecret: z.string().min(1), visibility: z.string().optional(), manifest: z.record(z.string(), z.unknown()).optional() })
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
function toView(app: App, installation: Installation, clientSecret: unknown): View {
  const simpleInputs = Object.fromEntries(Object.entries(manifestPaths).map(([input, path]) => [input, valueAt(app.manifest, path)]));
  return {
    ...simpleInputs,
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
  };
}

/** The installation as far as state knows it: the server shows only its teams. */
function installationInState(state: View, teamIds: string[]): Installation {
  return { teamIds, configuration: state.appConfiguration as AppConfiguration | undefined, botToken: state.botToken as string | undefined };
}

async function getApp(client: PlatformClient, appId: string): Promise<App | undefined> {
  return client.find(endpoints.getApp, { params: { appId }, response: serverApp });
}

export const webhookAppDefinition: ResourceDefinition<typeof webhookAppInputs.shape> = {
  inputs: webhookAppInputs,
  replaceOnChanges: ["slug", "visibility"],
  description:
    "A private app that receives the platform's events of its teams at `eventsUrl`: created with a manifest that requests `webhooks:read`, then installed into `teamIds`. Manifest, team and configuration changes apply in place; changing `slug` or `visibility` replaces the app.",
  computedOutputs: z.object({
    appId: z.string().describe("The app's id; also the resource id."),
    clientId: z.string(),
    clientSecret: z.string().describe("The app's client secret."),
    botToken: z.string().optional().describe("The bot token of the app's installation; absent while the app is not installed."),
    installedTeamIds: z.array(z.string()).describe("The teams the app is installed in, sorted."),
    effectiveManifest: z.record(z.string(), z.unknown()).describe("The whole manifest as the platform holds it: the generated one with the declared one merged over it."),
  }),
  secretOutputs: webhookAppSecretOutputs,
  uniqueKey: ["slug"],

  // A create whose answer is lost cannot be settled by lookup: the contract finds apps only by id,
  // or by installation, which a just-created app does not have yet. It fails as outcome unknown.
  async create(client, inputs) {
    const manifest = buildManifest(inputs);
    const created = await client.call(endpoints.createApp, { body: { app_visibility: inputs.visibility, manifest }, response: createdApp });
    const app: App = { visibility: inputs.visibility, manifest, ...created };
    try {
      const installation = await install(client, app.appId, inputs.teamIds, inputs.appConfiguration);
      return { id: app.appId, view: toView(app, installation, created.clientSecret) };
    } catch (error) {
      // The app exists: state must keep it, so that the next `up` installs it instead of making another.
      const reason = error instanceof Error ? error.message : String(error);
      const message = `the app ${app.appId} was created, but installing it failed: ${reason}`;
      throw new PartialCreateError(app.appId, toView(app, { teamIds: [] }, created.clientSecret), message);
    }
  },

  async read(client, id, state) {
    const app = await getApp(client, id);
    if (app === undefined) return undefined;
    return toView(app, installationInState(state, await installedTeams(client, id)), state.clientSecret);
  },

  async update(client, id, state, inputs) {
    // update-app takes the whole manifest and answers "unchanged" when nothing differs.
    await client.call(endpoints.updateApp, { params: { appId: id }, body: buildManifest(inputs), response: z.unknown() });
    const current = installationInState(state, await installedTeams(client, id));
    const installation = await reconcileInstallation(client, id, current, { teamIds: inputs.teamIds, configuration: inputs.appConfiguration });
    const app = await getApp(client, id);
    if (app === undefined) throw new SupportPlatformError("ERR_NOT_FOUND", `app ${id} was deleted while it was being updated`);
    return toView(app, installation, state.clientSecret);
  },

  async delete(client, id) {
    // The platform refuses to delete an app that is still installed anywhere.
    const teams = await installedTeams(client, id);
    if (teams.length > 0) await uninstall(client, id, teams);
    await client.find(endpoints.deleteApp, { params: { appId: id }, response: z.unknown() });
  },
};
