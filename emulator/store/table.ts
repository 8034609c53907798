// One collection of records keyed by id, in insertion order. Records are replaced, never changed
// in place, so a copy of the map is a savepoint: before each write the table reports itself through
// `beforeWrite`, which lets the open transaction take one to roll back to.

export interface Identified {
  id: string;
}

export class Table<T extends Identified> {
  private rows = new Map<string, T>();

  constructor(private readonly beforeWrite: (table: Table<T>) => void) {}

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
    this.beforeWrite(this);
    this.rows.set(row.id, row);
    return row;
  }

  /** Replaces the record with `changes` merged in; the id never changes. */
  update(id: string, changes: Partial<T>): T {
    const current = this.rows.get(id);
    if (!current) throw new Error(`no record ${id}`);
    this.beforeWrite(this);
    const next = { ...current, ...changes, id };
    this.rows.set(id, next);
    return next;
  }

  delete(id: string): boolean {
    if (!this.rows.has(id)) return false;
    this.beforeWrite(this);
    return this.rows.delete(id);
  }

  replaceAll(rows: readonly T[]): void {
    this.beforeWrite(this);
    this.rows = new Map(rows.map((row) => [row.id, row]));
  }

  /** The records as they are now, order included, to come back to. */
  savepoint(): Savepoint {
    const saved = new Map(this.rows);
    return {
      restore: () => {
        this.rows = saved;
      },
    };
  }
}

export interface Savepoint {
  restore(): void;
}
