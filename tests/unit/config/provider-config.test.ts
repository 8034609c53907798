import { describeSetting, providerSettings, resolveProviderConfig } from "../../../provider/config/provider-config";
import { ConfigError } from "../../../provider/config/config-error";

const stackConfig = (values: Record<string, string>) => ({ get: (key: string) => values[key] });
const none = stackConfig({});
const required = { "supportplatform:apiKey": "key-1", "supportplatform:baseUrl": "https://support.example.com" };

/** The ConfigError that resolving throws. */
function configError(stack: Record<string, string>, env: NodeJS.ProcessEnv = {}): ConfigError {
  try {
    resolveProviderConfig(stackConfig(stack), env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("the configuration was accepted");
}

describe("resolveProviderConfig: values", () => {
  it("reads stack config and applies defaults", () => {
    const config = resolveProviderConfig(stackConfig({ ...required, "supportplatform:baseUrl": "https://support.example.com/" }), {});
    expect(config).toEqual({
      apiKey: "key-1",
      baseUrl: "https://support.example.com",
      apiUrl: "https://support.example.com",
      maxRetries: 15,
      requestTimeoutSeconds: 30,
    });
  });

  // Every setting: its name, its variable, a raw value; and what they resolve to.
  const everySetting = [
    ["apiKey", "SUPPORT_PLATFORM_API_KEY", "key-1"],
    ["baseUrl", "SUPPORT_PLATFORM_BASE_URL", "http://127.0.0.1:8080/platform//"],
    ["apiUrl", "SUPPORT_PLATFORM_API_URL", "https://api.example.com/"],
    ["appsStudioUrl", "SUPPORT_PLATFORM_APPS_STUDIO_URL", "https://apps.example.com"],
    ["slaUrl", "SUPPORT_PLATFORM_SLA_URL", "https://sla.example.com/"],
    ["workflowsUrl", "SUPPORT_PLATFORM_WORKFLOWS_URL", "https://workflow-app.example.com"],
    ["allowInsecureHttp", "SUPPORT_PLATFORM_ALLOW_INSECURE_HTTP", "false"],
    ["accessToken", "SUPPORT_PLATFORM_ACCESS_TOKEN", "jwt-abc"],
    ["email", "SUPPORT_PLATFORM_EMAIL", "ops@example.com"],
    ["password", "SUPPORT_PLATFORM_PASSWORD", "hunter2"],
    ["maxRetries", "SUPPORT_PLATFORM_MAX_RETRIES", "0"],
    ["requestTimeoutSeconds", "SUPPORT_PLATFORM_REQUEST_TIMEOUT_SECONDS", "600"],
    ["maxRequestsPerMinute", "SUPPORT_PLATFORM_MAX_REQUESTS_PER_MINUTE", "45"],
  ] as const;
  const everySettingResolved = {
    apiKey: "key-1",
    baseUrl: "http://127.0.0.1:8080/platform",
    apiUrl: "https://api.example.com",
    appsStudioUrl: "https://apps.example.com",
    slaUrl: "https://sla.example.com",
    workflowsUrl: "https://workflow-app.example.com",
    accessToken: "jwt-abc",
    login: { email: "ops@example.com", password: "hunter2" },
    maxRetries: 0,
    requestTimeoutSeconds: 600,
    maxRequestsPerMinute: 45,
  };

  it("reads every setting from stack config, trimming trailing slashes from URLs and keeping a base path", () => {
    const stack = Object.fromEntries(everySetting.map(([name, , raw]) => [`supportplatform:${name}`, raw]));
    expect(resolveProviderConfig(stackConfig(stack), {})).toEqual(everySettingResolved);
  });

  it("falls back to an environment variable for every setting", () => {
    const env = Object.fromEntries(everySetting.map(([, variable, raw]) => [variable, raw]));
    expect(resolveProviderConfig(none, env)).toEqual(everySettingResolved);
  });

  it("lets stack config win over the environment, setting by setting", () => {
    const env = {
      SUPPORT_PLATFORM_API_KEY: "env-key",
      SUPPORT_PLATFORM_BASE_URL: "https://env.example.com",
      SUPPORT_PLATFORM_MAX_RETRIES: "7",
    };
    const config = resolveProviderConfig(stackConfig({ "supportplatform:apiKey": "stack-key", "supportplatform:maxRetries": "2" }), env);
    expect(config).toMatchObject({ apiKey: "stack-key", baseUrl: "https://env.example.com", maxRetries: 2 });
  });

  it("ignores a malformed variable that stack config overrides, and does not fall back from a malformed stack value", () => {
    expect(
      resolveProviderConfig(stackConfig({ ...required, "supportplatform:maxRetries": "4" }), { SUPPORT_PLATFORM_MAX_RETRIES: "lots" })
        .maxRetries,
    ).toBe(4);
    expect(configError({ ...required, "supportplatform:maxRetries": "lots" }, { SUPPORT_PLATFORM_MAX_RETRIES: "4" }).problems).toEqual([
      "supportplatform:maxRetries (or SUPPORT_PLATFORM_MAX_RETRIES) must be a whole number from 0 to 20",
    ]);
  });

  it("reads settings from the supportplatform namespace only", () => {
    const seen: string[] = [];
    const settings: Record<string, string> = required;
    const get = (key: string) => {
      seen.push(key);
      return settings[key];
    };
    resolveProviderConfig({ get }, {});
    expect(seen.sort()).toEqual(
      Object.keys(providerSettings)
        .map((name) => `supportplatform:${name}`)
        .sort(),
    );
  });
});

describe("resolveProviderConfig: problems", () => {
  it("reports every problem at once, naming config key and variable, never the value", () => {
    const env = {
      SUPPORT_PLATFORM_BASE_URL: "ftp://secret-host.example.com",
      SUPPORT_PLATFORM_MAX_RETRIES: "many",
      SUPPORT_PLATFORM_PASSWORD: "p4ssw0rd-value",
    };
    const error = configError({}, env);
    expect(error.code).toBe("ERR_CONFIG");
    expect(error.problems).toEqual([
      "supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required",
      "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) must be an absolute http(s) URL",
      "supportplatform:maxRetries (or SUPPORT_PLATFORM_MAX_RETRIES) must be a whole number from 0 to 20",
      "supportplatform:email (or SUPPORT_PLATFORM_EMAIL) and supportplatform:password (or SUPPORT_PLATFORM_PASSWORD) must be set together",
    ]);
    expect(error.message).toBe(`invalid supportplatform configuration:\n  - ${error.problems.join("\n  - ")}`);
    expect(error.message).not.toMatch(/p4ssw0rd-value|secret-host|many/);
  });

  it("refuses URLs that are not absolute http(s) URLs", () => {
    for (const url of ["ftp://example.com", "example.com", "/v1", "mailto:ops@example.com", "http//example.com"]) {
      expect(configError({ ...required, "supportplatform:apiUrl": url }).problems).toEqual([
        "supportplatform:apiUrl (or SUPPORT_PLATFORM_API_URL) must be an absolute http(s) URL",
      ]);
    }
  });

  it("bounds the tuning values, and takes only whole numbers", () => {
    const problem = (name: string, value: string) => configError({ ...required, [`supportplatform:${name}`]: value }).problems;
    expect(problem("requestTimeoutSeconds", "0")).toEqual([
      "supportplatform:requestTimeoutSeconds (or SUPPORT_PLATFORM_REQUEST_TIMEOUT_SECONDS) must be at least 1",
    ]);
    expect(problem("requestTimeoutSeconds", "601")).toEqual([
      "supportplatform:requestTimeoutSeconds (or SUPPORT_PLATFORM_REQUEST_TIMEOUT_SECONDS) must be at most 600",
    ]);
    expect(problem("maxRetries", "21")).toEqual(["supportplatform:maxRetries (or SUPPORT_PLATFORM_MAX_RETRIES) must be at most 20"]);
    expect(problem("maxRequestsPerMinute", "0")).toEqual([
      "supportplatform:maxRequestsPerMinute (or SUPPORT_PLATFORM_MAX_REQUESTS_PER_MINUTE) must be at least 1",
    ]);
    for (const value of ["-1", "2.5", "1e2", " 3", "three"]) {
      expect(problem("maxRetries", value)).toEqual([
        "supportplatform:maxRetries (or SUPPORT_PLATFORM_MAX_RETRIES) must be a whole number from 0 to 20",
      ]);
    }
  });

  it("requires email and password together", () => {
    const problems = [
      "supportplatform:email (or SUPPORT_PLATFORM_EMAIL) and supportplatform:password (or SUPPORT_PLATFORM_PASSWORD) must be set together",
    ];
    expect(configError({ ...required, "supportplatform:email": "ops@example.com" }).problems).toEqual(problems);
    expect(configError(required, { SUPPORT_PLATFORM_PASSWORD: "hunter2" }).problems).toEqual(problems);
  });

  it("says a setting is required when it is set to an empty value", () => {
    const problem = ["supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required"];
    expect(configError({ ...required, "supportplatform:apiKey": "" }).problems).toEqual(problem);
    expect(configError({ "supportplatform:baseUrl": "https://h" }, { SUPPORT_PLATFORM_API_KEY: "" }).problems).toEqual(problem);
  });

  it("treats an empty optional setting as not set", () => {
    const config = resolveProviderConfig(stackConfig({ ...required, "supportplatform:apiUrl": "", "supportplatform:maxRetries": "" }), {});
    expect(config).toMatchObject({ apiUrl: "https://support.example.com", maxRetries: 15 });
  });
});

describe("describeSetting", () => {
  it("names both the stack config key and the environment variable", () => {
    expect(describeSetting("appsStudioUrl")).toBe("supportplatform:appsStudioUrl (or SUPPORT_PLATFORM_APPS_STUDIO_URL)");
  });

  it("marks exactly the credentials as secret", () => {
    const secret = Object.entries(providerSettings)
      .filter(([, setting]) => setting.secret)
      .map(([name]) => name);
    expect(secret).toEqual(["apiKey", "accessToken", "password"]);
  });
});

describe("resolveProviderConfig: host URLs", () => {
  const hostSettings = [
    ["baseUrl", "SUPPORT_PLATFORM_BASE_URL"],
    ["apiUrl", "SUPPORT_PLATFORM_API_URL"],
    ["appsStudioUrl", "SUPPORT_PLATFORM_APPS_STUDIO_URL"],
    ["slaUrl", "SUPPORT_PLATFORM_SLA_URL"],
    ["workflowsUrl", "SUPPORT_PLATFORM_WORKFLOWS_URL"],
  ] as const;
  const insecure = (name: string, variable: string) =>
    `supportplatform:${name} (or ${variable}) is http:// to another machine, which would send the API key unencrypted: use https://, or set supportplatform:allowInsecureHttp (or SUPPORT_PLATFORM_ALLOW_INSECURE_HTTP) to "true"`;

  it.each(hostSettings)("refuses user information in %s, in one line that echoes neither user nor password", (name, variable) => {
    for (const url of [
      "https://ops-user:hunter2-pw@support.example.com",
      "https://ops-user@support.example.com",
      "http://:hunter2-pw@127.0.0.1:4010",
    ]) {
      const viaStack = configError({ ...required, [`supportplatform:${name}`]: url });
      const viaEnv = configError(
        { "supportplatform:apiKey": "key-1" },
        { SUPPORT_PLATFORM_BASE_URL: "https://support.example.com", [variable]: url },
      );
      for (const error of [viaStack, viaEnv]) {
        expect(error.problems).toEqual([
          `supportplatform:${name} (or ${variable}) must not carry user information (user:password@): the provider's credentials have settings of their own`,
        ]);
        expect(error.message).not.toMatch(/hunter2|ops-user/);
      }
    }
  });

  it.each(hostSettings)("refuses http:// in %s to any host that is not a loopback address", (name, variable) => {
    for (const url of [
      "http://support.example.com",
      "http://10.0.0.7:8080",
      "http://127.0.0.1.nip.example",
      "http://localhost.evil.example",
      "http://[::2]",
      "http://[2001:db8::1]",
    ]) {
      expect(configError({ ...required, [`supportplatform:${name}`]: url }).problems).toEqual([insecure(name, variable)]);
    }
  });

  it("accepts http:// to localhost, 127.0.0.0/8 and ::1, however the address is spelled", () => {
    for (const url of [
      "http://localhost:4010",
      "http://LOCALHOST.",
      "http://127.0.0.1:4010/platform",
      "http://127.45.6.7",
      "http://127.1",
      "http://2130706433",
      "http://[::1]:8080",
      "http://[0:0:0:0:0:0:0:1]",
      "http://[::ffff:127.0.0.1]",
    ]) {
      const stack = { ...required, ...Object.fromEntries(hostSettings.map(([name]) => [`supportplatform:${name}`, url])) };
      expect(resolveProviderConfig(stackConfig(stack), {})).toMatchObject(
        Object.fromEntries(hostSettings.map(([name]) => [name, url.replace(/\/+$/, "")])),
      );
    }
  });

  it('accepts http:// to another machine when allowInsecureHttp is "true", in stack config or its variable', () => {
    const stack = {
      ...required,
      "supportplatform:baseUrl": "http://support.internal",
      "supportplatform:appsStudioUrl": "http://apps.internal",
    };
    expect(resolveProviderConfig(stackConfig({ ...stack, "supportplatform:allowInsecureHttp": "true" }), {})).toMatchObject({
      baseUrl: "http://support.internal",
      apiUrl: "http://support.internal",
      appsStudioUrl: "http://apps.internal",
    });
    expect(resolveProviderConfig(stackConfig(stack), { SUPPORT_PLATFORM_ALLOW_INSECURE_HTTP: "true" }).baseUrl).toBe(
      "http://support.internal",
    );
    expect(configError({ ...stack, "supportplatform:allowInsecureHttp": "false" }).problems).toEqual([
      insecure("baseUrl", "SUPPORT_PLATFORM_BASE_URL"),
      insecure("appsStudioUrl", "SUPPORT_PLATFORM_APPS_STUDIO_URL"),
    ]);
    expect(configError({ ...stack, "supportplatform:allowInsecureHttp": "yes" }).problems).toEqual([
      'supportplatform:allowInsecureHttp (or SUPPORT_PLATFORM_ALLOW_INSECURE_HTTP) must be "true" or "false"',
      insecure("baseUrl", "SUPPORT_PLATFORM_BASE_URL"),
      insecure("appsStudioUrl", "SUPPORT_PLATFORM_APPS_STUDIO_URL"),
    ]);
  });
});
