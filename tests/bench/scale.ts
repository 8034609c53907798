// Scenario 4: 1,000 resources with rate limiting off: up, a no-change preview and destroy complete;
// seconds per resource, and the dynamic provider process's peak memory during `up`, held against
// the same run's no-op control (Pulumi's dynamic provider host running 1,000 resources that do
// nothing): most of the peak is the host's, which the package cannot size, so the figure is a guard
// against the package's own share growing (large stacks have the native face, see the README).
import { createPlatformStack, type Platform } from "../harness/platform-stack";
import { createTestStack } from "../harness/pulumi-stack";
import { ProviderMemoryWatch } from "./peak-memory";
import { round2, type ScenarioResult } from "./scenario-result";
import { noOpProgram, rolesProgram } from "./stack-programs";
import { timed } from "./timed";

export async function scale(platform: Platform, resources = 1000): Promise<ScenarioResult[]> {
  const stack = await createPlatformStack(platform, { program: rolesProgram(resources, "scale"), projectName: "bench-scale" });
  const control = await createTestStack({ program: noOpProgram(resources, "scale"), projectName: "bench-scale-control" });
  try {
    const controlWatch = new ProviderMemoryWatch();
    await control.up();
    const controlPeakMb = controlWatch.stop();
    await control.destroy();

    const watch = new ProviderMemoryWatch();
    const up = await timed(() => stack.up());
    const peakMb = watch.stop();
    const created = up.result.summary.resourceChanges?.create ?? 0;
    const preview = await timed(() => stack.preview({ expectNoChanges: true }));
    const destroy = await timed(() => stack.destroy());
    const secondsPerResource = Math.round((up.seconds / resources) * 1000) / 1000;
    return [
      {
        name: "scale: provider peak memory ÷ no-op control, up of 1,000 roles",
        measured: round2(peakMb / controlPeakMb),
        target: 1.4,
        unit: "ratio to no-op control",
        better: "lower",
        details: {
          resources,
          peakMb,
          created,
          upSeconds: up.seconds,
          previewSeconds: preview.seconds,
          destroySeconds: destroy.seconds,
          secondsPerResource,
          noOpControlPeakMb: controlPeakMb,
        },
      },
    ];
  } finally {
    await stack.dispose();
    await control.dispose();
  }
}
