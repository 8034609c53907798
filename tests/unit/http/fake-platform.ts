// A scripted HTTP server on 127.0.0.1 for client tests: each request gets the next scripted answer
// for its method and path, and every request is recorded.
import * as http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An answer: a status with a JSON (or raw text) body and headers, or "reset" to drop the connection. */
export type Answer = { status: number; body?: unknown; raw?: string; headers?: Record<string, string> } | "reset";

export class FakePlatform {
  readonly requests: RecordedRequest[] = [];
  private readonly scripts = new Map<string, Answer[]>();
  private readonly server = http.createServer((request, response) => this.answer(request, response));
  url = "";

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Scripts the answers to `METHOD /path`, in order; the last one repeats. */
  on(route: string, ...answers: Answer[]): this {
    this.scripts.set(route, answers);
    return this;
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const route = `${request.method} ${request.url?.split("?")[0]}`;
      this.requests.push({ method: request.method!, path: request.url!, headers: request.headers, body });
      const script = this.scripts.get(route) ?? [{ status: 404, body: { statusCode: 404, message: `no script for ${route}`, error: "Not Found" } }];
      const answer = script.length > 1 ? script.shift()! : script[0]!;
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

/** The platform's success envelope around `data`. */
export const envelope = (data: unknown) => ({ status: true, message: "ok", timestamp: "2024-01-01T00:00:00Z", data });
