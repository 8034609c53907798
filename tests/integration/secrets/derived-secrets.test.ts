// A value derived from a secret is secret, as a property over every input: for every resource kind
// and every string input its schema has (the table is generated from the input schemas), the input
// is made secret with a unique marker, then check, create, read (a refresh) and update run through
// each face's adapter against the emulator, and the marker may appear in no output but inside a
// secret. The native plugin answers secrets itself; for the dynamic face, whose host never sees
// secrets, what the engine keeps secret is modelled as the engine does it: outputs named like a
// secret input (annotateSecrets in Pulumi's provider plugin) and the class's additional secret
// outputs, with the ones its transform adds for the secret inputs it sees.
import * as provproto from "@pulumi/pulumi/proto/provider_pb";
import type * as structproto from "google-protobuf/google/protobuf/struct_pb";
import { z } from "zod";
import type { SettingsView } from "../../../emulator/domains/csat/views";
import type { CsatEnvelope } from "../../../emulator/http/envelopes";
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import { containsSecret, isSecret, unwrapSecrets } from "../../../provider/adapters/native-plugin/values";
import { transformSecretOutputs } from "../../../provider/program/secret-output-options";
import { resolveProviderConfig } from "../../../provider/config/provider-config";
import { isPlainObject } from "../../../provider/core/is-plain-object";
import { checkInputs } from "../../../provider/core/check-inputs";
import { PlatformClient } from "../../../provider/http/platform-client";
import { everyKindOf } from "../../harness/every-kind";
import { type ResourceKind, resourceDefinitions, type SomeResourceDefinition } from "../../../provider/resource-definitions";
import { call, seedTeams, seedUser, useEmulator } from "../emulator/support";
import { configureRequest, type PluginInstance, secret, startPluginInstance, struct } from "../native-plugin/plugin-client";

const emulator = useEmulator();
type Values = Record<string, unknown>;
type Path = (string | number)[];

/** A leaf of an input schema: its path, and whether it is an open value (any JSON) rather than a string. */
interface Leaf {
  path: Path;
  open: boolean;
}

/** The string leaves of a JSON schema, arrays entered at their first item; open values count as leaves. */
function stringLeaves(schema: Values, path: Path = []): Leaf[] {
  const branches = (schema.anyOf ?? schema.oneOf) as Values[] | undefined;
  if (branches) return branches.flatMap((branch) => stringLeaves(branch, path));
  if (schema.type === "string") return [{ path, open: false }];
  if (schema.type === "array") return stringLeaves((schema.items ?? {}) as Values, [...path, 0]);
  if (schema.type === "object") {
    const properties = Object.entries((schema.properties ?? {}) as Record<string, Values>);
    return properties.length === 0
      ? [{ path, open: true }]
      : properties.flatMap(([key, property]) => stringLeaves(property, [...path, key]));
  }
  return schema.type === undefined && schema.const === undefined && schema.enum === undefined ? [{ path, open: true }] : [];
}

const valueAt = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], root);

function withValueAt(root: Values, path: Path, value: unknown): Values {
  const copy = structuredClone(root);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

/** Stands in a fixture for the id of a rule the test makes. */
const ruleIdPlaceholder = "rule-made-by-the-test";

/** Stands in a fixture for the id of a sub-team the test makes (a team configuration's fallback). */
const subTeamIdPlaceholder = "sub-team-made-by-the-test";

/** Stands in a fixture for the id of the inverse relationship type the test makes. */
const inverseTypeIdPlaceholder = "inverse-type-made-by-the-test";

/** Seven days of one slot each, every time its own: each is a marker where it is the leaf. */
const week = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day, index) => [
    day,
    { isActive: index < 5, slots: [{ start: `0${index}:1${index}`, end: `0${index}:4${index}` }] },
  ]),
);

/**
 * Every kind's inputs with every optional input set, so that every leaf of its schema has a value.
 * Values the platform checks against what it holds (teams) cannot be invented: the leaves in
 * `given` keep the value here. Values kept are chosen to appear nowhere else in the outputs.
 */
function fixtures(teamIds: string[]): Record<ResourceKind, { inputs: Values; given: string[] }> {
  const [team, otherTeam] = teamIds as [string, string];
  // Each custom field its own id: a field kept at its fixture value must not repeat elsewhere.
  const entity = (tag: string) => ({
    standardFields: [{ field: "priority", operator: "=", value: "high" }],
    customFields: [{ field: `custom_cf${tag}`, customFieldId: `cf${tag}`, operator: "=", value: "v" }],
  });
  const filters = (tag: string) => ({ ticket: entity(`${tag}t`), account: entity(`${tag}a`), contact: entity(`${tag}c`) });
  return {
    Team: {
      inputs: {
        name: "Night shift",
        description: "d",
        identifier: "NIGHT",
        icon: "moon",
        color: "navy",
        isPrivate: true,
        parentTeamId: team,
      },
      given: ["parentTeamId"],
    },
    // A seeded user who is not yet a member of the other team, named both ways.
    TeamMember: {
      inputs: { teamId: otherTeam, userId: "UACME00003", email: "member@acme.test", isAdmin: true },
      given: ["teamId", "userId", "email"],
    },
    Role: {
      inputs: {
        name: "Leads",
        description: "d",
        permissions: [{ resource: "tickets", actions: ["view"], scope: "team", conditions: { k: "v" } }],
      },
      given: [],
    },
    AccountAttributeValue: {
      inputs: { attribute: "task_status", value: "Open-x", isDefault: false, icon: "icon", color: "#123456", isClosed: false },
      given: [],
    },
    CsatRule: {
      inputs: {
        teamId: team,
        name: "Rule",
        description: "d",
        isActive: true,
        priority: 1,
        allFilters: filters("all"),
        anyFilters: filters("any"),
        triggerConfig: { triggerType: "always", randomPercentage: 50, triggerEvent: "ticket_resolved", delayMinutes: 5 },
        feedbackConfig: {
          enabled: true,
          feedbackType: "star",
          includeCommentField: true,
          customTitle: "t",
          customMessage: "m",
          customThankYouMessage: "ty",
          commentFieldLabel: "l",
          commentFieldPlaceholder: "p",
          brandingColor: "#1f883d",
          deliveryChannel: "email",
        },
      },
      given: ["teamId"],
    },
    // The order names the team's one rule, made by the test: its id takes the placeholder's place.
    CsatRuleOrder: { inputs: { teamId: team, ruleIds: [ruleIdPlaceholder] }, given: ["teamId", "ruleIds.0"] },
    // The fallback is a sub-team of the team, made by the test: its id takes the placeholder's place.
    TeamConfiguration: {
      inputs: {
        teamId: team,
        timezone: "Pacific/Chatham",
        holidays: ["25-12-2030"],
        commonDailyConfig: true,
        commonSlots: [{ start: "10:15", end: "11:45" }],
        dailyConfig: week,
        userRoutingStrategy: "round_robin",
        routingRespectsTimezone: true,
        routingRespectsUserCapacity: true,
        routingRespectsUserTimezone: true,
        routingRespectsUserAvailability: true,
        routingRespectsUserBusinessHours: true,
        fallbackSubTeam: subTeamIdPlaceholder,
      },
      given: ["teamId", "fallbackSubTeam"],
    },
    CsatSettings: {
      inputs: { teamId: team, cooldownPeriodDays: 3, userCooldownPeriodDays: 4, emailConfigId: "mail", closedStatusIds: ["resolved"] },
      given: ["teamId"],
    },
    // A sub-status under the first team's seeded In progress parent.
    TicketStatus: {
      inputs: {
        teamId: team,
        parentStatusId: "STACME00002",
        name: "in_review",
        displayName: "In review",
        description: "d",
        isDefault: true,
      },
      given: ["teamId", "parentStatusId"],
    },
    WebhookApp: {
      inputs: {
        name: "Hook",
        slug: "hook",
        description: "d",
        eventsUrl: "https://hooks.example.test/events",
        installationsUrl: "https://hooks.example.test/installations",
        teamIds: [otherTeam],
        events: ["ticket:created"],
        visibility: "private",
        appConfiguration: { requiredSettings: ["r"], optionalSettings: ["o"] },
        manifest: {
          // What the simple inputs also say, as a user may repeat it.
          app: {
            name: "Hook",
            slug: "hook",
            description: "d",
            category: "c",
            icons: { small: "https://x.test/s.png", large: "https://x.test/l.png" },
            supported_locales: ["en"],
          },
          developer: { name: "n", website: "w", support_email: "e", privacy_policy_url: "p", terms_url: "t", documentation_url: "doc" },
          integration: {
            entry_points: { main: "https://x.test/main", configuration: "https://x.test/config" },
            webhooks: { events: "https://hooks.example.test/events", installations: "https://hooks.example.test/installations" },
            interactivity: { request_url: "https://x.test/request", message_menu_option_url: "https://x.test/menu" },
          },
          configuration: { required_settings: ["mr"], optional_settings: ["mo"] },
          events: { subscribe: ["ticket:created"], publish: ["pub"] },
          activities: ["act"],
          scopes: {
            required: { platform: [{ scope: "tickets:read", reason: "why", description: "what" }] },
            optional: { platform: [{ scope: "tickets:write", reason: "why-o", description: "what-o" }] },
          },
        },
      },
      given: ["teamIds.0"],
    },
    Tag: { inputs: { name: "Billing", color: "#1f74db", tagType: "skills", description: "d" }, given: [] },
    TeamRoutingRule: {
      inputs: {
        teamId: team,
        name: "Urgent",
        resultTeamId: otherTeam,
        description: "d",
        evaluationOrder: 3,
        andRules: [{ field: "priority", operator: "EQUALS", value: "Urgent", precedence: 1 }],
        orRules: [{ field: "title", operator: "CONTAINS", value: "invoice", precedence: 2 }],
      },
      given: ["teamId", "resultTeamId"],
    },
    TeamTag: { inputs: { teamId: team, name: "Billing", color: "#1f74db", description: "d" }, given: ["teamId"] },
    AccountRelationshipType: {
      inputs: { name: "Parent", inverseTypeId: inverseTypeIdPlaceholder, selfInverse: false },
      given: ["inverseTypeId"],
    },
    CustomField: {
      inputs: {
        name: "Tier",
        source: "ticket",
        fieldType: "single_choice",
        teamId: team,
        description: "d",
        options: ["Gold", "Silver"],
        isActive: true,
        placeholderText: "p",
        hintText: "h",
        defaultValue: "Gold-default",
        regexForValidation: "^G",
        mandatoryOnCreation: true,
        mandatoryOnClose: true,
        visibleToCustomer: true,
        editableByCustomer: true,
        autoAddToAllForms: true,
      },
      given: ["teamId"],
    },
    SlaPolicy: {
      inputs: {
        teamId: team,
        name: "Standard",
        description: "d",
        entityType: "ticket",
        filter: {
          all: [{ entity: "ticket", field: "status", operator: "equals", values: [{ label: "Open" }] }],
          any: [{ entity: "ticket", field: "priority", operator: "in", values: [{ label: "High" }] }],
        },
        policyMetrics: [
          {
            metric: "FIRST_RESPONSE_TIME",
            default: true,
            durationInMinutes: 120,
            specific: [{ entity: "ticket", field: "priority", operator: "in", values: [{ label: "High" }], durationInMinutes: "30" }],
          },
        ],
        pauseConditions: {
          all: [{ entity: "ticket", field: "status", operator: "equals", values: [{ label: "On hold" }] }],
          any: [{ entity: "ticket", field: "sub_status", operator: "equals", values: [{ label: "Waiting" }] }],
        },
        isActive: true,
      },
      given: ["teamId"],
    },
  };
}

/** Values a marker may take at a leaf, in the order tried: the first that `check` accepts is used. */
function candidates(n: number, open: boolean): { value: unknown; marker: string }[] {
  const marker = `mk${n}zq`;
  if (open) return [marker, { key: marker }, [marker]].map((value) => ({ value, marker }));
  return [marker, `mk${n}-zq`, `https://hooks.example.test/${marker}?token=${marker}`, `#${(0xa00000 + n).toString(16)}`].map((value) => ({
    value,
    marker: value,
  }));
}

/** The paths of `value` where `marker` appears outside every secret. */
function leaks(value: unknown, marker: string, path = ""): string[] {
  // The platform's own timestamps derive from no input; a marker that is a time of day (`09:15`)
  // could be part of one by chance.
  if (/(^|\.)(createdAt|updatedAt)$/.test(path)) return [];
  if (typeof value === "string") return value.includes(marker) ? [path || "(root)"] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaks(item, marker, `${path}[${index}]`));
  if (!isPlainObject(value)) return [];
  if (isSecret(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => leaks(item, marker, path ? `${path}.${key}` : key));
}

const js = (value: structproto.Struct | undefined) => (value?.toJavaScript() ?? {}) as Values;

/** Pulumi's annotateSecrets (sdk/go/common/resource/plugin): outputs named like a secret input become secret, objects key by key. */
function annotateSecrets(outs: Values, ins: Values): Values {
  const result = { ...outs };
  for (const [key, input] of Object.entries(ins)) {
    if (!(key in result)) continue;
    const output = result[key];
    if (isPlainObject(output) && isPlainObject(input) && !isSecret(input)) result[key] = annotateSecrets(output, input);
    else if (containsSecret(input)) result[key] = secret(output);
  }
  return result;
}

/** What the engine keeps of a dynamic resource's outputs: secret where a secret input's name or an additional secret output says. */
async function engineView(kind: ResourceKind, outs: Values, secretInputs: Values): Promise<Values> {
  const definition = resourceDefinitions[kind];
  const additional = [...definition.secretOutputs, ...(await transformSecretOutputs(definition, secretInputs))];
  const annotated = annotateSecrets(outs, secretInputs);
  for (const key of additional) if (key in annotated && !isSecret(annotated[key])) annotated[key] = secret(annotated[key]);
  return annotated;
}

/**
 * `inputs` with the secret `value` at `path`. Where the value then contradicts another input that
 * says the same thing (an app's manifest and its simple inputs), that input says it too, as secret.
 */
function placeMarker(definition: SomeResourceDefinition, inputs: Values, path: Path, value: unknown): Values {
  let placed = withValueAt(inputs, path, secret(value));
  for (const failure of checkInputs(definition.inputs, unwrapSecrets(placed) as Values).failures ?? []) {
    const contradicted = /^contradicts (\w+);/.exec(failure.reason)?.[1];
    if (contradicted === undefined) continue;
    // The side that holds the marker says it for both.
    const other = failure.property.split(".");
    if (path[0] === contradicted) placed = withValueAt(placed, other, secret(unwrapSecrets(placed[contradicted])));
    else placed = { ...placed, [contradicted]: secret(unwrapSecrets(valueAt(placed, other))) };
  }
  return placed;
}

interface Case {
  kind: ResourceKind;
  leaf: string;
  /** The inputs as the program sends them: the leaf's value wrapped as a secret. */
  inputs: Values;
  marker: string;
}

function cases(teamIds: string[]): Case[] {
  let n = 0;
  return everyKindOf("derived-secrets.test.ts's fixtures", fixtures(teamIds)).flatMap(([kind, { inputs, given }]) => {
    const definition: SomeResourceDefinition = resourceDefinitions[kind];
    const schema = z.toJSONSchema(definition.inputs, { io: "input" }) as Values;
    return stringLeaves(schema)
      .filter(({ path }) => path[0] !== "adoptId")
      .flatMap(({ path, open }): Case[] => {
        const leaf = path.join(".");
        n += 1;
        const present = valueAt(inputs, path);
        if (present === undefined) throw new Error(`${kind}: the fixture has no value at ${leaf}; give every input one`);
        // A leaf that takes no invented value (an enum, a field tied to another) keeps the fixture's.
        const kept = typeof present === "string" ? [{ value: present, marker: present }] : [];
        const tried = given.includes(leaf) ? kept : [...candidates(n, open), ...kept];
        const placed = tried.map((candidate) => ({ ...candidate, inputs: placeMarker(definition, inputs, path, candidate.value) }));
        const chosen = placed.find(
          (candidate) => checkInputs(definition.inputs, unwrapSecrets(candidate.inputs) as Values).failures === undefined,
        );
        if (chosen === undefined) throw new Error(`${kind}: no marker passes check at ${leaf}`);
        // A kept value that another input holds too (an enum of one or two values, such as an SLA
        // condition's `entity` and `operator`) cannot be told apart in the outputs: no case for it.
        const elsewhere = JSON.stringify(unwrapSecrets(withValueAt(inputs, path, null))).includes(JSON.stringify(chosen.marker));
        if (chosen.marker === present && elsewhere) return [];
        return [{ kind, leaf, inputs: chosen.inputs, marker: chosen.marker }];
      });
  });
}

describe("a value derived from a secret input", () => {
  let plugin: PluginInstance;
  beforeAll(async () => {
    plugin = await startPluginInstance();
  });
  afterAll(() => plugin.stop());

  const teamIds = ["TACME00001", "TACME00002"];
  const table = cases(teamIds);

  it("covers every string input of every kind", () => {
    const kinds = new Set(table.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(Object.keys(resourceDefinitions).sort());
    expect(table.length).toBeGreaterThan(40);
    expect(teamIds).toEqual(seedTeams(emulator()).map((team) => team.id));
  });

  it.each(table.map((entry) => [`${entry.kind} ${entry.leaf}`, entry] as const))("stays secret: %s", async (_name, entry) => {
    const { kind } = entry;
    let { inputs, marker } = entry;
    const running = emulator();
    const { apiKey } = seedUser(running, "Organization Admin");
    const settings = {
      apiKey,
      baseUrl: running.baseUrl,
      appsStudioUrl: running.appsStudioUrl,
      slaUrl: running.slaUrl,
      maxRequestsPerMinute: "6000",
    };
    if (kind === "CsatSettings" || kind === "CsatRuleOrder") {
      // The platform makes a team's settings with its first rule.
      const made = await call<CsatEnvelope<SettingsView>>(`${running.baseUrl}/v1/csat/rules/${teamIds[0]}`, {
        method: "POST",
        apiKey,
        body: { name: "first" },
      });
      expect(made.status).toBe(201);
      const ruleId = made.body.data.data.rules[0]!.id;
      inputs = JSON.parse(JSON.stringify(inputs).replaceAll(ruleIdPlaceholder, ruleId)) as Values;
      if (marker === ruleIdPlaceholder) marker = ruleId;
    }
    if (kind === "TeamConfiguration") {
      const made = await call<{ data: { id: string } }>(`${running.baseUrl}/v1/teams`, {
        method: "POST",
        apiKey,
        body: { name: "Night desk", parentTeamId: teamIds[0] },
      });
      expect(made.status).toBe(201);
      inputs = JSON.parse(JSON.stringify(inputs).replaceAll(subTeamIdPlaceholder, made.body.data.id)) as Values;
      if (marker === subTeamIdPlaceholder) marker = made.body.data.id;
    }
    if (kind === "AccountRelationshipType") {
      const made = await call<{ id: string }>(`${running.baseUrl}/v1/accounts/relationships/types`, {
        method: "POST",
        apiKey,
        body: { name: "Subsidiary" },
      });
      expect(made.status).toBe(201);
      inputs = JSON.parse(JSON.stringify(inputs).replaceAll(inverseTypeIdPlaceholder, made.body.id)) as Values;
      if (marker === inverseTypeIdPlaceholder) marker = made.body.id;
    }
    const found: Record<string, string[]> = {};
    const expectHidden = (where: string, value: unknown) => {
      const paths = leaks(value, marker);
      if (paths.length > 0) found[where] = paths;
    };

    // The native plugin, as the engine calls it.
    await plugin.call("configure", configureRequest({ ...settings, apiKey: secret(apiKey) }));
    const urn = `urn:pulumi:dev::secrets::supportplatform:index:${kind}::it`;
    const address = <T extends { setUrn(urn: string): T; setType(type: string): T }>(request: T) =>
      request.setUrn(urn).setType(`supportplatform:index:${kind}`);
    const checked = (await plugin.call("check", address(new provproto.CheckRequest().setNews(struct(inputs))))).getInputs()!;
    expectHidden("native check", js(checked));
    const created = await plugin.call("create", address(new provproto.CreateRequest().setProperties(checked)));
    expectHidden("native create", js(created.getProperties()));
    const read = await plugin.call(
      "read",
      address(new provproto.ReadRequest().setId(created.getId()).setProperties(created.getProperties()).setInputs(checked)),
    );
    expectHidden("native read", js(read.getProperties()));
    expectHidden("native read's inputs", js(read.getInputs()));
    const updated = await plugin.call(
      "update",
      address(new provproto.UpdateRequest().setId(created.getId()).setOlds(read.getProperties()).setNews(checked)),
    );
    expectHidden("native update", js(updated.getProperties()));
    await plugin.call("delete", address(new provproto.DeleteRequest().setId(created.getId()).setProperties(updated.getProperties())));
    // A destroyed custom field is only deactivated, an SLA policy retired, each keeping its name: it goes
    // out of band, so that the dynamic face makes it again.
    const retainedTable = { CustomField: "customFields", SlaPolicy: "slaPolicies" } as const;
    if (kind === "CustomField" || kind === "SlaPolicy") await running.control.deleteResource(retainedTable[kind], created.getId());

    // The dynamic face: its host gets plain values; the engine keeps secret what engineView says.
    const definition: SomeResourceDefinition = resourceDefinitions[kind];
    const provider = dynamicProvider(definition, () => client);
    const client = new PlatformClient(
      resolveProviderConfig({ get: (key) => (settings as Record<string, string>)[key.replace("supportplatform:", "")] }),
    );
    const plain = unwrapSecrets(inputs) as Values;
    const dynamicChecked = (await provider.check!({}, plain)).inputs!;
    const made = await provider.create!(dynamicChecked);
    expectHidden("dynamic create", await engineView(kind, made.outs ?? {}, inputs));
    const refreshed = await provider.read!(made.id, made.outs);
    expectHidden("dynamic read", await engineView(kind, refreshed.props ?? {}, inputs));
    expectHidden("dynamic read's inputs", annotateSecrets(refreshed.inputs ?? {}, inputs));
    const dynamicUpdated = await provider.update!(made.id, refreshed.props ?? {}, dynamicChecked);
    expectHidden("dynamic update", await engineView(kind, dynamicUpdated.outs ?? {}, inputs));
    await provider.delete!(made.id, dynamicUpdated.outs ?? {});

    expect(found).toEqual({});
  });
});
