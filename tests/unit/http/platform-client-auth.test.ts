// PlatformClient credentials: the API key or a bearer token per endpoint, login with email and
// password, the token shared across calls and renewed after a 401.
import { z } from "zod";
import { roleEndpoints } from "../../../provider/roles/endpoints";
import { ticketTypeEndpoints } from "../../../provider/ticket-types/endpoints";
import { ApiError } from "../../../provider/http/errors";
import { login, role, roleEnvelope, secrets, testClient, ticketType } from "./client-fixtures";
import { envelope, FakePlatform, failure } from "./fake-platform";

const tokens = (n: number) => ({
  status: 200,
  body: envelope({ accessToken: `jwt-${n}`, refreshToken: `refresh-${n}`, tokenType: "Bearer", expiresIn: 3600 }),
});
const typeOk = { status: 200, body: envelope(ticketType) };
const unauthorized = failure(401, "token expired");

describe("PlatformClient authentication", () => {
  let platform: FakePlatform;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
    platform.on("GET /v1/roles/r1", { status: 200, body: envelope(role) });
  });
  afterEach(() => platform.stop());

  const getRole = (client: ReturnType<typeof testClient>) =>
    client.call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope });
  const getType = (client: ReturnType<typeof testClient>) =>
    client.call(ticketTypeEndpoints.getTicketType, { params: { id: "tt1" }, response: z.unknown() });
  const credentialsSent = () =>
    platform.requests.map((request) => [request.path, request.headers["x-api-key"], request.headers.authorization]);

  it("sends the API key to bearer endpoints when no token or login is configured", async () => {
    platform.on("GET /v1/tickets/type/tt1", typeOk);
    await getType(testClient(platform.url));
    expect(credentialsSent()).toEqual([["/v1/tickets/type/tt1", secrets.apiKey, undefined]]);
  });

  it("sends a configured access token to bearer endpoints only, and the API key to the others", async () => {
    platform.on("GET /v1/tickets/type/tt1", typeOk);
    const client = testClient(platform.url, { accessToken: secrets.accessToken });
    await getType(client);
    await getRole(client);
    expect(credentialsSent()).toEqual([
      ["/v1/tickets/type/tt1", undefined, `Bearer ${secrets.accessToken}`],
      ["/v1/roles/r1", secrets.apiKey, undefined],
    ]);
  });

  it("does not retry a 401 with a configured access token, which it cannot renew", async () => {
    platform.on("GET /v1/tickets/type/tt1", unauthorized, typeOk);
    const error = await getType(testClient(platform.url, { accessToken: secrets.accessToken })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "ERR_UNAUTHORIZED", status: 401, operation: "read ticket type" });
    expect(platform.requests).toHaveLength(1);
  });

  it("logs in with email and password on the api host, sending no other credential", async () => {
    platform.on("POST /v1/auth/login", tokens(1));
    platform.on("GET /v1/tickets/type/tt1", typeOk);
    await getType(testClient(platform.url, { login }));
    const [loginRequest, typeRequest] = platform.requests;
    expect(loginRequest).toMatchObject({ method: "POST", path: "/v1/auth/login" });
    expect(JSON.parse(loginRequest!.body)).toEqual({ email: "ops@example.com", password: secrets.password });
    expect(loginRequest!.headers["x-api-key"]).toBeUndefined();
    expect(loginRequest!.headers.authorization).toBeUndefined();
    expect(typeRequest!.headers).toMatchObject({ authorization: "Bearer jwt-1" });
    expect(typeRequest!.headers["x-api-key"]).toBeUndefined();
  });

  it("does not log in for endpoints that take the API key", async () => {
    await getRole(testClient(platform.url, { login }));
    expect(credentialsSent()).toEqual([["/v1/roles/r1", secrets.apiKey, undefined]]);
  });

  it("reuses the token across calls, and logs in again once after a 401", async () => {
    platform.on("POST /v1/auth/login", tokens(1), tokens(2));
    platform.on("GET /v1/tickets/type/tt1", typeOk, typeOk, unauthorized, typeOk);
    const client = testClient(platform.url, { login });
    for (let i = 0; i < 3; i++) await getType(client);
    await getType(client);
    expect(platform.requests.map((request) => `${request.method} ${request.path} ${request.headers.authorization ?? ""}`.trim())).toEqual([
      "POST /v1/auth/login",
      "GET /v1/tickets/type/tt1 Bearer jwt-1",
      "GET /v1/tickets/type/tt1 Bearer jwt-1",
      "GET /v1/tickets/type/tt1 Bearer jwt-1",
      "POST /v1/auth/login",
      "GET /v1/tickets/type/tt1 Bearer jwt-2",
      "GET /v1/tickets/type/tt1 Bearer jwt-2",
    ]);
  });

  it("fails with the 401 when the renewed token is refused too", async () => {
    platform.on("POST /v1/auth/login", tokens(1), tokens(2), tokens(3));
    platform.on("GET /v1/tickets/type/tt1", unauthorized);
    await expect(getType(testClient(platform.url, { login }))).rejects.toMatchObject({
      code: "ERR_UNAUTHORIZED",
      message: expect.stringMatching(/^read ticket type failed with HTTP 401: token expired; .*supportplatform:email/),
    });
    expect(platform.requestsTo("POST /v1/auth/login")).toHaveLength(2);
    expect(platform.requestsTo("GET /v1/tickets/type/tt1")).toHaveLength(2);
  });

  it("logs in once for many concurrent calls", async () => {
    platform.on("POST /v1/auth/login", tokens(1), tokens(2));
    platform.on("GET /v1/tickets/type/tt1", typeOk);
    const client = testClient(platform.url, { login });
    await Promise.all(Array.from({ length: 8 }, () => getType(client)));
    expect(platform.requestsTo("POST /v1/auth/login")).toHaveLength(1);
    expect(new Set(platform.requestsTo("GET /v1/tickets/type/tt1").map((request) => request.headers.authorization))).toEqual(
      new Set(["Bearer jwt-1"]),
    );
  });

  it("reports a refused login as its own typed error", async () => {
    platform.on("POST /v1/auth/login", failure(401, "invalid email or password"));
    const error = await getType(testClient(platform.url, { login })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      operation: "log in",
      status: 401,
      message: expect.stringMatching(/^log in failed with HTTP 401: invalid email or password; /),
    });
    expect(platform.requestsTo("GET /v1/tickets/type/tt1")).toEqual([]);
  });

  it("retries a login the platform could not answer: logging in twice does no harm", async () => {
    platform.on("POST /v1/auth/login", failure(503, "restarting"), tokens(1));
    platform.on("GET /v1/tickets/type/tt1", typeOk);
    await expect(getType(testClient(platform.url, { login }))).resolves.toEqual(envelope(ticketType));
    expect(platform.requestsTo("POST /v1/auth/login")).toHaveLength(2);
  });
});
