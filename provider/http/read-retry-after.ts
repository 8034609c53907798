// Retry-After in either form HTTP allows (RFC 9110): delay-seconds, or an HTTP-date, which counts
// from `nowMs`. Undefined when absent or unreadable; a date already past is no wait at all.
export function readRetryAfter(header: string | string[] | undefined, nowMs: number): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === "") return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  // Every HTTP-date form names its month (and weekday) in letters; Date.parse would take "-5" as a year.
  if (!/[A-Za-z]/.test(value)) return undefined;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, (date - nowMs) / 1000);
}
