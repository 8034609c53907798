// The emulator's whole state as plain data: what the seed produces, what a data file holds.
import type { AttributeValue } from "../domains/account-attributes/types";
import type { App, Installation } from "../domains/apps/types";
import type { Account, Comment, Ticket } from "../domains/content/types";
import type { CsatRule, CsatSettings, Survey } from "../domains/csat/types";
import type { Role } from "../domains/roles/types";
import type { TicketType } from "../domains/ticket-types/types";
import type { Organization, Team, User } from "./types";

export interface StateData {
  organizations: Organization[];
  teams: Team[];
  users: User[];
  roles: Role[];
  attributeValues: AttributeValue[];
  csatSettings: CsatSettings[];
  csatRules: CsatRule[];
  surveys: Survey[];
  ticketTypes: TicketType[];
  apps: App[];
  installations: Installation[];
  tickets: Ticket[];
  accounts: Account[];
  comments: Comment[];
}

export const TABLE_NAMES = [
  "organizations",
  "teams",
  "users",
  "roles",
  "attributeValues",
  "csatSettings",
  "csatRules",
  "surveys",
  "ticketTypes",
  "apps",
  "installations",
  "tickets",
  "accounts",
  "comments",
] as const satisfies readonly (keyof StateData)[];

export type TableName = (typeof TABLE_NAMES)[number];
