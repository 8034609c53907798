import { calculateRetryDelay, type FailedAttempt, isIdempotent, type RetryPolicy } from "../../../provider/http/calculate-retry-delay";

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
const delay = (overrides: Partial<FailedAttempt>, retryPolicy = policy) => calculateRetryDelay(attempt(overrides), retryPolicy);

describe("isIdempotent", () => {
  it("treats only POST, in any case, as not idempotent", () => {
    expect(["GET", "PUT", "PATCH", "DELETE", "get"].map(isIdempotent)).toEqual([true, true, true, true, true]);
    expect(["POST", "post"].map(isIdempotent)).toEqual([false, false]);
  });
});

describe("calculateRetryDelay: backoff", () => {
  it("backs off exponentially with equal jitter for retryable statuses", () => {
    expect(delay({ status: 503 })).toBe(50);
    expect(delay({ status: 503, attempt: 2 })).toBe(100);
    expect(delay({ status: 500, attempt: 3, random: 0.999 })).toBe(400);
    expect(delay({ status: 502, attempt: 2, random: 0.5 })).toBe(150);
  });

  it("retries 408, 500, 502, 503 and 504, and no other status", () => {
    expect([408, 500, 502, 503, 504].map((status) => delay({ status }))).toEqual([50, 50, 50, 50, 50]);
    expect([400, 401, 403, 404, 409, 413, 422, 501, 505].map((status) => delay({ status }))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("retries the network errors it knows, and no others", () => {
    const retried = [
      "ECONNRESET",
      "ETIMEDOUT",
      "EPIPE",
      "ERR_GOT_REQUEST_ERROR",
      "ECONNREFUSED",
      "ENOTFOUND",
      "EAI_AGAIN",
      "ENETUNREACH",
      "EHOSTUNREACH",
      "EADDRINUSE",
    ];
    expect(retried.map((errorCode) => delay({ errorCode }))).toEqual(retried.map(() => 50));
    expect(["EPROTO", "ERR_TLS_CERT_ALTNAME_INVALID", "ERR_BODY_PARSE_FAILURE"].map((errorCode) => delay({ errorCode }))).toEqual([
      0, 0, 0,
    ]);
    expect(delay({})).toBe(0);
  });

  it("at the first contact with a host, fails a refused connection or an unknown name at once: a wrong address", () => {
    const firstContact = ["ECONNREFUSED", "ENOTFOUND"].map((errorCode) => delay({ errorCode, firstContact: true }));
    expect(firstContact).toEqual([0, 0]);
    // Transient failures are retried at the first contact too, and a known host's refusal is an outage.
    const retried = [
      { errorCode: "EAI_AGAIN", firstContact: true },
      { errorCode: "ECONNRESET", firstContact: true },
      { errorCode: "ECONNREFUSED", firstContact: false },
    ];
    expect(retried.map((failure) => delay(failure))).toEqual([50, 50, 50]);
  });

  it("caps one delay at maxDelayMs and stops after maxRetries", () => {
    const capped = { ...policy, maxRetries: 10 };
    expect(delay({ status: 502, attempt: 9, random: 0.999 }, capped)).toBe(1_000);
    expect(delay({ status: 502, attempt: 9, random: 0 }, capped)).toBe(500);
    expect(delay({ status: 503, attempt: 3 })).toBe(200);
    expect(delay({ status: 503, attempt: 4 })).toBe(0);
  });

  it("never retries when maxRetries is 0", () => {
    expect(delay({ status: 503 }, { ...policy, maxRetries: 0 })).toBe(0);
    expect(delay({ errorCode: "ECONNREFUSED" }, { ...policy, maxRetries: 0 })).toBe(0);
  });

  it("waits at least 1 ms, so a retry is never mistaken for giving up", () => {
    expect(delay({ status: 503 }, { ...policy, baseDelayMs: 0 })).toBe(1);
  });
});

describe("calculateRetryDelay: requests that are not idempotent", () => {
  it("retries a POST only when the request certainly never left this machine", () => {
    expect(delay({ method: "POST", status: 503 })).toBe(0);
    expect(delay({ method: "POST", status: 500 })).toBe(0);
    expect(delay({ method: "POST", errorCode: "ECONNRESET" })).toBe(0);
    expect(delay({ method: "POST", errorCode: "ETIMEDOUT" })).toBe(0);
    expect(delay({ method: "POST", errorCode: "ECONNREFUSED" })).toBe(50);
    expect(delay({ method: "POST", errorCode: "ENOTFOUND", attempt: 2 })).toBe(100);
  });

  it("retries PUT, PATCH and DELETE after a possible send", () => {
    expect(delay({ method: "PATCH", errorCode: "ECONNRESET" })).toBe(50);
    expect(delay({ method: "PUT", status: 503 })).toBe(50);
    expect(delay({ method: "DELETE", errorCode: "ETIMEDOUT" })).toBe(50);
  });

  it("does not honour Retry-After on a 503 to a POST", () => {
    expect(delay({ method: "POST", status: 503, retryAfterSeconds: 1 })).toBe(0);
  });

  it("retries a POST that is safe to repeat (logging in) like any idempotent request", () => {
    expect(delay({ method: "POST", repeatable: true, status: 503 })).toBe(50);
    expect(delay({ method: "POST", repeatable: true, errorCode: "ECONNRESET" })).toBe(50);
  });
});

describe("calculateRetryDelay: rate limits (429)", () => {
  it("waits for the rate-limit window to reset, plus up to 250 ms of jitter, whatever the method", () => {
    const reset = (now + 4_000) / 1000;
    expect(delay({ method: "POST", status: 429, rateLimitReset: reset })).toBe(4_000);
    expect(delay({ status: 429, rateLimitReset: reset, random: 0.5 })).toBe(4_125);
    expect(delay({ status: 429, rateLimitReset: reset, random: 0.999 })).toBe(4_250);
  });

  it("retries at once, after 1 ms and jitter, when the reset is already past", () => {
    expect(delay({ status: 429, rateLimitReset: (now - 3_000) / 1000 })).toBe(1);
    expect(delay({ status: 429, retryAfterSeconds: 0, random: 0.2 })).toBe(51);
  });

  it("prefers Retry-After to the reset header, and gives up when asked to wait too long", () => {
    expect(delay({ status: 429, retryAfterSeconds: 2, rateLimitReset: now / 1000 + 9 })).toBe(2_000);
    expect(delay({ status: 429, retryAfterSeconds: 30 })).toBe(30_000);
    expect(delay({ status: 429, retryAfterSeconds: 31 })).toBe(0);
    expect(delay({ status: 429, rateLimitReset: now / 1000 + 31 })).toBe(0);
  });

  it("backs off exponentially when the server says nothing about when to come back", () => {
    expect(delay({ status: 429 })).toBe(100);
    expect(delay({ status: 429, attempt: 2, rateLimitedAttempts: 1 })).toBe(200);
  });

  it("counts rate-limit waits apart from other retries, and bounds them too", () => {
    expect(delay({ status: 503, attempt: 4, rateLimitedAttempts: 2 })).toBe(100);
    expect(delay({ status: 503, attempt: 6, rateLimitedAttempts: 2 })).toBe(0);
    expect(delay({ status: 429, attempt: 5, rateLimitedAttempts: 1, retryAfterSeconds: 1 })).toBe(1_000);
    expect(delay({ status: 429, attempt: 3, rateLimitedAttempts: 2, retryAfterSeconds: 1 })).toBe(0);
  });
});

describe("calculateRetryDelay: Retry-After on a 503", () => {
  it("honours it for idempotent requests, capped at maxRateLimitWaitMs, plus jitter", () => {
    expect(delay({ status: 503, retryAfterSeconds: 3 })).toBe(3_000);
    expect(delay({ status: 503, retryAfterSeconds: 3, random: 0.5 })).toBe(3_125);
    expect(delay({ status: 503, retryAfterSeconds: 600 })).toBe(30_000);
  });

  it("still retries when the server asks to come back at once (Retry-After: 0)", () => {
    // 0 means "do not retry", so "come back now" must be at least 1 ms, as it is for a 429.
    expect(delay({ status: 503, retryAfterSeconds: 0, random: 0 })).toBe(1);
  });
});
