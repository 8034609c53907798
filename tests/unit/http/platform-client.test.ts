import { z } from "zod";
import type { ProviderConfig } from "../../../provider/config/provider-config";
import { endpoints } from "../../../provider/http/endpoints";
import { envelopes } from "./envelope-schemas";
import { ApiError, NetworkError, OutcomeUnknownError, ResponseShapeError } from "../../../provider/http/errors";
import { PlatformClient } from "../../../provider/http/platform-client";
import { envelope, FakePlatform } from "./fake-platform";

const apiKey = "sp_test_KEY_4f1d9a";
const password = "pw-TOP-SECRET-77";
const fastRetries = { retryPolicy: { baseDelayMs: 5, maxDelayMs: 20 } };
const role = { id: "r1", name: "Leads", permissions: [], isSystem: false, createdAt: "t", updatedAt: "t" };

describe("PlatformClient", () => {
  let platform: FakePlatform;
  const client = (overrides: Partial<ProviderConfig> = {}) =>
    new PlatformClient({ apiKey, baseUrl: platform.url, apiUrl: platform.url, maxRetries: 3, requestTimeoutSeconds: 5, ...overrides }, fastRetries);

  beforeEach(async () => {
    platform = await new FakePlatform().start();
  });
  afterEach(() => platform.stop());

  it("sends the API key and returns the validated body", async () => {
    platform.on("GET /v1/roles/r1", { status: 200, body: envelope(role) });
    const result = await client().call(endpoints.getRole, { params: { id: "r1" }, response: envelopes.role });
    expect(result.data.name).toBe("Leads");
    expect(platform.requests[0]!.headers["x-api-key"]).toBe(apiKey);
    expect(platform.requests[0]!.headers.authorization).toBeUndefined();
  });

  it("retries a GET after 503s and resets, then succeeds", async () => {
    platform.on("GET /v1/roles/r1", { status: 503, body: { statusCode: 503, message: "busy", error: "Service Unavailable" } }, "reset", {
      status: 200,
      body: envelope(role),
    });
    await expect(client().call(endpoints.getRole, { params: { id: "r1" }, response: envelopes.role })).resolves.toMatchObject({ data: { id: "r1" } });
    expect(platform.requests).toHaveLength(3);
  });

  it("gives up after maxRetries with a typed error naming the operation and the server's message", async () => {
    platform.on("GET /v1/roles/r1", { status: 500, body: { statusCode: 500, message: "database on fire", error: "Internal Server Error" } });
    const error = await client().call(endpoints.getRole, { params: { id: "r1" }, response: envelopes.role }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "ERR_SERVER", status: 500, operation: "read role", message: "read role failed with HTTP 500 after 3 retries: database on fire" });
    expect(platform.requests).toHaveLength(4);
  });

  it("never repeats a POST whose outcome is unknown", async () => {
    platform.on("POST /v1/roles", { status: 502, body: { statusCode: 502, message: "bad gateway", error: "Bad Gateway" } });
    await expect(client().call(endpoints.createRole, { body: { name: "x" }, response: envelopes.role })).rejects.toBeInstanceOf(OutcomeUnknownError);
    platform.on("POST /v1/roles", "reset");
    await expect(client().call(endpoints.createRole, { body: { name: "x" }, response: envelopes.role })).rejects.toMatchObject({ code: "ERR_OUTCOME_UNKNOWN" });
    expect(platform.requests).toHaveLength(2);
  });

  it("waits for the rate-limit reset on 429, then succeeds", async () => {
    const reset = String(Math.ceil(Date.now() / 1000) + 1);
    const limited = { statusCode: 429, message: "Too Many Requests", error: "Too Many Requests" };
    platform.on("POST /v1/roles", { status: 429, body: limited, headers: { "x-ratelimit-limit": "1", "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset } }, {
      status: 201,
      body: envelope(role),
    });
    const started = Date.now();
    await expect(client().call(endpoints.createRole, { body: { name: "x" }, response: envelopes.role })).resolves.toMatchObject({ data: { id: "r1" } });
    expect(Date.now()).toBeGreaterThanOrEqual(Number(reset) * 1000);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it("reads validation messages given as an array", async () => {
    platform.on("POST /v1/roles", { status: 400, body: { statusCode: 400, message: ["name must not be empty", "permissions must be an array"], error: "Bad Request" } });
    await expect(client().call(endpoints.createRole, { body: {}, response: envelopes.role })).rejects.toMatchObject({
      code: "ERR_VALIDATION",
      message: "create role failed with HTTP 400: name must not be empty; permissions must be an array",
    });
  });

  it("turns bodies that are not JSON, or not of the documented shape, into ResponseShapeErrors", async () => {
    platform.on("GET /v1/roles/r1", { status: 200, raw: "<html>gateway</html>" });
    await expect(client().call(endpoints.getRole, { params: { id: "r1" }, response: envelopes.role })).rejects.toThrow(
      new ResponseShapeError("read role", "the body is not JSON (20 bytes)"),
    );
    platform.on("GET /v1/roles/r1", { status: 200, body: envelope({ ...role, isSystem: "no" }) });
    await expect(client().call(endpoints.getRole, { params: { id: "r1" }, response: envelopes.role })).rejects.toThrow(/read role returned an unexpected response: data\.isSystem: /);
  });

  it("answers undefined for a 404 through find", async () => {
    platform.on("GET /v1/roles/gone", { status: 404, body: { statusCode: 404, message: "Role not found", error: "Not Found" } });
    await expect(client().find(endpoints.getRole, { params: { id: "gone" }, response: envelopes.role })).resolves.toBeUndefined();
  });

  it("logs in for bearer endpoints, shares the token, and logs in again after a 401", async () => {
    const tokens = (n: number) => ({ status: 200, body: envelope({ accessToken: `jwt-${n}`, refreshToken: `refresh-${n}`, expiresIn: 3600 }) });
    platform.on("POST /v1/auth/login", tokens(1), tokens(2));
    const type = { id: "tt1", name: "Bug", color: "#f00", icon: "bug", isActive: true, teamId: "T1", organizationId: "O1", autoAssign: false };
    const unauthorized = { status: 401, body: { statusCode: 401, message: "token expired", error: "Unauthorized" } };
    platform.on("GET /v1/tickets/type/tt1", { status: 200, body: envelope(type) }, { status: 200, body: envelope(type) }, unauthorized, { status: 200, body: envelope(type) });
    const bearer = client({ login: { email: "ops@example.com", password } });
    for (let i = 0; i < 3; i++) await bearer.call(endpoints.getTicketType, { params: { id: "tt1" }, response: z.unknown() });
    const auth = platform.requests.filter((r) => r.path.startsWith("/v1/tickets")).map((r) => r.headers.authorization);
    expect(auth).toEqual(["Bearer jwt-1", "Bearer jwt-1", "Bearer jwt-1", "Bearer jwt-2"]);
    expect(platform.requests.filter((r) => r.path === "/v1/auth/login")).toHaveLength(2);
    expect(platform.requests.find((r) => r.path.startsWith("/v1/tickets"))!.headers["x-api-key"]).toBeUndefined();
  });

  it("never puts a credential into an error, even one the server echoes", async () => {
    platform.on("POST /v1/auth/login", { status: 401, body: { statusCode: 401, message: `bad password ${password} for key ${apiKey}`, error: "Unauthorized" } });
    const error = (await client({ login: { email: "ops@example.com", password } })
      .call(endpoints.getTicketType, { params: { id: "tt1" }, response: z.unknown() })
      .catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("log in failed with HTTP 401: bad password [redacted] for key [redacted]");
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toMatch(/TOP-SECRET|KEY_4f1d9a/);
  });

  it("reports an unreachable platform as a network error after retrying", async () => {
    const url = platform.url;
    await platform.stop();
    const unreachable = new PlatformClient({ apiKey, baseUrl: url, apiUrl: url, maxRetries: 1, requestTimeoutSeconds: 5 }, fastRetries);
    await expect(unreachable.call(endpoints.listRoles, { response: z.unknown() })).rejects.toBeInstanceOf(NetworkError);
    platform = await new FakePlatform().start(); // for afterEach
  });
});
