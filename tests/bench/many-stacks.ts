// Scenario "many stacks, one budget": six team stacks of 40 objects each (30 roles, 10 attribute
// values), in one PostgreSQL state backend (`npm run backend:postgres`'s), applied at once by six
// separate `pulumi up --refresh` processes, as separate pipelines would, against one organization
// at the spec's 60 requests a minute. Their 240 writes span four windows of the organization's
// budget, which all six spend. Two figures: the share of requests answered 429 (target ≤ 0.05: a
// real platform may count them against the budget) and the run's time against the time its
// requests need at 60 a minute (target ≤ 1.15). The details say whether every apply succeeded, no
// 429 reached the user, and each object was written once.
import type { EngineEvent } from "@pulumi/pulumi/automation";
import { startPostgresBackend } from "../../scripts/backend-postgres";
import { createPlatformStack, startPlatform } from "../harness/platform-stack";
import type { TestStack } from "../harness/pulumi-stack";
import { requestProfile, roundTo } from "./request-profile";
import type { ScenarioResult } from "./scenario-result";
import { timed } from "./timed";

const limit = 60;
const windowSeconds = 60;
const teams = ["billing", "onboarding", "enterprise", "payments", "partners", "self-serve"];
const rolesPerTeam = 30;
const valuesPerTeam = 10;
const attributes = ["account_status", "account_classification", "contact_type", "activity_type", "task_type"];

const program = (team: string) => `
import * as sp from "pulumi-support-platform";
for (let i = 0; i < ${rolesPerTeam}; i++) {
  new sp.Role("role-" + i, { name: "${team} " + i, permissions: [{ resource: "tickets", actions: ["view"] }] });
}
const attributes = ${JSON.stringify(attributes)};
for (let i = 0; i < ${valuesPerTeam}; i++) {
  new sp.AccountAttributeValue("value-" + i, { attribute: attributes[i % attributes.length], value: "${team} " + i });
}`;

export async function manyStacksOneBudget(): Promise<ScenarioResult[]> {
  const backend = await startPostgresBackend();
  const platform = await startPlatform({ rateLimit: { limit, windowSeconds } });
  const stacks: TestStack[] = [];
  try {
    for (const team of teams) {
      stacks.push(
        await createPlatformStack(platform, {
          program: program(team),
          projectName: `team-${team}`,
          env: { PULUMI_BACKEND_URL: backend.loginUrl },
        }),
      );
    }
    const objects = teams.length * (rolesPerTeam + valuesPerTeam);
    const surfaced: string[] = [];
    const onEvent = (event: EngineEvent) => {
      const diagnostic = event.diagnosticEvent;
      if (diagnostic !== undefined && /^(error|warning)/.test(diagnostic.severity)) surfaced.push(diagnostic.message);
    };
    await platform.control.clearRequests();

    const startedMs = Date.now();
    const { result: ups, seconds } = await timed(() =>
      Promise.all(
        stacks.map((stack) =>
          stack.up({ refresh: true, onEvent }).then(
            (up) => up.summary.result,
            (error: unknown) => `failed: ${String(error).split("\n")[0]}`,
          ),
        ),
      ),
    );

    const requests = await platform.control.requests();
    const writes = requests.filter((request) => request.method !== "GET" && request.status !== 429);
    const rateLimited = requests.filter((request) => request.status === 429).length;
    const idealSeconds = (requests.length / limit) * windowSeconds;
    const cliLinesWith429 = stacks
      .flatMap((stack) => stack.output.join("").split("\n"))
      .filter((line) => /\b429\b|Too Many Requests/i.test(line));
    const details = {
      stacks: teams.length,
      objectsDeclared: objects,
      rateLimit: `${limit} per ${windowSeconds} s, one organization`,
      allSucceeded: ups.every((result) => result === "succeeded"),
      results: ups,
      writes: writes.length,
      writesByKind: countBy(writes.map((write) => `${write.method} ${write.path.replace(/\/[^/]*\d[^/]*$/, "/{id}")} ${write.status}`)),
      requests: requests.length,
      answered429: rateLimited,
      ...requestProfile(requests, startedMs, startedMs + seconds * 1000, windowSeconds),
      seconds: roundTo(1, seconds),
      idealSeconds: roundTo(1, idealSeconds),
      errorsOrWarningsShown: surfaced.length,
      cliLinesWith429: cliLinesWith429.length,
    };
    return [
      {
        name: "many stacks, one budget: share of 429 answers",
        measured: roundTo(3, rateLimited / requests.length),
        target: 0.05,
        unit: "share of requests",
        better: "lower",
        details,
      },
      {
        name: "many stacks, one budget: time ratio",
        measured: roundTo(2, seconds / idealSeconds),
        target: 1.15,
        unit: "ratio to requests ÷ 60 a minute",
        better: "lower",
        details: { seconds: details.seconds, idealSeconds: details.idealSeconds, requests: requests.length },
      },
    ];
  } finally {
    await Promise.all(stacks.map((stack) => stack.dispose()));
    await platform.stop();
    await backend.stop();
  }
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
