import { configChanges, configProblems } from "../../../provider/adapters/native-plugin/config";
import { unknownValue } from "../../../provider/core/unknowns";

describe("the native plugin's configuration", () => {
  const env = { SUPPORT_PLATFORM_API_KEY: "k", SUPPORT_PLATFORM_BASE_URL: "https://h" };

  it("names each problem by its key, never its value, and falls back to the environment", () => {
    expect(configProblems({ apiKey: "k-secret", baseUrl: "ftp://secret" }, {})).toEqual([
      "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) must be an absolute http(s) URL",
    ]);
    const problems = JSON.stringify(
      configProblems({ apiKey: "k-xyzzy", baseUrl: "ftp://plugh", colour: "plover", maxRetries: "twisty" }, {}),
    );
    expect(problems).toMatch(/maxRetries/);
    expect(problems).not.toMatch(/xyzzy|plugh|plover|twisty/);
    expect(configProblems({}, {})).toEqual([
      "supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required",
      "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) is required",
    ]);
    expect(configProblems({}, env)).toEqual([]);
  });

  it("refuses a key that is no setting, suggesting the nearest, and leaves the engine's own keys alone", () => {
    expect(configProblems({ appStudioUrl: "https://apps.example.com", version: "1.0.0", pluginDownloadURL: "x" }, env)).toEqual([
      "supportplatform:appStudioUrl is not a setting of this provider; did you mean supportplatform:appsStudioUrl?",
    ]);
    expect(configProblems({ colour: "x" }, env)).toEqual([
      expect.stringMatching(/^supportplatform:colour is not a setting of this provider; its settings are apiKey, baseUrl, /),
    ]);
  });

  it("leaves http:// to another machine alone while allowInsecureHttp is not known yet", () => {
    const insecure = { apiKey: "k", baseUrl: "http://support.internal" };
    expect(configProblems({ ...insecure, allowInsecureHttp: unknownValue }, {})).toEqual([]);
    expect(configProblems({ ...insecure, allowInsecureHttp: true }, {})).toEqual([]);
    expect(configProblems(insecure, {})).toEqual([
      'supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) is http:// to another machine, which would send the API key unencrypted: use https://, or set supportplatform:allowInsecureHttp (or SUPPORT_PLATFORM_ALLOW_INSECURE_HTTP) to "true"',
    ]);
  });

  it("names what a kind needs besides the required settings", () => {
    const neededBy = { kind: "WebhookApp", settings: ["appsStudioUrl"] as const };
    expect(configProblems({}, {}, neededBy)).toEqual([
      "supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required",
      "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) is required",
      "supportplatform:appsStudioUrl (or SUPPORT_PLATFORM_APPS_STUDIO_URL) is required to manage a WebhookApp",
    ]);
    expect(configProblems({ appsStudioUrl: "https://apps.example.com" }, env, neededBy)).toEqual([]);
    expect(configProblems({ appsStudioUrl: unknownValue }, env, neededBy)).toEqual([]);
  });

  it("does not judge values not known yet", () => {
    expect(configProblems({ apiKey: unknownValue, baseUrl: unknownValue, maxRetries: unknownValue }, {})).toEqual([]);
    expect(configProblems({ apiKey: unknownValue, baseUrl: "nope" }, {})).toEqual([
      "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) must be an absolute http(s) URL",
    ]);
  });

  it("changes on a changed, added, removed or unknown key, not on the engine's own", () => {
    expect(configChanges({ apiKey: "a", version: "1" }, { apiKey: "a", version: "2" })).toEqual({});
    expect(configChanges({ apiKey: "a", baseUrl: "b" }, { apiKey: "c", maxRetries: "1" })).toEqual({
      apiKey: "update",
      baseUrl: "delete",
      maxRetries: "add",
    });
    expect(configChanges({ baseUrl: "b" }, { baseUrl: unknownValue })).toEqual({ baseUrl: "update" });
  });
});
