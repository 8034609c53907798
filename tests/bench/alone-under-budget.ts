// Alone under budget: `up` of 30 roles, after its own preview, against the emulator at the spec's
// 60 requests a minute (fewer than the window holds, so nothing should wait), ÷ the same `up` with
// rate limiting off, alternating so that load falls on both alike; each limited round starts from a
// fresh window (setting the limit again starts every counter afresh). The figure is the median
// round's ratio; the details hold the wait lines and 429s the limited runs met (none, when right).
import type { Platform } from "../harness/platform-stack";
import { createPlatformStack, startPlatform } from "../harness/platform-stack";
import type { TestStack } from "../harness/pulumi-stack";
import { destroyUnlimited } from "./rate-limited-apply";
import { median, round2, type ScenarioResult } from "./scenario-result";
import { rolesProgram } from "./stack-programs";
import { timed } from "./timed";

const roles = 30;
const rateLimit = { limit: 60, windowSeconds: 60 };
const TARGET = 1.3;
const rounds = 3;

interface Up {
  seconds: number;
  requests: number;
  rateLimited: number;
  /** Lines of the CLI's output that tell of a wait for the rate limit. */
  waitLines: number;
}

export async function aloneUnderBudget(): Promise<ScenarioResult> {
  const platform = await startPlatform({ rateLimit });
  const stacks: TestStack[] = [];
  try {
    const limitedStack = await createPlatformStack(platform, { program: rolesProgram(roles, "alone"), projectName: "bench-alone" });
    const unlimitedStack = await createPlatformStack(platform, {
      program: rolesProgram(roles, "alone-control"),
      projectName: "bench-alone-control",
    });
    stacks.push(limitedStack, unlimitedStack);
    const limited: Up[] = [];
    const unlimited: Up[] = [];
    for (let round = 0; round < rounds; round++) {
      limited.push(await previewThenUp(platform, limitedStack));
      await destroyUnlimited(platform, limitedStack, rateLimit);
      await platform.control.setRateLimit(false);
      unlimited.push(await previewThenUp(platform, unlimitedStack));
      await destroyUnlimited(platform, unlimitedStack, rateLimit);
    }
    const ratios = limited.map((run, index) => round2(run.seconds / unlimited[index]!.seconds));
    const sum = (runs: Up[], figure: (run: Up) => number) => runs.reduce((total, run) => total + figure(run), 0);
    return {
      name: "alone under budget: up of 30 roles at 60/min ÷ the same with rate limiting off",
      measured: median(ratios),
      target: TARGET,
      unit: "ratio",
      better: "lower",
      details: {
        roles,
        rateLimit: `${rateLimit.limit} per ${rateLimit.windowSeconds} s`,
        rounds,
        ratios,
        limitedSeconds: limited.map((run) => round2(run.seconds)),
        unlimitedSeconds: unlimited.map((run) => round2(run.seconds)),
        requests: limited.map((run) => run.requests),
        emulator429s: sum(limited, (run) => run.rateLimited),
        waitLines: sum(limited, (run) => run.waitLines),
      },
    };
  } finally {
    await Promise.all(stacks.map((stack) => stack.dispose()));
    await platform.stop();
  }
}

/** A preview (not measured), then the `up`, timed, with the requests the platform got in both. */
async function previewThenUp(platform: Platform, stack: TestStack): Promise<Up> {
  await platform.control.clearRequests();
  const outputBefore = stack.output.length;
  await stack.preview();
  const { seconds } = await timed(() => stack.up());
  const log = await platform.control.requests();
  const output = stack.output.slice(outputBefore).join("").split("\n");
  return {
    seconds,
    requests: log.length,
    rateLimited: log.filter((entry) => entry.status === 429).length,
    waitLines: output.filter((line) => /rate limit:|rate-limited/.test(line)).length,
  };
}
