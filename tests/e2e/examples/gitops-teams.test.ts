// examples/gitops-teams: the platform stack, then the two team stacks side by side (as the
// workflow's matrix applies them), all on one file:// backend, which a StackReference needs; each
// team stack must have read the platform stack's outputs. Then the workflow's nightly drift check,
// with a team's rule edited out of band: each stack's real preview (refresh, expect no changes, as
// pulumi/actions runs it) hands its outcome to the summary job's script, .github/drift-summary.sh.
// Destroyed in reverse order.
import { execFile } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { promisify } from "node:util";
import { platformPerTest } from "../../harness/platform-stack";
import { makeScratchDir, type TestStack } from "../../harness/pulumi-stack";
import { deployExample, exampleDir } from "./example-stack";

interface ServerRule {
  id: string;
  teamId: string;
  name: string;
  allFilters?: { account?: { standardFields?: { field: string; value: string }[] } };
}

interface ServerApp {
  slug: string;
}

describe("examples/gitops-teams", () => {
  let backend: string | undefined;
  const current = platformPerTest({}, async () => backend !== undefined && fs.promises.rm(backend, { recursive: true, force: true }));

  it("applies the platform stack, then each team's stack with the platform stack's outputs, and destroys them in reverse", async () => {
    backend = makeScratchDir("gitops-teams-backend");
    const env = { PULUMI_BACKEND_URL: `file://${backend}` };
    const { control } = current.platform;
    const platform = await deployExample(current, "gitops-teams/platform", { stackName: "production", env });
    const accountValueIds = platform.outputs.accountValueIds as Record<string, string>;
    const roleIds = platform.outputs.roleIds as Record<string, string>;
    expect((await control.listResources("accountAttributeValues")).map((value) => value.id)).toEqual(
      expect.arrayContaining(Object.values(accountValueIds)),
    );
    expect((await control.listResources("roles")).map((role) => role.id)).toEqual(expect.arrayContaining(Object.values(roleIds)));

    // Pulumi.billing.yaml surveys the strategic accounts, Pulumi.technical.yaml the growth ones.
    const teams = await Promise.all(
      ["billing", "technical"].map((stackName) => deployExample(current, "gitops-teams/team", { stackName, env })),
    );
    expect(teams.map((team) => team.outputs.surveyedAccountValueId)).toEqual([accountValueIds.strategic, accountValueIds.growth]);
    const rules = await control.listResources<ServerRule>("csatRules");
    const surveyed = (rule: ServerRule) =>
      rule.allFilters?.account?.standardFields?.map((field) => `${field.field}=${field.value}`).join() ?? "";
    expect(rules.map((rule) => `${rule.teamId} ${rule.name} [${surveyed(rule)}]`).sort()).toEqual([
      `TACME00001 One resolved ticket in five []`,
      `TACME00001 Resolved tickets of surveyed accounts [account_classification=${accountValueIds.strategic}]`,
      `TACME00002 One resolved ticket in five []`,
      `TACME00002 Resolved tickets of surveyed accounts [account_classification=${accountValueIds.growth}]`,
    ]);
    expect((await control.listResources<ServerApp>("apps")).map((app) => app.slug).sort()).toEqual(["billing-events", "technical-events"]);

    // The billing team's rule, edited in the dashboard.
    const billingRule = rules.find((rule) => rule.teamId === "TACME00001" && rule.name === "One resolved ticket in five")!;
    await control.patchResource("csatRules", billingRule.id, { name: "Edited in the dashboard" });
    const results = makeScratchDir("drift-results");
    const checked: [string, TestStack][] = [
      ["production", platform.stack],
      ["billing", teams[0]!.stack],
      ["technical", teams[1]!.stack],
    ];
    await Promise.all(
      checked.map(async ([stackName, stack]) => {
        // The check step's outcome, as the drift job writes it for the summary.
        const outcome = await stack.preview({ refresh: true, expectNoChanges: true, diff: true }).then(
          () => "success",
          () => "failure",
        );
        fs.writeFileSync(path.join(results, `drift-${stackName}`), `${outcome}\n`);
      }),
    );
    const drifted = await driftSummary(results, "success");
    expect(drifted).toEqual({
      code: 1,
      table: [
        "| stack | drift check |",
        "| --- | --- |",
        "| billing | failure: see the drift job of billing |",
        "| production | no drift |",
        "| technical | no drift |",
      ],
    });
    // The clean stacks' results alone pass; a drift job that did not succeed fails the summary.
    fs.rmSync(path.join(results, "drift-billing"));
    expect(await driftSummary(results, "success")).toEqual({
      code: 0,
      table: ["| stack | drift check |", "| --- | --- |", "| production | no drift |", "| technical | no drift |"],
    });
    expect(await driftSummary(results, "cancelled")).toMatchObject({
      code: 1,
      table: expect.arrayContaining(["| some stack | drift job cancelled |"]),
    });
    fs.rmSync(results, { recursive: true, force: true });

    await Promise.all(teams.map((team) => team.stack.destroy()));
    // The platform stack's destroy checks that the server holds what it held before any stack.
    await platform.destroy();
  });
});

/** Runs the drift-summary job's script as its step does: its exit code and the summary it wrote. */
async function driftSummary(results: string, driftJob: string): Promise<{ code: number; table: string[] }> {
  const summary = path.join(results, "..", `${path.basename(results)}-summary.md`);
  fs.rmSync(summary, { force: true });
  const script = path.join(exampleDir("gitops-teams"), ".github", "drift-summary.sh");
  const code = await promisify(execFile)("bash", [script, results, driftJob], {
    env: { ...process.env, GITHUB_STEP_SUMMARY: summary },
  }).then(
    () => 0,
    (error: { code?: number }) => error.code ?? -1,
  );
  const table = fs.readFileSync(summary, "utf8").trimEnd().split("\n");
  fs.rmSync(summary, { force: true });
  return { code, table };
}
