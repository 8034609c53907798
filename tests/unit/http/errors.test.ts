import { ApiError, ConfigError, NetworkError, OutcomeUnknownError, ResponseShapeError, SupportPlatformError } from "../../../provider/http/errors";

describe("typed errors", () => {
  it("ApiError names the operation, status and server message, with a code per status", () => {
    const error = new ApiError("create role", 400, "name must be unique");
    expect(error).toBeInstanceOf(SupportPlatformError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: "ApiError", code: "ERR_VALIDATION", operation: "create role", status: 400, serverMessage: "name must be unique", retries: 0 });
    expect(error.message).toBe("create role failed with HTTP 400: name must be unique");
  });

  it("maps each status to its stable code", () => {
    const codes = [400, 401, 403, 404, 409, 413, 429, 500, 502, 503, 504].map((status) => new ApiError("op", status, "m").code);
    expect(codes).toEqual([
      "ERR_VALIDATION",
      "ERR_UNAUTHORIZED",
      "ERR_FORBIDDEN",
      "ERR_NOT_FOUND",
      "ERR_HTTP",
      "ERR_TOO_LARGE",
      "ERR_RATE_LIMITED",
      "ERR_SERVER",
      "ERR_SERVER",
      "ERR_SERVER",
      "ERR_SERVER",
    ]);
    expect(new ApiError("op", 418, "m", "ERR_CUSTOM").code).toBe("ERR_CUSTOM");
  });

  it("says how often a request was retried before it failed", () => {
    expect(new ApiError("read role", 503, "down", undefined, 1).message).toBe("read role failed with HTTP 503 after 1 retry: down");
    expect(new ApiError("read role", 503, "down", undefined, 10).message).toBe("read role failed with HTTP 503 after 10 retries: down");
    expect(new NetworkError("list roles", "ECONNREFUSED", 2).message).toBe("list roles could not reach the platform after 2 retries: ECONNREFUSED");
    expect(new NetworkError("list roles", "ECONNREFUSED").message).toBe("list roles could not reach the platform: ECONNREFUSED");
  });

  it("gives the other failures their own codes and messages", () => {
    expect(new OutcomeUnknownError("create role", "ECONNRESET")).toMatchObject({
      name: "OutcomeUnknownError",
      code: "ERR_OUTCOME_UNKNOWN",
      operation: "create role",
      cause: "ECONNRESET",
      message: "create role did not complete: ECONNRESET",
    });
    expect(new NetworkError("list roles", "ENOTFOUND")).toMatchObject({ name: "NetworkError", code: "ERR_NETWORK", retries: 0 });
    expect(new ResponseShapeError("read role", "data.id: required")).toMatchObject({
      name: "ResponseShapeError",
      code: "ERR_BAD_RESPONSE",
      problems: "data.id: required",
      message: "read role returned an unexpected response: data.id: required",
    });
  });

  it("ConfigError lists every problem on its own line", () => {
    const error = new ConfigError(["a is required", "b must be a URL"]);
    expect(error).toMatchObject({ name: "ConfigError", code: "ERR_CONFIG", problems: ["a is required", "b must be a URL"] });
    expect(error.message).toBe("invalid supportplatform configuration:\n  - a is required\n  - b must be a URL");
  });

  it("carries no JavaScript stack trace, only its name and code", () => {
    expect(new ApiError("read role", 404, "gone").stack).toBe("ApiError [ERR_NOT_FOUND]");
    expect(new ConfigError(["x"]).stack).toBe("ConfigError [ERR_CONFIG]");
  });
});
