// The connection pools of the client, one per protocol, taking each request through the proxy that
// proxy-settings.ts picks for its host, or straight to it. A plain-HTTP request goes to the proxy
// with the absolute URL as its path (as curl does: proxies allow tunnels to port 443 only, as a
// rule); an HTTPS one through a tunnel the proxy opens with CONNECT, TLS to the platform inside
// it. Certificates are checked as Node checks any: a corporate CA given by NODE_EXTRA_CA_CERTS is
// trusted here too, for the platform and for an https proxy.
import * as http from "node:http";
import * as https from "node:https";
import * as net from "node:net";
import type { Duplex } from "node:stream";
import * as tls from "node:tls";
import type { ProxyFor, ProxyTarget } from "./proxy-settings";

type Callback = (error: Error | null, stream: Duplex) => void;

/** Node's Agent calls addRequest for every request it is handed; @types/node does not declare it. */
interface RequestHandOff {
  addRequest(request: http.ClientRequest, options: http.RequestOptions): void;
}
const handOff = http.Agent.prototype as http.Agent & RequestHandOff;

/**
 * The proxy could not be reached, refused to open a tunnel (4xx, such as 403 or 407: trying again
 * will not change it), or could not open one (5xx, or no answer in time). Either way the request
 * never left: see calculate-retry-delay.ts.
 */
export class ProxyTunnelError extends Error {
  constructor(
    readonly code: "ERR_PROXY_UNREACHABLE" | "ERR_PROXY_REFUSED" | "ERR_PROXY_TUNNEL",
    message: string,
  ) {
    super(message);
  }
}

function targetOf(options: http.RequestOptions, protocol: string): ProxyTarget {
  return { protocol, hostname: options.hostname ?? options.host ?? "localhost", port: Number(options.port) || 0 };
}

/** `host:port`, IPv6 in brackets: a tunnel's authority, and the start of an absolute URL. */
function authorityOf({ hostname, port }: ProxyTarget, defaultPort: number): string {
  return `${net.isIPv6(hostname) ? `[${hostname}]` : hostname}:${port || defaultPort}`;
}

/** The Proxy-Authorization of a proxy URL with user info (`http://user:password@proxy:3128`). */
function proxyAuthorization(proxy: URL): Record<string, string> {
  if (proxy.username === "") return {};
  const credentials = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
  return { "proxy-authorization": `Basic ${Buffer.from(credentials).toString("base64")}` };
}

const proxyPort = (proxy: URL) => Number(proxy.port) || (proxy.protocol === "https:" ? 443 : 80);

/** A connection to the proxy itself: TLS for an https proxy. */
function connectToProxy(proxy: URL): net.Socket {
  const port = proxyPort(proxy);
  return proxy.protocol === "https:"
    ? tls.connect({ host: proxy.hostname, port, servername: proxy.hostname })
    : net.connect({ host: proxy.hostname, port });
}

/** A failure to connect to the proxy, named as one: the platform's address is not in question. */
function unreachable(proxy: URL, error: NodeJS.ErrnoException): ProxyTunnelError {
  return new ProxyTunnelError("ERR_PROXY_UNREACHABLE", `the proxy ${proxy.host} could not be reached: ${error.code ?? error.message}`);
}

/** A socket through which bytes reach `authority`, once the proxy agreed to CONNECT to it. */
function openTunnel(proxy: URL, authority: string, timeoutMs: number, done: (result: Error | net.Socket) => void): void {
  let settled = false;
  const settle = (result: Error | net.Socket) => {
    if (!settled) done(result);
    settled = true;
  };
  const request = (proxy.protocol === "https:" ? https : http).request({
    host: proxy.hostname,
    port: proxyPort(proxy),
    method: "CONNECT",
    path: authority,
    headers: { host: authority, ...proxyAuthorization(proxy) },
    agent: false,
  });
  request.once("connect", (response: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    // The socket is the tunnel now, whose idle time is its requests' business, not this one's.
    socket.setTimeout(0);
    socket.removeAllListeners("timeout");
    const status = response.statusCode ?? 0;
    if (status !== 200) {
      socket.destroy();
      const answer = `HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ""}`;
      settle(
        new ProxyTunnelError(
          status >= 500 ? "ERR_PROXY_TUNNEL" : "ERR_PROXY_REFUSED",
          `the proxy ${proxy.host} answered ${answer} to a tunnel to ${authority}`,
        ),
      );
      return;
    }
    if (head.length > 0) socket.unshift(head);
    settle(socket);
  });
  request.on("error", (error: NodeJS.ErrnoException) => settle(error instanceof ProxyTunnelError ? error : unreachable(proxy, error)));
  // A proxy that never answers would hold the request: give up when the request itself would.
  request.setTimeout(timeoutMs, () =>
    request.destroy(new ProxyTunnelError("ERR_PROXY_TUNNEL", `the proxy ${proxy.host} did not answer a tunnel to ${authority}`)),
  );
  request.end();
}

/** What a failed createConnection hands Node's Agent with the error: it destroys the stream and reports the error. */
function closedSocket(): net.Socket {
  const socket = new net.Socket();
  socket.destroy();
  return socket;
}

/** Under this key, the options the agent hands createConnection carry the request they are for. */
const forRequest = Symbol("request");
type ProxiedOptions = https.RequestOptions & { [forRequest]?: http.ClientRequest };

/** Fails createConnection's request with `error`. */
function fail(options: ProxiedOptions, callback: Callback, error: Error): void {
  // Node hands the error to the request even when its caller gave up on it meanwhile (got's
  // timeout), and then nobody listens: the late error has nobody left to tell.
  const request = options[forRequest];
  if (request?.destroyed) request.on("error", () => undefined);
  callback(error, closedSocket());
}

class ProxiedHttpAgent extends http.Agent {
  constructor(
    options: http.AgentOptions,
    private readonly proxyFor: ProxyFor,
  ) {
    super(options);
  }

  addRequest(request: http.ClientRequest, options: http.RequestOptions): void {
    const target = targetOf(options, "http:");
    const proxy = this.proxyFor(target);
    if (proxy !== undefined) {
      // The request line names the whole URL; the Host header stays the platform's.
      request.path = `http://${authorityOf(target, 80)}${request.path}`;
      for (const [name, value] of Object.entries(proxyAuthorization(proxy))) request.setHeader(name, value);
    }
    handOff.addRequest.call(this, request, { ...options, [forRequest]: request });
  }

  override createConnection(options: ProxiedOptions, callback?: Callback): Duplex | null | undefined {
    const proxy = this.proxyFor(targetOf(options, "http:"));
    if (proxy === undefined || callback === undefined) return super.createConnection(options, callback);
    const socket = connectToProxy(proxy);
    const failed = (error: NodeJS.ErrnoException) => fail(options, callback, unreachable(proxy, error));
    socket.once("error", failed);
    socket.once(proxy.protocol === "https:" ? "secureConnect" : "connect", () => {
      socket.off("error", failed);
      callback(null, socket);
    });
    return undefined;
  }
}

class ProxiedHttpsAgent extends https.Agent {
  constructor(
    options: https.AgentOptions,
    private readonly proxyFor: ProxyFor,
    private readonly tunnelTimeoutMs: number,
  ) {
    super(options);
  }

  addRequest(request: http.ClientRequest, options: http.RequestOptions): void {
    handOff.addRequest.call(this, request, { ...options, [forRequest]: request });
  }

  override createConnection(options: ProxiedOptions, callback?: Callback): Duplex | null | undefined {
    const target = targetOf(options, "https:");
    const proxy = this.proxyFor(target);
    if (proxy === undefined || callback === undefined) return super.createConnection(options, callback);
    openTunnel(proxy, authorityOf(target, 443), this.tunnelTimeoutMs, (tunnel) => {
      const secured = tunnel instanceof Error ? undefined : super.createConnection(Object.assign({}, options, { socket: tunnel }));
      if (secured) callback(null, secured);
      else fail(options, callback, tunnel instanceof Error ? tunnel : new Error(`no TLS connection through the proxy ${proxy.host}`));
    });
    return undefined;
  }
}

/**
 * The agents for got's `agent` option: plain keep-alive pools when no proxy is named.
 * `tunnelTimeoutMs`: how long a proxy may take to open a tunnel.
 */
export function connectionAgents(
  options: http.AgentOptions,
  proxyFor: ProxyFor | undefined,
  tunnelTimeoutMs: number,
): { http: http.Agent; https: https.Agent } {
  if (proxyFor === undefined) return { http: new http.Agent(options), https: new https.Agent(options) };
  return { http: new ProxiedHttpAgent(options, proxyFor), https: new ProxiedHttpsAgent(options, proxyFor, tunnelTimeoutMs) };
}
