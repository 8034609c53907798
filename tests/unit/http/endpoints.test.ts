import { endpoints, fillPath } from "../../../provider/http/endpoints";

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

describe("endpoints", () => {
  it("gives every endpoint a distinct title, for errors that name the operation", () => {
    const titles = Object.values(endpoints).map((endpoint) => endpoint.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("sends no credential to login and refresh, on the api host", () => {
    expect(endpoints.login).toMatchObject({ method: "POST", host: "api", path: "/v1/auth/login", auth: "none" });
    expect(endpoints.refreshToken).toMatchObject({ method: "POST", host: "api", path: "/v1/auth/refresh", auth: "none" });
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
