// WebhookApp: a private app that receives the platform's events of its teams at a URL, as a program
// declares it. Inputs and state: schema.ts; API calls: definition.ts.
import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { DynamicResource } from "../program/dynamic-resource";
import { withImportInput, withoutImportOption } from "../program/import-option";
import type { ArgsOf } from "../program/input-types";
import type { webhookAppInputs, WebhookAppInputs } from "./schema";
import { withSecretOutputs } from "../program/secret-output-options";
import { webhookAppSecrecy } from "./webhook-app-secrecy";

export type WebhookAppArgs = ArgsOf<z.input<typeof webhookAppInputs>>;

/**
 * A webhook app: created with a manifest that requests `webhooks:read`, then installed into
 * `teamIds`, whose events it then receives at `eventsUrl`. Manifest, team and configuration changes
 * apply in place; changing `slug` or `visibility` replaces the app.
 */
export class WebhookApp extends DynamicResource {
  declare readonly name: pulumi.Output<string>;
  declare readonly slug: pulumi.Output<string>;
  /** Present when declared. */
  declare readonly description: pulumi.Output<string | undefined>;
  declare readonly eventsUrl: pulumi.Output<string>;
  /** Present when declared. */
  declare readonly installationsUrl: pulumi.Output<string | undefined>;
  /** The teams the app is installed in, sorted. */
  declare readonly teamIds: pulumi.Output<string[]>;
  /** Present when declared. */
  declare readonly events: pulumi.Output<string[] | undefined>;
  /** `private` unless declared otherwise. */
  declare readonly visibility: pulumi.Output<WebhookAppInputs["visibility"]>;
  /** Present when declared. */
  declare readonly appConfiguration: pulumi.Output<WebhookAppInputs["appConfiguration"]>;
  /** The declared manifest's keys, as the platform holds them; present when declared. */
  declare readonly manifest: pulumi.Output<Record<string, unknown> | undefined>;
  /** The app's id; also the resource id. */
  declare readonly appId: pulumi.Output<string>;
  declare readonly clientId: pulumi.Output<string>;
  /** Secret; absent for an adopted app (see secretsKnown). */
  declare readonly clientSecret: pulumi.Output<string | undefined>;
  /** Secret: the bot token of the app's installation; absent for an adopted app until an update installs it again. */
  declare readonly botToken: pulumi.Output<string | undefined>;
  /** False for an adopted app: the API shows the client secret only at creation and the bot token only at installation. */
  declare readonly secretsKnown: pulumi.Output<boolean>;
  /** The id of the app this resource adopted; present when declared. */
  declare readonly adoptId: pulumi.Output<string | undefined>;
  /** The teams the app is installed in, sorted. */
  declare readonly installedTeamIds: pulumi.Output<string[]>;
  /** The whole manifest as the platform holds it: the generated one with the declared one merged over it. */
  declare readonly effectiveManifest: pulumi.Output<Record<string, unknown>>;

  constructor(name: string, args: WebhookAppArgs, opts: pulumi.CustomResourceOptions = {}) {
    const computed = {
      appId: undefined,
      clientId: undefined,
      clientSecret: undefined,
      botToken: undefined,
      installedTeamIds: undefined,
      effectiveManifest: undefined,
      secretsKnown: undefined,
    };
    // The args last: an output's name passed as an input then reaches `check`, which refuses it.
    super(
      "WebhookApp",
      "webhook-apps/webhook-app",
      name,
      withImportInput({ ...computed, ...args }, opts),
      withSecretOutputs(webhookAppSecrecy, withoutImportOption(opts)),
    );
  }
}
