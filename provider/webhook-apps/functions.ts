// WebhookApp's list function, getWebhookApps, for every face (the program's reads, the native
// plugin's Invoke, the package schema): every page of the organization's installed-apps list, which
// carries each app's manifest, teams and configuration, so that no app is read on its own. The
// platform lists apps only by their installations: an app installed in no team is not listed.
import { z } from "zod";
import { type DataSourceFunction, listedObjects, stateFields } from "../core/data-source-function";
import { manifestInputsOf } from "./build-manifest";
import { sharedInstalledApps } from "./installations";
import { type WebhookAppState, webhookAppSchema } from "./schema";

export const getWebhookAppsArgs = z.strictObject({});

/** The outputs of a WebhookApp that the list carries: not its client id, secret, bot token or visibility. */
const listedFields = [
  "name",
  "slug",
  "description",
  "eventsUrl",
  "installationsUrl",
  "events",
  "teamIds",
  "appConfiguration",
  "appId",
  "effectiveManifest",
] as const;

/** A webhook app as getWebhookApps lists it (its `result` describes it). */
export type ListedWebhookApp = { id: string; installationId?: string | undefined } & Pick<WebhookAppState, (typeof listedFields)[number]>;

export const webhookAppFunctions = {
  getWebhookApps: {
    description:
      "Lists the organization's webhook apps (installed apps whose manifest has `integration.webhooks.events`) from every page of the installed-apps list, each with the WebhookApp outputs that list carries. Apps installed in no team are not listed. The `…Output` form is secret when a value looks like a credential (a URL with a token).",
    args: getWebhookAppsArgs,
    result: listedObjects(
      "A webhook app as getWebhookApps lists it: its id and the WebhookApp outputs the installed-apps list carries.",
      "The app's id: what a WebhookApp's `adoptId` takes.",
      {
        ...stateFields(webhookAppSchema, listedFields),
        installationId: z.string().optional().describe("The platform's id of the app's installation."),
      },
    ),
    async read(api): Promise<ListedWebhookApp[]> {
      return [...(await sharedInstalledApps(api))].flatMap(([appId, installation]) => {
        const inputs = manifestInputsOf(installation.manifest);
        if (installation.manifest === undefined || inputs.eventsUrl === undefined) return [];
        return [
          {
            id: appId,
            ...inputs,
            teamIds: installation.teamIds,
            appConfiguration: installation.configuration,
            appId,
            effectiveManifest: installation.manifest,
            installationId: installation.installationId,
          },
        ];
      });
    },
  },
} satisfies Record<string, DataSourceFunction>;
