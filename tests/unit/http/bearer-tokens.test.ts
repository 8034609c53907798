import type { ProviderConfig } from "../../../provider/config/provider-config";
import { BearerTokens } from "../../../provider/http/bearer-tokens";
import type { Endpoint } from "../../../provider/core/endpoint";
import { sharedEndpoints } from "../../../provider/http/endpoints";
import { ApiError } from "../../../provider/http/errors";
import type { CallOptions, PlatformApi } from "../../../provider/core/platform-api";
import { Redactor } from "../../../provider/http/redactor";
import { envelope } from "./fake-platform";

const login = { email: "ops@example.com", password: "pw-secret" };
const baseConfig: ProviderConfig = { apiKey: "key", baseUrl: "http://h", apiUrl: "http://h", maxRetries: 0, requestTimeoutSeconds: 1 };

type Answer = { data: unknown } | Error;
const tokens = (n: number, extra: { expiresIn?: number; refreshToken?: string | undefined } = {}) => ({
  data: { accessToken: `jwt-${n}`, refreshToken: `refresh-${n}`, expiresIn: 3600, ...extra },
});

/** A client that answers login and refresh from scripts, validating with the real response schema. */
function fakeClient(script: { login?: Answer[]; refresh?: Answer[] }) {
  const calls: { title: string; body: unknown }[] = [];
  const client: Pick<PlatformApi, "call"> = {
    async call<T>(endpoint: Endpoint, options: CallOptions<T>): Promise<T> {
      calls.push({ title: endpoint.title, body: options.body });
      const answers =
        endpoint === sharedEndpoints.login ? script.login : endpoint === sharedEndpoints.refreshToken ? script.refresh : undefined;
      const answer = answers?.shift();
      if (answer === undefined) throw new Error(`unscripted call: ${endpoint.title}`);
      if (answer instanceof Error) throw answer;
      return options.response.parse(envelope(answer.data));
    },
  };
  return { client, calls };
}

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("BearerTokens", () => {
  it("uses a configured access token as it is, and cannot renew it", async () => {
    const { client, calls } = fakeClient({});
    const bearer = new BearerTokens({ ...baseConfig, accessToken: "configured-jwt" }, client, new Redactor([]));
    await expect(bearer.get()).resolves.toBe("configured-jwt");
    expect(bearer.renewable).toBe(false);
    expect(calls).toEqual([]);
  });

  it("prefers a configured access token to logging in", async () => {
    const { client, calls } = fakeClient({});
    const bearer = new BearerTokens({ ...baseConfig, accessToken: "configured-jwt", login }, client, new Redactor([]));
    await expect(bearer.get()).resolves.toBe("configured-jwt");
    expect(calls).toEqual([]);
  });

  it("has no token when neither a token nor a login is configured", async () => {
    const { client, calls } = fakeClient({});
    const bearer = new BearerTokens(baseConfig, client, new Redactor([]));
    await expect(bearer.get()).resolves.toBeUndefined();
    expect(bearer.renewable).toBe(false);
    expect(calls).toEqual([]);
  });

  it("logs in once with email and password, and reuses the token until 30 s before it expires", async () => {
    const { client, calls } = fakeClient({ login: [tokens(1)], refresh: [tokens(2)] });
    const time = clock();
    const bearer = new BearerTokens({ ...baseConfig, login }, client, new Redactor([]), time.now);
    expect(bearer.renewable).toBe(true);
    await expect(bearer.get()).resolves.toBe("jwt-1");
    time.advance(3_569_999);
    await expect(bearer.get()).resolves.toBe("jwt-1");
    expect(calls).toEqual([{ title: "log in", body: login }]);
    time.advance(1);
    await expect(bearer.get()).resolves.toBe("jwt-2");
    expect(calls[1]).toEqual({ title: "refresh the access token", body: { refreshToken: "refresh-1" } });
  });

  it("assumes an hour's lifetime when the login does not say", async () => {
    const { client, calls } = fakeClient({ login: [tokens(1, { expiresIn: undefined })], refresh: [tokens(2)] });
    const time = clock();
    const bearer = new BearerTokens({ ...baseConfig, login }, client, new Redactor([]), time.now);
    await bearer.get();
    time.advance(3_569_999);
    await expect(bearer.get()).resolves.toBe("jwt-1");
    time.advance(1);
    await expect(bearer.get()).resolves.toBe("jwt-2");
    expect(calls.map((call) => call.title)).toEqual(["log in", "refresh the access token"]);
  });

  it("logs in again when the refresh is refused", async () => {
    const refused = new ApiError("refresh the access token", 401, "refresh token revoked");
    const { client, calls } = fakeClient({ login: [tokens(1), tokens(3)], refresh: [refused] });
    const time = clock();
    const bearer = new BearerTokens({ ...baseConfig, login }, client, new Redactor([]), time.now);
    await bearer.get();
    time.advance(3_600_000);
    await expect(bearer.get()).resolves.toBe("jwt-3");
    expect(calls.map((call) => call.title)).toEqual(["log in", "refresh the access token", "log in"]);
  });

  it("logs in again when the login gave no refresh token", async () => {
    const { client, calls } = fakeClient({ login: [tokens(1, { refreshToken: undefined }), tokens(2)] });
    const time = clock();
    const bearer = new BearerTokens({ ...baseConfig, login }, client, new Redactor([]), time.now);
    await bearer.get();
    time.advance(3_600_000);
    await expect(bearer.get()).resolves.toBe("jwt-2");
    expect(calls.map((call) => call.title)).toEqual(["log in", "log in"]);
  });

  it("logs in afresh, not by refresh, after the token was invalidated", async () => {
    const { client, calls } = fakeClient({ login: [tokens(1), tokens(2)] });
    const bearer = new BearerTokens({ ...baseConfig, login }, client, new Redactor([]), clock().now);
    await bearer.get();
    bearer.invalidate();
    await expect(bearer.get()).resolves.toBe("jwt-2");
    expect(calls.map((call) => call.title)).toEqual(["log in", "log in"]);
  });

  it("logs in only once for many concurrent requests", async () => {
    const { client, calls } = fakeClient({ login: [tokens(1)] });
    const bearer = new BearerTokens({ ...baseConfig, login }, client, new Redactor([]), clock().now);
    await expect(Promise.all(Array.from({ length: 20 }, () => bearer.get()))).resolves.toEqual(Array(20).fill("jwt-1"));
    expect(calls).toHaveLength(1);
  });

  it("passes a failed login on to every waiter, and tries again on the next request", async () => {
    const refused = new ApiError("log in", 401, "wrong password");
    const { client, calls } = fakeClient({ login: [refused, tokens(2)] });
    const bearer = new BearerTokens({ ...baseConfig, login }, client, new Redactor([]), clock().now);
    const results = await Promise.allSettled([bearer.get(), bearer.get()]);
    expect(results).toEqual([
      { status: "rejected", reason: refused },
      { status: "rejected", reason: refused },
    ]);
    await expect(bearer.get()).resolves.toBe("jwt-2");
    expect(calls).toHaveLength(2);
  });

  it("renews a short-lived token halfway through its life, not 30 s before an expiry that comes sooner", async () => {
    const { client } = fakeClient({ login: [tokens(1, { expiresIn: 20 })], refresh: [tokens(2)] });
    const time = clock();
    const bearer = new BearerTokens({ ...baseConfig, login }, client, new Redactor([]), time.now);
    await expect(bearer.get()).resolves.toBe("jwt-1");
    time.advance(9_999);
    await expect(bearer.get()).resolves.toBe("jwt-1");
    time.advance(1);
    await expect(bearer.get()).resolves.toBe("jwt-2");
  });

  it("tells the redactor every token it obtains", async () => {
    const { client } = fakeClient({ login: [tokens(1)], refresh: [tokens(2)] });
    const time = clock();
    const redactor = new Redactor([]);
    const bearer = new BearerTokens({ ...baseConfig, login }, client, redactor, time.now);
    await bearer.get();
    time.advance(3_600_000);
    await bearer.get();
    expect(redactor.redact("jwt-1 refresh-1 jwt-2 refresh-2")).toBe("[redacted] [redacted] [redacted] [redacted]");
  });
});
