// The in-memory store: one Table per record kind. `load` replaces everything (start, reset, data
// file); every write goes through the store's transactions, which make each request all or nothing
// and save the state (`save`, given the whole state) when a request commits.
import { TABLE_NAMES, type StateData, type TableName } from "./state";
import { type Identified, Table } from "./table";
import { Transactions } from "./transactions";

export type Tables = { readonly [K in TableName]: Table<StateData[K][number]> };

export interface Store extends Tables {
  readonly transactions: Transactions;
  load(data: StateData): void;
  /** The live records of every table: serialize them before the next write, never change them. */
  state(): StateData;
}

/** `save`, when given, receives the whole state as each transaction that changed it commits. */
export function createStore(data: StateData, save?: (state: StateData) => void): Store {
  const transactions = new Transactions(save && (() => save(store.state())));
  const table = <T extends Identified>() => new Table<T>((written) => transactions.noteWrite(written));
  const tables = Object.fromEntries(TABLE_NAMES.map((name) => [name, table()])) as unknown as Tables;

  const store: Store = {
    ...tables,
    transactions,
    load(next) {
      for (const name of TABLE_NAMES) replaceRows(tables, next, name);
    },
    state() {
      const state: Partial<Record<TableName, unknown[]>> = {};
      for (const name of TABLE_NAMES) state[name] = tables[name].all();
      return state as StateData;
    },
  };
  store.load(data);
  return store;
}

function replaceRows<K extends TableName>(tables: Tables, data: StateData, name: K): void {
  (tables[name] as Table<StateData[K][number]>).replaceAll(structuredClone(data[name]));
}
