// Where a rate-limited run's time went, from the emulator's request log: the CLI before the first
// request and after the last, how far into its rate-limit window the first request came, and the
// requests in each window from the first request's on.
import type { RequestLogEntry } from "../../emulator/http/request-log";

export interface RequestProfile {
  beforeFirstRequestSeconds: number;
  afterLastRequestSeconds: number;
  firstRequestIntoWindowSeconds: number;
  requestsPerWindow: number[];
}

export function requestProfile(log: RequestLogEntry[], startedMs: number, endedMs: number, windowSeconds: number): RequestProfile {
  const times = log.map((entry) => Date.parse(entry.time));
  const windowMs = windowSeconds * 1000;
  const first = times[0] ?? startedMs;
  const firstWindow = Math.floor(first / windowMs);
  const requestsPerWindow: number[] = [];
  for (const time of times) {
    const index = Math.floor(time / windowMs) - firstWindow;
    while (requestsPerWindow.length <= index) requestsPerWindow.push(0);
    requestsPerWindow[index]! += 1;
  }
  return {
    beforeFirstRequestSeconds: roundTo(1, (first - startedMs) / 1000),
    afterLastRequestSeconds: roundTo(1, (endedMs - (times.at(-1) ?? endedMs)) / 1000),
    firstRequestIntoWindowSeconds: roundTo(1, (first % windowMs) / 1000),
    requestsPerWindow,
  };
}

/** `value` rounded to `digits` decimal places, for the report. */
export function roundTo(digits: number, value: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
