// Everything a route needs, built once per emulator and shared by its five listeners.
import type { Authenticator } from "./auth/authenticator";
import type { FaultRegistry } from "./controls/faults";
import type { RequestLog } from "./controls/request-log";
import type { EventBus } from "./domains/events/event-bus";
import type { FixedWindowRateLimiter, RateLimitConfig } from "./rate-limit/fixed-window";
import type { Store } from "./store/store";

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

export interface EmulatorContext {
  readonly options: ResolvedOptions;
  readonly store: Store;
  readonly auth: Authenticator;
  readonly rateLimiter: FixedWindowRateLimiter;
  readonly faults: FaultRegistry;
  readonly requestLog: RequestLog;
  readonly events: EventBus;
  /** Back to the start: seed state, then (once that commits) empty request log, no faults or deliveries, start rate limit. */
  reset(): void;
}
