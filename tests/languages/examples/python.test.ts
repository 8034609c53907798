// examples/python: the Python program on the generated Python SDK. First statically: it byte-compiles
// and uses only what the SDK has (check_python_program.py: resources, functions, inputs, the keys of
// input dicts at any depth, enum values, outputs). Then it runs, as a user runs it: the SDK built into
// a wheel (`npm run sdk:python`), a virtual environment made from the example's requirements.txt,
// the plugin installed from its archive (`npm run plugin`, `pulumi plugin install --file`), and the real CLI with the Python language host of `npm run pulumi:install`, against the emulator:
// up, no change on a second preview, drift undone by up, the webhook app's client secret kept
// secret, `pulumi import` writing Python code that, pasted in, previews with no change; destroy.
import * as fs from "node:fs";
import * as path from "node:path";
import type { ResourceTable } from "../../../emulator";
import { organizationOutputs, sdkDir } from "../../harness/languages";
import { installPluginArchive, pluginArchive } from "../../harness/plugin-archive";
import { dashboardCall, platformPerTest, writesReceived } from "../../harness/platform-stack";
import { runCommandOk, runPulumiOk } from "../../harness/pulumi-cli";
import { makeScratchDir, pulumiBin, repoRoot } from "../../harness/pulumi-stack";

const example = path.join(repoRoot, "examples", "python");
const checker = path.join(__dirname, "check_python_program.py");
const sdkPackage = path.join(sdkDir("python"), "pulumi_support_platform");
/** What a Python program's first `up` takes: the wheel, a virtual environment from PyPI, then the stack. */
const pythonRunTimeout = 15 * 60_000;

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

  describe("run through the CLI against the emulator", () => {
    const current = platformPerTest();
    const environment = makeScratchDir("python-venv");
    const venv = path.join(environment, "venv");
    afterAll(() => fs.rmSync(environment, { recursive: true, force: true }));

    beforeAll(async () => {
      await runCommandOk("npm", ["run", "--silent", "sdk:python"], { cwd: repoRoot, env: {} });
      pluginArchive();
      await runCommandOk("python3", ["-m", "venv", venv], { cwd: environment, env: {} });
      const wheels = path.join(repoRoot, "dist", "python");
      await runCommandOk(
        path.join(venv, "bin", "pip"),
        ["install", "--quiet", "--disable-pip-version-check", "--find-links", wheels, "-r", path.join(example, "requirements.txt")],
        { cwd: environment, env: {} },
      );
    }, pythonRunTimeout);

    it(
      "deploys, restores drift, keeps the secret secret, imports a dashboard role as Python code, and destroys",
      async () => {
        const { platform } = current;
        const { control } = platform;
        const kinds: ResourceTable[] = ["roles", "accountAttributeValues", "csatRules", "apps", "installations"];
        const snapshot = async () =>
          Object.fromEntries(
            await Promise.all(kinds.map(async (kind) => [kind, (await control.listResources(kind)).map((record) => record.id).sort()])),
          );
        const before = await snapshot();
        // The activated virtual environment, as `. venv/bin/activate` leaves it: its python3 first on PATH.
        const activated = { VIRTUAL_ENV: venv, PATH: [path.join(venv, "bin"), pulumiBin, process.env.PATH ?? ""].join(path.delimiter) };
        const stack = await current.stack({ projectDir: example, projectName: "support-platform-python", env: activated });
        await installPluginArchive({ cwd: stack.workDir, env: stack.env });

        const up = await stack.up();
        expect(up.summary.resourceChanges).toEqual({ create: 6 });
        const outputs = up.outputs;
        expect(Object.keys(outputs).sort()).toEqual(organizationOutputs);
        expect(stack.output.join("")).toMatch(/pulumi:pulumi:Stack\s+support-platform-python-dev\s+created/);
        const roleId = outputs.escalationLeadsRoleId!.value as string;
        expect((await control.getResource<{ name: string }>("roles", roleId)).name).toBe("Escalation leads");
        const installation = (await control.listResources<{ appId: string; teamIds: string[] }>("installations")).find(
          (candidate) => candidate.appId === outputs.webhookAppId!.value,
        );
        expect(installation?.teamIds.sort()).toEqual(["TACME00001", "TACME00002"]);
        await stack.preview({ expectNoChanges: true });

        // The client secret: secret in the outputs, encrypted in state, never printed.
        expect(outputs.webhookClientSecret!.secret).toBe(true);
        const clientSecret = outputs.webhookClientSecret!.value as string;
        expect(clientSecret.length).toBeGreaterThan(0);
        const state = await stack.exportText();
        const app = JSON.parse(state).deployment.resources.find(
          (resource: { type: string }) => resource.type === "supportplatform:index:WebhookApp",
        );
        expect(app.outputs.clientSecret).toHaveProperty("ciphertext");
        for (const secret of [platform.admin.apiKey, clientSecret]) {
          expect(state).not.toContain(secret);
          expect(stack.output.join("")).not.toContain(secret);
        }

        // Drift made in the dashboard, undone by up (which refreshes first).
        await control.patchResource("roles", roleId, { description: "Edited in the dashboard" });
        expect((await stack.up({ refresh: true })).summary.resourceChanges).toMatchObject({ update: 1 });
        expect((await control.getResource<{ description: string }>("roles", roleId)).description).toBe(
          "Take over tickets that breach their SLA.",
        );

        // `pulumi import` writes the Python code of a role made in the dashboard; pasted into the
        // program, it previews with no change and no write.
        const made = await dashboardCall<{ data: { id: string } }>(platform, "POST", "/v1/roles", {
          name: "Made in the dashboard",
          description: "Out of band",
          permissions: [{ resource: "tickets", actions: ["view", "comment"] }],
        });
        const codeFile = path.join(stack.workDir, "imported.py");
        await runPulumiOk(
          [
            "import",
            "supportplatform:index:Role",
            "dashboard",
            made.data.id,
            "--protect=false",
            "--yes",
            "--stack",
            "dev",
            "--out",
            codeFile,
          ],
          { cwd: stack.workDir, env: stack.env },
        );
        const code = fs.readFileSync(codeFile, "utf8");
        expect(code).toMatch(/^import pulumi_support_platform as supportplatform$/m);
        expect(code).toMatch(/^dashboard = supportplatform\.Role\("dashboard",$/m);
        expect(code).toContain('name="Made in the dashboard"');
        const program = path.join(stack.workDir, "__main__.py");
        fs.appendFileSync(program, `\n${code}`);
        await control.clearRequests();
        await stack.preview({ expectNoChanges: true });
        expect(await writesReceived(platform)).toEqual([]);

        await stack.destroy();
        const after = await snapshot();
        expect({ ...after, roles: (after.roles as string[]).filter((id) => id !== made.data.id) }).toEqual(before);
      },
      pythonRunTimeout,
    );
  });
});
