// At most a few requests in flight per client; the others wait for a slot before got builds them.
// A request waiting in got (in its agent's pool, or for its turn in the rate limit) already holds
// its options, streams and listeners: a large `up` that hands the provider every operation at once
// would keep all of them alive, where a waiting closure costs next to nothing.

export class RequestSlots {
  private inUse = 0;
  /** Who waits for a slot, in the order they asked. */
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`request slots: a size of at least 1, not ${size}`);
  }

  /** How many wait for a slot now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `task` once a slot is free, and frees the slot when it settles, either way. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.inUse < this.size) this.inUse += 1;
    // The slot passes straight from the task that frees it to the first waiting (see below).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next === undefined) this.inUse -= 1;
      else next();
    }
  }
}
