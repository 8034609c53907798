// The public entry point: start an emulator of the support platform on five local ports.
import { setTimeout as sleep } from "node:timers/promises";
import { randomBytes } from "node:crypto";
import { Authenticator } from "./auth/authenticator";
import { CONSOLE_PATH } from "./console/files";
import type { EmulatorContext } from "./domains/context";
import type { ResolvedOptions } from "./http/gate-context";
import { EmulatorControl } from "./controls/client";
import { FaultRegistry } from "./http/faults";
import { hostName } from "./http/own-origin";
import { RequestLog } from "./http/request-log";
import { WebhookDelivery } from "./domains/events/delivery";
import { withTeamDefaults } from "./domains/teams/team-defaults";
import { EventBus } from "./domains/events/event-bus";
import { FixedWindowRateLimiter } from "./rate-limit/fixed-window";
import { buildListeners, type Listeners } from "./server";
import { DATA_FILE_VERSION, readDataFile, writeDataFile } from "./store/persistence";
import { TABLE_NAMES } from "./domains/registry";
import { SEED_ORGANIZATIONS, seedState, type SeedOrganization } from "./domains/seed";
import { RENAMED_TABLES, type StateData } from "./domains/state";
import { createStore } from "./store/store";

export type { SeedOrganization, SeedUser } from "./domains/seed";
export { EmulatorControl } from "./controls/client";
export type { FaultRuleRequest, NewAccount, NewComment, NewEvent, NewSurvey, NewTicket, StoredRecord } from "./controls/client";
export type { FaultRule } from "./http/faults";
export type { LoggedMessage, RequestLogEntry } from "./http/request-log";
export type { OrganizationView } from "./controls/organizations";
export type { ResourceTable } from "./domains/state";
export type { DeliveryAttempt, DeliveryRecord } from "./domains/events/delivery";

export interface EmulatorOptions {
  /** First port: base = port, api = port+1, apps = port+2, sla = port+3, workflows = port+4. 0 (default) picks five free ports. */
  port?: number;
  /** Default "127.0.0.1". */
  host?: string;
  /**
   * More host names (no port) the control routes and the console answer, besides 127.0.0.1,
   * localhost, [::1] and `host`: for reaching the emulator by another name. Default none.
   */
  allowedHosts?: string[];
  /** Default { limit: 60, windowSeconds: 60 } (the spec's standard limit); false switches it off. */
  rateLimit?: { limit: number; windowSeconds: number } | false;
  /** Access-token lifetime in seconds, default 3600. */
  tokenTtlSeconds?: number;
  /**
   * The time tokens are issued and checked at and rate-limit windows are counted in, in milliseconds
   * since the epoch; default Date.now.
   */
  clock?: () => number;
  /** How a fault's latency is waited out; default a timer. */
  sleep?: (ms: number) => Promise<void>;
  /** Bearer-documented endpoints refuse an API key alone. */
  strictAuth?: boolean;
  /** Persist the state to this file (atomic writes) and load it at start. */
  dataFile?: string;
  /** Fastify request logging, default false. */
  logger?: boolean;
}

export interface RunningEmulator {
  baseUrl: string;
  apiUrl: string;
  appsStudioUrl: string;
  /** The SLA policies' host (the docs' `sla.` host). */
  slaUrl: string;
  /** The workflows' host (the docs' `workflow-app.` host). */
  workflowsUrl: string;
  /** The web console, on the base listener. */
  consoleUrl: string;
  organizations: SeedOrganization[];
  control: EmulatorControl;
  stop(): Promise<void>;
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const resolved = resolveOptions(options);
  const { dataFile } = resolved;
  const persisted = dataFile === undefined ? undefined : readDataFile<StateData>(dataFile, TABLE_NAMES, RENAMED_TABLES);
  const jwtSecret = persisted?.jwtSecret ?? randomBytes(32).toString("hex");
  const save =
    dataFile === undefined ? undefined : (state: StateData) => writeDataFile(dataFile, { version: DATA_FILE_VERSION, jwtSecret, state });
  const store = createStore(TABLE_NAMES, persisted ? withTeamDefaults(persisted.state, persisted.absentTables) : seedState(), save);
  const rateLimiter = new FixedWindowRateLimiter(resolved.rateLimit);
  const faults = new FaultRegistry();
  const requestLog = new RequestLog();
  const events = new EventBus(store, new WebhookDelivery());

  const context: EmulatorContext = {
    options: resolved,
    store,
    auth: new Authenticator(store, jwtSecret, resolved.tokenTtlSeconds, resolved.clock),
    rateLimiter,
    faults,
    requestLog,
    events,
    reset() {
      store.load(seedState());
      store.transactions.afterCommit(() => {
        requestLog.clear();
        faults.clear();
        events.delivery.clear();
        rateLimiter.configure(resolved.rateLimit);
      });
    },
  };
  save?.(store.state());

  const listeners = buildListeners(context);
  const urls = await listenAll(listeners, resolved);
  return {
    ...urls,
    consoleUrl: `${urls.baseUrl}${CONSOLE_PATH}`,
    organizations: structuredClone(SEED_ORGANIZATIONS) as SeedOrganization[],
    control: new EmulatorControl(urls.baseUrl),
    async stop() {
      events.delivery.stop();
      await Promise.all(Object.values(listeners).map((listener) => listener.close()));
    },
  };
}

function resolveOptions(options: EmulatorOptions): ResolvedOptions {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65_531) throw new RangeError(`port must be an integer from 0 to 65531, got ${port}`);
  const rateLimit = options.rateLimit ?? { limit: 60, windowSeconds: 60 };
  if (
    rateLimit &&
    !(Number.isInteger(rateLimit.limit) && rateLimit.limit > 0 && Number.isInteger(rateLimit.windowSeconds) && rateLimit.windowSeconds > 0)
  ) {
    throw new RangeError("rateLimit needs a positive integer limit and windowSeconds");
  }
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 3600;
  if (!Number.isInteger(tokenTtlSeconds) || tokenTtlSeconds <= 0) throw new RangeError("tokenTtlSeconds must be a positive integer");
  const allowedHosts = options.allowedHosts ?? [];
  for (const name of allowedHosts) {
    if (hostName(name) === undefined) throw new RangeError(`allowedHosts must be host names without a port, got ${JSON.stringify(name)}`);
  }
  return {
    port,
    host: options.host ?? "127.0.0.1",
    allowedHosts,
    rateLimit,
    tokenTtlSeconds,
    strictAuth: options.strictAuth ?? false,
    dataFile: options.dataFile,
    logger: options.logger ?? false,
    clock: options.clock ?? Date.now,
    sleep: options.sleep ?? ((ms) => sleep(ms)),
  };
}

/** Each host's port after the first, and the URL it is answered as. */
const LISTENER_URLS = [
  ["base", "baseUrl"],
  ["api", "apiUrl"],
  ["apps", "appsStudioUrl"],
  ["sla", "slaUrl"],
  ["workflows", "workflowsUrl"],
] as const satisfies readonly (readonly [keyof Listeners, keyof RunningEmulator])[];

type ListenerUrls = Record<(typeof LISTENER_URLS)[number][1], string>;

async function listenAll(listeners: Listeners, { host, port }: ResolvedOptions): Promise<ListenerUrls> {
  const portOf = (offset: number) => (port === 0 ? 0 : port + offset);
  try {
    const bound = await Promise.all(LISTENER_URLS.map(([name], offset) => listeners[name].listen({ host, port: portOf(offset) })));
    return Object.fromEntries(LISTENER_URLS.map(([, url], offset) => [url, urlOf(host, bound[offset]!)])) as ListenerUrls;
  } catch (error) {
    await Promise.allSettled(Object.values(listeners).map((listener) => listener.close()));
    throw error;
  }
}

/** fastify answers the bound address; keep the host the caller asked for, with the bound port. */
function urlOf(host: string, listening: string): string {
  const { port } = new URL(listening);
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}
