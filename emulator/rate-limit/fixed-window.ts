// Fixed-window counters, one per key (a user, an organization, an IP). Windows are aligned to
// multiples of the window length since the epoch, so every key shares one reset time.

export interface RateLimitConfig {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  limit: number;
  /** The smallest remaining count over the request's keys. */
  remaining: number;
  /** UNIX time in seconds when the window resets. */
  resetSeconds: number;
  exceeded: boolean;
}

export class FixedWindowRateLimiter {
  private windowStartMs = 0;
  private readonly counts = new Map<string, number>();

  constructor(private config: RateLimitConfig | false) {}

  get settings(): RateLimitConfig | false {
    return this.config;
  }

  /** Applies new settings and starts every counter afresh. */
  configure(config: RateLimitConfig | false): void {
    this.config = config;
    this.counts.clear();
  }

  /** Counts one request against every key; undefined while rate limiting is off. */
  hit(keys: readonly string[], nowMs: number): RateLimitVerdict | undefined {
    if (!this.config) return undefined;
    const { limit, windowSeconds } = this.config;
    const windowMs = windowSeconds * 1000;
    const windowStartMs = Math.floor(nowMs / windowMs) * windowMs;
    if (windowStartMs !== this.windowStartMs) {
      this.windowStartMs = windowStartMs;
      this.counts.clear();
    }
    let highest = 0;
    for (const key of keys) {
      const count = (this.counts.get(key) ?? 0) + 1;
      this.counts.set(key, count);
      highest = Math.max(highest, count);
    }
    return {
      limit,
      remaining: Math.max(0, limit - highest),
      resetSeconds: Math.ceil((windowStartMs + windowMs) / 1000),
      exceeded: highest > limit,
    };
  }
}
