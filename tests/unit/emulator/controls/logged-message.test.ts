import { loggedRequest, loggedResponse } from "../../../../emulator/controls/logged-message";
import { BODY_PREVIEW_CHARS, bodyPreview } from "../../../../emulator/controls/request-log";

test("a request's credentials are cut to their first characters, whatever the header's case", () => {
  const logged = loggedRequest(
    {
      "x-api-key": "sp_acme_admin_8bd018f2f79917dc94ea0cac",
      Authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.payload.signature",
      cookie: "short",
      "x-trace": ["a", "b"],
    },
    '{"name":"x"}',
  );
  expect(logged).toEqual({
    headers: { "x-api-key": "sp_acme_admin_…", Authorization: "Bearer eyJhbGc…", cookie: "…", "x-trace": "a, b" },
    body: '{"name":"x"}',
  });
});

test("an answer's headers are kept whole, numbers as text, and no body is none", () => {
  expect(loggedResponse({ "content-length": 12, "x-ratelimit-remaining": "59", absent: undefined }, undefined)).toEqual({
    headers: { "content-length": "12", "x-ratelimit-remaining": "59" },
  });
});

test("a body is kept up to the preview limit, saying how much was left out", () => {
  expect(bodyPreview("")).toBeUndefined();
  expect(bodyPreview("x".repeat(BODY_PREVIEW_CHARS))).toBe("x".repeat(BODY_PREVIEW_CHARS));
  expect(bodyPreview("x".repeat(BODY_PREVIEW_CHARS + 5))).toBe(`${"x".repeat(BODY_PREVIEW_CHARS)}…(5 more characters)`);
});
