// Scenario 1: `up` of a 100-resource stack of every kind against the emulator limited to 60
// requests per 10 s, against its ideal time: the requests the provider sent (the emulator's request
// log) at the allowed rate. In the same run, a control: the same stack with the provider's rate-limit
// handling off (got's default retries, no RateLimiter), to show what that handling is worth.
import * as path from "node:path";
import type { EngineEvent } from "@pulumi/pulumi/automation";
import { requestsByKind } from "../harness/every-kind-stack";
import { createPlatformStack, type Platform, startPlatform } from "../harness/platform-stack";
import type { TestStack } from "../harness/pulumi-stack";
import { type RequestProfile, requestProfile, roundTo } from "./request-profile";
import type { ScenarioResult } from "./scenario-result";
import { mixedProgram } from "./stack-programs";
import { timed } from "./timed";

const resources = 100;
const limit = 60;
const windowSeconds = 10;
const TARGET = 1.1;
/** `up`s of each stack, alternating; the figure is the median round's. */
const rounds = 3;

/** The requests an `up` sent, at exactly the allowed rate. */
const idealSeconds = (run: ApplyRun) => run.requests / (limit / windowSeconds);

interface ApplyRun {
  seconds: number;
  requests: number;
  /** Requests the emulator answered with 429. */
  rateLimited: number;
  failedResources: number;
  createdResources: number;
  /** Error messages of failed resources, counted, with the resource's own names taken out. */
  errors: Record<string, number>;
  /** Lines of the CLI's output that mention a 429. */
  surfaced429s: number;
  /** Where the time went: the CLI before the first request and after the last, and the windows. */
  profile: RequestProfile;
  /** Requests by method and path pattern. */
  requestsByKind: Record<string, number>;
}

export async function rateLimitedApply(): Promise<ScenarioResult> {
  const platform = await startPlatform({ rateLimit: { limit, windowSeconds } });
  const stacks: TestStack[] = [];
  try {
    // The seed's organization has two teams; the CSAT rules and apps spread over four.
    const acme = platform.organizations[0]!;
    const extra = await Promise.all(
      ["Onboarding", "Enterprise success"].map((name) => platform.control.createTeam({ organizationId: acme.id, name })),
    );
    const teamIds = [...acme.teams.map((team) => team.id), ...extra.map((team) => team.id)];
    const program = mixedProgram(teamIds);

    const stack = await createPlatformStack(platform, { program, projectName: "bench-rate-limited" });
    const control = await createPlatformStack(platform, {
      program,
      projectName: "bench-rate-limited-control",
      env: { NODE_OPTIONS: `--require ${path.join(__dirname, "got-defaults-preload.js")}` },
    });
    stacks.push(stack, control);
    // Alternating, so that load on the machine and the rate-limit window's phase at the first
    // request (which decides how much of the first window is left) vary over both alike.
    const handled: ApplyRun[] = [];
    const unhandled: ApplyRun[] = [];
    for (let round = 0; round < rounds; round++) {
      handled.push(await apply(platform, stack));
      await destroyUnlimited(platform, stack, { limit, windowSeconds });
      unhandled.push(await apply(platform, control));
      await destroyUnlimited(platform, control, { limit, windowSeconds });
    }

    const ratios = handled.map((run) => roundTo(2, run.seconds / idealSeconds(run)));
    const median = [...handled].sort((a, b) => a.seconds / idealSeconds(a) - b.seconds / idealSeconds(b))[Math.floor(rounds / 2)]!;
    const sum = (runs: ApplyRun[], figure: (run: ApplyRun) => number) => runs.reduce((total, run) => total + figure(run), 0);
    return {
      name: "rate-limited apply",
      measured: roundTo(2, median.seconds / idealSeconds(median)),
      target: TARGET,
      unit: "ratio to ideal",
      better: "lower",
      details: {
        resources,
        rateLimit: `${limit} per ${windowSeconds} s`,
        rounds,
        ratios,
        requests: handled.map((run) => run.requests),
        idealSeconds: handled.map((run) => roundTo(1, idealSeconds(run))),
        upSeconds: handled.map((run) => roundTo(1, run.seconds)),
        emulator429s: sum(handled, (run) => run.rateLimited),
        failedResources: sum(handled, (run) => run.failedResources),
        createdResources: handled.map((run) => run.createdResources),
        cliLinesWith429: sum(handled, (run) => run.surfaced429s),
        errors: mergeCounts(handled.map((run) => run.errors)),
        profiles: handled.map((run) => run.profile),
        requestsByKind: median.requestsByKind,
        control: {
          seconds: unhandled.map((run) => roundTo(1, run.seconds)),
          requests: unhandled.map((run) => run.requests),
          emulator429s: unhandled.map((run) => run.rateLimited),
          failedResources: unhandled.map((run) => run.failedResources),
          createdResources: unhandled.map((run) => run.createdResources),
          errorSummary: mergeCounts(unhandled.map((run) => run.errors)),
          profiles: unhandled.map((run) => run.profile),
        },
      },
    };
  } finally {
    await Promise.all(stacks.map((stack) => stack.dispose()));
    await platform.stop();
  }
}

/** One `up` from an empty log, timed; a failed `up` is a result too. */
async function apply(platform: Platform, stack: TestStack): Promise<ApplyRun> {
  const failed = new Set<string>();
  const errors: Record<string, number> = {};
  const onEvent = (event: EngineEvent) => {
    if (event.resOpFailedEvent) failed.add(event.resOpFailedEvent.metadata.urn);
    const diagnostic = event.diagnosticEvent;
    if (diagnostic?.severity === "error" && diagnostic.urn !== undefined) {
      const message = summarize(diagnostic.message);
      errors[message] = (errors[message] ?? 0) + 1;
    }
  };
  const outputBefore = stack.output.length;
  await platform.control.clearRequests();
  const startedMs = Date.now();
  const { seconds } = await timed(() => stack.up({ onEvent }).catch((error: unknown) => error));
  const endedMs = Date.now();
  const log = await platform.control.requests();
  const state = await stack.stack.exportStack();
  const created = (state.deployment.resources ?? []).filter((resource: { type: string }) =>
    resource.type.startsWith("pulumi-nodejs:dynamic/"),
  ).length;
  const output = stack.output.slice(outputBefore).join("").split("\n");
  return {
    seconds,
    requests: log.length,
    rateLimited: log.filter((entry) => entry.status === 429).length,
    failedResources: failed.size,
    createdResources: created,
    errors,
    surfaced429s: output.filter((line) => /\b429\b|Too Many Requests/i.test(line)).length,
    profile: requestProfile(log, startedMs, endedMs, windowSeconds),
    requestsByKind: requestsByKind(log),
  };
}

/** Destroys a stack with rate limiting off (its time is not measured), then limits again, every counter afresh. */
export async function destroyUnlimited(
  platform: Platform,
  stack: TestStack,
  rateLimit: { limit: number; windowSeconds: number },
): Promise<void> {
  await platform.control.setRateLimit(false);
  try {
    await stack.destroy();
  } finally {
    await platform.control.setRateLimit(rateLimit.limit, rateLimit.windowSeconds);
  }
}

/** The first line of an error, without the names, ids and numbers that differ between resources. */
function summarize(message: string): string {
  const line = message.split("\n").find((text) => /\S/.test(text) && !/^\s*(error:|Exception)/i.test(text)) ?? message;
  return line
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\b[A-Z0-9]{10,}\b/g, "…")
    .replace(/\b\d+\b/g, (digits) => (/^(4|5)\d\d$/.test(digits) ? digits : "n"))
    .trim()
    .slice(0, 200);
}

function mergeCounts(counts: Record<string, number>[]): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const count of counts) for (const [key, value] of Object.entries(count)) merged[key] = (merged[key] ?? 0) + value;
  return merged;
}
