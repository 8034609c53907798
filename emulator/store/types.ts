// The records the emulator keeps. Every record carries its organization so that tenancy is one
// comparison; API responses are built from these by each domain's presenter.

export type TeamRole = "Team Lead" | "Team Member" | "Observer";
export type UserRole = "Organization Admin" | TeamRole;

export interface Organization {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export interface TeamMembership {
  isAdmin: boolean;
  invitedBy: string | null;
  joinedAt: string;
}

export interface Team {
  id: string;
  organizationId: string;
  name: string;
  createdAt: string;
  /** The docs' team fields, set through the teams endpoints. */
  description?: string;
  icon?: string | null;
  color?: string | null;
  identifier?: string;
  parentTeamId?: string | null;
  isPrivate?: boolean;
  ownerId?: string | null;
  updatedAt?: string;
  /** Details of members added through the teams endpoints, by user id. */
  memberships?: Record<string, TeamMembership>;
}

export interface User {
  id: string;
  organizationId: string;
  name: string;
  email: string;
  /** Kept in clear: these are published seed credentials of a local emulator. */
  password: string;
  apiKey: string;
  role: UserRole;
  teamIds: string[];
}

export interface Permission {
  resource: string;
  actions: string[];
  scope?: string;
  conditions?: Record<string, unknown>;
}

export interface Role {
  id: string;
  organizationId: string;
  name: string;
  description: string;
  permissions: Permission[];
  isSystem: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AttributeValue {
  id: string;
  organizationId: string;
  attribute: string;
  value: string;
  isDefault: boolean;
  icon: string | null;
  color: string | null;
  /** Present only on task_status values. */
  isClosed?: boolean;
  createdAt: string;
  updatedAt: string;
}

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

export interface TicketType {
  id: string;
  organizationId: string;
  teamId: string;
  name: string;
  color: string;
  icon: string;
  isActive: boolean;
  autoAssign: boolean;
  /** Not in the spec; clients generated from the platform's OpenAPI require them. */
  createdAt: string;
  updatedAt: string;
}

export type AppVisibility = "private" | "public" | "unlisted";

export interface App {
  id: string;
  organizationId: string;
  name: string;
  slug: string;
  visibility: AppVisibility;
  clientId: string;
  clientSecret: string;
  manifest: Record<string, unknown>;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface Installation {
  id: string;
  organizationId: string;
  appId: string;
  teamIds: string[];
  configuration: { required_settings: unknown[]; optional_settings: unknown[] };
  botSub: string;
  botToken: string;
  installedBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface Ticket {
  id: string;
  /** Sequential in the organization; the docs show it as the ticket's numeric `ticketId`. */
  number: number;
  organizationId: string;
  teamId: string;
  accountId: string | null;
  title: string;
  description: string;
  status: string;
  statusName: string;
  priority: string;
  priorityName: string;
  assigneeId: string | null;
  archived: boolean;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface Account {
  id: string;
  organizationId: string;
  teamId: string;
  name: string;
  description: string;
  website: string;
  status: string;
  statusName: string;
  health: string;
  createdAt: string;
  updatedAt: string;
}

export interface Comment {
  id: string;
  organizationId: string;
  teamId: string;
  ticketId: string;
  authorId: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}
