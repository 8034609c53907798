// A team's CSAT settings: created automatically with the team's first rule (spec).
import { timestamp } from "../../clock";
import { notFound } from "../../errors";
import { uuid } from "../../store/ids";
import type { Store } from "../state";
import type { CsatSettings } from "./types";
import type { Team } from "../../store/types";

export const SETTINGS_DEFAULTS = {
  isEnabled: true,
  cooldownPeriodDays: 30,
  userCooldownPeriodDays: 7,
  emailConfigId: "",
  closedStatusIds: [] as string[],
};

export const settingsOfTeam = (store: Store, teamId: string): CsatSettings | undefined =>
  store.csatSettings.find((settings) => settings.teamId === teamId);

export function existingSettings(store: Store, team: Team): CsatSettings {
  const settings = settingsOfTeam(store, team.id);
  if (!settings) throw notFound(`CSAT settings not found for team ${team.id}`);
  return settings;
}

export function settingsForNewRule(store: Store, team: Team): CsatSettings {
  const existing = settingsOfTeam(store, team.id);
  if (existing) return existing;
  const at = timestamp();
  return store.csatSettings.insert({
    id: uuid(),
    organizationId: team.organizationId,
    teamId: team.id,
    ...structuredClone(SETTINGS_DEFAULTS),
    createdAt: at,
    updatedAt: at,
  });
}
