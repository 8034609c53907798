// Scenarios 2 and 3 on one 200-resource stack: what a no-change preview costs against a control
// stack of 200 no-op dynamic resources (same engine, no provider work), which requests it sends,
// and how big the state is per resource. Pulumi type-checks TypeScript programs by default; the
// same ratio with type-checking off (PULUMI_NODEJS_TRANSPILE_ONLY) is reported beside it.
import { createPlatformStack, type Platform } from "../harness/platform-stack";
import { createTestStack } from "../harness/pulumi-stack";
import type { ScenarioResult } from "./scenario-result";
import { noOpProgram, rolesProgram } from "./stack-programs";
import { timed } from "./timed";

const resources = 200;
/** Previews of each stack, alternating, so that load on the machine falls on both alike. */
const rounds = 3;

export async function previewCostAndStateSize(platform: Platform): Promise<ScenarioResult[]> {
  const stack = await createPlatformStack(platform, { program: rolesProgram(resources), projectName: "bench-preview" });
  const control = await createTestStack({ program: noOpProgram(resources), projectName: "bench-control" });
  try {
    await stack.up();
    await control.up();
    const stackSeconds: number[] = [];
    const controlSeconds: number[] = [];
    let writes = 0;
    let reads = 0;
    for (let round = 0; round < rounds; round++) {
      await platform.control.clearRequests();
      stackSeconds.push((await timed(() => stack.preview({ expectNoChanges: true }))).seconds);
      const requests = await platform.control.requests();
      writes += requests.filter((request) => request.method !== "GET").length;
      reads += requests.filter((request) => request.method === "GET").length;
      controlSeconds.push((await timed(() => control.preview({ expectNoChanges: true }))).seconds);
    }
    // The same previews with the program transpiled only: what type-checking the program against
    // the package's declarations costs, apart from the provider's own work.
    const transpileOnly = { stackSeconds: [] as number[], controlSeconds: [] as number[] };
    for (const test of [stack, control]) test.setEnv("PULUMI_NODEJS_TRANSPILE_ONLY", "true");
    for (let round = 0; round < rounds; round++) {
      transpileOnly.stackSeconds.push((await timed(() => stack.preview({ expectNoChanges: true }))).seconds);
      transpileOnly.controlSeconds.push((await timed(() => control.preview({ expectNoChanges: true }))).seconds);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

    const state = JSON.parse(await stack.exportText()) as {
      deployment: { resources: { type: string; outputs?: { __provider?: string } }[] };
    };
    const roles = state.deployment.resources.filter((resource) => resource.type.startsWith("pulumi-nodejs:dynamic/"));
    const providerBytes = Math.max(...roles.map((resource) => Buffer.byteLength(resource.outputs?.__provider ?? "")));
    const stateBytes = Buffer.byteLength(JSON.stringify(state));

    return [
      {
        name: "preview cost",
        measured: round2(median(stackSeconds) / median(controlSeconds)),
        target: 1.15,
        unit: "ratio to no-op control",
        better: "lower",
        details: {
          resources,
          stackSeconds,
          controlSeconds,
          writesDuringPreview: writes,
          readsDuringPreview: reads,
          transpileOnly: { ...transpileOnly, ratio: round2(median(transpileOnly.stackSeconds) / median(transpileOnly.controlSeconds)) },
        },
      },
      {
        name: "state size: __provider per resource",
        measured: providerBytes,
        target: 1024,
        unit: "bytes",
        better: "lower",
        details: { resources: roles.length, stateBytes, stateBytesPerResource: Math.round(stateBytes / roles.length) },
      },
    ];
  } finally {
    await stack.destroy().catch(() => undefined);
    await control.destroy().catch(() => undefined);
    await stack.dispose();
    await control.dispose();
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
