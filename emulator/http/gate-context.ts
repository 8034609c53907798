// What the gate in front of every route needs of the emulator: its options, the authenticator, the
// rate limiter, the faults to inject and the request log. The domains' context (domains/context.ts)
// adds the store, the events and reset.
import type { Authenticator } from "../auth/authenticator";
import type { FixedWindowRateLimiter, RateLimitConfig } from "../rate-limit/fixed-window";
import type { FaultRegistry } from "./faults";
import type { RequestLog } from "./request-log";

export interface ResolvedOptions {
  port: number;
  host: string;
  /** Host names besides the loopback names and `host` that the controls and console answer. */
  allowedHosts: readonly string[];
  rateLimit: RateLimitConfig | false;
  tokenTtlSeconds: number;
  strictAuth: boolean;
  dataFile: string | undefined;
  logger: boolean;
  /** Milliseconds since the epoch: when tokens are issued and checked, and which rate-limit window a request falls in. */
  clock: () => number;
  /** Waits out a fault's latency. */
  sleep: (ms: number) => Promise<void>;
}

export interface GateContext {
  readonly options: ResolvedOptions;
  readonly auth: Authenticator;
  readonly rateLimiter: FixedWindowRateLimiter;
  readonly faults: FaultRegistry;
  readonly requestLog: RequestLog;
}
