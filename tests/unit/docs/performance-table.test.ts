// The README's performance table is written by `npm run docs` from the last whole bench run: the
// committed table is what it writes from the committed latest.json.
import * as fs from "node:fs";
import * as path from "node:path";
import { performanceTable, withPerformanceTable } from "../../../scripts/docs/performance-table";
import type { BenchReport } from "../../bench/scenario-result";

const repoRoot = path.resolve(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), "utf8");
const report = (): BenchReport => JSON.parse(read("tests/bench/results/latest.json"));

it("the README's performance table is what npm run docs writes from tests/bench/results/latest.json", () => {
  const readme = read("README.md");
  expect(readme).toBe(withPerformanceTable(readme, report()));
});

it("has a row per scenario of the run, marking the targets missed", () => {
  const sample: BenchReport = {
    machine: { cpus: 2, cpuModel: "AMD EPYC", memoryGb: 24, node: "v24.9.0", date: "2026-11-27T18:00:00.000Z" },
    scenarios: [
      { name: "fast enough", measured: 0.8, target: 1, unit: "ratio", better: "lower", details: {} },
      { name: "too big", measured: 225.2, target: 200, unit: "MB", better: "lower", details: {} },
      { name: "throughput", measured: 21574, target: 2000, unit: "requests/s", better: "higher", details: {} },
    ],
  };
  expect(performanceTable(sample).split("\n")).toEqual([
    "The last whole run: 2026-11-27, 2 cores, Node 24.9.0.",
    "",
    "| scenario | measured | target | unit | met |",
    "| --- | --- | --- | --- | --- |",
    "| fast enough | 0.8 | ≤ 1 | ratio | yes |",
    "| too big | 225.2 | ≤ 200 | MB | **no** |",
    "| throughput | 21574 | ≥ 2000 | requests/s | yes |",
  ]);
  expect(performanceTable(report()).split("\n")).toHaveLength(4 + report().scenarios.length);
});

it("a README without the generated region is refused, naming the markers", () => {
  expect(() => withPerformanceTable("# no table here", report())).toThrow(/performance-table/);
});
