import type { ProviderConfig } from "../../../provider/config/provider-config";
import { ConfigError } from "../../../provider/config/config-error";
import { describeHostSetting, hostUrl } from "../../../provider/http/hosts";

const config: ProviderConfig = {
  apiKey: "k",
  baseUrl: "http://base",
  apiUrl: "http://api",
  appsStudioUrl: "http://apps",
  maxRetries: 0,
  requestTimeoutSeconds: 1,
};

describe("hosts", () => {
  it("sends each host's requests to its configured URL", () => {
    expect((["base", "api", "apps"] as const).map((host) => hostUrl(config, host, "op"))).toEqual([
      "http://base",
      "http://api",
      "http://apps",
    ]);
  });

  it("refuses an apps call without appsStudioUrl, naming what needed it", () => {
    const { appsStudioUrl: _, ...withoutApps } = config;
    expect(() => hostUrl(withoutApps, "apps", "create app")).toThrow(ConfigError);
    expect(() => hostUrl(withoutApps, "apps", "create app")).toThrow(
      "supportplatform:appsStudioUrl (or SUPPORT_PLATFORM_APPS_STUDIO_URL) is required to create app",
    );
  });

  it("names each host's setting, and baseUrl beside apiUrl where apiUrl may be defaulting to it", () => {
    expect(describeHostSetting(config, "base")).toBe("supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL)");
    expect(describeHostSetting(config, "api")).toBe("supportplatform:apiUrl (or SUPPORT_PLATFORM_API_URL)");
    expect(describeHostSetting(config, "apps")).toBe("supportplatform:appsStudioUrl (or SUPPORT_PLATFORM_APPS_STUDIO_URL)");
    expect(describeHostSetting({ ...config, apiUrl: config.baseUrl }, "api")).toBe(
      "supportplatform:apiUrl (or SUPPORT_PLATFORM_API_URL) or, where that is unset, supportplatform:baseUrl (or SUPPORT_PLATFORM_BASE_URL)",
    );
  });
});
