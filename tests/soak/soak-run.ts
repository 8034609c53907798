// One soak run: a fresh emulator injecting the fault mix on every endpoint, then `up`, a `preview`
// that must show no change, a `refresh` that must change nothing and a `destroy` that must leave the
// server as seeded. Every step runs even after an earlier one failed, so a run reports all it found.
import type { ResourceTable } from "../../emulator";
import { createPlatformStack, type Platform, startPlatform } from "../harness/platform-stack";
import type { TestStack } from "../harness/pulumi-stack";
import { countInjectedFaults, faultRules, type FaultMix, type InjectedFaults, issueFaultMix } from "./fault-mix";
import { soakCounts, type SoakKind, soakProgram } from "./soak-program";

export interface SoakRunOptions {
  resources: number;
  /** Numbers the run in names and in the report. */
  run: number;
  mix?: FaultMix;
}

export interface SoakReport {
  run: number;
  resources: number;
  /** From the first request of `up` to the end of `destroy`. */
  seconds: number;
  /** Platform requests the emulator logged, faulted ones included. */
  requests: number;
  faults: InjectedFaults;
  /** Objects on the server that state does not know: each one a create made twice. */
  duplicates: number;
  /** Everything that went wrong; empty for a passing run. */
  problems: string[];
}

/** Where the emulator keeps each kind. CSAT settings are not here: the platform makes them with a team's first rule and keeps them. */
const emulatorKinds: Record<SoakKind, ResourceTable> = {
  Role: "roles",
  AccountAttributeValue: "accountAttributeValues",
  CsatRule: "csatRules",
};

export async function soakRun({ resources, run, mix = issueFaultMix }: SoakRunOptions): Promise<SoakReport> {
  const platform = await startPlatform({ rateLimit: false });
  const problems: string[] = [];
  /** Runs one step; a failure becomes a problem of the run instead of ending it. */
  const step = async <T>(name: string, action: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await action();
    } catch (error) {
      problems.push(`${name}: ${errorLines(error)}`);
      return undefined;
    }
  };
  let stack: TestStack | undefined;
  try {
    const seeded = await serverObjects(platform);
    const teamIds = platform.organizations[0]!.teams.map((team) => team.id);
    stack = await createPlatformStack(platform, {
      program: soakProgram({ resources, tag: `soak ${run}`, teamIds }),
      projectName: `soak-${run}`,
    });
    const current = stack;
    for (const rule of faultRules(mix)) await platform.control.addFault(rule);
    const started = Date.now();

    const up = await step("up", () => current.up());
    if (up !== undefined && up.summary.resourceChanges?.create !== resources + 1) {
      problems.push(`up: expected ${resources + 1} creates, got ${JSON.stringify(up.summary.resourceChanges)}`);
    }
    const created = await step("state against server", async () => compareWithState(current, seeded, await serverObjects(platform)));
    if (created?.missing) problems.push(`after up: ${created.missing} resources in state are not on the server`);
    const counts = created && countByKind(created.stateIds);
    if (counts !== undefined && JSON.stringify(counts) !== JSON.stringify(soakCounts(resources))) {
      problems.push(`after up: state holds ${JSON.stringify(counts)}, the program declares ${JSON.stringify(soakCounts(resources))}`);
    }
    await step("preview", () => current.preview({ expectNoChanges: true }));
    const refresh = await step("refresh", () => current.refresh());
    if (refresh !== undefined && Object.keys(refresh.summary.resourceChanges ?? {}).some((change) => change !== "same")) {
      problems.push(`refresh: expected no change, got ${JSON.stringify(refresh.summary.resourceChanges)}`);
    }
    await step("destroy", () => current.destroy());
    const seconds = (Date.now() - started) / 1000;
    await platform.control.clearFaults();
    const left = difference(await serverObjects(platform), seeded);
    if (left.length > 0) problems.push(`after destroy: the server differs from its seed in ${left.join(", ")}`);

    const requests = await platform.control.requests();
    return {
      run,
      resources,
      seconds,
      requests: requests.length,
      faults: countInjectedFaults(requests),
      duplicates: created?.duplicates ?? 0,
      problems,
    };
  } finally {
    await stack?.dispose();
    await platform.stop();
  }
}

/** Every object of the mix's kinds, by kind, as JSON keyed by id. */
type ServerObjects = Record<SoakKind, Map<string, string>>;

async function serverObjects(platform: Platform): Promise<ServerObjects> {
  const organizationId = platform.organizations[0]!.id;
  const objects = {} as ServerObjects;
  for (const [kind, emulatorKind] of Object.entries(emulatorKinds) as [SoakKind, ResourceTable][]) {
    const records = await platform.control.listResources(emulatorKind, organizationId);
    objects[kind] = new Map(records.map((record) => [record.id, JSON.stringify(record)]));
  }
  return objects;
}

/** Ids of objects added, removed or changed since `before`, with their kind. */
function difference(after: ServerObjects, before: ServerObjects): string[] {
  return (Object.keys(after) as SoakKind[]).flatMap((kind) => {
    const ids = new Set([...after[kind].keys(), ...before[kind].keys()]);
    return [...ids].filter((id) => after[kind].get(id) !== before[kind].get(id)).map((id) => `${kind} ${id}`);
  });
}

/** State's resources against the objects `up` added to the server: extra objects are duplicates. */
async function compareWithState(stack: TestStack, seeded: ServerObjects, now: ServerObjects) {
  const state = JSON.parse(await stack.exportText()) as { deployment: { resources?: { type: string; id?: string }[] } };
  const stateIds = new Map<string, SoakKind>();
  for (const resource of state.deployment.resources ?? []) {
    const kind = resource.type.split(":").pop() as SoakKind;
    if (kind in emulatorKinds && resource.id) stateIds.set(resource.id, kind);
  }
  let duplicates = 0;
  for (const kind of Object.keys(now) as SoakKind[]) {
    for (const id of now[kind].keys()) if (!seeded[kind].has(id) && stateIds.get(id) !== kind) duplicates++;
  }
  const missing = [...stateIds].filter(([id, kind]) => !now[kind].has(id)).length;
  return { stateIds, duplicates, missing };
}

function countByKind(stateIds: Map<string, SoakKind>): Record<SoakKind, number> {
  const counts = { Role: 0, AccountAttributeValue: 0, CsatRule: 0 };
  for (const kind of stateIds.values()) counts[kind]++;
  return counts;
}

/** The CLI's error lines of a failed operation (its whole output is long), or the message. */
function errorLines(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split("\n").filter((line) => /\berror\b/i.test(line) && !line.includes("Command failed"));
  return [...new Set(lines.map((line) => line.trim()))].slice(0, 5).join(" | ") || message.split("\n")[0]!;
}
