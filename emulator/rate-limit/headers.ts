// The spec's seven X-RateLimit-* headers. Limit, Remaining and Reset are absent while rate
// limiting is switched off (no limit applies); UserID and OrgID only when the caller is known.
import type { RateLimitVerdict } from "./fixed-window";

export interface RateLimitSubject {
  ip: string;
  userId?: string;
  organizationId?: string;
  path: string;
}

export function rateLimitHeaders(verdict: RateLimitVerdict | undefined, subject: RateLimitSubject): Record<string, string> {
  return {
    ...(verdict && {
      "X-RateLimit-Limit": String(verdict.limit),
      "X-RateLimit-Remaining": String(verdict.remaining),
      "X-RateLimit-Reset": String(verdict.resetSeconds),
    }),
    "X-RateLimit-IP": subject.ip,
    ...(subject.userId !== undefined && { "X-RateLimit-UserID": subject.userId }),
    ...(subject.organizationId !== undefined && { "X-RateLimit-OrgID": subject.organizationId }),
    "X-RateLimit-Path": subject.path,
  };
}

/** The counters a request is charged to: always its IP, and its user and organization when known. */
export function rateLimitKeys(subject: RateLimitSubject): string[] {
  const keys = [`ip:${subject.ip}`];
  if (subject.userId !== undefined) keys.push(`user:${subject.userId}`);
  if (subject.organizationId !== undefined) keys.push(`org:${subject.organizationId}`);
  return keys;
}
