// The emulator's whole state as plain data: what the seed produces, what a data file holds. Every
// table is one line of TABLES, with the type of its records; the store's tables, the seed's empty
// state, the data file's check and the controls' (and the console's) list of tables derive from it.
// A new domain adds its tables here (see docs/development.md).
import type { CustomField } from "../domains/custom-fields/types";
import type { Form } from "../domains/forms/types";
import type { SlaPolicy } from "../domains/sla-policies/types";
import type { Workflow } from "../domains/workflows/types";
import type { AttributeValue } from "../domains/account-attributes/types";
import type { App, Installation } from "../domains/apps/types";
import type { Account, Comment, Ticket } from "../domains/content/types";
import type { CsatRule, CsatSettings, Survey } from "../domains/csat/types";
import type { Role } from "../domains/roles/types";
import type { TicketType } from "../domains/ticket-types/types";
import type { Organization, Team, User } from "./types";

/** A table's rows, as a type: no rows are made here. */
const rows = <T>(): T[] => [];

/** Every table with the type of its records, in the order the console shows them. */
const TABLES = {
  organizations: rows<Organization>(),
  teams: rows<Team>(),
  users: rows<User>(),
  roles: rows<Role>(),
  attributeValues: rows<AttributeValue>(),
  csatRules: rows<CsatRule>(),
  csatSettings: rows<CsatSettings>(),
  surveys: rows<Survey>(),
  apps: rows<App>(),
  installations: rows<Installation>(),
  ticketTypes: rows<TicketType>(),
  tickets: rows<Ticket>(),
  accounts: rows<Account>(),
  comments: rows<Comment>(),
  customFields: rows<CustomField>(),
  forms: rows<Form>(),
  slaPolicies: rows<SlaPolicy>(),
  workflows: rows<Workflow>(),
};

export type StateData = typeof TABLES;

export type TableName = keyof StateData;

export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** The tables of organizations and their people, which the controls change through the organizations' own routes. */
export const ORGANIZATION_TABLES = ["organizations", "teams", "users"] as const satisfies readonly TableName[];

/** A state with every table empty. */
export function emptyState(): StateData {
  return Object.fromEntries(TABLE_NAMES.map((name) => [name, []])) as unknown as StateData;
}
