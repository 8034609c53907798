import { RateLimiter, type RateLimiterOptions } from "../../../provider/http/rate-limiter";

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

function limiterWithClock(options: RateLimiterOptions = {}) {
  const clock = fakeClock();
  const limiter = new RateLimiter({ now: clock.now, sleep: clock.sleep, random: () => 0, ...options });
  /** X-RateLimit-Reset (UNIX seconds) that many ms from now. */
  const resetIn = (ms: number) => (clock.now() + ms) / 1000;
  const acquireTimes = async (times: number) => {
    for (let i = 0; i < times; i++) await limiter.acquire();
  };
  return { clock, limiter, resetIn, acquireTimes };
}

describe("RateLimiter: the server's budget", () => {
  it("sends freely until a response announces the budget", async () => {
    const { clock, acquireTimes } = limiterWithClock();
    await acquireTimes(100);
    expect(clock.sleeps).toEqual([]);
  });

  it("spends the announced remaining budget, then waits for the reset plus 20 ms", async () => {
    const { clock, limiter, resetIn, acquireTimes } = limiterWithClock();
    limiter.observe({ limit: 10, remaining: 2, reset: resetIn(5_000) });
    await acquireTimes(2);
    expect(clock.sleeps).toEqual([]);
    await limiter.acquire();
    expect(clock.sleeps).toEqual([5_020]);
    // The new window holds the full limit, this request included: nine more go without waiting.
    await acquireTimes(9);
    expect(clock.sleeps).toHaveLength(1);
  });

  it("sends at once when the clock reaches the reset exactly: the window is over then", async () => {
    const { clock, limiter, resetIn } = limiterWithClock();
    limiter.observe({ limit: 10, remaining: 0, reset: resetIn(3_000) });
    clock.advance(3_000);
    await limiter.acquire();
    expect(clock.sleeps).toEqual([]);
  });

  it("adds up to 80 ms of jitter to the wait, so waiters do not all arrive at once", async () => {
    const { clock, limiter, resetIn } = limiterWithClock({ random: () => 0.5 });
    limiter.observe({ limit: 10, remaining: 0, reset: resetIn(1_000) });
    await limiter.acquire();
    expect(clock.sleeps).toEqual([1_060]);
  });

  it("keeps the lower of its own count and the server's within one window", async () => {
    const { clock, limiter, resetIn, acquireTimes } = limiterWithClock();
    const reset = resetIn(10_000);
    limiter.observe({ limit: 60, remaining: 5, reset });
    await acquireTimes(2);
    limiter.observe({ limit: 60, remaining: 4, reset }); // a late answer: 3 are left, not 4
    await acquireTimes(3);
    expect(clock.sleeps).toEqual([]);
    await limiter.acquire();
    expect(clock.sleeps).toEqual([10_020]);
  });

  it("takes a lower figure from another client of the same key", async () => {
    const { clock, limiter, resetIn, acquireTimes } = limiterWithClock();
    const reset = resetIn(3_000);
    limiter.observe({ limit: 60, remaining: 50, reset });
    limiter.observe({ limit: 60, remaining: 1, reset });
    await acquireTimes(1);
    expect(clock.sleeps).toEqual([]);
    await limiter.acquire();
    expect(clock.sleeps).toEqual([3_020]);
  });

  it("ignores headers of a window that is already over", async () => {
    const { clock, limiter, resetIn } = limiterWithClock();
    limiter.observe({ limit: 60, remaining: 0, reset: resetIn(-1_000) });
    limiter.observe({ limit: 60, remaining: 0, reset: resetIn(0) });
    await limiter.acquire();
    expect(clock.sleeps).toEqual([]);
  });

  it("ignores a late answer from an earlier window than the one it knows", async () => {
    const { clock, limiter, resetIn, acquireTimes } = limiterWithClock();
    limiter.observe({ limit: 60, remaining: 3, reset: resetIn(10_000) });
    limiter.observe({ limit: 60, remaining: 0, reset: resetIn(5_000) });
    await acquireTimes(3);
    expect(clock.sleeps).toEqual([]);
  });

  it("needs both remaining and reset to limit anything", async () => {
    const { clock, limiter, resetIn, acquireTimes } = limiterWithClock();
    limiter.observe({ limit: 1, remaining: 0 });
    limiter.observe({ limit: 1, reset: resetIn(5_000) });
    limiter.observe({});
    await acquireTimes(5);
    expect(clock.sleeps).toEqual([]);
  });

  it("spends a new window's budget as soon as a response announces it", async () => {
    const { clock, limiter, resetIn, acquireTimes } = limiterWithClock();
    limiter.observe({ limit: 10, remaining: 1, reset: resetIn(5_000) });
    await limiter.acquire();
    // That request's answer already comes from the server's next window, with 9 requests left:
    // waiting for that window to end too would leave its whole budget unspent.
    limiter.observe({ limit: 10, remaining: 9, reset: resetIn(10_000) });
    await acquireTimes(9);
    expect(clock.sleeps).toEqual([]);
  });

  it("counts its own sends in a window it started, when that window's first answer comes back", async () => {
    const { clock, limiter, resetIn, acquireTimes } = limiterWithClock();
    limiter.observe({ limit: 10, remaining: 0, reset: resetIn(1_000) });
    // The reset passes: ten go out at once, and the first answer was counted before the other nine.
    await acquireTimes(10);
    limiter.observe({ limit: 10, remaining: 9, reset: resetIn(60_000) });
    await acquireTimes(1);
    expect(clock.sleeps).toEqual([1_020, 60_020]);
  });

  it("starts a window from the last known limit, and sends freely when no limit was announced", async () => {
    const limited = limiterWithClock();
    limited.limiter.observe({ limit: 3, remaining: 0, reset: limited.resetIn(1_000) });
    await limited.acquireTimes(4);
    expect(limited.clock.sleeps).toEqual([1_020]);

    const unlimited = limiterWithClock();
    unlimited.limiter.observe({ remaining: 0, reset: unlimited.resetIn(1_000) });
    await unlimited.acquireTimes(50);
    expect(unlimited.clock.sleeps).toEqual([1_020]);
  });

  it("lets exactly the remaining budget through when many acquire at once", async () => {
    const { clock, sleep, wakeAfter } = heldClock();
    const limiter = new RateLimiter({ now: clock.now, sleep, random: () => 0 });
    limiter.observe({ limit: 10, remaining: 3, reset: (clock.now() + 2_000) / 1000 });
    const acquired: number[] = [];
    const all = Promise.all(Array.from({ length: 5 }, (_, i) => limiter.acquire().then(() => acquired.push(i))));
    await new Promise((resolve) => setImmediate(resolve));
    expect(acquired).toEqual([0, 1, 2]);
    expect(clock.sleeps).toEqual([2_020, 2_020]);
    wakeAfter(2_020);
    await all;
    expect(acquired).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("RateLimiter: a budget other clients spend too", () => {
  /** A limiter that has sent one request of a 60-request window and heard the server count `othersSpent` more. */
  async function sharedWindow(othersSpent: number, options: RateLimiterOptions = {}) {
    const setup = limiterWithClock(options);
    const reset = setup.resetIn(60_000);
    setup.limiter.observe({ limit: 60, remaining: 50, reset });
    await setup.limiter.acquire();
    setup.limiter.observe({ limit: 60, remaining: 49 - othersSpent, reset });
    return { ...setup, reset };
  }

  it("takes nothing for another client's spending when the count falls only by its own sends", async () => {
    const { clock, limiter, resetIn, acquireTimes } = limiterWithClock();
    const reset = resetIn(60_000);
    limiter.observe({ limit: 60, remaining: 50, reset });
    await acquireTimes(5);
    limiter.observe({ limit: 60, remaining: 45, reset });
    await acquireTimes(40);
    expect(clock.sleeps).toEqual([]);
  });

  it("once another client's spending shows, spaces its sends by the time to the reset over the budget left", async () => {
    const { clock, limiter } = await sharedWindow(9);
    // 40 left for 60 s: one send every 1.5 s, the next counted from the last.
    await limiter.acquire();
    expect(clock.sleeps).toEqual([1_500]);
    await limiter.acquire();
    // 39 left for 58.5 s.
    expect(clock.sleeps).toEqual([1_500, 1_500]);
  });

  it("holds back the slots the others are likely to take before it hears the count again, until the reset", async () => {
    // The others spent 45 while this side sent one: with 4 left, they will have taken them by its next send.
    const { clock, limiter } = await sharedWindow(45);
    await limiter.acquire();
    expect(clock.sleeps).toEqual([60_020]);
  });

  it("sends a new window's first request at once, and spaces the next from it while the others may still spend", async () => {
    const { clock, limiter, acquireTimes } = await sharedWindow(9);
    clock.advance(60_000);
    await limiter.acquire();
    expect(clock.sleeps).toEqual([]);
    // The window this side began is assumed a minute long and full: 59 left for 60 s, in whole ms.
    await acquireTimes(1);
    expect(clock.sleeps).toEqual([1_017]);
  });

  it("spends at once again when a whole window passes without another client's spending showing", async () => {
    const { clock, limiter, acquireTimes } = await sharedWindow(9);
    clock.advance(120_000);
    await acquireTimes(30);
    expect(clock.sleeps).toEqual([]);
    limiter.observe({ limit: 60, remaining: 30, reset: (clock.now() + 60_000) / 1000 });
    await acquireTimes(30);
    expect(clock.sleeps).toEqual([]);
  });

  it("paces the next window after a 429: the server counted requests this side did not send", async () => {
    const { clock, limiter, resetIn } = limiterWithClock();
    limiter.observe({ limit: 60, remaining: 0, reset: resetIn(2_000) });
    limiter.refused();
    await limiter.acquire(); // waits for the reset
    await limiter.acquire(); // spaced from the window's first send
    // 59 left for the 59.98 s to the window's assumed end, in whole ms.
    expect(clock.sleeps).toEqual([2_020, 1_017]);
  });

  it("tells the user why it spaces its sends, once per wait", async () => {
    const notices: string[] = [];
    const { limiter } = await sharedWindow(9, { onWait: (notice) => notices.push(notice) });
    await limiter.acquire();
    expect(notices).toEqual([
      "rate limit: another client is spending the platform's budget too, so requests are spread over its window; waiting 1.5 s",
    ]);
  });
});

describe("RateLimiter: the client-side cap", () => {
  it("enforces maxRequestsPerMinute over a sliding minute", async () => {
    const { clock, limiter } = limiterWithClock({ maxRequestsPerMinute: 3 });
    for (let i = 0; i < 3; i++) {
      await limiter.acquire();
      clock.advance(1_000);
    }
    await limiter.acquire();
    // The first request was sent 3 s ago: the fourth waits until it is a minute old.
    expect(clock.sleeps).toEqual([57_001]);
    // The second was sent at +1 s; the fifth waits until it is a minute old.
    await limiter.acquire();
    expect(clock.sleeps).toEqual([57_001, 1_000]);
  });

  it("forgets requests older than a minute", async () => {
    const { clock, acquireTimes } = limiterWithClock({ maxRequestsPerMinute: 2 });
    await acquireTimes(2);
    clock.advance(60_000);
    await acquireTimes(2);
    expect(clock.sleeps).toEqual([]);
  });

  it("waits for the later of the cap and the server's reset", async () => {
    const { clock, limiter, resetIn } = limiterWithClock({ maxRequestsPerMinute: 1 });
    await limiter.acquire();
    limiter.observe({ limit: 60, remaining: 0, reset: resetIn(5_000) });
    await limiter.acquire();
    expect(clock.sleeps).toEqual([60_001]);
  });
});

describe("RateLimiter: telling the user of its waits", () => {
  it("tells of a wait for the server's window once, not once per waiting request", async () => {
    const { clock, sleep, wakeAfter } = heldClock();
    const notices: string[] = [];
    const limiter = new RateLimiter({ now: clock.now, sleep, random: () => 0, onWait: (notice) => notices.push(notice) });
    limiter.observe({ limit: 10, remaining: 0, reset: (clock.now() + 5_000) / 1000 });
    const all = Promise.all([limiter.acquire(), limiter.acquire(), limiter.acquire()]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(clock.sleeps).toEqual([5_020, 5_020, 5_020]);
    expect(notices).toEqual(["rate limit: the platform's budget of 10 requests is spent until its window resets; waiting 5.0 s"]);
    wakeAfter(5_020);
    await all;
    expect(notices).toHaveLength(1);
  });

  it("tells of the client-side cap by its setting, again once the wait told of is over", async () => {
    const notices: string[] = [];
    const { acquireTimes } = limiterWithClock({ maxRequestsPerMinute: 2, onWait: (notice) => notices.push(notice) });
    await acquireTimes(3);
    expect(notices).toEqual(["rate limit: 2 requests in the last minute, the maxRequestsPerMinute setting; waiting 60 s"]);
    // The clock moved past that wait as the limiter slept it: the next wait (the fifth request's) is told of too.
    await acquireTimes(2);
    expect(notices).toEqual([notices[0], expect.stringMatching(/^rate limit: 2 requests in the last minute, .*; waiting/)]);
  });

  it("tells nothing when nothing waits", async () => {
    const notices: string[] = [];
    const { acquireTimes } = limiterWithClock({ onWait: (notice) => notices.push(notice) });
    await acquireTimes(50);
    expect(notices).toEqual([]);
  });
});
