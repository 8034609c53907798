// The native plugin as the engine starts it, once per explicit provider: a native-face stack of 10
// explicit providers (alternating the emulator's two organizations), one role each. For every
// plugin process of a no-change `preview`, the time from its start to listening on its port and its
// resident memory once idle (PluginStartWatch); the first `up`'s processes, which also send the
// creates, are in the details.
import * as fs from "node:fs";
import { nativeProject } from "../harness/native-project";
import { createPlatformStack, type Platform } from "../harness/platform-stack";
import { type PluginProcessFigures, PluginStartWatch } from "./plugin-starts";
import { median, type ScenarioResult } from "./scenario-result";

const providers = 10;

function explicitProvidersProgram(platform: Platform): string {
  const admins = platform.organizations.slice(0, 2).map((organization) => {
    const admin = organization.users.find((user) => user.role === "Organization Admin");
    if (admin === undefined) throw new Error(`the emulator's organization ${organization.name} has no Organization Admin`);
    return admin.apiKey;
  });
  const urls = { baseUrl: platform.baseUrl, apiUrl: platform.apiUrl, appsStudioUrl: platform.appsStudioUrl };
  return `
import * as sp from "pulumi-support-platform/native";
const apiKeys = ${JSON.stringify(admins)};
for (let i = 0; i < ${providers}; i++) {
  const provider = new sp.Provider("org-" + i, { apiKey: apiKeys[i % 2], ...${JSON.stringify(urls)} });
  new sp.Role("explicit-role-" + i, { name: "Explicit provider role " + i, permissions: [{ resource: "tickets", actions: ["view"] }] }, { provider });
}`;
}

/** Max and median of one figure over the processes, with every process's value. */
function spread(values: number[]) {
  return { max: Math.max(...values), median: median(values), each: values };
}

function summary(processes: PluginProcessFigures[]) {
  const started = processes.filter((process) => process.servingMs !== undefined);
  return {
    processes: processes.length,
    servingMs: spread(started.map((process) => process.servingMs!)),
    idleRssMb: spread(processes.map((process) => process.idleRssMb)),
    peakMb: spread(processes.map((process) => process.peakMb)),
  };
}

export async function explicitProviderPlugins(platform: Platform): Promise<ScenarioResult[]> {
  const dir = nativeProject("bench-explicit-providers", explicitProvidersProgram(platform));
  const stack = await createPlatformStack(platform, { projectDir: dir, projectName: "bench-explicit-providers" }).finally(() =>
    fs.rmSync(dir, { recursive: true, force: true }),
  );
  try {
    let watch = new PluginStartWatch();
    const up = await stack.up();
    const upProcesses = watch.stop();
    watch = new PluginStartWatch();
    await stack.preview({ expectNoChanges: true });
    const previewProcesses = watch.stop();
    await stack.destroy();

    const preview = summary(previewProcesses);
    const details = { providers, preview, up: { created: up.summary.resourceChanges?.create ?? 0, ...summary(upProcesses) } };
    if (preview.servingMs.each.length < providers) {
      throw new Error(`expected a plugin process per explicit provider (${providers}), saw ${preview.servingMs.each.length} start serving`);
    }
    return [
      {
        name: `native plugin per explicit provider (${providers} in one stack), no-change preview: start to serving, max`,
        measured: preview.servingMs.max,
        target: 400,
        unit: "ms",
        better: "lower",
        details,
      },
      {
        name: `native plugin per explicit provider (${providers} in one stack), no-change preview: idle memory (VmRSS), max`,
        measured: preview.idleRssMb.max,
        target: 90,
        unit: "MB",
        better: "lower",
        details: { providers, idleRssMb: preview.idleRssMb, peakMb: preview.peakMb },
      },
    ];
  } finally {
    await stack.dispose();
  }
}
