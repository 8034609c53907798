import { declaredInputs } from "../../../provider/export/declarations";
import { resourceDefinitions } from "../../../provider/resource-definitions";

const times = { createdAt: "t0", updatedAt: "t0" };

describe("declaredInputs", () => {
  it("declares a role's inputs as the platform holds them, adopting it, without its default description", () => {
    const state = {
      name: "Leads",
      description: "",
      permissions: [{ resource: "tickets", actions: ["view", "assign"] }],
      isSystem: false,
      ...times,
    };
    expect(declaredInputs("Role", resourceDefinitions.Role, { id: "R1", state })).toEqual({
      name: "Leads",
      permissions: [{ resource: "tickets", actions: ["view", "assign"] }],
      adoptId: "R1",
    });
  });

  it("declares a team without the platform's defaults, and a membership by team and user id, adopting each", () => {
    const team = { name: "Night shift", description: "", identifier: "NIGHT", isPrivate: false, parentTeamId: "T0", ...times };
    expect(declaredInputs("Team", resourceDefinitions.Team, { id: "T1", state: team })).toEqual({
      name: "Night shift",
      identifier: "NIGHT",
      parentTeamId: "T0",
      adoptId: "T1",
    });
    const member = { teamId: "T1", userId: "U3", email: "mia@acme.test", isAdmin: false, memberId: "U3", name: "Mia", joinedAt: "t0" };
    expect(declaredInputs("TeamMember", resourceDefinitions.TeamMember, { id: "T1/U3", state: member })).toEqual({
      teamId: "T1",
      userId: "U3",
      adoptId: "T1/U3",
    });
    expect(
      declaredInputs("TeamMember", resourceDefinitions.TeamMember, { id: "T1/U3", state: { ...member, isAdmin: true } }, false),
    ).toEqual({ teamId: "T1", userId: "U3", isAdmin: true });
  });

  it("leaves out nested defaults but keeps required objects, and drops filter sets that hold only defaults", () => {
    const state = {
      teamId: "T1",
      name: "VIP",
      description: "",
      isActive: true,
      priority: 2,
      allFilters: { ticket: { standardFields: [{ field: "priority", operator: "=", value: "high" }], customFields: [] } },
      anyFilters: { account: { standardFields: [], customFields: [] } },
      triggerConfig: { triggerType: "always", randomPercentage: 100, triggerEvent: "ticket_resolved", delayMinutes: 30 },
      feedbackConfig: { enabled: true, feedbackType: "star", brandingColor: "#4F46E5" },
      settingsId: "S1",
      ...times,
    };
    expect(declaredInputs("CsatRule", resourceDefinitions.CsatRule, { id: "C1", state })).toEqual({
      teamId: "T1",
      name: "VIP",
      priority: 2,
      allFilters: { ticket: { standardFields: [{ field: "priority", operator: "=", value: "high" }] } },
      triggerConfig: { delayMinutes: 30 },
      feedbackConfig: {},
      adoptId: "C1",
    });
  });

  it("keeps the required fields of a nested object it keeps: a day whose slots differ keeps its isActive", () => {
    const workday = { isActive: true, slots: [{ start: "09:00", end: "17:00" }] };
    const dayOff = { isActive: false, slots: [] };
    const week = {
      monday: workday,
      tuesday: workday,
      wednesday: workday,
      thursday: workday,
      friday: workday,
      saturday: dayOff,
      sunday: dayOff,
    };
    const state = {
      ...resourceDefinitions.TeamConfiguration.serverDefaults,
      teamId: "T1",
      dailyConfig: { ...week, monday: { isActive: true, slots: [{ start: "08:30", end: "12:00" }] } },
      ...times,
    };
    expect(declaredInputs("TeamConfiguration", resourceDefinitions.TeamConfiguration, { id: "T1", state })).toEqual({
      teamId: "T1",
      dailyConfig: { monday: { isActive: true, slots: [{ start: "08:30", end: "12:00" }] } },
    });
  });

  it("declares CsatSettings by team, without adoptId, only where they differ from the defaults", () => {
    const managed = { cooldownPeriodDays: 14, userCooldownPeriodDays: 7, emailConfigId: "", closedStatusIds: ["closed"] };
    const state = { teamId: "T1", ...managed, settingsId: "S1", isEnabled: true, previousSettings: managed, ...times };
    expect(declaredInputs("CsatSettings", resourceDefinitions.CsatSettings, { id: "T1", state })).toEqual({
      teamId: "T1",
      cooldownPeriodDays: 14,
      closedStatusIds: ["closed"],
    });
  });

  it("declares of a webhook app's manifest only what the provider would not build from its other inputs", () => {
    const manifest = {
      app: { name: "Hook", slug: "hook" },
      integration: { webhooks: { events: "https://example.com/events" } },
      scopes: { required: { platform: [{ scope: "webhooks:read" }] } },
      developer: { name: "Ops" },
    };
    const state = {
      name: "Hook",
      slug: "hook",
      eventsUrl: "https://example.com/events",
      events: undefined,
      teamIds: ["T1"],
      visibility: "private",
      manifest,
      appId: "A1",
      clientId: "C",
      installedTeamIds: ["T1"],
      effectiveManifest: manifest,
      secretsKnown: false,
    };
    expect(declaredInputs("WebhookApp", resourceDefinitions.WebhookApp, { id: "A1", state })).toEqual({
      name: "Hook",
      slug: "hook",
      eventsUrl: "https://example.com/events",
      teamIds: ["T1"],
      manifest: { scopes: { required: { platform: [{ scope: "webhooks:read" }] } }, developer: { name: "Ops" } },
      adoptId: "A1",
    });
  });

  it("refuses an object the inputs cannot hold, naming it and the property", () => {
    const state = { attribute: "task_priority", value: "Blocker", isDefault: false, color: "crimson", ...times };
    expect(() => declaredInputs("AccountAttributeValue", resourceDefinitions.AccountAttributeValue, { id: "AV1", state })).toThrow(
      "cannot export AccountAttributeValue AV1: color must be a hex color such as #1f883d",
    );
  });

  it("refuses a declaration that adopting would not take as it is (here, a default the schema fills otherwise)", () => {
    const definition = { ...resourceDefinitions.WebhookApp, serverDefaults: { visibility: "public" } };
    const manifest = { app: { name: "Hook", slug: "hook" }, integration: { webhooks: { events: "https://example.com/events" } } };
    const state = {
      name: "Hook",
      slug: "hook",
      eventsUrl: "https://example.com/events",
      teamIds: ["T1"],
      visibility: "public",
      manifest,
      appId: "A1",
      clientId: "C",
      installedTeamIds: ["T1"],
      effectiveManifest: manifest,
      secretsKnown: false,
    };
    expect(() => declaredInputs("WebhookApp", definition, { id: "A1", state })).toThrow(
      "cannot export WebhookApp A1: the inputs would normalize visibility to other values than the platform holds, so adopting it would change it",
    );
  });
});
