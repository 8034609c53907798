// The store's transactions: all or nothing per transaction, one at a time, deferred actions only
// after a commit, and a save that fails rolls back.
import { TABLE_NAMES } from "../../../../emulator/domains/registry";
import { seedState } from "../../../../emulator/domains/seed";
import type { StateData, Store } from "../../../../emulator/domains/state";
import { createStore } from "../../../../emulator/store/store";
import { PersistenceError, type Transaction } from "../../../../emulator/store/transactions";

/** Opens a transaction, which must open at once since none is open. */
function begin(store: Store): Transaction {
  let opened: Transaction | undefined;
  store.transactions.begin((transaction) => (opened = transaction));
  if (!opened) throw new Error("the transaction did not open at once");
  return opened;
}

const roleNames = (store: Store) => store.roles.all().map((role) => role.name);
const someRole = (store: Store, name: string) => ({
  ...store.roles.all()[0]!,
  id: `R${name.toUpperCase().padEnd(9, "0").slice(0, 9)}`,
  name,
});

test("a rollback puts back every table it wrote, records and their order, and drops what was deferred", () => {
  const store = createStore(TABLE_NAMES, seedState());
  const before = structuredClone(store.state());
  const [first, second] = store.roles.all();
  const deferred = jest.fn();

  const transaction = begin(store);
  store.roles.delete(first!.id);
  store.roles.update(second!.id, { name: "Renamed" });
  store.roles.insert(someRole(store, "added"));
  store.load({ ...seedState(), tickets: [] });
  store.transactions.afterCommit(deferred);
  store.transactions.rollback(transaction);

  expect(store.state()).toEqual(before);
  expect(roleNames(store)).toEqual(before.roles.map((role) => role.name));
  expect(deferred).not.toHaveBeenCalled();
  expect(transaction.isOpen).toBe(false);
});

test("a commit keeps the writes, saves the whole state once, then runs what was deferred", () => {
  const saved: string[][] = [];
  const order: string[] = [];
  const store = createStore(TABLE_NAMES, seedState(), (state: StateData) => {
    saved.push(state.roles.map((role) => role.name));
    order.push("save");
  });
  const transaction = begin(store);
  store.roles.insert(someRole(store, "kept"));
  store.transactions.afterCommit(() => order.push("deferred"));
  store.transactions.commit(transaction);

  expect(roleNames(store)).toContain("kept");
  expect(saved).toEqual([roleNames(store)]);
  expect(order).toEqual(["save", "deferred"]);
});

test("a transaction that wrote nothing is not saved; outside a transaction a deferred action runs at once", () => {
  const save = jest.fn();
  const store = createStore(TABLE_NAMES, seedState(), save);
  store.transactions.commit(begin(store));
  expect(save).not.toHaveBeenCalled();
  const now = jest.fn();
  store.transactions.afterCommit(now);
  expect(now).toHaveBeenCalledTimes(1);
});

test("a save that fails rolls back and throws a PersistenceError naming the cause; the next transaction works", () => {
  let failing = true;
  const store = createStore(TABLE_NAMES, seedState(), () => {
    if (failing) throw new Error("ENOSPC: no space left on device");
  });
  const before = roleNames(store);
  const deferred = jest.fn();
  const transaction = begin(store);
  store.roles.insert(someRole(store, "lost"));
  store.transactions.afterCommit(deferred);

  expect(() => store.transactions.commit(transaction)).toThrow(PersistenceError);
  expect(() => store.transactions.commit(transaction)).toThrow(/not the open one/);
  expect(roleNames(store)).toEqual(before);
  expect(deferred).not.toHaveBeenCalled();

  failing = false;
  const next = begin(store);
  store.roles.insert(someRole(store, "kept"));
  store.transactions.commit(next);
  expect(roleNames(store)).toEqual([...before, "kept"]);
});

test("the PersistenceError says why and that nothing changed", () => {
  expect(new PersistenceError(new Error("EISDIR: illegal operation on a directory")).message).toBe(
    "could not save the emulator's state (EISDIR: illegal operation on a directory); the request changed nothing",
  );
});

test("transactions run one at a time: a second one opens only after the first ends, on a fresh stack", async () => {
  const store = createStore(TABLE_NAMES, seedState());
  const first = begin(store);
  const opened: Transaction[] = [];
  store.transactions.begin((transaction) => opened.push(transaction));
  store.transactions.begin((transaction) => opened.push(transaction));
  expect(opened).toEqual([]);

  store.transactions.commit(first);
  expect(opened).toEqual([]);
  await Promise.resolve();
  expect(opened).toHaveLength(1);

  store.transactions.rollback(opened[0]!);
  await Promise.resolve();
  expect(opened).toHaveLength(2);
  expect(opened[1]!.isOpen).toBe(true);
});
