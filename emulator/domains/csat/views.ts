// How CSAT records are answered: the team settings with summaries of all its rules (spec), and
// the full rule (docs).
import type { Store } from "../state";
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

/** The team's rules in the reordered order, then the others in creation order. */
export function orderedRules(store: Store, settings: CsatSettings): CsatRule[] {
  const rules = store.csatRules.filter((rule) => rule.settingsId === settings.id);
  const order = settings.ruleOrder ?? [];
  const rank = (rule: CsatRule) => (order.includes(rule.id) ? order.indexOf(rule.id) : order.length);
  return rules
    .map((rule, created) => ({ rule, created }))
    .sort((left, right) => rank(left.rule) - rank(right.rule) || left.created - right.created)
    .map(({ rule }) => rule);
}

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
    rules: orderedRules(store, settings).map(summarize),
    createdAt: settings.createdAt,
    updatedAt: settings.updatedAt,
  };
}
