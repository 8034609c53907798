// A YAML program against a TypeScript one on the dynamic face, in one run on one emulator: `up` of
// 200 roles with the same inputs (ratio YAML ÷ TypeScript, alternating so that load falls on both
// alike). The YAML program runs in Pulumi's YAML language host and the native plugin; the
// TypeScript one compiles and runs the program in Node and its resources in the dynamic provider host.
// Both also pay the engine's checkpoints: it writes the whole state after every step (JSON and a
// checksum of a file that grows with each role), the same work for both programs and most of the
// YAML program's time. The details hold the same ratio with PULUMI_SKIP_CHECKPOINTS=true, to show
// what the programs and providers themselves cost; the figure is the ratio as users run it, held
// against 1.0 (YAML no slower): the checkpoints, Pulumi's own, bound both.
import * as fs from "node:fs";
import { yamlProject } from "../harness/native-project";
import { createPlatformStack, type Platform } from "../harness/platform-stack";
import { median, round2, type ScenarioResult } from "./scenario-result";
import { rolesProgram, rolesYaml } from "./stack-programs";
import { timed } from "./timed";

const resources = 200;

export async function yamlAgainstDynamic(platform: Platform): Promise<ScenarioResult[]> {
  const typescript = await createPlatformStack(platform, { program: rolesProgram(resources, "ts"), projectName: "bench-yaml-control" });
  const dir = yamlProject("bench-yaml", rolesYaml(resources, "yaml"));
  const yaml = await createPlatformStack(platform, { projectDir: dir, projectName: "bench-yaml" }).finally(() =>
    fs.rmSync(dir, { recursive: true, force: true }),
  );
  try {
    const ups = { yaml: [] as number[], typescript: [] as number[] };
    const withoutCheckpoints = { yaml: [] as number[], typescript: [] as number[] };
    const created = { yaml: [] as number[], typescript: [] as number[] };
    const round = async (into: { yaml: number[]; typescript: number[] }) => {
      const ts = await timed(() => typescript.up());
      const yml = await timed(() => yaml.up());
      into.typescript.push(round2(ts.seconds));
      into.yaml.push(round2(yml.seconds));
      created.typescript.push(ts.result.summary.resourceChanges?.create ?? 0);
      created.yaml.push(yml.result.summary.resourceChanges?.create ?? 0);
      await Promise.all([typescript.destroy(), yaml.destroy()]);
    };
    const skipCheckpoints = (skip: boolean) => {
      for (const stack of [typescript, yaml]) stack.setEnv("PULUMI_SKIP_CHECKPOINTS", String(skip));
    };
    for (let i = 0; i < 2; i++) {
      await round(ups);
      skipCheckpoints(true);
      await round(withoutCheckpoints);
      skipCheckpoints(false);
    }
    // Both made every role (and the stack) in every round, or the timings compare different work.
    for (const counts of [created.typescript, created.yaml]) {
      if (counts.some((count) => count !== resources + 1))
        throw new Error(`expected ${resources + 1} creates per up, got ${counts.join(", ")}`);
    }
    return [
      {
        name: "YAML ÷ TypeScript (dynamic): up of 200 roles",
        measured: round2(median(ups.yaml) / median(ups.typescript)),
        target: 1,
        unit: "ratio",
        better: "lower",
        details: {
          resources,
          yamlSeconds: ups.yaml,
          typescriptSeconds: ups.typescript,
          withoutCheckpoints: {
            ratio: round2(median(withoutCheckpoints.yaml) / median(withoutCheckpoints.typescript)),
            yamlSeconds: withoutCheckpoints.yaml,
            typescriptSeconds: withoutCheckpoints.typescript,
          },
        },
      },
    ];
  } finally {
    await Promise.all([typescript.dispose(), yaml.dispose()]);
  }
}
