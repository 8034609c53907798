// examples/team-onboarding: a new team with its people, its business hours, the routing rule that sends it urgent tickets, a sub-status, its CSAT rules in order and its webhook app.
import type { SettingsView } from "../../../emulator/domains/csat/views";
import type { TeamView } from "../../../emulator/domains/teams/views";
import type { TicketStatus } from "../../../emulator/domains/ticket-statuses/types";
import type { CsatEnvelope, PlatformEnvelope } from "../../../emulator/http/envelopes";
import { dashboardCall, platformPerTest } from "../../harness/platform-stack";
import { deployExample } from "./example-stack";

describe("examples/team-onboarding", () => {
  const current = platformPerTest();

  it("makes the team, its members, its hours, its routing rule, its sub-status, its rules in the declared order and its app, then destroys the team last", async () => {
    const { platform } = current;
    const get = <T>(path: string) => dashboardCall<T>(platform, "GET", path);
    const example = await deployExample(current, "team-onboarding");
    const teamId = example.outputs.teamId as string;
    expect((await get<PlatformEnvelope<TeamView>>(`/v1/teams/${teamId}`)).data).toMatchObject({ name: "Escalations", identifier: "ESC" });
    const members = (await get<PlatformEnvelope<{ email: string }[]>>(`/v1/teams/${teamId}/members`)).data.map((member) => member.email);
    // The key's user made the team, so it is a member too.
    expect(members.sort()).toEqual([platform.admin.email, "lead@acme.test", "member@acme.test"].sort());
    const [hours] = (
      await get<PlatformEnvelope<{ timezone: string; dailyConfig: Record<string, { isActive: boolean }> }[]>>(
        `/v1/teams/${teamId}/configurations`,
      )
    ).data;
    expect(hours).toMatchObject({ timezone: "Europe/Paris", dailyConfig: { monday: { isActive: true }, sunday: { isActive: false } } });
    expect(example.outputs.timezone).toBe("Europe/Paris");
    // The first line's (the seeded Technical Support's) rule routes urgent tickets to the new team.
    const frontlineRules = (
      await get<PlatformEnvelope<{ id: string; name: string; resultTeamId: string }[]>>("/v1/teams/TACME00002/routing")
    ).data;
    expect(frontlineRules.map(({ id, name, resultTeamId }) => ({ id, name, resultTeamId }))).toEqual([
      { id: example.outputs.routingRuleId, name: "Urgent to Escalations", resultTeamId: teamId },
    ]);
    const statuses = (await get<PlatformEnvelope<TicketStatus[]>>(`/v1/tickets/status?teamId=${teamId}`)).data;
    const inProgress = statuses.find((status) => status.name === "in_progress")!;
    expect(statuses.find((status) => status.id === example.outputs.subStatusId)).toMatchObject({
      name: "waiting_on_engineering",
      parentStatusId: inProgress.id,
    });
    const rules = (await get<CsatEnvelope<SettingsView>>(`/v1/csat/team/${teamId}`)).data.data.rules;
    expect(rules.map((rule) => rule.name)).toEqual(["Urgent tickets, right away", "One in five, a day later"]);
    expect(example.outputs.ruleOrder).toEqual(rules.map((rule) => rule.id));
    const installed = await platform.control.listResources<{ appId: string; teamIds: string[] }>("installations");
    expect(installed.map(({ appId, teamIds }) => ({ appId, teamIds }))).toEqual([{ appId: example.outputs.appId, teamIds: [teamId] }]);

    await example.destroy();
    await expect(get(`/v1/teams/${teamId}`)).rejects.toThrow(/answered 404/);
    expect((await get<PlatformEnvelope<unknown[]>>("/v1/teams/TACME00002/routing")).data).toEqual([]);
  });
});
