// Turns every failure into the platform's error body, so that no input ever yields a non-JSON
// answer or a crash: our HttpErrors, fastify's own (body size, media type, bad URL), unknown
// routes (404 `Cannot GET /path`, the platform's wording) and anything unexpected (500).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { HostName } from "./request-log";
import type { GateContext } from "./gate-context";
import { errorBody, HttpError, routeNotFoundBody, type ErrorBody } from "../errors";
import { BODY_LIMIT_BYTES } from "./json-body";
import { admitPlatformRequest, CONTROL_PREFIX, pathOf } from "./platform-gate";

export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof HttpError) return error.body;
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return errorBody(413, `Request body is larger than the limit of ${BODY_LIMIT_BYTES} bytes`);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return errorBody(415, "Unsupported media type: send the body as application/json");
  }
  const status = fastifyError.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) return errorBody(status, fastifyError.message ?? "Bad Request");
  return errorBody(500, "Internal server error");
}

export function installErrorHandling(app: FastifyInstance, host: HostName): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error);
    if (body.statusCode >= 500 && !(error instanceof HttpError)) request.log.error(error);
    return reply.code(body.statusCode).type("application/json; charset=utf-8").send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const message =
      host === "base" && path.startsWith(CONTROL_PREFIX)
        ? `No emulator control ${request.method} ${path}`
        : `Cannot ${request.method} ${path}`;
    return reply.code(404).send(routeNotFoundBody(message));
  });
}

/** Requests fastify refuses before routing (an undecodable URL) still get headers and a log entry. */
export function frameworkErrorHandler(context: GateContext, host: HostName) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    let body = errorBody(400, error.message);
    try {
      admitPlatformRequest(context, host, request, reply);
    } catch (refusal) {
      body = toErrorBody(refusal);
    }
    void reply.code(body.statusCode).send(body);
  };
}
