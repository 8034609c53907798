// Spends the request budget the server announces in X-RateLimit-* headers without tripping it,
// and enforces the optional client-side cap (maxRequestsPerMinute). One instance per provider
// process, shared by every resource, so parallel creates draw from one budget. Other processes
// (other stacks' `pulumi up`s, other tools) may spend the same budget: see othersSpent and pacingWait.
import { formatClock, formatDelay } from "./wait-notice";

export interface RateLimitHeaders {
  limit?: number;
  remaining?: number;
  /** UNIX seconds when the server's window resets. */
  reset?: number;
}

/** One request this side sent (one attempt): when, and what its answer said of the window that counted it. */
export interface Send {
  readonly sentAt: number;
  /** The order of this side's sends and answers: a clock may give two the same time. */
  readonly sentOrder: number;
  answeredAt?: number;
  answeredOrder?: number;
  /** The X-RateLimit-Reset its answer carried: the window that counted it; null for an answer without one. */
  resetSeconds?: number | null;
}

export interface RateLimiterOptions {
  maxRequestsPerMinute?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Told, in a line for the user, of each wait for the budget that starts when no other is under way. */
  onWait?: (notice: string) => void;
  /** How many more requests this process holds, waiting for their turn before they ask the limiter (request-slots.ts). */
  queued?: () => number;
}

const minuteMs = 60_000;
/** How many windows pacing goes on after the last one in which another client was seen spending. */
const pacedWindowsAfterOthers = 1;
/** X-RateLimit-Reset counts whole seconds, rounded either way: the window may end up to a second after the one it names. */
const resetResolutionMs = 1_000;

/**
 * What the server counted, in one window, beyond this side's own sends, as bounds: every answer
 * gives one bound each way, since its count holds this side's sends answered before it was sent
 * (at least) and those sent before it was answered (at most). The count only grows, so a lower
 * bound later above an upper bound earlier is another client's spending: proof, whatever the
 * window's offset to the second, the order of answers or the requests in flight.
 */
interface WindowCount {
  resetSeconds: number;
  /** The least upper bound: what the server had counted beyond this side's sends at most, when this side first heard. */
  before: number;
  /** The greatest lower bound since: what it had counted beyond them at least. */
  since: number;
}

const othersSpent = (count: WindowCount | undefined) => (count === undefined ? 0 : Math.max(0, count.since - count.before));

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
  /** Send times within the last minute or window, whichever is longer: the client-side cap. */
  private readonly sent: number[] = [];
  /** This side's sends of the last two windows or so, with what their answers said. */
  private sends: Send[] = [];
  /** When the last wait told of ends: waits that start before then are not told again. */
  private toldUntil = 0;
  /** The server's window: the spec's minute until two resets a window apart tell. */
  private windowMs = minuteMs;
  /** When a window this side began by its own clock (the last reset passed) ends, until an answer says. */
  private assumedResetAtMs: number | undefined;
  /**
   * How long after the second X-RateLimit-Reset names the window may end: a second until an answer
   * of a new window, come back before then, shows that it ended earlier.
   */
  private resetLagMs = resetResolutionMs;
  /** Until when sends are spread over the window, when the budget is short: set when another client is seen spending. */
  private pacedUntil = 0;
  /** Until when they are spread whatever is left: set by a 429, a count this side did not know of. */
  private refusedUntil = 0;
  /** The end of the window sends were last spread over: once spreading, the counts it waits on grow old, so it goes on. */
  private spreadUntil = 0;
  /** The window the server counts now, as last heard, and the one before it. */
  private window: WindowCount | undefined;
  private lastWindow: WindowCount | undefined;
  /** The reset of the first window an answer told this side of: the windows after it began while this side was there. */
  private firstResetSeconds: number | undefined;
  /** Other clients' requests between this side's last two counts of them, and over how long (ms). */
  private othersLately = { spent: 0, spanMs: 1, countedAt: 0 };
  /** Sends and answers so far, numbering each. */
  private events = 0;
  /** Callers in acquire() now. */
  private asking = 0;
  /**
   * Whether the next request goes alone, the others waiting for its answer, which tells the budget
   * left: the first (a preview or another tool may have spent the window a moment before), and the
   * first of a window this side began by its clock (others may have spent it since it began).
   */
  private probeNext = true;
  private probe: Send | undefined;
  private probeAnswered: (() => void) | undefined;
  private probeWait: Promise<void> | undefined;
  /** Resolved by the next answer (or failure) of a request of this side's. */
  private nextAnswer: { promise: Promise<void>; resolve: () => void } | undefined;

  constructor(private readonly options: RateLimiterOptions = {}) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
  }

  /** Resolves when one more request may be sent, and counts it: the send to hand to observe with its answer. */
  async acquire(): Promise<Send> {
    this.asking += 1;
    try {
      for (;;) {
        // Until one answer says how much of the window is left, one request goes alone (probeNext):
        // this costs one answer's time.
        if (this.probeWait !== undefined) {
          await this.probeWait;
          continue;
        }
        const now = this.now();
        const { waitMs, reason, spent } = this.waitBeforeNext(now);
        if (waitMs <= 0) break;
        if (spent && this.awaitingAnswers()) {
          // The budget seems spent, but sends in flight may have been counted already: their
          // answers come before the reset and may show some left.
          this.nextAnswer ??= (() => {
            let resolve = () => {};
            const promise = new Promise<void>((done) => {
              resolve = done;
            });
            return { promise, resolve };
          })();
          await this.nextAnswer.promise;
          continue;
        }
        if (now >= this.toldUntil) {
          this.toldUntil = now + waitMs;
          this.options.onWait?.(`rate limit: ${reason}; waiting ${formatDelay(waitMs)}`);
        }
        await this.sleep(waitMs);
      }
    } finally {
      this.asking -= 1;
    }
    if (this.available !== undefined) this.available -= 1;
    const send: Send = { sentAt: this.now(), sentOrder: ++this.events };
    this.sent.push(send.sentAt);
    this.sends.push(send);
    if (this.probeNext && this.probe === undefined) {
      this.probeNext = false;
      this.probe = send;
      this.probeWait = new Promise((resolve) => {
        this.probeAnswered = resolve;
      });
    }
    return send;
  }

  /**
   * Learns the server's budget from a response's headers. `send` is the request it answers; without
   * it, the oldest unanswered one is taken to be.
   */
  observe(headers: RateLimitHeaders, send?: Send): void {
    const now = this.now();
    const answered = send ?? this.sends.find((candidate) => candidate.answeredAt === undefined);
    if (answered !== undefined && answered.answeredAt === undefined) {
      answered.answeredAt = now;
      answered.answeredOrder = ++this.events;
      answered.resetSeconds = headers.reset ?? null;
    }
    this.endProbe(answered);
    this.answerArrived();
    // Sends answered a window and more ago tell nothing more; those never answered are long given up.
    const forgetBeforeMs = now - 2 * Math.max(minuteMs, this.windowMs);
    this.sends = this.sends.filter((other) => (other.answeredAt ?? other.sentAt) >= forgetBeforeMs);
    if (headers.limit !== undefined) this.limit = headers.limit;
    if (headers.remaining === undefined || headers.reset === undefined) return;
    this.firstResetSeconds ??= headers.reset;
    const resetAtMs = headers.reset * 1000;
    // This side's sends that may have reached the server after it counted this one.
    const uncounted = this.countOthers(headers.reset, headers.remaining, answered, now);
    if (resetAtMs + this.resetLagMs <= now) return; // a late answer from a window that is already over
    if (this.resetAtMs === undefined && this.startedWindow) {
      // The first answer of the window this side started when the last one's reset passed: the
      // sends counted since may not have reached the server when it counted this one, so the
      // lower figure holds (taking the server's would spend those sends twice).
      if (this.assumedResetAtMs !== undefined) this.learnWindow(resetAtMs - (this.assumedResetAtMs - this.windowMs));
      this.resetAtMs = resetAtMs;
      this.available = Math.min(this.available ?? headers.remaining, headers.remaining - uncounted);
    } else if (this.resetAtMs === undefined || resetAtMs > this.resetAtMs) {
      // A window we had not heard of: what we counted belonged to the old one, so the server's
      // figure stands (the old window's count, perhaps exhausted, would stall us for a whole
      // window), less this side's sends it may not have counted yet.
      if (this.resetAtMs !== undefined) {
        this.learnWindow(resetAtMs - this.resetAtMs);
        // The old window was over when this answer's send was counted, by the time it came back.
        this.resetLagMs = Math.max(0, Math.min(this.resetLagMs, now - this.resetAtMs));
      }
      this.resetAtMs = resetAtMs;
      this.available = headers.remaining - uncounted;
    } else if (resetAtMs === this.resetAtMs) {
      // Same window: the lower figure wins, since requests in flight are not in the server's count
      // yet and other clients of the same key may have spent some.
      this.available = Math.min(this.available ?? headers.remaining, headers.remaining);
      // While no one else is seen spending, the count less this side's sends it may not hold yet
      // is as safe, and may be higher: an earlier answer took too many of them for uncounted.
      if (othersSpent(this.window) === 0) this.available = Math.max(this.available, headers.remaining - uncounted);
    }
  }

  /** A request of this side's that got no answer (the connection failed): it tells nothing of the budget. */
  unanswered(send: Send): void {
    send.answeredAt ??= this.now();
    // Unanswered, the next request goes alone in its turn.
    if (send === this.probe) this.probeNext = true;
    this.endProbe(send);
    this.answerArrived();
  }

  /**
   * The server refused a request for the rate limit (429): it counted requests this side did not
   * send, or did not know of. Sends are spread over this window and the next, whatever is left.
   */
  refused(): void {
    const resetAtMs = this.resetAtMs ?? this.assumedResetAtMs ?? this.now();
    this.refusedUntil = Math.max(this.refusedUntil, resetAtMs + pacedWindowsAfterOthers * this.windowMs);
    this.pacedUntil = Math.max(this.pacedUntil, this.refusedUntil);
  }

  private answerArrived(): void {
    this.nextAnswer?.resolve();
    this.nextAnswer = undefined;
  }

  /** Whether a request of this side's is still unanswered: its answer may say more of the budget. */
  private awaitingAnswers(): boolean {
    return this.sends.some((send) => send.answeredAt === undefined);
  }

  private endProbe(send: Send | undefined): void {
    if (this.probe === undefined || send !== this.probe) return;
    this.probe = undefined;
    this.probeWait = undefined;
    this.probeAnswered?.();
  }

  /** Bounds what the server counted beyond this side's sends in the answer's window (see WindowCount). */
  private countOthers(resetSeconds: number, remaining: number, answered: Send | undefined, now: number): number {
    if (this.limit === undefined) return 0;
    const counted = this.limit - remaining;
    const earliestStartMs = resetSeconds * 1000 - this.windowMs - resetResolutionMs;
    // In the count for sure: this answer's own send, and those answered from its window before it was sent.
    const surely =
      answered === undefined
        ? 0
        : 1 +
          this.sends.filter(
            (other) => other !== answered && other.resetSeconds === resetSeconds && other.answeredOrder! < answered.sentOrder,
          ).length;
    // Perhaps in it: every send so far, but those answered from another window, or before this one began.
    const perhaps = this.sends.filter(
      (other) =>
        !(other.resetSeconds !== undefined && other.resetSeconds !== null && other.resetSeconds !== resetSeconds) &&
        (other.answeredAt ?? now) >= earliestStartMs,
    ).length;
    const atMost = counted - surely;
    const atLeast = counted - perhaps;
    const window = this.window;
    if (window === undefined || resetSeconds > window.resetSeconds) {
      this.lastWindow = window !== undefined && (resetSeconds - window.resetSeconds) * 1000 <= this.windowMs ? window : undefined;
      // A window that began after this side's first answer began while it was there: all the
      // server counted in it beyond this side's sends was spent by others.
      const sawBeginning = this.firstResetSeconds !== undefined && resetSeconds > this.firstResetSeconds;
      this.window = { resetSeconds, before: sawBeginning ? 0 : atMost, since: Math.max(0, atLeast) };
      this.othersLately = { spent: 0, spanMs: 1, countedAt: now };
    } else if (resetSeconds === window.resetSeconds) {
      const spentBefore = othersSpent(window);
      window.before = Math.min(window.before, atMost);
      window.since = Math.max(window.since, atLeast);
      const spent = othersSpent(window);
      if (spent > spentBefore) {
        this.othersLately = { spent: spent - spentBefore, spanMs: Math.max(now - this.othersLately.countedAt, 1), countedAt: now };
      }
    }
    if (othersSpent(this.window) > 0) {
      this.pacedUntil = Math.max(this.pacedUntil, this.window!.resetSeconds * 1000 + pacedWindowsAfterOthers * this.windowMs);
    }
    return perhaps - surely;
  }

  /** Two resets are a whole number of windows apart: the shortest gap seen is the best guess of one. */
  private learnWindow(gapMs: number): void {
    if (gapMs > 0) this.windowMs = Math.min(this.windowMs, gapMs);
  }

  /** The wait before the next send, why, and whether it is for a budget spent by the counts this side holds. */
  private waitBeforeNext(now: number): { waitMs: number; reason: string; spent: boolean } {
    const passedResetAtMs = this.resetAtMs ?? this.assumedResetAtMs;
    if (passedResetAtMs !== undefined && now >= passedResetAtMs + this.resetLagMs) {
      // A new window, assumed to hold the last limit announced until its first answer says.
      this.available = this.limit;
      this.assumedResetAtMs = passedResetAtMs + this.windowMs * Math.ceil((now + 1 - passedResetAtMs) / this.windowMs);
      this.resetAtMs = undefined;
      this.startedWindow = true;
      this.probeNext = true;
    }
    while (this.sent.length > 0 && this.sent[0]! <= now - Math.max(minuteMs, this.windowMs)) this.sent.shift();
    let waitMs = 0;
    let reason = "";
    const spent = this.available !== undefined && this.available <= 0 && this.resetAtMs !== undefined;
    if (spent) {
      // The header counts whole seconds; a little jitter keeps waiters from arriving at once.
      waitMs = this.resetAtMs! + this.resetLagMs - now + 20 + Math.round(this.random() * 80);
      reason = this.spentReason(this.resetAtMs!);
    } else {
      const pacing = this.pacingWait(now);
      if (pacing.waitMs > 0) ({ waitMs, reason } = pacing);
    }
    const cap = this.options.maxRequestsPerMinute;
    if (cap !== undefined) {
      const inLastMinute = this.sent.filter((time) => time > now - minuteMs);
      const capWaitMs = inLastMinute.length >= cap ? inLastMinute[inLastMinute.length - cap]! + minuteMs - now + 1 : 0;
      if (capWaitMs > waitMs) {
        waitMs = capWaitMs;
        reason = `${cap} requests in the last minute, the maxRequestsPerMinute setting`;
      }
    }
    return { waitMs, reason, spent };
  }

  /** `the budget of 60 requests is spent until 12:44:03 (another client spent 12 of them)`: what the counts showed. */
  private spentReason(resetAtMs: number): string {
    const budget = this.limit === undefined ? "the platform's budget" : `the budget of ${this.limit} requests`;
    const others = this.window?.resetSeconds === resetAtMs / 1000 ? othersSpent(this.window) : 0;
    return `${budget} is spent until ${formatClock(resetAtMs)}${others > 0 ? ` (another client spent ${others} of them)` : ""}`;
  }

  /**
   * Alone on the budget, this side spends it at once. When another client spends it too and what
   * is left is short of what both want, each sees the same remaining count and would take the last
   * slots at once: instead each spaces its sends by the time left to the reset divided by the budget
   * left, so every client slows down as the shared count falls, and the last slots go one by one,
   * each client hearing the new count before its next send. Deterministic: the spacing follows
   * from the server's figures alone.
   */
  private pacingWait(now: number): { waitMs: number; reason: string } {
    const none = { waitMs: 0, reason: "" };
    const resetAtMs = this.resetAtMs ?? this.assumedResetAtMs;
    if (now >= this.pacedUntil || this.available === undefined || resetAtMs === undefined || resetAtMs <= now) return none;
    // This window's count, and the last one's (before this window's first count, the one this side last heard).
    const [count, lastCount] = this.window?.resetSeconds === resetAtMs / 1000 ? [this.window, this.lastWindow] : [undefined, this.window];
    const current = othersSpent(count);
    const last = othersSpent(lastCount);
    // What the others may want of this window: as much as the server counted beyond this side's
    // sends in it or in the last one (some of it perhaps before this side began: a preview, a tool).
    const others = Math.max(count?.since ?? 0, lastCount?.since ?? 0);
    // What this side wants now: those asking, and those waiting for their turn to.
    const wanted = this.asking + (this.options.queued?.() ?? 0);
    // This side's sends in the window: the others spending no faster, and enough left for this side
    // and as much again as they spent, there is nothing to share out (a read or two of the
    // program's own process, another tool's glance).
    const resetSeconds = resetAtMs / 1000;
    const own = this.sends.filter(
      (send) => send.resetSeconds === resetSeconds || ((send.resetSeconds ?? null) === null && send.sentAt >= resetAtMs - this.windowMs),
    ).length;
    if (now >= Math.max(this.refusedUntil, this.spreadUntil) && current <= own && this.available >= wanted + others) return none;
    const seen =
      now < this.refusedUntil
        ? "the platform refused a request of this budget (HTTP 429)"
        : current > 0
          ? `another client spent ${current} requests of this window`
          : `another client spent ${last} requests of the last window`;
    const reason = `${seen}; ${this.available} left for the ${wanted} waiting here, so sends are spread until ${formatClock(resetAtMs)}`;
    // A window's first send goes at once; the next ones are spaced from it.
    const lastSent = this.sent.at(-1);
    if (lastSent === undefined || lastSent < resetAtMs - this.windowMs) return none;
    const gap = (resetAtMs - now) / Math.max(1, this.available);
    // What the others are likely to spend before this side hears the count again: at their
    // latest pace, but no more than they spent between this side's last two counts (a burst at
    // the window's start, when every client still has budget, is no pace to extrapolate).
    const { spent, spanMs } = this.othersLately;
    const othersNext = current > 0 ? Math.min(spent, (spent * gap) / spanMs) : 0;
    this.spreadUntil = Math.max(this.spreadUntil, resetAtMs);
    // Short of what this side wants too, it leaves the last slots to them rather than race for them.
    if (this.available <= othersNext && this.available < wanted) {
      return {
        waitMs: resetAtMs + this.resetLagMs - now + 20 + Math.round(this.random() * 80),
        reason: `${seen}, at a pace that takes the ${this.available} left before the next count; waiting for the window to reset at ${formatClock(resetAtMs)}`,
      };
    }
    return { waitMs: Math.ceil(lastSent + gap - now), reason };
  }
}
