// pulumi-support-platform: the platform's roles, account attribute values, CSAT rules and webhook
// apps as Pulumi resources.
export {
  AccountAttributeValue,
  type AccountAttributeValueArgs,
} from "./account-attributes/resource";
export { type AccountAttribute, accountAttributes } from "./account-attributes/account-attributes";
export { CsatRule, type CsatRuleArgs } from "./csat/resource";
export { CsatSettings, type CsatSettingsArgs } from "./csat-settings/resource";
export { Role, type RoleArgs, type RolePermission } from "./roles/resource";
export {
  getTicketType,
  getTicketTypeOutput,
  getTicketTypes,
  getTicketTypesOutput,
  type GetTicketTypeArgs,
  type GetTicketTypesArgs,
  type TicketType,
} from "./ticket-types/get-ticket-type";
export { roleActions } from "./roles/role-actions";
export { WebhookApp, type WebhookAppArgs } from "./webhook-apps/resource";
export { ConfigError } from "./config/config-error";
export { SupportPlatformError } from "./core/errors";
export { ApiError, HostUnreachableError, NetworkError, OutcomeUnknownError, RedirectError, ResponseShapeError, UnrecognizedNotFoundError } from "./http/errors";
