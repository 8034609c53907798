// Six processes with a RateLimiter each, as six `pulumi up`s of team stacks are, writing 40 objects
// apiece against one organization's 60 requests a minute (see shared-budget-simulation.ts): where
// in the window they start, and how far apart, varies; the outcome must not.
import { simulateSharedBudget } from "./shared-budget-simulation";

const run = { processes: 6, objectsPerProcess: 40, limit: 60, windowMs: 60_000, latencyMs: 5 };
const cases = [0, 0.5, 0.95].flatMap((phase) =>
  [0, 1_000].flatMap((staggerMs) => [10, 50].map((declareGapMs) => ({ phase, staggerMs, declareGapMs }))),
);

describe("RateLimiter: six processes sharing one organization's budget", () => {
  it.each(cases)(
    "starting at $phase of a window, $staggerMs ms apart, declaring an object every $declareGapMs ms: each object written once, ≤ 5% answered 429, ≤ 1.15× the ideal time",
    async (timing) => {
      const outcome = await simulateSharedBudget({ ...run, ...timing });
      expect(outcome.writes).toBe(run.processes * run.objectsPerProcess);
      expect(outcome.requests - outcome.rateLimited).toBe(outcome.writes);
      expect(outcome.rateLimited / outcome.requests).toBeLessThanOrEqual(0.05);
      expect(outcome.elapsedMs / outcome.idealMs).toBeLessThanOrEqual(1.15);
    },
  );
});
