// `npm run bench`: runs every benchmark scenario on this machine, prints a table and writes
// tests/bench/results/latest.json. Each figure is a ratio or a bound measured within one run,
// because a 2-core machine is too noisy for absolute timings to mean much.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { startPlatform } from "../harness/platform-stack";
import { emulatorThroughput } from "./emulator-throughput";
import { previewCostAndStateSize } from "./preview-and-state";
import { scale } from "./scale";
import { meetsTarget, type ScenarioResult } from "./scenario-result";

const repoRoot = path.resolve(__dirname, "../../..");

async function main(): Promise<void> {
  // The programs import the package by name, installed as users get it.
  require(path.join(repoRoot, "tests", "harness", "install-package.js"))();
  const scenarios: ScenarioResult[] = [];
  const platform = await startPlatform({ rateLimit: false });
  try {
    scenarios.push(...(await previewCostAndStateSize(platform)));
    scenarios.push(...(await scale(platform)));
  } finally {
    await platform.stop();
  }
  scenarios.push(await emulatorThroughput());

  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, date: new Date().toISOString() };
  const file = path.join(repoRoot, "tests", "bench", "results", "latest.json");
  fs.writeFileSync(file, `${JSON.stringify({ machine, scenarios }, null, 2)}\n`);
  console.table(scenarios.map((s) => ({ scenario: s.name, measured: s.measured, target: s.target, unit: s.unit, met: meetsTarget(s) ? "yes" : "NO" })));
  console.log(`written to ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
