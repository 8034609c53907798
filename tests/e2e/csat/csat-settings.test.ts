// CsatSettings through the real CLI against the emulator: taken over after the team's first rule,
// updated in place, drift found by refresh and undone by up, destroy putting the settings back;
// settings that already match taken over with no write; a team without settings refused at up.
import { platformPerTest, writesReceived } from "../../harness/platform-stack";

interface ServerSettings {
  id: string;
  teamId: string;
  cooldownPeriodDays: number;
  userCooldownPeriodDays: number;
  emailConfigId: string;
  closedStatusIds: string[];
}

describe("CsatSettings", () => {
  const current = platformPerTest();
  const organizationId = () => current.platform.organizations[0]!.id;
  const team = (index: number) => current.platform.organizations[0]!.teams[index]!.id;
  const settingsOf = async (teamId: string) =>
    (await current.platform.control.listResources<ServerSettings>("csatSettings", organizationId())).find(
      (settings) => settings.teamId === teamId,
    );

  const program = (teamId: string, cooldownPeriodDays: number) => `
import * as sp from "pulumi-support-platform";
const rule = new sp.CsatRule("first-rule", { teamId: "${teamId}", name: "After resolution", triggerConfig: {}, feedbackConfig: {} });
const settings = new sp.CsatSettings("settings", {
  teamId: "${teamId}",
  cooldownPeriodDays: ${cooldownPeriodDays},
  closedStatusIds: ["resolved", "closed", "resolved"],
}, { dependsOn: [rule] });
export const settingsId = settings.settingsId;`;

  it("takes over the settings the team's first rule made, updates them, undoes drift, and puts them back on destroy", async () => {
    const { platform } = current;
    const teamId = team(1);
    expect(await settingsOf(teamId)).toBeUndefined();
    const stack = await current.stack({ program: program(teamId, 14), projectName: "csat-settings" });

    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 3 });
    const settingsId = up.outputs.settingsId!.value as string;
    // Sent in the declared order, the repeat dropped: the order of an unordered list is the user's.
    expect(await settingsOf(teamId)).toMatchObject({
      id: settingsId,
      cooldownPeriodDays: 14,
      userCooldownPeriodDays: 7,
      closedStatusIds: ["resolved", "closed"],
    });

    await platform.control.clearRequests();
    await stack.preview({ expectNoChanges: true });
    expect(await writesReceived(platform)).toEqual([]);

    stack.writeProgram(program(teamId, 21));
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 2, update: 1 });
    expect((await settingsOf(teamId))?.cooldownPeriodDays).toBe(21);
    expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 3 });
    await stack.preview({ expectNoChanges: true });

    // Changed in the dashboard: a declared setting, and one the stack does not manage.
    await platform.control.patchResource("csatSettings", settingsId, { cooldownPeriodDays: 99, userCooldownPeriodDays: 2 });
    expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 2, update: 1 });
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 2, update: 1 });
    expect(await settingsOf(teamId)).toMatchObject({ cooldownPeriodDays: 21, userCooldownPeriodDays: 2 });

    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 3 });
    // The settings outlive their rules: the declared ones are back to the platform's, the other as the dashboard left it.
    expect(await settingsOf(teamId)).toMatchObject({
      id: settingsId,
      cooldownPeriodDays: 30,
      userCooldownPeriodDays: 2,
      closedStatusIds: [],
    });
  });

  it("takes over settings that already match with no write, and leaves them so on destroy", async () => {
    const { platform } = current;
    const teamId = team(0);
    const made = await fetch(`${platform.baseUrl}/v1/csat/rules/${teamId}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": platform.admin.apiKey },
      body: JSON.stringify({ name: "Made in the dashboard" }),
    });
    expect(made.status).toBe(201);
    const before = await settingsOf(teamId);
    const stack = await current.stack({
      program: `
import * as sp from "pulumi-support-platform";
new sp.CsatSettings("settings", { teamId: "${teamId}", cooldownPeriodDays: ${before!.cooldownPeriodDays}, closedStatusIds: [] });`,
      projectName: "csat-settings-match",
    });
    await platform.control.clearRequests();
    expect((await stack.up()).summary.resourceChanges).toEqual({ create: 2 });
    await stack.preview({ expectNoChanges: true });
    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 2 });
    expect(await writesReceived(platform)).toEqual([]);
    expect(await settingsOf(teamId)).toEqual(before);
  });

  it("refuses a team without settings at up, naming the fix, with no write", async () => {
    const { platform } = current;
    const teamId = team(1);
    const stack = await current.stack({
      program: `
import * as sp from "pulumi-support-platform";
new sp.CsatSettings("settings", { teamId: "${teamId}", cooldownPeriodDays: 3 });`,
      projectName: "csat-settings-missing",
    });
    await platform.control.clearRequests();
    await expect(stack.up()).rejects.toThrow(`team ${teamId} has no CSAT settings yet`);
    expect(stack.output.join("")).toContain("declare a CsatRule for the team and give this resource dependsOn: [thatRule]");
    expect(await writesReceived(platform)).toEqual([]);
    expect(await settingsOf(teamId)).toBeUndefined();
  });
});
