// PlatformClient against a scripted local server: hosts, requests, parsed responses and typed
// errors. Retries, rate limits, authentication and secrets have their own files.
import { packageManifest } from "../../../provider/core/package-files";
import { z } from "zod";
import { sharedEndpoints } from "../../../provider/http/endpoints";
import { accountAttributeValueEndpoints } from "../../../provider/account-attribute-values/endpoints";
import { roleEndpoints } from "../../../provider/roles/endpoints";
import { ticketTypeEndpoints } from "../../../provider/ticket-types/endpoints";
import { webhookAppEndpoints } from "../../../provider/webhook-apps/endpoints";
import { ConfigError } from "../../../provider/config/config-error";
import { ApiError, OutcomeUnknownError, ResponseShapeError } from "../../../provider/http/errors";
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import got from "got";
import { fastRetries, role, roleEnvelope, secrets, testClient } from "./client-fixtures";
import { envelope, FakePlatform, failure, notFound } from "./fake-platform";

describe("PlatformClient", () => {
  let platform: FakePlatform;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
  });
  afterEach(() => platform.stop());

  const getRole = (id = "r1") => testClient(platform.url).call(roleEndpoints.getRole, { params: { id }, response: roleEnvelope });

  it("sends the API key and returns the validated body", async () => {
    platform.on("GET /v1/roles/r1", { status: 200, body: envelope(role) });
    await expect(getRole()).resolves.toEqual(envelope(role));
    const [request] = platform.requests;
    expect(request).toMatchObject({ method: "GET", path: "/v1/roles/r1", body: "" });
    expect(request!.headers).toMatchObject({
      "x-api-key": secrets.apiKey,
      accept: "application/json",
      "user-agent": `pulumi-support-platform/${packageManifest().version}`,
    });
    expect(request!.headers.authorization).toBeUndefined();
  });

  it("sends each endpoint to its own host, keeping the host's base path", async () => {
    const url = platform.url;
    const client = testClient(`${url}/platform`, {
      apiUrl: `${url}/api`,
      appsStudioUrl: `${url}/studio`,
      login: { email: "e@example.com", password: "p" },
    });
    platform.on("GET /platform/v1/roles", { status: 200, body: envelope([]) });
    platform.on("GET /studio/apps/installed-apps", { status: 200, body: {} });
    platform.on("POST /api/v1/auth/login", { status: 200, body: envelope({ accessToken: "jwt" }) });
    platform.on("GET /platform/v1/tickets/type/tt1", { status: 200, body: {} });
    await client.call(roleEndpoints.listRoles, { response: z.unknown() });
    await client.call(sharedEndpoints.listInstalledApps, { response: z.unknown() });
    await client.call(ticketTypeEndpoints.getTicketType, { params: { id: "tt1" }, response: z.unknown() });
    expect(platform.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "GET /platform/v1/roles",
      "GET /studio/apps/installed-apps",
      "POST /api/v1/auth/login",
      "GET /platform/v1/tickets/type/tt1",
    ]);
  });

  it("sends the body as JSON, the query string, and URL-encoded path parameters", async () => {
    platform.on("PATCH /v1/roles/a%2Fb%20c", { status: 200, body: envelope(role) });
    platform.on("GET /v1/accounts/attributes", { status: 200, body: [] });
    const client = testClient(platform.url);
    await client.call(roleEndpoints.updateRole, {
      params: { id: "a/b c" },
      body: { name: "Leads", permissions: [] },
      response: roleEnvelope,
    });
    await client.call(accountAttributeValueEndpoints.listAttributeValues, {
      query: { attribute: "account_status", limit: 5, all: true },
      response: z.array(z.unknown()),
    });
    const [patch, list] = platform.requests;
    expect(patch).toMatchObject({ method: "PATCH", path: "/v1/roles/a%2Fb%20c", body: '{"name":"Leads","permissions":[]}' });
    expect(patch!.headers["content-type"]).toBe("application/json");
    expect(list!.path).toBe("/v1/accounts/attributes?attribute=account_status&limit=5&all=true");
  });

  it("fails with a ConfigError naming the setting when the apps host is not configured", async () => {
    const error = await testClient(platform.url, { appsStudioUrl: undefined })
      .call(webhookAppEndpoints.getApp, { params: { appId: "A1" }, response: z.unknown() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      "supportplatform:appsStudioUrl (or SUPPORT_PLATFORM_APPS_STUDIO_URL) is required to read app",
    ]);
    expect(platform.requests).toEqual([]);
  });

  it("tries a create whose outcome is unknown as often as maxRetries allows retries, plus one", async () => {
    for (const maxRetries of [0, 7]) {
      let creates = 0;
      const create = async () => {
        creates += 1;
        throw new OutcomeUnknownError("create role", "ECONNRESET");
      };
      await expect(testClient(platform.url, { maxRetries }).settleCreate(create, async () => undefined)).rejects.toBeInstanceOf(
        OutcomeUnknownError,
      );
      expect(creates).toBe(maxRetries + 1);
    }
  });

  describe("callIfPresent", () => {
    it("answers undefined for the platform's own 404", async () => {
      platform.on("GET /v1/roles/gone", notFound("Role not found"));
      await expect(
        testClient(platform.url).callIfPresent(roleEndpoints.getRole, { params: { id: "gone" }, response: roleEnvelope }),
      ).resolves.toBeUndefined();
    });

    it("fails on any other 404, a read or a delete, naming the host's setting", async () => {
      platform.on("GET /v1/roles/r1", failure(404, "Cannot GET /v1/roles/r1"));
      platform.on("DELETE /apps/A1", { status: 404, raw: "<html><body>Not Found</body></html>", headers: { "content-type": "text/html" } });
      const client = testClient(platform.url);
      await expect(client.callIfPresent(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope })).rejects.toMatchObject({
        code: "ERR_UNRECOGNIZED_NOT_FOUND",
        setting: "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL)",
      });
      await expect(
        client.callIfPresent(webhookAppEndpoints.deleteApp, { params: { appId: "A1" }, response: z.unknown() }),
      ).rejects.toMatchObject({
        code: "ERR_UNRECOGNIZED_NOT_FOUND",
        setting: "supportplatform:appsStudioUrl (or SUPPORT_PLATFORM_APPS_STUDIO_URL)",
      });
    });

    it("fails on a redirect: a delete is done only when the platform answered it", async () => {
      platform.on("DELETE /v1/roles/r1", { status: 301, headers: { location: "https://elsewhere.example/v1/roles/r1" } });
      await expect(
        testClient(platform.url).callIfPresent(roleEndpoints.deleteRole, { params: { id: "r1" }, response: z.unknown() }),
      ).rejects.toMatchObject({
        code: "ERR_REDIRECT",
        status: 301,
        location: "https://elsewhere.example/v1/roles/r1",
      });
    });

    it("answers the body otherwise, and fails on other errors", async () => {
      platform.on("GET /v1/roles/r1", { status: 200, body: envelope(role) });
      platform.on("GET /v1/roles/r2", failure(403, "no access"));
      const client = testClient(platform.url);
      await expect(client.callIfPresent(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope })).resolves.toEqual(
        envelope(role),
      );
      await expect(client.callIfPresent(roleEndpoints.getRole, { params: { id: "r2" }, response: roleEnvelope })).rejects.toMatchObject({
        code: "ERR_FORBIDDEN",
        status: 403,
      });
    });

    it("accepts an empty 204 where the schema allows it", async () => {
      platform.on("DELETE /v1/roles/r1", { status: 204 });
      await expect(
        testClient(platform.url).callIfPresent(roleEndpoints.deleteRole, { params: { id: "r1" }, response: z.unknown() }),
      ).resolves.toBeUndefined();
    });
  });

  describe("errors", () => {
    it("turns an error status into a typed ApiError with the operation, status and server message", async () => {
      platform.on("POST /v1/roles", failure(400, "name must be unique"));
      const error = await testClient(platform.url)
        .call(roleEndpoints.createRole, { body: { name: "x" }, response: roleEnvelope })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        code: "ERR_VALIDATION",
        operation: "create role",
        status: 400,
        serverMessage: "name must be unique",
        message: "create role failed with HTTP 400: name must be unique",
      });
      expect(platform.requests).toHaveLength(1);
    });

    it("joins validation messages given as an array", async () => {
      platform.on("POST /v1/roles", failure(400, ["name must not be empty", "permissions must be an array"]));
      await expect(testClient(platform.url).call(roleEndpoints.createRole, { body: {}, response: roleEnvelope })).rejects.toMatchObject({
        code: "ERR_VALIDATION",
        message: "create role failed with HTTP 400: name must not be empty; permissions must be an array",
      });
    });

    it("turns a 2xx body that is not JSON into a ResponseShapeError naming the operation and the host's setting", async () => {
      platform.on("GET /v1/roles/r1", { status: 200, raw: "<html>gateway</html>" });
      const error = await getRole().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseShapeError);
      expect(error).toMatchObject({
        code: "ERR_BAD_RESPONSE",
        operation: "read role",
        message:
          "read role returned an unexpected response: the body is not JSON (20 bytes); check that supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) is the platform's address",
      });
    });

    it("turns a wrong-shaped body into a ResponseShapeError listing each problem with its path", async () => {
      platform.on("GET /v1/roles/r1", { status: 200, body: envelope({ ...role, isSystem: "no", name: undefined }) });
      await expect(getRole()).rejects.toThrow(
        new ResponseShapeError(
          "read role",
          "data.name: Invalid input: expected string, received undefined; data.isSystem: Invalid input: expected boolean, received string",
        ),
      );
    });

    it("names the body itself when the whole body has the wrong shape, or none", async () => {
      platform.on("GET /v1/roles/r1", { status: 200, body: [envelope(role)] }, { status: 200 });
      await expect(getRole()).rejects.toThrow(new ResponseShapeError("read role", "body: Invalid input: expected object, received array"));
      await expect(getRole()).rejects.toThrow(
        new ResponseShapeError("read role", "body: Invalid input: expected object, received undefined"),
      );
    });
  });

  it("makes its HTTP instance again on the next request when making it failed, instead of keeping the failure", async () => {
    platform.on("GET /v1/roles/r1", { status: 200, body: envelope(role) });
    let attempts = 0;
    const client = testClient(
      platform.url,
      {},
      {
        ...fastRetries,
        http: (common) => {
          attempts += 1;
          if (attempts === 1) throw new Error("no HTTP client this time");
          return got.extend(common);
        },
      },
    );
    const read = () => client.call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope });
    await expect(read()).rejects.toThrow("no HTTP client this time");
    await expect(read()).resolves.toEqual(envelope(role));
    await expect(read()).resolves.toEqual(envelope(role));
    expect(attempts).toBe(2);
    expect(platform.requests).toHaveLength(2);
  });

  it("builds at most four requests at once: the others wait for a slot before got holds anything of theirs", async () => {
    const held: Array<() => void> = [];
    let arrival: () => void = () => undefined;
    const nextArrival = () => new Promise<void>((resolve) => (arrival = resolve));
    const server = http.createServer((_request, response) => {
      held.push(() => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(envelope(role))));
      arrival();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      let built = 0;
      const client = testClient(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        {},
        {
          ...fastRetries,
          http: (common) =>
            got.extend(common, {
              hooks: {
                beforeRequest: [
                  () => {
                    built += 1;
                  },
                ],
              },
            }),
        },
      );
      const reads = Array.from({ length: 10 }, () => client.call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope }));
      while (held.length < 4) await nextArrival();
      await new Promise((resolve) => setImmediate(resolve));
      expect(built).toBe(4);
      // Each answer frees a slot for the next read, until all ten are answered.
      for (let answered = 0; answered < 10; answered++) {
        while (held.length === 0) await nextArrival();
        held.shift()!();
      }
      await expect(Promise.all(reads)).resolves.toHaveLength(10);
      expect(built).toBe(10);
    } finally {
      server.close();
    }
  });
});
