// Whatever an organization holds stays data in its export, end to end: a team whose name ends a
// TypeScript comment and runs a statement, a role whose conditions hold Pulumi YAML's
// `fn::readFile` of a local file, and an app installation's signing secret, made through the
// platform's own API, are exported in both languages by the installed command, and `pulumi
// preview --diff` of each exported project (the real CLI) runs no statement, reads no file and
// shows no secret; the secret is the stack's secret config, in no file of the project.
import * as fs from "node:fs";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { runExport } from "../../harness/export-command";
import { linkNodeModules } from "../../harness/native-project";
import { platformPerTest } from "../../harness/platform-stack";
import { makeScratchDir, offlineEnv } from "../../harness/pulumi-stack";
import { installWebhookApp, send } from "../../harness/seed-organization";

describe("export of hostile data", () => {
  const current = platformPerTest();

  it("writes data, never code: previews of both languages run no statement, read no file and show no secret", async () => {
    const { platform } = current;
    const scratch = makeScratchDir("export-hostile");
    const marker = path.join(scratch, "marker");
    const localFile = path.join(scratch, "local.txt");
    const localContents = `local-contents-${Math.random().toString(36).slice(2, 14)}`;
    fs.writeFileSync(localFile, localContents);
    const signingSecret = `whsec_${Math.random().toString(36).slice(2, 14)}`;

    // Ends a `//` comment in TypeScript and a `#` one in YAML (where the role's name is, as the role is left out).
    const statement = `Ops\u2028require("fs").writeFileSync(${JSON.stringify(marker)},"x")//`;
    await send(platform, "base", "POST", "/v1/teams", { name: statement });
    await send(platform, "base", "POST", "/v1/roles", {
      name: statement,
      permissions: [{ resource: "tickets", actions: ["view"], conditions: { team: { "fn::readFile": localFile } } }],
    });
    await installWebhookApp(platform, {
      name: "Signed",
      slug: "signed",
      eventsUrl: "https://signed.example.test/hook",
      requiredSettings: [{ signing_secret: signingSecret }],
    });

    // One backend for both projects' stacks, where the export stores their secret config.
    const pulumiEnv = offlineEnv(scratch);
    fs.mkdirSync(fileURLToPath(pulumiEnv.PULUMI_BACKEND_URL!), { recursive: true });
    fs.mkdirSync(pulumiEnv.PULUMI_HOME!, { recursive: true });
    const stackEnv = { PULUMI_BACKEND_URL: pulumiEnv.PULUMI_BACKEND_URL!, PULUMI_HOME: pulumiEnv.PULUMI_HOME! };
    const secretKey = "signed-app-configuration-required-settings-0-signing-secret";
    const outputs: string[] = [];
    for (const [language, program] of [
      ["typescript", "index.ts"],
      ["yaml", "Pulumi.yaml"],
    ] as const) {
      const out = path.join(scratch, language);
      const projectName = `hostile-${language}`;
      const exported = await runExport(
        platform,
        ["export", "--language", language, "--out", out, "--project-name", projectName],
        pulumiEnv,
      );
      expect(exported.stderr).not.toContain("error");
      expect(exported.code).toBe(0);
      expect(exported.stdout).toContain(`Moved 1 credential-like value into the secret config of stack dev:\n  ${secretKey} (`);
      const text = fs.readFileSync(path.join(out, program), "utf8");
      expect(text).toContain("Ops\\u2028require");
      expect(text).not.toContain("\u2028");
      if (language === "yaml") {
        // Pulumi YAML would read the role's condition as a call: the role is left out, saying why.
        expect(exported.stdout).toMatch(
          /Role "Ops\\u2028require\(.*\)\/\/" \(\w+\): permissions\[0\]\.conditions\.team holds the key "fn::readFile", which Pulumi YAML reads as a built-in function/,
        );
        // Only its comment names the key.
        expect(text).not.toMatch(/^[^#]*fn::/im);
      } else expect(text).toContain('conditions: { team: { "fn::readFile": ');
      for (const file of fs.readdirSync(out)) expect(fs.readFileSync(path.join(out, file), "utf8")).not.toContain(signingSecret);

      const stack = await current.stack({ projectDir: out, projectName, env: stackEnv });
      expect(await stack.stack.getConfig(secretKey)).toEqual({ value: signingSecret, secret: true });
      linkNodeModules(stack.workDir);
      const preview = await stack.preview({ diff: true });
      outputs.push(preview.stdout, preview.stderr);
      // Every object of the organization was previewed.
      expect(Object.values(preview.changeSummary).reduce((sum, count) => sum + (count ?? 0), 0)).toBeGreaterThan(20);
      expect(fs.existsSync(marker)).toBe(false);
    }
    for (const output of outputs) {
      expect(output).not.toContain(localContents);
      expect(output).not.toContain(signingSecret);
    }
    // Nor does any state or config hold them in clear.
    const backend = fileURLToPath(pulumiEnv.PULUMI_BACKEND_URL!);
    for (const file of fs.readdirSync(backend, { recursive: true, encoding: "utf8" }).map((name) => path.join(backend, name)))
      if (fs.statSync(file).isFile()) expect(fs.readFileSync(file, "utf8")).not.toMatch(new RegExp(`${localContents}|${signingSecret}`));
    fs.rmSync(scratch, { recursive: true, force: true });
  });
});
