// How an endpoint is written (`endpoint`), the http layer's own calls, and the rules every call
// follows (whether it may be repeated, how its path is filled). `source` says where each path comes
// from: the spec, the platform's public docs, or our assumption (see docs/api-contract.md).
import type { Auth, Endpoint, Host, Method } from "../core/endpoint";
import { isIdempotent } from "./calculate-retry-delay";

/** One operation of the API, as a kind's `endpoints.ts` declares it. */
export const endpoint = (title: string, method: Method, host: Host, path: string, auth: Auth, source: Endpoint["source"]) =>
  ({ title, method, host, path, auth, source }) as const satisfies Endpoint;

/**
 * The calls the http layer makes itself: logging in and refreshing the token, and the reads several
 * kinds share (a team's CSAT settings, the organization's installed apps). Each kind's own calls are
 * its folder's `endpoints.ts`, which its definition declares (`endpoints`); endpoint-index.ts joins them all.
 */
export const sharedEndpoints = {
  login: { ...endpoint("log in", "POST", "api", "/v1/auth/login", "none", "spec"), repeatable: true },
  refreshToken: { ...endpoint("refresh the access token", "POST", "api", "/v1/auth/refresh", "none", "assumed"), repeatable: true },
  getCsatSettings: endpoint("read CSAT settings", "GET", "base", "/v1/csat/team/{teamUid}", "apiKey", "docs"),
  listInstalledApps: endpoint("list installed apps", "GET", "apps", "/apps/installed-apps", "apiKey", "docs"),
} as const;

/** Whether a request whose outcome is unknown may simply be sent again. */
export function isRepeatable(endpoint: Endpoint): boolean {
  return endpoint.repeatable ?? isIdempotent(endpoint.method);
}

/** Fills `{name}` segments, URL-encoding each value; a missing or empty parameter is refused. */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    // URL parsing would resolve these away, sending the request to another path (a list, say).
    if (value === "" || value === "." || value === "..") throw new Error(`path parameter ${name} may not be ${JSON.stringify(value)}`);
    return encodeURIComponent(value);
  });
}
