import { proxySettingsFrom } from "../../../provider/http/proxy-settings";
import { ConfigError } from "../../../provider/config/config-error";

const proxy = "http://proxy.corp.example:3128";
/** The proxy a request to `url` takes under `env`, as text; "direct" for none. */
function route(env: NodeJS.ProcessEnv, url: string): string {
  const { protocol, hostname, port } = new URL(url);
  return proxySettingsFrom(env)?.({ protocol, hostname, port: Number(port) })?.href ?? "direct";
}

describe("proxySettingsFrom", () => {
  it("names no proxy when no variable does", () => {
    expect(proxySettingsFrom({})).toBeUndefined();
    expect(proxySettingsFrom({ NO_PROXY: "example.com", HTTPS_PROXY: " " })).toBeUndefined();
  });

  it("takes HTTPS_PROXY for https URLs and HTTP_PROXY for http ones, in either case, lower case first", () => {
    expect(route({ HTTPS_PROXY: proxy }, "https://platform.example.com/v1")).toBe(`${proxy}/`);
    expect(route({ https_proxy: proxy }, "https://platform.example.com/v1")).toBe(`${proxy}/`);
    expect(route({ HTTPS_PROXY: proxy }, "http://platform.example.com/v1")).toBe("direct");
    expect(route({ http_proxy: proxy }, "http://platform.example.com/v1")).toBe(`${proxy}/`);
    expect(route({ HTTP_PROXY: proxy }, "http://platform.example.com/v1")).toBe(`${proxy}/`);
    expect(route({ https_proxy: "http://lower:1", HTTPS_PROXY: "http://upper:2" }, "https://platform.example.com")).toBe("http://lower:1/");
  });

  it("reads a proxy without a scheme as http, as curl does, and keeps its credentials for the agent", () => {
    expect(route({ HTTPS_PROXY: "proxy.corp.example:3128" }, "https://platform.example.com")).toBe(`${proxy}/`);
    expect(route({ HTTPS_PROXY: "https://u:p%40ss@proxy.corp.example" }, "https://platform.example.com")).toBe(
      "https://u:p%40ss@proxy.corp.example/",
    );
  });

  it("refuses a malformed proxy or another scheme, naming the variable and never its value", () => {
    for (const value of ["socks5://proxy:1080", "http://", "::::"]) {
      let error: unknown;
      try {
        proxySettingsFrom({ https_proxy: value });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        "HTTPS_PROXY must be the URL of an http or https proxy, such as http://proxy.example.com:3128",
      ]);
    }
  });

  it("never proxies localhost or loopback addresses, as Go does", () => {
    const env = { HTTP_PROXY: proxy, HTTPS_PROXY: proxy };
    for (const url of ["http://localhost:8080", "https://127.0.0.1", "http://127.1.2.3:9", "https://[::1]:8443"])
      expect(route(env, url)).toBe("direct");
  });

  describe("NO_PROXY", () => {
    const cases: [noProxy: string, url: string, expected: "direct" | "proxy"][] = [
      ["*", "https://platform.example.com", "direct"],
      ["platform.example.com", "https://platform.example.com", "direct"],
      ["PLATFORM.example.com.", "https://platform.example.com", "direct"],
      ["example.com", "https://platform.example.com", "direct"], // a domain covers its subdomains
      [".example.com", "https://platform.example.com", "direct"],
      [".example.com", "https://example.com", "direct"], // and itself, leading dot or not (curl)
      ["*.example.com", "https://api.platform.example.com", "direct"],
      ["ample.com", "https://platform.example.com", "proxy"], // a suffix must be whole labels
      ["other.com, example.com", "https://platform.example.com", "direct"],
      ["example.com:8443", "https://platform.example.com:8443", "direct"],
      ["example.com:8443", "https://platform.example.com", "proxy"], // another port
      ["example.com:443", "https://platform.example.com", "direct"], // the scheme's default port
      ["10.1.2.3", "https://10.1.2.3", "direct"],
      ["10.1.2.3", "https://10.1.2.4", "proxy"],
      ["10.0.0.0/8", "https://10.200.0.1", "direct"],
      ["10.0.0.0/8", "https://11.0.0.1", "proxy"],
      ["10.0.0.0/8", "https://ten.example.com", "proxy"],
      ["fd00::/8", "https://[fd12::1]", "direct"],
      ["[fd12::1]:8443", "https://[fd12::1]:8443", "direct"],
      ["3.4", "https://1.2.3.4", "proxy"], // an IP is no domain suffix
      ["", "https://platform.example.com", "proxy"],
    ];
    it.each(cases)("%j and %s: %s", (noProxy, url, expected) => {
      expect(route({ HTTPS_PROXY: proxy, NO_PROXY: noProxy }, url)).toBe(expected === "direct" ? "direct" : `${proxy}/`);
    });

    it("is read in either case", () => {
      expect(route({ HTTPS_PROXY: proxy, no_proxy: "example.com" }, "https://platform.example.com")).toBe("direct");
    });
  });
});
