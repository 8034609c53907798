// The list functions against a scripted platform (a PlatformApi fake that answers by method, path
// and query): the mapping of each list to the resources' state, with ids, and the pages of the
// installed-apps list followed to the last; and as a program calls them, their arguments checked
// first and their Output forms secret where a value looks like a credential.
import * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { getAccountAttributeValues } from "../../../provider/account-attribute-values/get-account-attribute-values";
import type { Endpoint } from "../../../provider/core/endpoint";
import type { CallOptions, PlatformApi } from "../../../provider/core/platform-api";
import { dataSourceFunctions } from "../../../provider/data-sources";
import { fillPath } from "../../../provider/http/endpoints";
import { outputKeepingCredentialsSecret } from "../../../provider/program/program-function";
import { getTeamMembers } from "../../../provider/team-members/get-team-members";
import { csatTeamSettingsFixture } from "../http/csat-team-settings-fixture";

const timestamps = { createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-02T00:00:00.000Z" };
const envelope = (data: unknown) => ({ status: true, message: "Success", timestamp: timestamps.createdAt, data });

/** Answers each request from `answers` by `METHOD path?query`; a missing answer is the platform's own not-found. */
function scriptedApi(answers: Record<string, unknown>): PlatformApi & { requests: string[] } {
  const requests: string[] = [];
  const answer = <T>(endpoint: Endpoint, options: CallOptions<T>): T | undefined => {
    const query = options.query
      ? `?${new URLSearchParams(Object.entries(options.query).map(([key, value]): [string, string] => [key, String(value)]))}`
      : "";
    const request = `${endpoint.method} ${fillPath(endpoint.path, options.params)}${query}`;
    requests.push(request);
    return request in answers ? (options.response as z.ZodType<T>).parse(answers[request]) : undefined;
  };
  return {
    requests,
    call: async (endpoint, options) => {
      const found = answer(endpoint, options);
      if (found === undefined) throw new Error(`unscripted: ${requests.at(-1)}`);
      return found;
    },
    callIfPresent: async (endpoint, options) => answer(endpoint, options),
    settleCreate: (create) => create(),
  };
}

const read = (name: string, api: PlatformApi, args: Record<string, unknown> = {}) => dataSourceFunctions[name]!.read(api, args);

describe("the list functions' reads", () => {
  it("getTeams: each team with its id and a Team's state", async () => {
    const api = scriptedApi({
      "GET /v1/teams": envelope([{ id: "T1", name: "Support", identifier: "SUP", description: null, isPrivate: false, ...timestamps }]),
    });
    expect(await read("getTeams", api)).toEqual([
      {
        id: "T1",
        name: "Support",
        identifier: "SUP",
        description: undefined,
        icon: undefined,
        color: undefined,
        isPrivate: false,
        parentTeamId: undefined,
        ...timestamps,
      },
    ]);
    expect(api.requests).toEqual(["GET /v1/teams"]);
  });

  it("getTeamMembers: memberships by `<teamId>/<userId>`; a team the platform does not know fails by name", async () => {
    const member = { id: "U1", name: "Ada", email: "ada@example.com", joinedAt: timestamps.createdAt, metadata: { isAdmin: true } };
    const api = scriptedApi({ "GET /v1/teams/T1/members": envelope([member]) });
    expect(await read("getTeamMembers", api, { teamId: "T1" })).toEqual([
      {
        id: "T1/U1",
        teamId: "T1",
        userId: "U1",
        memberId: "U1",
        email: "ada@example.com",
        name: "Ada",
        isAdmin: true,
        joinedAt: timestamps.createdAt,
      },
    ]);
    await expect(read("getTeamMembers", api, { teamId: "T9" })).rejects.toMatchObject({
      code: "ERR_NOT_FOUND",
      message: "list team members failed with HTTP 404: no team has the id T9",
    });
  });

  it("getTeamConfigurations: the team's one configuration, whichever shape the read answers; a team the platform does not know fails by name", async () => {
    const configuration = {
      teamId: "T1",
      timezone: "Europe/Paris",
      holidays: ["25-12"],
      commonDailyConfig: false,
      commonSlots: [],
      dailyConfig: { monday: { isActive: true, slots: [{ start: "09:00", end: "17:00" }] }, sunday: { isActive: false, slots: [] } },
      userRoutingStrategy: "ROUND_ROBIN",
      routingRespectsTimezone: true,
      routingRespectsUserCapacity: false,
      routingRespectsUserTimezone: false,
      routingRespectsUserAvailability: false,
      fallbackSubTeam: null,
      ...timestamps,
    };
    const listed = {
      ...configuration,
      id: "T1",
      // As the update pages write it; the older revision shows no routingRespectsUserBusinessHours, nor a fallback here.
      userRoutingStrategy: "round_robin",
      fallbackSubTeam: undefined,
    };
    const { fallbackSubTeam: _, ...expected } = listed;
    const asArray = scriptedApi({ "GET /v1/teams/T1/configurations": envelope([configuration]) });
    expect(await read("getTeamConfigurations", asArray, { teamId: "T1" })).toEqual([expected]);
    const asObject = scriptedApi({ "GET /v1/teams/T1/configurations": envelope(configuration) });
    expect(await read("getTeamConfigurations", asObject, { teamId: "T1" })).toEqual([expected]);
    const none = scriptedApi({ "GET /v1/teams/T1/configurations": envelope([]) });
    expect(await read("getTeamConfigurations", none, { teamId: "T1" })).toEqual([]);
    await expect(read("getTeamConfigurations", none, { teamId: "T9" })).rejects.toMatchObject({
      code: "ERR_NOT_FOUND",
      message: "read team configuration failed with HTTP 404: no team has the id T9",
    });
  });

  it("getRoles: system roles too, flagged", async () => {
    const role = {
      id: "R1",
      name: "Super Admin",
      description: "",
      permissions: [{ resource: "tickets", actions: ["view"] }],
      isSystem: true,
    };
    const api = scriptedApi({ "GET /v1/roles": envelope([{ ...role, ...timestamps }]) });
    expect(await read("getRoles", api)).toEqual([{ ...role, ...timestamps }]);
  });

  it("getAccountAttributeValues: the attribute's list, by its query", async () => {
    const value = { id: "V1", attribute: "account_status", value: "Active", isDefault: true, color: "#00ff00", icon: null, isClosed: null };
    const api = scriptedApi({ "GET /v1/accounts/attributes?attribute=account_status": [{ ...value, ...timestamps }] });
    expect(await read("getAccountAttributeValues", api, { attribute: "account_status" })).toEqual([
      { ...value, icon: undefined, isClosed: undefined, ...timestamps },
    ]);
    expect(api.requests).toEqual(["GET /v1/accounts/attributes?attribute=account_status"]);
  });

  it("getCsatRules: the team's rules from its settings, with the team and settings ids; none without settings", async () => {
    const rule = { id: "CR1", name: "After resolve", description: null, isActive: true, priority: 3, ...timestamps };
    const teamSettings = csatTeamSettingsFixture({ id: "S1" });
    const api = scriptedApi({
      "GET /v1/csat/team/T1": { ...envelope(undefined), data: { ok: true, data: { ...teamSettings, rules: [rule] } } },
    });
    expect(await read("getCsatRules", api, { teamId: "T1" })).toEqual([
      { ...rule, description: undefined, teamId: "T1", settingsId: "S1" },
    ]);
    expect(await read("getCsatRules", api, { teamId: "T2" })).toEqual([]);
    expect(api.requests).toEqual(["GET /v1/csat/team/T1", "GET /v1/csat/team/T2"]);
  });

  it("getWebhookApps: every page, one item per app with its teams gathered and sorted; apps without an events URL left out", async () => {
    const manifest = {
      app: { name: "Relay", slug: "relay" },
      integration: { webhooks: { events: "https://hooks.example.com/events" } },
      events: { subscribe: ["ticket:created"] },
    };
    const row = (teamId: string, appId = "A1", appManifest: unknown = manifest) => ({
      installationId: `I-${appId}`,
      appId,
      teamId,
      appManifest: JSON.stringify(appManifest),
      appConfiguration: JSON.stringify({ required_settings: [], optional_settings: [{ region: "eu" }] }),
    });
    const page = (number: number, apps: unknown[]) => ({ organizationId: "O1", totalCount: 5, currentPage: number, totalPages: 3, apps });
    const api = scriptedApi({
      "GET /apps/installed-apps?page=1&limit=100": page(1, [row("T3"), row("T1")]),
      "GET /apps/installed-apps?page=2&limit=100": page(2, [row("T2"), row("T1", "A2", { app: { name: "Marketplace" } })]),
      "GET /apps/installed-apps?page=3&limit=100": page(3, [row("T4", "A3", "not json")]),
    });
    expect(await read("getWebhookApps", api)).toEqual([
      {
        id: "A1",
        appId: "A1",
        name: "Relay",
        slug: "relay",
        description: undefined,
        eventsUrl: "https://hooks.example.com/events",
        installationsUrl: undefined,
        events: ["ticket:created"],
        teamIds: ["T1", "T2", "T3"],
        appConfiguration: { requiredSettings: [], optionalSettings: [{ region: "eu" }] },
        effectiveManifest: manifest,
        installationId: "I-A1",
      },
    ]);
    expect(api.requests).toEqual([1, 2, 3].map((number) => `GET /apps/installed-apps?page=${number}&limit=100`));
  });

  // The docs' tag answers carry no type: the list of each type (by its filter) tells it.
  const tag = (id: string, name: string) => ({ id, name, color: "#1f74db", description: null, ...timestamps });
  const tagState = (id: string, name: string, tagType: string) => ({ ...tag(id, name), description: undefined, tagType });

  it("getTags: one list per type, each tag with its list's type", async () => {
    const api = scriptedApi({
      "GET /v1/tags?tagType=ticket": envelope([tag("TG1", "Billing")]),
      "GET /v1/tags?tagType=skills": envelope([tag("TG2", "Billing"), tag("TG3", "Spanish")]),
    });
    expect(await read("getTags", api)).toEqual([
      tagState("TG1", "Billing", "ticket"),
      tagState("TG2", "Billing", "skills"),
      tagState("TG3", "Spanish", "skills"),
    ]);
    expect(api.requests).toEqual(["GET /v1/tags?tagType=ticket", "GET /v1/tags?tagType=skills"]);
  });

  it("getTags: a type the answer carries is the tag's, and a tag of the other type in a list is left to its own", async () => {
    const api = scriptedApi({
      "GET /v1/tags?tagType=ticket": envelope([
        { ...tag("TG1", "Billing"), tagType: "ticket" },
        { ...tag("TG2", "Go"), tagType: "skills" },
      ]),
      "GET /v1/tags?tagType=skills": envelope([{ ...tag("TG2", "Go"), tagType: "skills" }]),
    });
    expect(await read("getTags", api)).toEqual([tagState("TG1", "Billing", "ticket"), tagState("TG2", "Go", "skills")]);
  });

  it("getTags: a platform that ignores the type filter fails naming it, rather than guess the types", async () => {
    const both = envelope([tag("TG1", "Billing"), tag("TG2", "Go")]);
    const api = scriptedApi({ "GET /v1/tags?tagType=ticket": both, "GET /v1/tags?tagType=skills": both });
    await expect(read("getTags", api)).rejects.toMatchObject({
      code: "ERR_BAD_RESPONSE",
      message:
        "list tags returned an unexpected response: tag TG1 is listed as both ticket and skills: the platform ignored the tagType filter, so no tag's type can be told",
    });
  });
});

describe("the list functions as a program calls them", () => {
  it("refuses bad arguments before any request, naming the function and the property", async () => {
    await expect(getAccountAttributeValues({ attribute: "account_mood" as never })).rejects.toMatchObject({
      code: "ERR_VALIDATION",
      message: expect.stringMatching(/^getAccountAttributeValues: attribute /),
    });
    await expect(getTeamMembers({ teamId: " " })).rejects.toThrow("getTeamMembers: teamId must not be empty");
  });

  it("keeps an Output secret when a value in it looks like a credential, and only then", async () => {
    const app = { id: "A1", eventsUrl: "https://hooks.example.com/events" };
    await expect(pulumi.isSecret(outputKeepingCredentialsSecret([app]))).resolves.toBe(false);
    const withToken = { ...app, eventsUrl: "https://hooks.example.com/events?token=s3cr3t" };
    await expect(pulumi.isSecret(outputKeepingCredentialsSecret([withToken]))).resolves.toBe(true);
  });
});
