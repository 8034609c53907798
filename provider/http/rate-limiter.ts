// Spends the request budget the server announces in X-RateLimit-* headers without tripping it,
// and enforces the optional client-side cap (maxRequestsPerMinute). One instance per provider
// process, shared by every resource, so parallel creates draw from one budget.
import { formatDelay } from "./wait-notice";

export interface RateLimitHeaders {
  limit?: number;
  remaining?: number;
  /** UNIX seconds when the server's window resets. */
  reset?: number;
}

export interface RateLimiterOptions {
  maxRequestsPerMinute?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Told, in a line for the user, of each wait for the budget that starts when no other is under way. */
  onWait?: (notice: string) => void;
}

const minuteMs = 60_000;

export class RateLimiter {
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  /** Requests left in the server's current window; undefined until a response says. */
  private available: number | undefined;
  private limit: number | undefined;
  private resetAtMs: number | undefined;
  /** Whether the current window's budget is this side's assumption (the last reset passed), not yet the server's word. */
  private startedWindow = false;
  /** Send times within the last minute, for the client-side cap. */
  private readonly sent: number[] = [];
  /** When the last wait told of ends: waits that start before then are not told again. */
  private toldUntil = 0;

  constructor(private readonly options: RateLimiterOptions = {}) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
  }

  /** Resolves when one more request may be sent, and counts it. */
  async acquire(): Promise<void> {
    for (;;) {
      const now = this.now();
      const { waitMs, reason } = this.waitBeforeNext(now);
      if (waitMs <= 0) break;
      if (now >= this.toldUntil) {
        this.toldUntil = now + waitMs;
        this.options.onWait?.(`${reason}; waiting ${formatDelay(waitMs)}`);
      }
      await this.sleep(waitMs);
    }
    if (this.available !== undefined) this.available -= 1;
    if (this.options.maxRequestsPerMinute !== undefined) this.sent.push(this.now());
  }

  /** Learns the server's budget from a response's headers. */
  observe(headers: RateLimitHeaders): void {
    if (headers.limit !== undefined) this.limit = headers.limit;
    if (headers.remaining === undefined || headers.reset === undefined) return;
    const resetAtMs = headers.reset * 1000;
    if (resetAtMs <= this.now()) return; // a late answer from a window that is already over
    if (this.resetAtMs === undefined && this.startedWindow) {
      // The first answer of the window this side started when the last one's reset passed: the
      // sends counted since may not have reached the server when it counted this one, so the
      // lower figure holds (taking the server's would spend those sends twice).
      this.resetAtMs = resetAtMs;
      this.available = Math.min(this.available ?? headers.remaining, headers.remaining);
    } else if (this.resetAtMs === undefined || resetAtMs > this.resetAtMs) {
      // A window we had not heard of: what we counted belonged to the old one, so the server's
      // figure stands (the old window's count, perhaps exhausted, would stall us for a whole window).
      this.resetAtMs = resetAtMs;
      this.available = headers.remaining;
    } else if (resetAtMs === this.resetAtMs) {
      // Same window: the lower figure wins, since requests in flight are not in the server's count
      // yet and other clients of the same key may have spent some.
      this.available = Math.min(this.available ?? headers.remaining, headers.remaining);
    }
  }

  private waitBeforeNext(now: number): { waitMs: number; reason: string } {
    if (this.resetAtMs !== undefined && now >= this.resetAtMs) {
      this.available = this.limit;
      this.resetAtMs = undefined;
      this.startedWindow = true;
    }
    let waitMs = 0;
    let reason = "";
    if (this.available !== undefined && this.available <= 0 && this.resetAtMs !== undefined) {
      // The header counts whole seconds; a little jitter keeps waiters from arriving at once.
      waitMs = this.resetAtMs - now + 20 + Math.round(this.random() * 80);
      reason = `rate limit: the platform's budget${this.limit === undefined ? "" : ` of ${this.limit} requests`} is spent until its window resets`;
    }
    const cap = this.options.maxRequestsPerMinute;
    if (cap !== undefined) {
      while (this.sent.length > 0 && this.sent[0]! <= now - minuteMs) this.sent.shift();
      const capWaitMs = this.sent.length >= cap ? this.sent[0]! + minuteMs - now + 1 : 0;
      if (capWaitMs > waitMs) {
        waitMs = capWaitMs;
        reason = `rate limit: ${cap} requests in the last minute, the maxRequestsPerMinute setting`;
      }
    }
    return { waitMs, reason };
  }
}
