// Requests change the store one at a time, each all or nothing. A transaction keeps a copy of every
// table it writes, taken before its first write there; committing saves the new state (the data
// file, when there is one) and only then runs what was deferred until commit (webhook deliveries,
// clearing the logs on reset); rolling back, or a save that fails, puts the copies back, so a
// request that does not succeed leaves no trace, in memory or on disk.
import { types } from "node:util";
import { Subscribers } from "../subscribers";
import type { Savepoint } from "./table";

/** A table, as far as a transaction is concerned. */
export interface Journaled {
  savepoint(): Savepoint;
}

/** The state could not be saved; the transaction was rolled back. */
export class PersistenceError extends Error {
  constructor(cause: unknown) {
    // isNativeError: the error may come from another realm (a test's sandbox), where instanceof fails.
    const reason = cause instanceof Error || types.isNativeError(cause) ? cause.message : String(cause);
    super(`could not save the emulator's state (${reason}); the request changed nothing`, { cause });
  }
}

export class Transaction {
  readonly #saved = new Map<Journaled, Savepoint>();
  readonly #afterCommit: (() => void)[] = [];
  #open = true;

  get isOpen(): boolean {
    return this.#open;
  }

  get changed(): boolean {
    return this.#saved.size > 0;
  }

  /** Keeps the table's records as they were before this transaction first wrote to it. */
  noteWrite(table: Journaled): void {
    if (!this.#saved.has(table)) this.#saved.set(table, table.savepoint());
  }

  defer(action: () => void): void {
    this.#afterCommit.push(action);
  }

  /** Ends the transaction, keeping its writes; answers what it deferred until now. */
  close(): (() => void)[] {
    this.#open = false;
    return this.#afterCommit.splice(0);
  }

  /** Ends the transaction, putting back every table it wrote and dropping what it deferred. */
  undo(): void {
    for (const savepoint of this.#saved.values()) savepoint.restore();
    this.#open = false;
    this.#afterCommit.length = 0;
  }
}

export class Transactions {
  #open: Transaction | undefined;
  readonly #waiting: ((transaction: Transaction) => void)[] = [];
  /** Told after each commit that changed the state (the console refreshes what it shows). */
  readonly committed = new Subscribers<void>();

  /** `save` runs after the writes of a committing transaction; it throws to refuse them. */
  constructor(private readonly save?: () => void) {}

  /** Table writes report here; outside a transaction (loading at start) there is nothing to undo. */
  noteWrite(table: Journaled): void {
    this.#open?.noteWrite(table);
  }

  /** Calls `onOpen` with a new transaction now when none is open, else once the open one ends. */
  begin(onOpen: (transaction: Transaction) => void): void {
    if (this.#open !== undefined) {
      this.#waiting.push(onOpen);
      return;
    }
    this.#open = new Transaction();
    onOpen(this.#open);
  }

  /** Runs `action` once the open transaction commits (never, if it rolls back), or now when none is open. */
  afterCommit(action: () => void): void {
    if (this.#open === undefined) action();
    else this.#open.defer(action);
  }

  /** Saves and keeps the transaction's writes; when saving fails, rolls back and throws a PersistenceError. */
  commit(transaction: Transaction): void {
    this.#requireOpen(transaction);
    if (transaction.changed && this.save) {
      try {
        this.save();
      } catch (error) {
        this.rollback(transaction);
        throw new PersistenceError(error);
      }
    }
    const { changed } = transaction;
    const deferred = transaction.close();
    try {
      for (const action of deferred) action();
      if (changed) this.committed.notify();
    } finally {
      this.#next();
    }
  }

  rollback(transaction: Transaction): void {
    this.#requireOpen(transaction);
    transaction.undo();
    this.#next();
  }

  #requireOpen(transaction: Transaction): void {
    if (transaction !== this.#open || !transaction.isOpen) throw new Error("this transaction is not the open one");
  }

  /** The next waiting request starts on a fresh stack, not inside the one that just ended. */
  #next(): void {
    this.#open = undefined;
    const onOpen = this.#waiting.shift();
    if (!onOpen) return;
    const transaction = new Transaction();
    this.#open = transaction;
    queueMicrotask(() => onOpen(transaction));
  }
}
