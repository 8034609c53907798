// The list functions against the emulator, through the read both faces run (the registry's): each
// answers what the resource's own read would keep for every object, with one list request (one
// per page where the platform pages), and follows every page of the installed-apps list.
import { accountAttributeValueDefinition } from "../../../provider/account-attribute-values/definition";
import type { ZodObject } from "zod";
import type { ResourceDefinition } from "../../../provider/core/resource-definition";
import { csatRuleDefinition } from "../../../provider/csat-rules/definition";
import { dataSourceFunctions } from "../../../provider/data-sources";
import { roleDefinition } from "../../../provider/roles/definition";
import { teamConfigurationDefinition } from "../../../provider/team-configurations/definition";
import { teamMemberDefinition } from "../../../provider/team-members/definition";
import { teamDefinition } from "../../../provider/teams/definition";
import { webhookAppDefinition } from "../../../provider/webhook-apps/definition";
import { adminClient, seedTeams, useEmulator } from "../emulator/support";

const emulator = useEmulator();
const client = () => adminClient(emulator());

type Listed = { id: string } & Record<string, unknown>;

/** The function's answer with a fresh client, and the requests it sent (`METHOD path?query`). */
async function listed(name: string, args: Record<string, unknown> = {}): Promise<{ items: Listed[]; requests: string[] }> {
  await emulator().control.clearRequests();
  const items = (await dataSourceFunctions[name]!.read(client(), args)) as Listed[];
  const requests = (await emulator().control.requests()).map(
    (request) =>
      `${request.method} ${request.path}${Object.keys(request.query).length > 0 ? `?${new URLSearchParams(request.query as Record<string, string>)}` : ""}`,
  );
  return { items, requests };
}

/** Each listed object is what the definition's read of it answers, beside its id. */
async function expectAsRead<State extends object>(
  definition: Pick<ResourceDefinition<ZodObject, State>, "read">,
  items: Listed[],
): Promise<void> {
  const api = client();
  for (const { id, ...state } of items) {
    const read = await definition.read(api, id, state as State);
    expect(JSON.parse(JSON.stringify(state))).toEqual(JSON.parse(JSON.stringify(read)));
  }
}

describe("the list functions against the emulator", () => {
  it("getTeams: the key's user's teams, one request, each as the team's read", async () => {
    const api = client();
    const made = await teamDefinition.create(
      api,
      teamDefinition.inputs.parse({ name: "Escalations", identifier: "ESC", color: "#ff0000" }),
    );
    const { items, requests } = await listed("getTeams");
    expect(requests).toEqual(["GET /v1/teams"]);
    expect(items.map((team) => team.id)).toContain(made.id);
    expect(items.find((team) => team.id === made.id)).toMatchObject({ name: "Escalations", identifier: "ESC", color: "#ff0000" });
    await expectAsRead(teamDefinition, items);
  });

  it("getTeamMembers: a team's memberships, one request, with ids a TeamMember adopts; an unknown team fails", async () => {
    const teamId = seedTeams(emulator())[0]!.id;
    const { items, requests } = await listed("getTeamMembers", { teamId });
    expect(requests).toEqual([`GET /v1/teams/${teamId}/members`]);
    expect(items.length).toBeGreaterThan(1);
    for (const member of items) expect(member.id).toBe(`${teamId}/${member.userId}`);
    await expectAsRead(teamMemberDefinition, items);
    await expect(listed("getTeamMembers", { teamId: "TNOSUCHTEAM" })).rejects.toMatchObject({
      code: "ERR_NOT_FOUND",
      message: "list team members failed with HTTP 404: no team has the id TNOSUCHTEAM",
    });
  });

  it("getTeamConfigurations: the team's one configuration, one request, as its read; an unknown team fails", async () => {
    const teamId = seedTeams(emulator())[0]!.id;
    const { items, requests } = await listed("getTeamConfigurations", { teamId });
    expect(requests).toEqual([`GET /v1/teams/${teamId}/configurations`]);
    expect(items).toEqual([expect.objectContaining({ id: teamId, teamId, timezone: "UTC" })]);
    await expectAsRead(teamConfigurationDefinition, items);
    await expect(listed("getTeamConfigurations", { teamId: "TNOSUCHTEAM" })).rejects.toMatchObject({
      code: "ERR_NOT_FOUND",
      message: "read team configuration failed with HTTP 404: no team has the id TNOSUCHTEAM",
    });
  });

  it("getRoles: every role, system roles included, one request", async () => {
    const api = client();
    const made = await roleDefinition.create(
      api,
      roleDefinition.inputs.parse({ name: "Auditors", permissions: [{ resource: "tickets", actions: ["view"] }] }),
    );
    const { items, requests } = await listed("getRoles");
    expect(requests).toEqual(["GET /v1/roles"]);
    expect(items.find((role) => role.id === made.id)).toMatchObject({ name: "Auditors", isSystem: false });
    expect(items.some((role) => role.isSystem === true)).toBe(true);
    await expectAsRead(roleDefinition, items);
  });

  it("getAccountAttributeValues: one attribute's values, one request", async () => {
    const api = client();
    const made = await accountAttributeValueDefinition.create(
      api,
      accountAttributeValueDefinition.inputs.parse({ attribute: "account_industry", value: "Aerospace", color: "#112233" }),
    );
    const { items, requests } = await listed("getAccountAttributeValues", { attribute: "account_industry" });
    expect(requests).toEqual(["GET /v1/accounts/attributes?attribute=account_industry"]);
    expect(items.find((value) => value.id === made.id)).toMatchObject({ attribute: "account_industry", value: "Aerospace" });
    expect(items.every((value) => value.attribute === "account_industry")).toBe(true);
    await expectAsRead(accountAttributeValueDefinition, items);
  });

  it("getCsatRules: a team's rules from its settings, one request; none for a team without settings", async () => {
    const api = client();
    const [first, second] = seedTeams(emulator());
    for (const name of ["Quick", "Thorough"])
      await csatRuleDefinition.create(
        api,
        csatRuleDefinition.inputs.parse({ teamId: first!.id, name, triggerConfig: {}, feedbackConfig: {}, priority: name.length }),
      );
    const { items, requests } = await listed("getCsatRules", { teamId: first!.id });
    expect(requests).toEqual([`GET /v1/csat/team/${first!.id}`]);
    expect(items.map((rule) => [rule.name, rule.priority, rule.teamId])).toEqual([
      ["Quick", 5, first!.id],
      ["Thorough", 8, first!.id],
    ]);
    for (const { id, ...summary } of items) {
      const read = await csatRuleDefinition.read(api, id, summary as never);
      expect(read).toMatchObject(JSON.parse(JSON.stringify(summary)));
    }
    expect((await listed("getCsatRules", { teamId: second!.id })).items).toEqual([]);
  });

  it("getWebhookApps: follows every page of the installed-apps list, one app per item, its teams gathered", async () => {
    const organizationId = emulator().organizations[0]!.id;
    // One more team than the largest page holds: the app's rows (one per team) fill two pages.
    const teams = await Promise.all(
      Array.from({ length: 101 }, (_, index) => emulator().control.createTeam({ organizationId, name: `Region ${index}` })),
    );
    const api = client();
    const inputs = webhookAppDefinition.inputs.parse({
      name: "Relay",
      slug: "relay",
      eventsUrl: "https://hooks.example.com/events",
      teamIds: teams.map((team) => team.id),
      events: ["ticket:created"],
    });
    const made = await webhookAppDefinition.create(api, inputs);
    const { items, requests } = await listed("getWebhookApps");
    expect(requests).toEqual(["GET /apps/installed-apps?page=1&limit=100", "GET /apps/installed-apps?page=2&limit=100"]);
    expect(items).toEqual([
      {
        id: made.id,
        appId: made.id,
        name: "Relay",
        slug: "relay",
        eventsUrl: "https://hooks.example.com/events",
        events: ["ticket:created"],
        teamIds: teams.map((team) => team.id).sort(),
        appConfiguration: { requiredSettings: [], optionalSettings: [] },
        effectiveManifest: made.state.effectiveManifest,
        installationId: expect.any(String),
        description: undefined,
        installationsUrl: undefined,
      },
    ]);
  });
});
