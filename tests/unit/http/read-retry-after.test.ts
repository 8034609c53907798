import { readRetryAfter } from "../../../provider/http/read-retry-after";

const now = Date.parse("2026-01-01T00:00:00Z");

describe("readRetryAfter", () => {
  it("reads delay-seconds", () => {
    expect(readRetryAfter("0", now)).toBe(0);
    expect(readRetryAfter("120", now)).toBe(120);
  });

  it("reads an HTTP-date as the seconds from now until then, and a past one as no wait", () => {
    expect(readRetryAfter("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30);
    expect(readRetryAfter("Wed, 31 Dec 2025 23:59:00 GMT", now)).toBe(0);
  });

  it("answers undefined for no header or one it cannot read", () => {
    expect(readRetryAfter(undefined, now)).toBeUndefined();
    expect(readRetryAfter("", now)).toBeUndefined();
    expect(readRetryAfter("soon", now)).toBeUndefined();
    expect(readRetryAfter("-5", now)).toBeUndefined();
  });
});
