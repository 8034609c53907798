// The one error shape of every endpoint: `{statusCode, message, error}`, where `error` is the name
// of the status and `message` a string or, for validation failures, an array of strings.
import { STATUS_CODES } from "node:http";

export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
}

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

export const errorBody = (statusCode: number, message: string | string[]): ErrorBody => ({
  statusCode,
  message,
  error: statusName(statusCode),
});

export const badRequest = (message: string | string[]) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
