// pulumi-support-platform: the platform's teams and their members, roles, account attribute values,
// CSAT rules and their order, webhook apps and tags as Pulumi resources.
import type { outputs } from "./program/program-types";

export { type AccountAttribute, accountAttributes } from "./account-attribute-values/account-attributes";
// Each resource's program class and its arguments (generated: npm run program-classes).
export * from "./resource-classes";
/** A permission of a Role, as its outputs hold it. */
export type RolePermission = outputs.RolePermission;
export {
  getTicketType,
  getTicketTypeOutput,
  getTicketTypes,
  getTicketTypesOutput,
  type GetTicketTypeArgs,
  type GetTicketTypeOutputArgs,
  type GetTicketTypesArgs,
  type GetTicketTypesOutputArgs,
  type TicketType,
} from "./ticket-types/get-ticket-type";
// Each list function as a program calls it, with its types (generated: npm run program-classes).
export * from "./list-functions";
export { roleActions } from "./roles/role-actions";
export { tagTypes } from "./tags/tag-types";
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
