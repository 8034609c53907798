// The client through an egress proxy, as a CI runner of a company reaches a SaaS API: every host
// (baseUrl, apiUrl, appsStudioUrl) through the proxy that HTTP_PROXY or HTTPS_PROXY names, in upper
// or lower case, plain HTTP in absolute form and HTTPS through CONNECT; NO_PROXY hosts straight;
// a corporate CA given by NODE_EXTRA_CA_CERTS trusted, through the proxy or not. The hosts are names
// only the proxy resolves (*.test), so a request that skips it cannot resolve them.
import { execFile, execFileSync } from "node:child_process";
import dns from "node:dns";
import * as fs from "node:fs";
import * as http from "node:http";
import * as https from "node:https";
import type { AddressInfo } from "node:net";
import * as os from "node:os";
import * as path from "node:path";
import type { Duplex } from "node:stream";
import { promisify } from "node:util";
import { z } from "zod";
import type { ProviderConfig } from "../../../provider/config/provider-config";
import { connectionAgents } from "../../../provider/http/connection-agents";
import { sharedEndpoints } from "../../../provider/http/endpoints";
import { roleEndpoints } from "../../../provider/roles/endpoints";
import { webhookAppEndpoints } from "../../../provider/webhook-apps/endpoints";
import { NetworkError } from "../../../provider/http/errors";
import { PlatformClient } from "../../../provider/http/platform-client";
import { proxySettingsFrom } from "../../../provider/http/proxy-settings";
import { repoRoot } from "../../harness/pulumi-stack";
import { closedPort, envelope, FakePlatform } from "../../unit/http/fake-platform";
import type { CallResult } from "./call-platform";
import { ForwardProxy } from "./forward-proxy";

const proxyVariables = ["HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy", "NO_PROXY", "no_proxy"];
const answer = { status: 200, body: envelope({ id: "x" }) };

/** A client of `config`, made while the environment holds `variables` (and no other proxy variable). */
function clientUnder(variables: Record<string, string>, config: ProviderConfig): PlatformClient {
  const saved = { ...process.env };
  for (const name of proxyVariables) delete process.env[name];
  Object.assign(process.env, variables);
  try {
    return new PlatformClient(config, { retryPolicy: { baseDelayMs: 5, maxDelayMs: 20 } });
  } finally {
    process.env = saved;
  }
}

const configFor = (hosts: Pick<ProviderConfig, "baseUrl" | "apiUrl" | "appsStudioUrl">, maxRetries = 0): ProviderConfig => ({
  apiKey: "sp_key",
  ...hosts,
  maxRetries,
  requestTimeoutSeconds: 10,
});

/** Calls one endpoint on each host: a read on the base host, the login on the api host, a read on the apps host. */
async function callEveryHost(client: PlatformClient): Promise<Record<string, string>> {
  const outcome = (call: Promise<unknown>) =>
    call.then(
      () => "ok",
      (error: Error) => `${(error as NetworkError).code}: ${error.message}`,
    );
  return {
    base: await outcome(client.call(roleEndpoints.getRole, { params: { id: "r1" }, response: z.unknown() })),
    api: await outcome(client.call(sharedEndpoints.login, { body: { email: "a@example.com", password: "p" }, response: z.unknown() })),
    apps: await outcome(client.call(webhookAppEndpoints.getApp, { params: { appId: "A1" }, response: z.unknown() })),
  };
}

describe("the client through an egress proxy: plain HTTP", () => {
  let platform: FakePlatform;
  let proxy: ForwardProxy;
  let hosts: Pick<ProviderConfig, "baseUrl" | "apiUrl" | "appsStudioUrl">;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
    platform.on("GET /v1/roles/r1", answer).on("POST /v1/auth/login", answer).on("GET /apps/A1", answer);
    proxy = await new ForwardProxy().start();
    const port = new URL(platform.url).port;
    hosts = {
      baseUrl: `http://platform.test:${port}`,
      apiUrl: `http://api.platform.test:${port}`,
      appsStudioUrl: `http://apps.platform.test:${port}`,
    };
  });
  afterEach(async () => {
    await proxy.stop();
    await platform.stop();
  });

  it.each(["HTTP_PROXY", "http_proxy"])("takes every host through %s, the whole URL on the request line", async (variable) => {
    const results = await callEveryHost(clientUnder({ [variable]: proxy.url }, configFor(hosts)));
    expect(results).toEqual({ base: "ok", api: "ok", apps: "ok" });
    expect(proxy.forwarded.map(({ method, target }) => `${method} ${target}`)).toEqual([
      `GET ${hosts.baseUrl}/v1/roles/r1`,
      `POST ${hosts.apiUrl}/v1/auth/login`,
      `GET ${hosts.appsStudioUrl}/apps/A1`,
    ]);
    // The platform sees its own host names, and no proxy credentials.
    expect(platform.requests.map((request) => request.headers.host)).toEqual(
      [hosts.baseUrl, hosts.apiUrl, hosts.appsStudioUrl!].map((url) => new URL(url).host),
    );
  });

  it.each(["NO_PROXY", "no_proxy"])("connects straight to a host that %s names, and through the proxy to the others", async (variable) => {
    // The machine's resolver, which knows no *.test, stands in here for one that answers at once:
    // a resolver that cannot reach its server times out instead, after the request's own timeout.
    const resolve = dns.lookup;
    const resolved: string[] = [];
    const lookup = jest.spyOn(dns, "lookup").mockImplementation(((hostname: string, ...rest: unknown[]) => {
      const callback = rest.at(-1) as (error: NodeJS.ErrnoException | null) => void;
      if (!hostname.endsWith(".test")) return (resolve as (...args: unknown[]) => void)(hostname, ...rest);
      process.nextTick(() => callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND", hostname })));
    }) as typeof dns.lookup);
    const results = await callEveryHost(
      clientUnder({ HTTP_PROXY: proxy.url, [variable]: "example.com,.api.platform.test" }, configFor(hosts)),
    ).finally(() => {
      resolved.push(...lookup.mock.calls.map(([hostname]) => hostname));
      lookup.mockRestore();
    });
    expect(results.base).toBe("ok");
    // Straight to the resolver, which knows no *.test.
    expect(results.api).toMatch(
      /^ERR_HOST_UNREACHABLE: log in could not reach the platform at all: ENOTFOUND .*; check supportplatform:apiUrl/,
    );
    expect(results.apps).toBe("ok");
    expect(proxy.forwarded.map(({ target }) => new URL(target).hostname)).toEqual(["platform.test", "apps.platform.test"]);
    expect(resolved).toEqual(["api.platform.test"]);
  });

  it("names the proxy, not the platform's setting, when the proxy cannot be reached, and retries it", async () => {
    const closed = await closedPort();
    const notices: string[] = [];
    const saved = { ...process.env };
    process.env = { HTTP_PROXY: `http://127.0.0.1:${closed}`, HTTPS_PROXY: `http://127.0.0.1:${closed}` };
    try {
      const client = new PlatformClient(configFor({ ...hosts, baseUrl: "https://platform.test" }, 1), {
        retryPolicy: { baseDelayMs: 5, maxDelayMs: 20 },
        progress: (notice) => notices.push(notice),
      });
      expect(await callEveryHost(client)).toEqual({
        base: `ERR_NETWORK: read role could not reach the platform after 1 retry: ERR_PROXY_UNREACHABLE (the proxy 127.0.0.1:${closed} could not be reached: ECONNREFUSED)`,
        api: `ERR_NETWORK: log in could not reach the platform after 1 retry: ERR_PROXY_UNREACHABLE (the proxy 127.0.0.1:${closed} could not be reached: ECONNREFUSED)`,
        apps: `ERR_NETWORK: read app could not reach the platform after 1 retry: ERR_PROXY_UNREACHABLE (the proxy 127.0.0.1:${closed} could not be reached: ECONNREFUSED)`,
      });
      expect(notices).toHaveLength(3);
    } finally {
      process.env = saved;
    }
  });

  it("sends the proxy's credentials to the proxy, never to the platform", async () => {
    const guarded = await new ForwardProxy("ci-user:s3cr3t").start();
    try {
      const withCredentials = `http://ci-user:s3cr3t@${new URL(guarded.url).host}`;
      expect(await callEveryHost(clientUnder({ HTTP_PROXY: withCredentials }, configFor(hosts)))).toEqual({
        base: "ok",
        api: "ok",
        apps: "ok",
      });
      expect(guarded.forwarded.map((forwarded) => forwarded.proxyAuthorization)).toEqual(
        Array(3).fill(`Basic ${Buffer.from("ci-user:s3cr3t").toString("base64")}`),
      );
      expect(platform.requests.every((request) => request.headers["proxy-authorization"] === undefined)).toBe(true);
    } finally {
      await guarded.stop();
    }
  });

  it("fails at once, without retries, when the proxy refuses a tunnel, naming the proxy and never its credentials", async () => {
    const guarded = await new ForwardProxy("ci-user:right").start();
    try {
      const client = clientUnder(
        { HTTPS_PROXY: `http://ci-user:wrong@${new URL(guarded.url).host}` },
        configFor({ ...hosts, baseUrl: "https://platform.test" }, 3),
      );
      const failure = await client
        .call(roleEndpoints.getRole, { params: { id: "r1" }, response: z.unknown() })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(NetworkError);
      expect((failure as NetworkError).message).toBe(
        `read role could not reach the platform: ERR_PROXY_REFUSED (the proxy ${new URL(guarded.url).host} answered HTTP 407 Proxy Authentication Required to a tunnel to platform.test:443)`,
      );
      expect(guarded.forwarded).toHaveLength(1);
    } finally {
      await guarded.stop();
    }
  });
});

describe("the connection agents", () => {
  it("take a tunnel's late refusal calmly when its request was given up meanwhile (a timeout)", async () => {
    const slow = http.createServer();
    let refused: () => void = () => undefined;
    const clientClosed = new Promise<void>((resolve) => (refused = resolve));
    // Refuses once the caller has given up; the client has taken the answer when it closes the tunnel.
    let refuse: () => void = () => undefined;
    slow.on("connect", (_request, socket: Duplex) => {
      refuse = () => socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      socket.on("close", refused);
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const proxyFor = proxySettingsFrom({ HTTPS_PROXY: `http://127.0.0.1:${(slow.address() as AddressInfo).port}` });
    const agent = connectionAgents({ keepAlive: true }, proxyFor, 30_000).https;
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", record);
    try {
      const tunnelAsked = new Promise((resolve) => slow.once("connect", resolve));
      const request = https.request("https://platform.test/v1/roles", { agent });
      request.end();
      await tunnelAsked;
      // The caller gives up, as got does on its timeout, and stops listening; then the proxy refuses.
      request.destroy();
      request.removeAllListeners("error");
      refuse();
      await clientClosed;
      await new Promise((resolve) => setImmediate(resolve));
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", record);
      agent.destroy();
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});

describe("the client through an egress proxy: HTTPS and a corporate CA (NODE_EXTRA_CA_CERTS)", () => {
  let certificates: string;
  let server: https.Server;
  let port: number;
  let proxy: ForwardProxy;
  const seen: { method: string; path: string; host: string }[] = [];

  beforeAll(async () => {
    certificates = fs.mkdtempSync(path.join(os.tmpdir(), "corporate-ca-"));
    makeCertificates(certificates);
    server = https.createServer(
      { key: fs.readFileSync(path.join(certificates, "server.key")), cert: fs.readFileSync(path.join(certificates, "server.pem")) },
      (request, response) => {
        seen.push({ method: request.method!, path: request.url!, host: request.headers.host! });
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
      },
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    proxy = await new ForwardProxy().start();
  });
  afterAll(async () => {
    await proxy.stop();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(certificates, { recursive: true, force: true });
  });
  beforeEach(() => {
    seen.length = 0;
    proxy.forwarded.length = 0;
  });

  /** Runs call-platform.ts in a child process whose environment is `env` (and PATH), with every host's call. */
  async function callInChild(
    env: Record<string, string>,
    hosts: Pick<ProviderConfig, "baseUrl" | "apiUrl" | "appsStudioUrl">,
  ): Promise<CallResult[]> {
    const calls = [{ endpoint: "getRole", params: { id: "r1" } }, { endpoint: "login" }, { endpoint: "getApp", params: { appId: "A1" } }];
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        "-r",
        "ts-node/register/transpile-only",
        path.join(__dirname, "call-platform.ts"),
        JSON.stringify({ config: configFor(hosts), calls }),
      ],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? "", ...env } },
    );
    return stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as CallResult);
  }
  const caFile = () => path.join(certificates, "ca.pem");
  const namedHosts = () => ({
    baseUrl: `https://platform.test:${port}`,
    apiUrl: `https://api.platform.test:${port}`,
    appsStudioUrl: `https://apps.platform.test:${port}`,
  });

  it("takes every host through HTTPS_PROXY by CONNECT, TLS to the platform inside the tunnel, trusting the corporate CA", async () => {
    const results = await callInChild({ https_proxy: proxy.url, NODE_EXTRA_CA_CERTS: caFile() }, namedHosts());
    expect(results.map((result) => result.ok)).toEqual([true, true, true]);
    expect(proxy.forwarded.map(({ method, target }) => `${method} ${target}`)).toEqual(
      ["platform.test", "api.platform.test", "apps.platform.test"].map((host) => `CONNECT ${host}:${port}`),
    );
    expect(seen).toEqual([
      { method: "GET", path: "/v1/roles/r1", host: `platform.test:${port}` },
      { method: "POST", path: "/v1/auth/login", host: `api.platform.test:${port}` },
      { method: "GET", path: "/apps/A1", host: `apps.platform.test:${port}` },
    ]);
  });

  it("trusts the corporate CA straight too, and without it refuses the certificate with a typed error", async () => {
    const local = `https://localhost:${port}`;
    const hosts = { baseUrl: local, apiUrl: local, appsStudioUrl: local };
    expect((await callInChild({ NODE_EXTRA_CA_CERTS: caFile() }, hosts)).map((result) => result.ok)).toEqual([true, true, true]);
    const untrusted = await callInChild({}, hosts);
    expect(untrusted[0]).toMatchObject({
      ok: false,
      code: "ERR_NETWORK",
      message: expect.stringMatching(/^read role could not reach the platform: UNABLE_TO_VERIFY_LEAF_SIGNATURE/),
    });
    const untrustedThroughProxy = await callInChild({ HTTPS_PROXY: proxy.url }, namedHosts());
    expect(untrustedThroughProxy[0]).toMatchObject({ ok: false, message: expect.stringMatching(/UNABLE_TO_VERIFY_LEAF_SIGNATURE/) });
    expect(proxy.forwarded.length).toBeGreaterThan(0);
  });
});

/** A CA, and a server certificate it signs for the test's host names, made with openssl (short-lived: this run only). */
function makeCertificates(folder: string): void {
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: folder, stdio: "pipe" });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(
    "req",
    "-x509",
    ...ec,
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-days",
    "2",
    "-subj",
    "/CN=Test corporate CA",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  );
  openssl("req", ...ec, "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=platform.test");
  fs.writeFileSync(
    path.join(folder, "server.ext"),
    "subjectAltName=DNS:platform.test,DNS:api.platform.test,DNS:apps.platform.test,DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n",
  );
  openssl(
    "x509",
    "-req",
    "-in",
    "server.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "server.pem",
    "-days",
    "2",
    "-extfile",
    "server.ext",
  );
}
