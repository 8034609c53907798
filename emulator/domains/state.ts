// The emulator's whole state as plain data: what the seed produces, what a data file holds. Every
// table is one line of TABLES, with the type of its records; the store's tables, the seed's empty
// state, the data file's check and the controls' (and the console's) list of tables derive from it.
// A new domain adds its tables here (see docs/development.md). The store below the domains keeps
// any tables; this list makes it the emulator's.
import type { AttributeValue } from "./account-attribute-values/types";
import type { App, Installation } from "./apps/types";
import type { Account, Comment, Ticket } from "./content/types";
import type { CsatRule, CsatSettings, Survey } from "./csat/types";
import type { Role } from "./roles/types";
import type { AccountRelationshipType } from "./account-relationship-types/types";
import type { Tag, TeamTag } from "./tags/types";
import type { TeamConfiguration } from "./team-configurations/types";
import type { TeamRoutingRule } from "./team-routing-rules/types";
import type { TicketStatus } from "./ticket-statuses/types";
import type { TicketType } from "./ticket-types/types";
import type { CustomField } from "./custom-fields/types";
import type { Form } from "./forms/types";
import type { SlaPolicy } from "./sla-policies/types";
import type { Workflow } from "./workflows/types";
import type { TableStore } from "../store/store";
import type { Organization, Team, User } from "../store/types";

/** A table's rows, as a type: no rows are made here. */
const rows = <T>(): T[] => [];

/** Every table with the type of its records, in the order the console shows them. */
const TABLES = {
  organizations: rows<Organization>(),
  teams: rows<Team>(),
  users: rows<User>(),
  roles: rows<Role>(),
  accountAttributeValues: rows<AttributeValue>(),
  csatRules: rows<CsatRule>(),
  csatSettings: rows<CsatSettings>(),
  surveys: rows<Survey>(),
  apps: rows<App>(),
  installations: rows<Installation>(),
  ticketTypes: rows<TicketType>(),
  ticketStatuses: rows<TicketStatus>(),
  teamConfigurations: rows<TeamConfiguration>(),
  teamRoutingRules: rows<TeamRoutingRule>(),
  tags: rows<Tag>(),
  teamTags: rows<TeamTag>(),
  accountRelationshipTypes: rows<AccountRelationshipType>(),
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

/**
 * Tables renamed since data files were written, by their old names (the naming rule of
 * docs/source-layout.md): a data file of an earlier version keeps its rows under the old key, and the
 * controls take the old name as a kind too.
 */
export const RENAMED_TABLES: Readonly<Record<string, TableName>> = { attributeValues: "accountAttributeValues" };

/** The tables of organizations and their people, which the controls change through the organizations' own routes. */
export const ORGANIZATION_TABLES = ["organizations", "teams", "users"] as const satisfies readonly TableName[];

/** A state with every table empty. */
export function emptyState(): StateData {
  return Object.fromEntries(TABLE_NAMES.map((name) => [name, []])) as unknown as StateData;
}

/** The emulator's store: a table for each of TABLES. */
export type Store = TableStore<StateData>;

/** A table whose records the controls list, get, patch and delete: every table but the organizations'. */
export type ResourceTable = Exclude<TableName, (typeof ORGANIZATION_TABLES)[number]>;

export const RESOURCE_TABLES = TABLE_NAMES.filter(
  (name): name is ResourceTable => !(ORGANIZATION_TABLES as readonly TableName[]).includes(name),
) as readonly ResourceTable[] as readonly [ResourceTable, ...ResourceTable[]];
