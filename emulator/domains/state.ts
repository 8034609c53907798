// The emulator's whole state as plain data: what the seed produces, what a data file holds. Its
// tables are the organizations' (the store's own) and each domain's, which the domain declares in
// its folder's `tables.ts` by merging them into StateData, so that no list here names them and the
// state imports no domain. At run time the tables' names come from the registry of domains
// (./registry.ts: TABLE_NAMES, from each domain's columns), whose check the compiler runs: a table
// no registered domain gives columns fails there, naming it.
import type { OrganizationState, TableStore } from "../store/store";

/** Every table with the type of its records: the organizations' here, each domain's merged in from its `tables.ts`. */
export interface StateData extends OrganizationState {}

export type TableName = keyof StateData;

/**
 * Tables renamed since data files were written, by their old names (the naming rule of
 * docs/source-layout.md): a data file of an earlier version keeps its rows under the old key, and the
 * controls take the old name as a kind too.
 */
export const RENAMED_TABLES: Readonly<Record<string, TableName>> = { attributeValues: "accountAttributeValues" };

/** The tables of organizations and their people, which the controls change through the organizations' own routes. */
export const ORGANIZATION_TABLES = ["organizations", "teams", "users"] as const satisfies readonly (keyof OrganizationState)[];

/** The emulator's store: a table for each of StateData's. */
export type Store = TableStore<StateData>;

/** A table whose records the controls list, get, patch and delete: every domain's table, none of the organizations'. */
export type ResourceTable = Exclude<TableName, (typeof ORGANIZATION_TABLES)[number]>;
