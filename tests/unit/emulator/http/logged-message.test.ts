import { loggedMessage, loggedQuery } from "../../../../emulator/http/logged-message";
import { BODY_PREVIEW_CHARS, bodyPreview } from "../../../../emulator/http/request-log";

test("a request's credentials are masked to a few characters at most, whatever the header's case", () => {
  const logged = loggedMessage(
    {
      "x-api-key": "sp_acme_admin_8bd018f2f79917dc94ea0cac",
      Authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.payload.signature",
      "Proxy-Authorization": "Basic dXNlcjpwYXNzd29yZA==",
      cookie: "short",
      "x-trace": ["a", "b"],
    },
    '{"name":"x"}',
  );
  expect(logged).toEqual({
    headers: {
      "x-api-key": "sp_a…",
      Authorization: "Bearer eyJh…",
      "Proxy-Authorization": "Basic dXNl…",
      cookie: "…",
      "x-trace": "a, b",
    },
    body: '{"name":"x"}',
  });
});

test("an answer's headers are kept, numbers as text, and no body is none", () => {
  expect(loggedMessage({ "content-length": 12, "x-ratelimit-remaining": "59", absent: undefined }, undefined)).toEqual({
    headers: { "content-length": "12", "x-ratelimit-remaining": "59" },
  });
});

test("a body is masked before it is cut; a query's credential-named values are masked", () => {
  const long = JSON.stringify({ password: "p".repeat(BODY_PREVIEW_CHARS * 2) });
  expect(loggedMessage({}, long).body).toBe('{"password":"pppp…"}');
  expect(loggedQuery({ token: "abcdefghijklmnop", page: "2", next: ["https://x.test/?sig=abcdefghijklmnop"] })).toEqual({
    token: "abcd…",
    page: "2",
    next: ["https://x.test/?sig=abcd…"],
  });
});

test("a body is kept up to the preview limit, saying how much was left out", () => {
  expect(bodyPreview("")).toBeUndefined();
  expect(bodyPreview("x".repeat(BODY_PREVIEW_CHARS))).toBe("x".repeat(BODY_PREVIEW_CHARS));
  expect(bodyPreview("x".repeat(BODY_PREVIEW_CHARS + 5))).toBe(`${"x".repeat(BODY_PREVIEW_CHARS)}…(5 more characters)`);
});

test("a message masked when first read shows the same masked text however it is read: JSON, a copy, a clone", () => {
  const logged = loggedMessage({ "x-api-key": "sp_acme_admin_8bd018f2f79917dc94ea0cac" }, '{"clientSecret":"abcdefghijklmnop","name":"x"}');
  const masked = { headers: { "x-api-key": "sp_a…" }, body: '{"clientSecret":"abcd…","name":"x"}' };
  for (const seen of [JSON.parse(JSON.stringify(logged)), { ...logged }, structuredClone(logged), logged]) expect(seen).toEqual(masked);
  expect(JSON.stringify(logged)).not.toContain("efghijklmnop");
  expect(Object.keys(logged)).toEqual(["headers", "body"]);
});
