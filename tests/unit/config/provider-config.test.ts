import { resolveProviderConfig } from "../../../provider/config/provider-config";
import { ConfigError } from "../../../provider/http/errors";

const stackConfig = (values: Record<string, string>) => ({ get: (key: string) => values[key] });
const none = stackConfig({});

describe("resolveProviderConfig", () => {
  it("reads stack config and applies defaults", () => {
    const config = resolveProviderConfig(
      stackConfig({ "supportplatform:apiKey": "key-1", "supportplatform:baseUrl": "https://support.example.com/" }),
      {},
    );
    expect(config).toEqual({
      apiKey: "key-1",
      baseUrl: "https://support.example.com",
      apiUrl: "https://support.example.com",
      maxRetries: 10,
      requestTimeoutSeconds: 30,
    });
  });

  it("falls back to environment variables, and stack config wins over them", () => {
    const env = {
      SUPPORT_PLATFORM_API_KEY: "env-key",
      SUPPORT_PLATFORM_BASE_URL: "http://env.example.com",
      SUPPORT_PLATFORM_MAX_REQUESTS_PER_MINUTE: "30",
      SUPPORT_PLATFORM_EMAIL: "ops@example.com",
      SUPPORT_PLATFORM_PASSWORD: "hunter2",
    };
    const config = resolveProviderConfig(stackConfig({ "supportplatform:apiKey": "stack-key" }), env);
    expect(config.apiKey).toBe("stack-key");
    expect(config.baseUrl).toBe("http://env.example.com");
    expect(config.maxRequestsPerMinute).toBe(30);
    expect(config.login).toEqual({ email: "ops@example.com", password: "hunter2" });
  });

  it("reports every problem at once, naming config key and variable, never the value", () => {
    const env = {
      SUPPORT_PLATFORM_BASE_URL: "ftp://secret-host.example.com",
      SUPPORT_PLATFORM_MAX_RETRIES: "many",
      SUPPORT_PLATFORM_PASSWORD: "p4ssw0rd-value",
    };
    let error: unknown;
    try {
      resolveProviderConfig(none, env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, problems, code } = error as ConfigError;
    expect(code).toBe("ERR_CONFIG");
    expect(problems).toEqual([
      "supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required",
      "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) must be an absolute http(s) URL",
      "supportplatform:maxRetries (or SUPPORT_PLATFORM_MAX_RETRIES) must be a whole number from 0 to 20",
      "supportplatform:email (or SUPPORT_PLATFORM_EMAIL) and supportplatform:password (or SUPPORT_PLATFORM_PASSWORD) must be set together",
    ]);
    expect(message).not.toContain("p4ssw0rd-value");
    expect(message).not.toContain("secret-host");
  });

  it("bounds the tuning values", () => {
    const base = { "supportplatform:apiKey": "k", "supportplatform:baseUrl": "http://h" };
    expect(() => resolveProviderConfig(stackConfig({ ...base, "supportplatform:requestTimeoutSeconds": "0" }), {})).toThrow(
      "supportplatform:requestTimeoutSeconds (or SUPPORT_PLATFORM_REQUEST_TIMEOUT_SECONDS) must be at least 1",
    );
    expect(() => resolveProviderConfig(stackConfig({ ...base, "supportplatform:maxRetries": "21" }), {})).toThrow("must be at most 20");
  });
});
