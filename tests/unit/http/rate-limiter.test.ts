import { RateLimiter, type RateLimiterOptions, type RateLimitHeaders } from "../../../provider/http/rate-limiter";
import { formatClock } from "../../../provider/http/wait-notice";

/** A clock that only moves when the limiter sleeps (or the test advances it), recording every sleep. */
function fakeClock(start = 1_000_000) {
  let now = start;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    advance: (ms: number) => (now += ms),
    sleeps,
  };
}

/** A fake clock whose sleeps wait until the test wakes them all (after moving the clock). */
function heldClock() {
  const clock = fakeClock();
  const sleepers: (() => void)[] = [];
  const sleep = (ms: number) => {
    clock.sleeps.push(ms);
    return new Promise<void>((resolve) => sleepers.push(resolve));
  };
  const wakeAfter = (ms: number) => {
    clock.advance(ms);
    for (const wake of sleepers.splice(0)) wake();
  };
  return { clock, sleep, wakeAfter };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

function limiterWithClock(options: RateLimiterOptions = {}) {
  const clock = fakeClock();
  const limiter = new RateLimiter({ now: clock.now, sleep: clock.sleep, random: () => 0, ...options });
  /** X-RateLimit-Reset (UNIX seconds) that many ms from now. */
  const resetIn = (ms: number) => (clock.now() + ms) / 1000;
  /** Sends that many requests one after another, each answered at once with `answer`'s headers (none by default). */
  const sendTimes = async (times: number, answer: () => RateLimitHeaders = () => ({})) => {
    for (let i = 0; i < times; i++) limiter.observe(answer(), await limiter.acquire());
  };
  return { clock, limiter, resetIn, sendTimes };
}

describe("RateLimiter: the server's budget", () => {
  it("sends the first request alone: the others wait for its answer, which says how much of the window is left", async () => {
    const { clock, limiter, resetIn } = limiterWithClock();
    const first = await limiter.acquire();
    let second = false;
    const next = limiter.acquire().then(() => (second = true));
    await settle();
    expect(second).toBe(false);
    limiter.observe({ limit: 60, remaining: 40, reset: resetIn(30_000) }, first);
    await next;
    expect(clock.sleeps).toEqual([]);
  });

  it("sends freely when the answers announce no budget", async () => {
    const { clock, sendTimes } = limiterWithClock();
    await sendTimes(100);
    expect(clock.sleeps).toEqual([]);
  });

  it("sends the next request alone when the first got no answer", async () => {
    const { limiter, resetIn } = limiterWithClock();
    limiter.unanswered(await limiter.acquire());
    const retry = await limiter.acquire();
    let other = false;
    const next = limiter.acquire().then(() => (other = true));
    await settle();
    expect(other).toBe(false);
    limiter.observe({ limit: 60, remaining: 59, reset: resetIn(30_000) }, retry);
    await next;
  });

  it("spends the announced remaining budget, then waits for the reset, plus a second for the header's rounding and 20 ms", async () => {
    const { clock, limiter, resetIn, sendTimes } = limiterWithClock();
    const reset = resetIn(5_000);
    let remaining = 3;
    await sendTimes(3, () => ({ limit: 10, remaining: --remaining, reset }));
    expect(clock.sleeps).toEqual([]);
    await limiter.acquire();
    expect(clock.sleeps).toEqual([6_020]);
  });

  it("tells of a spent budget by its size and the time its window resets", async () => {
    const notices: string[] = [];
    const { limiter, resetIn, sendTimes } = limiterWithClock({ onWait: (notice) => notices.push(notice) });
    const reset = resetIn(5_000);
    await sendTimes(1, () => ({ limit: 10, remaining: 0, reset }));
    await limiter.acquire();
    expect(notices).toEqual([`rate limit: the budget of 10 requests is spent until ${formatClock(reset * 1000)}; waiting 6.0 s`]);
  });

  it("waits only for the reset itself once a window is seen to end by then", async () => {
    const { clock, limiter, resetIn, sendTimes } = limiterWithClock();
    const reset = resetIn(5_000);
    await sendTimes(1, () => ({ limit: 10, remaining: 5, reset }));
    clock.advance(5_000);
    // Sent at the reset, answered from the next window: the window ended by its reset.
    await sendTimes(1, () => ({ limit: 10, remaining: 0, reset: reset + 60 }));
    await limiter.acquire();
    expect(clock.sleeps).toEqual([60_020]);
  });

  it("adds up to 80 ms of jitter to the wait, so waiters do not all arrive at once", async () => {
    const { clock, limiter, resetIn, sendTimes } = limiterWithClock({ random: () => 0.5 });
    const reset = resetIn(1_000);
    await sendTimes(1, () => ({ limit: 10, remaining: 0, reset }));
    await limiter.acquire();
    expect(clock.sleeps).toEqual([2_060]);
  });

  it("keeps the lower of its own count and the server's within one window", async () => {
    const { clock, limiter, resetIn, sendTimes } = limiterWithClock();
    const reset = resetIn(10_000);
    await sendTimes(1, () => ({ limit: 60, remaining: 5, reset }));
    const late = await limiter.acquire();
    await sendTimes(1, () => ({ limit: 60, remaining: 3, reset }));
    limiter.observe({ limit: 60, remaining: 4, reset }, late); // a late answer: 3 are left, not 4
    let remaining = 3;
    await sendTimes(3, () => ({ limit: 60, remaining: --remaining, reset }));
    expect(clock.sleeps).toEqual([]);
    await limiter.acquire();
    expect(clock.sleeps).toEqual([11_020]);
  });

  it("ignores a late answer from an earlier window than the one it knows", async () => {
    const { clock, limiter, resetIn, sendTimes } = limiterWithClock();
    await sendTimes(1, () => ({ limit: 60, remaining: 3, reset: resetIn(10_000) }));
    const late = await limiter.acquire();
    limiter.observe({ limit: 60, remaining: 0, reset: resetIn(-55_000) }, late);
    await sendTimes(2);
    expect(clock.sleeps).toEqual([]);
  });

  it("needs both remaining and reset to limit anything", async () => {
    const { clock, resetIn, sendTimes } = limiterWithClock();
    await sendTimes(1, () => ({ limit: 1, remaining: 0 }));
    await sendTimes(1, () => ({ limit: 1, reset: resetIn(5_000) }));
    await sendTimes(5);
    expect(clock.sleeps).toEqual([]);
  });

  it("spends a new window's budget as soon as a response announces it", async () => {
    const { clock, resetIn, sendTimes } = limiterWithClock();
    await sendTimes(1, () => ({ limit: 10, remaining: 1, reset: resetIn(5_000) }));
    // The last request of the window: its answer already comes from the server's next window, with 9 requests left:
    // waiting for that window to end too would leave its whole budget unspent.
    await sendTimes(1, () => ({ limit: 10, remaining: 9, reset: resetIn(10_000) }));
    await sendTimes(9);
    expect(clock.sleeps).toEqual([]);
  });

  it("begins a window by its clock when the last one's reset passes, its first request alone", async () => {
    const { clock, limiter, resetIn, sendTimes } = limiterWithClock();
    await sendTimes(1, () => ({ limit: 10, remaining: 0, reset: resetIn(1_000) }));
    const first = await limiter.acquire(); // after the reset: the window is new
    expect(clock.sleeps).toEqual([2_020]);
    let second = false;
    const next = limiter.acquire().then(() => (second = true));
    await settle();
    expect(second).toBe(false);
    limiter.observe({ limit: 10, remaining: 9, reset: resetIn(58_000) }, first);
    await next;
    expect(clock.sleeps).toEqual([2_020]);
  });

  it("lets exactly the remaining budget through when many acquire at once", async () => {
    const { clock, limiter, resetIn } = limiterWithClock();
    limiter.observe({ limit: 10, remaining: 4, reset: resetIn(2_000) }, await limiter.acquire());
    const acquired: number[] = [];
    for (let i = 0; i < 5; i++) void limiter.acquire().then(() => acquired.push(i));
    await settle();
    expect(acquired).toEqual([0, 1, 2, 3]);
    // The budget is spent by this side's count, but its sends are in flight: their answers may say more.
    expect(clock.sleeps).toEqual([]);
  });

  it("before waiting for the reset, waits for the answers of its sends in flight: they may show budget left", async () => {
    const { clock, limiter, resetIn } = limiterWithClock();
    const reset = resetIn(30_000);
    limiter.observe({ limit: 60, remaining: 10, reset }, await limiter.acquire());
    const inFlight = await Promise.all(Array.from({ length: 10 }, () => limiter.acquire()));
    let eleventh = false;
    const after = limiter.acquire().then(() => (eleventh = true));
    await settle();
    // Spent by this side's count, but no sleep for the reset yet.
    expect([eleventh, clock.sleeps]).toEqual([false, []]);
    for (const [index, send] of inFlight.entries()) limiter.observe({ limit: 60, remaining: 9 - index, reset }, send);
    await after;
    expect(clock.sleeps).toEqual([31_020]);
  });
});

describe("RateLimiter: a budget other clients spend too", () => {
  /** A limiter that has sent one request of a 60-request window and heard the server count `othersSpent` more. */
  async function sharedWindow(othersSpent: number, options: RateLimiterOptions = {}) {
    const setup = limiterWithClock(options);
    const reset = setup.resetIn(60_000);
    await setup.sendTimes(1, () => ({ limit: 60, remaining: 50, reset }));
    await setup.sendTimes(1, () => ({ limit: 60, remaining: 49 - othersSpent, reset }));
    return { ...setup, reset };
  }

  it("takes nothing for another client's spending when the count falls only by its own sends, whatever is in flight", async () => {
    const { clock, limiter, resetIn } = limiterWithClock();
    const reset = resetIn(60_000);
    // A preview (another process) spent 10 a moment before.
    limiter.observe({ limit: 60, remaining: 49, reset }, await limiter.acquire());
    // Four in flight at a time, answered out of order: each count holds some of them.
    let counted = 11;
    for (let round = 0; round < 5; round++) {
      const sends = await Promise.all(Array.from({ length: 4 }, () => limiter.acquire()));
      const counts = sends.map(() => ++counted);
      for (const index of [2, 0, 3, 1]) limiter.observe({ limit: 60, remaining: 60 - counts[index]!, reset }, sends[index]);
    }
    expect(clock.sleeps).toEqual([]);
  });

  it("takes nothing for another client's spending when its window begins in the middle of a second", async () => {
    const { clock, limiter } = limiterWithClock();
    // The server's window began 0.7 s ago, its reset rounded up to the whole second after its end.
    const reset = Math.ceil((clock.now() + 59_300) / 1000);
    for (let count = 1; count <= 30; count++) {
      limiter.observe({ limit: 60, remaining: 60 - count, reset }, await limiter.acquire());
      clock.advance(30);
    }
    expect(clock.sleeps).toEqual([]);
  });

  it("once another client's spending shows and the budget is short, spaces its sends by the time to the reset over the budget left", async () => {
    const { clock, limiter } = await sharedWindow(9);
    // 40 left for 60 s, the next counted from the last.
    await limiter.acquire();
    expect(clock.sleeps).toEqual([1_500]);
    await limiter.acquire();
    // 39 left for 58.5 s.
    expect(clock.sleeps).toEqual([1_500, 1_500]);
  });

  it("tells the user what it saw: another client's requests, the budget left, until when", async () => {
    const notices: string[] = [];
    const { limiter, reset } = await sharedWindow(9, { onWait: (notice) => notices.push(notice) });
    await limiter.acquire();
    expect(notices).toEqual([
      `rate limit: another client spent 9 requests of this window; 40 left for the 1 waiting here, so sends are spread until ${formatClock(reset * 1000)}; waiting 1.5 s`,
    ]);
  });

  it("sends at once when another client spent a little and plenty is left for both (a read of the program's own process)", async () => {
    const { clock, resetIn, sendTimes } = limiterWithClock({ queued: () => 10 });
    const reset = resetIn(60_000);
    let remaining = 50;
    await sendTimes(3, () => ({ limit: 60, remaining: --remaining, reset }));
    remaining -= 2; // the other process's two reads
    await sendTimes(20, () => ({ limit: 60, remaining: --remaining, reset }));
    expect(clock.sleeps).toEqual([]);
  });

  it("holds back the slots the others are likely to take before it hears the count again, until the reset", async () => {
    // The others spent 45 while this side sent one: with 4 left, they will have taken them by its next send.
    const { clock, limiter } = await sharedWindow(45, { queued: () => 10 });
    await limiter.acquire();
    expect(clock.sleeps).toEqual([61_020]);
  });

  it("spends at once again when a whole window passes without another client's spending showing", async () => {
    const { clock, resetIn, sendTimes } = await sharedWindow(9);
    clock.advance(121_000);
    let remaining = 60;
    const reset = resetIn(50_000);
    await sendTimes(30, () => ({ limit: 60, remaining: --remaining, reset }));
    expect(clock.sleeps).toEqual([]);
  });

  it("spreads the next window's sends after a 429, whatever is left, and says so", async () => {
    const notices: string[] = [];
    const { clock, limiter, resetIn, sendTimes } = limiterWithClock({ onWait: (notice) => notices.push(notice) });
    const reset = resetIn(2_000);
    await sendTimes(1, () => ({ limit: 60, remaining: 0, reset }));
    limiter.refused();
    const first = await limiter.acquire(); // waits for the reset
    limiter.observe({ limit: 60, remaining: 59, reset: reset + 60 }, first);
    await limiter.acquire(); // spaced from the window's first send
    // 59 left for the 58.98 s to the window's end, in whole ms.
    expect(clock.sleeps).toEqual([3_020, 1_000]);
    expect(notices[1]).toBe(
      `rate limit: the platform refused a request of this budget (HTTP 429); 59 left for the 1 waiting here, so sends are spread until ${formatClock((reset + 60) * 1000)}; waiting 1.0 s`,
    );
  });
});

describe("RateLimiter: the client-side cap", () => {
  it("enforces maxRequestsPerMinute over a sliding minute", async () => {
    const { clock, sendTimes } = limiterWithClock({ maxRequestsPerMinute: 3 });
    for (let i = 0; i < 3; i++) {
      await sendTimes(1);
      clock.advance(1_000);
    }
    await sendTimes(1);
    // The first request was sent 3 s ago: the fourth waits until it is a minute old.
    expect(clock.sleeps).toEqual([57_001]);
    // The second was sent at +1 s; the fifth waits until it is a minute old.
    await sendTimes(1);
    expect(clock.sleeps).toEqual([57_001, 1_000]);
  });

  it("forgets requests older than a minute", async () => {
    const { clock, sendTimes } = limiterWithClock({ maxRequestsPerMinute: 2 });
    await sendTimes(2);
    clock.advance(60_000);
    await sendTimes(2);
    expect(clock.sleeps).toEqual([]);
  });

  it("waits for the later of the cap and the server's reset", async () => {
    const { clock, resetIn, sendTimes } = limiterWithClock({ maxRequestsPerMinute: 1 });
    await sendTimes(1, () => ({ limit: 60, remaining: 0, reset: resetIn(5_000) }));
    await sendTimes(1);
    expect(clock.sleeps).toEqual([60_001]);
  });
});

describe("RateLimiter: telling the user of its waits", () => {
  it("tells of a wait for the server's window once, not once per waiting request", async () => {
    const { clock, sleep, wakeAfter } = heldClock();
    const notices: string[] = [];
    const limiter = new RateLimiter({ now: clock.now, sleep, random: () => 0, onWait: (notice) => notices.push(notice) });
    const reset = (clock.now() + 5_000) / 1000;
    limiter.observe({ limit: 10, remaining: 0, reset }, await limiter.acquire());
    let acquired = 0;
    for (let i = 0; i < 3; i++) void limiter.acquire().then(() => acquired++);
    await settle();
    expect(clock.sleeps).toEqual([6_020, 6_020, 6_020]);
    expect(notices).toEqual([`rate limit: the budget of 10 requests is spent until ${formatClock(reset * 1000)}; waiting 6.0 s`]);
    wakeAfter(6_020);
    await settle();
    // The window begun: one goes, the others wait for its answer; nothing more is told.
    expect([acquired, notices.length]).toEqual([1, 1]);
  });

  it("tells of the client-side cap by its setting, again once the wait told of is over", async () => {
    const notices: string[] = [];
    const { sendTimes } = limiterWithClock({ maxRequestsPerMinute: 2, onWait: (notice) => notices.push(notice) });
    await sendTimes(3);
    expect(notices).toEqual(["rate limit: 2 requests in the last minute, the maxRequestsPerMinute setting; waiting 60 s"]);
    // The clock moved past that wait as the limiter slept it: the next wait (the fifth request's) is told of too.
    await sendTimes(2);
    expect(notices).toEqual([notices[0], expect.stringMatching(/^rate limit: 2 requests in the last minute, .*; waiting/)]);
  });

  it("tells nothing when nothing waits", async () => {
    const notices: string[] = [];
    const { sendTimes } = limiterWithClock({ onWait: (notice) => notices.push(notice) });
    await sendTimes(50);
    expect(notices).toEqual([]);
  });
});
