// Alone on the budget, an apply sends at once: a stack of 30 roles and a data source (read by the
// program's own process) at the spec's 60 requests per minute (the emulator's default), right after
// its own `pulumi preview` (another process, whose requests count in the same window), prints no rate-limit line, meets no 429, and its `up` takes
// at most twice as long as the same stack's with the emulator's rate limiting off, both measured in
// this test one after the other so that the machine's load weighs on both alike.
import type { RequestLogEntry } from "../../../emulator/http/request-log";
import { type Platform, platformPerTest } from "../../harness/platform-stack";
import type { TestStack } from "../../harness/pulumi-stack";

const roles = 30;
/** The stack's program; `title` keeps the two stacks' roles apart (a role's name is unique). */
const program = (title: string) => `
import * as sp from "pulumi-support-platform";
// A data source: the program's own process reads the roles in the preview and again in the up,
// beside the provider's process: neither is another client.
export const rolesBefore = sp.getRolesOutput().apply((listed) => listed.length);
for (let index = 0; index < ${roles}; index++) {
  new sp.Role(\`role-\${index}\`, { name: \`${title} \${index}\`, permissions: [{ resource: "tickets", actions: ["view"] }] });
}
`;

interface Apply {
  previewSeconds: number;
  upSeconds: number;
  log: RequestLogEntry[];
  /** From the up's first request to its last answer, as the platform saw them: the CLI's start-up left out. */
  upRequestsSeconds: number;
  /** Lines of the CLI's output that tell of a wait for the rate limit. */
  waitLines: string[];
}

/** `pulumi preview` then `pulumi up` of a new stack, each timed, with the requests the platform got meanwhile. */
async function previewThenUp(platform: Platform, stack: TestStack): Promise<Apply> {
  await platform.control.clearRequests();
  const previewStarted = Date.now();
  await stack.preview();
  const upStarted = Date.now();
  await stack.up();
  const ended = Date.now();
  const log = await platform.control.requests();
  const upLog = log.filter((entry) => Date.parse(entry.time) >= upStarted);
  const answeredAt = (entry: RequestLogEntry) => Date.parse(entry.time) + entry.durationMs;
  return {
    previewSeconds: (upStarted - previewStarted) / 1000,
    upSeconds: (ended - upStarted) / 1000,
    log,
    upRequestsSeconds: Math.round(Math.max(...upLog.map(answeredAt)) - Date.parse(upLog[0]!.time)) / 1000,
    waitLines: stack.output
      .join("")
      .split("\n")
      .filter((line) => /rate limit:|rate-limited/.test(line)),
  };
}

describe("alone on the budget", () => {
  const current = platformPerTest({ rateLimit: { limit: 60, windowSeconds: 60 } });

  it(`an up of ${roles} roles after its preview, at 60 requests a minute, sends at once: no wait line, no 429, within 2× of no rate limit`, async () => {
    const { platform } = current;
    const limitedStack = await current.stack({ program: program("Limited"), projectName: "alone-limited" });
    const unlimitedStack = await current.stack({ program: program("Unlimited"), projectName: "alone-unlimited" });

    const limited = await previewThenUp(platform, limitedStack);
    await platform.control.setRateLimit(false);
    const unlimited = await previewThenUp(platform, unlimitedStack);

    // What the closing note reports: the timings, and the budget the server announced over time.
    const remaining = limited.log.map(
      (entry) => `${entry.time.slice(11, 23)} ${entry.status} ${entry.response.headers["x-ratelimit-remaining"] ?? "-"}`,
    );
    console.log(
      [
        `limited: preview ${limited.previewSeconds} s, up ${limited.upSeconds} s (its requests ${limited.upRequestsSeconds} s), ${limited.log.length} requests`,
        `unlimited: preview ${unlimited.previewSeconds} s, up ${unlimited.upSeconds} s (its requests ${unlimited.upRequestsSeconds} s)`,
        `time status remaining:\n${remaining.join("\n")}`,
      ].join("\n"),
    );

    expect(limited.waitLines).toEqual([]);
    expect(limited.log.filter((entry) => entry.status === 429)).toEqual([]);
    expect(limited.log.filter((entry) => entry.method === "POST")).toHaveLength(roles);
    // The preview's read and the up's, in the program's process.
    expect(limited.log.filter((entry) => entry.method === "GET").length).toBeGreaterThanOrEqual(2);
    // Within 2×: the whole up, or, when the machine's load slows one CLI's start more than the
    // other's, the up's requests as the platform saw them (the limiter's part) with a second for
    // scheduling (paced as before, they took over 20 s against under one).
    expect(limited.upSeconds <= 2 * unlimited.upSeconds || limited.upRequestsSeconds <= 2 * unlimited.upRequestsSeconds + 1).toBe(true);
  });
});
