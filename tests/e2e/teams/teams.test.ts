// Team and TeamMember through the real CLI, on one emulator: the dynamic face makes a sub-team with
// its members, a CSAT rule and a webhook app in one up, previews no change, restores a member removed
// and a name changed in the dashboard, and on destroy deletes what belongs to the team first, then
// meets the platform's refusal to delete a team that keeps its CSAT settings. The native face
// imports a team and a membership by id, adopts another pair with adoptId, all without one write,
// previews no change, and destroys them.
import type { SettingsView } from "../../../emulator/domains/csat/views";
import type { TeamView } from "../../../emulator/domains/teams/views";
import type { CsatEnvelope, PlatformEnvelope } from "../../../emulator/http/envelopes";
import * as fs from "node:fs";
import * as path from "node:path";
import { nativeProject } from "../../harness/native-project";
import { dashboardCall as api, type Platform, platformConfig, startPlatform, writesReceived } from "../../harness/platform-stack";
import { runPulumiOk } from "../../harness/pulumi-cli";
import { createTestStack, type TestStack } from "../../harness/pulumi-stack";

const memberIds = async (platform: Platform, teamId: string) =>
  (await api<PlatformEnvelope<{ id: string }[]>>(platform, "GET", `/v1/teams/${teamId}/members`)).data.map((member) => member.id).sort();

describe("teams and their members", () => {
  let platform: Platform;
  const stacks: TestStack[] = [];
  const stack = async (options: Parameters<typeof createTestStack>[0]) => {
    const made = await createTestStack({ ...options, config: platformConfig(platform) });
    stacks.push(made);
    return made;
  };
  beforeAll(async () => {
    platform = await startPlatform({ rateLimit: false });
  });
  afterAll(async () => {
    await Promise.all(stacks.map((made) => made.dispose()));
    await platform?.stop();
  });

  it("makes a team with its members, rules and app in one up, restores drift, and destroys it all in dependency order", async () => {
    const [billing] = platform.organizations[0]!.teams;
    const [admin, lead, member] = platform.organizations[0]!.users;
    const program = `
import * as sp from "pulumi-support-platform";
const nights = new sp.Team("nights", { name: "Night shift", identifier: "NIGHT", description: "Nights and weekends", parentTeamId: "${billing!.id}" });
new sp.TeamMember("lead", { teamId: nights.id, email: "${lead!.email.toUpperCase()}", isAdmin: true });
new sp.TeamMember("member", { teamId: nights.id, userId: "${member!.id}" });
new sp.CsatRule("after-resolution", { teamId: nights.id, name: "After resolution", triggerConfig: {}, feedbackConfig: {} });
new sp.WebhookApp("events", { name: "Night events", slug: "night-events", eventsUrl: "https://hooks.example.com/nights", teamIds: [nights.id] });
export const teamId = nights.id;`;
    const dynamic = await stack({ program, projectName: "teams-dynamic" });
    const up = await dynamic.up();
    expect(up.summary.resourceChanges).toEqual({ create: 6 });
    const teamId = up.outputs.teamId!.value as string;
    expect((await api<PlatformEnvelope<TeamView>>(platform, "GET", `/v1/teams/${teamId}`)).data).toMatchObject({
      name: "Night shift",
      identifier: "NIGHT",
      parentTeamId: billing!.id,
    });
    // The key's user made the team, so it is a member too.
    expect(await memberIds(platform, teamId)).toEqual([admin!.id, lead!.id, member!.id].sort());
    expect((await api<CsatEnvelope<SettingsView>>(platform, "GET", `/v1/csat/team/${teamId}`)).data.data.rules).toHaveLength(1);
    await dynamic.preview({ expectNoChanges: true });

    // Changed in the dashboard: the member removed, the team renamed. Refresh sees both; up undoes them.
    await api(platform, "DELETE", `/v1/teams/${teamId}/members/${member!.id}`);
    await api(platform, "PATCH", `/v1/teams/${teamId}`, { name: "Renamed in the dashboard" });
    const restored = await dynamic.up({ refresh: true });
    expect(restored.summary.resourceChanges).toMatchObject({ create: 1, update: 1 });
    expect(await memberIds(platform, teamId)).toEqual([admin!.id, lead!.id, member!.id].sort());
    expect((await api<PlatformEnvelope<TeamView>>(platform, "GET", `/v1/teams/${teamId}`)).data.name).toBe("Night shift");

    // Destroy removes the members, the rule and the app before the team, then the team; its CSAT
    // settings, which its rule made and the API never deletes, go with it.
    await platform.control.clearRequests();
    expect((await dynamic.destroy()).summary.resourceChanges).toMatchObject({ delete: expect.any(Number) });
    const writes = (await writesReceived(platform)).map((request) => `${request.method} ${request.path}`);
    expect(writes.at(-1)).toBe(`DELETE /v1/teams/${teamId}`);
    expect(writes).toEqual(
      expect.arrayContaining([
        `DELETE /v1/teams/${teamId}/members/${lead!.id}`,
        `DELETE /v1/teams/${teamId}/members/${member!.id}`,
        "POST /apps/uninstall",
      ]),
    );
    await expect(api(platform, "GET", `/v1/teams/${teamId}`)).rejects.toThrow(/answered 404/);
  });

  it("imports a team and a membership by id and adopts another pair, without a write, then destroys them (native face)", async () => {
    const [, lead, , observer] = platform.organizations[0]!.users;
    const days = (await api<PlatformEnvelope<TeamView>>(platform, "POST", "/v1/teams", { name: "Day shift", identifier: "DAY" })).data;
    await api(platform, "POST", `/v1/teams/${days.id}/members`, { userId: observer!.id });
    const weekend = (await api<PlatformEnvelope<TeamView>>(platform, "POST", "/v1/teams", { name: "Weekend" })).data;
    await api(platform, "POST", `/v1/teams/${weekend.id}/members`, { email: lead!.email, isAdmin: true });
    const program = `
import * as sp from "pulumi-support-platform/native";
const days = new sp.Team("days", { name: "Day shift", identifier: "DAY" });
new sp.TeamMember("days-observer", { teamId: days.id, userId: "${observer!.id}" });
const weekend = new sp.Team("weekend", { name: "Weekend", adoptId: "${weekend.id}" });
new sp.TeamMember("weekend-lead", { teamId: weekend.id, email: "${lead!.email}", isAdmin: true, adoptId: "${weekend.id}/${lead!.id}" });`;
    const native = await stack({ projectDir: nativeProject("teams-native", program), projectName: "teams-native" });
    const imports = [
      { type: "supportplatform:index:Team", name: "days", id: days.id },
      { type: "supportplatform:index:TeamMember", name: "days-observer", id: `${days.id}/${observer!.id}` },
    ];
    fs.writeFileSync(path.join(native.workDir, "import.json"), JSON.stringify({ resources: imports }));

    await platform.control.clearRequests();
    await runPulumiOk(["import", "--file", "import.json", "--protect=false", "--generate-code=false", "--yes", "--stack", "dev"], {
      cwd: native.workDir,
      env: native.env,
    });
    expect((await native.up()).summary.resourceChanges).toEqual({ same: 3, create: 2 });
    expect(await writesReceived(platform)).toEqual([]);
    await native.preview({ expectNoChanges: true });

    expect((await native.destroy()).summary.resourceChanges).toEqual({ delete: 5 });
    const remaining = (await api<PlatformEnvelope<TeamView[]>>(platform, "GET", "/v1/teams")).data.map((team) => team.id);
    expect(remaining).not.toContain(days.id);
    expect(remaining).not.toContain(weekend.id);
  });
});
