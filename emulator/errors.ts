// The one error shape of every endpoint: `{statusCode, message, error}`, where `error` is the name
// of the status and `message` a string, as the spec gives the CSAT endpoints' errors. A validation
// failure lists every problem, each naming its field, in one `message` ("name is required; priority
// must be an integer"), and the same problems one by one in `problems`. Statuses the platform's docs
// give a message for answer that message, so clients comparing it work; the emulator's more
// specific explanation goes in `reason`.
import { STATUS_CODES } from "node:http";

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  reason?: string;
  problems?: string[];
}

/** The messages of the docs' OpenAPI error responses; the spec states none. */
export const DOCUMENTED_MESSAGES: Readonly<Partial<Record<number, string>>> = {
  401: "User is not authenticated!",
  403: "User does not have access to this resource!",
  404: "Resource not found!",
  429: "Too many requests!",
  500: "Something went wrong!",
  503: "This service/resource is currently unavailable.",
};

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | string[],
  ) {
    super(Array.isArray(detail) ? detail.join("; ") : detail);
  }

  get body(): ErrorBody {
    return errorBody(this.statusCode, this.detail);
  }
}

export const statusName = (statusCode: number): string => STATUS_CODES[statusCode] ?? "Error";

/** `detail` is one explanation, or the problems of a validation failure. */
export function errorBody(statusCode: number, detail: string | string[]): ErrorBody {
  const problems = Array.isArray(detail) ? { problems: detail } : {};
  const text = Array.isArray(detail) ? detail.join("; ") : detail;
  const documented = DOCUMENTED_MESSAGES[statusCode];
  if (documented === undefined) return { statusCode, message: text, error: statusName(statusCode), ...problems };
  return { statusCode, message: documented, error: statusName(statusCode), ...(text !== documented && { reason: text }), ...problems };
}

/** An unknown route, in the wording of the platform's framework rather than a resource's 404. */
export const routeNotFoundBody = (message: string): ErrorBody => ({ statusCode: 404, message, error: statusName(404) });

export const badRequest = (message: string | string[]) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
