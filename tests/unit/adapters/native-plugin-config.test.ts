import { configChanges, configProblems } from "../../../provider/adapters/native-plugin/config";
import { unknownValue } from "../../../provider/core/unknowns";

describe("the native plugin's configuration", () => {
  it("names each problem by its key, never its value, and falls back to the environment", () => {
    expect(configProblems({ apiKey: "k-secret", baseUrl: "ftp://secret" }, {}).map(({ property }) => property)).toEqual(["baseUrl"]);
    const problems = JSON.stringify(configProblems({ apiKey: "k-xyzzy", baseUrl: "ftp://plugh", colour: "plover", maxRetries: "twisty" }, {}));
    expect(problems).toMatch(/maxRetries/);
    expect(problems).not.toMatch(/xyzzy|plugh|plover|twisty/);
    expect(configProblems({ colour: "x", version: "1.0.0" }, { SUPPORT_PLATFORM_API_KEY: "k", SUPPORT_PLATFORM_BASE_URL: "http://h" })).toEqual([{ property: "colour", reason: "is not a setting of this provider" }]);
    expect(configProblems({}, {}).map(({ property }) => property)).toEqual(["apiKey", "baseUrl"]);
  });

  it("does not judge values not known yet", () => {
    expect(configProblems({ apiKey: unknownValue, baseUrl: unknownValue, maxRetries: unknownValue }, {})).toEqual([]);
    expect(configProblems({ apiKey: unknownValue, baseUrl: "nope" }, {}).map(({ property }) => property)).toEqual(["baseUrl"]);
  });

  it("changes on a changed, added, removed or unknown key, not on the engine's own", () => {
    expect(configChanges({ apiKey: "a", version: "1" }, { apiKey: "a", version: "2" })).toEqual({});
    expect(configChanges({ apiKey: "a", baseUrl: "b" }, { apiKey: "c", maxRetries: "1" })).toEqual({ apiKey: "update", baseUrl: "delete", maxRetries: "add" });
    expect(configChanges({ baseUrl: "b" }, { baseUrl: unknownValue })).toEqual({ baseUrl: "update" });
  });
});
