// CsatRuleOrder through the real CLI, on one emulator and one stack (native face): the stack makes a
// team's rules and places them by their output ids, imports another team's order by id (`pulumi
// import`) and adopts a third's with adoptId, writing nothing but its own rules and order; previews
// no change; sees a reorder made in the dashboard on refresh, shows it as moves, and restores it in
// one up, the preview naming the rules that move; drops a rule and its place in one up; and on destroy leaves the orders it did not make as
// they are.
import * as fs from "node:fs";
import * as path from "node:path";
import type { SettingsView } from "../../../emulator/domains/csat/views";
import type { CsatEnvelope, PlatformEnvelope } from "../../../emulator/http/envelopes";
import { nativeProject } from "../../harness/native-project";
import { dashboardCall as api, type Platform, platformConfig, startPlatform, writesReceived } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";
import { createTestStack, type TestStack } from "../../harness/pulumi-stack";

const ruleOrder = async (platform: Platform, teamId: string) =>
  (await api<CsatEnvelope<SettingsView>>(platform, "GET", `/v1/csat/team/${teamId}`)).data.data.rules.map((rule) => rule.name);

/** Makes rules named `names` in the team as the dashboard would, then puts them in reverse order; answers their ids, in that order. */
async function rulesReversed(platform: Platform, teamId: string, names: string[]): Promise<string[]> {
  for (const name of names) await api(platform, "POST", `/v1/csat/rules/${teamId}`, { name });
  const ids = (await api<CsatEnvelope<SettingsView>>(platform, "GET", `/v1/csat/team/${teamId}`)).data.data.rules.map((rule) => rule.id);
  await api(platform, "PATCH", `/v1/csat/team/${teamId}/rules/reorder`, [...ids].reverse());
  return [...ids].reverse();
}

describe("CsatRuleOrder", () => {
  let platform: Platform;
  let stack: TestStack | undefined;
  beforeAll(async () => {
    platform = await startPlatform({ rateLimit: false });
  });
  afterAll(async () => {
    await stack?.dispose();
    await platform?.stop();
  });

  it("places the stack's rules by id, imports and adopts other teams' orders with no write, restores a reorder, drops a rule in one up, and destroys", async () => {
    const teams = platform.organizations[0]!.teams;
    const [billing, support] = [teams[0]!, teams[1]!];
    const third = (await api<PlatformEnvelope<{ id: string }>>(platform, "POST", "/v1/teams", { name: "Weekend" })).data;
    const imported = await rulesReversed(platform, support.id, ["Imported A", "Imported B"]);
    const adopted = await rulesReversed(platform, third.id, ["Adopted A", "Adopted B", "Adopted C"]);
    const rule = (name: string) =>
      `new sp.CsatRule(${JSON.stringify(name)}, { teamId: "${billing.id}", name: ${JSON.stringify(name)}, triggerConfig: {}, feedbackConfig: {} })`;
    const program = `
import * as sp from "pulumi-support-platform/native";
const first = ${rule("First")};
const second = ${rule("Second")};
const third = ${rule("Third")};
new sp.CsatRuleOrder("billing", { teamId: "${billing.id}", ruleIds: [third.id, first.id, second.id] });
new sp.CsatRuleOrder("support", { teamId: "${support.id}", ruleIds: ${JSON.stringify(imported)} });
new sp.CsatRuleOrder("third", { teamId: "${third.id}", ruleIds: ${JSON.stringify(adopted)}, adoptId: "${third.id}" });`;
    stack = await createTestStack({
      projectDir: nativeProject("rule-order", program),
      projectName: "rule-order",
      config: platformConfig(platform),
    });
    const { workDir, env } = stack;
    fs.writeFileSync(
      path.join(workDir, "import.json"),
      JSON.stringify({ resources: [{ type: "supportplatform:index:CsatRuleOrder", name: "support", id: support.id }] }),
    );

    await platform.control.clearRequests();
    await runPulumiOk(["import", "--file", "import.json", "--protect=false", "--generate-code=false", "--yes", "--stack", "dev"], {
      cwd: workDir,
      env,
    });
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 2, create: 5 });
    // The only writes: the stack's three rules and their order. The imported and adopted orders held already.
    const writes = (await writesReceived(platform)).map((request) => `${request.method} ${request.path}`);
    expect(writes).toEqual([...Array(3).fill(`POST /v1/csat/rules/${billing.id}`), `PATCH /v1/csat/team/${billing.id}/rules/reorder`]);
    expect(await ruleOrder(platform, billing.id)).toEqual(["Third", "First", "Second"]);
    await stack.preview({ expectNoChanges: true });

    // Reordered in the dashboard: refresh sees it, the preview shows the moves, one up restores it.
    const ids = (await api<CsatEnvelope<SettingsView>>(platform, "GET", `/v1/csat/team/${billing.id}`)).data.data.rules.map(
      (rule) => rule.id,
    );
    await api(platform, "PATCH", `/v1/csat/team/${billing.id}/rules/reorder`, [ids[1], ids[2], ids[0]]);
    expect((await stack.refresh()).summary.resourceChanges).toMatchObject({ update: 1 });
    const preview = await stack.preview({ diff: true });
    expect(preview.changeSummary).toMatchObject({ update: 1 });
    expect(preview.stdout).toMatch(/ruleIds/);
    // The diff of ruleIds shows ids only; the plugin's note beside it names the rules that move
    // (--diff prints the resources' diagnostics on stderr).
    expect(preview.stderr).toContain(
      `CsatRuleOrder billing moves "Third" (${ids[0]}) from 3rd to 1st; "First" (${ids[1]}) from 1st to 2nd; "Second" (${ids[2]}) from 2nd to 3rd`,
    );
    await platform.control.clearRequests();
    expect((await stack.up()).summary.resourceChanges).toMatchObject({ update: 1 });
    expect((await writesReceived(platform)).map((request) => `${request.method} ${request.path}`)).toEqual([
      `PATCH /v1/csat/team/${billing.id}/rules/reorder`,
    ]);
    expect(await ruleOrder(platform, billing.id)).toEqual(["Third", "First", "Second"]);
    await stack.preview({ expectNoChanges: true });

    // A rule leaves the program with its id in one change: the order's update places it last, then its delete runs.
    stack.writeProgram(program.replace(/^const second = .*\n/m, "").replace("first.id, second.id", "first.id"));
    expect((await stack.up()).summary.resourceChanges).toMatchObject({ update: 1, delete: 1 });
    expect(await ruleOrder(platform, billing.id)).toEqual(["Third", "First"]);
    await stack.preview({ expectNoChanges: true });

    // Destroy deletes the stack's rules (its five resources and the stack); removing an order writes nothing, so the others stay as they are.
    await platform.control.clearRequests();
    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 5 + 1 });
    expect((await writesReceived(platform)).map((request) => request.method)).toEqual(["DELETE", "DELETE"]);
    expect(await ruleOrder(platform, support.id)).toEqual(["Imported B", "Imported A"]);
    expect(await ruleOrder(platform, third.id)).toEqual(["Adopted C", "Adopted B", "Adopted A"]);
  });
});
