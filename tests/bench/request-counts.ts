// Scenario: the requests each operation on a stack of every kind sends (the emulator's request log,
// 429s included) ÷ the fewest the platform allows: create, update of every object, refresh, the
// native face's `pulumi import --file` of the organization as the export writes it, and destroy.
// The emulator limits to 60 requests per 10 s, so that a provider that trips the limit shows it.
// `node dist/tests/bench/run.js requests` runs it alone.
import * as fs from "node:fs";
import * as path from "node:path";
import {
  everyKindProgram,
  type EveryKindShape,
  everyKindTeams,
  minimumRequests,
  objectCount,
  requestsByKind,
} from "../harness/every-kind-stack";
import { exportProject } from "../harness/export-project";
import { linkNodeModules } from "../harness/native-project";
import { createPlatformStack, type Platform, startPlatform } from "../harness/platform-stack";
import { runPulumiOk } from "../harness/pulumi-cli";
import type { TestStack } from "../harness/pulumi-stack";
import type { ScenarioResult } from "./scenario-result";
import { timed } from "./timed";

const TARGET = 1.1;
/**
 * 20 roles, 20 attribute values, 10 tags; over the seed's two teams, 20 CSAT rules and 2 settings, 10
 * routing rules, 10 ticket sub-statuses, 10 team tags, the 2 teams' configurations and 10 SLA policies; 2
 * webhook apps in both; 10 custom fields.
 */
const shape: EveryKindShape = {
  roles: 20,
  values: 20,
  rulesPerTeam: 10,
  apps: 2,
  routingRulesPerTeam: 5,
  tags: 10,
  subStatusesPerTeam: 5,
  teamConfigurations: true,
  teamTagsPerTeam: 5,
  customFields: 10,
  slaPoliciesPerTeam: 5,
};
const rateLimit = { limit: 60, windowSeconds: 10 };
/**
 * `pulumi import` (the command the export prints) previews, then imports: two engine runs, each
 * with a plugin process of its own that reads every object; `--skip-preview` would make it one.
 */
const importPasses = 2;

interface Counted {
  requests: number;
  minimum: number;
  rateLimited: number;
  seconds: number;
  byKind: Record<string, number>;
}

/** Runs `operation` from an empty request log, and counts what it sent. */
async function counted(platform: Platform, minimum: number, operation: () => Promise<unknown>): Promise<Counted> {
  await platform.control.clearRequests();
  const { seconds } = await timed(operation);
  const log = await platform.control.requests();
  return {
    requests: log.length,
    minimum,
    rateLimited: log.filter((entry) => entry.status === 429).length,
    seconds: Math.round(seconds * 10) / 10,
    byKind: requestsByKind(log),
  };
}

function result(operation: string, count: Counted, details: Record<string, unknown> = {}): ScenarioResult {
  return {
    name: `requests ÷ minimum: ${operation}`,
    measured: Math.round((count.requests / count.minimum) * 100) / 100,
    target: TARGET,
    unit: "ratio",
    better: "lower",
    details: {
      ...details,
      requests: count.requests,
      minimum: count.minimum,
      emulator429s: count.rateLimited,
      seconds: count.seconds,
      requestsByKind: count.byKind,
    },
  };
}

export async function requestsPerMinimum(): Promise<ScenarioResult[]> {
  const platform = await startPlatform({ rateLimit });
  const stacks: TestStack[] = [];
  try {
    const teams = await everyKindTeams(platform);
    const minimum = minimumRequests(shape, teams.length);
    const objects = objectCount(shape, teams.length);
    const stack = await createPlatformStack(platform, { program: everyKindProgram(teams, shape), projectName: "bench-requests" });
    stacks.push(stack);

    const create = await counted(platform, minimum.create, () => stack.up());
    stack.writeProgram(everyKindProgram(teams, shape, 1));
    const update = await counted(platform, minimum.update, () => stack.up());
    const refresh = await counted(platform, minimum.refresh, () => stack.refresh());

    // The organization as the export writes it, imported into a stack of the native face.
    const out = await exportProject(platform, "native");
    const imports = (JSON.parse(fs.readFileSync(path.join(out, "import.json"), "utf8")) as { resources: unknown[] }).resources.length;
    const imported = await createPlatformStack(platform, { projectDir: out, projectName: "bench-requests-import" });
    stacks.push(imported);
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
    linkNodeModules(imported.workDir);
    const importArgs = ["import", "--file", "import.json", "--protect=false", "--generate-code=false", "--yes", "--stack", "dev"];
    const nativeImport = await counted(platform, imports * importPasses, () =>
      runPulumiOk(importArgs, { cwd: imported.workDir, env: imported.env }),
    );

    const destroy = await counted(platform, minimum.destroy, () => stack.destroy());
    const stackShape = { ...shape, teams: teams.length, objects, rateLimit: `${rateLimit.limit} per ${rateLimit.windowSeconds} s` };
    return [
      result("create (up of every kind)", create, { ...stackShape, minimumIs: "one write per object, one install more per app" }),
      result("update of every object", update, { minimumIs: "one write per object" }),
      result("refresh", refresh, { minimumIs: "one read per object" }),
      result("native import --file of the exported organization", nativeImport, {
        objects: imports,
        passes: importPasses,
        minimumIs: "one read per object in each pass: the import's preview, then the import",
        command: `pulumi ${importArgs.join(" ")}`,
        requestsPerObject: Math.round((nativeImport.requests / imports) * 100) / 100,
      }),
      result("destroy", destroy, {
        minimumIs: "one delete per object, one uninstall more per app (the platform refuses to delete an installed app)",
      }),
    ];
  } finally {
    await Promise.all(stacks.map((stack) => stack.dispose()));
    await platform.stop();
  }
}
