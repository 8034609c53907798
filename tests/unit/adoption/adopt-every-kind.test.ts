// Adoption through the dynamic adapter, for every kind with adoptId: a create with adoptId reads the
// object and writes nothing when it matches the declared inputs, one update when it does not, and
// fails naming the id when there is none; a create refused as a duplicate names the id to adopt.
// Pulumi's `import` option (which the classes pass as the input `__import`) adopts only a matching
// object, and otherwise fails naming where it differs, writing nothing either way.
import { accountAttributeValueDefinition } from "../../../provider/account-attribute-values/definition";
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { importKey } from "../../../provider/program/import-option";
import { roleDefinition } from "../../../provider/roles/definition";
import { buildManifest } from "../../../provider/webhook-apps/build-manifest";
import { webhookAppDefinition } from "../../../provider/webhook-apps/definition";
import { type ResourceKind, resourceDefinitions, type SomeResourceDefinition } from "../../../provider/resource-definitions";
import { everyKind, everyKindOf } from "../../harness/every-kind";
import { testClient } from "../http/client-fixtures";
import { csatTeamSettingsFixture } from "../http/csat-team-settings-fixture";
import { customFieldFixture } from "../http/custom-field-fixture";
import { type Answer, envelope, FakePlatform, failure } from "../http/fake-platform";

const ok = (body: unknown): Answer => ({ status: 200, body });
const csat = (data: unknown) => envelope({ ok: true, data });

/** A ticket tag as the docs answer it: without its type, which the list's filter tells. */
const tag = { id: "TG1", name: "Billing", color: "#1f74db", description: null, createdAt: "t0", updatedAt: "t0" };
/** Answers `GET /v1/tags?tagType=…` with the tags of that type (routes are scripted without their query). */
function tagLists(platform: FakePlatform, byType: Record<string, object[]>): void {
  platform.otherwise((request) => {
    const type = new URL(request.path, "http://platform").searchParams.get("tagType");
    if (request.method === "GET" && request.path.startsWith("/v1/tags?") && type !== null) return ok(envelope(byType[type] ?? []));
    return failure(404, `no script for ${request.method} ${request.path}`);
  });
}

/** A pair of account relationship types as the docs answer them: bare, each naming the other. */
const pairedType = (id: string, name: string, inverseId: string, inverseName: string) => ({
  id,
  name,
  inverseRelationshipId: inverseId,
  inverseRelationship: inverseName,
  createdAt: "t0",
  updatedAt: "t0",
});
const subsidiaryType = pairedType("ART1", "Subsidiary", "ART2", "Parent");
const parentType = pairedType("ART2", "Parent", "ART1", "Subsidiary");

const role = {
  id: "R1",
  name: "Leads",
  description: null,
  permissions: [{ resource: "tickets", actions: ["view", "assign"], scope: null, conditions: null }],
  isSystem: false,
  createdAt: "t0",
  updatedAt: "t0",
};
const value = {
  id: "AV2",
  attribute: "account_health",
  value: "At risk",
  isDefault: false,
  icon: null,
  color: "#123456",
  createdAt: "t0",
  updatedAt: "t0",
};
const rule = {
  id: "CR1",
  teamId: "T1",
  settingsId: "S1",
  name: "After close",
  description: null,
  isActive: true,
  priority: 1,
  allFilters: null,
  anyFilters: null,
  triggerConfig: { randomPercentage: 50 },
  feedbackConfig: { enabled: true },
  createdAt: "t0",
  updatedAt: "t0",
};
/** Team T1's CSAT settings, without rules. */
const settings = csatTeamSettingsFixture({ id: "S1", closedStatusIds: ["resolved", "closed"] });
const team = {
  id: "T1",
  name: "Night shift",
  identifier: "NIGHT",
  description: "",
  icon: null,
  color: null,
  parentTeamId: null,
  isPrivate: false,
  createdAt: "t0",
  updatedAt: "t0",
};
const subStatus = {
  id: "ST9",
  name: "in_review",
  displayName: "In review",
  description: "",
  isDefault: false,
  teamId: "T1",
  organizationId: "O1",
  parentStatusId: "ST2",
  createdAt: "t0",
  updatedAt: "t0",
};
/** Team T1's configuration, as its read answers it: every day, whatever a program declares. */
const configuration = {
  teamId: "T1",
  timezone: "Europe/Paris",
  holidays: ["25-12"],
  commonDailyConfig: false,
  commonSlots: [],
  dailyConfig: Object.fromEntries(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
      day,
      { isActive: day !== "sunday", slots: day === "sunday" ? [] : [{ start: "08:00", end: "16:00" }] },
    ]),
  ),
  userRoutingStrategy: "round_robin",
  routingRespectsTimezone: true,
  routingRespectsUserCapacity: false,
  routingRespectsUserTimezone: false,
  routingRespectsUserAvailability: false,
  routingRespectsUserBusinessHours: false,
  fallbackSubTeam: null,
  createdAt: "t0",
  updatedAt: "t0",
};
const member = { id: "U3", name: "Mia", email: "mia@acme.test", teamId: "T1", joinedAt: "t0", metadata: { isAdmin: false } };
const appInputs = { name: "Billing events", slug: "billing-events", eventsUrl: "https://hooks.example.com/events", teamIds: ["T1"] };
/** The app as it was made in the dashboard: with the manifest the provider would build for appInputs. */
const manifest = buildManifest(appInputs);
const app = { appId: "APP1", clientId: "CLIENT1", visibility: "private", manifest };
/** Team T1's rule, its conditions answered as JSON text (the REST page's string arrays). */
const routingRule = {
  id: "RR1",
  name: "Urgent",
  description: "",
  teamId: "T1",
  evaluationOrder: 1,
  resultTeamId: "T2",
  fallbackTeamId: null,
  andRules: [JSON.stringify({ field: "priority", operator: "EQUALS", value: "Urgent", precedence: 1 })],
  orRules: [],
  createdBy: "Admin",
  createdAt: "t0",
  createdById: "U1",
  updatedAt: "t0",
};
/** Team T1's own tag, and the team's tags as the team tag update page answers them: a list beside the team's id. */
const teamTag = { id: "TT1", name: "Billing", color: "#1f74db", description: null, createdAt: "t0", updatedAt: "t0" };
const teamTags = (items: object[]) => ({ ...envelope({ count: items.length, items }), teamUuid: "T1" });
/** Team T1's field, its options answered as the newer revision's objects. */
const customField = customFieldFixture({ options: [{ value: "Gold" }, { value: "Silver" }] });
const installedIn = (teams: string[]) =>
  ok({
    totalCount: teams.length,
    currentPage: 1,
    totalPages: 1,
    apps: teams.map((teamId) => ({ installationId: "IN1", appId: "APP1", name: "x", teamId })),
  });

interface Kind {
  id: string;
  /** Inputs that match the object as the platform holds it. */
  matching: Record<string, unknown>;
  /** One declared input that differs from it. */
  edit: Record<string, unknown>;
  /** Scripts the platform's reads of the object, and its answers to the one update. */
  script(platform: FakePlatform): void;
  /** The writes of that update. */
  updates: string[];
}

/** The kinds whose inputs have adoptId (every kind but a singleton's). */
type AdoptableKind = {
  [K in ResourceKind]: "adoptId" extends keyof (typeof resourceDefinitions)[K]["inputs"]["shape"] ? K : never;
}[ResourceKind];
const adoptable = everyKind.filter((kind) => "adoptId" in resourceDefinitions[kind].inputs.shape) as AdoptableKind[];

const kinds: Record<AdoptableKind, Kind> = {
  Team: {
    id: "T1",
    matching: { name: "Night shift", identifier: "NIGHT" },
    edit: { description: "Nights" },
    script: (platform) => {
      platform.on("GET /v1/teams/T1", ok(envelope(team)));
      platform.on("PATCH /v1/teams/T1", ok(envelope({ ...team, description: "Nights" })));
    },
    updates: ["PATCH /v1/teams/T1"],
  },
  TeamMember: {
    id: "T1/U3",
    matching: { teamId: "T1", email: "mia@acme.test" },
    edit: { isAdmin: true },
    script: (platform) => {
      platform.on("GET /v1/teams/T1/members", ok(envelope([member])));
      platform.on("DELETE /v1/teams/T1/members/U3", { status: 204 });
      platform.on("POST /v1/teams/T1/members", { status: 201, body: { ...member, metadata: { isAdmin: true } } });
    },
    // The platform has no update of a membership: its one update is removing the member and adding them again.
    updates: ["DELETE /v1/teams/T1/members/U3", "POST /v1/teams/T1/members"],
  },
  Role: {
    id: "R1",
    matching: { name: "Leads", permissions: [{ resource: "tickets", actions: ["view", "assign"] }] },
    edit: { description: "Team leads" },
    script: (platform) => {
      platform.on("GET /v1/roles", ok(envelope([role])));
      platform.on("PATCH /v1/roles/R1", ok(envelope({ ...role, description: "Team leads" })));
    },
    updates: ["PATCH /v1/roles/R1"],
  },
  AccountAttributeValue: {
    id: "AV2",
    matching: { attribute: "account_health", value: "At risk", color: "#123456" },
    edit: { isDefault: true },
    script: (platform) => {
      platform.on("GET /v1/accounts/attributes", ok([value]));
      platform.on("PUT /v1/accounts/attributes/AV2", ok({ ...value, isDefault: true }));
    },
    updates: ["PUT /v1/accounts/attributes/AV2"],
  },
  CsatRule: {
    id: "CR1",
    matching: {
      teamId: "T1",
      name: "After close",
      priority: 1,
      triggerConfig: { randomPercentage: 50 },
      feedbackConfig: { enabled: true },
    },
    edit: { priority: 2 },
    script: (platform) => {
      platform.on("GET /v1/csat/rules/CR1", ok(csat(rule)));
      platform.on("PATCH /v1/csat/rules/CR1", ok(csat({ ...rule, priority: 2 })));
    },
    updates: ["PATCH /v1/csat/rules/CR1"],
  },
  CsatRuleOrder: {
    id: "T1",
    matching: { teamId: "T1", ruleIds: ["CR2", "CR1"] },
    edit: { ruleIds: ["CR1", "CR2"] },
    script: (platform) => {
      const rules = (ids: string[]) =>
        csat({
          ...settings,
          rules: ids.map((id) => ({ id, name: id, description: null, isActive: true, priority: 0, createdAt: "t0", updatedAt: "t0" })),
        });
      platform.on("GET /v1/csat/team/T1", ok(rules(["CR2", "CR1"])));
      platform.on("PATCH /v1/csat/team/T1/rules/reorder", ok(rules(["CR1", "CR2"])));
    },
    // One reorder, whatever the team's order was: its answer is the new order, with no read after it.
    updates: ["PATCH /v1/csat/team/T1/rules/reorder"],
  },
  TicketStatus: {
    id: "ST9",
    matching: { teamId: "T1", parentStatusId: "ST2", name: "in_review", displayName: "In review" },
    edit: { displayName: "Second look" },
    script: (platform) => {
      platform.on("GET /v1/tickets/status", ok(envelope([subStatus])));
      platform.on("PATCH /v1/tickets/status/ST9", ok(envelope({ ...subStatus, displayName: "Second look" })));
    },
    updates: ["PATCH /v1/tickets/status/ST9"],
  },
  WebhookApp: {
    id: "APP1",
    matching: appInputs,
    edit: { name: "Billing" },
    script: (platform) => {
      platform.on("GET /apps/APP1", ok(app), ok({ ...app, manifest: buildManifest({ ...appInputs, name: "Billing" }) }));
      platform.on("GET /apps/installed-apps", installedIn(["T1"]));
      platform.on("PATCH /apps/APP1/update-app", ok({ status: "updated" }));
    },
    // Its teams are unchanged: an adopted app is not installed again only to learn its bot token.
    updates: ["PATCH /apps/APP1/update-app"],
  },
  Tag: {
    id: "TG1",
    matching: { name: "Billing", color: "#1f74db", tagType: "ticket" },
    edit: { color: "#00aa00" },
    script: (platform) => {
      tagLists(platform, { ticket: [tag] });
      platform.on("PATCH /v1/tags/TG1", ok(envelope({ ...tag, color: "#00aa00" })));
    },
    updates: ["PATCH /v1/tags/TG1"],
  },
  TeamRoutingRule: {
    id: "T1/RR1",
    matching: {
      teamId: "T1",
      name: "Urgent",
      resultTeamId: "T2",
      andRules: [{ field: "priority", operator: "EQUALS", value: "Urgent", precedence: 1 }],
    },
    edit: { resultTeamId: "T1" },
    script: (platform) => {
      platform.on("GET /v1/teams/T1/routing", ok(envelope([routingRule])));
      platform.on("PATCH /v1/teams/T1/routing/RR1", ok(envelope({ ...routingRule, resultTeamId: "T1" })));
    },
    updates: ["PATCH /v1/teams/T1/routing/RR1"],
  },
  TeamTag: {
    id: "T1/TT1",
    matching: { teamId: "T1", name: "Billing", color: "#1f74db" },
    edit: { color: "#00aa00" },
    script: (platform) => {
      platform.on("GET /v1/teams/T1/tags", ok(teamTags([teamTag])));
      platform.on("PUT /v1/teams/T1/tags/TT1", ok(teamTags([{ ...teamTag, color: "#00aa00" }])));
    },
    updates: ["PUT /v1/teams/T1/tags/TT1"],
  },
  AccountRelationshipType: {
    id: "ART1",
    matching: { name: "Subsidiary", inverseTypeId: "ART2" },
    edit: { name: "Subsidiaire" },
    script: (platform) => {
      platform.on("GET /v1/accounts/relationships/types", ok([subsidiaryType, parentType]));
      platform.on("PUT /v1/accounts/relationships/types/ART1", ok({ ...subsidiaryType, name: "Subsidiaire" }));
    },
    updates: ["PUT /v1/accounts/relationships/types/ART1"],
  },
  CustomField: {
    id: "CF1",
    matching: { name: "Tier", source: "ticket", fieldType: "single_choice", teamId: "T1", options: ["Gold", "Silver"] },
    edit: { hintText: "From the contract" },
    script: (platform) => {
      platform.on("GET /v1/custom-field", ok(envelope([customField])));
      platform.on("PATCH /v1/custom-field", ok(envelope([{ ...customField, hintText: "From the contract", version: 4 }])));
    },
    updates: ["PATCH /v1/custom-field"],
  },
  SlaPolicy: {
    id: "SLA1",
    matching: {
      teamId: "T1",
      name: "Standard",
      description: "",
      // A duration declared as a number matches the platform's numeric string.
      policyMetrics: [{ metric: "FIRST_RESPONSE_TIME", durationInMinutes: 120 }],
    },
    edit: { description: "Two hours to a first answer" },
    script: (platform) => {
      platform.on("GET /v1/sla/policy", ok([slaPolicy]));
      platform.on("PATCH /v1/sla/policy/SLA1", ok({ ...slaPolicy, description: "Two hours to a first answer", version: 2 }));
    },
    updates: ["PATCH /v1/sla/policy/SLA1"],
  },
};
const slaPolicy = {
  name: "Standard",
  description: "",
  entityType: "ticket",
  filter: { all: [{ entity: "ticket", field: "status", operator: "equals", values: [{ label: "Open" }] }], any: [] },
  policyMetrics: [{ metric: "FIRST_RESPONSE_TIME", default: true, durationInMinutes: "120", specific: [] }],
  pauseConditions: { all: [], any: [] },
  teamId: "T1",
  organizationId: "O1",
  version: 1,
  priority: 1,
  isActive: true,
  uid: "SLA1",
  createdAt: "t0",
  updatedAt: "t0",
};

describe("adoption", () => {
  let platform: FakePlatform;
  beforeEach(async () => {
    platform = await new FakePlatform().start();
  });
  afterEach(() => platform.stop());

  const provider = (definition: SomeResourceDefinition) => {
    const client = testClient(platform.url);
    return dynamicProvider(definition, () => client);
  };
  const writes = () =>
    platform.requests.filter((request) => request.method !== "GET").map((request) => `${request.method} ${request.path}`);

  describe.each(everyKindOf("the adopt cases (kinds)", kinds, adoptable))("%s", (name, kind) => {
    it("takes over a matching object with no write, keeping adoptId", async () => {
      kind.script(platform);
      const created = await provider(resourceDefinitions[name]).create({ ...kind.matching, adoptId: kind.id });
      expect(created.id).toBe(kind.id);
      expect(created.outs).toMatchObject({ ...kind.matching, adoptId: kind.id });
      expect(writes()).toEqual([]);
    });

    it("applies a differing input with exactly one update", async () => {
      kind.script(platform);
      const created = await provider(resourceDefinitions[name]).create({ ...kind.matching, ...kind.edit, adoptId: kind.id });
      expect(created.outs).toMatchObject({ ...kind.edit, adoptId: kind.id });
      expect(writes()).toEqual(kind.updates);
    });
  });

  it("takes over a role whose actions are declared in another order with no write; state keeps the platform's order", async () => {
    kinds.Role.script(platform);
    const created = await provider(roleDefinition).create({
      name: "Leads",
      permissions: [{ resource: "tickets", actions: ["assign", "view"] }],
      adoptId: "R1",
    });
    expect(created.outs).toMatchObject({ permissions: [{ resource: "tickets", actions: ["view", "assign"] }] });
    expect(writes()).toEqual([]);
  });

  it("fails with a typed error naming an id the platform does not have, and writes nothing", async () => {
    platform.on("GET /v1/roles", ok(envelope([role])));
    await expect(provider(roleDefinition).create({ ...kinds.Role.matching, adoptId: "R9" })).rejects.toMatchObject({
      code: "ERR_NOT_FOUND",
      message: expect.stringContaining("cannot adopt R9"),
    });
    expect(writes()).toEqual([]);
  });

  it("keeps adoptId through a refresh, so the next preview shows no change", async () => {
    platform.on("GET /v1/roles", ok(envelope([role])));
    const roles = provider(roleDefinition);
    const { outs } = await roles.create({ ...kinds.Role.matching, adoptId: "R1" });
    const read = await roles.read!("R1", outs);
    expect(read.inputs).toMatchObject({ adoptId: "R1" });
    await expect(roles.diff!("R1", read.props!, { ...kinds.Role.matching, adoptId: "R1" })).resolves.toMatchObject({ changes: false });
  });

  it("removing adoptId once adopted, or giving it to a resource made without, is no change; another id still is", async () => {
    platform.on("GET /v1/roles", ok(envelope([role])));
    const roles = provider(roleDefinition);
    const { outs } = await roles.create({ ...kinds.Role.matching, adoptId: "R1" });
    await expect(roles.diff!("R1", outs, kinds.Role.matching)).resolves.toMatchObject({ changes: false, detailedDiff: {} });
    const { adoptId: _, ...made } = outs;
    await expect(roles.diff!("R1", made, { ...kinds.Role.matching, adoptId: "R1" })).resolves.toMatchObject({ changes: false });
    await expect(roles.diff!("R1", outs, { ...kinds.Role.matching, adoptId: "R2" })).resolves.toMatchObject({
      changes: true,
      detailedDiff: { adoptId: "update" },
    });
  });

  it("an adopted app says its secrets are unknown, and reconciles its installation to teamIds", async () => {
    kinds.WebhookApp.script(platform);
    platform.on("POST /apps/install", { status: 201, body: { botToken: "BOT", appInstalledForTeams: ["T1", "T2"] } });
    const created = await provider(webhookAppDefinition).create({ ...kinds.WebhookApp.matching, teamIds: ["T1", "T2"], adoptId: "APP1" });
    expect(created.outs).toMatchObject({ secretsKnown: false, installedTeamIds: ["T1", "T2"] });
    expect(created.outs.clientSecret).toBeUndefined();
    // Its manifest is the one declared: no update-app, which the platform would answer unchanged.
    expect(writes()).toEqual(["POST /apps/install"]);
  });

  describe("Pulumi's import option", () => {
    const imports: Record<ResourceKind, Omit<Kind, "updates">> = {
      ...kinds,
      CsatSettings: {
        id: "T1",
        matching: { teamId: "T1", cooldownPeriodDays: 30, closedStatusIds: ["closed", "resolved"] },
        edit: { cooldownPeriodDays: 14 },
        script: (platform) => platform.on("GET /v1/csat/team/T1", ok(csat(settings))),
      },
      TeamConfiguration: {
        id: "T1",
        // Two days declared of the seven the platform answers: the others are not compared.
        matching: {
          teamId: "T1",
          timezone: "Europe/Paris",
          holidays: ["25-12"],
          dailyConfig: { monday: { isActive: true, slots: [{ start: "08:00", end: "16:00" }] }, sunday: { isActive: false } },
        },
        edit: { timezone: "UTC" },
        script: (platform) => platform.on("GET /v1/teams/T1/configurations", ok(envelope([configuration]))),
      },
    };

    describe.each(everyKindOf("the import cases (imports)", imports))("%s", (name, kind) => {
      it("takes over a matching object with no write", async () => {
        kind.script(platform);
        const created = await provider(resourceDefinitions[name]).create({ ...kind.matching, [importKey]: kind.id, __provider: "shim" });
        expect(created.id).toBe(kind.id);
        expect(created.outs).not.toHaveProperty(importKey);
        expect(created.outs).not.toHaveProperty("adoptId");
        expect(writes()).toEqual([]);
      });

      it("fails naming where the declared inputs differ, and writes nothing", async () => {
        kind.script(platform);
        const [property] = Object.keys(kind.edit);
        await expect(
          provider(resourceDefinitions[name]).create({ ...kind.matching, ...kind.edit, [importKey]: kind.id }),
        ).rejects.toMatchObject({
          code: "ERR_IMPORT_MISMATCH",
          message: expect.stringMatching(
            new RegExp(
              // An ordered list names the places that differ: a rule order's moves are ruleIds[0], ruleIds[1].
              `^cannot import ${kind.id}: the declared inputs differ from what the platform holds at ${property}(\\[\\d+\\](, ${property}\\[\\d+\\])*)?; .*adoptId: "${kind.id}"`,
            ),
          ),
        });
        expect(writes()).toEqual([]);
      });
    });

    it("names the element of an unordered list that differs", async () => {
      kinds.Role.script(platform);
      const declared = { name: "Leads", permissions: [{ resource: "tickets", actions: ["assign", "view", "comment"] }], [importKey]: "R1" };
      await expect(provider(roleDefinition).create(declared)).rejects.toThrow(
        "differ from what the platform holds at permissions[0].actions[2];",
      );
    });

    it("fails naming the id when the platform has no such object, and writes nothing", async () => {
      platform.on("GET /v1/roles", ok(envelope([role])));
      await expect(provider(roleDefinition).create({ ...kinds.Role.matching, [importKey]: "R9" })).rejects.toThrow(
        "cannot adopt R9: the platform has no such object; check the import option's id, or leave it out to create a new one",
      );
      expect(writes()).toEqual([]);
    });
  });

  describe("a create refused because the object exists names it and the input that adopts it", () => {
    it("Role: a taken name", async () => {
      platform.on("POST /v1/roles", failure(400, "A role named leads already exists in this organization"));
      platform.on("GET /v1/roles", ok(envelope([role])));
      await expect(provider(roleDefinition).create({ ...kinds.Role.matching, name: "leads" })).rejects.toMatchObject({
        code: "ERR_ALREADY_EXISTS",
        message: expect.stringContaining('adoptId: "R1"'),
      });
    });

    it("AccountAttributeValue: a taken value", async () => {
      platform.on("POST /v1/accounts/attributes", failure(400, ["value At risk already exists for attribute account_health"]));
      platform.on("GET /v1/accounts/attributes", ok([value]));
      await expect(provider(accountAttributeValueDefinition).create(kinds.AccountAttributeValue.matching)).rejects.toMatchObject({
        code: "ERR_ALREADY_EXISTS",
        message: expect.stringContaining('adoptId: "AV2"'),
      });
    });

    it("Team: a taken identifier", async () => {
      platform.on("POST /v1/teams", failure(400, ["identifier night is already used by team T1"]));
      platform.on("GET /v1/teams", ok(envelope([team])));
      await expect(provider(resourceDefinitions.Team).create({ name: "Nights", identifier: "night" })).rejects.toMatchObject({
        code: "ERR_ALREADY_EXISTS",
        message: expect.stringContaining('adoptId: "T1"'),
      });
    });

    it("TeamMember: a user already in the team", async () => {
      platform.on("POST /v1/teams/T1/members", failure(400, "User U3 is already a member of team T1"));
      platform.on("GET /v1/teams/T1/members", ok(envelope([member])));
      await expect(provider(resourceDefinitions.TeamMember).create(kinds.TeamMember!.matching)).rejects.toMatchObject({
        code: "ERR_ALREADY_EXISTS",
        message: expect.stringContaining('adoptId: "T1/U3"'),
      });
    });

    it("TeamRoutingRule: a name the team has, whatever its case", async () => {
      platform.on("POST /v1/teams/T1/routing", failure(400, ["name URGENT is already a routing rule of team T1"]));
      platform.on("GET /v1/teams/T1/routing", ok(envelope([routingRule])));
      await expect(
        provider(resourceDefinitions.TeamRoutingRule).create({ ...kinds.TeamRoutingRule.matching, name: "URGENT" }),
      ).rejects.toMatchObject({ code: "ERR_ALREADY_EXISTS", message: expect.stringContaining('adoptId: "T1/RR1"') });
    });

    it("TeamTag: a name the team has, whatever its case", async () => {
      platform.on("POST /v1/teams/T1/tags", failure(400, ["name BILLING is already a tag of team T1"]));
      platform.on("GET /v1/teams/T1/tags", ok(teamTags([teamTag])));
      await expect(provider(resourceDefinitions.TeamTag).create({ ...kinds.TeamTag.matching, name: "BILLING" })).rejects.toMatchObject({
        code: "ERR_ALREADY_EXISTS",
        message: expect.stringContaining('adoptId: "T1/TT1"'),
      });
    });

    it("CustomField: a name of its source and team, whatever its case", async () => {
      platform.on("POST /v1/custom-field", failure(400, ["A ticket custom field named TIER already exists in team T1"]));
      platform.on("GET /v1/custom-field", ok(envelope([customField])));
      await expect(provider(resourceDefinitions.CustomField).create({ ...kinds.CustomField.matching, name: "TIER" })).rejects.toMatchObject(
        { code: "ERR_ALREADY_EXISTS", message: expect.stringContaining('adoptId: "CF1"') },
      );
    });

    it("WebhookApp: a taken slug", async () => {
      platform.on("POST /apps/create-app", failure(400, ["manifest.app.slug billing-events is already used by app APP1"]));
      await expect(provider(webhookAppDefinition).create(kinds.WebhookApp.matching)).rejects.toMatchObject({
        code: "ERR_ALREADY_EXISTS",
        message: expect.stringContaining('adoptId: "APP1"'),
      });
      expect(writes()).toEqual(["POST /apps/create-app"]);
    });
  });
});
