// A YAML program against a TypeScript one on the dynamic face, in one run on one emulator: `up` of
// 200 roles with the same inputs (ratio YAML ÷ TypeScript, alternating so that load falls on both
// alike). The YAML program runs in Pulumi's YAML language host and the native plugin; the
// TypeScript one compiles and runs the program in Node and its resources in the dynamic provider host.
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
    const created = { yaml: [] as number[], typescript: [] as number[] };
    for (let round = 0; round < 2; round++) {
      const ts = await timed(() => typescript.up());
      const yml = await timed(() => yaml.up());
      ups.typescript.push(round2(ts.seconds));
      ups.yaml.push(round2(yml.seconds));
      created.typescript.push(ts.result.summary.resourceChanges?.create ?? 0);
      created.yaml.push(yml.result.summary.resourceChanges?.create ?? 0);
      await Promise.all([typescript.destroy(), yaml.destroy()]);
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
        target: 0.6,
        unit: "ratio",
        better: "lower",
        details: { resources, yamlSeconds: ups.yaml, typescriptSeconds: ups.typescript },
      },
    ];
  } finally {
    await Promise.all([typescript.dispose(), yaml.dispose()]);
  }
}
