// toPlatformError on the errors got really throws, from a scripted local server.
import got, { RequestError } from "got";
import { type Endpoint, endpoints } from "../../../provider/http/endpoints";
import { ApiError, NetworkError, OutcomeUnknownError } from "../../../provider/http/errors";
import { Redactor } from "../../../provider/http/redactor";
import { toPlatformError } from "../../../provider/http/to-platform-error";
import { type Answer, closedPort, FakePlatform, failure } from "./fake-platform";

const redactor = new Redactor(["sp_KEY_to_hide", "pw-to-hide"]);

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
    return toPlatformError(error, endpoint, redactor);
  }

  it("turns an error status into an ApiError with the server's message", async () => {
    const error = await convert(endpoints.getRole, failure(404, "Role not found"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "ERR_NOT_FOUND", operation: "read role", status: 404, serverMessage: "Role not found" });
    expect(error.message).toBe("read role failed with HTTP 404: Role not found");
  });

  it("prefers a reason given beside the documented generic message", async () => {
    const error = await convert(endpoints.getRole, { status: 404, body: { statusCode: 404, message: "Resource not found!", error: "Not Found", reason: "Role R1 not found" } });
    expect(error.message).toBe("read role failed with HTTP 404: Role R1 not found");
  });

  it("reads the spec's CSAT body, whose message is one string even with several problems", async () => {
    const body = { statusCode: 400, message: "name is required; priority must be a number", error: "Bad Request", problems: ["name is required", "priority must be a number"] };
    const error = await convert(endpoints.createCsatRule, { status: 400, body });
    expect(error.message).toBe("create CSAT rule failed with HTTP 400: name is required; priority must be a number");
  });

  it("joins a validation message given as an array", async () => {
    const error = await convert(endpoints.createRole, failure(400, ["name must not be empty", "permissions must be an array"]));
    expect(error.message).toBe("create role failed with HTTP 400: name must not be empty; permissions must be an array");
  });

  it("falls back to the status text when the body has no usable message", async () => {
    const messages = await Promise.all([
      convert(endpoints.getRole, { status: 502, raw: "<html>bad gateway</html>" }),
      convert(endpoints.getRole, { status: 403, body: { statusCode: 403, error: "Forbidden" } }),
      convert(endpoints.getRole, failure(400, "")),
      convert(endpoints.getRole, { status: 400, body: { message: [{ field: "name" }] } }),
      convert(endpoints.getRole, { status: 409 }),
      convert(endpoints.getRole, { status: 400, body: "a JSON string" }),
    ]);
    expect(messages.map((error) => (error as ApiError).serverMessage)).toEqual(["Bad Gateway", "Forbidden", "Bad Request", "Bad Request", "Conflict", "Bad Request"]);
  });

  it("falls back to the status text for an empty array of messages too", async () => {
    const error = await convert(endpoints.createRole, failure(400, []));
    expect(error.message).toBe("create role failed with HTTP 400: Bad Request");
  });

  it("makes a 5xx answer to a POST an unknown outcome, and to any other method an ApiError", async () => {
    const post = await convert(endpoints.createRole, failure(503, "busy"));
    expect(post).toBeInstanceOf(OutcomeUnknownError);
    expect(post).toMatchObject({ operation: "create role", cause: "HTTP 503: busy", message: "create role did not complete: HTTP 503: busy" });
    const patch = await convert(endpoints.updateRole, failure(500, "oops"));
    expect(patch).toBeInstanceOf(ApiError);
    expect(patch).toMatchObject({ code: "ERR_SERVER", status: 500 });
  });

  it("keeps a 4xx answer to a POST an ApiError: the server refused it", async () => {
    const error = await convert(endpoints.createRole, failure(429, "slow down"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "ERR_RATE_LIMITED", status: 429 });
  });

  it("says how many retries got made", async () => {
    const error = await convert(endpoints.getRole, failure(503, "down"), { retries: 2 });
    expect(error.message).toBe("read role failed with HTTP 503 after 2 retries: down");
  });

  it("removes credentials the server echoes, from ApiErrors and unknown outcomes", async () => {
    const echo = "bad key sp_KEY_to_hide or password pw-to-hide";
    const api = await convert(endpoints.getRole, failure(401, echo));
    expect(api).toMatchObject({ serverMessage: "bad key [redacted] or password [redacted]" });
    expect(api.message).toBe("read role failed with HTTP 401: bad key [redacted] or password [redacted]");
    const unknown = await convert(endpoints.createRole, failure(500, echo));
    expect(unknown).toMatchObject({ cause: "HTTP 500: bad key [redacted] or password [redacted]" });
  });

  it("makes a connection reset an unknown outcome for a POST, a network error otherwise", async () => {
    const post = await convert(endpoints.createRole, "reset");
    expect(post).toBeInstanceOf(OutcomeUnknownError);
    expect((post as OutcomeUnknownError).cause).toMatch(/^ECONNRESET \(/);
    const get = await convert(endpoints.getRole, "reset");
    expect(get).toBeInstanceOf(NetworkError);
    expect(get).toMatchObject({ code: "ERR_NETWORK", operation: "read role" });
  });

  it("makes a timeout an unknown outcome for a POST", async () => {
    const error = await convert(endpoints.createRole, "hang", { timeoutMs: 50 });
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect((error as OutcomeUnknownError).cause).toBe("ETIMEDOUT (Timeout awaiting 'request' for 50ms)");
  });

  it("makes a refused connection a network error even for a POST: nothing was sent", async () => {
    const port = await closedPort();
    const error = await got(`http://127.0.0.1:${port}/v1/roles`, { method: "POST", retry: { limit: 0 } }).catch((e: RequestError) => e);
    const converted = toPlatformError(error as RequestError, endpoints.createRole, redactor);
    expect(converted).toBeInstanceOf(NetworkError);
    expect(converted.message).toBe(`create role could not reach the platform: ECONNREFUSED (connect ECONNREFUSED 127.0.0.1:${port})`);
  });
});
