// TeamConfiguration through the real CLI against the emulator: a team's configuration taken over
// (no write when it matches), updated in place with only the declared settings and days, no diff for
// the days the platform fills, drift found by refresh and undone by one up, destroy leaving it as it is.
import { platformPerTest, writesReceived } from "../../harness/platform-stack";

interface DayConfig {
  isActive: boolean;
  slots: { start: string; end: string }[];
}
interface ServerConfiguration {
  id: string;
  teamId: string;
  timezone: string;
  holidays: string[];
  userRoutingStrategy: string;
  dailyConfig: Record<string, DayConfig>;
}

describe("TeamConfiguration", () => {
  const current = platformPerTest();
  const organizationId = () => current.platform.organizations[0]!.id;
  const team = (index: number) => current.platform.organizations[0]!.teams[index]!.id;
  const configurationOf = async (teamId: string) =>
    (await current.platform.control.listResources<ServerConfiguration>("teamConfigurations", organizationId())).find(
      (configuration) => configuration.teamId === teamId,
    );

  const program = (teamId: string, timezone: string) => `
import * as sp from "pulumi-support-platform";
const hours = new sp.TeamConfiguration("hours", {
  teamId: "${teamId}",
  timezone: "${timezone}",
  holidays: ["25-12", "01-05-2027", "25-12"],
  userRoutingStrategy: "round_robin",
  dailyConfig: {
    monday: { isActive: true, slots: [{ start: "08:30", end: "12:00" }, { start: "13:00", end: "18:00" }] },
    saturday: { isActive: false },
  },
});
export const updatedAt = hours.updatedAt;`;

  it("takes the team's configuration over, updates the declared days only, undoes drift, and leaves it on destroy", async () => {
    const { platform } = current;
    const teamId = team(1);
    const stack = await current.stack({ program: program(teamId, "Europe/Paris"), projectName: "team-configuration" });

    await platform.control.clearRequests();
    expect((await stack.up()).summary.resourceChanges).toEqual({ create: 2 });
    // One update with the declared settings that differ: Saturday is already off, the repeat is dropped.
    expect((await writesReceived(platform)).map((request) => [request.method, JSON.parse(request.request.body!)])).toEqual([
      [
        "PATCH",
        {
          timezone: "Europe/Paris",
          holidays: ["25-12", "01-05-2027"],
          userRoutingStrategy: "round_robin",
          dailyConfig: {
            monday: {
              isActive: true,
              slots: [
                { start: "08:30", end: "12:00" },
                { start: "13:00", end: "18:00" },
              ],
            },
          },
        },
      ],
    ]);
    const configured = await configurationOf(teamId);
    // The days not declared stay as a new team has them.
    expect(configured?.dailyConfig.tuesday).toEqual({ isActive: true, slots: [{ start: "09:00", end: "17:00" }] });

    await platform.control.clearRequests();
    await stack.preview({ expectNoChanges: true });
    expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 2 });
    expect(await writesReceived(platform)).toEqual([]);

    stack.writeProgram(program(teamId, "America/New_York"));
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 1, update: 1 });
    expect((await configurationOf(teamId))?.timezone).toBe("America/New_York");

    // Changed in the dashboard: a declared day, and a day the stack does not manage.
    await platform.control.patchResource("teamConfigurations", teamId, {
      dailyConfig: { ...configured!.dailyConfig, monday: { isActive: false, slots: [] }, wednesday: { isActive: false, slots: [] } },
    });
    expect((await stack.refresh()).summary.resourceChanges).toEqual({ same: 1, update: 1 });
    await platform.control.clearRequests();
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 1, update: 1 });
    expect((await writesReceived(platform)).map((request) => JSON.parse(request.request.body!))).toEqual([
      {
        dailyConfig: {
          monday: {
            isActive: true,
            slots: [
              { start: "08:30", end: "12:00" },
              { start: "13:00", end: "18:00" },
            ],
          },
        },
      },
    ]);
    const restored = await configurationOf(teamId);
    expect(restored?.dailyConfig.wednesday).toEqual({ isActive: false, slots: [] });
    await stack.preview({ expectNoChanges: true });

    await platform.control.clearRequests();
    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 2 });
    expect(await writesReceived(platform)).toEqual([]);
    expect(await configurationOf(teamId)).toEqual(restored);
  });

  it("takes over a configuration that already matches with no write", async () => {
    const { platform } = current;
    const teamId = team(0);
    const stack = await current.stack({
      program: `
import * as sp from "pulumi-support-platform";
new sp.TeamConfiguration("hours", { teamId: "${teamId}", timezone: "UTC", dailyConfig: { friday: { isActive: true, slots: [{ start: "09:00", end: "17:00" }] } } });`,
      projectName: "team-configuration-match",
    });
    await platform.control.clearRequests();
    expect((await stack.up()).summary.resourceChanges).toEqual({ create: 2 });
    await stack.preview({ expectNoChanges: true });
    expect(await writesReceived(platform)).toEqual([]);
  });

  it("refuses, at preview, a slot overlapping another and a holiday that does not exist, with no request", async () => {
    const { platform } = current;
    const stack = await current.stack({
      program: `
import * as sp from "pulumi-support-platform";
new sp.TeamConfiguration("hours", {
  teamId: "${team(0)}",
  holidays: ["31-04"],
  dailyConfig: { monday: { isActive: true, slots: [{ start: "09:00", end: "13:00" }, { start: "12:00", end: "17:00" }] } },
});`,
      projectName: "team-configuration-invalid",
    });
    await platform.control.clearRequests();
    await expect(stack.preview()).rejects.toThrow();
    const output = stack.output.join("");
    expect(output).toContain("holidays[0]");
    expect(output).toContain("dailyConfig.monday.slots[1]");
    expect(await platform.control.requests()).toEqual([]);
  });
});
