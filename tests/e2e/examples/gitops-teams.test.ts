// examples/gitops-teams: the platform stack, then the two team stacks side by side (as the
// workflow's matrix applies them), all on one file:// backend, which a StackReference needs; each
// team stack must have read the platform stack's outputs. Destroyed in reverse order.
import * as fs from "node:fs";
import { platformPerTest } from "../../harness/platform-stack";
import { makeScratchDir } from "../../harness/pulumi-stack";
import { deployExample } from "./example-stack";

interface ServerRule {
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
    expect((await control.listResources("attributeValues")).map((value) => value.id)).toEqual(
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

    await Promise.all(teams.map((team) => team.stack.destroy()));
    // The platform stack's destroy checks that the server holds what it held before any stack.
    await platform.destroy();
  });
});
