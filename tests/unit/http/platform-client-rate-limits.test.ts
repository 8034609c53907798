// PlatformClient and the platform's rate limit: 429 waits, and the budget read from every response.
import { roleEndpoints } from "../../../provider/roles/endpoints";
import { ApiError } from "../../../provider/http/errors";
import { RateLimiter } from "../../../provider/http/rate-limiter";
import { role, roleEnvelope, testClient } from "./client-fixtures";
import { envelope, FakePlatform, failure } from "./fake-platform";

const created = { status: 201, body: envelope(role) };
const tooMany = (headers: Record<string, string>) => failure(429, "Too Many Requests", headers);

describe("PlatformClient rate limits", () => {
  let platform: FakePlatform;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
    // No jitter: waits are exactly what the server asked for, and the tests fast.
    jest.spyOn(Math, "random").mockReturnValue(0);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await platform.stop();
  });

  const createRole = (client = testClient(platform.url)) =>
    client.call(roleEndpoints.createRole, { body: { name: "x" }, response: roleEnvelope });

  it("on 429, waits until X-RateLimit-Reset, then succeeds, even for a create", async () => {
    const reset = Math.floor(Date.now() / 1000) + 1;
    platform.on(
      "POST /v1/roles",
      tooMany({ "x-ratelimit-limit": "10", "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(reset) }),
      created,
    );
    await expect(createRole()).resolves.toEqual(envelope(role));
    const [first, retry] = platform.requests;
    expect(retry!.at).toBeGreaterThanOrEqual(reset * 1000);
    // The header's second of rounding later at most (the window may end up to a second after the
    // second it names), not a whole window (generous: other work may slow this machine down).
    expect(retry!.at - Math.max(first!.at, reset * 1000)).toBeLessThan(10_000);
  });

  it("on 429, tells of the wait for the window", async () => {
    platform.on("POST /v1/roles", tooMany({ "retry-after": "1" }), created);
    const notices: string[] = [];
    await createRole(testClient(platform.url, {}, { progress: (notice) => notices.push(notice) }));
    expect(notices).toEqual(["create role: rate-limited (HTTP 429); waiting 1.0 s for the rate-limit window (wait 1 of 20)"]);
  });

  it("on 429, prefers Retry-After to X-RateLimit-Reset", async () => {
    const farReset = String(Math.floor(Date.now() / 1000) + 60);
    platform.on("POST /v1/roles", tooMany({ "retry-after": "1", "x-ratelimit-reset": farReset }), created);
    await expect(createRole()).resolves.toEqual(envelope(role));
    const [first, retry] = platform.requests;
    expect(retry!.at - first!.at).toBeGreaterThanOrEqual(1_000);
    expect(retry!.at - first!.at).toBeLessThan(1_800);
  });

  it("reads Retry-After as an HTTP-date too: a date beyond the longest wait fails at once", async () => {
    platform.on("GET /v1/roles", tooMany({ "retry-after": new Date(Date.now() + 120_000).toUTCString() }));
    const client = testClient(platform.url, {}, { retryPolicy: { maxRateLimitWaitMs: 60_000 } });
    await expect(client.call(roleEndpoints.listRoles, { response: roleEnvelope })).rejects.toMatchObject({
      code: "ERR_RATE_LIMITED",
      status: 429,
    });
    expect(platform.requests).toHaveLength(1);
  });

  it("fails at once with a typed error when the server asks for a longer wait than allowed", async () => {
    platform.on("GET /v1/roles", tooMany({ "retry-after": "120" }));
    const client = testClient(platform.url, {}, { retryPolicy: { maxRateLimitWaitMs: 60_000 } });
    const error = await client.call(roleEndpoints.listRoles, { response: roleEnvelope }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "ERR_RATE_LIMITED", status: 429, message: "list roles failed with HTTP 429: Too Many Requests" });
    expect(platform.requests).toHaveLength(1);
  });

  it("waits for rate limits at most maxRateLimitWaits times", async () => {
    platform.on(
      "POST /v1/roles",
      tooMany({ "retry-after": "0" }),
      tooMany({ "retry-after": "0" }),
      tooMany({ "retry-after": "0" }),
      created,
    );
    const client = testClient(platform.url, {}, { retryPolicy: { maxRateLimitWaits: 2 } });
    await expect(createRole(client)).rejects.toMatchObject({
      status: 429,
      message: "create role failed with HTTP 429 after 2 retries: Too Many Requests",
    });
    expect(platform.requests).toHaveLength(3);
  });

  it("counts rate-limit waits apart from maxRetries", async () => {
    const limited = tooMany({ "retry-after": "0" });
    platform.on("GET /v1/roles/r1", failure(503, "busy"), limited, limited, limited, { status: 200, body: envelope(role) });
    const client = testClient(platform.url, { maxRetries: 1 });
    await expect(client.call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope })).resolves.toEqual(envelope(role));
    expect(platform.requests).toHaveLength(5);
  });

  it("feeds the X-RateLimit-* headers of every response to the limiter, which then waits for the reset", async () => {
    const start = Date.now();
    let offset = 0;
    const sleeps: number[] = [];
    const sleep = async (ms: number) => {
      sleeps.push(ms);
      offset += ms;
    };
    const limiter = new RateLimiter({ now: () => start + offset, sleep, random: () => 0 });
    const reset = Math.floor(start / 1000) + 30;
    platform.on("GET /v1/roles/r1", {
      status: 200,
      body: envelope(role),
      headers: { "x-ratelimit-limit": "60", "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(reset) },
    });
    const client = testClient(platform.url, {}, { limiter });
    expect(client.limiter).toBe(limiter);
    await client.call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope });
    expect(sleeps).toEqual([]);
    await client.call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope });
    // Until the reset, and the second the header may have rounded away.
    expect(sleeps).toEqual([reset * 1000 + 1_000 - start + 20]);
  });

  it("draws every attempt, retries included, from the shared budget", async () => {
    class CountingLimiter extends RateLimiter {
      acquired = 0;
      override acquire() {
        this.acquired++;
        return super.acquire();
      }
    }
    const limiter = new CountingLimiter();
    platform.on("GET /v1/roles/r1", failure(503, "busy"), failure(503, "busy"), { status: 200, body: envelope(role) });
    await testClient(platform.url, {}, { limiter }).call(roleEndpoints.getRole, { params: { id: "r1" }, response: roleEnvelope });
    expect(limiter.acquired).toBe(3);
  });
});
