// What the emulator learns about a platform request as it passes the gate, attached to fastify's
// request, and the per-route `auth` setting that names the documented scheme of each endpoint.
import type { FastifyRequest } from "fastify";
import type { Identification, Principal } from "../auth/authenticator";
import type { ActiveFault } from "./faults";
import type { HostName } from "./request-log";
import { unauthorized } from "../errors";

/** `apiKey`/`bearer`: the scheme the spec documents; both accept an API key unless strict. */
export type RouteAuth = "apiKey" | "bearer" | "none";

export interface PlatformRequest {
  host: HostName;
  identification: Identification;
  fault?: ActiveFault;
  /** The body's text as it arrived, for the request log. */
  bodyText?: string;
  /** The answer's text as sent (not a stream's), for the request log. */
  answerText?: string;
}

declare module "fastify" {
  interface FastifyRequest {
    platform: PlatformRequest | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}

/** The authenticated caller of a route whose `auth` is not `none` (the gate guarantees one). */
export function principalOf(request: FastifyRequest): Principal {
  const principal = request.platform?.identification.principal;
  if (!principal) throw unauthorized("Authentication required");
  return principal;
}
