// The in-memory store: one Table per record kind. `load` replaces everything (start, reset, data
// file); `takeChanges` tells the persistence layer whether anything was written since last asked.
import { TABLE_NAMES, type StateData, type TableName } from "./state";
import { Table } from "./table";

export type Tables = { readonly [K in TableName]: Table<StateData[K][number]> };

export interface Store extends Tables {
  load(data: StateData): void;
  snapshot(): StateData;
  takeChanges(): boolean;
}

export function createStore(data: StateData): Store {
  let changed = false;
  const markChanged = () => {
    changed = true;
  };
  const tables = Object.fromEntries(TABLE_NAMES.map((name) => [name, new Table(markChanged)])) as unknown as Tables;
  const store: Store = {
    ...tables,
    load(next) {
      for (const name of TABLE_NAMES) (tables[name] as Table<{ id: string }>).replaceAll(structuredClone(next[name]));
    },
    snapshot() {
      return Object.fromEntries(TABLE_NAMES.map((name) => [name, structuredClone(tables[name].all())])) as unknown as StateData;
    },
    takeChanges() {
      const had = changed;
      changed = false;
      return had;
    },
  };
  store.load(data);
  return store;
}
