// `npm run bench`: runs every benchmark scenario on this machine, prints a table and writes
// tests/bench/results/latest.json. Each figure is a ratio or a bound measured within one run,
// because a 2-core machine is too noisy for absolute timings to mean much.
//
// `node dist/tests/bench/run.js rate-limited-apply scale` runs only the scenarios named (see
// `groups`) and prints their JSON instead of writing latest.json, which always holds one whole run.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { startPlatform } from "../harness/platform-stack";
import { aloneUnderBudget } from "./alone-under-budget";
import { emulatorThroughput } from "./emulator-throughput";
import { explicitProviderPlugins } from "./explicit-providers";
import { exportAtStandardRateLimit } from "./export-organization";
import { manyStacksOneBudget } from "./many-stacks";
import { nativeAgainstDynamic } from "./native-face";
import { pluginArchiveAgainstPackage } from "./plugin-archive";
import { previewCostAndStateSize } from "./preview-and-state";
import { rateLimitedApply } from "./rate-limited-apply";
import { requestsPerMinimum } from "./request-counts";
import { scale } from "./scale";
import { yamlAgainstDynamic } from "./yaml-program";
import { type BenchReport, meetsTarget, type ScenarioResult } from "./scenario-result";

const repoRoot = path.resolve(__dirname, "../../..");

/** The scenarios by the name the command line selects them with, in the order a whole run takes. */
const groups = [
  "rate-limited-apply",
  "alone-under-budget",
  "requests",
  "preview-and-state",
  "scale",
  "native-face",
  "explicit-providers",
  "yaml",
  "plugin-archive",
  "emulator-throughput",
  "export",
  "many-stacks",
] as const;
type Group = (typeof groups)[number];

async function main(): Promise<void> {
  const named = process.argv.slice(2);
  const unknown = named.filter((name) => !(groups as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown scenario ${unknown.join(", ")}; choose from ${groups.join(", ")}`);
  const selected = (group: Group) => named.length === 0 || named.includes(group);

  /** Runs one scenario, telling stderr when it starts and how long it took: a whole run takes a while. */
  const run = async <T>(step: string, scenario: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    console.error(`bench: ${step}…`);
    const result = await scenario();
    console.error(`bench: ${step} done in ${Math.round((Date.now() - started) / 1000)} s`);
    return result;
  };
  // The programs import the package by name, installed as users get it.
  await run("install-package", async () => require(path.join(repoRoot, "tests", "harness", "install-package.js"))());
  const scenarios: ScenarioResult[] = [];
  // Its own emulator, limited to 60 requests per 10 s.
  if (selected("rate-limited-apply")) scenarios.push(await run("rate-limited-apply", rateLimitedApply));
  // Its own emulator, at the spec's 60 requests per 60 s.
  if (selected("alone-under-budget")) scenarios.push(await run("alone-under-budget", aloneUnderBudget));
  // Its own emulator, limited to 60 requests per 10 s.
  if (selected("requests")) scenarios.push(...(await run("requests", requestsPerMinimum)));
  if (
    selected("preview-and-state") ||
    selected("scale") ||
    selected("native-face") ||
    selected("explicit-providers") ||
    selected("yaml") ||
    selected("plugin-archive")
  ) {
    const platform = await startPlatform({ rateLimit: false });
    try {
      if (selected("preview-and-state")) scenarios.push(...(await run("preview-and-state", () => previewCostAndStateSize(platform))));
      if (selected("scale")) scenarios.push(...(await run("scale", () => scale(platform))));
      if (selected("native-face")) scenarios.push(...(await run("native-face", () => nativeAgainstDynamic(platform))));
      if (selected("explicit-providers")) scenarios.push(...(await run("explicit-providers", () => explicitProviderPlugins(platform))));
      if (selected("yaml")) scenarios.push(...(await run("yaml", () => yamlAgainstDynamic(platform))));
      if (selected("plugin-archive")) scenarios.push(...(await run("plugin-archive", () => pluginArchiveAgainstPackage(platform))));
    } finally {
      await platform.stop();
    }
  }
  if (selected("emulator-throughput")) scenarios.push(await run("emulator-throughput", emulatorThroughput));
  // Its own emulator, limited to 60 requests per 60 s once populated.
  if (selected("export")) scenarios.push(await run("export", exportAtStandardRateLimit));
  // Its own emulator at 60 requests per 60 s, and its own PostgreSQL state backend; minutes by nature.
  if (selected("many-stacks")) scenarios.push(...(await run("many-stacks", manyStacksOneBudget)));

  const machine: BenchReport["machine"] = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    date: new Date().toISOString(),
  };
  const whole: BenchReport = { machine, scenarios };
  const report = `${JSON.stringify(whole, null, 2)}\n`;
  console.table(
    scenarios.map((s) => ({ scenario: s.name, measured: s.measured, target: s.target, unit: s.unit, met: meetsTarget(s) ? "yes" : "NO" })),
  );
  if (named.length > 0) {
    console.log(report);
    return;
  }
  const file = path.join(repoRoot, "tests", "bench", "results", "latest.json");
  fs.writeFileSync(file, report);
  console.log(`written to ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
