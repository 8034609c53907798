// CsatSettings: a team's CSAT settings. Inputs and state: schema.ts; API calls: definition.ts.
import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { DynamicResource } from "../program/dynamic-resource";
import { withImportInput, withoutImportOption } from "../program/import-option";
import type { ArgsOf } from "../program/input-types";
import type { csatSettingsInputs, ManagedSettings } from "./schema";
import { withSecretOutputs } from "../program/secret-output-options";
import { csatSettingsSecrecy } from "./csat-settings-secrecy";

export type CsatSettingsArgs = ArgsOf<z.input<typeof csatSettingsInputs>>;

/**
 * A team's CSAT settings, which the platform creates with the team's first CSAT rule: give this
 * resource `dependsOn` on a rule of the team. Creating it takes the settings over (no write when
 * they already match); only declared settings are managed; destroying it puts the declared ones
 * back as they were. Changing `teamId` replaces it.
 */
export class CsatSettings extends DynamicResource {
  declare readonly teamId: pulumi.Output<string>;
  /** Present when declared. */
  declare readonly cooldownPeriodDays: pulumi.Output<number | undefined>;
  /** Present when declared. */
  declare readonly userCooldownPeriodDays: pulumi.Output<number | undefined>;
  /** Present when declared. */
  declare readonly emailConfigId: pulumi.Output<string | undefined>;
  /** Present when declared, as the server holds them. */
  declare readonly closedStatusIds: pulumi.Output<string[] | undefined>;
  /** The settings record's id. */
  declare readonly settingsId: pulumi.Output<string>;
  /** Whether the team sends CSAT surveys (read only). */
  declare readonly isEnabled: pulumi.Output<boolean>;
  /** The settings as they were when the stack took them over. */
  declare readonly previousSettings: pulumi.Output<ManagedSettings>;
  declare readonly createdAt: pulumi.Output<string>;
  declare readonly updatedAt: pulumi.Output<string>;

  constructor(name: string, args: CsatSettingsArgs, opts?: pulumi.CustomResourceOptions) {
    // The args last: an output's name passed as an input then reaches `check`, which refuses it.
    super(
      "CsatSettings",
      "csat-settings/csat-settings",
      name,
      withImportInput(
        { settingsId: undefined, isEnabled: undefined, previousSettings: undefined, createdAt: undefined, updatedAt: undefined, ...args },
        opts,
      ),
      withSecretOutputs(csatSettingsSecrecy, withoutImportOption(opts)),
    );
  }
}
