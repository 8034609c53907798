// Turns what got throws into this package's typed errors. Messages come from the server's error
// body (`message`: a string or an array of strings) and never from the request, so no header or
// body we sent can leak into them.
import type { HTTPError, RequestError } from "got";
import { neverSentCodes, wrongAddressCodes } from "./calculate-retry-delay";
import type { Endpoint } from "../core/endpoint";
import { isRepeatable } from "./endpoints";
import { ApiError, HostUnreachableError, NetworkError, OutcomeUnknownError, UnrecognizedNotFoundError } from "./errors";
import type { SupportPlatformError } from "../core/errors";
import { isPlatformNotFound } from "./platform-not-found";
import type { Redactor } from "./redactor";
import { serverText } from "./server-text";

/** What the client knows of the host a request went to. */
export interface HostFacts {
  /** The setting that names the host, as describeHostSetting words it. */
  setting: string;
  /** Whether the host has answered any request of this process. */
  answeredBefore: boolean;
}

export function toPlatformError(error: RequestError, endpoint: Endpoint, redactor: Redactor, host: HostFacts): SupportPlatformError {
  const retries = error.request?.retryCount ?? 0;
  if (isHttpError(error)) {
    const status = error.response.statusCode;
    const body = parseJson(error.response.body);
    const message = serverText(serverMessage(body, error.response.statusMessage), redactor);
    if (status === 404 && !isPlatformNotFound(body)) return new UnrecognizedNotFoundError(endpoint.title, message, host.setting);
    if (status >= 500 && !isRepeatable(endpoint)) return new OutcomeUnknownError(endpoint.title, `HTTP ${status}: ${message}`);
    return new ApiError(endpoint.title, status, message, undefined, retries);
  }
  const cause = serverText(`${error.code}${error.message ? ` (${error.message})` : ""}`, redactor);
  // Nothing there at the first contact: a wrong address, not an outage (calculateRetryDelay agrees).
  if (!host.answeredBefore && wrongAddressCodes.has(error.code)) return new HostUnreachableError(endpoint.title, cause, host.setting);
  if (!neverSentCodes.has(error.code) && !isRepeatable(endpoint)) return new OutcomeUnknownError(endpoint.title, cause);
  return new NetworkError(endpoint.title, cause, retries);
}

/**
 * An error response, by the code got documents for its HTTPError: the client loads got only when it
 * first sends, so this module does not import got's classes to compare with.
 */
function isHttpError(error: RequestError): error is HTTPError {
  return error.code === "ERR_NON_2XX_3XX_RESPONSE";
}

/** The body as JSON, or undefined when it is not JSON (an HTML page, nothing). */
function parseJson(body: unknown): unknown {
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * The server's own words: `message` of the `{statusCode, message, error}` body, else the status
 * text. A `reason` beside it (the emulator's, next to the docs' generic message) is more specific.
 */
function serverMessage(body: unknown, statusMessage: string | undefined): string {
  if (typeof body === "object" && body !== null && "message" in body) {
    const { message, reason } = body as { message: unknown; reason?: unknown };
    if (typeof reason === "string" && reason !== "") return reason;
    if (typeof message === "string" && message !== "") return message;
    if (Array.isArray(message) && message.length > 0 && message.every((m) => typeof m === "string")) return message.join("; ");
  }
  return statusMessage || "no error message";
}
