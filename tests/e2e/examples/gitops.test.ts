// examples/gitops: the workflow's steps run as GitHub Actions runs them. Its `run` steps (`npm ci`)
// run verbatim in a copy of the example, from the example's own lockfile. Its `pulumi/actions` steps
// run as the action runs them: the action selects the stack with the Automation API
// (`LocalWorkspace.selectStack({stackName, workDir})`) and calls `stack.preview(options)` or
// `stack.up(options)` with options made from the step's inputs; this test reads the steps from the
// workflow file and makes the same calls, with the workflow's environment filled from the emulator.
// Two things differ, each because the real one cannot be reached from a test: a file:// backend
// instead of Pulumi Cloud (PULUMI_ACCESS_TOKEN), and a local registry that serves this package,
// packed from the checkout, until it is published (every other package comes from npm's registry).
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { promisify } from "node:util";
import { LocalWorkspace, type PreviewOptions, PulumiCommand, type UpOptions } from "@pulumi/pulumi/automation";
import { packPackage, startPackageRegistry } from "../../harness/package-registry";
import { platformPerTest, writesReceived } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";
import { pulumiRoot, repoRoot } from "../../harness/pulumi-stack";
import { exampleDir } from "./example-stack";

// js-yaml ships no type declarations.
const { load: parseYaml } = require("js-yaml") as { load(text: string): unknown };

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string | boolean | number>;
}
interface Job {
  if: string;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  env: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = parseYaml(fs.readFileSync(path.join(exampleDir("gitops"), ".github/workflows/support-platform.yml"), "utf8")) as Workflow;

/** The job that runs on `trigger` (a fragment of its `if`). */
function jobOn(trigger: string): Job {
  const jobs = Object.values(workflow.jobs).filter((job) => job.if.includes(trigger));
  if (jobs.length !== 1) throw new Error(`the workflow has ${jobs.length} jobs on ${trigger}, not one`);
  return jobs[0]!;
}

/** The inputs of a job's `pulumi/actions` step. */
function actionInputs(job: Job): Record<string, string | boolean | number> {
  const step = job.steps.find((candidate) => candidate.uses?.startsWith("pulumi/actions@"));
  if (step?.with === undefined) throw new Error("the job has no pulumi/actions step");
  return step.with;
}

/** Inputs that choose the stack or the comment, not the command's flags. */
const selectionInputs = new Set(["command", "stack-name", "work-dir", "comment-on-pr", "github-token"]);

/** The options pulumi/actions passes for a step's inputs (its config.ts); unknown inputs fail. */
function actionOptions(inputs: Record<string, string | boolean | number>, onOutput?: (text: string) => void): PreviewOptions & UpOptions {
  const options: PreviewOptions & UpOptions = { userAgent: "pulumi/actions@v3", ...(onOutput ? { onOutput } : {}) };
  const flag = (value: string | boolean | number) => value === true || value === "true";
  for (const [input, value] of Object.entries(inputs)) {
    if (selectionInputs.has(input)) continue;
    if (input === "diff") options.diff = flag(value);
    else if (input === "expect-no-changes") options.expectNoChanges = flag(value);
    else if (input === "refresh") options.refresh = flag(value);
    else if (input === "parallel") options.parallel = Number(value);
    else if (input === "message") options.message = String(value);
    else throw new Error(`this test does not know how pulumi/actions passes the input ${input}`);
  }
  return options;
}

describe("examples/gitops", () => {
  const current = platformPerTest();
  const pullRequest = jobOn("pull_request");
  const main = jobOn("refs/heads/main");
  const nightly = jobOn("schedule");

  it("installs with npm ci from its own lockfile, pinning this package's exact version", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push", "schedule", "workflow_dispatch"]);
    for (const job of Object.values(workflow.jobs)) expect(job.steps.filter((step) => step.run !== undefined).map((step) => step.run)).toEqual(["npm ci"]);
    const example = JSON.parse(fs.readFileSync(path.join(exampleDir("gitops"), "package.json"), "utf8"));
    const root = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8"));
    expect(example.dependencies).toEqual({ "@pulumi/pulumi": root.devDependencies["@pulumi/pulumi"], "pulumi-support-platform": root.version });
    const lock = JSON.parse(fs.readFileSync(path.join(exampleDir("gitops"), "package-lock.json"), "utf8"));
    expect(lock.packages["node_modules/pulumi-support-platform"].version).toBe(root.version);
    expect(lock.packages["node_modules/@pulumi/pulumi"].version).toBe(root.devDependencies["@pulumi/pulumi"]);
  });

  it("previews a pull request, applies main, and its nightly job fails on drift without changing anything", async () => {
    expect(actionInputs(pullRequest)).toMatchObject({ command: "preview", refresh: true, "comment-on-pr": true });
    expect(actionInputs(main)).toMatchObject({ command: "up", refresh: true });
    expect(actionInputs(nightly)).toMatchObject({ command: "preview", refresh: true, "expect-no-changes": true });

    // The pipeline's environment: each secret and variable the workflow lists, from the emulator.
    const { platform } = current;
    const values: Record<string, string> = {
      PULUMI_ACCESS_TOKEN: "",
      SUPPORT_PLATFORM_API_KEY: platform.admin.apiKey,
      SUPPORT_PLATFORM_BASE_URL: platform.baseUrl,
      SUPPORT_PLATFORM_API_URL: platform.apiUrl,
      SUPPORT_PLATFORM_APPS_STUDIO_URL: platform.appsStudioUrl,
    };
    expect(Object.keys(workflow.env).sort()).toEqual(Object.keys(values).sort());

    // The repository as checked out, installed by the jobs' own `run` step.
    const checkout = await current.stack({ projectDir: exampleDir("gitops"), projectName: "gitops" });
    const env = { ...checkout.env, ...values };
    const registry = await startPackageRegistry([packPackage(repoRoot)]);
    try {
      await promisify(execFile)("bash", ["-euo", "pipefail", "-c", pullRequest.steps.find((step) => step.run)!.run!], {
        cwd: checkout.workDir,
        env: { ...process.env, npm_config_registry: registry.url },
      });
    } finally {
      await registry.stop();
    }
    const installed = JSON.parse(fs.readFileSync(path.join(checkout.workDir, "node_modules", "pulumi-support-platform", "package.json"), "utf8"));
    expect(installed.version).toBe(JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")).version);

    const stackName = String(actionInputs(pullRequest)["stack-name"]);
    expect(actionInputs(main)["stack-name"]).toBe(stackName);
    expect(actionInputs(nightly)["stack-name"]).toBe(stackName);
    const workDir = path.resolve(checkout.workDir, String(actionInputs(pullRequest)["work-dir"] ?? "./"));
    await runPulumiOk(["stack", "init", stackName], { cwd: workDir, env }); // the README's one-time setup
    const pulumiCommand = await PulumiCommand.get({ root: pulumiRoot });
    const stack = await LocalWorkspace.selectStack({ stackName, workDir }, { envVars: env, pulumiHome: env.PULUMI_HOME!, pulumiCommand });

    await platform.control.clearRequests();
    const preview = await stack.preview(actionOptions(actionInputs(pullRequest)));
    expect(preview.changeSummary).toEqual({ create: 4 });
    // What the action posts as the comment: the diff of every resource.
    for (const name of ["shift-leads", "auditors", "billing-resolved"]) expect(preview.stdout).toContain(name);
    expect(await writesReceived(platform)).toEqual([]);

    const applied = await stack.up(actionOptions(actionInputs(main)));
    expect(applied.summary.resourceChanges).toEqual({ create: 4 });
    expect((await stack.preview(actionOptions(actionInputs(pullRequest)))).changeSummary).toEqual({ same: 4 });
    expect((await stack.preview(actionOptions(actionInputs(nightly)))).changeSummary).toEqual({ same: 4 });

    // A change made in the dashboard: the shift leads lose the right to assign.
    const shiftLeadsId = String((await stack.exportStack()).deployment.resources.find((resource: { urn: string }) => resource.urn.endsWith("::shift-leads")).id);
    const edited = await fetch(`${platform.baseUrl}/v1/roles/${shiftLeadsId}`, {
      method: "PATCH",
      headers: { "x-api-key": platform.admin.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ description: "Edited in the dashboard", permissions: [{ resource: "tickets", actions: ["view"] }] }),
    });
    expect(edited.status).toBe(200);
    const stateBefore = JSON.stringify((await stack.exportStack()).deployment.resources);

    await platform.control.clearRequests();
    const log: string[] = [];
    await expect(stack.preview(actionOptions(actionInputs(nightly), (text) => log.push(text)))).rejects.toThrow(/no changes were expected/i);
    const driftLog = log.join("");
    expect(driftLog).toContain("shift-leads");
    expect(driftLog).toContain("Edited in the dashboard");
    expect(driftLog).not.toMatch(/auditors.*update/);
    expect(await writesReceived(platform)).toEqual([]);
    expect(JSON.stringify((await stack.exportStack()).deployment.resources)).toBe(stateBefore);

    // A pull request's preview shows the restore, and the next apply makes it; the nightly job
    // passes again.
    expect((await stack.preview(actionOptions(actionInputs(pullRequest)))).changeSummary).toEqual({ same: 3, update: 1 });
    expect((await stack.up(actionOptions(actionInputs(main)))).summary.resourceChanges).toEqual({ same: 3, update: 1 });
    const restored = (await platform.control.listResources<{ id: string; description: string }>("roles")).find((role) => role.id === shiftLeadsId);
    expect(restored?.description).toBe("Assign and reassign tickets during a shift.");
    expect((await stack.preview(actionOptions(actionInputs(nightly)))).changeSummary).toEqual({ same: 4 });
    await stack.destroy();
  });
});
