// The list functions through the real CLI, in one `up` of one TypeScript program that calls each of
// them on both faces: the package's own functions (the dynamic face, read in the program) and the
// native SDK's (the plugin's Invoke). A team id one list answers feeds the next; both faces answer
// alike, as the emulator holds the objects, and a list that carries a URL with a token is secret.
import { accountAttributeValueDefinition } from "../../../provider/account-attribute-values/definition";
import { csatRuleDefinition } from "../../../provider/csat-rules/definition";
import { PlatformClient } from "../../../provider/http/platform-client";
import { roleDefinition } from "../../../provider/roles/definition";
import { teamDefinition } from "../../../provider/teams/definition";
import { webhookAppDefinition } from "../../../provider/webhook-apps/definition";
import { nativeProject } from "../../harness/native-project";
import { platformPerTest } from "../../harness/platform-stack";

type Listed = { id: string } & Record<string, unknown>;
const functions = ["Teams", "TeamMembers", "TeamConfigurations", "Roles", "AccountAttributeValues", "CsatRules"] as const;

const program = (billingName: string) => `
import * as sp from "pulumi-support-platform";
import * as native from "pulumi-support-platform/native";

// The billing team's id, from the list of teams, as the team of the lists that take one.
const billing = sp.getTeamsOutput().apply((teams) => teams.find((team) => team.name === ${JSON.stringify(billingName)})!.id);
const nativeBilling = native.getTeamsOutput().apply((teams) => teams.find((team) => team.name === ${JSON.stringify(billingName)})!.id);

export const dynamic = {
  Teams: sp.getTeamsOutput(),
  TeamMembers: sp.getTeamMembersOutput({ teamId: billing }),
  TeamConfigurations: sp.getTeamConfigurationsOutput({ teamId: billing }),
  Roles: sp.getRoles(),
  AccountAttributeValues: sp.getAccountAttributeValuesOutput({ attribute: "task_priority" }),
  CsatRules: sp.getCsatRulesOutput({ teamId: billing }),
};
export const native_ = {
  Teams: native.getTeamsOutput(),
  TeamMembers: native.getTeamMembersOutput({ teamId: nativeBilling }),
  TeamConfigurations: native.getTeamConfigurationsOutput({ teamId: nativeBilling }),
  Roles: native.getRoles(),
  AccountAttributeValues: native.getAccountAttributeValuesOutput({ attribute: "task_priority" }),
  CsatRules: native.getCsatRulesOutput({ teamId: nativeBilling }),
};
export const dynamicApps = sp.getWebhookAppsOutput();
export const nativeApps = native.getWebhookAppsOutput();
`;

describe("the list functions through the real CLI", () => {
  const current = platformPerTest();

  it("answer alike on both faces, as the emulator holds the objects; a list with a token URL is secret", async () => {
    const { platform } = current;
    const organizationId = platform.organizations[0]!.id;
    const billing = platform.organizations[0]!.teams[0]!;
    const api = new PlatformClient({
      apiKey: platform.admin.apiKey,
      baseUrl: platform.baseUrl,
      apiUrl: platform.apiUrl,
      appsStudioUrl: platform.appsStudioUrl,
      maxRetries: 0,
      requestTimeoutSeconds: 10,
    });
    // Objects of every kind, made out of the stack as in the dashboard.
    const team = await teamDefinition.create(api, teamDefinition.inputs.parse({ name: "Escalations", identifier: "ESC" }));
    await roleDefinition.create(
      api,
      roleDefinition.inputs.parse({ name: "Auditors", permissions: [{ resource: "tickets", actions: ["view"] }] }),
    );
    await accountAttributeValueDefinition.create(
      api,
      accountAttributeValueDefinition.inputs.parse({ attribute: "task_priority", value: "Urgent" }),
    );
    for (const name of ["Quick", "Thorough"])
      await csatRuleDefinition.create(
        api,
        csatRuleDefinition.inputs.parse({ teamId: billing.id, name, triggerConfig: {}, feedbackConfig: {} }),
      );
    const eventsUrl = "https://hooks.example.com/events?token=s3cr3t";
    const app = await webhookAppDefinition.create(
      api,
      webhookAppDefinition.inputs.parse({ name: "Relay", slug: "relay", eventsUrl, teamIds: [billing.id] }),
    );

    const stack = await current.stack({
      projectDir: nativeProject("list-functions", program(billing.name)),
      projectName: "list-functions",
    });
    const { outputs } = await stack.up();
    const dynamic = outputs.dynamic!.value as Record<(typeof functions)[number], Listed[]>;
    const nativeFace = outputs.native_!.value as Record<(typeof functions)[number], Listed[]>;
    for (const name of functions) expect([name, nativeFace[name]]).toEqual([name, dynamic[name]]);

    // As the emulator holds them: the teams and members as its API lists them, the rest as stored.
    const listedByApi = async (path: string) =>
      (
        (await (await fetch(`${platform.baseUrl}${path}`, { headers: { "x-api-key": platform.admin.apiKey } })).json()) as {
          data: { id: string }[];
        }
      ).data;
    const ids = (objects: { id: string }[]) => objects.map((object) => object.id).sort();
    expect(ids(dynamic.Teams)).toEqual(ids(await listedByApi("/v1/teams")));
    expect(dynamic.Teams.find((listed) => listed.id === team.id)).toMatchObject({ name: "Escalations", identifier: "ESC" });
    expect(ids(dynamic.TeamMembers)).toEqual(
      ids(await listedByApi(`/v1/teams/${billing.id}/members`)).map((userId) => `${billing.id}/${userId}`),
    );
    // The team's one configuration, all seven days as the platform answers them.
    expect(dynamic.TeamConfigurations).toEqual([
      expect.objectContaining({ id: billing.id, teamId: billing.id, timezone: "UTC", userRoutingStrategy: "manual" }),
    ]);
    expect(Object.keys(dynamic.TeamConfigurations[0]!.dailyConfig as object)).toHaveLength(7);
    const stored = async <T extends { id: string; organizationId: string }>(kind: "roles" | "accountAttributeValues" | "csatRules") =>
      (await platform.control.listResources<T & Record<string, unknown>>(kind, organizationId)) as (T & Record<string, unknown>)[];
    expect(ids(dynamic.Roles)).toEqual(ids(await stored("roles")));
    expect(ids(dynamic.AccountAttributeValues)).toEqual(
      ids((await stored("accountAttributeValues")).filter((value) => value.attribute === "task_priority")),
    );
    const rules = (await stored("csatRules")).filter((rule) => rule.teamId === billing.id);
    expect(dynamic.CsatRules.map(({ id, name, priority }) => ({ id, name, priority }))).toEqual(
      rules.map(({ id, name, priority }) => ({ id, name, priority })),
    );

    for (const apps of [outputs.dynamicApps!, outputs.nativeApps!]) {
      expect(apps.secret).toBe(true);
      expect(apps.value).toEqual([expect.objectContaining({ id: app.id, name: "Relay", eventsUrl, teamIds: [billing.id] })]);
    }
    expect(outputs.nativeApps!.value).toEqual(outputs.dynamicApps!.value);

    // The functions read again in a preview answer the same: nothing to change.
    const preview = await stack.preview({ expectNoChanges: true });
    expect(preview.changeSummary).toEqual({ same: 1 });
  });
});
