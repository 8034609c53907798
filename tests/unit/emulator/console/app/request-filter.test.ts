import { matchesFilter, matchesStatus, NO_FILTER, NO_ORGANIZATION } from "../../../../../emulator/console/app/request-filter";
import type { RequestLogEntry } from "../../../../../emulator";

const entry = (changes: Partial<RequestLogEntry>): RequestLogEntry => ({
  seq: 1,
  time: "2024-01-01T00:00:00.000Z",
  host: "base",
  method: "GET",
  path: "/v1/roles",
  query: {},
  status: 200,
  durationMs: 1,
  request: { headers: {} },
  response: { headers: {} },
  ...changes,
});

test("a status matches itself or its class, and a blank filter matches all", () => {
  expect([matchesStatus(404, "404"), matchesStatus(404, "4xx"), matchesStatus(404, " 4XX "), matchesStatus(404, "")]).toEqual([
    true,
    true,
    true,
    true,
  ]);
  expect([matchesStatus(404, "400"), matchesStatus(404, "5xx"), matchesStatus(0, "2xx")]).toEqual([false, false, false]);
});

test("every field of the filter narrows the log", () => {
  const acme = { userId: "UACME00001", organizationId: "OACME00001", via: "apiKey" as const };
  const created = entry({ method: "POST", status: 201, principal: acme });
  const anonymous = entry({ path: "/v1/auth/login", method: "POST", status: 401 });
  expect(matchesFilter(created, NO_FILTER)).toBe(true);
  expect(matchesFilter(created, { ...NO_FILTER, method: "POST", path: "ROLES", status: "2xx", organizationId: "OACME00001" })).toBe(true);
  expect(matchesFilter(created, { ...NO_FILTER, method: "GET" })).toBe(false);
  expect(matchesFilter(created, { ...NO_FILTER, path: "/apps" })).toBe(false);
  expect(matchesFilter(created, { ...NO_FILTER, organizationId: "OGLOBEX001" })).toBe(false);
  expect(matchesFilter(created, { ...NO_FILTER, organizationId: NO_ORGANIZATION })).toBe(false);
  expect(matchesFilter(anonymous, { ...NO_FILTER, organizationId: NO_ORGANIZATION })).toBe(true);
  expect(matchesFilter(anonymous, { ...NO_FILTER, organizationId: "OACME00001" })).toBe(false);
});
