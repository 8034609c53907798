// A simulation, on a virtual clock, of independent processes (each with its own RateLimiter, as
// separate `pulumi up`s have) writing objects against one organization's fixed-window budget, as
// the emulator counts it (its own counter): every request counts, 429s included, and every answer
// carries X-RateLimit-Remaining and X-RateLimit-Reset. A 429 is retried as the provider does
// (calculateRetryDelay: after the announced Retry-After). Deterministic: no real time, no randomness.
import { FixedWindowRateLimiter } from "../../../emulator/rate-limit/fixed-window";
import { calculateRetryDelay } from "../../../provider/http/calculate-retry-delay";
import { defaultRetryPolicy } from "../../../provider/http/platform-client";
import { RateLimiter } from "../../../provider/http/rate-limiter";

export interface SharedBudgetRun {
  processes: number;
  objectsPerProcess: number;
  limit: number;
  windowMs: number;
  /** Where in the server's window the processes start, from 0 to 1. */
  phase: number;
  /** Each process starts this much later than the one before (the CLI's start-up varies). */
  staggerMs: number;
  /** One way, client to server or back. */
  latencyMs: number;
  /** The program declares one object this often; the CLI creates each as soon as it is declared. */
  declareGapMs: number;
}

export interface SharedBudgetOutcome {
  requests: number;
  rateLimited: number;
  writes: number;
  /** From the first process's start to the last write's answer. */
  elapsedMs: number;
  /** The time the requests need at the budget's rate: requests ÷ (limit per window). */
  idealMs: number;
}

/** Timers on a virtual clock; run() moves the clock from one to the next once nothing else can run. */
export class VirtualClock {
  now: number;
  private timers: { at: number; order: number; wake: () => void }[] = [];
  private order = 0;

  constructor(start: number) {
    this.now = start;
  }

  sleep = (ms: number): Promise<void> =>
    new Promise((wake) => {
      this.timers.push({ at: this.now + Math.max(0, ms), order: this.order++, wake });
    });

  async run(done: () => boolean): Promise<void> {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (done()) return;
      if (this.timers.length === 0) throw new Error("the simulation stalled: nothing is waiting for time");
      this.timers.sort((a, b) => a.at - b.at || a.order - b.order);
      const next = this.timers.shift()!;
      this.now = Math.max(this.now, next.at);
      next.wake();
    }
  }
}

export async function simulateSharedBudget(run: SharedBudgetRun): Promise<SharedBudgetOutcome> {
  const windowStart = 1_800_000_000_000; // a multiple of the window, as the emulator aligns them
  const start = windowStart + Math.round(run.phase * run.windowMs);
  const clock = new VirtualClock(start);
  let requests = 0;
  let rateLimited = 0;
  let writes = 0;
  let lastAnswer = start;

  // The emulator's own counter: every request counts, whatever its answer.
  const counter = new FixedWindowRateLimiter({ limit: run.limit, windowSeconds: run.windowMs / 1000 });
  const server = () => {
    requests += 1;
    const verdict = counter.hit(["org:shared"], clock.now)!;
    return { exceeded: verdict.exceeded, remaining: verdict.remaining, resetSeconds: verdict.resetSeconds };
  };

  const write = async (limiter: RateLimiter) => {
    for (let attempt = 1; ; attempt++) {
      await limiter.acquire();
      await clock.sleep(run.latencyMs);
      const answer = server();
      await clock.sleep(run.latencyMs);
      lastAnswer = clock.now;
      limiter.observe({ limit: run.limit, remaining: answer.remaining, reset: answer.resetSeconds });
      if (!answer.exceeded) {
        writes += 1;
        return;
      }
      rateLimited += 1;
      limiter.refused();
      const delay = calculateRetryDelay(
        {
          attempt,
          rateLimitedAttempts: attempt - 1,
          method: "POST",
          repeatable: false,
          status: 429,
          rateLimitReset: answer.resetSeconds,
          retryAfterSeconds: Math.max(1, answer.resetSeconds - Math.floor(clock.now / 1000)),
          nowMs: clock.now,
          random: 0.5,
        },
        { ...defaultRetryPolicy, maxRetries: 3 },
      );
      if (delay <= 0) throw new Error("a write gave up on the rate limit");
      await clock.sleep(delay);
    }
  };

  const processes = Array.from({ length: run.processes }, async (_, index) => {
    await clock.sleep(index * run.staggerMs);
    const limiter = new RateLimiter({ now: () => clock.now, sleep: clock.sleep, random: () => 0.5 });
    await Promise.all(
      Array.from({ length: run.objectsPerProcess }, async (_, object) => {
        await clock.sleep(object * run.declareGapMs);
        await write(limiter);
      }),
    );
  });
  let finished = false;
  const all = Promise.all(processes).then(() => {
    finished = true;
  });
  await clock.run(() => finished);
  await all;
  return {
    requests,
    rateLimited,
    writes,
    elapsedMs: lastAnswer - start,
    idealMs: (requests / run.limit) * run.windowMs,
  };
}
