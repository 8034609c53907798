// CsatSettings' calls to the API (read GET, update PATCH, both on the team: docs) and the mapping
// from the platform's settings to the state Pulumi keeps. Its inputs and state: schema.ts. The
// settings exist once per team, made by the platform with the team's first rule: there is no
// create and no delete, so creating takes them over and deleting puts the declared ones back.
import type { z } from "zod";
import { SupportPlatformError } from "../core/errors";
import type { PlatformApi } from "../core/platform-api";
import type { ResourceDefinition } from "../core/resource-definition";
import { equalIgnoringOrder } from "../core/unordered-lists";
import { csatSettingsEndpoints } from "./endpoints";
import { afterCsatSettingsWrite, csatTeamSettings, readCsatTeamSettings } from "../http/csat-team-settings";
import { csatEnvelope } from "../http/envelopes";
import {
  type CsatSettingsInputs,
  type CsatSettingsState,
  csatSettingsInputs,
  csatSettingsSchema,
  type ManagedSettings,
  managedSettingKeys,
} from "./schema";

/** A team has no CSAT settings to manage yet: the platform makes them with its first rule. */
export class CsatSettingsMissingError extends SupportPlatformError {
  constructor(readonly teamId: string) {
    super(
      "ERR_NOT_FOUND",
      `team ${teamId} has no CSAT settings yet: the platform creates them with the team's first CSAT rule; declare a CsatRule for the team and give this resource dependsOn: [thatRule]`,
    );
  }
}

/** An update's answer: the team's settings (its rules are CsatRule's and CsatRuleOrder's business). */
const serverSettings = csatTeamSettings.omit({ rules: true });
const settingsResponse = csatEnvelope(serverSettings);
type ServerSettings = z.output<typeof serverSettings>;

const managedOf = (settings: ServerSettings): ManagedSettings => ({
  cooldownPeriodDays: settings.cooldownPeriodDays,
  userCooldownPeriodDays: settings.userCooldownPeriodDays,
  emailConfigId: settings.emailConfigId,
  closedStatusIds: settings.closedStatusIds,
});

function toState(settings: ServerSettings, previousSettings: ManagedSettings): CsatSettingsState {
  return {
    teamId: settings.team.id,
    ...managedOf(settings),
    settingsId: settings.id,
    isEnabled: settings.isEnabled,
    previousSettings,
    createdAt: settings.createdAt,
    updatedAt: settings.updatedAt,
  };
}

/** Whether two values of a setting are the same setting (closed statuses in any order). */
const sameSetting = (key: keyof ManagedSettings, a: unknown, b: unknown) => equalIgnoringOrder(csatSettingsInputs.shape[key], a, b);

/** The declared settings that differ from the server's. */
function changes(current: Partial<ManagedSettings>, declared: Partial<ManagedSettings>): Partial<ManagedSettings> {
  return Object.fromEntries(
    managedSettingKeys
      .filter((key) => declared[key] !== undefined && !sameSetting(key, declared[key], current[key]))
      .map((key) => [key, declared[key]]),
  );
}

const update = (api: PlatformApi, teamUid: string, body: Partial<ManagedSettings>) =>
  afterCsatSettingsWrite(
    api,
    teamUid,
    async () =>
      (await api.call(csatSettingsEndpoints.updateCsatSettings, { params: { teamUid }, body, response: settingsResponse })).data.data,
  );

export const csatSettingsDefinition: ResourceDefinition<typeof csatSettingsSchema.inputs, CsatSettingsState> = {
  ...csatSettingsSchema,
  exported: { heading: "CSAT settings of each team", label: (state, teamName) => `${teamName(state.teamId)} csat settings` },
  endpoints: csatSettingsEndpoints,

  async create(api, inputs: CsatSettingsInputs) {
    const { teamId, ...declared } = inputs;
    const current = await readCsatTeamSettings(api, teamId);
    if (current === undefined) throw new CsatSettingsMissingError(teamId);
    const previousSettings = managedOf(current);
    const body = changes(previousSettings, declared);
    // Settings that already match are taken over without a write.
    const settings = Object.keys(body).length === 0 ? current : await update(api, teamId, body);
    return { id: teamId, state: toState(settings, previousSettings) };
  },

  async read(api, id, state) {
    const current = await readCsatTeamSettings(api, id);
    if (current === undefined) return undefined;
    // A read by id alone (an import) takes the settings over as they are now.
    return toState(current, state.previousSettings ?? managedOf(current));
  },

  async update(api, id, state, inputs) {
    const { teamId: _, ...declared } = inputs;
    const body = changes(state, declared);
    const settings = Object.keys(body).length === 0 ? await readCsatTeamSettings(api, id) : await update(api, id, body);
    if (settings === undefined) throw new CsatSettingsMissingError(id);
    return toState(settings, state.previousSettings);
  },

  async delete(api, id, state) {
    // The settings outlive the stack: the ones it declared (those its state holds) go back to what
    // they were before it took them over, where they differ. A team whose settings are gone needs nothing.
    const changed = managedSettingKeys.filter(
      (key) => state[key] !== undefined && !sameSetting(key, state[key], state.previousSettings[key]),
    );
    const restore = Object.fromEntries(changed.map((key) => [key, state.previousSettings[key]]));
    if (Object.keys(restore).length === 0) return;
    await afterCsatSettingsWrite(api, id, () =>
      api.callIfPresent(csatSettingsEndpoints.updateCsatSettings, { params: { teamUid: id }, body: restore, response: settingsResponse }),
    );
  },

  async list(api, { teamIds }) {
    // A team without settings (no rule yet) has nothing to take over.
    const found = await Promise.all(teamIds.map((teamId) => readCsatTeamSettings(api, teamId)));
    return found.flatMap((settings) =>
      settings === undefined ? [] : [{ id: settings.team.id, state: toState(settings, managedOf(settings)) }],
    );
  },
};
