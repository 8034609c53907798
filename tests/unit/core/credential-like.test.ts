// Which values an import and an export treat as credentials though nothing declared them secret.
import { holdsCredential, isCredentialKey, looksLikeCredential } from "../../../provider/core/credential-like";

describe("looksLikeCredential", () => {
  it.each([
    "https://relay.example.test/hook?token=abc",
    "https://relay.example.test/hook?x=1&access_token=abc",
    "https://relay.example.test/hook?apiKey=abc",
    "https://relay.example.test/hook?api-key=abc",
    "https://relay.example.test/hook?key=abc",
    "https://relay.example.test/hook?sig=abc",
    "https://relay.example.test/hook?X-Signature=abc",
    "https://relay.example.test/hook?client_secret=abc",
    "https://user:pa55@relay.example.test/hook",
  ])("takes %s for a credential", (value) => {
    expect(looksLikeCredential(value)).toBe(true);
  });

  it.each([
    "https://relay.example.test/hook",
    "https://relay.example.test/hook?team=billing&page=2",
    "https://relay.example.test/hook?token=",
    "https://user@relay.example.test/hook",
    "https://relay.example.test/keys/token?monkey=1",
    "token=abc",
    "Billing events",
    "",
  ])("leaves %s alone", (value) => {
    expect(looksLikeCredential(value)).toBe(false);
  });

  it("finds one at any depth", () => {
    expect(holdsCredential({ a: [{ b: "https://x.test/?token=t" }] })).toBe(true);
    expect(holdsCredential({ a: [{ b: "https://x.test/" }], n: 1 })).toBe(false);
  });

  it("finds text under a key named like a credential, at any depth below it", () => {
    expect(holdsCredential({ settings: [{ signing_secret: "whsec_1" }] })).toBe(true);
    expect(holdsCredential({ Authorization: { value: "b" } })).toBe(true);
    expect(holdsCredential({ settings: [{ token_ttl: 3600, password_required: true, token: "" }] })).toBe(false);
  });
});

describe("isCredentialKey", () => {
  it.each([
    "secret",
    "signing_secret",
    "clientSecret",
    "TOKEN",
    "password",
    "signing",
    "api_key",
    "apikey",
    "API-Key",
    "private_key",
    "authorization",
  ])("takes the key %s for a credential's", (key) => expect(isCredentialKey(key)).toBe(true));
  it.each(["key", "code", "auth", "region", "team", "monkey"])("leaves the key %s alone", (key) =>
    expect(isCredentialKey(key)).toBe(false),
  );
});
