// Malformed answers from the server (a body that is not JSON, an empty body, an object without its
// id, a field of the wrong type) to every kind's create, read and update: each becomes a typed
// ERR_BAD_RESPONSE naming the operation. Never a crash (a TypeError), never a result that would
// put a wrong state into Pulumi. The emulator always answers well, so a scripted local server does.
import type * as dynamic from "@pulumi/pulumi/dynamic";
import { providerFor } from "../../../provider/adapters/runtime";
import { SupportPlatformError } from "../../../provider/core/errors";
import { customFieldFixture } from "../http/custom-field-fixture";
import { type Answer, envelope, FakePlatform, notFound } from "../http/fake-platform";
import type { ResourceKind } from "../../../provider/resource-definitions";
import { everyKindOf } from "../../harness/every-kind";
import { validInputs } from "./invalid-inputs";
import { absent, withValueAt } from "./invalid-inputs/invalid-input-table";

const time = "2024-05-01T12:00:00.000Z";
const role = {
  id: "R1",
  name: "Escalation leads",
  description: "Leads",
  permissions: [{ resource: "tickets", actions: ["view"] }],
  isSystem: false,
  createdAt: time,
  updatedAt: time,
};
const attributeValue = {
  id: "V1",
  attribute: "account_classification",
  value: "VIP",
  isDefault: false,
  icon: "star",
  color: "#aa00ff",
  createdAt: time,
  updatedAt: time,
};
const csatRule = {
  id: "C1",
  teamId: "TACME00001",
  settingsId: "S1",
  name: "After resolution",
  isActive: true,
  priority: 1,
  triggerConfig: { triggerType: "always" },
  feedbackConfig: { feedbackType: "star" },
  createdAt: time,
  updatedAt: time,
};
/** A type paired with its inverse, as the docs answer it: bare. */
const relationshipType = {
  id: "ART1",
  name: "Subsidiary",
  inverseRelationshipId: "ART0PARENT01",
  inverseRelationship: "Parent",
  createdAt: time,
  updatedAt: time,
};
const csatSettings = { id: "S1", rules: [{ id: "C1", name: "After resolution", createdAt: time }] };
/** A team's whole settings, as a read and a settings update answer them. */
const teamSettings = {
  id: "S1",
  team: { id: "TACME00001" },
  isEnabled: true,
  cooldownPeriodDays: 30,
  userCooldownPeriodDays: 30,
  emailConfigId: "email-1",
  closedStatusIds: ["closed"],
  rules: [
    { id: "CR1", name: "First", isActive: true, priority: 1, createdAt: time, updatedAt: time },
    { id: "CR2", name: "Second", isActive: true, priority: 2, createdAt: time, updatedAt: time },
    { id: "CR3", name: "Third", isActive: true, priority: 3, createdAt: time, updatedAt: time },
  ],
  createdAt: time,
  updatedAt: time,
};
const app = { appId: "A1", uid: "A1", clientId: "client-1", visibility: "private", manifest: { app: { name: "Billing events" } } };
const ticketStatus = {
  id: "ST1",
  name: "in_review",
  displayName: "In review",
  description: "Waiting for a second look",
  isDefault: false,
  teamId: "TACME00001",
  organizationId: "OACME",
  parentStatusId: "STACME00002",
  createdAt: time,
  updatedAt: time,
};
/** A team's configuration, as its read (in an array) and its update (alone) answer it. */
const teamConfiguration = {
  teamId: "TACME00001",
  timezone: "UTC",
  holidays: [],
  commonDailyConfig: false,
  commonSlots: [],
  dailyConfig: { monday: { isActive: true, slots: [{ start: "09:00", end: "17:00" }] } },
  userRoutingStrategy: "manual",
  routingRespectsTimezone: false,
  routingRespectsUserCapacity: false,
  routingRespectsUserTimezone: false,
  routingRespectsUserAvailability: false,
  routingRespectsUserBusinessHours: false,
  fallbackSubTeam: null,
  createdAt: time,
  updatedAt: time,
};
const csat = (data: unknown) => envelope({ ok: true, data });
/** As the docs answer a tag: without its type. */
const tag = { id: "TG1", name: "Billing", color: "#1f74db", description: "Invoices", createdAt: time, updatedAt: time };
/** A team's tags as the team tag update page answers them: the list beside the team's id. */
const teamTags = { ...envelope({ count: 1, items: [tag] }), teamUuid: "TACME00001" };
const team = {
  id: "T1",
  name: "Night shift",
  icon: "moon",
  color: "navy",
  parentTeamId: "TACME00001",
  identifier: "NIGHT",
  description: "Nights",
  isPrivate: false,
  createdAt: time,
  updatedAt: time,
};
const member = {
  id: "UACME00003",
  name: "Mia",
  email: "member@acme.test",
  teamId: "TACME00002",
  joinedAt: time,
  createdAt: time,
  metadata: { isAdmin: false },
};
const routingRule = {
  id: "RR1",
  name: "Urgent to technical",
  description: "",
  teamId: "TACME00001",
  evaluationOrder: 5,
  resultTeamId: "TACME00002",
  fallbackTeamId: null,
  andRules: [{ field: "priority", operator: "EQUALS", value: "Urgent", precedence: 1 }],
  orRules: [],
  createdBy: "Admin",
  createdAt: time,
  createdById: "UACME00001",
  updatedAt: time,
};
/** Team TACME00001's field, at version 1. */
const customField = customFieldFixture({ uid: "CF1", teamId: "TACME00001", version: 1 });

interface MalformedCase {
  kind: ResourceKind;
  /** The endpoint's title, which the error must name. */
  operation: string;
  /** `METHOD /path` of the call whose answer is malformed. */
  route: string;
  status: number;
  /** A well-formed answer, which each case breaks. */
  answer: unknown;
  /** Where in the answer the object is (`data`, `[0]`), "" for the answer itself. */
  object: string;
  /** Its id fields, removed together. */
  ids?: string[];
  /** A string field that gets a number. */
  field: string;
  /** Well-formed answers of calls made before this one. */
  before?: Record<string, Answer>;
  call: (provider: dynamic.ResourceProvider, valid: Record<string, unknown>) => Promise<unknown>;
}

const create = (provider: dynamic.ResourceProvider, valid: Record<string, unknown>) => provider.create!(valid);
const read = (id: string) => (provider: dynamic.ResourceProvider, valid: Record<string, unknown>) => provider.read!(id, valid);
const update = (id: string) => (provider: dynamic.ResourceProvider, valid: Record<string, unknown>) => provider.update!(id, valid, valid);
const slaPolicy = {
  name: "Standard",
  description: "First answers within two hours",
  entityType: "ticket",
  filter: { all: [{ entity: "ticket", field: "status", operator: "equals", values: [{ label: "Open" }] }], any: [] },
  policyMetrics: [{ metric: "FIRST_RESPONSE_TIME", default: true, durationInMinutes: "120", specific: [] }],
  pauseConditions: { all: [], any: [] },
  teamId: "TACME00001",
  organizationId: "OACME",
  version: 1,
  priority: 1,
  isActive: true,
  uid: "SLA1",
  createdAt: time,
  updatedAt: time,
};

/** Each kind's calls whose answers are broken: its create, read and update, or those it has. */
const casesByKind: Record<ResourceKind, Omit<MalformedCase, "kind">[]> = {
  Team: [
    {
      operation: "create team",
      route: "POST /v1/teams",
      status: 201,
      answer: envelope(team),
      object: "data",
      field: "name",
      call: create,
    },
    {
      operation: "read team",
      route: "GET /v1/teams/T1",
      status: 200,
      answer: envelope(team),
      object: "data",
      field: "createdAt",
      call: read("T1"),
    },
    {
      operation: "update team",
      route: "PATCH /v1/teams/T1",
      status: 200,
      answer: envelope(team),
      object: "data",
      field: "name",
      call: update("T1"),
    },
  ],
  TeamMember: [
    {
      operation: "add team member",
      route: "POST /v1/teams/TACME00002/members",
      status: 201,
      answer: member,
      object: "",
      field: "email",
      call: create,
    },
    {
      operation: "list team members",
      route: "GET /v1/teams/TACME00002/members",
      status: 200,
      answer: envelope([member]),
      object: "data[0]",
      field: "joinedAt",
      call: read("TACME00002/UACME00003"),
    },
    {
      operation: "add team member",
      route: "POST /v1/teams/TACME00002/members",
      status: 201,
      answer: member,
      object: "",
      field: "name",
      // No update of a membership: a changed admin flag removes the member, then adds them again.
      before: { "DELETE /v1/teams/TACME00002/members/UACME00003": { status: 204 } },
      call: (provider, valid) => provider.update!("TACME00002/UACME00003", valid, { ...valid, isAdmin: !valid.isAdmin }),
    },
  ],
  Role: [
    {
      operation: "create role",
      route: "POST /v1/roles",
      status: 201,
      answer: envelope(role),
      object: "data",
      field: "name",
      call: create,
    },
    {
      operation: "list roles",
      route: "GET /v1/roles",
      status: 200,
      answer: envelope([role]),
      object: "data[0]",
      field: "createdAt",
      call: read("R1"),
    },
    {
      operation: "update role",
      route: "PATCH /v1/roles/R1",
      status: 200,
      answer: envelope(role),
      object: "data",
      field: "name",
      call: update("R1"),
    },
  ],
  AccountAttributeValue: [
    {
      operation: "create account attribute value",
      route: "POST /v1/accounts/attributes",
      status: 201,
      answer: attributeValue,
      object: "",
      field: "value",
      call: create,
    },
    {
      operation: "list account attribute values",
      route: "GET /v1/accounts/attributes",
      status: 200,
      answer: [attributeValue],
      object: "[0]",
      field: "attribute",
      call: read("V1"),
    },
    {
      operation: "update account attribute value",
      route: "PUT /v1/accounts/attributes/V1",
      status: 200,
      answer: attributeValue,
      object: "",
      field: "updatedAt",
      call: update("V1"),
    },
  ],
  CsatRule: [
    {
      operation: "create CSAT rule",
      route: "POST /v1/csat/rules/TACME00001",
      status: 201,
      answer: csat(csatSettings),
      object: "data.data.rules[0]",
      field: "name",
      // The team's first rule: it has no settings yet.
      before: { "GET /v1/csat/team/TACME00001": notFound("CSAT settings not found for team TACME00001") },
      call: create,
    },
    {
      operation: "read CSAT rule",
      route: "GET /v1/csat/rules/C1",
      status: 200,
      answer: csat(csatRule),
      object: "data.data",
      field: "teamId",
      call: read("C1"),
    },
    {
      operation: "update CSAT rule",
      route: "PATCH /v1/csat/rules/C1",
      status: 200,
      answer: csat(csatRule),
      object: "data.data",
      field: "name",
      call: update("C1"),
    },
  ],
  CsatRuleOrder: [
    {
      operation: "reorder CSAT rules",
      route: "PATCH /v1/csat/team/TACME00001/rules/reorder",
      status: 200,
      answer: csat(teamSettings),
      object: "data.data.rules[0]",
      field: "name",
      call: create,
    },
    {
      operation: "read CSAT settings",
      route: "GET /v1/csat/team/TACME00001",
      status: 200,
      answer: csat(teamSettings),
      object: "data.data",
      field: "updatedAt",
      call: read("TACME00001"),
    },
  ],
  TeamConfiguration: [
    {
      operation: "read team configuration",
      route: "GET /v1/teams/TACME00001/configurations",
      status: 200,
      answer: envelope([teamConfiguration]),
      object: "data[0]",
      ids: ["teamId"],
      field: "timezone",
      call: create,
    },
    {
      // The read page's array or the update page's object: either shape is read.
      operation: "read team configuration",
      route: "GET /v1/teams/TACME00001/configurations",
      status: 200,
      answer: envelope(teamConfiguration),
      object: "data",
      ids: ["teamId"],
      field: "userRoutingStrategy",
      call: read("TACME00001"),
    },
    {
      operation: "update team configuration",
      route: "PATCH /v1/teams/TACME00001/configurations",
      status: 200,
      answer: envelope(teamConfiguration),
      object: "data",
      ids: ["teamId"],
      field: "createdAt",
      // A changed setting: the update sends it.
      call: (provider, valid) => provider.update!("TACME00001", valid, { ...valid, timezone: "UTC" }),
    },
  ],
  CsatSettings: [
    {
      operation: "read CSAT settings",
      route: "GET /v1/csat/team/TACME00001",
      status: 200,
      answer: csat(teamSettings),
      object: "data.data",
      field: "emailConfigId",
      call: create,
    },
    {
      operation: "update CSAT settings",
      route: "PATCH /v1/csat/team/TACME00001/update",
      status: 200,
      answer: csat(teamSettings),
      object: "data.data",
      field: "createdAt",
      // A changed setting: the update sends it.
      call: (provider, valid) => provider.update!("TACME00001", { ...valid, previousSettings: valid }, { ...valid, cooldownPeriodDays: 7 }),
    },
  ],
  WebhookApp: [
    {
      operation: "create app",
      route: "POST /apps/create-app",
      status: 201,
      answer: { ...app, clientSecret: "secret-1" },
      object: "",
      ids: ["appId", "uid"],
      field: "clientSecret",
      call: create,
    },
    {
      operation: "read app",
      route: "GET /apps/A1",
      status: 200,
      answer: app,
      object: "",
      ids: ["appId", "uid"],
      field: "clientId",
      call: read("A1"),
    },
    {
      operation: "list installed apps",
      route: "GET /apps/installed-apps",
      status: 200,
      answer: { totalPages: 1, apps: [{ appId: "A1", teamId: "TACME00001" }] },
      object: "apps[0]",
      ids: ["appId"],
      field: "teamId",
      before: { "GET /apps/A1": { status: 200, body: app } },
      call: read("A1"),
    },
  ],
  Tag: [
    {
      operation: "create tag",
      route: "POST /v1/tags",
      status: 201,
      answer: envelope(tag),
      object: "data",
      field: "name",
      call: create,
    },
    {
      // Both types' lists answer alike here: each is broken.
      operation: "list tags",
      route: "GET /v1/tags",
      status: 200,
      answer: envelope([tag]),
      object: "data[0]",
      field: "color",
      call: read("TG1"),
    },
    {
      operation: "update tag",
      route: "PATCH /v1/tags/TG1",
      status: 200,
      answer: envelope(tag),
      object: "data",
      field: "updatedAt",
      call: update("TG1"),
    },
  ],
  TicketStatus: [
    {
      operation: "create ticket status",
      route: "POST /v1/tickets/status",
      status: 201,
      answer: envelope(ticketStatus),
      object: "data",
      field: "name",
      call: create,
    },
    {
      operation: "list ticket statuses",
      route: "GET /v1/tickets/status",
      status: 200,
      answer: envelope([ticketStatus]),
      object: "data[0]",
      field: "displayName",
      call: read("ST1"),
    },
    {
      operation: "update ticket status",
      route: "PATCH /v1/tickets/status/ST1",
      status: 200,
      answer: envelope(ticketStatus),
      object: "data",
      field: "updatedAt",
      call: update("ST1"),
    },
  ],
  TeamRoutingRule: [
    {
      operation: "create team routing rule",
      route: "POST /v1/teams/TACME00001/routing",
      status: 201,
      answer: envelope(routingRule),
      object: "data",
      field: "name",
      call: create,
    },
    {
      operation: "list team routing rules",
      route: "GET /v1/teams/TACME00001/routing",
      status: 200,
      answer: envelope([routingRule]),
      object: "data[0]",
      field: "resultTeamId",
      call: read("TACME00001/RR1"),
    },
    {
      operation: "update team routing rule",
      route: "PATCH /v1/teams/TACME00001/routing/RR1",
      status: 200,
      answer: envelope(routingRule),
      object: "data",
      field: "updatedAt",
      call: update("TACME00001/RR1"),
    },
  ],
  TeamTag: [
    {
      operation: "create team tag",
      route: "POST /v1/teams/TACME00001/tags",
      status: 201,
      answer: teamTags,
      object: "data.items[0]",
      field: "name",
      call: create,
    },
    {
      operation: "list team tags",
      route: "GET /v1/teams/TACME00001/tags",
      status: 200,
      answer: teamTags,
      object: "data.items[0]",
      field: "color",
      call: read("TACME00001/TG1"),
    },
    {
      operation: "update team tag",
      route: "PUT /v1/teams/TACME00001/tags/TG1",
      status: 200,
      answer: teamTags,
      object: "data.items[0]",
      field: "updatedAt",
      call: update("TACME00001/TG1"),
    },
  ],
  AccountRelationshipType: [
    {
      operation: "create account relationship type",
      route: "POST /v1/accounts/relationships/types",
      status: 201,
      answer: relationshipType,
      object: "",
      field: "name",
      call: create,
    },
    {
      operation: "list account relationship types",
      route: "GET /v1/accounts/relationships/types",
      status: 200,
      answer: [relationshipType],
      object: "[0]",
      field: "createdAt",
      call: read("ART1"),
    },
    {
      operation: "update account relationship type",
      route: "PUT /v1/accounts/relationships/types/ART1",
      status: 200,
      answer: relationshipType,
      object: "",
      field: "updatedAt",
      call: update("ART1"),
    },
  ],
  CustomField: [
    {
      operation: "create custom field",
      route: "POST /v1/custom-field",
      status: 201,
      answer: envelope(customField),
      object: "data",
      ids: ["uid"],
      field: "name",
      call: create,
    },
    {
      operation: "list custom fields",
      route: "GET /v1/custom-field",
      status: 200,
      answer: envelope([customField]),
      object: "data[0]",
      ids: ["uid"],
      field: "fieldType",
      call: read("CF1"),
    },
    {
      // The update names the version state holds.
      operation: "update custom fields",
      route: "PATCH /v1/custom-field",
      status: 200,
      answer: envelope([customField]),
      object: "data[0]",
      ids: ["uid"],
      field: "updatedAt",
      call: (provider, valid) => provider.update!("CF1", { ...valid, version: 1 }, valid),
    },
  ],
  SlaPolicy: [
    {
      operation: "create SLA policy",
      route: "POST /v1/sla/policy",
      status: 201,
      answer: slaPolicy,
      object: "",
      ids: ["uid"],
      field: "name",
      call: create,
    },
    {
      operation: "list SLA policies",
      route: "GET /v1/sla/policy",
      status: 200,
      answer: [slaPolicy],
      object: "[0]",
      ids: ["uid"],
      field: "policyMetrics",
      call: read("SLA1"),
    },
    {
      operation: "update SLA policy",
      route: "PATCH /v1/sla/policy/SLA1",
      status: 200,
      answer: slaPolicy,
      object: "",
      ids: ["uid"],
      field: "teamId",
      call: update("SLA1"),
    },
  ],
};

/** The ways each answer is broken. */
const malformations: { problem: string; answer: (testCase: MalformedCase) => Answer }[] = [
  { problem: "a body that is not JSON", answer: ({ status }) => ({ status, raw: "<html><body>Bad gateway</body></html>" }) },
  { problem: "an empty body", answer: ({ status }) => ({ status, raw: "" }) },
  {
    problem: "the object without its id",
    answer: ({ status, answer, object, ids = ["id"] }) => ({
      status,
      body: ids.reduce((body, id) => withValueAt(body, object === "" ? id : `${object}.${id}`, absent), answer as Record<string, unknown>),
    }),
  },
  {
    problem: "a field of the wrong type",
    answer: ({ status, answer, object, field }) => ({
      status,
      body: withValueAt(answer as Record<string, unknown>, object === "" ? field : `${object}.${field}`, 42),
    }),
  },
];

const cases: MalformedCase[] = everyKindOf("the malformed answers (casesByKind)", casesByKind).flatMap(([kind, ofKind]) => {
  if (ofKind.length === 0) throw new Error(`the malformed answers have no case for ${kind}: add its create, read and update`);
  return ofKind.map((testCase) => ({ kind, ...testCase }));
});

describe("malformed answers", () => {
  let platform: FakePlatform;

  beforeAll(async () => {
    platform = await new FakePlatform().start();
    const settings: Record<string, string> = {
      apiKey: "sp_key",
      baseUrl: platform.url,
      appsStudioUrl: platform.url,
      slaUrl: platform.url,
      maxRetries: "0",
    };
    const config = { get: (key: string) => settings[key.replace("supportplatform:", "")] };
    // Every kind shares the runtime's one client: configuring one kind configures them all.
    await providerFor("Role").configure!({ config } as never);
  });
  afterAll(() => platform.stop());

  describe.each(cases)("$kind: $operation", (testCase) => {
    const valid = validInputs(testCase.kind);

    it.each(malformations)("$problem is a typed error naming the operation", async ({ answer }) => {
      for (const [route, before] of Object.entries(testCase.before ?? {})) platform.on(route, before);
      platform.on(testCase.route, answer(testCase));
      const error = await testCase.call(providerFor(testCase.kind), valid).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SupportPlatformError);
      expect(error).toMatchObject({ code: "ERR_BAD_RESPONSE" });
      expect((error as Error).message).toContain(`${testCase.operation} returned an unexpected response`);
    });
  });
});
