// The plugin archive (`npm run plugin`, installed with `pulumi plugin install --file`) beside the npm
// package's plugin (`plugins.providers` naming ./node_modules/pulumi-support-platform/bin), in one
// run on one emulator: the same YAML program of one role in two stacks, each with one of them. The
// archive's size, compressed and installed; and, for every plugin process of a no-change preview
// (previews alternating between the two so that load falls on both alike), the time from its start to
// listening on its port and its resident memory once idle (PluginStartWatch), as ratios archive ÷
// package. Both run the same code in the same Node, so the ratios are held against 1 with room for
// noise; the size against what docs/languages.md states.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { yamlProject } from "../harness/native-project";
import { installPluginArchive, pluginArchive } from "../harness/plugin-archive";
import { createPlatformStack, type Platform } from "../harness/platform-stack";
import { makeScratchDir, repoRoot, type TestStack } from "../harness/pulumi-stack";
import { packTarball } from "../../scripts/install-package";
import { type PluginProcessFigures, PluginStartWatch } from "./plugin-starts";
import { median, round2, type ScenarioResult } from "./scenario-result";
import { rolesYaml } from "./stack-programs";

const previews = 5;

/** Bytes of every file under `folder`. */
function folderBytes(folder: string): number {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

const mb = (bytes: number) => round2(bytes / 1e6);

/** The figures of every plugin process of one no-change preview. */
async function previewProcesses(stack: TestStack): Promise<PluginProcessFigures[]> {
  const watch = new PluginStartWatch();
  let processes: PluginProcessFigures[];
  try {
    await stack.preview({ expectNoChanges: true });
  } finally {
    processes = watch.stop();
  }
  if (processes.length === 0 || processes.some((process) => process.servingMs === undefined))
    throw new Error(`a preview's plugin processes did not all start serving while watched: ${JSON.stringify(processes)}`);
  return processes;
}

/** One figure's medians as the ratio archive ÷ package, held against `target`. */
function ratioOfArchive(figure: string, archive: number, npmPackage: number, target: number): ScenarioResult {
  return {
    name: `plugin archive ÷ npm package's plugin, no-change preview: ${figure}, medians`,
    measured: round2(archive / npmPackage),
    target,
    unit: "ratio",
    better: "lower",
    details: { archive, package: npmPackage },
  };
}

export async function pluginArchiveAgainstPackage(platform: Platform): Promise<ScenarioResult[]> {
  const archive = pluginArchive();
  // The plugin folder lies outside the repository, as a user's ~/.pulumi does, so that the archive's
  // plugin loads only what the archive holds.
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "bench-plugin-archive-home-"));
  const archiveDir = makeScratchDir("bench-plugin-archive-src");
  fs.writeFileSync(path.join(archiveDir, "Pulumi.yaml"), `name: bench-plugin-archive\nruntime: yaml\n${rolesYaml(1, "archive")}`);
  const packageDir = yamlProject("bench-plugin-package", rolesYaml(1, "package"));
  const stacks: TestStack[] = [];
  try {
    const installed = await createPlatformStack(platform, {
      projectDir: archiveDir,
      projectName: "bench-plugin-archive",
      env: { PULUMI_HOME: home },
    });
    stacks.push(installed);
    const packaged = await createPlatformStack(platform, { projectDir: packageDir, projectName: "bench-plugin-package" });
    stacks.push(packaged);
    await installPluginArchive({ cwd: installed.workDir, env: installed.env });
    for (const stack of stacks) await stack.up();

    const seen = { archive: [] as PluginProcessFigures[], package: [] as PluginProcessFigures[] };
    for (let i = 0; i < previews; i++) {
      seen.archive.push(...(await previewProcesses(installed)));
      seen.package.push(...(await previewProcesses(packaged)));
    }
    const figures = (processes: PluginProcessFigures[]) => ({
      processes: processes.length,
      servingMs: median(processes.map((process) => process.servingMs!)),
      idleRssMb: median(processes.map((process) => process.idleRssMb)),
      eachServingMs: processes.map((process) => process.servingMs!),
      eachIdleRssMb: processes.map((process) => process.idleRssMb),
    });
    const ofArchive = figures(seen.archive);
    const ofPackage = figures(seen.package);
    const sizes = {
      archiveMb: mb(fs.statSync(archive).size),
      installedMb: mb(folderBytes(path.join(home, "plugins"))),
      // The npm package as `npm pack` makes it; its dependencies come on top, from the registry.
      packageTarballMb: mb(packTarball(repoRoot).length),
    };
    const details = { previews, sizes, archive: ofArchive, package: ofPackage };
    for (const stack of stacks) await stack.destroy();
    return [
      {
        name: "plugin archive: download size",
        measured: sizes.archiveMb,
        target: 5,
        unit: "MB",
        better: "lower",
        details,
      },
      ratioOfArchive("start to serving", ofArchive.servingMs, ofPackage.servingMs, 1.2),
      ratioOfArchive("idle memory (VmRSS)", ofArchive.idleRssMb, ofPackage.idleRssMb, 1.1),
    ];
  } finally {
    await Promise.all(stacks.map((stack) => stack.dispose()));
    for (const dir of [home, archiveDir, packageDir]) fs.rmSync(dir, { recursive: true, force: true });
  }
}
