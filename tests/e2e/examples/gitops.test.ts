// examples/gitops: the workflow's steps run as `pulumi/actions` runs them. The action selects the
// stack with the Automation API (`LocalWorkspace.selectStack({stackName, workDir})`) and calls
// `stack.preview(options)` or `stack.up(options)` with options made from the step's inputs; this
// test reads the steps from the workflow file and makes the same calls, with the workflow's
// environment filled from the emulator. Only the login differs: a file:// backend instead of
// Pulumi Cloud (PULUMI_ACCESS_TOKEN).
import * as fs from "node:fs";
import * as path from "node:path";
import { LocalWorkspace, type PreviewOptions, PulumiCommand, type UpOptions } from "@pulumi/pulumi/automation";
import { platformPerTest, writesReceived } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";
import { pulumiRoot } from "../../harness/pulumi-stack";
import { exampleDir } from "./example-stack";

// js-yaml ships no type declarations.
const { load: parseYaml } = require("js-yaml") as { load(text: string): unknown };

interface Step {
  uses?: string;
  with?: Record<string, string | boolean | number>;
}
interface Workflow {
  on: Record<string, unknown>;
  env: Record<string, string>;
  jobs: Record<string, { if: string; steps: Step[] }>;
}

const workflow = parseYaml(fs.readFileSync(path.join(exampleDir("gitops"), ".github/workflows/support-platform.yml"), "utf8")) as Workflow;

/** The `pulumi/actions` step of the job that runs `command`. */
function actionStep(command: string): { job: string; inputs: Record<string, string | boolean | number> } {
  for (const [job, { steps }] of Object.entries(workflow.jobs)) {
    const step = steps.find((candidate) => candidate.uses?.startsWith("pulumi/actions@") && candidate.with?.command === command);
    if (step) return { job, inputs: step.with! };
  }
  throw new Error(`the workflow has no pulumi/actions step running ${command}`);
}

/** Inputs that choose the stack or the comment, not the command's flags. */
const selectionInputs = new Set(["command", "stack-name", "work-dir", "comment-on-pr", "github-token"]);

/** The options pulumi/actions passes for a step's inputs (its config.ts); unknown inputs fail. */
function actionOptions(inputs: Record<string, string | boolean | number>): PreviewOptions & UpOptions {
  const options: PreviewOptions & UpOptions = { userAgent: "pulumi/actions@v3" };
  for (const [input, value] of Object.entries(inputs)) {
    if (selectionInputs.has(input)) continue;
    if (input === "diff") options.diff = value === true || value === "true";
    else if (input === "expect-no-changes") options.expectNoChanges = value === true || value === "true";
    else if (input === "parallel") options.parallel = Number(value);
    else if (input === "message") options.message = String(value);
    else throw new Error(`this test does not know how pulumi/actions passes the input ${input}`);
  }
  return options;
}

describe("examples/gitops", () => {
  const current = platformPerTest();

  it("previews a pull request with the workflow's step, applies main with its other step, and previews no change after", async () => {
    const preview = actionStep("preview");
    const apply = actionStep("up");
    expect(preview.inputs["comment-on-pr"]).toBe(true);
    expect(workflow.jobs[preview.job]!.if).toContain("pull_request");
    expect(workflow.jobs[apply.job]!.if).toContain("refs/heads/main");
    expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push"]);

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

    // The repository as checked out (and `npm install`ed: the package comes from node_modules).
    const checkout = await current.stack({ projectDir: exampleDir("gitops"), projectName: "gitops" });
    const env = { ...checkout.env, ...values };
    const stackName = String(preview.inputs["stack-name"]);
    const workDir = path.resolve(checkout.workDir, String(preview.inputs["work-dir"] ?? "./"));
    await runPulumiOk(["stack", "init", stackName], { cwd: workDir, env }); // the README's one-time setup
    const pulumiCommand = await PulumiCommand.get({ root: pulumiRoot });
    const stack = await LocalWorkspace.selectStack({ stackName, workDir }, { envVars: env, pulumiHome: env.PULUMI_HOME!, pulumiCommand });

    await platform.control.clearRequests();
    const pullRequest = await stack.preview(actionOptions(preview.inputs));
    expect(pullRequest.changeSummary).toEqual({ create: 4 });
    // What the action posts as the comment: the diff of every resource.
    for (const name of ["shift-leads", "auditors", "billing-resolved"]) expect(pullRequest.stdout).toContain(name);
    expect(await writesReceived(platform)).toEqual([]);

    const main = await stack.up(actionOptions(apply.inputs));
    expect(main.summary.resourceChanges).toEqual({ create: 4 });
    expect((await stack.preview(actionOptions(preview.inputs))).changeSummary).toEqual({ same: 4 });
    await stack.destroy();
  });
});
