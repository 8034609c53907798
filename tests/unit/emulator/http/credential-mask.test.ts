// The emulator masks what the provider counts as a credential (one rule, mirrored: the emulator
// shares no code with the provider), in headers and bodies, showing a few characters at most.
import fc from "fast-check";
import {
  isCredentialName,
  maskedBody,
  maskedCredential,
  maskedHeader,
  maskedJson,
  maskedUrl,
} from "../../../../emulator/http/credential-mask";
import { looksLikeCredential } from "../../../../provider/core/credential-like";

/** Whether the provider counts a parameter of this name as a credential (core/credential-like.ts). */
const providerCountsName = (name: string) => looksLikeCredential(`https://receiver.test/?${encodeURIComponent(name)}=value`);

const NAMES = [
  "token",
  "accessToken",
  "refreshToken",
  "access_token",
  "tokenType",
  "clientSecret",
  "client_secret",
  "botToken",
  "bot_token",
  "botTokenKey",
  "password",
  "passwd",
  "pwd",
  "pass",
  "api_key",
  "apiKey",
  "X-Api-Key",
  "signature",
  "sig",
  "hmac_sha256",
  "private_key",
  "credentials",
  "key",
  "code",
  "auth",
  "signing_secret",
  "webhookSecret",
  "name",
  "description",
  "keyboard",
  "monkey",
  "passport",
  "author",
  "authorization",
  "page",
  "url",
  "teamIds",
  "email",
  "expiresIn",
];

describe("the emulator and the provider agree on what is a credential", () => {
  test.each(NAMES)("a field named %s", (name) => {
    expect(isCredentialName(name)).toBe(providerCountsName(name));
  });

  test.each([
    "https://hooks.test/events",
    "https://hooks.test/events?token=abc123",
    "https://hooks.test/events?Token=abc123&team=T1",
    "https://hooks.test/events?token=",
    "https://hooks.test/events?api_key=k&x=1",
    "https://hooks.test/events?sig=s",
    "https://hooks.test/events?page=2&limit=10",
    "https://user:hunter22@hooks.test/events",
    "https://user@hooks.test/events",
    "mailto:ops@ops.test",
    "not a url",
    "postgres://app:secretpw@db.test/app",
    "https://hooks.test/path/token/abc",
  ])("a URL: %s", (url) => {
    expect(maskedUrl(url) !== undefined).toBe(looksLikeCredential(url));
  });
});

describe("masking shows a few characters at most", () => {
  test("a credential of 12 characters or more shows its first 4; a shorter one, none", () => {
    expect(maskedCredential("sp_acme_admin_8bd018f2f79917dc94ea0cac")).toBe("sp_a…");
    expect(maskedCredential("abcdefghijkl")).toBe("abcd…");
    expect(maskedCredential("abcdefghijk")).toBe("…");
    expect(maskedCredential("")).toBe("…");
  });

  test.each([
    ["x-api-key", "sp_acme_admin_8bd018f2f79917dc94ea0cac", "sp_a…"],
    ["Authorization", "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVIn0.c2lnbmF0dXJl", "Bearer eyJh…"],
    ["proxy-authorization", "Basic dXNlcjpodW50ZXIyMjIyMg==", "Basic dXNl…"],
    ["authorization", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJVIn0", "eyJh…"],
    ["Cookie", "session=0123456789abcdef0123", "sess…"],
    ["set-cookie", "sid=0123456789abcdef; HttpOnly", "sid=…"],
    ["x-webhook-secret", "whsec_0123456789abcdef", "whse…"],
    ["content-type", "application/json", "application/json"],
    ["x-ratelimit-remaining", "59", "59"],
  ])("the header %s", (name, value, shown) => {
    expect(maskedHeader(name, value)).toBe(shown);
  });

  const SECRET = "S3cr3tValue-0123456789";
  test.each([
    ["a login's password", { email: "admin@acme.test", password: SECRET }, "admin@acme.test"],
    ["a login's tokens", { data: { accessToken: SECRET, refreshToken: SECRET, expiresIn: 3600 } }, "3600"],
    ["a refresh body", { refreshToken: SECRET, note: "kept" }, "kept"],
    ["a created app's client secret", { appId: "A1", clientId: "C1", clientSecret: SECRET }, '"clientId":"C1"'],
    ["an install answer's bot token", { botToken: SECRET, botTokenKey: SECRET, metadata: { installationId: "I1" } }, "I1"],
    ["an installation delivery's bot token", { event_type: "app:installation", bot_token: SECRET }, "app:installation"],
    ["a survey token", { token: SECRET, rating: 5 }, '"rating":5'],
    [
      "a webhook URL's token",
      { events: `https://hooks.test/events?token=${SECRET}&team=T1` },
      "https://hooks.test/events?token=S3cr…&team=T1",
    ],
    ["a URL's password", { url: `https://ops:${SECRET}@hooks.test/x` }, "https://ops:S3cr…@hooks.test/x"],
    ["installation settings under credential-like keys", { settings: { signing_secret: SECRET, region: "eu" } }, '"region":"eu"'],
    [
      "installation settings as name and value pairs",
      {
        required_settings: [
          { name: "signing_secret", value: SECRET },
          { name: "region", value: "eu-west" },
        ],
      },
      '"value":"eu-west"',
    ],
    ["a nested credential object", { credentials: { user: SECRET, nested: [SECRET, 12345678901234] } }, '["S3cr…","…"]'],
    [
      "settings inside a JSON string (installed apps' appConfiguration)",
      { apps: [{ appConfiguration: JSON.stringify({ settings: { api_key: SECRET, region: "eu" } }) }] },
      '\\"region\\":\\"eu\\"',
    ],
  ])("%s, in a JSON body", (_name, body, kept) => {
    const shown = maskedBody(JSON.stringify(body));
    expect(shown).not.toContain(SECRET.slice(0, 5));
    expect(shown).toContain("S3cr…");
    expect(shown).toContain(kept);
  });

  test("a body without credentials is kept as it was, spacing included", () => {
    const text = '{ "name": "Support",  "permissions": [] }';
    expect(maskedBody(text)).toBe(text);
    expect(maskedBody("not json at all")).toBe("not json at all");
  });

  test("text that is not JSON (malformed, cut short) has its credential pairs and URLs masked", () => {
    expect(maskedBody(`{"email":"a@b.test","password":"${SECRET}"`)).toBe(`{"email":"a@b.test","password":"S3cr…"`);
    expect(maskedBody(`{"password": "${SECRET}`)).toBe(`{"password": "S3cr…`);
    expect(maskedBody(`{"url":"https://h.test/?token=${SECRET}",`)).toBe(`{"url":"https://h.test/?token=S3cr…",`);
  });

  test("a body nested deeper than any the emulator accepts is masked as text, without exhausting the stack", () => {
    const deep = (levels: number) => `${'{"a":'.repeat(levels)}{"password":"${SECRET}"}${"}".repeat(levels)}`;
    expect(maskedBody(deep(200_000))).toBe(deep(200_000).replace(SECRET, "S3cr…"));
    expect(maskedBody(deep(10))).toBe(deep(10).replace(SECRET, "S3cr…"));
  });

  test("a value holding no credential is the same object, not a copy", () => {
    const value = { name: "x", nested: [{ url: "https://hooks.test/events" }] };
    expect(maskedJson(value)).toBe(value);
  });

  test("property: a credential under any credential-like name, at any depth, shows its first 4 characters at most", () => {
    const credentialName = fc.constantFrom(...NAMES.filter(isCredentialName));
    const plainName = fc.constantFrom("name", "data", "items", "settings", "metadata");
    fc.assert(
      fc.property(
        fc.array(plainName, { maxLength: 5 }),
        credentialName,
        fc.string({ maxLength: 60 }),
        fc.boolean(),
        (path, name, value, inArray) => {
          let body: unknown = { [name]: inArray ? [value] : value };
          for (const key of [...path].reverse()) body = { [key]: body };
          let shown = JSON.parse(maskedBody(JSON.stringify(body))) as Record<string, unknown>;
          for (const key of path) shown = shown[key] as Record<string, unknown>;
          expect(shown[name]).toEqual(inArray ? [maskedCredential(value)] : maskedCredential(value));
          expect(maskedCredential(value).length).toBeLessThanOrEqual(5);
        },
      ),
    );
  });
});
