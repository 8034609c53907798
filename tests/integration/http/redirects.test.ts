// No credential and no body leaves for another origin: a configured host that redirects (each
// redirect status) to a second, recording origin, for every endpoint the provider calls, with each
// credential the endpoint can carry (API key, configured bearer token, a token from logging in,
// the login body itself), and a call of each host (the SLA and workflows hosts too). The second origin must receive nothing, and each call must fail with a
// RedirectError naming the host's setting and the Location; none may be reported done.
import { everyEndpoint } from "../../../provider/endpoint-index";
import { z } from "zod";
import type { ProviderConfig } from "../../../provider/config/provider-config";
import type { CallOptions } from "../../../provider/core/platform-api";
import type { Endpoint, Host } from "../../../provider/core/endpoint";
import { endpoint as endpointOf, sharedEndpoints } from "../../../provider/http/endpoints";
import { hostSettings } from "../../../provider/http/hosts";
import { RedirectError } from "../../../provider/http/errors";
import { PlatformClient } from "../../../provider/http/platform-client";
import { recorder, redirector, redirectStatuses } from "../../harness/foreign-hosts";
import { login, secrets } from "../../unit/http/client-fixtures";
import { envelope, FakePlatform } from "../../unit/http/fake-platform";

/** How a call authenticates, and so what a followed redirect would hand over. */
type Credential = "API key" | "access token" | "token from logging in" | "login body (the login redirected)" | "its own body";

interface CallCase {
  name: string;
  endpoint: Endpoint;
  credential: Credential;
  /** The host that redirects; every other host is a working platform. */
  redirected: Host;
  /** The operation the error names: the call's own, or the login it needed first. */
  operation: string;
  /** What the first origin must have received, proving the credential went there and only there. */
  sent: { header?: [string, string]; body?: string };
}

const settingOf: Record<Host, string> = {
  base: "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL)",
  api: "supportplatform:apiUrl (or SUPPORT_PLATFORM_API_URL)",
  apps: "supportplatform:appsStudioUrl (or SUPPORT_PLATFORM_APPS_STUDIO_URL)",
  sla: "supportplatform:slaUrl (or SUPPORT_PLATFORM_SLA_URL)",
  workflows: "supportplatform:workflowsUrl (or SUPPORT_PLATFORM_WORKFLOWS_URL)",
};
const hosts = Object.keys(hostSettings) as Host[];
/** A call of each host, so that a host no kind calls yet is covered too: a write, which carries a body. */
const probes = Object.fromEntries(
  hosts.map((host) => [`probe of ${host}`, endpointOf(`probe ${host}`, "PATCH", host, "/v1/probe/{id}", "apiKey", "assumed")]),
);
const bodyMarker = "BODY-MARKER-5e1d";
const hasBody = (endpoint: Endpoint) => endpoint.method !== "GET" && endpoint.method !== "DELETE";
const bodyOf = (endpoint: Endpoint): unknown => {
  if (endpoint === sharedEndpoints.login) return login;
  if (endpoint === sharedEndpoints.refreshToken) return { refreshToken: secrets.refreshToken };
  return hasBody(endpoint) ? { name: bodyMarker } : undefined;
};

/** Every endpoint, with every credential it can carry: generated from the endpoint table. */
function callCases(): CallCase[] {
  return Object.entries({ ...everyEndpoint(), ...probes }).flatMap(([name, endpoint]): CallCase[] => {
    const own = { name, endpoint, redirected: endpoint.host, operation: endpoint.title };
    if (endpoint.auth === "none") {
      const body = JSON.stringify(bodyOf(endpoint));
      return [{ ...own, credential: "its own body", sent: { body } }];
    }
    const apiKey: CallCase = { ...own, credential: "API key", sent: { header: ["x-api-key", secrets.apiKey] } };
    if (endpoint.auth === "apiKey") return [apiKey];
    return [
      apiKey,
      { ...own, credential: "access token", sent: { header: ["authorization", `Bearer ${secrets.accessToken}`] } },
      { ...own, credential: "token from logging in", sent: { header: ["authorization", `Bearer ${secrets.obtainedToken}`] } },
      {
        ...own,
        credential: "login body (the login redirected)",
        redirected: "api",
        operation: sharedEndpoints.login.title,
        sent: { body: JSON.stringify(login) },
      },
    ];
  });
}

/** The credentials configured for a case; the redirected host is the redirector, the others `platform`. */
function configFor(testCase: CallCase, redirectorUrl: string, platformUrl: string): ProviderConfig {
  const url = (host: Host) => (host === testCase.redirected ? redirectorUrl : platformUrl);
  return {
    apiKey: secrets.apiKey,
    baseUrl: url("base"),
    apiUrl: url("api"),
    appsStudioUrl: url("apps"),
    slaUrl: url("sla"),
    workflowsUrl: url("workflows"),
    maxRetries: 3,
    requestTimeoutSeconds: 5,
    ...(testCase.credential === "access token" && { accessToken: secrets.accessToken }),
    ...((testCase.credential === "token from logging in" || testCase.credential.startsWith("login")) && { login }),
  };
}

const optionsFor = (endpoint: Endpoint): CallOptions<unknown> => {
  const params = Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => [param!, "X1"]));
  const body = bodyOf(endpoint);
  return { params, ...(body !== undefined && { body }), response: z.unknown() };
};

const cases = redirectStatuses.flatMap((status) =>
  callCases().flatMap((testCase) => (["call", "callIfPresent"] as const).map((via) => ({ status, via, ...testCase }))),
);

describe("redirects", () => {
  const second = recorder();
  /** A working platform for the hosts that do not redirect: it hands out a token at login. */
  const platform = new FakePlatform().on("POST /v1/auth/login", {
    status: 200,
    body: envelope({ accessToken: secrets.obtainedToken, expiresIn: 3600 }),
  });
  const redirectors = new Map(redirectStatuses.map((status) => [status, redirector(status, second)]));

  beforeAll(() => Promise.all([second.start(), platform.start(), ...[...redirectors.values()].map((server) => server.start())]));
  afterAll(() => Promise.all([second.stop(), platform.stop(), ...[...redirectors.values()].map((server) => server.stop())]));

  it("cover every endpoint, every method and every kind of credential", () => {
    expect(new Set(cases.map((testCase) => testCase.name))).toEqual(new Set([...Object.keys(everyEndpoint()), ...Object.keys(probes)]));
    expect(new Set(cases.map((testCase) => testCase.endpoint.method))).toEqual(new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]));
    expect(new Set(cases.map((testCase) => testCase.credential)).size).toBe(5);
    expect(new Set(cases.map((testCase) => testCase.redirected))).toEqual(new Set(hosts));
  });

  it.each(cases)(
    "$status to another origin: $via $name with $credential sends nothing there and fails naming the setting",
    async (testCase) => {
      const first = redirectors.get(testCase.status)!;
      first.requests.splice(0);
      second.requests.splice(0);
      const client = new PlatformClient(configFor(testCase, first.url, platform.url), { retryPolicy: { baseDelayMs: 1, maxDelayMs: 5 } });

      const error = await client[testCase.via](testCase.endpoint, optionsFor(testCase.endpoint)).then(
        (answer) => new Error(`reported done with ${JSON.stringify(answer)}`),
        (caught: unknown) => caught,
      );

      expect(second.requests).toEqual([]);
      expect(error).toBeInstanceOf(RedirectError);
      const [received] = first.requests;
      expect(first.requests).toHaveLength(1); // no retry of a redirect
      const location = `${second.url}${received!.path}`;
      expect(error).toMatchObject({
        code: "ERR_REDIRECT",
        operation: testCase.operation,
        status: testCase.status,
        location,
        setting: settingOf[testCase.redirected],
      });
      expect((error as Error).message).toContain(`(HTTP ${testCase.status}) to ${location}:`);
      expect((error as Error).message).toContain(`check that ${settingOf[testCase.redirected]} is the platform's own address`);
      // What would have followed the redirect did reach the first origin: the case tests what it says.
      const [header, value] = testCase.sent.header ?? [];
      if (header !== undefined) expect(received!.headers[header]).toBe(value);
      if (testCase.sent.body !== undefined) expect(received!.body).toBe(testCase.sent.body);
      if (hasBody(testCase.endpoint) && testCase.sent.body === undefined) expect(received!.body).toContain(bodyMarker);
    },
  );
});
