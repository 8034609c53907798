import { nearestWord } from "../../../provider/core/nearest-word";

const settings = ["apiKey", "baseUrl", "apiUrl", "appsStudioUrl", "accessToken", "email", "password", "maxRetries"];

describe("nearestWord", () => {
  it.each([
    ["appStudioUrl", "appsStudioUrl"], // a letter missed
    ["apikey", "apiKey"], // another case
    ["baseURL", "baseUrl"],
    ["basUrl", "baseUrl"],
    ["acessToken", "accessToken"],
    ["maxRetires", "maxRetries"], // two letters swapped
    ["emial", "email"],
  ])("suggests %s → %s", (typed, suggestion) => {
    expect(nearestWord(typed, settings)).toBe(suggestion);
  });

  it("suggests nothing when even the nearest word is too far off", () => {
    expect(nearestWord("colour", settings)).toBeUndefined();
    expect(nearestWord("url", settings)).toBeUndefined();
    expect(nearestWord("region", ["tickets", "accounts"])).toBeUndefined();
  });

  it("takes the nearest of several close words", () => {
    expect(nearestWord("apiUrk", settings)).toBe("apiUrl");
    expect(nearestWord("tikets", ["tickets", "tasks", "teams"])).toBe("tickets");
  });
});
