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

export function meetsTarget(result: ScenarioResult): boolean {
  return result.better === "lower" ? result.measured <= result.target : result.measured >= result.target;
}
