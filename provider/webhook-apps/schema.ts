// WebhookApp: its inputs, its state and what the package schema says of it. Its calls: definition.ts; the
// manifest is built in build-manifest.ts and installed in installations.ts.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { adoptId, httpUrl } from "../core/schema-parts";
import { containsUnknown } from "../core/unknowns";
import { unorderedList } from "../core/unordered-lists";
import { type ManifestInput, manifestConflicts, withWebhookScope } from "./build-manifest";
import { platformManifest } from "./manifest-schema";

/** The inputs the platform's manifest is built from (build-manifest.ts). */
const manifestSources = ["name", "slug", "description", "eventsUrl", "installationsUrl", "events", "appConfiguration", "manifest"];

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
    teamIds: unorderedList(z.array(z.string().min(1, "must not be empty")).min(1, "must list at least one team")).describe(
      "Teams the app is installed in: it receives their events. Order does not matter.",
    ),
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
    adoptId,
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

const computedOutputs = z.object({
  appId: z.string().describe("The app's id; also the resource id."),
  clientId: z.string(),
  clientSecret: z.string().describe("The app's client secret."),
  botToken: z.string().optional().describe("The bot token of the app's installation; absent while the app is not installed."),
  installedTeamIds: z.array(z.string()).describe("The teams the app is installed in, sorted."),
  effectiveManifest: z
    .record(z.string(), z.unknown())
    .describe("The whole manifest as the platform holds it: the generated one with the declared one merged over it."),
  secretsKnown: z
    .boolean()
    .describe(
      "False for an adopted app: the API shows the client secret only when it creates the app and the bot token only when it installs it, so `clientSecret` and `botToken` are absent.",
    ),
});

/**
 * The app as Pulumi keeps it (StateOf), but where the platform holds it otherwise: the inputs the
 * manifest is built from are read back from it, so of any type; `manifest` is the whole manifest
 * the platform holds; the client secret, read only from the create's answer (the contract has no
 * read of it), is absent for an adopted app.
 */
export type WebhookAppState = Omit<StateOf<typeof webhookAppSchema>, ManifestInput | "manifest" | "clientSecret"> &
  Partial<Record<ManifestInput, unknown>> & {
    manifest: Record<string, unknown>;
    clientSecret?: string | undefined;
  };

export const webhookAppSchema = {
  inputs: webhookAppInputs,
  replaceOnChanges: ["slug", "visibility"],
  description:
    "A private app that receives the platform's events of its teams at `eventsUrl`: created with a manifest that requests `webhooks:read`, then installed into `teamIds`. Manifest, team and configuration changes apply in place; changing `slug` or `visibility` replaces the app.",
  computedOutputs,
  // Its credentials are always secret; the outputs built from inputs are whenever one of those is.
  secretOutputs: ["clientSecret", "botToken"],
  derivedOutputs: { effectiveManifest: manifestSources, installedTeamIds: ["teamIds"] },
  uniqueKey: ["slug"],
  serverDefaults: { visibility: "private", events: [], appConfiguration: { requiredSettings: [], optionalSettings: [] } },
} satisfies ResourceSchema<typeof webhookAppInputs>;
