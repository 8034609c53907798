// toPlatformError on the errors got really throws, from a scripted local server.
import got, { RequestError } from "got";
import type { Endpoint } from "../../../provider/core/endpoint";
import { csatRuleEndpoints } from "../../../provider/csat-rules/endpoints";
import { roleEndpoints } from "../../../provider/roles/endpoints";
import {
  ApiError,
  HostUnreachableError,
  NetworkError,
  OutcomeUnknownError,
  UnrecognizedNotFoundError,
} from "../../../provider/http/errors";
import { Redactor } from "../../../provider/http/redactor";
import { type HostFacts, toPlatformError } from "../../../provider/http/to-platform-error";
import { type Answer, closedPort, FakePlatform, failure, notFound } from "./fake-platform";

const redactor = new Redactor(["sp_KEY_to_hide", "pw-to-hide"]);
const setting = "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL)";
/** A host that has answered before: a refused connection is then an outage, not a wrong address. */
const knownHost: HostFacts = { setting, answeredBefore: true };

describe("toPlatformError", () => {
  let platform: FakePlatform;
  beforeAll(async () => {
    platform = await new FakePlatform().start();
  });
  afterAll(() => platform.stop());

  /** What toPlatformError makes of got's error for `endpoint` answered with `answer`. */
  async function convert(endpoint: Endpoint, answer: Answer, options: { retries?: number; timeoutMs?: number } = {}) {
    const path = `/${endpoint.method}/${Math.random()}`;
    platform.on(`${endpoint.method} ${path}`, answer);
    const request = got(platform.url + path, {
      method: endpoint.method,
      responseType: "text",
      retry: { limit: options.retries ?? 0, methods: [endpoint.method], calculateDelay: ({ computedValue }) => (computedValue ? 1 : 0) },
      ...(options.timeoutMs !== undefined && { timeout: { request: options.timeoutMs } }),
    });
    const error = await request.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(error instanceof RequestError)) throw new Error(`got did not fail with a RequestError: ${String(error)}`);
    return toPlatformError(error, endpoint, redactor, knownHost);
  }

  it("turns an error status into an ApiError with the server's message", async () => {
    const error = await convert(roleEndpoints.getRole, notFound("Role not found"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "ERR_NOT_FOUND", operation: "read role", status: 404, serverMessage: "Role not found" });
    expect(error.message).toBe("read role failed with HTTP 404: Role not found");
  });

  describe("a 404", () => {
    it("is the platform's not-found only in the documented body, with or without a reason", async () => {
      const documented = { statusCode: 404, message: "Resource not found!", error: "Not Found" };
      for (const body of [documented, { ...documented, reason: "Role R1 not found" }]) {
        expect(await convert(roleEndpoints.getRole, { status: 404, body })).toMatchObject({ code: "ERR_NOT_FOUND", status: 404 });
      }
    });

    const notThePlatform: [string, Answer, string][] = [
      [
        "a routing 404 in the platform's shape",
        { status: 404, body: { statusCode: 404, message: "Cannot GET /v1/roles/R1", error: "Not Found" } },
        "Cannot GET /v1/roles/R1",
      ],
      [
        "an HTML page",
        { status: 404, raw: "<html><body><h1>404 Not Found</h1></body></html>", headers: { "content-type": "text/html" } },
        "Not Found",
      ],
      ["an empty body", { status: 404 }, "Not Found"],
      ["another message", { status: 404, body: { statusCode: 404, message: "Role not found", error: "Not Found" } }, "Role not found"],
      [
        "another error name",
        { status: 404, body: { statusCode: 404, message: "Resource not found!", error: "Gone" } },
        "Resource not found!",
      ],
      [
        "another statusCode",
        { status: 404, body: { statusCode: 200, message: "Resource not found!", error: "Not Found" } },
        "Resource not found!",
      ],
      ["a JSON array", { status: 404, body: [{ statusCode: 404, message: "Resource not found!", error: "Not Found" }] }, "Not Found"],
    ];
    it.each(notThePlatform)("is not the platform's not-found as %s: the error names the setting to check", async (_, answer, shown) => {
      const error = await convert(roleEndpoints.deleteRole, answer);
      expect(error).toBeInstanceOf(UnrecognizedNotFoundError);
      expect(error).toMatchObject({ code: "ERR_UNRECOGNIZED_NOT_FOUND", operation: "delete role", setting });
      expect(error.message).toBe(
        `delete role got HTTP 404 (${shown}), which is not the platform's answer for a missing object, so nothing is taken as deleted; check that ${setting} is the platform's address`,
      );
    });

    it("removes credentials a foreign 404 echoes", async () => {
      const error = await convert(roleEndpoints.getRole, {
        status: 404,
        body: { statusCode: 404, message: "Cannot GET /v1/roles?key=sp_KEY_to_hide", error: "Not Found" },
      });
      expect(error.message).toContain("(Cannot GET /v1/roles?key=[redacted])");
    });
  });

  it("prefers a reason given beside the documented generic message", async () => {
    const error = await convert(roleEndpoints.getRole, {
      status: 404,
      body: { statusCode: 404, message: "Resource not found!", error: "Not Found", reason: "Role R1 not found" },
    });
    expect(error.message).toBe("read role failed with HTTP 404: Role R1 not found");
  });

  it("reads the spec's CSAT body, whose message is one string even with several problems", async () => {
    const body = {
      statusCode: 400,
      message: "name is required; priority must be a number",
      error: "Bad Request",
      problems: ["name is required", "priority must be a number"],
    };
    const error = await convert(csatRuleEndpoints.createCsatRule, { status: 400, body });
    expect(error.message).toBe("create CSAT rule failed with HTTP 400: name is required; priority must be a number");
  });

  it("joins a validation message given as an array", async () => {
    const error = await convert(roleEndpoints.createRole, failure(400, ["name must not be empty", "permissions must be an array"]));
    expect(error.message).toBe("create role failed with HTTP 400: name must not be empty; permissions must be an array");
  });

  it("falls back to the status text when the body has no usable message", async () => {
    const messages = await Promise.all([
      convert(roleEndpoints.getRole, { status: 502, raw: "<html>bad gateway</html>" }),
      convert(roleEndpoints.getRole, { status: 403, body: { statusCode: 403, error: "Forbidden" } }),
      convert(roleEndpoints.getRole, failure(400, "")),
      convert(roleEndpoints.getRole, { status: 400, body: { message: [{ field: "name" }] } }),
      convert(roleEndpoints.getRole, { status: 409 }),
      convert(roleEndpoints.getRole, { status: 400, body: "a JSON string" }),
    ]);
    expect(messages.map((error) => (error as ApiError).serverMessage)).toEqual([
      "Bad Gateway",
      "Forbidden",
      "Bad Request",
      "Bad Request",
      "Conflict",
      "Bad Request",
    ]);
  });

  it("falls back to the status text for an empty array of messages too", async () => {
    const error = await convert(roleEndpoints.createRole, failure(400, []));
    expect(error.message).toBe("create role failed with HTTP 400: Bad Request");
  });

  it("makes a 5xx answer to a POST an unknown outcome, and to any other method an ApiError", async () => {
    const post = await convert(roleEndpoints.createRole, failure(503, "busy"));
    expect(post).toBeInstanceOf(OutcomeUnknownError);
    expect(post).toMatchObject({
      operation: "create role",
      cause: "HTTP 503: busy",
      message: "create role did not complete: HTTP 503: busy",
    });
    const patch = await convert(roleEndpoints.updateRole, failure(500, "oops"));
    expect(patch).toBeInstanceOf(ApiError);
    expect(patch).toMatchObject({ code: "ERR_SERVER", status: 500 });
  });

  it("keeps a 4xx answer to a POST an ApiError: the server refused it", async () => {
    const error = await convert(roleEndpoints.createRole, failure(429, "slow down"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "ERR_RATE_LIMITED", status: 429 });
  });

  it("says how many retries got made", async () => {
    const error = await convert(roleEndpoints.getRole, failure(503, "down"), { retries: 2 });
    expect(error.message).toBe("read role failed with HTTP 503 after 2 retries: down");
  });

  it("removes credentials the server echoes, from ApiErrors and unknown outcomes", async () => {
    const echo = "bad key sp_KEY_to_hide or password pw-to-hide";
    const api = await convert(roleEndpoints.getRole, failure(401, echo));
    expect(api).toMatchObject({ serverMessage: "bad key [redacted] or password [redacted]" });
    expect(api.message).toBe("read role failed with HTTP 401: bad key [redacted] or password [redacted]");
    const unknown = await convert(roleEndpoints.createRole, failure(500, echo));
    expect(unknown).toMatchObject({ cause: "HTTP 500: bad key [redacted] or password [redacted]" });
  });

  it("makes a connection reset an unknown outcome for a POST, a network error otherwise", async () => {
    const post = await convert(roleEndpoints.createRole, "reset");
    expect(post).toBeInstanceOf(OutcomeUnknownError);
    expect((post as OutcomeUnknownError).cause).toMatch(/^ECONNRESET \(/);
    const get = await convert(roleEndpoints.getRole, "reset");
    expect(get).toBeInstanceOf(NetworkError);
    expect(get).toMatchObject({ code: "ERR_NETWORK", operation: "read role" });
  });

  it("makes a timeout an unknown outcome for a POST", async () => {
    const error = await convert(roleEndpoints.createRole, "hang", { timeoutMs: 50 });
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect((error as OutcomeUnknownError).cause).toBe("ETIMEDOUT (Timeout awaiting 'request' for 50ms)");
  });

  describe("a refused connection", () => {
    const refused = async () => {
      const port = await closedPort();
      const error = await got(`http://127.0.0.1:${port}/v1/roles`, { method: "POST", retry: { limit: 0 } }).catch((e: RequestError) => e);
      return { port, error: error as RequestError };
    };

    it("is a network error even for a POST, from a host that answered before: nothing was sent", async () => {
      const { port, error } = await refused();
      const converted = toPlatformError(error, roleEndpoints.createRole, redactor, knownHost);
      expect(converted).toBeInstanceOf(NetworkError);
      expect(converted.message).toBe(`create role could not reach the platform: ECONNREFUSED (connect ECONNREFUSED 127.0.0.1:${port})`);
    });

    it("at the first contact with a host, names the setting to check", async () => {
      const { port, error } = await refused();
      const converted = toPlatformError(error, roleEndpoints.createRole, redactor, { setting, answeredBefore: false });
      expect(converted).toBeInstanceOf(HostUnreachableError);
      expect(converted).toMatchObject({ code: "ERR_HOST_UNREACHABLE", operation: "create role", setting });
      expect(converted.message).toBe(
        `create role could not reach the platform at all: ECONNREFUSED (connect ECONNREFUSED 127.0.0.1:${port}); check ${setting}`,
      );
    });
  });

  it("makes an unknown host name at the first contact a wrong address, naming the setting", async () => {
    const error = await got("http://no-such-host.invalid/v1/roles", { retry: { limit: 0 } }).catch((e: RequestError) => e);
    const converted = toPlatformError(error as RequestError, roleEndpoints.getRole, redactor, { setting, answeredBefore: false });
    expect(converted).toMatchObject({ code: "ERR_HOST_UNREACHABLE" });
    expect(converted.message).toMatch(/^read role could not reach the platform at all: ENOTFOUND .*; check supportplatform:baseUrl/);
  });
});
