import { configCheckFailures, engineCheckFailures } from "../../../provider/adapters/engine-check-failures";

describe("engineCheckFailures", () => {
  it("hands the engine no property, the path leading the reason, with the value quoted where check-inputs found it safe", () => {
    expect(
      engineCheckFailures([
        { property: "permissions[0].actions[1]", reason: "Invalid option", received: '"read"' },
        { property: "name", reason: "must not be empty" },
        { property: "", reason: "Invalid input: expected object, received array" },
      ]),
    ).toEqual([
      { property: "", reason: 'permissions[0].actions[1]: Invalid option (got "read")' },
      { property: "", reason: "name: must not be empty" },
      { property: "", reason: "Invalid input: expected object, received array" },
    ]);
  });

  it("quotes nothing under a property the program marked secret", () => {
    const failures = [
      { property: "appConfiguration.requiredSettings[0].value", reason: "Invalid option", received: '"s3cr3t"' },
      { property: "color", reason: "must be a hex color", received: '"green"' },
    ];
    expect(engineCheckFailures(failures, ["appConfiguration"])).toEqual([
      { property: "", reason: "appConfiguration.requiredSettings[0].value: Invalid option" },
      { property: "", reason: 'color: must be a hex color (got "green")' },
    ]);
  });

  it("passes configuration problems on as they are, without a property", () => {
    expect(configCheckFailures(["supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required"])).toEqual([
      { property: "", reason: "supportplatform:apiKey (or SUPPORT_PLATFORM_API_KEY) is required" },
    ]);
  });
});
