// Adoption through the real CLI against the emulator: objects made out of band through the API (a
// role, an attribute value, a CSAT rule, a webhook app installed in a team with a configuration) are
// taken over by adoptId with no write when the declared inputs match, an edit applies as one update,
// and destroy deletes them, except those with retainOnDelete; a create whose name is taken says how to adopt.
import type { AppView } from "../../../emulator/domains/apps/routes";
import type { AttributeValue } from "../../../emulator/domains/account-attribute-values/types";
import type { SettingsView } from "../../../emulator/domains/csat/views";
import type { Role } from "../../../emulator/domains/roles/types";
import type { CsatEnvelope, PlatformEnvelope } from "../../../emulator/http/envelopes";
import { buildManifest } from "../../../provider/webhook-apps/build-manifest";
import { type Platform, platformPerTest, writesReceived } from "../../harness/platform-stack";

/** Calls the platform as the dashboard would, as the organization's admin; answers the JSON body, of type `T`. */
async function api<T>(platform: Platform, base: string, method: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json", "x-api-key": platform.admin.apiKey },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as T;
}

describe("adoption of a role, an account attribute value, a CSAT rule and a webhook app", () => {
  const current = platformPerTest();

  it("takes over matching objects with no write, lets adoptId go with no write, applies an edit as one update, and destroy keeps the retained ones", async () => {
    const { platform } = current;
    const teamId = platform.organizations[0]!.teams[0]!.id;
    const permissions = [{ resource: "tickets", actions: ["assign", "view"] }];
    const role = (await api<PlatformEnvelope<Role>>(platform, platform.baseUrl, "POST", "/v1/roles", { name: "Leads", permissions })).data;
    const other = (await api<PlatformEnvelope<Role>>(platform, platform.baseUrl, "POST", "/v1/roles", { name: "Auditors", permissions }))
      .data;
    const value = await api<AttributeValue>(platform, platform.baseUrl, "POST", "/v1/accounts/attributes", {
      attribute: "task_type",
      value: "Callback",
      color: "#123456",
    });
    const trigger = { randomPercentage: 50 };
    const rules = (
      await api<CsatEnvelope<SettingsView>>(platform, platform.baseUrl, "POST", `/v1/csat/rules/${teamId}`, {
        name: "After close",
        triggerConfig: trigger,
      })
    ).data.data.rules;
    const ruleId = rules.find((rule) => rule.name === "After close")!.id;
    const appInputs = {
      name: "Billing events",
      slug: "billing-events",
      eventsUrl: "https://hooks.example.com/events",
      teamIds: [teamId],
      visibility: "private" as const,
    };
    const appConfiguration = { requiredSettings: [{ key: "region", value: "eu" }] };
    const created = await api<AppView>(platform, platform.appsStudioUrl, "POST", "/apps/create-app", {
      app_visibility: "private",
      manifest: buildManifest({ ...appInputs, appConfiguration }),
    });
    const appId = created.appId ?? created.uid;
    await api<unknown>(platform, platform.appsStudioUrl, "POST", "/apps/install", {
      appId,
      teamIds: [teamId],
      appConfiguration: { required_settings: appConfiguration.requiredSettings, optional_settings: [] },
    });

    const program = (leadsDescription?: string) => `
import * as sp from "pulumi-support-platform";
const permissions = ${JSON.stringify(permissions)};
new sp.Role("leads", { name: "Leads", permissions, ${leadsDescription ? `description: "${leadsDescription}", ` : ""}adoptId: "${role.id}" });
new sp.Role("auditors", { name: "Auditors", permissions, adoptId: "${other.id}" }, { retainOnDelete: true });
new sp.AccountAttributeValue("callback", { attribute: "task_type", value: "Callback", color: "#123456", adoptId: "${value.id}" });
new sp.CsatRule("after-close", { teamId: "${teamId}", name: "After close", triggerConfig: ${JSON.stringify(trigger)}, feedbackConfig: {}, adoptId: "${ruleId}" });
const app = new sp.WebhookApp("billing", { ...${JSON.stringify({ ...appInputs, appConfiguration })}, adoptId: "${appId}" }, { retainOnDelete: true });
export const secretsKnown = app.secretsKnown;`;
    const stack = await current.stack({ program: program(), projectName: "adopt-every-kind" });
    await platform.control.clearRequests();
    const up = await stack.up();
    expect(up.summary.resourceChanges).toEqual({ create: 6 }); // the five and the stack
    expect(await writesReceived(platform)).toEqual([]);
    expect(up.outputs.secretsKnown!.value).toBe(false);
    await stack.preview({ expectNoChanges: true });

    // adoptId is no property of the objects: removing it previews no change and writes nothing.
    stack.writeProgram(program().replace(/, adoptId: "[^"]+"/g, ""));
    await stack.preview({ expectNoChanges: true });
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 6 });
    expect(await writesReceived(platform)).toEqual([]);

    stack.writeProgram(program("Team leads"));
    await platform.control.clearRequests();
    expect((await stack.up()).summary.resourceChanges).toEqual({ same: 5, update: 1 });
    expect((await writesReceived(platform)).map((request) => `${request.method} ${request.path}`)).toEqual([`PATCH /v1/roles/${role.id}`]);

    expect((await stack.destroy()).summary.resourceChanges).toEqual({ delete: 6 });
    const roles = (await api<PlatformEnvelope<Role[]>>(platform, platform.baseUrl, "GET", "/v1/roles", undefined)).data.map((r) => r.id);
    expect(roles).toContain(other.id);
    expect(roles).not.toContain(role.id);
    expect((await api<AppView>(platform, platform.appsStudioUrl, "GET", `/apps/${appId}`, undefined)).clientId).toBeDefined();
  });

  it("fails a create of a role whose name is taken, naming the existing role and the input that adopts it", async () => {
    const { platform } = current;
    const role = (await api<PlatformEnvelope<Role>>(platform, platform.baseUrl, "POST", "/v1/roles", { name: "Leads", permissions: [] }))
      .data;
    const stack = await current.stack({
      program: `
import * as sp from "pulumi-support-platform";
new sp.Role("leads", { name: "leads", permissions: [] });`,
      projectName: "adopt-taken-name",
    });
    await expect(stack.up()).rejects.toThrow(`add adoptId: "${role.id}" to this resource's inputs`);
  });
});
