// Every domain of the emulator, once: the store has their tables, the listeners register their
// routes by host, the seed adds their records to each organization, and the console shows their
// tables with their columns. A new domain is its folder (its `tables.ts`, which merges its tables
// into the state's type, and its `domain.ts`) and one line here; the compiler names a table of
// resources that no domain listed here gives columns.
import { ORGANIZATION_TABLES, type ResourceTable, type StateData, type TableName } from "./state";
import type { HostName } from "../http/request-log";
import { accountAttributeValuesDomain } from "./account-attribute-values/domain";
import { accountRelationshipTypesDomain } from "./account-relationship-types/domain";
import { appsDomain } from "./apps/domain";
import { contentDomain } from "./content/domain";
import { csatDomain } from "./csat/domain";
import { customFieldsDomain } from "./custom-fields/domain";
import type { Column, RouteRegistrar } from "./domain";
import { formsDomain } from "./forms/domain";
import { rolesDomain } from "./roles/domain";
import { searchDomain } from "./search/domain";
import { slaPoliciesDomain } from "./sla-policies/domain";
import { tagsDomain } from "./tags/domain";
import { teamConfigurationsDomain } from "./team-configurations/domain";
import { teamRoutingRulesDomain } from "./team-routing-rules/domain";
import { teamsDomain } from "./teams/domain";
import { ticketStatusesDomain } from "./ticket-statuses/domain";
import { ticketTypesDomain } from "./ticket-types/domain";
import { workflowsDomain } from "./workflows/domain";

/** In the order their routes register and their records are seeded. */
export const DOMAINS = [
  rolesDomain,
  accountAttributeValuesDomain,
  csatDomain,
  customFieldsDomain,
  formsDomain,
  slaPoliciesDomain,
  workflowsDomain,
  ticketTypesDomain,
  teamsDomain,
  searchDomain,
  appsDomain,
  contentDomain,
  ticketStatusesDomain,
  teamConfigurationsDomain,
  teamRoutingRulesDomain,
  tagsDomain,
  accountRelationshipTypesDomain,
] as const;

type TablesOf<D> = D extends { columns: infer Columns } ? keyof Columns : never;
type TableWithoutColumns = Exclude<ResourceTable, TablesOf<(typeof DOMAINS)[number]>>;

// A table of resources (a line of a domain's tables.ts) that no domain listed here gives columns fails
// to compile here, naming the table ("Property 'cannedResponses' is missing"): so the names below,
// taken from the columns, are all the tables.
const tablesWithoutColumns: { [T in TableWithoutColumns]: "no domain of DOMAINS gives this table columns" } = {};
void tablesWithoutColumns;

/** Every table of resources with its columns in the console, from the domain that holds it. */
export const RESOURCE_COLUMNS: { readonly [K in ResourceTable]: readonly Column<K>[] } = Object.assign(
  {},
  ...DOMAINS.map((registered) => registered.columns),
);

/** The tables of resources, in the registry's order (the console's): each domain's, named by its columns. */
export const RESOURCE_TABLES = DOMAINS.flatMap((registered) => Object.keys(registered.columns)) as readonly ResourceTable[] as readonly [
  ResourceTable,
  ...ResourceTable[],
];

/** Every table of the state: the organizations' and the domains'. */
export const TABLE_NAMES: readonly TableName[] = [...ORGANIZATION_TABLES, ...RESOURCE_TABLES];

/** A state with every table empty. */
export function emptyState(): StateData {
  return Object.fromEntries(TABLE_NAMES.map((name) => [name, []])) as unknown as StateData;
}

/** The domains' routes that `host` answers, in the registry's order. */
export const domainRoutes = (host: HostName): RouteRegistrar[] => DOMAINS.flatMap((registered) => registered.routes[host] ?? []);
