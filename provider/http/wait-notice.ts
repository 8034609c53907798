// What a user watching sees while the client waits before trying again, one line each: the
// operation, why, how long, and how many tries are left, so a slow run is never silent. The faces
// show these as Pulumi status lines, the export on stderr.

export interface RetryWait {
  operation: string;
  /** The status that failed the attempt, when the server answered. */
  status?: number;
  /** The network error that did, when it did not (ECONNREFUSED, ETIMEDOUT, ...). */
  errorCode?: string;
  /** 1 for the first retry (or the first wait for a rate-limit window). */
  retry: number;
  /** How many the policy allows. */
  limit: number;
  delayMs: number;
}

export function retryNotice(wait: RetryWait): string {
  const after = `${formatDelay(wait.delayMs)}`;
  if (wait.status === 429)
    return `${wait.operation}: rate-limited (HTTP 429); waiting ${after} for the rate-limit window (wait ${wait.retry} of ${wait.limit})`;
  const cause = wait.status !== undefined ? `HTTP ${wait.status}` : (wait.errorCode ?? "no answer");
  return `${wait.operation}: ${cause}; retry ${wait.retry} of ${wait.limit} in ${after}`;
}

/** `0.6 s`, `12 s`: tenths only where they matter. */
export function formatDelay(ms: number): string {
  const seconds = ms / 1000;
  return seconds < 10 ? `${seconds.toFixed(1)} s` : `${Math.round(seconds)} s`;
}

/** `12:44:03`: a time of day on the user's clock, to the second, as the platform's reset names it. */
export function formatClock(ms: number): string {
  const time = new Date(ms);
  return [time.getHours(), time.getMinutes(), time.getSeconds()].map((part) => String(part).padStart(2, "0")).join(":");
}
