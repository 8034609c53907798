// A Pulumi project of the native face: its Pulumi.yaml points at the plugin of the package as the
// e2e globalSetup (or the bench) installed it into the checkout's node_modules.
import * as fs from "node:fs";
import * as path from "node:path";
import { type CliOptions, runPulumiOk } from "./pulumi-cli";
import { makeScratchDir, repoRoot } from "./pulumi-stack";

export const pluginFolder = path.join(repoRoot, "node_modules", "pulumi-support-platform", "bin");

/** A project folder named `name` with `program` as its index.ts, for `createTestStack({projectDir})`. */
export function nativeProject(name: string, program: string): string {
  const dir = makeScratchDir(`${name}-src`);
  fs.writeFileSync(
    path.join(dir, "Pulumi.yaml"),
    `name: ${name}\nruntime:\n  name: nodejs\n  options:\n    typescript: true\nmain: index.ts\nplugins:\n  providers:\n    - name: supportplatform\n      path: ${pluginFolder}\n`,
  );
  fs.writeFileSync(path.join(dir, "index.ts"), program);
  return dir;
}

/** A `runtime: yaml` project folder named `name` whose program is `program` (its `resources:` and the rest). */
export function yamlProject(name: string, program: string): string {
  const dir = makeScratchDir(`${name}-src`);
  fs.writeFileSync(
    path.join(dir, "Pulumi.yaml"),
    `name: ${name}\nruntime: yaml\nplugins:\n  providers:\n    - name: supportplatform\n      path: ${pluginFolder}\n${program}`,
  );
  return dir;
}

/**
 * Gives a copied project the checkout's node_modules as its own, as `npm install
 * pulumi-support-platform` in the project would: for projects whose Pulumi.yaml names the plugin by
 * its path under ./node_modules (the YAML and Go examples, the export's native project).
 */
export function linkNodeModules(projectDir: string): void {
  fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(projectDir, "node_modules"));
}

/** Writes `resources` as the project's import.json and runs `pulumi import` of them, unprotected and without code, as a user would. */
export async function importByIds(
  stack: { workDir: string; env: CliOptions["env"] },
  resources: readonly { type: string; name: string; id: string }[],
): Promise<void> {
  fs.writeFileSync(path.join(stack.workDir, "import.json"), JSON.stringify({ resources }));
  await runPulumiOk(["import", "--file", "import.json", "--protect=false", "--generate-code=false", "--yes", "--stack", "dev"], {
    cwd: stack.workDir,
    env: stack.env,
  });
}
