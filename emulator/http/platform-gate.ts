// The hooks every platform request passes, in order: identify the caller, charge the rate limit
// (headers on every answer, 429 past the limit), apply a matching fault rule, then refuse missing
// or bad credentials where the route needs them. Control routes (`/_emulator`) skip all of this:
// they answer only the emulator's own origin (http/own-origin.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { HostName } from "./request-log";
import type { GateContext } from "./gate-context";
import { HttpError, unauthorized } from "../errors";
import { rateLimitHeaders, rateLimitKeys, type RateLimitSubject } from "../rate-limit/headers";
import type { PlatformRequest } from "./request-context";
import { loggedMessage, loggedQuery } from "./logged-message";
import { controlRefusal, ownHostNames } from "./own-origin";

export const CONTROL_PREFIX = "/_emulator";

export const pathOf = (url: string): string => {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
};

const isControlPath = (host: HostName, path: string) =>
  host === "base" && (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`));

export function installPlatformGate(app: FastifyInstance, context: GateContext, host: HostName): void {
  app.decorateRequest("platform", null);
  const ownNames = ownHostNames(context.options.host, context.options.allowedHosts);

  app.addHook("onRequest", async (request, reply) => {
    const path = pathOf(request.url);
    if (isControlPath(host, path)) {
      const refusal = controlRefusal(
        { method: request.method, headers: request.headers, localPort: request.raw.socket.localPort },
        ownNames,
      );
      if (refusal) throw refusal;
      return undefined;
    }
    admitPlatformRequest(context, host, request, reply);

    const fault = request.platform!.fault;
    if (fault && fault.latencyMs > 0) await context.options.sleep(fault.latencyMs);
    if (fault?.effect === "reset") {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (fault?.effect === "status") throw new HttpError(fault.rule.status!, `Injected fault ${fault.rule.id}`);

    const auth = request.routeOptions.config.auth;
    if (auth === undefined || auth === "none") return undefined;
    const { principal, failure } = request.platform!.identification;
    if (failure !== undefined) throw unauthorized(failure);
    if (!principal) throw unauthorized("Missing credentials: send an x-api-key header or a bearer token");
    if (auth === "bearer" && context.options.strictAuth && principal.via !== "bearer") {
      throw unauthorized("This endpoint requires a bearer token (strict authentication)");
    }
    return undefined;
  });

  // Registered after the atomic-requests hooks, so the call has committed before the drop.
  app.addHook("onSend", async (request, _reply, payload) => {
    if (request.platform && typeof payload === "string") request.platform.answerText = payload;
    if (request.platform?.fault?.effect === "commitThenDrop") request.raw.socket.destroy();
    return payload;
  });
}

/**
 * Identifies the caller, logs the request when its connection closes, charges the rate limit, then
 * picks a fault rule. Also used for requests fastify refuses before its hooks run (bad URLs), so
 * that they too carry the headers and appear in the log. Throws 429 past the limit.
 */
export function admitPlatformRequest(context: GateContext, host: HostName, request: FastifyRequest, reply: FastifyReply): void {
  const path = pathOf(request.url);
  const identification = context.auth.identify(request.headers);
  const platform: PlatformRequest = { host, identification };
  request.platform = platform;

  const principal = identification.principal;
  const arrived = performance.now();
  reply.raw.once("close", () => {
    const fault = platform.fault;
    const dropped = fault?.effect === "reset";
    context.requestLog.add({
      time: new Date().toISOString(),
      host,
      method: request.method,
      path,
      query: loggedQuery({ ...(request.query as Record<string, string | string[]>) }),
      status: dropped ? 0 : reply.statusCode,
      durationMs: Math.round((performance.now() - arrived) * 10) / 10,
      ...(principal && { principal: { userId: principal.user.id, organizationId: principal.user.organizationId, via: principal.via } }),
      ...(fault && { fault: { id: fault.rule.id, effect: fault.effect } }),
      request: loggedMessage(request.headers, platform.bodyText),
      response: dropped ? { headers: {} } : loggedMessage(reply.getHeaders(), platform.answerText),
    });
  });

  const subject: RateLimitSubject = {
    ip: request.ip,
    path,
    ...(principal && { userId: principal.user.id, organizationId: principal.user.organizationId }),
  };
  const now = context.options.clock();
  const verdict = context.rateLimiter.hit(rateLimitKeys(subject), now);
  reply.headers(rateLimitHeaders(verdict, subject));
  if (verdict?.exceeded) {
    const retryAfter = Math.max(1, verdict.resetSeconds - Math.floor(now / 1000));
    reply.header("Retry-After", String(retryAfter));
    throw new HttpError(429, `Rate limit exceeded: ${verdict.limit} requests per window; retry after ${retryAfter} seconds`);
  }
  const fault = context.faults.take(host, request.method, path);
  if (fault) platform.fault = fault;
}
