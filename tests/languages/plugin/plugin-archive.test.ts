// The plugin archive of `npm run plugin`, as a user of YAML, Go or Python gets the provider: `pulumi
// plugin install resource supportplatform <version> --file <archive>` puts it in the plugin folder,
// `pulumi plugin ls` lists it, and a YAML project with no package.json and no `plugins.providers`
// path deploys the YAML example against the emulator with it: up, no change on a second preview,
// destroy. The plugin it runs is the installed one, not the npm package's.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { installPluginArchive, pluginArchive, pluginVersion as version } from "../../harness/plugin-archive";
import { platformPerTest } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";
import { makeScratchDir, repoRoot } from "../../harness/pulumi-stack";

/** examples/yaml without its `plugins:` section: the project a user writes once the plugin is installed. */
function projectWithoutPluginPath(): string {
  const dir = makeScratchDir("plugin-archive-src");
  const text = fs.readFileSync(path.join(repoRoot, "examples", "yaml", "Pulumi.yaml"), "utf8");
  const withoutPath = text.replace(/^# The plugin ships[\s\S]*?^plugins:\n(?: {2}.*\n)+/m, "");
  expect(withoutPath).not.toContain("plugins:");
  fs.writeFileSync(path.join(dir, "Pulumi.yaml"), withoutPath);
  return dir;
}

describe("the plugin archive (npm run plugin)", () => {
  const current = platformPerTest();
  let archive = "";
  // The plugin folder lies outside the repository, as a user's ~/.pulumi does: from inside it, Node
  // would resolve a module the archive lacks from the repository's node_modules.
  const pulumiHome = fs.mkdtempSync(path.join(os.tmpdir(), "plugin-archive-home-"));
  afterAll(() => fs.rmSync(pulumiHome, { recursive: true, force: true }));
  beforeAll(() => {
    archive = pluginArchive();
  }, 120_000);

  it("installs with `pulumi plugin install --file` and serves a YAML project with no package.json", async () => {
    expect(path.basename(archive)).toBe(`pulumi-resource-supportplatform-v${version}-linux-amd64.tar.gz`);
    const stack = await current.stack({
      projectDir: projectWithoutPluginPath(),
      projectName: "plugin-archive",
      env: { PULUMI_HOME: pulumiHome },
    });
    expect(fs.readdirSync(stack.workDir)).toEqual(["Pulumi.dev.yaml", "Pulumi.yaml"]);
    const cli = { cwd: stack.workDir, env: stack.env };
    // Before the install, nothing provides the plugin (no download either: the tests run offline).
    await expect(stack.preview()).rejects.toThrow(/supportplatform/);
    await installPluginArchive(cli);
    const listed = await runPulumiOk(["plugin", "ls"], cli);
    expect(listed).toMatch(new RegExp(`^supportplatform\\s+resource\\s+${version.replaceAll(".", "\\.")}\\s`, "m"));
    const installed = path.join(pulumiHome, "plugins", `resource-supportplatform-v${version}`);
    expect(fs.existsSync(path.join(installed, "pulumi-resource-supportplatform"))).toBe(true);

    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 6 });
    expect(Object.keys(up.outputs)).toContain("webhookClientSecret");
    await stack.preview({ expectNoChanges: true });
    const state = JSON.parse(await stack.exportText()) as { deployment: { resources: { type: string }[] } };
    expect(state.deployment.resources.filter((resource) => resource.type === "pulumi:providers:supportplatform")).toHaveLength(1);
    await stack.destroy();
  });
});
