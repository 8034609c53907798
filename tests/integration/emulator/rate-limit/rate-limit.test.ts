import { request } from "node:http";
import { startEmulator, type RunningEmulator } from "../../../../emulator";
import { call, seedUser } from "../support";

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ rateLimit: { limit: 5, windowSeconds: 60 } });
});
beforeEach(() => emulator.control.reset()); // also restores the start limit, 5 a minute
afterAll(() => emulator.stop());

const RATE_HEADERS = ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset", "x-ratelimit-ip", "x-ratelimit-path"];

describe("rate limiting", () => {
  test("every answer carries the seven headers, errors and 404s included", async () => {
    const admin = seedUser(emulator, "Organization Admin");
    const answers = [
      await call(`${emulator.baseUrl}/v1/roles`, { apiKey: admin.apiKey }),
      await call(`${emulator.baseUrl}/v1/roles/RNOTHERE00`, { apiKey: admin.apiKey }),
      await call(`${emulator.appsStudioUrl}/nowhere`, { apiKey: admin.apiKey }),
      await call(`${emulator.slaUrl}/v1/sla/policy`, { apiKey: admin.apiKey }),
      await call(`${emulator.workflowsUrl}/api/v1/workflows`, { apiKey: admin.apiKey }),
    ];
    for (const answer of answers) {
      for (const header of RATE_HEADERS) expect(answer.headers.get(header)).not.toBeNull();
      expect(answer.headers.get("x-ratelimit-userid")).toBe(admin.id);
      expect(answer.headers.get("x-ratelimit-orgid")).toBe(emulator.organizations[0]!.id);
    }
    expect(answers[1]!.status).toBe(404);
    expect(answers[0]!.headers.get("x-ratelimit-path")).toBe("/v1/roles");
    expect(answers[0]!.headers.get("x-ratelimit-ip")).toBe("127.0.0.1");
    expect(Number(answers[0]!.headers.get("x-ratelimit-limit"))).toBe(5);
    expect(Number(answers[0]!.headers.get("x-ratelimit-remaining"))).toBe(4);
    expect(Number(answers[1]!.headers.get("x-ratelimit-remaining"))).toBe(3);
    const reset = Number(answers[0]!.headers.get("x-ratelimit-reset"));
    const now = Date.now() / 1000;
    expect(reset).toBeGreaterThan(now);
    expect(reset).toBeLessThanOrEqual(now + 61);
  });

  test("an unauthenticated answer carries the headers without user and organization", async () => {
    const answer = await call(`${emulator.baseUrl}/v1/roles`);
    expect(answer.status).toBe(401);
    for (const header of RATE_HEADERS) expect(answer.headers.get(header)).not.toBeNull();
    expect(answer.headers.get("x-ratelimit-userid")).toBeNull();
  });

  test("past the limit the answer is 429 with the error body, Retry-After and Remaining 0", async () => {
    const admin = seedUser(emulator, "Organization Admin");
    for (let index = 0; index < 5; index++) expect((await call(`${emulator.baseUrl}/v1/roles`, { apiKey: admin.apiKey })).status).toBe(200);
    const refused = await call(`${emulator.baseUrl}/v1/roles`, { apiKey: admin.apiKey });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message: "Too many requests!",
      error: "Too Many Requests",
      reason: expect.stringContaining("Rate limit exceeded"),
    });
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("the limit counts per IP across users, organizations and hosts", async () => {
    const acme = seedUser(emulator, "Organization Admin", 0);
    const globex = seedUser(emulator, "Organization Admin", 1);
    const hosts = [emulator.baseUrl, emulator.appsStudioUrl, emulator.slaUrl, emulator.workflowsUrl];
    for (let index = 0; index < 5; index++) {
      const host = hosts[index % hosts.length];
      await call(`${host}/v1/roles`, { apiKey: (index % 2 === 0 ? acme : globex).apiKey });
    }
    expect((await call(`${emulator.apiUrl}/v1/search/tickets`, { apiKey: globex.apiKey })).status).toBe(429);
  });

  test("control routes are exempt and carry no rate-limit headers", async () => {
    for (let index = 0; index < 8; index++) await emulator.control.credentials();
    const control = await call(`${emulator.baseUrl}/_emulator/credentials`);
    expect(control.status).toBe(200);
    expect(control.headers.get("x-ratelimit-limit")).toBeNull();
    expect((await call(`${emulator.baseUrl}/v1/roles`)).headers.get("x-ratelimit-remaining")).toBe("4");
  });

  test("switched off through the controls: no 429 and no limit headers", async () => {
    await emulator.control.setRateLimit(false);
    const admin = seedUser(emulator, "Organization Admin");
    for (let index = 0; index < 8; index++) {
      const answer = await call(`${emulator.baseUrl}/v1/roles`, { apiKey: admin.apiKey });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-ratelimit-limit")).toBeNull();
      expect(answer.headers.get("x-ratelimit-ip")).toBe("127.0.0.1");
    }
  });

  test("a new window starts afresh", async () => {
    // Its own emulator, on a clock the test moves: a window of one second at the start of a second.
    let now = 1_800_000_000_000;
    const clocked = await startEmulator({ rateLimit: { limit: 2, windowSeconds: 1 }, clock: () => now });
    try {
      const admin = seedUser(clocked, "Organization Admin");
      const roles = () => call(`${clocked.baseUrl}/v1/roles`, { apiKey: admin.apiKey });
      for (let index = 0; index < 2; index++) expect((await roles()).status).toBe(200);
      now += 999;
      expect((await roles()).status).toBe(429);
      now += 1;
      expect((await roles()).status).toBe(200);
    } finally {
      await clocked.stop();
    }
  });
});

test("the default is the spec's 60 requests a minute", async () => {
  const standard = await startEmulator();
  try {
    const answer = await call(`${standard.baseUrl}/v1/roles`, { apiKey: seedUser(standard, "Observer").apiKey });
    expect(answer.headers.get("x-ratelimit-limit")).toBe("60");
    expect(Number(answer.headers.get("x-ratelimit-reset")) - Date.now() / 1000).toBeLessThanOrEqual(60);
  } finally {
    await standard.stop();
  }
});

describe("per user and per organization", () => {
  /** A GET from a given loopback source address, so that each caller has its own IP counter. */
  const fromAddress = (localAddress: string, apiKey: string) =>
    new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const url = new URL(`${emulator.baseUrl}/v1/roles`);
      const outgoing = request(
        { host: url.hostname, port: url.port, path: url.pathname, localAddress, headers: { "x-api-key": apiKey } },
        (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
        },
      );
      outgoing.on("error", reject);
      outgoing.end();
    });

  test("one user is limited across IP addresses", async () => {
    const admin = seedUser(emulator, "Organization Admin");
    for (let index = 0; index < 5; index++) expect((await fromAddress(`127.0.0.${10 + index}`, admin.apiKey)).status).toBe(200);
    const refused = await fromAddress("127.0.0.20", admin.apiKey);
    expect(refused.status).toBe(429);
    expect(refused.headers["x-ratelimit-ip"]).toBe("127.0.0.20");
    expect((await fromAddress("127.0.0.21", seedUser(emulator, "Organization Admin", 1).apiKey)).status).toBe(200);
  });

  test("the users of one organization share its limit", async () => {
    const users = ["Organization Admin", "Team Lead", "Team Member", "Observer"] as const;
    for (let index = 0; index < 5; index++)
      expect((await fromAddress(`127.0.0.${30 + index}`, seedUser(emulator, users[index % 4]!).apiKey)).status).toBe(200);
    expect((await fromAddress("127.0.0.40", seedUser(emulator, "Observer").apiKey)).status).toBe(429);
    expect((await fromAddress("127.0.0.41", seedUser(emulator, "Observer", 1).apiKey)).status).toBe(200);
  });
});
