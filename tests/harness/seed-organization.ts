// Populates an organization out of band, as its admins would have over the years: through the
// platform's own API (never through this package), with the cases an export must carry: Unicode
// names, two CSAT rules with one name in a team, an app installed in several teams with a
// configuration, an attribute whose default is not the seeded one, changed CSAT settings, tags of
// both types sharing a name, each team's ticket sub-statuses, routing rules between teams, team tags, account
// relationship types (a pair, one its own inverse, one alone), custom fields (one inactive), and objects the exporter must leave out (system roles, an app that is not a webhook app, each team's four parent
// statuses).
import { accountAttributes } from "../../provider/account-attribute-values/account-attributes";
import type { Platform } from "./platform-stack";

export interface OrganizationShape {
  /** Teams made besides the seeded ones. */
  teams: number;
  roles: number;
  attributeValues: number;
  /** CSAT rules of every team (at least 2: the first team's first two share a name). */
  rulesPerTeam: number;
  /** Webhook apps; the first is installed in every team with a configuration. */
  apps: number;
}

export interface SeededOrganization {
  teamIds: string[];
  roleIds: string[];
  appIds: string[];
  /** The app installed in every team, with a configuration. */
  sharedAppId: string;
}

/** One call to the platform as the organization's admin; a failure throws with the platform's answer. */
export async function send(
  platform: Platform,
  host: "base" | "apps" | "sla",
  method: string,
  path: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const url = `${{ base: platform.baseUrl, apps: platform.appsStudioUrl, sla: platform.slaUrl }[host]}${path}`;
  const response = await fetch(url, {
    method,
    headers: { "x-api-key": platform.admin.apiKey, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`seeding: ${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * A webhook app "relay" made and installed in the first seeded team out of band, whose events URL
 * (`eventsUrl`, e.g. with a token in it) the export must move into secret config.
 */
export async function installRelayApp(platform: Platform, eventsUrl: string): Promise<void> {
  await installWebhookApp(platform, { name: "Relay", slug: "relay", eventsUrl });
}

/** A webhook app made and installed in the first seeded team out of band, with `requiredSettings` as its installation's required settings. */
export async function installWebhookApp(
  platform: Platform,
  app: { name: string; slug: string; eventsUrl: string; requiredSettings?: unknown[] },
): Promise<void> {
  const manifest = {
    app: { name: app.name, slug: app.slug },
    integration: { webhooks: { events: app.eventsUrl } },
    scopes: { required: { platform: [{ scope: "webhooks:read", reason: "Receive events", description: "Read webhook events" }] } },
    events: { subscribe: [] },
    configuration: { required_settings: [], optional_settings: [] },
  };
  const made = await send(platform, "apps", "POST", "/apps/create-app", { app_visibility: "private", manifest });
  await send(platform, "apps", "POST", "/apps/install", {
    appId: String(made.appId ?? made.uid),
    teamIds: [platform.organizations[0]!.teams[0]!.id],
    appConfiguration: { required_settings: app.requiredSettings ?? [], optional_settings: [] },
  });
}

/** Runs `work` for each item, a few at a time. */
async function eachOf<T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return results;
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index);
const unicodeNames = ["Équipe été", "サポート窓口", "Soporte técnico ñ", "Служба поддержки"];

export async function seedOrganization(platform: Platform, shape: OrganizationShape): Promise<SeededOrganization> {
  const made = await eachOf(
    range(shape.teams),
    async (index) =>
      (await send(platform, "base", "POST", "/v1/teams", { name: index === 0 ? "Assistance Île-de-France" : `Support pod ${index}` }))
        .data as { id: string },
  );
  const teamIds = [...platform.organizations[0]!.teams.map((team) => team.id), ...made.map((team) => team.id)];

  // The first team's hours, holidays and routing as a support lead sets them; the others keep a new team's.
  await send(platform, "base", "PATCH", `/v1/teams/${teamIds[0]}/configurations`, {
    timezone: "Europe/Paris",
    holidays: ["25-12", "01-05-2027"],
    userRoutingStrategy: "round_robin",
    dailyConfig: {
      monday: {
        isActive: true,
        slots: [
          { start: "08:30", end: "12:00" },
          { start: "13:00", end: "18:00" },
        ],
      },
    },
  });

  const roleIds = await eachOf(range(shape.roles), async (index) => {
    const name = index < unicodeNames.length ? unicodeNames[index]! : `Support role ${index}`;
    const permissions = [
      { resource: "tickets", actions: index % 2 === 0 ? ["view", "assign"] : ["view"] },
      ...(index % 3 === 0 ? [{ resource: "comments", actions: ["comment"], scope: "team" }] : []),
    ];
    const role = await send(platform, "base", "POST", "/v1/roles", {
      name,
      description: index % 4 === 0 ? "" : `Made in the dashboard (${index})`,
      permissions,
    });
    return (role.data as { id: string }).id;
  });

  await eachOf(range(shape.attributeValues), async (index) => {
    const attribute = accountAttributes[index % accountAttributes.length]!;
    // The first one takes the default from the seeded value of its attribute.
    const body = {
      attribute,
      value: `Custom ${index} ✓`,
      ...(index === 0 && { isDefault: true }),
      ...(index % 5 === 1 && { color: "#1f883d", icon: "star" }),
    };
    await send(platform, "base", "POST", "/v1/accounts/attributes", body);
  });

  // Tags of both types, one name in both (names are unique only within a type), one without a description.
  for (const tag of [
    { name: "Billing", color: "#1f74db", tagType: "ticket", description: "Invoices and refunds" },
    { name: "Billing", color: "#0a7", tagType: "skills", description: "Agents who know invoicing" },
    { name: "Facturación ✓", color: "#AA00FF", tagType: "ticket" },
  ])
    await send(platform, "base", "POST", "/v1/tags", tag);

  for (const [teamIndex, teamId] of teamIds.entries()) {
    // One team at a time, in order: a team's rules are listed in creation order.
    for (const index of range(shape.rulesPerTeam)) {
      const name = teamIndex === 0 && index < 2 ? "VIP customers" : `Rule ${index} ${index % 2 === 0 ? "— résolu" : ""}`.trim();
      const rule = {
        name,
        priority: index,
        ...(index % 2 === 1 && { isActive: false, description: "Paused" }),
        ...(index % 3 === 0 && { allFilters: { ticket: { standardFields: [{ field: "priority", operator: "=", value: "high" }] } } }),
        triggerConfig: index % 2 === 0 ? { delayMinutes: 60 } : {},
        feedbackConfig: index % 3 === 1 ? { customTitle: `Wie war's? ${index}`, brandingColor: "#0a7" } : {},
      };
      await send(platform, "base", "POST", `/v1/csat/rules/${teamId}`, rule);
    }
  }
  // Each team's sub-statuses under its seeded parents: one under In progress, and its On hold's default.
  await eachOf(teamIds, async (teamId, teamIndex) => {
    const listed = await send(platform, "base", "GET", `/v1/tickets/status?teamId=${teamId}`, undefined);
    const parentId = (name: string) => (listed.data as { id: string; name: string }[]).find((status) => status.name === name)!.id;
    await send(platform, "base", "POST", "/v1/tickets/status", {
      teamId,
      parentStatusId: parentId("in_progress"),
      name: "in_review",
      displayName: teamIndex === 0 ? "En révision ✓" : "In review",
      description: "Waiting for a second look",
    });
    await send(platform, "base", "POST", "/v1/tickets/status", {
      teamId,
      parentStatusId: parentId("on_hold"),
      name: "waiting_on_vendor",
      displayName: "Waiting on vendor",
      isDefault: true,
    });
  });

  // Routing rules: one to another team, its conditions both as objects and as their JSON text (the
  // REST page's string arrays), and one of the last team back to the first, without conditions.
  const urgent = { field: "priority", operator: "EQUALS", value: "Urgent", precedence: 1 };
  const invoices = { field: "title", operator: "CONTAINS", value: "facture é", precedence: 2 };
  await send(platform, "base", "POST", `/v1/teams/${teamIds[0]}/routing`, {
    name: "Urgent → technique",
    resultTeamId: teamIds[1],
    description: "Escalade",
    andRules: [urgent],
    orRules: [JSON.stringify(invoices)],
  });
  await send(platform, "base", "POST", `/v1/teams/${teamIds.at(-1)}/routing`, {
    name: "Retour",
    resultTeamId: teamIds[0],
    evaluationOrder: 7,
  });

  // Team tags: the first team's two, one named as an organization tag (other objects), one without a
  // description; the last team's one with the same name as one of the first's (names are unique only in a team).
  for (const [teamId, tag] of [
    [teamIds[0], { name: "VIP ✓", color: "#d4a017", description: "Clients premium" }],
    [teamIds[0], { name: "Billing", color: "#1f74db" }],
    [teamIds.at(-1), { name: "VIP ✓", color: "#0a7", description: "Premium plan" }],
  ] as const)
    await send(platform, "base", "POST", `/v1/teams/${teamId}/tags`, tag);

  // Custom fields: an organization-wide choice field (options sent as the newer revision's objects),
  // a team's field with a Unicode name, and one retired in the dashboard (inactive, still listed).
  await send(platform, "base", "POST", "/v1/custom-field", {
    name: "Customer tier",
    source: "ticket",
    fieldType: "single_choice",
    options: [{ value: "Gold" }, { value: "Silver ✓" }],
    mandatoryOnClose: true,
  });
  await send(platform, "base", "POST", "/v1/custom-field", {
    name: "Référence client",
    source: "ticket",
    fieldType: "single_line",
    teamId: teamIds[0],
    regexForValidation: "^[A-Z]{2}-\\d+$",
    hintText: "Comme sur la facture",
  });
  await send(platform, "base", "POST", "/v1/custom-field", {
    name: "Legacy region",
    source: "account",
    fieldType: "single_line",
    isActive: false,
  });

  // SLA policies on the SLA host, durations as the docs' numeric strings: two of the first team (the
  // second retired, as destroy leaves a policy) and one of the last.
  const condition = (field: string, operator: string, ...labels: string[]) => ({
    entity: "ticket",
    field,
    operator,
    values: labels.map((label) => ({ label })),
  });
  await send(platform, "sla", "POST", "/v1/sla/policy", {
    teamId: teamIds[0],
    name: "Standard ✓",
    description: "Première réponse en deux heures",
    entityType: "ticket",
    filter: { all: [condition("status", "in", "Open", "In progress")], any: [] },
    policyMetrics: [
      {
        metric: "FIRST_RESPONSE_TIME",
        default: true,
        durationInMinutes: "120",
        specific: [{ ...condition("priority", "equals", "Urgent"), durationInMinutes: "30" }],
      },
      { metric: "RESOLUTION_TIME", default: false, durationInMinutes: "2880", specific: [] },
    ],
    pauseConditions: { all: [], any: [condition("status", "equals", "On hold")] },
  });
  const retired = await send(platform, "sla", "POST", "/v1/sla/policy", { teamId: teamIds[0], name: "Ancienne", description: "" });
  await send(platform, "sla", "PATCH", `/v1/sla/policy/${retired.uid}`, { isActive: false });
  await send(platform, "sla", "POST", "/v1/sla/policy", {
    teamId: teamIds.at(-1),
    name: "Night shift",
    description: "",
    policyMetrics: [{ metric: "UPDATE_TIME", durationInMinutes: "480" }],
  });

  await send(platform, "base", "PATCH", `/v1/csat/team/${teamIds[0]}/update`, {
    cooldownPeriodDays: 14,
    closedStatusIds: ["closed", "resolved"],
  });

  const appIds = await eachOf(range(shape.apps), async (index) => {
    const slug = `hook-${index}`;
    const manifest = {
      app: { name: index === 0 ? "Routage des événements" : `Hook ${index}`, slug, description: `Receives events (${index})` },
      integration: { webhooks: { events: `https://hooks.example.com/${slug}` } },
      scopes: { required: { platform: [{ scope: "webhooks:read", reason: "Receive events", description: "Read webhook events" }] } },
      events: { subscribe: index % 2 === 0 ? [] : ["ticket:created"] },
      configuration: { required_settings: [], optional_settings: [] },
    };
    const app = await send(platform, "apps", "POST", "/apps/create-app", { app_visibility: "private", manifest });
    const appId = String(app.appId ?? app.uid);
    const teams = index === 0 ? teamIds : [teamIds[index % teamIds.length]!];
    const appConfiguration =
      index === 0
        ? { required_settings: [{ key: "region", value: "eu-west" }], optional_settings: [{ key: "verbose", value: false }] }
        : { required_settings: [], optional_settings: [] };
    await send(platform, "apps", "POST", "/apps/install", { appId, teamIds: teams, appConfiguration });
    return appId;
  });

  // An app that receives no events: the provider manages webhook apps only.
  const widget = await send(platform, "apps", "POST", "/apps/create-app", {
    app_visibility: "private",
    manifest: {
      app: { name: "Sidebar widget", slug: "sidebar-widget" },
      integration: { entry_points: { main: "https://widget.example.com" } },
    },
  });
  await send(platform, "apps", "POST", "/apps/install", {
    appId: String(widget.appId ?? widget.uid),
    teamIds: [teamIds[0]],
    appConfiguration: { required_settings: [], optional_settings: [] },
  });

  // Account relationship types: a pair (Subsidiary names Parent, and the platform pairs both), a type
  // that is its own inverse (paired by an update, as it has no id before its create), and one alone.
  const typesPath = "/v1/accounts/relationships/types";
  const parentType = await send(platform, "base", "POST", typesPath, { name: "Parent" });
  await send(platform, "base", "POST", typesPath, { name: "Subsidiary", inverseRelationshipId: parentType.id });
  const partnerType = await send(platform, "base", "POST", typesPath, { name: "Partenaire ✓" });
  await send(platform, "base", "PUT", `${typesPath}/${partnerType.id}`, { inverseRelationshipId: partnerType.id });
  await send(platform, "base", "POST", typesPath, { name: "Fournisseur" });

  return { teamIds, roleIds, appIds, sharedAppId: appIds[0]! };
}
