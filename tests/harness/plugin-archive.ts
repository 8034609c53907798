// The plugin as a YAML, Go or Python user installs it: the archive of `npm run plugin`
// (scripts/pack-plugin.ts), packed once per test file, installed with `pulumi plugin install
// resource supportplatform <version> --file <archive>` into a stack's PULUMI_HOME.
import * as fs from "node:fs";
import * as path from "node:path";
import { packPlugin } from "../../scripts/pack-plugin";
import { runPulumiOk } from "./pulumi-cli";
import { repoRoot } from "./pulumi-stack";

export const pluginVersion = (JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string }).version;

let archive: string | undefined;

/** The archive of this checkout's build, packed on the first call (`npm run build` first). */
export function pluginArchive(): string {
  archive ??= packPlugin();
  return archive;
}

/** Installs the archive for the CLI calls of `cli` (its PULUMI_HOME), as `pulumi plugin install --file` does for a user. */
export function installPluginArchive(cli: { cwd: string; env: Record<string, string> }): Promise<string> {
  return runPulumiOk(["plugin", "install", "resource", "supportplatform", pluginVersion, "--file", pluginArchive()], cli);
}
