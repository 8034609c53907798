// How CSAT records are answered: the team settings with summaries of all its rules (spec), and
// the full rule (docs).
import type { Store } from "../../store/store";
import type { CsatRule, CsatSettings } from "./types";

export interface RuleSummary {
  id: string;
  name: string;
  description: string;
  isActive: boolean;
  priority: number;
  createdAt: string;
  updatedAt: string;
}

export interface SettingsView {
  id: string;
  team: { id: string };
  organization: { id: string };
  isEnabled: boolean;
  cooldownPeriodDays: number;
  userCooldownPeriodDays: number;
  emailConfigId: string;
  closedStatusIds: string[];
  rules: RuleSummary[];
  createdAt: string;
  updatedAt: string;
}

const summarize = ({ id, name, description, isActive, priority, createdAt, updatedAt }: CsatRule): RuleSummary => ({
  id,
  name,
  description,
  isActive,
  priority,
  createdAt,
  updatedAt,
});

/** Rules are listed in creation order. */
export function settingsView(store: Store, settings: CsatSettings): SettingsView {
  return {
    id: settings.id,
    team: { id: settings.teamId },
    organization: { id: settings.organizationId },
    isEnabled: settings.isEnabled,
    cooldownPeriodDays: settings.cooldownPeriodDays,
    userCooldownPeriodDays: settings.userCooldownPeriodDays,
    emailConfigId: settings.emailConfigId,
    closedStatusIds: settings.closedStatusIds,
    rules: store.csatRules.filter((rule) => rule.settingsId === settings.id).map(summarize),
    createdAt: settings.createdAt,
    updatedAt: settings.updatedAt,
  };
}
