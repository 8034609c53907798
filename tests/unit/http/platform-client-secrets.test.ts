// No error of PlatformClient carries a credential, even when the server echoes one back, nor any
// raw request or response. Every credential is planted with a distinctive value.
import { inspect } from "node:util";
import { z } from "zod";
import { CredentialRefusedError } from "../../../provider/http/credential-refused";
import { roleEndpoints } from "../../../provider/roles/endpoints";
import { ticketTypeEndpoints } from "../../../provider/ticket-types/endpoints";
import { ApiError, OutcomeUnknownError, ResponseShapeError } from "../../../provider/http/errors";
import { login, roleEnvelope, secrets, testClient } from "./client-fixtures";
import { envelope, FakePlatform, failure } from "./fake-platform";

const echo = `key ${secrets.apiKey} password ${secrets.password} token ${secrets.accessToken}`;
const redactedEcho = "key [redacted] password [redacted] token [redacted]";

/** Fails the test if the error, in any form it may be printed or serialized, holds a credential or a raw exchange. */
function expectNoCredential(error: unknown): void {
  expect(error).toBeInstanceOf(Error);
  const forms = [String(error), (error as Error).stack, JSON.stringify(error), inspect(error, { depth: 10, showHidden: true })].join("\n");
  for (const secret of Object.values(secrets)) expect(forms).not.toContain(secret);
  // Only the error's own fields: no request, response, options or headers to dump.
  const allowed = [
    "name",
    "stack",
    "message",
    "code",
    "operation",
    "status",
    "serverMessage",
    "retries",
    "cause",
    "problems",
    "location",
    "setting",
    "settings",
    "notes",
  ];
  expect(Object.getOwnPropertyNames(error).filter((key) => !allowed.includes(key))).toEqual([]);
}

describe("PlatformClient never reveals a credential", () => {
  let platform: FakePlatform;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
  });
  afterEach(() => platform.stop());

  const fail = (promise: Promise<unknown>) =>
    promise.then(
      () => new Error("the call succeeded"),
      (error: unknown) => error as Error,
    );

  it("in the errors of calls whose server echoes the configured credentials", async () => {
    platform.on("GET /v1/roles/r1", failure(500, echo));
    platform.on("POST /v1/roles", failure(503, echo));
    platform.on("PATCH /v1/roles/r1", failure(400, [echo, "permissions must be an array"]));
    platform.on("DELETE /v1/roles/r1", failure(429, echo, { "retry-after": "3600" }));
    platform.on("GET /v1/tickets/type/tt1", failure(403, echo));
    const client = testClient(platform.url, { accessToken: secrets.accessToken, login, maxRetries: 1 });
    const errors = [
      await fail(client.call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope })),
      await fail(client.call(roleEndpoints.createRole, { body: { name: "x" }, response: roleEnvelope })),
      await fail(client.call(roleEndpoints.updateRole, { params: { id: "r1" }, body: {}, response: roleEnvelope })),
      await fail(client.call(roleEndpoints.deleteRole, { params: { id: "r1" }, response: z.unknown() })),
      await fail(client.call(ticketTypeEndpoints.getTicketType, { params: { id: "tt1" }, response: z.unknown() })),
    ];
    expect(errors.map((error) => [error.constructor, error.message])).toEqual([
      [ApiError, `read role failed with HTTP 500 after 1 retry: ${redactedEcho}`],
      [OutcomeUnknownError, `create role did not complete: HTTP 503: ${redactedEcho}`],
      [ApiError, `update role failed with HTTP 400: ${redactedEcho}; permissions must be an array`],
      [ApiError, `delete role failed with HTTP 429: ${redactedEcho}`],
      [
        CredentialRefusedError,
        expect.stringContaining(`read ticket type failed with HTTP 403: ${redactedEcho}; the user of supportplatform:accessToken`),
      ],
    ]);
    errors.forEach(expectNoCredential);
  });

  it("in the error of a refused login that echoes the password", async () => {
    platform.on("POST /v1/auth/login", failure(401, `wrong password ${secrets.password} for ops@example.com`));
    const error = await fail(
      testClient(platform.url, { login }).call(ticketTypeEndpoints.getTicketType, { params: { id: "tt1" }, response: z.unknown() }),
    );
    expect(error.message).toMatch(/^log in failed with HTTP 401: wrong password \[redacted\] for ops@example\.com; /);
    expectNoCredential(error);
  });

  it("in the errors of redirects and foreign 404s that echo credentials", async () => {
    platform.on("GET /v1/roles/r1", {
      status: 302,
      headers: { location: `https://${secrets.password}@moved.example/${secrets.apiKey}?token=${secrets.accessToken}` },
    });
    platform.on("GET /v1/roles/r2", failure(404, `Cannot GET /v1/roles/r2?key=${secrets.apiKey}`));
    const client = testClient(platform.url, { accessToken: secrets.accessToken, login });
    const redirect = await fail(client.call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope }));
    expect(redirect).toMatchObject({ code: "ERR_REDIRECT", location: "https://[redacted]@moved.example/[redacted]?token=[redacted]" });
    const foreign = await fail(client.callIfPresent(roleEndpoints.getRole, { params: { id: "r2" }, response: roleEnvelope }));
    expect(foreign).toMatchObject({ code: "ERR_UNRECOGNIZED_NOT_FOUND", serverMessage: "Cannot GET /v1/roles/r2?key=[redacted]" });
    [redirect, foreign].forEach(expectNoCredential);
  });

  it("in the error of a malformed response that holds a credential", async () => {
    platform.on("GET /v1/roles/r1", { status: 200, body: envelope({ id: secrets.apiKey, name: [secrets.password] }) });
    const error = await fail(testClient(platform.url).call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope }));
    expect(error).toBeInstanceOf(ResponseShapeError);
    expectNoCredential(error);
  });

  it("in the error of a call whose server echoes the token the provider obtained by logging in", async () => {
    platform.on("POST /v1/auth/login", {
      status: 200,
      body: envelope({ accessToken: secrets.obtainedToken, refreshToken: secrets.refreshToken, expiresIn: 3600 }),
    });
    platform.on("GET /v1/tickets/type/tt1", failure(403, `token ${secrets.obtainedToken} may not read ticket types`));
    const error = await fail(
      testClient(platform.url, { login }).call(ticketTypeEndpoints.getTicketType, { params: { id: "tt1" }, response: z.unknown() }),
    );
    expect(error).toMatchObject({ status: 403, operation: "read ticket type" });
    expectNoCredential(error);
  });
});
