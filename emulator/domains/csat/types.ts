// The CSAT records the emulator keeps: rules, each team's settings, and surveys.

export interface StandardFieldFilter {
  field: string;
  operator: string;
  value: string;
}

export interface CustomFieldFilter extends StandardFieldFilter {
  customFieldId: string;
}

export interface EntityFilters {
  standardFields: StandardFieldFilter[];
  customFields: CustomFieldFilter[];
}

export type FilterSet = Partial<Record<"ticket" | "account" | "contact", EntityFilters>>;

export interface TriggerConfig {
  triggerType: string;
  randomPercentage: number;
  triggerEvent: string;
  delayMinutes: number;
}

export interface FeedbackConfig {
  enabled: boolean;
  feedbackType: string;
  includeCommentField: boolean;
  customTitle: string;
  customMessage: string;
  customThankYouMessage: string;
  commentFieldLabel: string;
  commentFieldPlaceholder: string;
  brandingColor: string;
  deliveryChannel: string;
}

export interface CsatRule {
  id: string;
  organizationId: string;
  teamId: string;
  settingsId: string;
  name: string;
  description: string;
  isActive: boolean;
  priority: number;
  allFilters: FilterSet;
  anyFilters: FilterSet;
  triggerConfig: TriggerConfig;
  feedbackConfig: FeedbackConfig;
  createdAt: string;
  updatedAt: string;
}

export interface CsatSettings {
  id: string;
  organizationId: string;
  teamId: string;
  isEnabled: boolean;
  cooldownPeriodDays: number;
  userCooldownPeriodDays: number;
  emailConfigId: string;
  closedStatusIds: string[];
  /** Rule ids in the order set by a reorder; rules not listed follow in creation order. */
  ruleOrder?: string[];
  createdAt: string;
  updatedAt: string;
}

export interface Survey {
  id: string;
  organizationId: string;
  teamId: string;
  ruleId: string | null;
  ticketId: string | null;
  token: string;
  expiresAt: string;
  rating: number | null;
  comment: string | null;
  submittedAt: string | null;
  createdAt: string;
}
