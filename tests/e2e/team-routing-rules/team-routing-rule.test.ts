// TeamRoutingRule through the real CLI against the emulator. The dynamic face makes a team and rules
// routing to and from it in one up (its result team referred to by the Team's output), previews no
// change, restores a rule changed in the dashboard (its conditions sent back as JSON text, as the
// REST page types them) with one up, and destroys the rules before the team they route to. The
// native face imports one rule by id and adopts another, without one write, and destroys them.
import * as fs from "node:fs";
import * as path from "node:path";
import type { TeamRoutingRule } from "../../../emulator/domains/team-routing-rules/types";
import type { PlatformEnvelope } from "../../../emulator/http/envelopes";
import { nativeProject } from "../../harness/native-project";
import { dashboardCall as api, type Platform, platformPerTest, writesReceived } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";

const urgent = { field: "priority", operator: "EQUALS", value: "Urgent", precedence: 1 };
const invoices = { field: "title", operator: "CONTAINS", value: "invoice", precedence: 2 };
const rulesOf = async (platform: Platform, teamId: string) =>
  (await api<PlatformEnvelope<TeamRoutingRule[]>>(platform, "GET", `/v1/teams/${teamId}/routing`)).data;
const routes = async (platform: Platform) => (await writesReceived(platform)).map((request) => `${request.method} ${request.path}`);

describe("TeamRoutingRule", () => {
  const current = platformPerTest();

  it("routes to a team made in the same up, restores drift in one up, and destroys the rules before the team", async () => {
    const { platform } = current;
    const [billing] = platform.organizations[0]!.teams;
    const program = `
import * as sp from "pulumi-support-platform";
const escalations = new sp.Team("escalations", { name: "Escalations", identifier: "ESC" });
new sp.TeamRoutingRule("urgent", {
  teamId: "${billing!.id}",
  name: "Urgent to escalations",
  resultTeamId: escalations.id,
  evaluationOrder: 10,
  andRules: [${JSON.stringify(urgent)}],
  orRules: [${JSON.stringify(invoices)}],
});
new sp.TeamRoutingRule("back", { teamId: escalations.id, name: "Back to billing", resultTeamId: "${billing!.id}" });
export const teamId = escalations.id;`;
    const dynamic = await current.stack({ program, projectName: "routing-dynamic" });
    await platform.control.clearRequests();
    const up = await dynamic.up();
    expect(up.summary.resourceChanges).toEqual({ create: 4 });
    const teamId = up.outputs.teamId!.value as string;
    // One write per object: the team, then each rule.
    expect((await routes(platform)).sort()).toEqual(
      ["POST /v1/teams", `POST /v1/teams/${billing!.id}/routing`, `POST /v1/teams/${teamId}/routing`].sort(),
    );
    const [rule] = await rulesOf(platform, billing!.id);
    expect(rule).toMatchObject({
      name: "Urgent to escalations",
      resultTeamId: teamId,
      evaluationOrder: 10,
      andRules: [urgent],
      orRules: [invoices],
    });
    expect(await rulesOf(platform, teamId)).toMatchObject([{ name: "Back to billing", resultTeamId: billing!.id, evaluationOrder: 1 }]);
    await dynamic.preview({ expectNoChanges: true });

    // Changed in the dashboard, its conditions sent as JSON text: refresh sees it, and one up puts it back.
    await api(platform, "PATCH", `/v1/teams/${billing!.id}/routing/${rule!.id}`, {
      resultTeamId: billing!.id,
      orRules: [JSON.stringify({ ...invoices, value: "refund" })],
    });
    await platform.control.clearRequests();
    const restored = await dynamic.up({ refresh: true });
    expect(restored.summary.resourceChanges).toMatchObject({ update: 1 });
    expect(await routes(platform)).toEqual([`PATCH /v1/teams/${billing!.id}/routing/${rule!.id}`]);
    expect((await rulesOf(platform, billing!.id))[0]).toMatchObject({ resultTeamId: teamId, orRules: [invoices] });
    await dynamic.preview({ expectNoChanges: true });

    // The platform refuses to delete a team with rules or routed to: the rules go first.
    await platform.control.clearRequests();
    await dynamic.destroy();
    const writes = await routes(platform);
    expect(writes.at(-1)).toBe(`DELETE /v1/teams/${teamId}`);
    expect(writes).toHaveLength(3);
    expect(writes).toEqual(
      expect.arrayContaining([
        `DELETE /v1/teams/${billing!.id}/routing/${rule!.id}`,
        expect.stringMatching(`^DELETE /v1/teams/${teamId}/routing/RR`),
      ]),
    );
    expect(await rulesOf(platform, billing!.id)).toEqual([]);
  });

  it("imports a rule by id and adopts another without a write, then destroys them (native face)", async () => {
    const { platform } = current;
    const [billing, technical] = platform.organizations[0]!.teams;
    const made = async (body: Record<string, unknown>) =>
      (await api<PlatformEnvelope<TeamRoutingRule>>(platform, "POST", `/v1/teams/${billing!.id}/routing`, body)).data;
    // Made in the dashboard, one with its conditions as JSON text. An import records the inputs the
    // platform holds, the evaluation order it gave included, as the export would write them.
    const imported = await made({ name: "Imported", resultTeamId: technical!.id, andRules: [JSON.stringify(urgent)] });
    const adopted = await made({ name: "Adopted", resultTeamId: billing!.id, orRules: [invoices], description: "By hand" });
    const program = `
import * as sp from "pulumi-support-platform/native";
new sp.TeamRoutingRule("imported", {
  teamId: "${billing!.id}",
  name: "Imported",
  resultTeamId: "${technical!.id}",
  evaluationOrder: ${imported.evaluationOrder},
  andRules: [${JSON.stringify(urgent)}],
});
new sp.TeamRoutingRule("adopted", {
  teamId: "${billing!.id}",
  name: "Adopted",
  resultTeamId: "${billing!.id}",
  orRules: [${JSON.stringify(invoices)}],
  adoptId: "${billing!.id}/${adopted.id}",
});`;
    const native = await current.stack({ projectDir: nativeProject("routing-native", program), projectName: "routing-native" });
    const imports = [{ type: "supportplatform:index:TeamRoutingRule", name: "imported", id: `${billing!.id}/${imported.id}` }];
    fs.writeFileSync(path.join(native.workDir, "import.json"), JSON.stringify({ resources: imports }));

    await platform.control.clearRequests();
    await runPulumiOk(["import", "--file", "import.json", "--protect=false", "--generate-code=false", "--yes", "--stack", "dev"], {
      cwd: native.workDir,
      env: native.env,
    });
    expect((await native.up()).summary.resourceChanges).toEqual({ same: 2, create: 1 });
    expect(await writesReceived(platform)).toEqual([]);
    await native.preview({ expectNoChanges: true });

    expect((await native.destroy()).summary.resourceChanges).toEqual({ delete: 3 });
    expect(await rulesOf(platform, billing!.id)).toEqual([]);
  });
});
