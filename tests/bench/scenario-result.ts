// One line of the benchmark report, as `npm run bench` writes it to results/latest.json.
export interface ScenarioResult {
  name: string;
  measured: number;
  target: number;
  unit: string;
  better: "lower" | "higher";
  /** The raw figures behind `measured`: the control or the ideal, counts, times. */
  details: Record<string, unknown>;
}

/** A whole run as results/latest.json holds it: the machine it ran on, and every scenario's result. */
export interface BenchReport {
  machine: { cpus: number; cpuModel: string | undefined; memoryGb: number; node: string; date: string };
  scenarios: ScenarioResult[];
}

export function meetsTarget(result: ScenarioResult): boolean {
  return result.better === "lower" ? result.measured <= result.target : result.measured >= result.target;
}

/** The middle value (the upper middle of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Rounded to two decimals, as the report prints ratios. */
export const round2 = (value: number) => Math.round(value * 100) / 100;
