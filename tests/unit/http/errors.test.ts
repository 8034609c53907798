import { ConfigError } from "../../../provider/config/config-error";
import { SupportPlatformError } from "../../../provider/core/errors";
import {
  ApiError,
  HostUnreachableError,
  NetworkError,
  OutcomeUnknownError,
  RedirectError,
  ResponseShapeError,
  UnrecognizedNotFoundError,
} from "../../../provider/http/errors";

describe("typed errors", () => {
  it("ApiError names the operation, status and server message, with a code per status", () => {
    const error = new ApiError("create role", 400, "name must be unique");
    expect(error).toBeInstanceOf(SupportPlatformError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: "ApiError",
      code: "ERR_VALIDATION",
      operation: "create role",
      status: 400,
      serverMessage: "name must be unique",
      retries: 0,
    });
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
    expect(new NetworkError("list roles", "ECONNREFUSED", 2).message).toBe(
      "list roles could not reach the platform after 2 retries: ECONNREFUSED",
    );
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

  it("a host's misbehaviour names the setting to check", () => {
    const setting = "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL)";
    expect(new RedirectError("create role", 307, "https://moved.example/v1/roles", setting)).toMatchObject({
      name: "RedirectError",
      code: "ERR_REDIRECT",
      operation: "create role",
      status: 307,
      location: "https://moved.example/v1/roles",
      setting,
      message: `create role was answered with a redirect (HTTP 307) to https://moved.example/v1/roles: the provider follows no redirect, so nothing was sent there and nothing is taken as done; check that ${setting} is the platform's own address`,
    });
    expect(new RedirectError("read role", 302, undefined, setting).message).toContain("(HTTP 302) to no Location:");
    expect(new UnrecognizedNotFoundError("read role", "Cannot GET /v1/roles/R1", setting)).toMatchObject({
      name: "UnrecognizedNotFoundError",
      code: "ERR_UNRECOGNIZED_NOT_FOUND",
      serverMessage: "Cannot GET /v1/roles/R1",
      setting,
    });
    expect(new HostUnreachableError("read role", "ECONNREFUSED", setting)).toMatchObject({
      name: "HostUnreachableError",
      code: "ERR_HOST_UNREACHABLE",
      message: `read role could not reach the platform at all: ECONNREFUSED; check ${setting}`,
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
