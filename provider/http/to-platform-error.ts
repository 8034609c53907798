// Turns what got throws into this package's typed errors. Messages come from the server's error
// body (`message`: a string or an array of strings) and never from the request, so no header or
// body we sent can leak into them.
import { HTTPError, type RequestError } from "got";
import { neverSentCodes } from "./calculate-retry-delay";
import { type Endpoint, isRepeatable } from "./endpoints";
import { ApiError, NetworkError, OutcomeUnknownError, type SupportPlatformError } from "./errors";
import type { Redactor } from "./redactor";

export function toPlatformError(error: RequestError, endpoint: Endpoint, redactor: Redactor): SupportPlatformError {
  const retries = error.request?.retryCount ?? 0;
  if (error instanceof HTTPError) {
    const status = error.response.statusCode;
    const message = redactor.redact(serverMessage(error.response.body, error.response.statusMessage));
    if (status >= 500 && !isRepeatable(endpoint)) return new OutcomeUnknownError(endpoint.title, `HTTP ${status}: ${message}`);
    return new ApiError(endpoint.title, status, message, undefined, retries);
  }
  const cause = redactor.redact(`${error.code}${error.message ? ` (${error.message})` : ""}`);
  if (!neverSentCodes.has(error.code) && !isRepeatable(endpoint)) return new OutcomeUnknownError(endpoint.title, cause);
  return new NetworkError(endpoint.title, cause, retries);
}

/**
 * The server's own words: `message` of the `{statusCode, message, error}` body, else the status
 * text. A `reason` beside it (the emulator's, next to the docs' generic message) is more specific.
 */
function serverMessage(body: unknown, statusMessage: string | undefined): string {
  let parsed: unknown = body;
  if (typeof body === "string") {
    try {
      parsed = JSON.parse(body);
    } catch {
      return statusMessage || "no error message";
    }
  }
  if (typeof parsed === "object" && parsed !== null && "message" in parsed) {
    const { message, reason } = parsed as { message: unknown; reason?: unknown };
    if (typeof reason === "string" && reason !== "") return reason;
    if (typeof message === "string" && message !== "") return message;
    if (Array.isArray(message) && message.length > 0 && message.every((m) => typeof m === "string")) return message.join("; ");
  }
  return statusMessage || "no error message";
}
