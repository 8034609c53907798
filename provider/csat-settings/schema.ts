// CsatSettings: its inputs, its state and what the package schema says of it. Its calls: definition.ts.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { nonBlank } from "../core/schema-parts";
import { unorderedList } from "../core/unordered-lists";

const days = (what: string) => z.int().min(0).max(365).describe(`${what}, in days (0 to 365).`);

/** The settings a stack can change: the update endpoint's body (docs). */
const managedSettings = {
  cooldownPeriodDays: days("How long a ticket's requester is not surveyed again"),
  userCooldownPeriodDays: days("How long a user is not surveyed again"),
  emailConfigId: z.string().max(200).describe("The e-mail configuration surveys are sent with."),
  closedStatusIds: unorderedList(z.array(nonBlank(100))).describe("The ticket statuses that count as closed. Order does not matter."),
};
export const managedSettingKeys = Object.keys(managedSettings) as (keyof typeof managedSettings)[];

export const csatSettingsInputs = z.strictObject({
  teamId: z.string().min(1, "must not be empty").describe("The team's uid. Changing it replaces the resource."),
  cooldownPeriodDays: managedSettings.cooldownPeriodDays.optional(),
  userCooldownPeriodDays: managedSettings.userCooldownPeriodDays.optional(),
  emailConfigId: managedSettings.emailConfigId.optional(),
  closedStatusIds: managedSettings.closedStatusIds.optional(),
});
export type CsatSettingsInputs = z.output<typeof csatSettingsInputs>;

/** The managed settings as the team had them before the stack took them over. */
const previousSettings = z.object(managedSettings);
export type ManagedSettings = z.output<typeof previousSettings>;

const computedOutputs = z.object({
  settingsId: z.string().describe("The settings record's id."),
  isEnabled: z.boolean().describe("Whether the team sends CSAT surveys; the update endpoint does not change it."),
  previousSettings: previousSettings.describe(
    "The settings as they were when the stack took them over: destroy puts back the ones it declared.",
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The settings as Pulumi keeps it (StateOf). */
export type CsatSettingsState = StateOf<typeof csatSettingsSchema>;

export const csatSettingsSchema = {
  inputs: csatSettingsInputs,
  description:
    "A team's CSAT settings: cooldowns, the e-mail configuration and the statuses that count as closed. The platform creates them with the team's first CSAT rule, so the resource takes over the existing settings (no write when they already match) and fails, naming the fix, for a team with none yet; give it `dependsOn` on a rule of the team. Only declared settings are managed. Destroy puts back the declared settings' values from before the stack took them over. Changing `teamId` replaces it.",
  computedOutputs,
  secretOutputs: [],
  // The values the stack replaced are the same kind of value as the declared ones: a setting kept
  // secret keeps its previous value secret too.
  derivedOutputs: { previousSettings: managedSettingKeys },
  replaceOnChanges: ["teamId"],
  serverDefaults: { cooldownPeriodDays: 30, userCooldownPeriodDays: 7, emailConfigId: "", closedStatusIds: [] },
} satisfies ResourceSchema<typeof csatSettingsInputs>;
