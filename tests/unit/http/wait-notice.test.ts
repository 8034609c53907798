import { formatDelay, retryNotice } from "../../../provider/http/wait-notice";

describe("retryNotice", () => {
  it("names the operation, the cause, the retry of how many, and the wait", () => {
    expect(retryNotice({ operation: "list roles", status: 503, retry: 2, limit: 15, delayMs: 1_130 })).toBe(
      "list roles: HTTP 503; retry 2 of 15 in 1.1 s",
    );
    expect(retryNotice({ operation: "create role", errorCode: "ECONNREFUSED", retry: 1, limit: 15, delayMs: 600 })).toBe(
      "create role: ECONNREFUSED; retry 1 of 15 in 0.6 s",
    );
    expect(retryNotice({ operation: "list roles", status: 429, retry: 1, limit: 20, delayMs: 12_400 })).toBe(
      "list roles: rate-limited (HTTP 429); waiting 12 s for the rate-limit window (wait 1 of 20)",
    );
  });

  it("shows tenths of a second only below ten seconds", () => {
    expect([formatDelay(40), formatDelay(9_960), formatDelay(10_400), formatDelay(61_000)]).toEqual(["0.0 s", "10.0 s", "10 s", "61 s"]);
  });
});
