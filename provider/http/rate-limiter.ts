// Spends the request budget the server announces in X-RateLimit-* headers without tripping it,
// and enforces the optional client-side cap (maxRequestsPerMinute). One instance per provider
// process, shared by every resource, so parallel creates draw from one budget. Other processes
// (other stacks' `pulumi up`s, other tools) may spend the same budget: see pacingWait.
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
/** How many windows pacing goes on after the last one in which another client was seen spending. */
const pacedWindowsAfterOthers = 1;

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
  /** Send times within the last minute or window, whichever is longer: the client-side cap and the window's own share. */
  private readonly sent: number[] = [];
  /** When the last wait told of ends: waits that start before then are not told again. */
  private toldUntil = 0;
  /** The server's window: the spec's minute until two resets a window apart tell. */
  private windowMs = minuteMs;
  /** When a window this side began by its own clock (the last reset passed) ends, until an answer says. */
  private assumedResetAtMs: number | undefined;
  /** Until when sends are spread over the window: set when another client is seen spending the budget. */
  private pacedUntil = 0;
  /**
   * Other clients' spending in the window that resets then, as last counted, and when it was
   * counted. `before` is what the server had counted beyond this side's sends when this side first
   * heard of the window: spent then, by whom is not known, so it is not counted as others'.
   */
  private others: { resetAtMs: number; before: number; spent: number; countedAt: number } | undefined;
  /** Other clients' requests between this side's last two counts of them, and over how long (ms). */
  private othersLately = { spent: 0, spanMs: 1 };

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
    this.sent.push(this.now());
  }

  /** Learns the server's budget from a response's headers. */
  observe(headers: RateLimitHeaders): void {
    if (headers.limit !== undefined) this.limit = headers.limit;
    if (headers.remaining === undefined || headers.reset === undefined) return;
    const resetAtMs = headers.reset * 1000;
    const now = this.now();
    if (resetAtMs <= now) return; // a late answer from a window that is already over
    if (this.resetAtMs === undefined && this.startedWindow) {
      // The first answer of the window this side started when the last one's reset passed: the
      // sends counted since may not have reached the server when it counted this one, so the
      // lower figure holds (taking the server's would spend those sends twice).
      if (this.assumedResetAtMs !== undefined) this.learnWindow(resetAtMs - (this.assumedResetAtMs - this.windowMs));
      this.resetAtMs = resetAtMs;
      this.available = Math.min(this.available ?? headers.remaining, headers.remaining);
      // This side saw the window begin, so it knows the server's count started from nothing.
      this.others = { resetAtMs, before: 0, spent: 0, countedAt: resetAtMs - this.windowMs };
    } else if (this.resetAtMs === undefined || resetAtMs > this.resetAtMs) {
      // A window we had not heard of: what we counted belonged to the old one, so the server's
      // figure stands (the old window's count, perhaps exhausted, would stall us for a whole window).
      if (this.resetAtMs !== undefined) this.learnWindow(resetAtMs - this.resetAtMs);
      this.resetAtMs = resetAtMs;
      this.available = headers.remaining;
      this.others = { resetAtMs, before: this.beyondOwnSends(headers.remaining, resetAtMs), spent: 0, countedAt: now };
    } else if (resetAtMs === this.resetAtMs) {
      // Same window: the lower figure wins, since requests in flight are not in the server's count
      // yet and other clients of the same key may have spent some.
      this.available = Math.min(this.available ?? headers.remaining, headers.remaining);
    }
    if (this.others?.resetAtMs === resetAtMs) this.noticeOthers(this.others, this.beyondOwnSends(headers.remaining, resetAtMs), now);
  }

  /**
   * The server refused a request for the rate limit (429): it counted requests this side did not
   * send, or did not know of. Another client is taken to spend the budget, as when a count shows it.
   */
  refused(): void {
    const resetAtMs = this.resetAtMs ?? this.assumedResetAtMs ?? this.now();
    this.pacedUntil = Math.max(this.pacedUntil, resetAtMs + pacedWindowsAfterOthers * this.windowMs);
  }

  /** How many of the window's requests the server has counted beyond this side's own sends in it. */
  private beyondOwnSends(remaining: number, resetAtMs: number): number {
    if (this.limit === undefined) return 0;
    const windowStartMs = resetAtMs - this.windowMs;
    return this.limit - remaining - this.sent.filter((time) => time >= windowStartMs).length;
  }

  /**
   * The server counted more of this window than this side has sent since it first heard of it:
   * another client spends the same budget. (Sends still in flight are not in the server's count
   * yet, which errs towards seeing no one.)
   */
  private noticeOthers(others: NonNullable<RateLimiter["others"]>, beyondOwn: number, now: number): void {
    const spent = beyondOwn - others.before;
    if (spent <= others.spent) return;
    this.pacedUntil = Math.max(this.pacedUntil, others.resetAtMs + pacedWindowsAfterOthers * this.windowMs);
    this.othersLately = { spent: spent - others.spent, spanMs: Math.max(now - others.countedAt, 1) };
    this.others = { ...others, spent, countedAt: now };
  }

  /** Two resets are a whole number of windows apart: the shortest gap seen is the best guess of one. */
  private learnWindow(gapMs: number): void {
    if (gapMs > 0) this.windowMs = Math.min(this.windowMs, gapMs);
  }

  private waitBeforeNext(now: number): { waitMs: number; reason: string } {
    const passedResetAtMs = this.resetAtMs ?? this.assumedResetAtMs;
    if (passedResetAtMs !== undefined && now >= passedResetAtMs) {
      // A new window, assumed to hold the last limit announced until its first answer says.
      this.available = this.limit;
      this.assumedResetAtMs = passedResetAtMs + this.windowMs * Math.ceil((now + 1 - passedResetAtMs) / this.windowMs);
      this.resetAtMs = undefined;
      this.startedWindow = true;
    }
    while (this.sent.length > 0 && this.sent[0]! <= now - Math.max(minuteMs, this.windowMs)) this.sent.shift();
    let waitMs = 0;
    let reason = "";
    if (this.available !== undefined && this.available <= 0 && this.resetAtMs !== undefined) {
      // The header counts whole seconds; a little jitter keeps waiters from arriving at once.
      waitMs = this.resetAtMs - now + 20 + Math.round(this.random() * 80);
      reason = `rate limit: the platform's budget${this.limit === undefined ? "" : ` of ${this.limit} requests`} is spent until its window resets`;
    } else {
      const pacingMs = this.pacingWait(now);
      if (pacingMs > 0) {
        waitMs = pacingMs;
        reason = "rate limit: another client is spending the platform's budget too, so requests are spread over its window";
      }
    }
    const cap = this.options.maxRequestsPerMinute;
    if (cap !== undefined) {
      const inLastMinute = this.sent.filter((time) => time > now - minuteMs);
      const capWaitMs = inLastMinute.length >= cap ? inLastMinute[inLastMinute.length - cap]! + minuteMs - now + 1 : 0;
      if (capWaitMs > waitMs) {
        waitMs = capWaitMs;
        reason = `rate limit: ${cap} requests in the last minute, the maxRequestsPerMinute setting`;
      }
    }
    return { waitMs, reason };
  }

  /**
   * Alone on the budget, this side spends it at once. When another client spends it too, each
   * sees the same remaining count and would take the last slots at once: instead each spaces its
   * sends by the time left to the reset divided by the budget left, so every client slows down as
   * the shared count falls, and the last slots go one by one, each client hearing the new count
   * before its next send. Deterministic: the spacing follows from the server's figures alone.
   */
  private pacingWait(now: number): number {
    const resetAtMs = this.resetAtMs ?? this.assumedResetAtMs;
    if (now >= this.pacedUntil || this.available === undefined || resetAtMs === undefined || resetAtMs <= now) return 0;
    // A window's first send goes at once; the next ones are spaced from it.
    const last = this.sent.at(-1);
    if (last === undefined || last < resetAtMs - this.windowMs) return 0;
    const gap = (resetAtMs - now) / Math.max(1, this.available);
    // What the others are likely to spend before this side hears the count again: at their
    // latest pace, but no more than they spent between this side's last two counts (a burst at
    // the window's start, when every client still has budget, is no pace to extrapolate).
    const { spent, spanMs } = this.othersLately;
    const othersNext = this.others?.resetAtMs === resetAtMs ? Math.min(spent, (spent * gap) / spanMs) : 0;
    if (this.available <= othersNext) return resetAtMs - now + 20 + Math.round(this.random() * 80);
    return Math.ceil(last + gap - now);
  }
}
