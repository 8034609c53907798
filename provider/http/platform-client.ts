// The one HTTP client of a provider process, shared by every resource: keep-alive connections, one
// rate-limit budget and one bearer-token cache. Retries go through got's own retry machinery, with
// the delay decided by calculateRetryDelay; every failure leaves as a typed error. No redirect is
// followed: credentials and bodies go to the configured hosts and nowhere else.
//
// got is loaded with the first request, not with this module: the native plugin starts once per
// explicit provider and most of its calls (check, diff, a no-change preview's) send nothing, and
// got alone is about a third of a started plugin's memory.
import type { ClientRequest, IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import type { Got, Request as GotRequest, HTTPError, OptionsInit, RequestError, Response } from "got";
import type { z } from "zod";
import type { ProviderConfig } from "../config/provider-config";
import { packageManifest } from "../core/package-files";
import { acceptedEncodings, capArrivingBytes, maxAnswerBytes, readAnswer } from "./answer-body";
import { createSettled } from "./create-settled";
import type { CallOptions, PlatformApi } from "../core/platform-api";
import { BearerTokens } from "./bearer-tokens";
import { calculateRetryDelay, type RetryPolicy } from "./calculate-retry-delay";
import { connectionAgents } from "./connection-agents";
import { namingCredential } from "./credential-refused";
import type { Endpoint } from "../core/endpoint";
import { fillPath, isRepeatable } from "./endpoints";
import { AnswerTooLargeError, ApiError, RedirectError, ResponseShapeError } from "./errors";
import { describeHostSetting, hostUrl } from "./hosts";
import { RateLimiter, type Send } from "./rate-limiter";
import { RequestSlots } from "./request-slots";
import { readRateLimitHeaders } from "./read-rate-limit-headers";
import { proxySettingsFrom } from "./proxy-settings";
import { readRetryAfter } from "./read-retry-after";
import { redactLocation } from "./redact-location";
import { Redactor } from "./redactor";
import { serverText } from "./server-text";
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
  /**
   * Whether an answer went past maxAnswerBytes: then nothing is retried, and the request fails as
   * too large. An object, so that every copy got makes of the context shares it.
   */
  tooLarge: { seen: boolean };
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
      headers: { "user-agent": userAgent, accept: "application/json", "accept-encoding": acceptedEncodings },
      // The client decodes bodies itself, with a limit (answer-body.ts): got's decoding has none.
      decompress: false,
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
          calculateDelay: async ({ attemptCount, error }) => {
            const context = error.options.context as AttemptContext;
            // An error status's body is decoded before anything depends on it; one too large ends the request.
            if (error instanceof got.HTTPError) await decodeErrorBody(error, context);
            const status = error.response?.statusCode;
            const headers = error.response?.headers ?? {};
            const rateLimit = readRateLimitHeaders(headers);
            // A failed response's budget counts too (got asks here about every failure, retried or not),
            // and the limiter hears of every send's end, whatever follows.
            if (context.send !== undefined) {
              if (error.response !== undefined) this.limiter.observe(rateLimit, context.send);
              else this.limiter.unanswered(context.send);
            }
            if (context.tooLarge.seen) return 0;
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
    const context: AttemptContext = { endpoint, host, rateLimitedAttempts: 0, tooLarge: { seen: false } };
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
      if (error instanceof got.HTTPError) await decodeErrorBody(error, context);
      if (context.tooLarge.seen) throw new AnswerTooLargeError(endpoint.title, maxAnswerBytes);
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
   * (the bench's scale scenario measures it). Retries are got's own, one stream per attempt. Every
   * answer's body is read within maxAnswerBytes (answer-body.ts): an error status's by got, as it
   * arrives; any other's here, decoded.
   */
  private finalResponse(http: Got, url: string, request: OptionsInit): Promise<FinalResponse> {
    const context = request.context as AttemptContext;
    return new Promise((resolve, reject) => {
      const read = (stream: GotRequest) => {
        let retried = false;
        let responded = false;
        // Until the response, the stream's error is the request's; after it, readAnswer reports it.
        // A retried attempt's outcome is the next attempt's to report.
        stream.on("error", (error) => {
          if (!responded && !retried) reject(error);
        });
        // A stream ends only after its response; should got ever end one without, fail rather than wait.
        stream.once("close", () => {
          if (!responded && !retried) reject(new Error("got ended a request without a response"));
        });
        stream.once("retry", (_retryCount: number, _error: RequestError, createRetryStream: () => GotRequest) => {
          retried = true;
          read(createRetryStream());
        });
        stream.once("request", (clientRequest: ClientRequest) =>
          clientRequest.prependOnceListener("response", (response: IncomingMessage) =>
            capArrivingBytes(response, () => {
              context.tooLarge.seen = true;
            }),
          ),
        );
        stream.once("response", (response: Response) => {
          responded = true;
          this.answered.add(context.host);
          this.limiter.observe(readRateLimitHeaders(response.headers), context.send);
          const answer = { statusCode: response.statusCode, location: response.headers.location };
          readAnswer(stream, response.headers["content-encoding"], context.endpoint.title)
            .then((body) => ({ ...answer, text: body.toString("utf8") }))
            .then(
              (final) => {
                if (!retried) resolve(final);
              },
              (error: unknown) => {
                if (!retried) reject(error);
              },
            );
        });
        // Without a body to send, a method that may have one waits for ours: there is none.
        if (request.json === undefined && request.body === undefined && !stream.writableEnded && stream.writable) stream.end();
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

/** The error responses whose bodies decodeErrorBody has decoded. */
const decodedErrorBodies = new WeakSet<object>();

/**
 * got keeps an error status's body as it arrived (within maxAnswerBytes); the server's words are in
 * it decoded, once. A body that does not decode has none; one too large decoded is noted in `context`.
 */
async function decodeErrorBody(error: HTTPError, context: AttemptContext): Promise<void> {
  const { response } = error;
  if (decodedErrorBodies.has(response)) return;
  decodedErrorBodies.add(response);
  try {
    const raw = Readable.from([response.rawBody ?? new Uint8Array()], { objectMode: false });
    response.body = (await readAnswer(raw, response.headers["content-encoding"], context.endpoint.title)).toString("utf8");
  } catch (failure) {
    if (failure instanceof AnswerTooLargeError) context.tooLarge.seen = true;
    response.body = undefined;
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
    // A path's keys are the server's (a record's keys): shown as its text is.
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.map((key) => serverText(String(key))).join(".") || "body"}: ${issue.message}`,
    );
    throw new ResponseShapeError(endpoint.title, problems.join("; "));
  }
  return parsed.data;
}
