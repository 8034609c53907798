import * as fs from "node:fs";
import * as path from "node:path";
import { nativeSdk } from "../../../scripts/generate-native-sdk";

const repoRoot = path.resolve(__dirname, "../../..");

describe("the native SDK (pulumi-support-platform/native)", () => {
  it("is what scripts/generate-native-sdk.ts makes of schema.json: run `npm run native-sdk` after changing the schema", () => {
    const schema = JSON.parse(fs.readFileSync(path.join(repoRoot, "schema.json"), "utf8"));
    expect(fs.readFileSync(path.join(repoRoot, "provider", "native", "index.ts"), "utf8")).toBe(nativeSdk(schema));
  });

  it("has a class for every resource and the functions with their Output forms", () => {
    const sdk = fs.readFileSync(path.join(repoRoot, "provider", "native", "index.ts"), "utf8");
    for (const kind of [
      "Provider",
      "Role",
      "AccountAttributeValue",
      "CsatRule",
      "CsatSettings",
      "WebhookApp",
      "Team",
      "TeamMember",
      "CsatRuleOrder",
    ])
      expect(sdk).toContain(`export class ${kind} extends`);
    for (const fn of ["getTicketType", "getTicketTypeOutput", "getTicketTypes", "getTicketTypesOutput"])
      expect(sdk).toMatch(new RegExp(`export (async )?function ${fn}\\(`));
    expect(sdk).toContain('additionalSecretOutputs: ["clientSecret","botToken"]');
  });
});
