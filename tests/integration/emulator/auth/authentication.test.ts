import { startEmulator, type RunningEmulator } from "../../../../emulator";
import type { IssuedTokens } from "../../../../emulator/auth/authenticator";
import type { ErrorBody } from "../../../../emulator/errors";
import type { PlatformEnvelope } from "../../../../emulator/http/envelopes";
import { call, envelopeWith, login, seedTeams, seedUser, useEmulator } from "../support";

const emulator = useEmulator();
const ticketTypeUrl = () => `${emulator().baseUrl}/v1/tickets/type`;

describe("login and refresh", () => {
  test("login answers the envelope with a bearer token pair", async () => {
    const admin = seedUser(emulator(), "Organization Admin");
    const answer = await call<PlatformEnvelope<IssuedTokens>>(`${emulator().apiUrl}/v1/auth/login`, {
      method: "POST",
      body: { email: admin.email, password: admin.password },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      envelopeWith({ accessToken: expect.any(String), refreshToken: expect.any(String), tokenType: "Bearer", expiresIn: 3600 }),
    );
    expect(Number.isNaN(Date.parse(answer.body.timestamp))).toBe(false);
    const claims = JSON.parse(Buffer.from(answer.body.data.accessToken.split(".")[1], "base64url").toString());
    expect(claims).toMatchObject({ sub: admin.id, typ: "access" });
    expect(claims.exp - claims.iat).toBe(3600);
  });

  test("a wrong password or unknown email is a 401; a malformed body a 400", async () => {
    const wrong = await call(`${emulator().apiUrl}/v1/auth/login`, {
      method: "POST",
      body: { email: "admin@acme.test", password: "nope" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      message: "User is not authenticated!",
      error: "Unauthorized",
      reason: "Invalid email or password",
    });
    const unknown = await call(`${emulator().apiUrl}/v1/auth/login`, { method: "POST", body: { email: "who@acme.test", password: "x" } });
    expect(unknown.status).toBe(401);
    const malformed = await call<ErrorBody>(`${emulator().apiUrl}/v1/auth/login`, { method: "POST", body: { email: "not-an-email" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.problems).toEqual(["email must be a valid email", "password is required"]);
  });

  test("refresh exchanges a refresh token for a new pair; an access token is not a refresh token", async () => {
    const admin = seedUser(emulator(), "Organization Admin");
    const loggedIn = await call<PlatformEnvelope<IssuedTokens>>(`${emulator().apiUrl}/v1/auth/login`, {
      method: "POST",
      body: { email: admin.email, password: admin.password },
    });
    const refreshed = await call<PlatformEnvelope<IssuedTokens>>(`${emulator().apiUrl}/v1/auth/refresh`, {
      method: "POST",
      body: { refreshToken: loggedIn.body.data.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).toMatchObject({ tokenType: "Bearer", expiresIn: 3600 });
    expect((await call(ticketTypeUrl(), { token: refreshed.body.data.accessToken })).status).toBe(200);

    const misuse = await call(`${emulator().apiUrl}/v1/auth/refresh`, {
      method: "POST",
      body: { refreshToken: loggedIn.body.data.accessToken },
    });
    expect(misuse.status).toBe(401);
    expect((await call(ticketTypeUrl(), { token: loggedIn.body.data.refreshToken })).status).toBe(401);
  });
});

describe("credentials on a request", () => {
  test("an API key and a bearer token are each accepted", async () => {
    const member = seedUser(emulator(), "Team Member");
    expect((await call(ticketTypeUrl(), { apiKey: member.apiKey })).status).toBe(200);
    expect((await call(ticketTypeUrl(), { token: await login(emulator(), member) })).status).toBe(200);
  });

  test("missing, unknown or malformed credentials are a 401 with the error body", async () => {
    for (const options of [{}, { apiKey: "sp_nope" }, { token: "not.a.jwt" }, { headers: { authorization: "Basic YTpi" } }]) {
      const answer = await call(ticketTypeUrl(), options);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        statusCode: 401,
        message: "User is not authenticated!",
        error: "Unauthorized",
        reason: expect.any(String),
      });
    }
  });

  test("a token signed with another secret is a 401", async () => {
    const other = await startEmulator({ rateLimit: false });
    try {
      const foreignToken = await login(other, seedUser(other, "Organization Admin"));
      expect((await call(ticketTypeUrl(), { token: foreignToken })).status).toBe(401);
    } finally {
      await other.stop();
    }
  });

  test("an API key and a bearer token of different users are a 401; of the same user they pass", async () => {
    const admin = seedUser(emulator(), "Organization Admin");
    const member = seedUser(emulator(), "Team Member");
    expect((await call(ticketTypeUrl(), { apiKey: admin.apiKey, token: await login(emulator(), member) })).status).toBe(401);
    expect((await call(ticketTypeUrl(), { apiKey: admin.apiKey, token: await login(emulator(), admin) })).status).toBe(200);
  });

  test("a valid bearer does not rescue an invalid API key", async () => {
    const admin = seedUser(emulator(), "Organization Admin");
    expect((await call(ticketTypeUrl(), { apiKey: "sp_wrong", token: await login(emulator(), admin) })).status).toBe(401);
  });

  test("authenticated but without access is a 403", async () => {
    const lead = seedUser(emulator(), "Team Lead");
    const otherTeam = seedTeams(emulator())[1]!;
    const answer = await call(`${ticketTypeUrl()}?teamId=${otherTeam.id}`, { apiKey: lead.apiKey });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      statusCode: 403,
      message: "User does not have access to this resource!",
      error: "Forbidden",
      reason: expect.any(String),
    });
  });
});

describe("token lifetime", () => {
  let shortLived: RunningEmulator;
  // The emulator's clock, moved by the test: the token expires on the clock, not on a wait.
  let now = Date.UTC(2026, 0, 1, 12, 0, 0, 500);
  beforeAll(async () => {
    shortLived = await startEmulator({ rateLimit: false, tokenTtlSeconds: 60, clock: () => now });
  });
  afterAll(() => shortLived.stop());

  test("an access token expires after tokenTtlSeconds", async () => {
    const token = await login(shortLived, seedUser(shortLived, "Team Member"));
    now += 59_000;
    expect((await call(`${shortLived.baseUrl}/v1/tickets/type`, { token })).status).toBe(200);
    now += 1_000;
    const expired = await call<ErrorBody>(`${shortLived.baseUrl}/v1/tickets/type`, { token });
    expect(expired.status).toBe(401);
    expect(expired.body.reason).toBe("Token has expired");
  });
});

describe("strict authentication", () => {
  let strict: RunningEmulator;
  beforeAll(async () => {
    strict = await startEmulator({ rateLimit: false, strictAuth: true });
  });
  afterAll(() => strict.stop());

  test("bearer-documented endpoints refuse an API key alone; API-key endpoints still take it", async () => {
    const admin = seedUser(strict, "Organization Admin");
    const typeUrl = `${strict.baseUrl}/v1/tickets/type/${(await strict.control.listResources("ticketTypes"))[0]!.id}`;
    expect((await call(typeUrl, { apiKey: admin.apiKey })).status).toBe(401);
    expect((await call(typeUrl, { token: await login(strict, admin) })).status).toBe(200);
    const attributeUrl = `${strict.baseUrl}/v1/accounts/attributes/AVACME00001`;
    expect((await call(attributeUrl, { method: "PUT", apiKey: admin.apiKey, body: { value: "Live" } })).status).toBe(401);
    const searchUrl = `${strict.apiUrl}/v1/search/tickets?q=*&query_by=title`;
    expect((await call(searchUrl, { apiKey: admin.apiKey })).status).toBe(401);
    expect((await call(searchUrl, { token: await login(strict, admin) })).status).toBe(200);
    expect((await call(`${strict.baseUrl}/v1/roles`, { apiKey: admin.apiKey })).status).toBe(200);
  });
});
