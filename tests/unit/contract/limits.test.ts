// The provider's input schemas against the emulator's request schemas, which stand for what the
// platform enforces: every boundary the emulator's create request states (lengths, bounds, formats,
// patterns, enums, types, required fields, blank strings) is fed to both, and a value that the
// provider's `check` accepts while the create or update request refuses it fails here, since it
// would pass a preview and fail the up.
import { z } from "zod";
import { createAttributeValueSchema, updateAttributeValueSchema } from "../../../emulator/domains/account-attribute-values/schemas";
import { createAppSchema, manifestSchema } from "../../../emulator/domains/apps/schemas";
import { createRuleSchema, updateRuleSchema, updateSettingsSchema } from "../../../emulator/domains/csat/schemas";
import { createRoleSchema, updateRoleSchema } from "../../../emulator/domains/roles/schemas";
import { createTeamTagSchema, tagSchema, updateTeamTagSchema, updateTagSchema } from "../../../emulator/domains/tags/schemas";
import { updateConfigurationSchema } from "../../../emulator/domains/team-configurations/schemas";
import { addMemberSchema, createTeamSchema, updateTeamSchema } from "../../../emulator/domains/teams/schemas";
import { accountAttributeValueInputs } from "../../../provider/account-attribute-values/schema";
import { checkInputs } from "../../../provider/core/check-inputs";
import { isPlainObject } from "../../../provider/core/is-plain-object";
import { csatRuleInputs } from "../../../provider/csat-rules/schema";
import { csatSettingsInputs } from "../../../provider/csat-settings/schema";
import { roleInputs } from "../../../provider/roles/schema";
import { tagInputs } from "../../../provider/tags/schema";
import { teamConfigurationInputs } from "../../../provider/team-configurations/schema";
import { teamMemberInputs } from "../../../provider/team-members/schema";
import { teamTagInputs } from "../../../provider/team-tags/schema";
import { teamInputs } from "../../../provider/teams/schema";
import { buildManifest } from "../../../provider/webhook-apps/build-manifest";
import { webhookAppInputs } from "../../../provider/webhook-apps/schema";

type Json = z.core.JSONSchema.BaseSchema;
type Path = (string | number)[];
type Values = Record<string, unknown>;

interface Contract {
  kind: string;
  /** The provider's input schema. */
  inputs: z.ZodType;
  /** Inputs that use every property the request has, each inside its limits. */
  full: Values;
  /** The platform's schema of the create request, and of the update request. */
  request: z.ZodType;
  update: z.ZodType;
  /** The create request the provider sends for checked inputs. */
  toRequest(inputs: Values): unknown;
  /** The update request the provider sends for checked inputs. */
  toUpdate(inputs: Values): unknown;
  /** Where the request's `path` comes from in the inputs. */
  inputPath(path: Path): Path;
}

const filters = {
  standardFields: [{ field: "priority", operator: "=", value: "high" }],
  customFields: [{ field: "custom_cf1", customFieldId: "cf1", operator: "=", value: "x" }],
};
const filterSet = { ticket: filters, account: filters, contact: filters };
const omit = (values: Values, key: string) => Object.fromEntries(Object.entries(values).filter(([name]) => name !== key));

const contracts: Contract[] = [
  {
    kind: "Team",
    inputs: teamInputs,
    full: {
      name: "Night shift",
      description: "d",
      identifier: "NIGHT_1",
      icon: "moon",
      color: "#123456",
      isPrivate: true,
      parentTeamId: "T1",
    },
    request: createTeamSchema,
    update: updateTeamSchema,
    toRequest: (inputs) => omit(inputs, "adoptId"),
    // The update endpoint does not take the parent: a change of it replaces the team.
    toUpdate: (inputs) => omit(omit(inputs, "adoptId"), "parentTeamId"),
    inputPath: (path) => path,
  },
  {
    kind: "TeamMember",
    inputs: teamMemberInputs,
    full: { teamId: "T1", userId: "U1", email: "mia@acme.test", isAdmin: true },
    request: addMemberSchema,
    // There is no update of a membership: the member is added again, by id.
    update: addMemberSchema,
    toRequest: (inputs) => omit(omit(inputs, "teamId"), "adoptId"),
    toUpdate: (inputs) => ({ userId: inputs.userId, isAdmin: inputs.isAdmin }),
    inputPath: (path) => path,
  },
  {
    kind: "Role",
    inputs: roleInputs,
    full: {
      name: "Leads",
      description: "Team leads",
      permissions: [{ resource: "tickets", actions: ["view"], scope: "team", conditions: { a: 1 } }],
    },
    request: createRoleSchema,
    update: updateRoleSchema,
    toRequest: (inputs) => inputs,
    toUpdate: (inputs) => inputs,
    inputPath: (path) => path,
  },
  {
    kind: "AccountAttributeValue",
    inputs: accountAttributeValueInputs,
    full: { attribute: "task_status", value: "Open", isDefault: false, icon: "star", color: "#1f883d", isClosed: false },
    request: createAttributeValueSchema,
    update: updateAttributeValueSchema,
    toRequest: (inputs) => omit(inputs, "adoptId"),
    toUpdate: (inputs) => omit(omit(inputs, "adoptId"), "attribute"),
    inputPath: (path) => path,
  },
  {
    kind: "CsatRule",
    inputs: csatRuleInputs,
    full: {
      teamId: "T1",
      name: "Rule",
      description: "d",
      isActive: true,
      priority: 1,
      allFilters: filterSet,
      anyFilters: filterSet,
      triggerConfig: { triggerType: "always", randomPercentage: 50, triggerEvent: "ticket_resolved", delayMinutes: 10 },
      feedbackConfig: {
        enabled: true,
        feedbackType: "star",
        includeCommentField: true,
        customTitle: "t",
        customMessage: "m",
        customThankYouMessage: "thanks",
        commentFieldLabel: "l",
        commentFieldPlaceholder: "p",
        brandingColor: "#1f883d",
        deliveryChannel: "email",
      },
    },
    request: createRuleSchema,
    update: updateRuleSchema,
    toRequest: (inputs) => omit(inputs, "teamId"),
    toUpdate: (inputs) => omit(inputs, "teamId"),
    inputPath: (path) => path,
  },
  {
    kind: "CsatSettings",
    inputs: csatSettingsInputs,
    full: { teamId: "T1", cooldownPeriodDays: 30, userCooldownPeriodDays: 7, emailConfigId: "e", closedStatusIds: ["s1", "s2"] },
    // No create: the settings are taken over, and every change is an update.
    request: updateSettingsSchema,
    update: updateSettingsSchema,
    toRequest: (inputs) => omit(inputs, "teamId"),
    toUpdate: (inputs) => omit(inputs, "teamId"),
    inputPath: (path) => path,
  },
  {
    kind: "TeamConfiguration",
    inputs: teamConfigurationInputs,
    full: {
      teamId: "T1",
      timezone: "America/New_York",
      holidays: ["25-12", "01-05-2026"],
      commonDailyConfig: false,
      commonSlots: [{ start: "09:00", end: "17:00" }],
      dailyConfig: { monday: { isActive: true, slots: [{ start: "08:00", end: "12:00" }] }, sunday: { isActive: false, slots: [] } },
      userRoutingStrategy: "round_robin",
      routingRespectsTimezone: true,
      routingRespectsUserCapacity: true,
      routingRespectsUserTimezone: true,
      routingRespectsUserAvailability: true,
      routingRespectsUserBusinessHours: true,
      fallbackSubTeam: "T2",
    },
    // No create: the configuration is taken over, and every change is an update.
    request: updateConfigurationSchema,
    update: updateConfigurationSchema,
    toRequest: (inputs) => omit(inputs, "teamId"),
    toUpdate: (inputs) => omit(inputs, "teamId"),
    inputPath: (path) => path,
  },
  {
    kind: "WebhookApp",
    inputs: webhookAppInputs,
    full: {
      name: "Billing",
      slug: "billing",
      description: "d",
      eventsUrl: "https://hooks.example.com/events",
      installationsUrl: "https://hooks.example.com/installations",
      teamIds: ["T1"],
      events: ["ticket.created"],
      visibility: "private",
      manifest: {
        app: { category: "c", icons: { small: "https://x.example/s.png", large: "https://x.example/l.png" }, supported_locales: ["en"] },
        developer: {
          name: "Dev",
          website: "https://dev.example",
          support_email: "help@dev.example",
          privacy_policy_url: "https://dev.example/privacy",
          terms_url: "https://dev.example/terms",
          documentation_url: "https://dev.example/docs",
        },
        integration: {
          entry_points: { main: "https://x.example/main", configuration: "https://x.example/config" },
          interactivity: { request_url: "https://x.example/r", message_menu_option_url: "https://x.example/m" },
        },
        activities: [],
        metadata: { is_privileged_app: false },
      },
    },
    request: createAppSchema,
    update: manifestSchema,
    toRequest: (inputs) => {
      const app = webhookAppInputs.parse(inputs);
      return { app_visibility: app.visibility, manifest: buildManifest(app) };
    },
    toUpdate: (inputs) => buildManifest(webhookAppInputs.parse(inputs)),
    // The request's manifest is the user's merged over the built one: a value there comes from the manifest input.
    inputPath: (path) => (path[0] === "app_visibility" ? ["visibility"] : path),
  },
  {
    kind: "Tag",
    inputs: tagInputs,
    full: { name: "Billing", color: "#1f74db", tagType: "skills", description: "d" },
    request: tagSchema,
    // The update page takes the whole tag, as the create does.
    update: updateTagSchema,
    toRequest: (inputs) => omit(inputs, "adoptId"),
    toUpdate: (inputs) => omit(inputs, "adoptId"),
    inputPath: (path) => path,
  },
  {
    kind: "TeamTag",
    inputs: teamTagInputs,
    full: { teamId: "T1", name: "Billing", color: "#1f74db", description: "d" },
    // The team, which the path names, is not in the body.
    request: createTeamTagSchema,
    update: updateTeamTagSchema,
    toRequest: (inputs) => omit(omit(inputs, "teamId"), "adoptId"),
    toUpdate: (inputs) => omit(omit(inputs, "teamId"), "adoptId"),
    inputPath: (path) => path,
  },
];

/** A value on the wrong side of each boundary the request schema states for one value. */
function beyondBoundaries(schema: Json): { what: string; value: unknown }[] {
  const cases: { what: string; value: unknown }[] = [];
  if (schema.enum !== undefined) cases.push({ what: "outside the enum", value: "zz-not-listed" });
  switch (schema.type) {
    case "string":
      cases.push({ what: "not a string", value: 12345 }, { what: "blank", value: "   " });
      if (schema.maxLength !== undefined) cases.push({ what: `longer than ${schema.maxLength}`, value: "x".repeat(schema.maxLength + 1) });
      if (schema.minLength !== undefined && schema.minLength > 0) cases.push({ what: "empty", value: "" });
      if (schema.format !== undefined || schema.pattern !== undefined)
        cases.push({ what: `not ${schema.format ?? schema.pattern}`, value: "Not valid!" });
      break;
    case "integer":
    case "number":
      cases.push({ what: "not a number", value: "1" });
      if (schema.type === "integer") cases.push({ what: "not whole", value: 0.5 });
      if (schema.maximum !== undefined) cases.push({ what: `above ${schema.maximum}`, value: schema.maximum + 1 });
      if (schema.minimum !== undefined) cases.push({ what: `below ${schema.minimum}`, value: schema.minimum - 1 });
      break;
    case "boolean":
      cases.push({ what: "not a boolean", value: "yes" });
      break;
    case "array":
      cases.push({ what: "not an array", value: "x" });
      if (schema.minItems !== undefined && schema.minItems > 0) cases.push({ what: "empty", value: [] });
      break;
    case "object":
      cases.push({ what: "not an object", value: "x" });
      break;
  }
  return cases;
}

/** Every boundary case of the request schema, at the paths the full request uses. */
function* boundaryCases(schema: Json, request: unknown, path: Path = []): Generator<{ path: Path; what: string; value: unknown }> {
  if (path.length > 0) for (const beyond of beyondBoundaries(schema)) yield { path, ...beyond };
  if (schema.type === "object" && schema.properties !== undefined && isPlainObject(request)) {
    for (const [key, property] of Object.entries(schema.properties)) {
      if (typeof property !== "object") continue;
      if (schema.required?.includes(key)) yield { path: [...path, key], what: "missing", value: undefined };
      if (key in request) yield* boundaryCases(property, request[key], [...path, key]);
    }
  }
  if (
    schema.type === "array" &&
    typeof schema.items === "object" &&
    !Array.isArray(schema.items) &&
    Array.isArray(request) &&
    request.length > 0
  ) {
    yield* boundaryCases(schema.items, request[0], [...path, 0]);
  }
}

/** A copy of `root` with `value` at `path` (removed where undefined), parents made as needed. */
function withValueAt(root: Values, path: Path, value: unknown): Values {
  const copy = structuredClone(root);
  let node: Values = copy;
  for (const [index, key] of path.slice(0, -1).entries()) {
    if (!isPlainObject(node[key]) && !Array.isArray(node[key])) node[key] = typeof path[index + 1] === "number" ? [] : {};
    node = node[key] as Values;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** The disagreements of one kind: what the provider accepts and the platform refuses. */
function disagreements(contract: Contract): string[] {
  const base = contract.toRequest(contract.inputs.parse(contract.full) as Values);
  const requestSchema = z.toJSONSchema(contract.request, { io: "input", unrepresentable: "any" }) as Json;
  const found: string[] = [];
  for (const { path, what, value } of boundaryCases(requestSchema, base)) {
    const inputs = withValueAt(contract.full, contract.inputPath(path), value);
    const checked = checkInputs(contract.inputs, inputs);
    if (checked.failures !== undefined) continue;
    for (const [call, schema, request] of [
      ["create", contract.request, contract.toRequest(checked.inputs)],
      ["update", contract.update, contract.toUpdate(checked.inputs)],
    ] as const) {
      const refused = schema.safeParse(request);
      if (!refused.success) found.push(`${call}: ${path.join(".")} ${what}: ${refused.error.issues[0]?.message}`);
    }
  }
  return found;
}

describe.each(contracts)("the provider's $kind inputs against the platform's request", (contract) => {
  it("are valid in full, and the requests they make are accepted", () => {
    const checked = checkInputs(contract.inputs, contract.full);
    expect(checked.failures).toBeUndefined();
    expect(contract.request.safeParse(contract.toRequest(checked.inputs)).success).toBe(true);
    expect(contract.update.safeParse(contract.toUpdate(checked.inputs)).success).toBe(true);
  });

  it("refuse every value beyond a boundary the platform enforces", () => {
    expect(disagreements(contract)).toEqual([]);
  });
});
