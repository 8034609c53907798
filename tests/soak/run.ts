// `npm run soak`: five runs of a 100-resource stack under the issue's fault mix (see soak-run.ts),
// each against a fresh emulator; prints one line per run and every problem found. Exits non-zero
// when any run had a problem. `--runs n` and `--resources n` change the size.
import * as path from "node:path";
import { parseArgs } from "node:util";
import { issueFaultMix } from "./fault-mix";
import { type SoakReport, soakRun } from "./soak-run";

const repoRoot = path.resolve(__dirname, "../../..");

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, resources: { type: "string", default: "100" } } });
  const runs = Number(values.runs);
  const resources = Number(values.resources);
  // The programs import the package by name, installed as users get it.
  require(path.join(repoRoot, "tests", "harness", "install-package.js"))();
  const { status503, status500, reset, commitThenDrop, latencyMs } = issueFaultMix;
  console.log(
    `soak: ${runs} runs of ${resources} resources; on every endpoint ${status503 * 100}% 503, ${status500 * 100}% 500, ` +
      `${reset * 100}% resets, ${commitThenDrop * 100}% commit-then-drop, ${latencyMs[0]}-${latencyMs[1]} ms latency`,
  );
  const reports: SoakReport[] = [];
  for (let run = 1; run <= runs; run++) {
    const report = await soakRun({ resources, run });
    reports.push(report);
    console.log(`run ${run}: ${report.problems.length === 0 ? "passed" : "FAILED"} in ${report.seconds.toFixed(0)} s`);
    for (const problem of report.problems) console.log(`  ${problem}`);
  }
  console.log(`\n${reportTable(reports)}`);
  if (reports.some((report) => report.problems.length > 0)) process.exitCode = 1;
}

/** The per-run figures as a Markdown table, ready for docs/reliability.md. */
function reportTable(reports: SoakReport[]): string {
  const rows = reports.map(({ run, seconds, requests, faults, duplicates, problems }) =>
    [
      run,
      seconds.toFixed(0),
      requests,
      faults.status503,
      faults.status500,
      faults.reset,
      faults.commitThenDrop,
      duplicates,
      problems.length === 0 ? "passed" : "FAILED",
    ].join(" | "),
  );
  return [
    "| run | seconds | requests | 503 | 500 | resets | commit-then-drop | duplicates | result |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map((row) => `| ${row} |`),
  ].join("\n");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
