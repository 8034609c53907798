// The one rule both faces judge a configuration by (the native plugin's own tests cover its keys
// without the namespace, and values not known yet).
import { configurationProblems } from "../../../provider/config/configuration-problems";

const source = (values: Record<string, string>) => ({ get: (key: string) => values[key] });
const required = { "supportplatform:apiKey": "k-XYZZY", "supportplatform:baseUrl": "https://support.example.com" };

describe("configurationProblems", () => {
  it("has none for a configuration that resolves, and lists every problem at once otherwise", () => {
    expect(configurationProblems({ keys: Object.keys(required), source: source(required), env: {} })).toEqual([]);
    expect(
      configurationProblems({
        keys: ["supportplatform:appStudioUrl", "supportplatform:maxRetries"],
        source: source({ "supportplatform:maxRetries": "lots" }),
        env: {},
      }),
    ).toEqual([
      "supportplatform:appStudioUrl is not a setting of this provider; did you mean supportplatform:appsStudioUrl?",
      "supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required",
      "supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL) is required",
      "supportplatform:maxRetries (or SUPPORT_PLATFORM_MAX_RETRIES) must be a whole number from 0 to 20",
    ]);
  });

  it("takes keys with the namespace (the dynamic face's stack config) or without (the native plugin's)", () => {
    const typo = "supportplatform:apikey is not a setting of this provider; did you mean supportplatform:apiKey?";
    expect(configurationProblems({ keys: ["supportplatform:apikey"], source: source(required), env: {} })).toEqual([typo]);
    expect(configurationProblems({ keys: ["apikey"], source: source(required), env: {} })).toEqual([typo]);
  });

  it("judges no key when the source cannot list them", () => {
    expect(configurationProblems({ source: source(required), env: {} })).toEqual([]);
  });

  it("adds what a kind needs, unless it is set, in stack config or its variable", () => {
    const neededBy = { kind: "WebhookApp", settings: ["appsStudioUrl"] as const };
    const problem = "supportplatform:appsStudioUrl (or SUPPORT_PLATFORM_APPS_STUDIO_URL) is required to manage a WebhookApp";
    expect(configurationProblems({ source: source(required), env: {}, neededBy })).toEqual([problem]);
    expect(
      configurationProblems({ source: source(required), env: { SUPPORT_PLATFORM_APPS_STUDIO_URL: "https://apps.example.com" }, neededBy }),
    ).toEqual([]);
    // A malformed value is the setting's own problem, named once.
    expect(configurationProblems({ source: source({ ...required, "supportplatform:appsStudioUrl": "apps" }), env: {}, neededBy })).toEqual([
      "supportplatform:appsStudioUrl (or SUPPORT_PLATFORM_APPS_STUDIO_URL) must be an absolute http(s) URL",
    ]);
  });

  it("never quotes a value", () => {
    const values = { ...required, "supportplatform:baseUrl": "ftp://PLUGH", "supportplatform:colour": "PLOVER" };
    expect(configurationProblems({ keys: Object.keys(values), source: source(values), env: {} }).join("\n")).not.toMatch(
      /XYZZY|PLUGH|PLOVER/,
    );
  });
});

describe("a mistyped namespace", () => {
  it("gets the same suggestion as a mistyped key, other namespaces' keys aside", () => {
    expect(
      configurationProblems({
        keys: ["supportPlatform:apiKey", "supportplatfrom:baseUrl", "support-platform:retries", "aws:region", "support-stack:apiKey"],
        source: source({}),
        env: { SUPPORT_PLATFORM_API_KEY: "k", SUPPORT_PLATFORM_BASE_URL: "https://support.example.com" },
      }),
    ).toEqual([
      "supportPlatform:apiKey is not in this provider's namespace, supportplatform (config keys are case-sensitive); did you mean supportplatform:apiKey?",
      "supportplatfrom:baseUrl is not in this provider's namespace, supportplatform (config keys are case-sensitive); did you mean supportplatform:baseUrl?",
    ]);
  });
});
