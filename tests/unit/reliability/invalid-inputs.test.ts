// Every case of every kind's invalid-input table fails `check` of the runtime's provider (what the
// engine calls at preview) with a failure naming the broken property path, and no request is sent.
// tests/e2e/reliability/invalid-inputs.test.ts shows such failures reaching the user through the CLI.
import { providerFor } from "../../../provider/adapters/runtime";
import { failedPaths } from "../adapters/failed-paths";
import { FakePlatform } from "../http/fake-platform";
import { invalidInputTables } from "./invalid-inputs";
import { caseInput } from "./invalid-inputs/invalid-input-table";

describe.each(invalidInputTables)("invalid $kind inputs", (table) => {
  const provider = providerFor(table.kind);
  let platform: FakePlatform;

  beforeAll(async () => {
    platform = await new FakePlatform().start();
    const config: Record<string, string> = {
      "supportplatform:apiKey": "sp_key",
      "supportplatform:baseUrl": platform.url,
      "supportplatform:appsStudioUrl": platform.url,
      "supportplatform:slaUrl": platform.url,
    };
    await provider.configure!({ config: { get: (key) => config[key], require: (key) => config[key]! } });
  });
  afterAll(async () => {
    expect(platform.requests).toEqual([]);
    await platform.stop();
  });

  it("has a valid base input, so each case fails for its own change", async () => {
    expect(await provider.check!({}, table.valid)).not.toHaveProperty("failures");
  });

  it("has at least 15 cases", () => {
    expect(table.cases.length).toBeGreaterThanOrEqual(15);
  });

  it.each(table.cases)("$problem fails at $path", async (invalid) => {
    const result = await provider.check!({}, caseInput(table, invalid));
    expect(failedPaths(result)).toContain(invalid.path);
  });
});
