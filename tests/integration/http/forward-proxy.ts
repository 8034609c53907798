// A forward proxy on 127.0.0.1 for tests of the client's egress proxy support, as a corporate one
// works: plain-HTTP requests in absolute form, HTTPS through CONNECT tunnels. It resolves every
// host name to 127.0.0.1 (the hosts under test are names only it knows, e.g. platform.test, so a
// request that skips it fails to resolve), records what it forwarded, and can demand credentials.
import * as http from "node:http";
import * as net from "node:net";
import { closeServer, listenOnLoopback } from "../../harness/loopback-server";

export interface Forwarded {
  /** `GET`, `POST`, ... for plain HTTP; `CONNECT` for a tunnel. */
  method: string;
  /** The absolute URL (plain HTTP) or `host:port` (CONNECT) the client asked for. */
  target: string;
  proxyAuthorization?: string;
}

export class ForwardProxy {
  readonly forwarded: Forwarded[] = [];
  private readonly server = http.createServer((request, response) => this.forward(request, response));
  url = "";

  /** `credentials`: `user:password` that requests must carry, else 407. */
  constructor(private readonly credentials?: string) {
    this.server.on("connect", (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => this.tunnel(request, socket, head));
  }

  async start(): Promise<this> {
    this.url = await listenOnLoopback(this.server);
    return this;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  /** Records the request; false (and a 407 sent) when it lacks the credentials asked for. */
  private admit(request: http.IncomingMessage, target: string, refuse: (status: string) => void): boolean {
    const proxyAuthorization = request.headers["proxy-authorization"];
    this.forwarded.push({ method: request.method!, target, ...(proxyAuthorization !== undefined && { proxyAuthorization }) });
    if (this.credentials === undefined || proxyAuthorization === `Basic ${Buffer.from(this.credentials).toString("base64")}`) return true;
    refuse("407 Proxy Authentication Required");
    return false;
  }

  private forward(request: http.IncomingMessage, response: http.ServerResponse): void {
    const target = new URL(request.url!);
    const refuse = (status: string) =>
      response.writeHead(Number(status.slice(0, 3)), status.slice(4), { "proxy-authenticate": "Basic" }).end();
    if (!this.admit(request, request.url!, refuse)) return;
    const { "proxy-authorization": _, ...headers } = request.headers;
    const upstream = http.request(
      { host: "127.0.0.1", port: target.port, method: request.method, path: target.pathname + target.search, headers },
      (answer) => {
        response.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  }

  private tunnel(request: http.IncomingMessage, socket: net.Socket, head: Buffer): void {
    const refuse = (status: string) => socket.end(`HTTP/1.1 ${status}\r\nProxy-Authenticate: Basic\r\n\r\n`);
    if (!this.admit(request, request.url!, refuse)) return;
    const port = Number(request.url!.split(":").pop());
    const upstream = net.connect(port, "127.0.0.1", () => {
      socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on("error", () => socket.end("HTTP/1.1 502 Bad Gateway\r\n\r\n"));
    socket.on("error", () => upstream.destroy());
  }
}
