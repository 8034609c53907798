// pulumi-support-platform: the platform's teams and their members, roles, account attribute values,
// CSAT rules and their order, and webhook apps as Pulumi resources.
export {
  AccountAttributeValue,
  type AccountAttributeValueArgs,
} from "./account-attributes/account-attribute-value";
export { type AccountAttribute, accountAttributes } from "./account-attributes/account-attributes";
export { CsatRule, type CsatRuleArgs } from "./csat-rules/csat-rule";
export { CsatRuleOrder, type CsatRuleOrderArgs } from "./csat-rule-order/csat-rule-order";
export { CsatSettings, type CsatSettingsArgs } from "./csat-settings/csat-settings";
export { Role, type RoleArgs, type RolePermission } from "./roles/role";
export { Team, type TeamArgs } from "./teams/team";
export { TeamMember, type TeamMemberArgs } from "./team-members/team-member";
export {
  getTicketType,
  getTicketTypeOutput,
  getTicketTypes,
  getTicketTypesOutput,
  type GetTicketTypeArgs,
  type GetTicketTypesArgs,
  type TicketType,
} from "./ticket-types/get-ticket-type";
export { getTeams, getTeamsOutput, type ListedTeam } from "./teams/get-teams";
export {
  type GetTeamMembersArgs,
  getTeamMembers,
  getTeamMembersOutput,
  type ListedTeamMember,
} from "./team-members/get-team-members";
export { getRoles, getRolesOutput, type ListedRole } from "./roles/get-roles";
export {
  type GetAccountAttributeValuesArgs,
  getAccountAttributeValues,
  getAccountAttributeValuesOutput,
  type ListedAccountAttributeValue,
} from "./account-attributes/get-account-attribute-values";
export { type GetCsatRulesArgs, getCsatRules, getCsatRulesOutput, type ListedCsatRule } from "./csat-rules/get-csat-rules";
export { getWebhookApps, getWebhookAppsOutput, type ListedWebhookApp } from "./webhook-apps/get-webhook-apps";
export { roleActions } from "./roles/role-actions";
export { WebhookApp, type WebhookAppArgs } from "./webhook-apps/webhook-app";
export { ConfigError } from "./config/config-error";
export { SupportPlatformError } from "./core/errors";
export {
  ApiError,
  HostUnreachableError,
  NetworkError,
  OutcomeUnknownError,
  RedirectError,
  ResponseShapeError,
  UnrecognizedNotFoundError,
} from "./http/errors";
