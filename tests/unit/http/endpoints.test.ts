import * as fs from "node:fs";
import * as path from "node:path";
import type { Endpoint } from "../../../provider/core/endpoint";
import { everyEndpoint } from "../../../provider/endpoint-index";
import { fillPath, sharedEndpoints } from "../../../provider/http/endpoints";

const providerRoot = path.resolve(__dirname, "../../../provider");

/** Every `endpoints.ts` under provider/ with the endpoints each declares (its exported tables of them). */
function endpointFiles(): { file: string; declared: Record<string, Endpoint> }[] {
  const files = fs
    .readdirSync(providerRoot, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "endpoints.ts")
    .sort();
  return files.map((file) => {
    const exported: Record<string, unknown> = require(path.join(providerRoot, file));
    const tables = Object.values(exported).filter(
      (value): value is Record<string, Endpoint> => typeof value === "object" && value !== null,
    );
    return { file: `provider/${file}`, declared: Object.assign({}, ...tables) };
  });
}

describe("fillPath", () => {
  it("fills every {name} segment", () => {
    expect(fillPath("/v1/csat/rules/{teamUid}", { teamUid: "T123456789" })).toBe("/v1/csat/rules/T123456789");
    expect(fillPath("/a/{x}/b/{y}/{x}", { x: "1", y: "2" })).toBe("/a/1/b/2/1");
  });

  it("URL-encodes each value, so it stays one path segment", () => {
    expect(fillPath("/v1/roles/{id}", { id: "a/b c?d#e%f" })).toBe("/v1/roles/a%2Fb%20c%3Fd%23e%25f");
  });

  it("does not fill braces that come from a value", () => {
    expect(fillPath("/v1/roles/{id}", { id: "{id}" })).toBe("/v1/roles/%7Bid%7D");
  });

  it("leaves a path without parameters as it is, and ignores extra parameters", () => {
    expect(fillPath("/v1/roles")).toBe("/v1/roles");
    expect(fillPath("/v1/roles", { id: "r1" })).toBe("/v1/roles");
  });

  it("refuses to send a request with a missing parameter", () => {
    expect(() => fillPath("/apps/{appId}/update-app", {})).toThrow(new Error("missing path parameter appId for /apps/{appId}/update-app"));
  });

  it("refuses a value that would not stay one path segment: empty, . or ..", () => {
    for (const id of ["", ".", ".."]) {
      expect(() => fillPath("/v1/roles/{id}", { id })).toThrow(new Error(`path parameter id may not be ${JSON.stringify(id)}`));
    }
    expect(fillPath("/v1/roles/{id}", { id: "..." })).toBe("/v1/roles/...");
  });
});

describe("every endpoint", () => {
  const endpoints = everyEndpoint();

  it("joins every endpoints.ts of provider/: a kind's calls reach the index through its definition's endpoints", () => {
    const indexed = new Set(Object.values(endpoints));
    const unjoined = endpointFiles().flatMap(({ file, declared }) =>
      Object.entries(declared)
        .filter(([, endpoint]) => !indexed.has(endpoint))
        .map(([key]) => `${key} of ${file}`),
    );
    expect(unjoined).toEqual([]);
  });

  it("gives every endpoint a distinct title, for errors that name the operation", () => {
    const titles = Object.values(endpoints).map((endpoint) => endpoint.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("sends no credential to login and refresh, on the api host", () => {
    expect(sharedEndpoints.login).toMatchObject({ method: "POST", host: "api", path: "/v1/auth/login", auth: "none" });
    expect(sharedEndpoints.refreshToken).toMatchObject({ method: "POST", host: "api", path: "/v1/auth/refresh", auth: "none" });
  });

  it("uses a bearer token exactly where the spec documents one", () => {
    const bearer = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.auth === "bearer")
      .map(([name]) => name)
      .sort();
    expect(bearer).toEqual(["getTicketType", "listTicketTypes", "updateAttributeValue"]);
  });

  it("puts the app endpoints on the apps host and nothing else there", () => {
    const apps = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.host === "apps")
      .map(([name]) => name)
      .sort();
    expect(apps).toEqual([
      "createApp",
      "deleteApp",
      "getApp",
      "installApp",
      "listInstalledApps",
      "uninstallApp",
      "updateApp",
      "updateInstallationConfig",
    ]);
  });
});
