// Pulumi programs the benchmarks deploy, generated so that one scenario can ask for any size.

const rolePermissions = [
  { resource: "tickets", actions: ["view", "update"] },
  { resource: "comments", actions: ["comment"] },
];

/** The inputs of role `i`: the control stack and the YAML program declare the very same ones. */
const roleArgs = (tag: string) => `{
    name: "${tag} role " + i,
    description: "Benchmark role " + i,
    permissions: ${JSON.stringify(rolePermissions)},
  }`;

/** `count` roles, each with a distinct name; `tag` keeps two stacks' names apart; `face` chooses the dynamic or the native SDK. */
export function rolesProgram(count: number, tag = "bench", face: "dynamic" | "native" = "dynamic"): string {
  return `
import * as sp from "pulumi-support-platform${face === "native" ? "/native" : ""}";
for (let i = 0; i < ${count}; i++) {
  new sp.Role("${tag}-role-" + i, ${roleArgs(tag)});
}`;
}

/** rolesProgram's roles as a YAML program's `resources:` (YAML has no loops: one entry per role; JSON is YAML). */
export function rolesYaml(count: number, tag = "bench"): string {
  const entries = Array.from(
    { length: count },
    (_, i) =>
      `  ${tag}-role-${i}:\n    type: supportplatform:index:Role\n    properties:\n      name: ${JSON.stringify(`${tag} role ${i}`)}\n` +
      `      description: ${JSON.stringify(`Benchmark role ${i}`)}\n      permissions: ${JSON.stringify(rolePermissions)}\n`,
  );
  return `resources:\n${entries.join("")}`;
}

/**
 * The control: `count` dynamic resources with the same inputs as rolesProgram's, whose provider
 * does nothing. What the engine spends on such a stack is not the provider's cost; the ratio of
 * the two is.
 */
export function noOpProgram(count: number, tag = "bench"): string {
  return `
import * as pulumi from "@pulumi/pulumi";
const noOp: pulumi.dynamic.ResourceProvider = {
  async create(inputs) { return { id: inputs.name, outs: inputs }; },
};
class NoOp extends pulumi.dynamic.Resource {
  constructor(name: string, args: Record<string, unknown>) { super(noOp, name, args, {}); }
}
for (let i = 0; i < ${count}; i++) {
  new NoOp("${tag}-noop-" + i, ${roleArgs(tag)});
}`;
}

/**
 * The rate-limited apply's stack: 100 resources of every kind. 40 roles, 30 attribute values (five
 * for each of six attributes), 20 CSAT rules (five per team of `teamIds`, which holds four teams) and
 * 10 webhook apps installed in two teams each.
 */
export function mixedProgram(teamIds: readonly string[], tag = "bench"): string {
  if (teamIds.length !== 4) throw new Error(`the mixed stack needs 4 teams, not ${teamIds.length}`);
  return `
import * as sp from "pulumi-support-platform";
const teams = ${JSON.stringify(teamIds)};
for (let i = 0; i < 40; i++) {
  new sp.Role("${tag}-role-" + i, ${roleArgs(tag)});
}
const attributes = ["account_status", "account_classification", "contact_type", "activity_type", "task_type", "task_priority"];
for (let i = 0; i < 30; i++) {
  new sp.AccountAttributeValue("${tag}-value-" + i, { attribute: attributes[i % attributes.length], value: "${tag} value " + i, color: "#8250df" });
}
for (let i = 0; i < 20; i++) {
  new sp.CsatRule("${tag}-csat-" + i, {
    teamId: teams[i % teams.length],
    name: "${tag} rule " + i,
    priority: i,
    triggerConfig: { triggerType: "always", triggerEvent: "ticket_resolved", randomPercentage: 50, delayMinutes: 30 },
    feedbackConfig: { feedbackType: "star", brandingColor: "#1f883d", deliveryChannel: "email" },
  });
}
for (let i = 0; i < 10; i++) {
  new sp.WebhookApp("${tag}-app-" + i, {
    name: "${tag} app " + i,
    slug: "${tag}-app-" + i,
    eventsUrl: "https://hooks.example.com/${tag}/" + i,
    teamIds: [teams[i % teams.length], teams[(i + 1) % teams.length]],
  });
}`;
}
