import { parseCommandLine } from "../../../emulator/cli";

describe("command line", () => {
  test("reads every option", () => {
    expect(
      parseCommandLine([
        "--port",
        "4010",
        "--host",
        "0.0.0.0",
        "--allow-host",
        "emulator.test",
        "--allow-host",
        "dev-box",
        "--rate-limit",
        "100/30",
        "--strict-auth",
        "--data-file",
        "s.json",
        "--token-ttl",
        "60",
        "--log",
      ]),
    ).toEqual({
      port: 4010,
      host: "0.0.0.0",
      allowedHosts: ["emulator.test", "dev-box"],
      rateLimit: { limit: 100, windowSeconds: 30 },
      strictAuth: true,
      dataFile: "s.json",
      tokenTtlSeconds: 60,
      logger: true,
    });
    expect(parseCommandLine([])).toEqual({});
    expect(parseCommandLine(["--rate-limit", "off"])).toEqual({ rateLimit: false });
  });

  test("refuses malformed values and unknown options", () => {
    expect(() => parseCommandLine(["--rate-limit", "60"])).toThrow(/limit/);
    expect(() => parseCommandLine(["--port", "x"])).toThrow(/--port/);
    expect(() => parseCommandLine(["--verbose"])).toThrow();
  });
});
