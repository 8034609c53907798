// examples/gitops: the workflow's steps run as GitHub Actions runs them. Its `run` steps (`npm ci`)
// run verbatim in a copy of the example, from the example's own lockfile. Its `pulumi/actions` steps
// run as the action runs them: the action logs in to `cloud-url` (here passed to the CLI as
// PULUMI_BACKEND_URL, which it takes as a login), selects the stack with the
// Automation API (`LocalWorkspace.selectStack({stackName, workDir})`) and calls `stack.preview(options)`
// or `stack.up(options)` with options made from the step's inputs; this test reads the steps from the
// workflow file and makes the same calls. Each job's environment is the workflow's expressions
// resolved as GitHub resolves them: a secret that is neither the repository's nor one of the job's
// environment's is empty. The values come from the emulator: the read-only key is its Observer's.
// Two things differ, each because the real one cannot be reached from a test: a file:// backend as
// the PULUMI_BACKEND_URL secret (the PostgreSQL backend has its own tests, tests/e2e/shared-state and tests/backend), and a
// local registry that serves this package, packed from the checkout, until it is published (every
// other package comes from npm's registry).
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { promisify } from "node:util";
import { LocalWorkspace, type PreviewOptions, PulumiCommand, type Stack, type UpOptions } from "@pulumi/pulumi/automation";
import { requestsByKind } from "../../harness/every-kind-stack";
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
  environment?: string;
  env?: Record<string, string>;
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

/** The inputs of a job's `pulumi/actions` step, as written. */
function actionInputs(job: Job): Record<string, string | boolean | number> {
  const step = job.steps.find((candidate) => candidate.uses?.startsWith("pulumi/actions@"));
  if (step?.with === undefined) throw new Error("the job has no pulumi/actions step");
  return step.with;
}

/** Where GitHub keeps what the README's "Set up" stores: secrets and variables by name. */
interface Settings {
  repositorySecrets: Record<string, string>;
  /** Secrets of a deployment environment, given only to jobs that name it. */
  environmentSecrets: Record<string, Record<string, string>>;
  variables: Record<string, string>;
}

/** `${{ secrets.X }}`, `${{ vars.X }}` and `${{ env.X }}` replaced as GitHub replaces them: unknown is empty. */
function resolve(text: string | boolean | number, job: Job, settings: Settings, env: Record<string, string>): string {
  return String(text).replace(/\$\{\{\s*(secrets|vars|env)\.(\w+)\s*\}\}/g, (_match, context: string, name: string) => {
    if (context === "vars") return settings.variables[name] ?? "";
    if (context === "env") return env[name] ?? "";
    return (
      settings.repositorySecrets[name] ??
      (job.environment === undefined ? undefined : settings.environmentSecrets[job.environment]?.[name]) ??
      ""
    );
  });
}

/** A job's environment: the workflow's `env`, then the job's own, resolved. */
function jobEnv(job: Job, settings: Settings): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of [...Object.entries(workflow.env), ...Object.entries(job.env ?? {})])
    env[name] = resolve(value, job, settings, env);
  return env;
}

/** A job's `pulumi/actions` inputs, resolved in its environment. */
function resolvedInputs(job: Job, settings: Settings): Record<string, string> {
  const env = jobEnv(job, settings);
  return Object.fromEntries(Object.entries(actionInputs(job)).map(([input, value]) => [input, resolve(value, job, settings, env)]));
}

/** Inputs that choose the CLI, the backend, the stack or the comment, not the command's flags. */
const selectionInputs = new Set(["command", "stack-name", "work-dir", "comment-on-pr", "github-token", "pulumi-version", "cloud-url"]);

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
    // Multiline inputs, whose lines (or `;`-separated parts) are the list.
    else if (input === "policyPacks" || input === "policyPackConfigs")
      options[input] = String(value)
        .split(/[\n;]/)
        .map((part) => part.trim())
        .filter((part) => part !== "");
    else throw new Error(`this test does not know how pulumi/actions passes the input ${input}`);
  }
  return options;
}

describe("examples/gitops", () => {
  const current = platformPerTest();
  const pullRequest = jobOn("pull_request");
  const main = jobOn("refs/heads/main");
  const nightly = jobOn("schedule");

  it("installs with npm ci from its own lockfile, pinning this package's exact version and the Pulumi CLI's", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push", "schedule", "workflow_dispatch"]);
    for (const job of Object.values(workflow.jobs))
      expect(job.steps.filter((step) => step.run !== undefined).map((step) => step.run)).toEqual(["npm ci"]);
    const example = JSON.parse(fs.readFileSync(path.join(exampleDir("gitops"), "package.json"), "utf8"));
    const root = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8"));
    expect(example.dependencies).toEqual({
      "@pulumi/policy": root.devDependencies["@pulumi/policy"],
      "@pulumi/pulumi": root.devDependencies["@pulumi/pulumi"],
      "pulumi-support-platform": root.version,
    });
    const lock = JSON.parse(fs.readFileSync(path.join(exampleDir("gitops"), "package-lock.json"), "utf8"));
    expect(lock.packages["node_modules/pulumi-support-platform"].version).toBe(root.version);
    expect(lock.packages["node_modules/@pulumi/pulumi"].version).toBe(root.devDependencies["@pulumi/pulumi"]);
    expect(lock.packages["node_modules/@pulumi/policy"].version).toBe(root.devDependencies["@pulumi/policy"]);
    const nothingStored: Settings = { repositorySecrets: {}, environmentSecrets: {}, variables: {} };
    for (const job of Object.values(workflow.jobs))
      expect(resolvedInputs(job, nothingStored)["pulumi-version"]).toBe(root.devDependencies["@pulumi/pulumi"]);
  });

  it("previews a pull request with a read-only key, applies main, and its nightly job fails on drift without changing anything", async () => {
    expect(actionInputs(pullRequest)).toMatchObject({ command: "preview", refresh: true, "comment-on-pr": true });
    expect(actionInputs(main)).toMatchObject({ command: "up", refresh: true });
    expect(actionInputs(nightly)).toMatchObject({ command: "preview", refresh: true, "expect-no-changes": true });

    // The repository as checked out, installed by the jobs' own `run` step.
    const { platform } = current;
    const checkout = await current.stack({ projectDir: exampleDir("gitops"), projectName: "gitops" });
    const registry = await startPackageRegistry([packPackage(repoRoot)]);
    try {
      await promisify(execFile)("bash", ["-euo", "pipefail", "-c", pullRequest.steps.find((step) => step.run)!.run!], {
        cwd: checkout.workDir,
        env: { ...process.env, npm_config_registry: registry.url },
      });
    } finally {
      await registry.stop();
    }
    const installed = JSON.parse(
      fs.readFileSync(path.join(checkout.workDir, "node_modules", "pulumi-support-platform", "package.json"), "utf8"),
    );
    expect(installed.version).toBe(JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")).version);

    // What the README's "Set up" stores, from the emulator. The runner itself knows no backend.
    const observer = platform.organizations[0]!.users.find((user) => user.role === "Observer")!;
    const runner: Record<string, string> = { ...checkout.env };
    delete runner.PULUMI_BACKEND_URL;
    const settings: Settings = {
      repositorySecrets: {
        PULUMI_BACKEND_URL: checkout.env.PULUMI_BACKEND_URL!,
        PULUMI_CONFIG_PASSPHRASE: checkout.env.PULUMI_CONFIG_PASSPHRASE!,
        SUPPORT_PLATFORM_READ_ONLY_API_KEY: observer.apiKey,
      },
      environmentSecrets: { production: { SUPPORT_PLATFORM_API_KEY: platform.admin.apiKey } },
      variables: {
        SUPPORT_PLATFORM_BASE_URL: platform.baseUrl,
        SUPPORT_PLATFORM_API_URL: platform.apiUrl,
        SUPPORT_PLATFORM_APPS_STUDIO_URL: platform.appsStudioUrl,
      },
    };
    // The key that may change everything reaches the job that applies main, and no other.
    expect(jobEnv(pullRequest, settings).SUPPORT_PLATFORM_API_KEY).toBe(observer.apiKey);
    expect(jobEnv(nightly, settings).SUPPORT_PLATFORM_API_KEY).toBe(observer.apiKey);
    expect(jobEnv(main, settings).SUPPORT_PLATFORM_API_KEY).toBe(platform.admin.apiKey);

    const stackName = resolvedInputs(pullRequest, settings)["stack-name"]!;
    const workDir = path.resolve(checkout.workDir, resolvedInputs(pullRequest, settings)["work-dir"] ?? "./");
    // The README's one-time setup, from a machine that has the state's secrets.
    const backend = {
      PULUMI_BACKEND_URL: settings.repositorySecrets.PULUMI_BACKEND_URL!,
      PULUMI_CONFIG_PASSPHRASE: settings.repositorySecrets.PULUMI_CONFIG_PASSPHRASE!,
    };
    await runPulumiOk(["stack", "init", stackName], { cwd: workDir, env: { ...runner, ...backend } });
    const pulumiCommand = await PulumiCommand.get({ root: pulumiRoot });
    /**
     * Each job's stack, selected once (later runs of the job find it so). The step logs in to
     * `cloud-url`: here the CLI gets it as PULUMI_BACKEND_URL, which it takes as a login.
     */
    const jobStacks = new Map<Job, Promise<Stack>>();
    const jobStack = (job: Job, inputs: Record<string, string>) => {
      if (!jobStacks.has(job)) {
        const env: Record<string, string> = { ...runner, ...jobEnv(job, settings), PULUMI_BACKEND_URL: inputs["cloud-url"]! };
        jobStacks.set(
          job,
          LocalWorkspace.selectStack({ stackName, workDir }, { envVars: env, pulumiHome: env.PULUMI_HOME!, pulumiCommand }),
        );
      }
      return jobStacks.get(job)!;
    };
    /** Runs a job's pulumi/actions step as the action does. */
    const runJob = async (job: Job, onOutput?: (text: string) => void) => {
      const inputs = resolvedInputs(job, settings);
      expect(inputs["cloud-url"]).toBe(settings.repositorySecrets.PULUMI_BACKEND_URL);
      expect(inputs["stack-name"]).toBe(stackName);
      const stack = await jobStack(job, inputs);
      return inputs.command === "up" ? stack.up(actionOptions(inputs, onOutput)) : stack.preview(actionOptions(inputs, onOutput));
    };
    const changes = (result: Awaited<ReturnType<typeof runJob>>) =>
      "changeSummary" in result ? result.changeSummary : result.summary.resourceChanges;

    await platform.control.clearRequests();
    const preview = await runJob(pullRequest);
    expect(changes(preview)).toEqual({ create: 4 });
    // What the action posts as the comment: the diff of every resource.
    for (const name of ["shift-leads", "auditors", "billing-resolved"]) expect(preview.stdout).toContain(name);
    // The provider's policy pack ran, and found nothing.
    expect(preview.stdout).toMatch(
      /Policy Packs run:\s+Name\s+Version\s+support-platform\|local\|node_modules\/pulumi-support-platform\/policy\s+0\.1\.0/,
    );
    expect(preview.stdout).not.toMatch(/mandatory|advisory/);

    // A risky pull request: the stack's policy config makes destructive roles mandatory, so its
    // preview fails with the policy's message.
    const program = path.join(checkout.workDir, "index.ts");
    const reviewed = fs.readFileSync(program, "utf8");
    fs.writeFileSync(program, reviewed.replace('actions: ["view", "assign", "update"]', 'actions: ["view", "assign", "update", "delete"]'));
    const riskyLog: string[] = [];
    await expect(runJob(pullRequest, (text) => riskyLog.push(text))).rejects.toThrow();
    expect(riskyLog.join("")).toContain(
      "support-platform@v0.1.0 [mandatory]  role-destructive-actions  (pulumi-nodejs:dynamic/supportplatform:Role: shift-leads)",
    );
    expect(riskyLog.join("")).toContain('Role "shift-leads" lets everyone who holds it delete tickets, with no scope');
    fs.writeFileSync(program, reviewed);
    expect(await writesReceived(platform)).toEqual([]);

    expect(changes(await runJob(main))).toEqual({ create: 4 });
    // With objects to read, the pull request's refresh reads them all with the read-only key: one
    // roles list serves both roles, and the CSAT rule is read by id.
    await platform.control.clearRequests();
    expect(changes(await runJob(pullRequest))).toEqual({ same: 4 });
    const reads = await platform.control.requests();
    expect(requestsByKind(reads)).toEqual({ "GET /v1/roles": 1, "GET /v1/csat/rules/{id}": 1 });
    expect(
      reads.filter((request) => request.method !== "GET" || request.status !== 200 || request.principal?.userId !== observer.id),
    ).toEqual([]);
    expect(changes(await runJob(nightly))).toEqual({ same: 4 });

    // A change made in the dashboard: the shift leads lose the right to assign.
    // The stack with the apply's secrets, to read its state and, at the end, destroy it.
    const stack = await jobStack(main, resolvedInputs(main, settings));
    const shiftLeadsId = String(
      (await stack.exportStack()).deployment.resources.find((resource: { urn: string }) => resource.urn.endsWith("::shift-leads")).id,
    );
    const edited = await fetch(`${platform.baseUrl}/v1/roles/${shiftLeadsId}`, {
      method: "PATCH",
      headers: { "x-api-key": platform.admin.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ description: "Edited in the dashboard", permissions: [{ resource: "tickets", actions: ["view"] }] }),
    });
    expect(edited.status).toBe(200);
    const stateBefore = JSON.stringify((await stack.exportStack()).deployment.resources);

    await platform.control.clearRequests();
    const log: string[] = [];
    await expect(runJob(nightly, (text) => log.push(text))).rejects.toThrow(/no changes were expected/i);
    const driftLog = log.join("");
    expect(driftLog).toContain("shift-leads");
    expect(driftLog).toContain("Edited in the dashboard");
    expect(driftLog).not.toMatch(/auditors.*update/);
    expect(await writesReceived(platform)).toEqual([]);
    expect(JSON.stringify((await stack.exportStack()).deployment.resources)).toBe(stateBefore);

    // A pull request's preview shows the restore, and the next apply makes it; the nightly job
    // passes again.
    expect(changes(await runJob(pullRequest))).toEqual({ same: 3, update: 1 });
    expect(changes(await runJob(main))).toEqual({ same: 3, update: 1 });
    const restored = (await platform.control.listResources<{ id: string; description: string }>("roles")).find(
      (role) => role.id === shiftLeadsId,
    );
    expect(restored?.description).toBe("Assign and reassign tickets during a shift.");
    expect(changes(await runJob(nightly))).toEqual({ same: 4 });
    await stack.destroy();
  });
});
