// The plugin archive of `npm run plugin`, as a user of YAML, Go or Python gets the provider: `pulumi
// plugin install resource supportplatform <version> --file <archive>` puts it in the plugin folder,
// `pulumi plugin ls` lists it, and a YAML project with no package.json and no `plugins.providers`
// path deploys the YAML example against the emulator with it: up, no change on a second preview,
// destroy. The plugin it runs is the installed one, not the npm package's. And the SDKs ask for
// exactly this archive: a program of the native SDK on a machine with no plugin installed makes the
// engine download it from schema.json's pluginDownloadURL (pointed at a local server with Pulumi's
// PULUMI_PLUGIN_DOWNLOAD_URL_OVERRIDES, since the tests run offline).
import * as fs from "node:fs";
import * as http from "node:http";
import * as os from "node:os";
import * as path from "node:path";
import { pluginRequest } from "../../harness/default-provider";
import { closeServer, listenOnLoopback } from "../../harness/loopback-server";
import { installPluginArchive, pluginArchive, pluginVersion as version } from "../../harness/plugin-archive";
import { platformPerTest } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";
import { makeScratchDir, repoRoot } from "../../harness/pulumi-stack";

/** examples/yaml as it is: a project that names no plugin path, for the installed plugin. */
function yamlExample(): string {
  const dir = path.join(repoRoot, "examples", "yaml");
  expect(fs.readFileSync(path.join(dir, "Pulumi.yaml"), "utf8")).not.toMatch(/^plugins:/m);
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
      projectDir: yamlExample(),
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

  it("is what the engine downloads from schema.json's pluginDownloadURL, at the SDK's version, for a program of the SDK", async () => {
    // Release assets as GitHub would serve them; every request recorded.
    const requested: string[] = [];
    const server = http.createServer((request, response) => {
      requested.push(`${request.method} ${request.url}`);
      if (request.url !== `/releases/${path.basename(archive)}`) return void response.writeHead(404).end();
      response.writeHead(200, { "content-type": "application/gzip", "content-length": fs.statSync(archive).size });
      fs.createReadStream(archive).pipe(response);
    });
    const origin = await listenOnLoopback(server);
    const home = fs.mkdtempSync(path.join(os.tmpdir(), "plugin-download-home-"));
    try {
      const dir = makeScratchDir("plugin-download-src");
      // A TypeScript project of the native SDK (from the checkout's node_modules, as the e2e programs
      // import it) that names no plugin path: the SDK's request decides which plugin runs.
      fs.writeFileSync(
        path.join(dir, "Pulumi.yaml"),
        "name: plugin-download\nruntime:\n  name: nodejs\n  options:\n    typescript: true\nmain: index.ts\n",
      );
      fs.writeFileSync(
        path.join(dir, "index.ts"),
        'import * as sp from "pulumi-support-platform/native";\nexport const roleId = new sp.Role("leads", { name: "Escalation leads", permissions: [{ resource: "tickets", actions: ["view"] }] }).id;\n',
      );
      const escaped = pluginRequest.pluginDownloadURL.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const stack = await current.stack({
        projectDir: dir,
        projectName: "plugin-download",
        env: {
          PULUMI_HOME: home,
          PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "false",
          PULUMI_PLUGIN_DOWNLOAD_URL_OVERRIDES: `^${escaped}$=${origin}/releases`,
        },
      });
      const up = await stack.up();
      expect(up.summary.resourceChanges).toEqual({ create: 2 });
      expect(requested).toEqual([`GET /releases/pulumi-resource-supportplatform-v${version}-linux-amd64.tar.gz`]);
      const listed = await runPulumiOk(["plugin", "ls"], { cwd: stack.workDir, env: stack.env });
      expect(listed).toMatch(new RegExp(`^supportplatform\\s+resource\\s+${version.replaceAll(".", "\\.")}\\s`, "m"));
      await stack.destroy();
    } finally {
      await closeServer(server);
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
