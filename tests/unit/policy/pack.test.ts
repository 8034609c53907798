// The pack as a whole: every policy is named once, says what it checks, has a level a stack's
// config can change, and declares a default for each threshold; resources of other providers pass.
import * as fs from "node:fs";
import * as path from "node:path";
import { supportPlatformPolicies } from "../../../policy/policies";
import { kindOf } from "../../../policy/resource-kinds";
import { asPolicyResource, faces, resource, violations } from "./policy-run";

describe("the policy pack", () => {
  it("names each policy once and gives each a description, a level and defaults for its thresholds", () => {
    const names = supportPlatformPolicies.map((policy) => policy.name);
    expect(new Set(names).size).toBe(names.length);
    for (const policy of supportPlatformPolicies) {
      expect(policy.name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(policy.description.length).toBeGreaterThan(40);
      expect(["advisory", "mandatory"]).toContain(policy.enforcementLevel);
      for (const setting of Object.values(policy.configSchema?.properties ?? {})) {
        expect(setting.default).toBeDefined();
        expect(setting.description).toBeDefined();
      }
    }
  });

  it("has the package's version, which @pulumi/policy reads from the pack's folder", () => {
    const version = (file: string) =>
      (JSON.parse(fs.readFileSync(path.join(__dirname, "../../..", file), "utf8")) as { version: string }).version;
    expect(version("policy/package.json")).toBe(version("package.json"));
  });

  it.each(faces)("recognises every kind on the %s face, and nothing else", (face) => {
    for (const kind of ["Team", "TeamMember", "Role", "CsatRule", "WebhookApp", "TeamRoutingRule", "TeamConfiguration", "TicketStatus"]) {
      const shown = asPolicyResource(resource(kind, "x", {}), face);
      expect(kindOf(shown.type, shown.props)).toBe(kind);
    }
    expect(kindOf("pulumi-nodejs:dynamic:Resource", { __provider: "exports.handler = () => require('./elsewhere');" })).toBeUndefined();
    expect(kindOf("aws:s3/bucket:Bucket", {})).toBeUndefined();
  });

  it("reports nothing about another provider's resources", () => {
    const bucket = {
      ...asPolicyResource(resource("Role", "b", {}), "native"),
      type: "aws:s3/bucket:Bucket",
      props: { eventsUrl: "http://x" },
    };
    for (const policy of supportPlatformPolicies) {
      if ("validateResource" in policy) {
        const reported: string[] = [];
        void (policy.validateResource as (args: unknown, report: (message: string) => void) => void)(
          { ...bucket, getConfig: () => ({}) },
          (message) => reported.push(message),
        );
        expect(reported).toEqual([]);
      } else expect(violations(policy, [])).toEqual([]);
    }
  });
});
