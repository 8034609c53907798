import { calculateRetryDelay, type FailedAttempt, type RetryPolicy } from "../../../provider/http/calculate-retry-delay";

const policy: RetryPolicy = { maxRetries: 3, maxRateLimitWaits: 2, baseDelayMs: 100, maxDelayMs: 1_000, maxRateLimitWaitMs: 30_000 };
const now = 1_700_000_000_000;
const attempt = (overrides: Partial<FailedAttempt>): FailedAttempt => ({
  attempt: 1,
  rateLimitedAttempts: 0,
  method: "GET",
  nowMs: now,
  random: 0,
  ...overrides,
});

describe("calculateRetryDelay", () => {
  it("backs off exponentially with equal jitter for retryable statuses", () => {
    expect(calculateRetryDelay(attempt({ status: 503 }), policy)).toBe(50);
    expect(calculateRetryDelay(attempt({ status: 503, attempt: 2 }), policy)).toBe(100);
    expect(calculateRetryDelay(attempt({ status: 500, attempt: 3, random: 0.999 }), policy)).toBe(400);
  });

  it("caps one delay at maxDelayMs and stops after maxRetries", () => {
    const capped = { ...policy, maxRetries: 10 };
    expect(calculateRetryDelay(attempt({ status: 502, attempt: 9, random: 0.999 }), capped)).toBe(1_000);
    expect(calculateRetryDelay(attempt({ status: 503, attempt: 4 }), policy)).toBe(0);
  });

  it("never retries client errors", () => {
    for (const status of [400, 401, 403, 404, 409, 413]) expect(calculateRetryDelay(attempt({ status }), policy)).toBe(0);
  });

  it("retries a POST only when the request certainly never left this machine", () => {
    expect(calculateRetryDelay(attempt({ method: "POST", status: 503 }), policy)).toBe(0);
    expect(calculateRetryDelay(attempt({ method: "POST", errorCode: "ECONNRESET" }), policy)).toBe(0);
    expect(calculateRetryDelay(attempt({ method: "POST", errorCode: "ECONNREFUSED" }), policy)).toBe(50);
    expect(calculateRetryDelay(attempt({ method: "PATCH", errorCode: "ECONNRESET" }), policy)).toBe(50);
  });

  it("waits for the rate-limit window to reset on 429, plus jitter, whatever the method", () => {
    const reset = (now + 4_000) / 1000;
    expect(calculateRetryDelay(attempt({ method: "POST", status: 429, rateLimitReset: reset }), policy)).toBe(4_000);
    expect(calculateRetryDelay(attempt({ status: 429, rateLimitReset: reset, random: 0.5 }), policy)).toBe(4_125);
  });

  it("prefers Retry-After to the reset header, and gives up when asked to wait too long", () => {
    expect(calculateRetryDelay(attempt({ status: 429, retryAfterSeconds: 2, rateLimitReset: now / 1000 + 9 }), policy)).toBe(2_000);
    expect(calculateRetryDelay(attempt({ status: 429, retryAfterSeconds: 31 }), policy)).toBe(0);
  });

  it("counts rate-limit waits apart from other retries, and bounds them too", () => {
    expect(calculateRetryDelay(attempt({ status: 503, attempt: 4, rateLimitedAttempts: 2 }), policy)).toBe(100);
    expect(calculateRetryDelay(attempt({ status: 429, attempt: 3, rateLimitedAttempts: 2, retryAfterSeconds: 1 }), policy)).toBe(0);
  });

  it("honours Retry-After on a 503 for idempotent requests", () => {
    expect(calculateRetryDelay(attempt({ status: 503, retryAfterSeconds: 3 }), policy)).toBe(3_000);
  });
});
