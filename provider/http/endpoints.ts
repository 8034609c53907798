// Every path the provider calls, in one table. `source` says where each comes from: the spec, the
// platform's public docs, or our assumption (see docs/api-contract.md); correcting an
// assumed path is a one-line change here. The README lists the assumed ones.
import type { Auth, Endpoint, Host, Method } from "../core/endpoint";
import { isIdempotent } from "./calculate-retry-delay";

const endpoint = (title: string, method: Method, host: Host, path: string, auth: Auth, source: Endpoint["source"]) =>
  ({ title, method, host, path, auth, source }) as const satisfies Endpoint;

export const endpoints = {
  login: { ...endpoint("log in", "POST", "api", "/v1/auth/login", "none", "spec"), repeatable: true },
  refreshToken: { ...endpoint("refresh the access token", "POST", "api", "/v1/auth/refresh", "none", "assumed"), repeatable: true },

  createRole: endpoint("create role", "POST", "base", "/v1/roles", "apiKey", "spec"),
  getRole: endpoint("read role", "GET", "base", "/v1/roles/{id}", "apiKey", "assumed"),
  listRoles: endpoint("list roles", "GET", "base", "/v1/roles", "apiKey", "assumed"),
  updateRole: endpoint("update role", "PATCH", "base", "/v1/roles/{id}", "apiKey", "assumed"),
  deleteRole: endpoint("delete role", "DELETE", "base", "/v1/roles/{id}", "apiKey", "assumed"),

  getTicketType: endpoint("read ticket type", "GET", "base", "/v1/tickets/type/{id}", "bearer", "spec"),
  listTicketTypes: endpoint("list ticket types", "GET", "base", "/v1/tickets/type", "bearer", "assumed"),

  listTeams: endpoint("list teams", "GET", "base", "/v1/teams", "apiKey", "docs"),
  createTeam: endpoint("create team", "POST", "base", "/v1/teams", "apiKey", "docs"),
  getTeam: endpoint("read team", "GET", "base", "/v1/teams/{teamId}", "apiKey", "docs"),
  updateTeam: endpoint("update team", "PATCH", "base", "/v1/teams/{teamId}", "apiKey", "docs"),
  deleteTeam: endpoint("delete team", "DELETE", "base", "/v1/teams/{teamId}", "apiKey", "docs"),
  listTeamMembers: endpoint("list team members", "GET", "base", "/v1/teams/{teamId}/members", "apiKey", "docs"),
  addTeamMember: endpoint("add team member", "POST", "base", "/v1/teams/{teamId}/members", "apiKey", "docs"),
  removeTeamMember: endpoint("remove team member", "DELETE", "base", "/v1/teams/{teamId}/members/{memberId}", "apiKey", "assumed"),

  listAttributeValues: endpoint("list account attribute values", "GET", "base", "/v1/accounts/attributes", "apiKey", "docs"),
  createAttributeValue: endpoint("create account attribute value", "POST", "base", "/v1/accounts/attributes", "apiKey", "docs"),
  updateAttributeValue: endpoint("update account attribute value", "PUT", "base", "/v1/accounts/attributes/{id}", "bearer", "spec"),
  deleteAttributeValue: endpoint("delete account attribute value", "DELETE", "base", "/v1/accounts/attributes/{id}", "apiKey", "docs"),

  createCsatRule: endpoint("create CSAT rule", "POST", "base", "/v1/csat/rules/{teamUid}", "apiKey", "spec"),
  getCsatRule: endpoint("read CSAT rule", "GET", "base", "/v1/csat/rules/{id}", "apiKey", "docs"),
  updateCsatRule: endpoint("update CSAT rule", "PATCH", "base", "/v1/csat/rules/{id}", "apiKey", "docs"),
  deleteCsatRule: endpoint("delete CSAT rule", "DELETE", "base", "/v1/csat/rules/{id}", "apiKey", "assumed"),
  getCsatSettings: endpoint("read CSAT settings", "GET", "base", "/v1/csat/team/{teamUid}", "apiKey", "docs"),
  updateCsatSettings: endpoint("update CSAT settings", "PATCH", "base", "/v1/csat/team/{teamUid}/update", "apiKey", "docs"),
  reorderCsatRules: endpoint("reorder CSAT rules", "PATCH", "base", "/v1/csat/team/{teamUid}/rules/reorder", "apiKey", "docs"),

  createApp: endpoint("create app", "POST", "apps", "/apps/create-app", "apiKey", "spec"),
  getApp: endpoint("read app", "GET", "apps", "/apps/{appId}", "apiKey", "assumed"),
  updateApp: endpoint("update app", "PATCH", "apps", "/apps/{appId}/update-app", "apiKey", "docs"),
  deleteApp: endpoint("delete app", "DELETE", "apps", "/apps/{appId}", "apiKey", "assumed"),
  installApp: endpoint("install app", "POST", "apps", "/apps/install", "apiKey", "spec"),
  uninstallApp: endpoint("uninstall app", "POST", "apps", "/apps/uninstall", "apiKey", "assumed"),
  listInstalledApps: endpoint("list installed apps", "GET", "apps", "/apps/installed-apps", "apiKey", "docs"),
  updateInstallationConfig: endpoint("update installation configuration", "POST", "apps", "/apps/update-config", "apiKey", "docs"),
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
