// sdk/python, the Python SDK: every module byte-compiles, and the package ships its type
// information (py.typed, the .pyi stubs) and its plugin metadata. It runs, as a wheel, in the
// example's test (tests/languages/examples/python.test.ts).
import * as fs from "node:fs";
import * as path from "node:path";
import { sdkDir } from "../../harness/languages";
import { runCommandOk } from "../../harness/pulumi-cli";
import { makeScratchDir } from "../../harness/pulumi-stack";

const pkg = path.join(sdkDir("python"), "pulumi_support_platform");

describe("sdk/python", () => {
  const scratch = makeScratchDir("python-cache");
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it("byte-compiles, with its type information and plugin metadata", async () => {
    // The compiled files go to the scratch folder, not into sdk/.
    await runCommandOk("python3", ["-m", "compileall", "-q", pkg], { cwd: sdkDir("python"), env: { PYTHONPYCACHEPREFIX: scratch } });
    const compiled = fs.readdirSync(scratch, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".pyc"));
    const sources = fs.readdirSync(pkg, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".py"));
    expect(compiled).toHaveLength(sources.length);
    expect(fs.existsSync(path.join(pkg, "py.typed"))).toBe(true);
    expect(fs.existsSync(path.join(pkg, "config", "__init__.pyi"))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(pkg, "pulumi-plugin.json"), "utf8"))).toMatchObject({
      resource: true,
      name: "supportplatform",
    });
  });

  it("refuses a module with a syntax error, so the check above can fail", async () => {
    const broken = path.join(scratch, "broken.py");
    fs.writeFileSync(broken, "def role(:\n");
    await expect(
      runCommandOk("python3", ["-m", "compileall", "-q", broken], { cwd: scratch, env: { PYTHONPYCACHEPREFIX: scratch } }),
    ).rejects.toThrow(/SyntaxError/);
  });
});
