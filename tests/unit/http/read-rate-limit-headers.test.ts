import { readRateLimitHeaders } from "../../../provider/http/read-rate-limit-headers";

describe("readRateLimitHeaders", () => {
  it("reads the three X-RateLimit-* figures as numbers", () => {
    expect(readRateLimitHeaders({ "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700000060" })).toEqual({
      limit: 60,
      remaining: 0,
      reset: 1_700_000_060,
    });
  });

  it("leaves out headers that are missing", () => {
    expect(readRateLimitHeaders({ "x-ratelimit-remaining": "7" })).toEqual({ remaining: 7 });
    expect(readRateLimitHeaders({ "content-type": "application/json" })).toEqual({});
  });

  it("leaves out values that are not whole numbers, rather than guessing", () => {
    const malformed = ["", " ", "-1", "1.5", "1e3", "ten", "0x10", "5 apples", "Infinity"];
    for (const value of malformed) {
      expect(readRateLimitHeaders({ "x-ratelimit-limit": value, "x-ratelimit-remaining": value, "x-ratelimit-reset": value })).toEqual({});
    }
  });

  it("tolerates surrounding whitespace", () => {
    expect(readRateLimitHeaders({ "x-ratelimit-remaining": " 12 " })).toEqual({ remaining: 12 });
  });

  it("takes the first of repeated headers", () => {
    expect(readRateLimitHeaders({ "x-ratelimit-limit": ["10", "60"], "x-ratelimit-reset": [] })).toEqual({ limit: 10 });
  });

  it("ignores the other X-RateLimit-* headers of the spec", () => {
    const headers = {
      "x-ratelimit-ip": "127.0.0.1",
      "x-ratelimit-userid": "U1",
      "x-ratelimit-orgid": "O1",
      "x-ratelimit-path": "/v1/roles",
    };
    expect(readRateLimitHeaders(headers)).toEqual({});
  });
});
