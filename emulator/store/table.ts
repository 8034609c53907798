// One collection of records keyed by id, in insertion order. Every write reports itself through
// `onWrite` so that the store knows when there is something to persist.

export interface Identified {
  id: string;
}

export class Table<T extends Identified> {
  private readonly rows = new Map<string, T>();

  constructor(private readonly onWrite: () => void) {}

  get(id: string): T | undefined {
    return this.rows.get(id);
  }

  has(id: string): boolean {
    return this.rows.has(id);
  }

  all(): T[] {
    return [...this.rows.values()];
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  find(predicate: (row: T) => boolean): T | undefined {
    for (const row of this.rows.values()) if (predicate(row)) return row;
    return undefined;
  }

  /** A new id from `generate` that no record of this table has yet. */
  freshId(generate: () => string): string {
    let id = generate();
    while (this.rows.has(id)) id = generate();
    return id;
  }

  insert(row: T): T {
    this.rows.set(row.id, row);
    this.onWrite();
    return row;
  }

  /** Replaces the record with `changes` merged in; the id never changes. */
  update(id: string, changes: Partial<T>): T {
    const current = this.rows.get(id);
    if (!current) throw new Error(`no record ${id}`);
    const next = { ...current, ...changes, id };
    this.rows.set(id, next);
    this.onWrite();
    return next;
  }

  delete(id: string): boolean {
    const existed = this.rows.delete(id);
    if (existed) this.onWrite();
    return existed;
  }

  replaceAll(rows: readonly T[]): void {
    this.rows.clear();
    for (const row of rows) this.rows.set(row.id, row);
    this.onWrite();
  }
}
