import { FixedWindowRateLimiter } from "../../../../emulator/rate-limit/fixed-window";

describe("fixed-window rate limiter", () => {
  test("counts each key, reports the smallest remaining and refuses past the limit", () => {
    const limiter = new FixedWindowRateLimiter({ limit: 2, windowSeconds: 60 });
    const at = 120_000;
    expect(limiter.hit(["ip:a", "user:u"], at)).toEqual({ limit: 2, remaining: 1, resetSeconds: 180, exceeded: false });
    expect(limiter.hit(["ip:a"], at + 1)).toMatchObject({ remaining: 0, exceeded: false });
    expect(limiter.hit(["ip:b", "user:u"], at + 2)).toMatchObject({ remaining: 0, exceeded: false });
    expect(limiter.hit(["ip:a"], at + 3)).toMatchObject({ remaining: 0, exceeded: true });
    expect(limiter.hit(["ip:c"], at + 4)).toMatchObject({ remaining: 1, exceeded: false });
  });

  test("windows are aligned to the epoch and start afresh", () => {
    const limiter = new FixedWindowRateLimiter({ limit: 1, windowSeconds: 10 });
    expect(limiter.hit(["k"], 19_999)).toMatchObject({ resetSeconds: 20, exceeded: false });
    expect(limiter.hit(["k"], 19_999)).toMatchObject({ exceeded: true });
    expect(limiter.hit(["k"], 20_000)).toMatchObject({ resetSeconds: 30, exceeded: false });
  });

  test("off answers no verdict; configure restarts the counters", () => {
    const limiter = new FixedWindowRateLimiter(false);
    expect(limiter.hit(["k"], 0)).toBeUndefined();
    limiter.configure({ limit: 1, windowSeconds: 60 });
    limiter.hit(["k"], 0);
    limiter.configure({ limit: 1, windowSeconds: 60 });
    expect(limiter.hit(["k"], 0)).toMatchObject({ exceeded: false });
  });
});
