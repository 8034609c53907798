// The in-memory store: one Table per record kind, whatever the kinds are (the domains name them,
// each in its tables.ts: domains/state.ts). `load` replaces everything (start, reset, data file);
// every write goes through the store's transactions, which make each request all or nothing and
// save the state (`save`, given the whole state) when a request commits.
import { type Identified, Table } from "./table";
import { Transactions } from "./transactions";
import type { Organization, Team, User } from "./types";

/** A whole state: each table's name with its records. */
export type StateShape<S> = { [K in keyof S]: Identified[] };

export type Tables<S extends StateShape<S>> = { readonly [K in keyof S]: Table<S[K][number]> };

export type TableStore<S extends StateShape<S>> = Tables<S> & {
  readonly transactions: Transactions;
  load(data: S): void;
  /** The live records of every table: serialize them before the next write, never change them. */
  state(): S;
};

/** The tables of tenancy every state has, all that the layers below the domains (authentication, access) read. */
export interface OrganizationState {
  organizations: Organization[];
  teams: Team[];
  users: User[];
}

export type OrganizationStore = TableStore<OrganizationState>;

/** A store of the tables `names`; `save`, when given, receives the whole state as each transaction that changed it commits. */
export function createStore<S extends StateShape<S>>(
  names: readonly (keyof S & string)[],
  data: S,
  save?: (state: S) => void,
): TableStore<S> {
  const transactions = new Transactions(save && (() => save(store.state())));
  const tables = Object.fromEntries(
    names.map((name) => [name, new Table<Identified>((written) => transactions.noteWrite(written))]),
  ) as unknown as Tables<S>;
  const tableOf = (name: keyof S & string) => tables[name] as Table<Identified>;

  const store: TableStore<S> = {
    ...tables,
    transactions,
    load(next) {
      for (const name of names) tableOf(name).replaceAll(structuredClone(next[name]));
    },
    state() {
      return Object.fromEntries(names.map((name) => [name, tableOf(name).all()])) as S;
    },
  };
  store.load(data);
  return store;
}
