// Reads the spec's X-RateLimit-* headers; a missing or malformed header is simply not known.
import type { RateLimitHeaders } from "./rate-limiter";

type Headers = Record<string, string | string[] | undefined>;

export function readRateLimitHeaders(headers: Headers): RateLimitHeaders {
  const limit = wholeNumber(headers["x-ratelimit-limit"]);
  const remaining = wholeNumber(headers["x-ratelimit-remaining"]);
  const reset = wholeNumber(headers["x-ratelimit-reset"]);
  return {
    ...(limit !== undefined && { limit }),
    ...(remaining !== undefined && { remaining }),
    ...(reset !== undefined && { reset }),
  };
}

function wholeNumber(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && /^\d+$/.test(text.trim()) ? Number(text) : undefined;
}
