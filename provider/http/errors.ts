// The HTTP client's typed failures (core/errors.ts has their base). Each has a stable `code`, names
// the operation, and never carries a credential or a raw request dump: messages are built from the
// server's error body only.
import { SupportPlatformError } from "../core/errors";

/** The server answered with an error status. */
export class ApiError extends SupportPlatformError {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly serverMessage: string,
    code = apiErrorCode(status),
    readonly retries = 0,
  ) {
    super(code, `${operation} failed with HTTP ${status}${afterRetries(retries)}: ${serverMessage}`);
  }
}

/** The request may or may not have reached the server (timeout, reset after sending, 5xx on a create). */
export class OutcomeUnknownError extends SupportPlatformError {
  constructor(
    readonly operation: string,
    readonly cause: string,
  ) {
    super("ERR_OUTCOME_UNKNOWN", `${operation} did not complete: ${cause}`);
  }
}

/** The server could not be reached at all. */
export class NetworkError extends SupportPlatformError {
  constructor(
    readonly operation: string,
    readonly cause: string,
    readonly retries = 0,
  ) {
    super("ERR_NETWORK", `${operation} could not reach the platform${afterRetries(retries)}: ${cause}`);
  }
}

/**
 * A configured host answered with a redirect. None is followed: the platform's documented calls
 * answer directly, and following one would hand the credentials and the body to wherever it points.
 */
export class RedirectError extends SupportPlatformError {
  constructor(
    readonly operation: string,
    readonly status: number,
    /** The redirect's target, with any credential in it redacted; undefined when none was given. */
    readonly location: string | undefined,
    /** The setting that names the host, as describeSetting words it. */
    readonly setting: string,
  ) {
    super(
      "ERR_REDIRECT",
      `${operation} was answered with a redirect (HTTP ${status}) to ${location ?? "no Location"}: the provider follows no redirect, so nothing was sent there and nothing is taken as done; check that ${setting} is the platform's own address`,
    );
  }
}

/**
 * A 404 that is not the platform's own answer for a missing object (a routing 404, an HTML page,
 * another service): nothing may be taken as deleted on its word.
 */
export class UnrecognizedNotFoundError extends SupportPlatformError {
  constructor(
    readonly operation: string,
    readonly serverMessage: string,
    readonly setting: string,
  ) {
    super(
      "ERR_UNRECOGNIZED_NOT_FOUND",
      `${operation} got HTTP 404 (${serverMessage}), which is not the platform's answer for a missing object, so nothing is taken as deleted; check that ${setting} is the platform's address`,
    );
  }
}

/** The first contact with a host of this run found nothing there (refused, or no such name). */
export class HostUnreachableError extends SupportPlatformError {
  constructor(
    readonly operation: string,
    readonly cause: string,
    readonly setting: string,
  ) {
    super("ERR_HOST_UNREACHABLE", `${operation} could not reach the platform at all: ${cause}; check ${setting}`);
  }
}

/** The server answered 2xx with a body that does not have the documented shape. */
export class ResponseShapeError extends SupportPlatformError {
  constructor(
    readonly operation: string,
    readonly problems: string,
  ) {
    super("ERR_BAD_RESPONSE", `${operation} returned an unexpected response: ${problems}`);
  }
}

/**
 * An answer larger, decoded, than any the client reads (answer-body.ts): a hostile or broken server,
 * a decompression bomb, a body that never ends. Reading stopped there; nothing was taken from it.
 */
export class AnswerTooLargeError extends SupportPlatformError {
  constructor(
    readonly operation: string,
    /** The most an answer's body may hold, decoded, in bytes. */
    readonly limitBytes: number,
  ) {
    super(
      "ERR_ANSWER_TOO_LARGE",
      `${operation} was answered with a body larger than ${sizeText(limitBytes)} once decoded, more than any answer of the platform: the provider stopped reading it and took nothing from it`,
    );
  }
}

/** "32 MiB" for whole mebibytes, else the bytes. */
function sizeText(bytes: number): string {
  const mebibytes = bytes / 2 ** 20;
  return Number.isInteger(mebibytes) ? `${mebibytes} MiB` : `${bytes} bytes`;
}

/** " after 10 retries": an outage that outlasted the retries reads differently from a refusal. */
function afterRetries(retries: number): string {
  if (retries === 0) return "";
  return ` after ${retries} ${retries === 1 ? "retry" : "retries"}`;
}

function apiErrorCode(status: number): string {
  switch (status) {
    case 400:
      return "ERR_VALIDATION";
    case 401:
      return "ERR_UNAUTHORIZED";
    case 403:
      return "ERR_FORBIDDEN";
    case 404:
      return "ERR_NOT_FOUND";
    case 413:
      return "ERR_TOO_LARGE";
    case 429:
      return "ERR_RATE_LIMITED";
    default:
      return status >= 500 ? "ERR_SERVER" : "ERR_HTTP";
  }
}
