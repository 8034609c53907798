// Decides whether and when to retry a failed request. Pure: time and randomness come in as inputs,
// so every branch is unit-testable. Returns 0 for "do not retry".

export interface RetryPolicy {
  /** Retries for 5xx, 408 and network errors. */
  maxRetries: number;
  /** Waits for a rate-limit window to reset (429s), counted apart from maxRetries. */
  maxRateLimitWaits: number;
  /** First backoff delay; doubles each attempt. */
  baseDelayMs: number;
  /** Ceiling of one backoff delay. */
  maxDelayMs: number;
  /** Longest single wait for a 429 reset; a server asking for more fails the request instead. */
  maxRateLimitWaitMs: number;
}

export interface FailedAttempt {
  /** 1 for the first retry. */
  attempt: number;
  /** How many of the earlier attempts ended in 429. */
  rateLimitedAttempts: number;
  method: string;
  /** Overrides the method's rule: true for a POST that is safe to repeat (see isRepeatable). */
  repeatable?: boolean;
  /** HTTP status, when the server answered. */
  status?: number;
  /** Node network error code (ECONNRESET, ETIMEDOUT, ...), when it did not. */
  errorCode?: string;
  /** True while the host has answered no request of this process: see wrongAddressCodes. */
  firstContact?: boolean;
  /** X-RateLimit-Reset: UNIX seconds. */
  rateLimitReset?: number;
  /** Retry-After in seconds. */
  retryAfterSeconds?: number;
  nowMs: number;
  /** Uniform in [0, 1). */
  random: number;
}

/**
 * Errors where the request never left this machine (or the egress proxy: see ProxyTunnelError):
 * retrying cannot duplicate anything.
 */
export const neverSentCodes = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "EADDRINUSE",
  "ERR_PROXY_UNREACHABLE",
  "ERR_PROXY_TUNNEL",
  "ERR_PROXY_REFUSED",
]);
/** Of those, the ones trying again will not change: the proxy refused the tunnel (403, 407). */
const permanentCodes = new Set(["ERR_PROXY_REFUSED"]);
/**
 * Errors that, at the first contact with a host, mean a wrong address rather than an outage: they
 * fail at once instead of retrying for a minute. Once the host has answered, they are retried.
 */
export const wrongAddressCodes = new Set(["ECONNREFUSED", "ENOTFOUND"]);
/** Errors after which the server may or may not have acted on the request. */
const maybeSentCodes = new Set(["ECONNRESET", "ETIMEDOUT", "EPIPE", "ERR_GOT_REQUEST_ERROR"]);
const retryableStatuses = new Set([408, 500, 502, 503, 504]);

/** POST creates are not idempotent: when their outcome is unknown, the caller settles it by lookup. */
export function isIdempotent(method: string): boolean {
  return method.toUpperCase() !== "POST";
}

export function calculateRetryDelay(failure: FailedAttempt, policy: RetryPolicy): number {
  if (failure.status === 429) return rateLimitDelay(failure, policy);

  const otherAttempt = failure.attempt - failure.rateLimitedAttempts;
  if (otherAttempt > policy.maxRetries) return 0;
  const code = failure.errorCode;
  if (code !== undefined && permanentCodes.has(code)) return 0;
  if (failure.firstContact === true && code !== undefined && wrongAddressCodes.has(code)) return 0;
  const neverSent = code !== undefined && neverSentCodes.has(code);
  const retryable =
    neverSent ||
    (code !== undefined && maybeSentCodes.has(code)) ||
    (failure.status !== undefined && retryableStatuses.has(failure.status));
  if (!retryable) return 0;
  if (!neverSent && !(failure.repeatable ?? isIdempotent(failure.method))) return 0;

  if (failure.status === 503 && failure.retryAfterSeconds !== undefined) {
    // At least 1 ms: 0 means "do not retry", and Retry-After: 0 means "come back now".
    return Math.max(1, Math.min(policy.maxRateLimitWaitMs, failure.retryAfterSeconds * 1000)) + jitter(failure.random);
  }
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (otherAttempt - 1));
  // "Equal jitter": at least half the backoff, so retries of many resources spread out.
  return Math.max(1, Math.round(ceiling / 2 + (failure.random * ceiling) / 2));
}

function rateLimitDelay(failure: FailedAttempt, policy: RetryPolicy): number {
  if (failure.rateLimitedAttempts + 1 > policy.maxRateLimitWaits) return 0;
  let waitMs: number;
  if (failure.retryAfterSeconds !== undefined) waitMs = failure.retryAfterSeconds * 1000;
  else if (failure.rateLimitReset !== undefined) waitMs = failure.rateLimitReset * 1000 - failure.nowMs;
  else waitMs = policy.baseDelayMs * 2 ** failure.rateLimitedAttempts;
  if (waitMs > policy.maxRateLimitWaitMs) return 0;
  return Math.max(1, waitMs) + jitter(failure.random);
}

/** Up to 250 ms, so clients released by one window reset do not arrive in the same millisecond. */
function jitter(random: number): number {
  return Math.round(random * 250);
}
