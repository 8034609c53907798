// The one HTTP client of a provider process, shared by every resource: keep-alive connections, one
// rate-limit budget and one bearer-token cache. Retries go through got's own retry machinery, with
// the delay decided by calculateRetryDelay; every failure leaves as a typed error. No redirect is
// followed: credentials and bodies go to the configured hosts and nowhere else.
//
// got is loaded with the first request, not with this module: the native plugin starts once per
// explicit provider and most of its calls (check, diff, a no-change preview's) send nothing, and
// got alone is about a third of a started plugin's memory.
import type { Got, Request as GotRequest, OptionsInit, RequestError, Response } from "got";
import type { z } from "zod";
import type { ProviderConfig } from "../config/provider-config";
import { packageManifest } from "../core/package-files";
import { createSettled } from "./create-settled";
import type { CallOptions, PlatformApi } from "../core/platform-api";
import { BearerTokens } from "./bearer-tokens";
import { calculateRetryDelay, type RetryPolicy } from "./calculate-retry-delay";
import { connectionAgents } from "./connection-agents";
import { namingCredential } from "./credential-refused";
import type { Endpoint } from "../core/endpoint";
import { fillPath, isRepeatable } from "./endpoints";
import { ApiError, RedirectError, ResponseShapeError } from "./errors";
import { describeHostSetting, hostUrl } from "./hosts";
import { RateLimiter, type Send } from "./rate-limiter";
import { RequestSlots } from "./request-slots";
import { readRateLimitHeaders } from "./read-rate-limit-headers";
import { proxySettingsFrom } from "./proxy-settings";
import { readRetryAfter } from "./read-retry-after";
import { redactLocation } from "./redact-location";
import { Redactor } from "./redactor";
import { type HostFacts, toPlatformError } from "./to-platform-error";
import { type RetryWait, retryNotice } from "./wait-notice";

export interface PlatformClientOptions {
  retryPolicy?: Partial<RetryPolicy>;
  limiter?: RateLimiter;
  /**
   * Makes the got instance requests go through, from the options every request shares (agents,
   * headers, timeout). By default: those, with the retries of calculateRetryDelay and a turn in the
   * limiter's budget for every attempt.
   */
  http?: (common: OptionsInit) => Got;
  /** Told, in a line for the user, of every wait before a retry and for the rate limit. */
  progress?: (notice: string) => void;
}

/** Per-request state that got carries from attempt to attempt. */
interface AttemptContext extends Record<string, unknown> {
  endpoint: Endpoint;
  /** The configured URL of the endpoint's host. */
  host: string;
  rateLimitedAttempts: number;
  /** The attempt under way, as the limiter counted it. */
  send?: Send;
}

/** The final response of a request: its status, its redirect target if any, and its body. */
interface FinalResponse {
  statusCode: number;
  location: string | undefined;
  text: string;
}

export const defaultRetryPolicy: Omit<RetryPolicy, "maxRetries"> = {
  maxRateLimitWaits: 20,
  baseDelayMs: 500,
  maxDelayMs: 10_000,
  maxRateLimitWaitMs: 120_000,
};

/** Names the package and its version to the platform, as its logs and support would want. */
const userAgent = (({ name, version }) => `${name}/${version}`)(packageManifest());
/**
 * Requests in flight at most, and so connections to one host. Pulumi starts many operations at once;
 * beyond a few requests, more only add memory and load on the server (and at the platform's rate
 * limit of one request a second, a few are many): the others wait for a slot (request-slots.ts).
 */
const maxRequestsInFlight = 4;

export class PlatformClient implements PlatformApi {
  readonly limiter: RateLimiter;
  /**
   * got's module and the instance requests go through, made on the first request. A load that
   * failed is not kept: the next request tries again.
   */
  private http: Promise<{ got: typeof import("got"); instance: Got }> | undefined;
  private readonly makeHttp: (got: typeof import("got")) => Got;
  private readonly tokens: BearerTokens;
  private readonly redactor: Redactor;
  private readonly slots = new RequestSlots(maxRequestsInFlight);
  /** The hosts (configured URLs) that have answered a request of this process, whatever the status. */
  private readonly answered = new Set<string>();

  constructor(
    private readonly config: ProviderConfig,
    options: PlatformClientOptions = {},
  ) {
    this.limiter =
      options.limiter ??
      new RateLimiter({
        ...(config.maxRequestsPerMinute !== undefined && { maxRequestsPerMinute: config.maxRequestsPerMinute }),
        ...(options.progress !== undefined && { onWait: options.progress }),
        queued: () => this.slots.queued,
      });
    this.redactor = new Redactor([config.apiKey, config.accessToken, config.login?.password]);
    this.tokens = new BearerTokens(config, this, this.redactor);
    const policy: RetryPolicy = { ...defaultRetryPolicy, maxRetries: config.maxRetries, ...options.retryPolicy };
    const common: OptionsInit = {
      agent: connectionAgents(
        { keepAlive: true, maxSockets: maxRequestsInFlight },
        proxySettingsFrom(process.env),
        config.requestTimeoutSeconds * 1000,
      ),
      headers: { "user-agent": userAgent, accept: "application/json" },
      responseType: "text",
      timeout: { request: config.requestTimeoutSeconds * 1000 },
      // The platform's documented calls answer directly; a redirect is reported, never followed.
      followRedirect: false,
    };
    this.makeHttp = (got) =>
      options.http?.(common) ??
      got.default.extend({
        ...common,
        retry: {
          // calculateRetryDelay alone decides: it knows which failures are safe to repeat.
          enforceRetryRules: false,
          limit: Number.MAX_SAFE_INTEGER,
          methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
          calculateDelay: ({ attemptCount, error }) => {
            const context = error.options.context as AttemptContext;
            const status = error.response?.statusCode;
            const headers = error.response?.headers ?? {};
            const rateLimit = readRateLimitHeaders(headers);
            // A failed response's budget counts too (got asks here about every failure, retried or not).
            if (context.send !== undefined) {
              if (error.response !== undefined) this.limiter.observe(rateLimit, context.send);
              else this.limiter.unanswered(context.send);
            }
            const nowMs = Date.now();
            const retryAfter = readRetryAfter(headers["retry-after"], nowMs);
            const { reset } = rateLimit;
            const delay = calculateRetryDelay(
              {
                attempt: attemptCount,
                rateLimitedAttempts: context.rateLimitedAttempts,
                method: context.endpoint.method,
                repeatable: isRepeatable(context.endpoint),
                ...(status !== undefined && { status }),
                ...(status === undefined && { errorCode: error.code, firstContact: !this.answered.has(context.host) }),
                ...(reset !== undefined && { rateLimitReset: reset }),
                ...(retryAfter !== undefined && { retryAfterSeconds: retryAfter }),
                nowMs,
                random: Math.random(),
              },
              policy,
            );
            if (delay > 0) options.progress?.(retryNotice(waitOf(context, attemptCount, policy, delay, status ?? error.code)));
            if (status === 429) {
              context.rateLimitedAttempts += 1;
              this.limiter.refused();
            }
            return delay;
          },
        },
        // Every attempt, retries included, waits for its turn in the shared budget. What the
        // responses announce is observed in responseText and calculateDelay.
        hooks: {
          beforeRequest: [
            async (request) => {
              (request.context as AttemptContext).send = await this.limiter.acquire();
            },
          ],
        },
      });
  }

  /** A create whose outcome is unknown is tried as often as a request is: maxRetries, plus one. */
  settleCreate<T>(create: () => Promise<T>, findExisting: () => Promise<T | undefined>): Promise<T> {
    return createSettled(create, findExisting, this.config.maxRetries + 1);
  }

  /** Calls an endpoint and returns its parsed, validated response body. */
  async call<T>(endpoint: Endpoint, options: CallOptions<T>): Promise<T> {
    try {
      return await this.send(endpoint, options);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && endpoint.auth === "bearer" && this.tokens.renewable) {
        // The token may have expired early or been revoked: log in again once.
        this.tokens.invalidate();
        return this.send(endpoint, options).catch((again: unknown) => {
          throw namingCredential(again, this.config, endpoint);
        });
      }
      throw namingCredential(error, this.config, endpoint);
    }
  }

  async callIfPresent<T>(endpoint: Endpoint, options: CallOptions<T>): Promise<T | undefined> {
    try {
      return await this.call(endpoint, options);
    } catch (error) {
      // Only the platform's own not-found is an ApiError 404 (see toPlatformError).
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }
  }

  private loadHttp(): Promise<{ got: typeof import("got"); instance: Got }> {
    if (this.http === undefined) {
      const loading = import("got").then((got) => ({ got, instance: this.makeHttp(got) }));
      loading.catch(() => {
        if (this.http === loading) this.http = undefined;
      });
      this.http = loading;
    }
    return this.http;
  }

  private async send<T>(endpoint: Endpoint, options: CallOptions<T>): Promise<T> {
    const host = hostUrl(this.config, endpoint.host, endpoint.title);
    const context: AttemptContext = { endpoint, host, rateLimitedAttempts: 0 };
    const url = host + fillPath(endpoint.path, options.params);
    // Credentials are settled before got runs: a failed login is then its own typed error.
    const request: OptionsInit = { method: endpoint.method, context, headers: await this.credentials(endpoint) };
    if (options.query) request.searchParams = options.query;
    if (options.body !== undefined) request.json = options.body;
    const setting = describeHostSetting(this.config, endpoint.host);
    const { got, instance: http } = await this.loadHttp();
    let response: FinalResponse;
    try {
      response = await this.slots.run(() => this.finalResponse(http, url, request));
    } catch (error) {
      const facts: HostFacts = { setting, answeredBefore: this.answered.has(host) };
      if (error instanceof got.RequestError) throw toPlatformError(error, endpoint, this.redactor, facts);
      throw error;
    }
    // Following none, got hands a 3xx back as a success; it answers nothing that was asked.
    if (response.statusCode >= 300 && response.statusCode < 400) {
      const location = response.location === undefined ? undefined : redactLocation(response.location, url, this.redactor);
      throw new RedirectError(endpoint.title, response.statusCode, location, setting);
    }
    return parseResponse(endpoint, response.text, options.response, setting);
  }

  /**
   * The request's final response, its body read through got's stream API: its promise API keeps
   * every finished request reachable until V8's next full GC, which in a large `up` grows the heap
   * (the bench's scale scenario measures it). Retries are got's own, one stream per attempt.
   */
  private finalResponse(http: Got, url: string, request: OptionsInit): Promise<FinalResponse> {
    const { host } = request.context as AttemptContext;
    return new Promise((resolve, reject) => {
      const read = (stream: GotRequest) => {
        let retried = false;
        let answer: Pick<FinalResponse, "statusCode" | "location"> | undefined;
        // toArray reports the stream's error; this only keeps a late second one from being unhandled.
        stream.on("error", () => undefined);
        stream.once("retry", (_retryCount: number, _error: RequestError, createRetryStream: () => GotRequest) => {
          retried = true;
          read(createRetryStream());
        });
        stream.once("response", (response: Response) => {
          this.answered.add(host);
          this.limiter.observe(readRateLimitHeaders(response.headers), (response.request.options.context as AttemptContext).send);
          answer = { statusCode: response.statusCode, location: response.headers.location };
        });
        // Without a body to send, a method that may have one waits for ours: there is none.
        if (request.json === undefined && request.body === undefined && !stream.writableEnded && stream.writable) stream.end();
        stream.toArray().then(
          (chunks: Uint8Array[]) => {
            if (retried) return;
            // A stream ends only after its response; should got ever end one without, fail rather than guess.
            if (answer === undefined) reject(new Error("got ended a request without a response"));
            else resolve({ ...answer, text: Buffer.concat(chunks).toString("utf8") });
          },
          (error: unknown) => {
            if (!retried) reject(error);
          },
        );
      };
      read(http.stream(url, request));
    });
  }

  private async credentials(endpoint: Endpoint): Promise<Record<string, string>> {
    if (endpoint.auth === "none") return {};
    const token = endpoint.auth === "bearer" ? await this.tokens.get() : undefined;
    return token !== undefined ? { authorization: `Bearer ${token}` } : { "x-api-key": this.config.apiKey };
  }
}

/** The wait before the retry of an attempt that failed with `cause` (a status, or a network error's code). */
function waitOf(context: AttemptContext, attemptCount: number, policy: RetryPolicy, delayMs: number, cause: number | string): RetryWait {
  const rateLimited = cause === 429;
  return {
    operation: context.endpoint.title,
    ...(typeof cause === "number" ? { status: cause } : { errorCode: cause }),
    retry: rateLimited ? context.rateLimitedAttempts + 1 : attemptCount - context.rateLimitedAttempts,
    limit: rateLimited ? policy.maxRateLimitWaits : policy.maxRetries,
    delayMs,
  };
}

/** The body, validated; `setting` names the host, which a body that is not JSON puts in doubt. */
function parseResponse<T>(endpoint: Endpoint, text: string, schema: z.ZodType<T>, setting: string): T {
  let body: unknown;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    throw new ResponseShapeError(
      endpoint.title,
      `the body is not JSON (${text.length} bytes); check that ${setting} is the platform's address`,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`);
    throw new ResponseShapeError(endpoint.title, problems.join("; "));
  }
  return parsed.data;
}
