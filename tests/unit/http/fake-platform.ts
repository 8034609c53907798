// A scripted HTTP server on 127.0.0.1 for client tests: each request gets the next scripted answer
// for its method and path, and every request is recorded.
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import { platformNotFoundMessage } from "../../../provider/http/platform-not-found";

export interface RecordedRequest {
  method: string;
  /** Path and query string. */
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Date.now() when the request arrived. */
  at: number;
}

/**
 * An answer: a status with a JSON (or raw text) body and headers; "reset" drops the connection
 * after reading the request; "hang" never answers.
 */
export type Answer = { status: number; body?: unknown; raw?: string; headers?: Record<string, string> } | "reset" | "hang";

export class FakePlatform {
  readonly requests: RecordedRequest[] = [];
  private readonly scripts = new Map<string, Answer[]>();
  private fallback: (request: RecordedRequest) => Answer = (request) => ({
    status: 404,
    body: errorBody(404, `no script for ${routeOf(request)}`),
  });
  private readonly server = http.createServer((request, response) => this.answer(request, response));
  url = "";

  /** Listens on `port`, or on any free port. */
  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    if (!this.server.listening) return Promise.resolve();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Scripts the answers to `METHOD /path`, in order; the last one repeats. */
  on(route: string, ...answers: Answer[]): this {
    this.scripts.set(route, answers);
    return this;
  }

  /** Answers every route without a script with what `answer` makes of the request (by default a 404). */
  otherwise(answer: (request: RecordedRequest) => Answer): this {
    this.fallback = answer;
    return this;
  }

  /** The recorded requests to one route. */
  requestsTo(route: string): RecordedRequest[] {
    return this.requests.filter((request) => routeOf(request) === route);
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const recorded = { method: request.method!, path: request.url!, headers: request.headers, body, at: Date.now() };
      this.requests.push(recorded);
      const script = this.scripts.get(routeOf(recorded));
      const answer = script === undefined ? this.fallback(recorded) : script.length > 1 ? script.shift()! : script[0]!;
      if (answer === "hang") return;
      if (answer === "reset") {
        request.socket.destroy();
        return;
      }
      const text = answer.raw ?? (answer.body === undefined ? "" : JSON.stringify(answer.body));
      response.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
      response.end(text);
    });
  }
}

/** `METHOD /path`, without the query string. */
const routeOf = (request: Pick<RecordedRequest, "method" | "path">) => `${request.method} ${request.path.split("?")[0]}`;

/** A port nothing listens on (it did a moment ago), for connections that are refused. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The platform's success envelope around `data`. */
export const envelope = (data: unknown) => ({ status: true, message: "ok", timestamp: "2024-01-01T00:00:00Z", data });

/** The platform's error body: `message` is a string or, for validation, an array of strings. */
export const errorBody = (statusCode: number, message: string | string[], error = http.STATUS_CODES[statusCode]) => ({
  statusCode,
  message,
  error,
});

/** A scripted error answer. */
export const failure = (status: number, message: string | string[], headers?: Record<string, string>): Answer => ({
  status,
  body: errorBody(status, message),
  ...(headers && { headers }),
});

/** The platform's own 404 for a missing object: the documented body, with the emulator's `reason`. */
export const notFound = (reason: string): Answer => ({
  status: 404,
  body: { statusCode: 404, message: platformNotFoundMessage, error: "Not Found", reason },
});
