// Scenarios 2 and 3 on one 200-resource stack: what a no-change preview costs against a control
// stack of 200 no-op dynamic resources (same engine, no provider work), which requests it sends,
// and how big the state is per resource. Pulumi type-checks TypeScript programs by default, and so
// does the figure (the harness's stacks transpile only, for speed: these set
// PULUMI_NODEJS_TRANSPILE_ONLY to false); the same ratio with type-checking off is reported beside
// it, and so is what type-checking a program that imports the package costs against one that
// imports nothing.
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { promisify } from "node:util";
import { createPlatformStack, type Platform } from "../harness/platform-stack";
import { createTestStack, makeScratchDir, repoRoot } from "../harness/pulumi-stack";
import { median, round2, type ScenarioResult } from "./scenario-result";
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
    for (const test of [stack, control]) test.setEnv("PULUMI_NODEJS_TRANSPILE_ONLY", "false");
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
    const typeCheck = await typeCheckTimes();

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
          typeCheck: {
            ...typeCheck,
            packageOverNothing: round2(median(typeCheck.packageSeconds) / median(typeCheck.nothingSeconds)),
            packageOverPulumi: round2(median(typeCheck.packageSeconds) / median(typeCheck.pulumiSeconds)),
          },
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

/**
 * `tsc --noEmit` of three one-file programs, alternating, `rounds` times each: one resource of the
 * package, a program importing nothing, and one importing only @pulumi/pulumi (what any Pulumi
 * program pays). Declaration files are loaded to resolve types but not checked themselves
 * (`--skipLibCheck`), as when Pulumi type-checks a program.
 */
async function typeCheckTimes() {
  const dir = makeScratchDir("bench-type-check");
  const programs = {
    package: `import * as sp from "pulumi-support-platform";\nnew sp.Role("leads", { name: "Leads", permissions: [{ resource: "tickets", actions: ["view"] }] });\n`,
    nothing: `const answer: number = 42;\nexport { answer };\n`,
    pulumi: `import * as pulumi from "@pulumi/pulumi";\nexport const stack = pulumi.getStack();\n`,
  };
  const tsc = path.join(repoRoot, "node_modules", "typescript", "bin", "tsc");
  const seconds = { packageSeconds: [] as number[], nothingSeconds: [] as number[], pulumiSeconds: [] as number[] };
  try {
    for (const [name, source] of Object.entries(programs)) fs.writeFileSync(path.join(dir, `${name}.ts`), source);
    const check = async (name: keyof typeof programs) => {
      const args = ["--ignoreConfig", "--noEmit", "--skipLibCheck", "--strict", "--target", "es2022", "--module", "nodenext"];
      const { seconds: took } = await timed(() => promisify(execFile)(process.execPath, [tsc, ...args, path.join(dir, `${name}.ts`)]));
      seconds[`${name}Seconds`].push(round2(took));
    };
    for (let round = 0; round < rounds; round++) {
      for (const name of ["package", "nothing", "pulumi"] as const) await check(name);
    }
    return seconds;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
