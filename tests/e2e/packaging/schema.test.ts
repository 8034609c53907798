// schema.json as it ships (in the installed package) is valid for Pulumi's own schema tooling:
// `pulumi schema check` binds it and applies the target languages' rules, and `pulumi package info`
// reads every resource and function from it. (`pulumi package gen-sdk --language nodejs` needs a
// language host that implements GeneratePackage, which the offline build's v3.68 host does not.)
import * as fs from "node:fs";
import * as path from "node:path";
import { runPulumi, runPulumiOk } from "../../harness/pulumi-cli";
import { makeScratchDir, offlineEnv, repoRoot } from "../../harness/pulumi-stack";

const shipped = path.join(repoRoot, "node_modules", "pulumi-support-platform", "schema.json");

interface Schema {
  resources: Record<string, { properties: Record<string, unknown> }>;
  functions: Record<string, unknown>;
}

describe("schema.json", () => {
  const scratch = makeScratchDir("schema");
  const cli = { cwd: scratch, env: offlineEnv(scratch) };
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it("passes `pulumi schema check`, which refuses a broken copy", async () => {
    expect(await runPulumi(["schema", "check", shipped], cli)).toMatchObject({ code: 0, stderr: "" });

    const broken = JSON.parse(fs.readFileSync(shipped, "utf8")) as Schema;
    broken.resources["pulumi-nodejs:dynamic/supportplatform:Role"] = broken.resources["supportplatform:index:Role"]!;
    const brokenPath = path.join(scratch, "broken-schema.json");
    fs.writeFileSync(brokenPath, JSON.stringify(broken));
    const refused = await runPulumi(["schema", "check", brokenPath], cli);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain("must have package name 'supportplatform'");
  });

  it("gives `pulumi package info` every resource's outputs and every function", async () => {
    const schema = JSON.parse(fs.readFileSync(shipped, "utf8")) as Schema;
    const overview = await runPulumiOk(["package", "info", shipped], cli);
    for (const token of [...Object.keys(schema.resources), ...Object.keys(schema.functions)]) {
      expect(overview).toContain(` - ${token.split(":")[2]}: `);
    }
    for (const [token, resource] of Object.entries(schema.resources)) {
      const info = await runPulumiOk(["package", "info", shipped, "--resource", token.split(":")[2]!], cli);
      const outputs = info.slice(info.indexOf("Outputs:"));
      for (const property of Object.keys(resource.properties)) expect(outputs).toContain(` - ${property} (`);
    }
  });

  it("is what the native plugin serves (`pulumi package get-schema` of the executable)", async () => {
    const plugin = path.join(repoRoot, "node_modules", "pulumi-support-platform", "bin", "pulumi-resource-supportplatform");
    const served = await runPulumiOk(["package", "get-schema", plugin], cli);
    expect(JSON.parse(served)).toEqual(JSON.parse(fs.readFileSync(shipped, "utf8")));
  });
});
