import { RateLimiter } from "../../../provider/http/rate-limiter";

/** A clock that only moves when the limiter sleeps, recording every sleep. */
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

describe("RateLimiter", () => {
  it("sends freely until a response announces the budget", async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter({ now: clock.now, sleep: clock.sleep, random: () => 0 });
    for (let i = 0; i < 100; i++) await limiter.acquire();
    expect(clock.sleeps).toEqual([]);
  });

  it("spends the announced remaining budget, then waits for the reset", async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter({ now: clock.now, sleep: clock.sleep, random: () => 0 });
    limiter.observe({ limit: 10, remaining: 2, reset: (clock.now() + 5_000) / 1000 });
    await limiter.acquire();
    await limiter.acquire();
    expect(clock.sleeps).toEqual([]);
    await limiter.acquire();
    expect(clock.sleeps).toEqual([5_020]);
    // The new window holds the full limit: nine more go without waiting.
    for (let i = 0; i < 9; i++) await limiter.acquire();
    expect(clock.sleeps).toHaveLength(1);
  });

  it("keeps the lower of its own count and the server's within one window", async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter({ now: clock.now, sleep: clock.sleep, random: () => 0 });
    const reset = (clock.now() + 10_000) / 1000;
    limiter.observe({ limit: 60, remaining: 5, reset });
    await limiter.acquire();
    await limiter.acquire();
    limiter.observe({ limit: 60, remaining: 4, reset }); // a late answer: 3 are left, not 4
    for (let i = 0; i < 3; i++) await limiter.acquire();
    expect(clock.sleeps).toEqual([]);
    await limiter.acquire();
    expect(clock.sleeps).toHaveLength(1);
  });

  it("ignores headers of a window that is already over", async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter({ now: clock.now, sleep: clock.sleep, random: () => 0 });
    limiter.observe({ limit: 60, remaining: 0, reset: (clock.now() - 1_000) / 1000 });
    await limiter.acquire();
    expect(clock.sleeps).toEqual([]);
  });

  it("enforces the client-side cap per minute", async () => {
    const clock = fakeClock();
    const limiter = new RateLimiter({ maxRequestsPerMinute: 3, now: clock.now, sleep: clock.sleep, random: () => 0 });
    for (let i = 0; i < 3; i++) {
      await limiter.acquire();
      clock.advance(1_000);
    }
    await limiter.acquire();
    // The first request was sent 3 s ago: the fourth waits until it is a minute old.
    expect(clock.sleeps).toEqual([57_001]);
  });
});
