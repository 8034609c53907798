// A stack of every resource kind, for counting what each operation sends against the fewest requests
// the platform allows: one write per object (one install more per app on create, one uninstall more
// per app on delete: the platform refuses to delete an installed app; none for a team's
// configuration, which goes only with its team), one read per object on refresh. The e2e request-count test and the bench's request scenario both deploy it.
import type { RequestLogEntry } from "../../emulator/http/request-log";
import type { Platform } from "./platform-stack";
import { send } from "./seed-organization";

export interface EveryKindShape {
  roles: number;
  /** Attribute values, spread over `attributes`. */
  values: number;
  /** CSAT rules of each team; each team also gets its CsatSettings. */
  rulesPerTeam: number;
  /** Webhook apps, each installed in every team. */
  apps: number;
  /** Routing rules of each team, each routing to the next team. */
  routingRulesPerTeam: number;
  /** Organization tags, of both types in turn. */
  tags: number;
  /** Ticket sub-statuses of each team, under its In progress parent. */
  subStatusesPerTeam: number;
  /** Whether each team's configuration is declared (taken over: it has no create or delete). */
  teamConfigurations: boolean;
  /** Tags of each team. */
  teamTagsPerTeam: number;
  /** Custom fields of the organization, each of no team. */
  customFields: number;
  /** SLA policies of each team, on the SLA host (destroy retires each one with one PATCH). */
  slaPoliciesPerTeam: number;
}

/** A team of the stack: its id, and its In progress parent status, which its sub-statuses hang under. */
export interface EveryKindTeam {
  id: string;
  inProgressStatusId: string;
}

/** The organization's teams as the program takes them, read from the platform. */
export async function everyKindTeams(platform: Platform): Promise<EveryKindTeam[]> {
  return Promise.all(
    platform.organizations[0]!.teams.map(async (team) => {
      const statuses = (await send(platform, "base", "GET", `/v1/tickets/status?teamId=${team.id}`, undefined)).data as {
        id: string;
        name: string;
      }[];
      return { id: team.id, inProgressStatusId: statuses.find((status) => status.name === "in_progress")!.id };
    }),
  );
}

/** The attributes the values spread over. */
const attributes = ["account_status", "contact_type", "task_type", "task_priority"];

/**
 * The program: `revision` 1 changes one input of every object (the update the counts measure).
 * `face` chooses the dynamic or the native SDK.
 */
export function everyKindProgram(
  teams: readonly EveryKindTeam[],
  shape: EveryKindShape,
  revision: 0 | 1 = 0,
  face: "dynamic" | "native" = "dynamic",
): string {
  return `
import * as sp from "pulumi-support-platform${face === "native" ? "/native" : ""}";
const teams = ${JSON.stringify(teams)};
const revision = ${revision};
const attributes = ${JSON.stringify(attributes)};
for (let i = 0; i < ${shape.roles}; i++) {
  new sp.Role("role-" + i, {
    name: "Counted role " + i,
    description: "Revision " + revision,
    permissions: [{ resource: "tickets", actions: ["view", "update"] }],
  });
}
for (let i = 0; i < ${shape.values}; i++) {
  new sp.AccountAttributeValue("value-" + i, { attribute: attributes[i % attributes.length], value: "Counted value " + i, color: revision === 0 ? "#8250df" : "#1f883d" });
}
for (let i = 0; i < ${shape.tags}; i++) {
  new sp.Tag("tag-" + i, { name: "Counted tag " + i, color: revision === 0 ? "#8250df" : "#1f883d", tagType: i % 2 === 0 ? "ticket" : "skills" });
}
teams.forEach((team, t) => {
  const teamId = team.id;
  const rules = [];
  for (let i = 0; i < ${shape.rulesPerTeam}; i++) {
    rules.push(new sp.CsatRule("rule-" + t + "-" + i, {
      teamId,
      name: "Counted rule " + i,
      priority: i,
      triggerConfig: { triggerType: "always", triggerEvent: "ticket_resolved", delayMinutes: 30 + revision },
      feedbackConfig: { feedbackType: "star", deliveryChannel: "email" },
    }));
  }
  new sp.CsatSettings("settings-" + t, { teamId, cooldownPeriodDays: 10 + revision }, { dependsOn: rules });
  for (let i = 0; i < ${shape.routingRulesPerTeam}; i++) {
    new sp.TeamRoutingRule("routing-" + t + "-" + i, {
      teamId,
      name: "Counted routing rule " + i,
      resultTeamId: teams[(t + 1) % teams.length].id,
      andRules: [{ field: "priority", operator: "EQUALS", value: "Revision " + revision, precedence: 1 }],
    });
  }
  for (let i = 0; i < ${shape.subStatusesPerTeam}; i++) {
    new sp.TicketStatus("status-" + t + "-" + i, {
      teamId,
      parentStatusId: team.inProgressStatusId,
      name: "counted_" + i,
      displayName: "Counted status " + i + ", revision " + revision,
    });
  }
  if (${shape.teamConfigurations}) new sp.TeamConfiguration("configuration-" + t, { teamId, timezone: revision === 0 ? "Europe/Paris" : "Europe/Kyiv" });
  for (let i = 0; i < ${shape.teamTagsPerTeam}; i++) {
    new sp.TeamTag("team-tag-" + t + "-" + i, { teamId, name: "Counted tag " + i, color: revision === 0 ? "#8250df" : "#1f883d" });
  }
  for (let i = 0; i < ${shape.slaPoliciesPerTeam}; i++) {
    new sp.SlaPolicy("sla-" + t + "-" + i, {
      teamId,
      name: "Counted SLA policy " + i,
      description: "Revision " + revision,
      policyMetrics: [{ metric: "FIRST_RESPONSE_TIME", durationInMinutes: 60 + revision }],
    });
  }
});
for (let i = 0; i < ${shape.apps}; i++) {
  new sp.WebhookApp("app-" + i, {
    name: "Counted app " + i,
    slug: "counted-app-" + i,
    eventsUrl: "https://hooks.example.com/" + i + "/v" + revision,
    teamIds: teams.map((team) => team.id),
  });
}
for (let i = 0; i < ${shape.customFields}; i++) {
  new sp.CustomField("field-" + i, { name: "Counted field " + i, source: "ticket", fieldType: "single_line", hintText: "Revision " + revision });
}`;
}

/** The teams' configurations the stack declares. */
function configurationCount(shape: EveryKindShape, teams: number): number {
  return shape.teamConfigurations ? teams : 0;
}

/** The stack's objects: roles, values, tags, rules, settings (one per team), apps, routing rules, sub-statuses, team tags, SLA policies, configurations and custom fields. */
export function objectCount(shape: EveryKindShape, teams: number): number {
  const perTeam =
    shape.rulesPerTeam + 1 + shape.routingRulesPerTeam + shape.subStatusesPerTeam + shape.teamTagsPerTeam + shape.slaPoliciesPerTeam;
  return shape.roles + shape.values + shape.tags + shape.apps + shape.customFields + perTeam * teams + configurationCount(shape, teams);
}

/** The fewest requests each operation of the stack can send, on `teams` teams. */
export function minimumRequests(shape: EveryKindShape, teams: number) {
  const objects = objectCount(shape, teams);
  // A team's configuration goes only with its team: destroy leaves it, sending nothing.
  return {
    create: objects + shape.apps,
    update: objects,
    refresh: objects,
    destroy: objects - configurationCount(shape, teams) + shape.apps,
  };
}

/** A request's kind: its method and path, ids replaced by `{id}`. */
export function requestKind(entry: Pick<RequestLogEntry, "method" | "path">): string {
  return `${entry.method} ${entry.path.replace(/\/(?:[A-Z0-9]{9,}|[0-9a-f-]{36})(?=\/|$)/g, "/{id}")}`;
}

/** How many requests of each kind the log holds. */
export function requestsByKind(log: readonly Pick<RequestLogEntry, "method" | "path">[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of log) counts[requestKind(entry)] = (counts[requestKind(entry)] ?? 0) + 1;
  return counts;
}
