// The native plugin against the dynamic face, in one run on one emulator: `up` of 200 roles and a
// no-change preview of them (ratios native ÷ dynamic, alternating so that load falls on both
// alike), state bytes per resource, and the plugin's peak memory during an `up` of 1,000 roles.
import * as fs from "node:fs";
import { createPlatformStack, type Platform } from "../harness/platform-stack";
import { nativeProject } from "../harness/native-project";
import type { TestStack } from "../harness/pulumi-stack";
import { ProviderMemoryWatch } from "./peak-memory";
import { median, round2, type ScenarioResult } from "./scenario-result";
import { rolesProgram } from "./stack-programs";
import { timed } from "./timed";

const resources = 200;
const rounds = 3;

async function nativeStack(platform: Platform, name: string, program: string): Promise<TestStack> {
  const dir = nativeProject(name, program);
  try {
    return await createPlatformStack(platform, { projectDir: dir, projectName: name });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Bytes of `pulumi stack export` per managed resource. */
async function stateBytesPerResource(stack: TestStack): Promise<number> {
  const state = await stack.exportText();
  const managed = (JSON.parse(state) as { deployment: { resources: { type: string }[] } }).deployment.resources.filter(
    (resource) => /supportplatform/.test(resource.type) && !resource.type.startsWith("pulumi:providers:"),
  );
  return Math.round(Buffer.byteLength(state) / managed.length);
}

export async function nativeAgainstDynamic(platform: Platform): Promise<ScenarioResult[]> {
  const dynamicStack = await createPlatformStack(platform, { program: rolesProgram(resources, "dyn"), projectName: "bench-dynamic-face" });
  const native = await nativeStack(platform, "bench-native-face", rolesProgram(resources, "nat", "native"));
  const scale = await nativeStack(platform, "bench-native-scale", rolesProgram(1000, "natscale", "native"));
  try {
    const ups = { dynamic: [] as number[], native: [] as number[] };
    for (let round = 0; round < 2; round++) {
      ups.dynamic.push((await timed(() => dynamicStack.up())).seconds);
      ups.native.push((await timed(() => native.up())).seconds);
      if (round === 0) await Promise.all([dynamicStack.destroy(), native.destroy()]);
    }
    const previews = { dynamic: [] as number[], native: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      previews.dynamic.push((await timed(() => dynamicStack.preview({ expectNoChanges: true }))).seconds);
      previews.native.push((await timed(() => native.preview({ expectNoChanges: true }))).seconds);
    }
    const bytes = { dynamic: await stateBytesPerResource(dynamicStack), native: await stateBytesPerResource(native) };
    await Promise.all([dynamicStack.destroy(), native.destroy()]);

    const watch = new ProviderMemoryWatch(100, process.pid, "pulumi-resource-supportplatform");
    const up = await timed(() => scale.up());
    const peakMb = watch.stop();
    await scale.destroy();

    return [
      {
        name: "native ÷ dynamic: up of 200 roles",
        measured: round2(median(ups.native) / median(ups.dynamic)),
        target: 1,
        unit: "ratio",
        better: "lower",
        details: { resources, nativeSeconds: ups.native, dynamicSeconds: ups.dynamic },
      },
      {
        name: "native ÷ dynamic: no-change preview of 200 roles",
        measured: round2(median(previews.native) / median(previews.dynamic)),
        target: 0.9,
        unit: "ratio",
        better: "lower",
        details: { resources, nativeSeconds: previews.native, dynamicSeconds: previews.dynamic },
      },
      {
        name: "native plugin peak memory, up of 1,000 roles",
        measured: peakMb,
        target: 150,
        unit: "MB",
        better: "lower",
        details: { resources: 1000, created: up.result.summary.resourceChanges?.create ?? 0, upSeconds: round2(up.seconds) },
      },
      {
        name: "state bytes per role, native ÷ dynamic",
        measured: round2(bytes.native / bytes.dynamic),
        target: 1,
        unit: "ratio",
        better: "lower",
        details: { nativeBytesPerResource: bytes.native, dynamicBytesPerResource: bytes.dynamic },
      },
    ];
  } finally {
    await Promise.all([dynamicStack.dispose(), native.dispose(), scale.dispose()]);
  }
}
