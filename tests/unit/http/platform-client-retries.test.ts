// Which failures PlatformClient retries, how it backs off, and which end as an unknown outcome.
import { z } from "zod";
import { accountAttributeValueEndpoints } from "../../../provider/account-attribute-values/endpoints";
import { roleEndpoints } from "../../../provider/roles/endpoints";
import { ticketTypeEndpoints } from "../../../provider/ticket-types/endpoints";
import { webhookAppEndpoints } from "../../../provider/webhook-apps/endpoints";
import { ApiError, HostUnreachableError, NetworkError, OutcomeUnknownError } from "../../../provider/http/errors";
import { RateLimiter } from "../../../provider/http/rate-limiter";
import { role, roleEnvelope, testClient } from "./client-fixtures";
import { closedPort, envelope, FakePlatform, failure } from "./fake-platform";

const ok = { status: 200, body: envelope(role) };
const created = { status: 201, body: envelope(role) };

describe("PlatformClient retries", () => {
  let platform: FakePlatform;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
  });
  afterEach(() => platform.stop());

  const getRole = (overrides = {}) =>
    testClient(platform.url, overrides).call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope });
  const createRole = (overrides = {}) =>
    testClient(platform.url, overrides).call(roleEndpoints.createRole, { body: { name: "Leads" }, response: roleEnvelope });

  it("retries a GET after 503, 500 and a connection reset, then succeeds", async () => {
    platform.on("GET /v1/roles/r1", failure(503, "busy"), failure(500, "oops"), "reset", ok);
    await expect(getRole()).resolves.toEqual(envelope(role));
    expect(platform.requests).toHaveLength(4);
  });

  it("tells of every wait before a retry: the operation, the cause, which retry of how many", async () => {
    platform.on("GET /v1/roles/r1", failure(503, "busy"), "reset", ok);
    const notices: string[] = [];
    const client = testClient(platform.url, {}, { progress: (notice) => notices.push(notice) });
    await client.call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope });
    expect(notices).toEqual([
      expect.stringMatching(/^read role: HTTP 503; retry 1 of 3 in 0\.0 s$/),
      expect.stringMatching(/^read role: ECONNRESET; retry 2 of 3 in 0\.0 s$/),
    ]);
  });

  it("tells of nothing it does not retry", async () => {
    platform.on("GET /v1/roles/r1", failure(503, "busy"));
    const notices: string[] = [];
    await expect(
      testClient(platform.url, { maxRetries: 0 }, { progress: (notice) => notices.push(notice) }).call(roleEndpoints.getRole, {
        params: { id: "r1" },
        response: roleEnvelope,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(notices).toEqual([]);
  });

  it("backs off exponentially between retries", async () => {
    platform.on("GET /v1/roles/r1", failure(503, "busy"), failure(503, "busy"), ok);
    const client = testClient(platform.url, {}, { retryPolicy: { baseDelayMs: 60, maxDelayMs: 1_000 } });
    await client.call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope });
    const [first, second, third] = platform.requests.map((request) => request.at);
    // Equal jitter: at least half of 60 ms, then at least half of 120 ms.
    expect(second! - first!).toBeGreaterThanOrEqual(29);
    expect(third! - second!).toBeGreaterThanOrEqual(59);
  });

  it("gives up after maxRetries with a typed error naming the operation, the retries and the server's message", async () => {
    platform.on("GET /v1/roles/r1", failure(500, "database on fire"));
    const error = await getRole().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "ERR_SERVER",
      status: 500,
      operation: "read role",
      message: "read role failed with HTTP 500 after 3 retries: database on fire",
    });
    expect(platform.requests).toHaveLength(4);
  });

  it("does not retry at all with maxRetries 0", async () => {
    platform.on("GET /v1/roles/r1", failure(503, "busy"), ok);
    await expect(getRole({ maxRetries: 0 })).rejects.toMatchObject({ message: "read role failed with HTTP 503: busy" });
    expect(platform.requests).toHaveLength(1);
  });

  it("does not retry client errors", async () => {
    platform.on("GET /v1/roles/r1", failure(403, "no access"), ok);
    await expect(getRole()).rejects.toMatchObject({ code: "ERR_FORBIDDEN" });
    expect(platform.requests).toHaveLength(1);
  });

  it("retries updates and deletes, which are idempotent", async () => {
    platform.on("PATCH /v1/roles/r1", failure(502, "bad gateway"), "reset", ok);
    platform.on("DELETE /v1/roles/r1", failure(503, "busy"), { status: 204 });
    const client = testClient(platform.url);
    await expect(
      client.call(roleEndpoints.updateRole, { params: { id: "r1" }, body: { name: "x" }, response: roleEnvelope }),
    ).resolves.toEqual(envelope(role));
    await expect(client.call(roleEndpoints.deleteRole, { params: { id: "r1" }, response: z.unknown() })).resolves.toBeUndefined();
    expect(platform.requests.map((request) => request.method)).toEqual(["PATCH", "PATCH", "PATCH", "DELETE", "DELETE"]);
  });

  it("retries a GET that timed out", async () => {
    platform.on("GET /v1/roles/r1", "hang", ok);
    await expect(getRole({ requestTimeoutSeconds: 0.2 })).resolves.toEqual(envelope(role));
    expect(platform.requests).toHaveLength(2);
  });

  describe("a create (POST)", () => {
    it("is not repeated after a 5xx: its outcome is unknown", async () => {
      platform.on("POST /v1/roles", failure(502, "bad gateway"), created);
      const error = await createRole().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OutcomeUnknownError);
      expect(error).toMatchObject({
        code: "ERR_OUTCOME_UNKNOWN",
        operation: "create role",
        message: "create role did not complete: HTTP 502: bad gateway",
      });
      expect(platform.requests).toHaveLength(1);
    });

    it("is not repeated after the connection was reset once it was sent", async () => {
      platform.on("POST /v1/roles", "reset", created);
      const error = await createRole().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OutcomeUnknownError);
      expect((error as OutcomeUnknownError).cause).toMatch(/^ECONNRESET /);
      expect(platform.requests).toHaveLength(1);
    });

    it("is not repeated after a timeout", async () => {
      platform.on("POST /v1/roles", "hang", created);
      const error = await createRole({ requestTimeoutSeconds: 0.2 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OutcomeUnknownError);
      expect((error as OutcomeUnknownError).cause).toBe("ETIMEDOUT (Timeout awaiting 'request' for 200ms)");
      expect(platform.requests).toHaveLength(1);
    });

    /** A server on a free port that answers one GET, then closes the connection: the host has answered. */
    async function hostThatAnsweredOnce() {
      const port = await closedPort();
      const first = await new FakePlatform().on("GET /v1/roles/r1", { ...ok, headers: { connection: "close" } }).start(port);
      return { port, url: `http://127.0.0.1:${port}`, stop: () => first.stop() };
    }

    it("is retried when the connection to a host that answered before was refused, since nothing was sent", async () => {
      const host = await hostThatAnsweredOnce();
      const late = new FakePlatform().on("POST /v1/roles", created);
      // The server comes back while the client waits to retry: the create's first attempt is refused.
      class UpOnThirdAttempt extends RateLimiter {
        attempts = 0;
        override async acquire() {
          if (++this.attempts === 3) await late.start(host.port);
          return super.acquire();
        }
      }
      const limiter = new UpOnThirdAttempt();
      try {
        const client = testClient(host.url, {}, { limiter });
        await client.call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope });
        await host.stop();
        await expect(client.call(roleEndpoints.createRole, { body: { name: "Leads" }, response: roleEnvelope })).resolves.toEqual(
          envelope(role),
        );
        expect(limiter.attempts).toBe(3);
        expect(late.requests).toHaveLength(1);
      } finally {
        await late.stop();
      }
    });

    it("fails as a network error, after its retries, when a host that answered before cannot be reached", async () => {
      const host = await hostThatAnsweredOnce();
      const client = testClient(host.url, { maxRetries: 2 });
      await client.call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope });
      await host.stop();
      const error = await client.call(roleEndpoints.createRole, { body: {}, response: roleEnvelope }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as NetworkError).message).toBe(
        `create role could not reach the platform after 2 retries: ECONNREFUSED (connect ECONNREFUSED 127.0.0.1:${host.port})`,
      );
    });
  });

  describe("the first contact with a host", () => {
    class CountingLimiter extends RateLimiter {
      attempts = 0;
      override async acquire() {
        this.attempts += 1;
        return super.acquire();
      }
    }

    it("fails at once, naming the setting to check, when the connection is refused", async () => {
      const port = await closedPort();
      const limiter = new CountingLimiter();
      const error = await testClient(`http://127.0.0.1:${port}`, { maxRetries: 15 }, { limiter })
        .call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HostUnreachableError);
      expect((error as HostUnreachableError).message).toBe(
        `read role could not reach the platform at all: ECONNREFUSED (connect ECONNREFUSED 127.0.0.1:${port}); check supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL)`,
      );
      expect(limiter.attempts).toBe(1);
    });

    it("names the host's own setting: apiUrl for the login, appsStudioUrl for apps", async () => {
      const port = await closedPort();
      const closed = `http://127.0.0.1:${port}`;
      const client = testClient(platform.url, { apiUrl: closed, appsStudioUrl: closed, login: { email: "e", password: "p" } });
      await expect(
        client.call(accountAttributeValueEndpoints.updateAttributeValue, { params: { id: "V1" }, body: {}, response: z.unknown() }),
      ).rejects.toThrow(
        /^log in could not reach the platform at all: ECONNREFUSED .*; check supportplatform:apiUrl \(or SUPPORT_PLATFORM_API_URL\)$/,
      );
      await expect(client.call(webhookAppEndpoints.getApp, { params: { appId: "A1" }, response: z.unknown() })).rejects.toThrow(
        /^read app could not reach the platform at all: ECONNREFUSED .*; check supportplatform:appsStudioUrl \(or SUPPORT_PLATFORM_APPS_STUDIO_URL\)$/,
      );
      expect(platform.requests).toEqual([]);
    });

    it("names baseUrl beside apiUrl when the two are the same, as when apiUrl is left to default", async () => {
      const port = await closedPort();
      const closed = `http://127.0.0.1:${port}`;
      const error = await testClient(closed, { login: { email: "e", password: "p" } })
        .call(ticketTypeEndpoints.getTicketType, { params: { id: "T1" }, response: z.unknown() })
        .catch((e: Error) => e);
      expect((error as Error).message).toMatch(
        /^log in could not reach the platform at all: .*; check supportplatform:apiUrl \(or SUPPORT_PLATFORM_API_URL\) or, where that is unset, supportplatform:baseUrl \(or SUPPORT_PLATFORM_BASE_URL\)$/,
      );
    });
  });
});
