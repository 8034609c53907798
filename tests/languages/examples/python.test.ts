// examples/python: the Python program on the generated Python SDK. Python programs cannot run here
// (the `pulumi` package is on PyPI, out of reach), so the program is byte-compiled and its use of
// the SDK checked against the SDK's source (check_python_program.py: resources, functions, inputs,
// the keys of input dicts at any depth, enum values, outputs), without importing either.
import * as fs from "node:fs";
import * as path from "node:path";
import { sdkDir } from "../../harness/languages";
import { runCommandOk } from "../../harness/pulumi-cli";
import { makeScratchDir, repoRoot } from "../../harness/pulumi-stack";

const example = path.join(repoRoot, "examples", "python");
const checker = path.join(__dirname, "check_python_program.py");
const sdkPackage = path.join(sdkDir("python"), "pulumi_support_platform");

describe("examples/python", () => {
  const scratch = makeScratchDir("python-example");
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it("is a Pulumi Python project whose program byte-compiles and uses only what the SDK has", async () => {
    expect(fs.readFileSync(path.join(example, "Pulumi.yaml"), "utf8")).toMatch(/^runtime:\n {2}name: python$/m);
    expect(fs.readFileSync(path.join(example, "requirements.txt"), "utf8")).toMatch(/^pulumi>=3\.259\.0,<4\.0\.0$/m);
    await runCommandOk("python3", ["-m", "compileall", "-q", path.join(example, "__main__.py")], {
      cwd: scratch,
      env: { PYTHONPYCACHEPREFIX: scratch },
    });
    const checked = await runCommandOk("python3", [checker, sdkPackage, path.join(example, "__main__.py")], { cwd: scratch, env: {} });
    expect(checked).toMatch(/^6 calls of the SDK, \d+ arguments, keys, enum values and outputs: all known to the SDK\n$/);
  });

  it("names each misuse of the SDK, so the check above can fail", async () => {
    const program = fs.readFileSync(path.join(example, "__main__.py"), "utf8");
    const broken = path.join(scratch, "broken.py");
    const edits: [string, string][] = [
      ['"update", "assign"', '"update", "approve"'],
      ['"standard_fields"', '"standard_field"'],
      ["cooldown_period_days=14", "cooldown_days=14"],
      ["sp.WebhookApp(", "sp.Webhook("],
      ["settings.settings_id", "settings.setting_id"],
      ['    name="After resolution",\n', ""],
    ];
    fs.writeFileSync(
      broken,
      edits.reduce((text, [from, to]) => {
        expect(text).toContain(from);
        return text.replace(from, to);
      }, program),
    );
    const failed = runCommandOk("python3", [checker, sdkPackage, broken], { cwd: scratch, env: {} });
    await expect(failed).rejects.toThrow(/'approve' is not a RolePermissionAction/);
    await expect(failed).rejects.toThrow(/CsatRule\.all_filters\.ticket: no key 'standard_field'/);
    await expect(failed).rejects.toThrow(/CsatSettings takes no input 'cooldown_days'/);
    await expect(failed).rejects.toThrow(/the SDK has no resource or function Webhook/);
    await expect(failed).rejects.toThrow(/CsatSettings has no output 'setting_id'/);
    await expect(failed).rejects.toThrow(/CsatRule is missing its required input 'name'/);
  });
});
