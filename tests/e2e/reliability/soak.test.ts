// `npm run soak`, shortened to one run of 20 resources: under the fault mix on every
// endpoint, up, a no-change preview, a clean refresh and destroy all pass, with no duplicate.
import { soakRun } from "../../soak/soak-run";

describe("soak under faults (short)", () => {
  it("takes 20 resources through up, preview, refresh and destroy with no failure and no duplicate", async () => {
    const report = await soakRun({ resources: 20, run: 1 });
    expect(report.problems).toEqual([]);
    expect(report.duplicates).toBe(0);
    // The mix really hit: errors were answered and connections dropped.
    expect(report.faults.status503 + report.faults.status500).toBeGreaterThan(0);
    expect(report.faults.reset + report.faults.commitThenDrop).toBeGreaterThan(0);
  });
});
