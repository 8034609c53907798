// The policy pack through the real CLI, as the package ships it (node_modules/pulumi-support-platform/policy):
// `pulumi preview --policy-pack` of a pull request's program against the emulator, with resources of
// both faces; the stack's policy config changing levels and a threshold; `pulumi policy analyze` of
// the applied stack and of its export.
import * as fs from "node:fs";
import * as path from "node:path";
import { type CliRun, runPulumi } from "../../harness/pulumi-cli";
import { makeScratchDir, repoRoot } from "../../harness/pulumi-stack";
import { nativeProject } from "../../harness/native-project";
import { dashboardCall, platformPerTest } from "../../harness/platform-stack";

const pack = path.join(repoRoot, "node_modules", "pulumi-support-platform", "policy");

interface Change {
  eventsUrl: string;
  randomPercentage: number;
  actions: string[];
}
const safe: Change = { eventsUrl: "https://hooks.example.com/support", randomPercentage: 20, actions: ["view", "update"] };
const risky: Change = {
  eventsUrl: "http://hooks.example.com/support?access_token=tok-4421",
  randomPercentage: 100,
  actions: ["view", "delete"],
};

/** A webhook app of the native face, a CSAT rule and a role of the dynamic face, in one team. */
const program = (teamId: string, change: Change) => `
import * as dynamic from "pulumi-support-platform";
import * as native from "pulumi-support-platform/native";
new native.WebhookApp("ticket-feed", { name: "Ticket feed", slug: "ticket-feed", eventsUrl: ${JSON.stringify(change.eventsUrl)}, teamIds: [${JSON.stringify(teamId)}] });
new dynamic.CsatRule("after-resolution", { teamId: ${JSON.stringify(teamId)}, name: "After resolution", triggerConfig: { randomPercentage: ${change.randomPercentage}, delayMinutes: 60 }, feedbackConfig: {} });
new dynamic.Role("cleaners", { name: "Cleaners", permissions: [{ resource: "tickets", actions: ${JSON.stringify(change.actions)} }] });
`;

const messages = {
  https: 'WebhookApp "ticket-feed" sends to http://hooks.example.com (eventsUrl): use an https URL.',
  credential: `WebhookApp "ticket-feed" puts a credential in eventsUrl's query ("access_token"): remove it from the URL.`,
  share:
    'CsatRule "after-resolution" surveys 100% of its tickets; this organization surveys at most 50%: lower triggerConfig.randomPercentage.',
  delete: 'Role "cleaners" lets everyone who holds it delete tickets, with no scope: drop "delete" or give the permission a scope.',
};

/** The CLI's whole output, without color. */
const printed = (run: CliRun) => `${run.stdout}\n${run.stderr}`;

/**
 * A pull request that breaks every policy a program can break, across both faces: the provider's
 * check adds `webhooks:read` to any manifest, so webhook-events-scope has only unit tests.
 */
const everyRisk = (emails: string[]) => `
import * as dynamic from "pulumi-support-platform";
import * as native from "pulumi-support-platform/native";
const pod = new native.Team("pod", { name: "Night pod" });
const empty = new dynamic.Team("empty", { name: "Empty pod" });
${emails.map((email, index) => `new dynamic.TeamMember("pod-member-${index}", { teamId: pod.id, email: ${JSON.stringify(email)} });`).join("\n")}
const trigger = { randomPercentage: 100, delayMinutes: 0 };
new native.CsatRule("unfiltered", { teamId: pod.id, name: "Unfiltered", triggerConfig: trigger, feedbackConfig: {} });
new dynamic.CsatRule("unfiltered-again", { teamId: pod.id, name: "Unfiltered again", triggerConfig: { randomPercentage: 10, delayMinutes: 60 }, feedbackConfig: {} });
new dynamic.Role("everything", { name: "Everything", permissions: [{ resource: "tickets", actions: ["view", "create", "update", "delete", "assign", "comment"] }] });
new native.WebhookApp("feed", { name: "Feed", slug: "feed", eventsUrl: "https://hooks.example.com/in", teamIds: [pod.id, empty.id] });
new dynamic.WebhookApp("feed-again", { name: "Feed again", slug: "feed-again", eventsUrl: "https://hooks.example.com/in", teamIds: [pod.id] });
`;

const everyMessage = [
  'Team "empty" has no members in this stack: add a TeamMember.',
  'Team "pod" has 2 members and no lead: make one of them a team admin (isAdmin: true).',
  'CsatRule "unfiltered" surveys 100% of its tickets; this organization surveys at most 50%: lower triggerConfig.randomPercentage.',
  'CsatRule "unfiltered" sends its survey 0 minutes after the event; this organization waits at least 30: raise triggerConfig.delayMinutes.',
  'CsatRule "unfiltered" has no conditions and surveys every ticket of a team of 2 members (large from 2): add allFilters or anyFilters.',
  'CsatRule "unfiltered-again" has no conditions and surveys every ticket of a team of 2 members (large from 2): add allFilters or anyFilters.',
  'CsatRule "unfiltered-again" and CsatRule "unfiltered" are rules of one team for the same event (ticket_resolved) with the same conditions',
  'Role "everything" lets everyone who holds it delete tickets, with no scope',
  'Role "everything" allows every action on tickets, as an admin role does',
  'WebhookApp "feed" is installed into every team of the stack (2): list only the teams whose events it needs.',
  'WebhookApp "feed-again" and WebhookApp "feed" both send every event to the same URL (host hooks.example.com)',
];

/**
 * Routing and business hours across both faces: rules of the native and the dynamic face routing to
 * a team id the stack does not declare, to an archived team, to their own team, two of one team at
 * one evaluation order; a routed-to team without hours and a configuration working no day; two
 * sub-statuses of the native face (which no program check sees) both default under a seeded team's
 * Open status. `fixed` is the same change made safe.
 */
const routing = (fixed: boolean, seeded: { teamId: string; openId: string }) => `
import * as dynamic from "pulumi-support-platform";
import * as native from "pulumi-support-platform/native";
const tier1 = new native.Team("tier-1", { name: "Tier 1" });
const tier2 = new dynamic.Team("tier-2", { name: "Tier 2" });
const day = (isActive: boolean) => (isActive ? { isActive, slots: [{ start: "08:00", end: "18:00" }] } : { isActive, slots: [] });
const week = (active: boolean) => ({ monday: day(active), tuesday: day(false), wednesday: day(false), thursday: day(false), friday: day(false), saturday: day(false), sunday: day(false) });
new native.TeamConfiguration("tier-1-hours", { teamId: tier1.id, timezone: "Europe/Paris", dailyConfig: week(${fixed}) });
${fixed ? 'new dynamic.TeamConfiguration("tier-2-hours", { teamId: tier2.id, dailyConfig: week(true) });' : ""}
new dynamic.TeamRoutingRule("escalate", { teamId: tier1.id, name: "Escalate", resultTeamId: tier2.id, evaluationOrder: 1 });
new native.TeamRoutingRule("vip", { teamId: tier1.id, name: "VIP", resultTeamId: ${fixed ? "tier2.id" : '"T404"'}, evaluationOrder: ${fixed ? 2 : 1} });
new dynamic.TeamRoutingRule("back", { teamId: tier2.id, name: "Back", resultTeamId: ${fixed ? "tier1.id" : "tier2.id"} });
new native.TeamRoutingRule("to-partners", { teamId: tier2.id, name: "Partners", resultTeamId: ${fixed ? '"TPARTNER"' : '"TOLD"'} });
const status = (name: string, isDefault: boolean) =>
  new native.TicketStatus(name, { teamId: ${JSON.stringify(seeded.teamId)}, parentStatusId: ${JSON.stringify(seeded.openId)}, name, displayName: name, isDefault });
status("triage", true);
status("waiting", ${!fixed});
`;

const routingMessages = [
  `TeamRoutingRule "vip" routes to team T404, which this stack does not declare: route to a Team of the stack (its id output), or add T404 to this policy's knownTeamIds if the organization has that team.`,
  'TeamRoutingRule "to-partners" routes to team TOLD, which this organization has archived: route to a team that takes tickets.',
  `TeamRoutingRule "back" routes its team's tickets to the same team: set resultTeamId to the team that should take them, or delete the rule.`,
  'TeamRoutingRule "vip" and TeamRoutingRule "escalate" are rules of one team with the same evaluationOrder (1): which of them routes a ticket both match is not defined; give each its own evaluationOrder.',
  'Team "tier-2" receives tickets from TeamRoutingRule "back", TeamRoutingRule "escalate" but has no business hours in this stack: declare a TeamConfiguration for it with the days it works (dailyConfig).',
  'TeamConfiguration "tier-1-hours" has no active day: its team works on no day of the week; set isActive on the days it works (dailyConfig).',
  'TicketStatus "waiting" and TicketStatus "triage" are both the default sub-status of one parent status (isDefault): the platform keeps one, so each `up` takes the flag from the other; set isDefault on one of them.',
];
/** A violation of one of the routing, business hours and ticket status policies, as the CLI lists it. */
const routingViolation = /- \[advisory\] {2}(?:routing-rule|team-without-business-hours|ticket-statuses)/g;

describe("the policy pack through pulumi preview --policy-pack and pulumi policy analyze", () => {
  const current = platformPerTest();

  it("passes a safe change, stops a risky one on its mandatory policies with every message, and follows the stack's policy config", async () => {
    const teamId = current.platform.organizations[0]!.teams[0]!.id;
    const stack = await current.stack({ projectDir: nativeProject("policy-pack", program(teamId, safe)), projectName: "policy-pack" });
    const cli = { cwd: stack.workDir, env: stack.env };
    const preview = (...flags: string[]) =>
      runPulumi(["preview", "--stack", "dev", "--color", "never", "--policy-pack", pack, ...flags], cli);

    const passed = await preview();
    expect(printed(passed)).toContain("support-platform@v0.1.0");
    expect(printed(passed)).not.toMatch(/advisory|mandatory/);
    expect(passed.code).toBe(0);

    stack.writeProgram(program(teamId, risky));
    const stopped = await preview();
    expect(stopped.code).not.toBe(0);
    for (const message of Object.values(messages)) expect(printed(stopped)).toContain(message);
    expect(printed(stopped)).toMatch(/❌ support-platform@v0\.1\.0/);
    // Each face's resources, under their own types.
    expect(printed(stopped)).toContain("- [mandatory]  webhook-https-only  (supportplatform:index:WebhookApp: ticket-feed)");
    expect(printed(stopped)).toContain(
      "- [advisory]  csat-survey-share  (pulumi-nodejs:dynamic/supportplatform:CsatRule: after-resolution)",
    );
    // No credential in what the policies print.
    expect(printed(stopped)).not.toContain("tok-4421");

    // This stack's policy config: the webhook policies only advise, and the organization surveys every ticket.
    const config = path.join(makeScratchDir("policy-config"), "policy-config.dev.json");
    fs.writeFileSync(
      config,
      JSON.stringify({
        "webhook-https-only": "advisory",
        "webhook-no-credential-in-url": { enforcementLevel: "advisory" },
        "csat-survey-share": { maxRandomPercentage: 100 },
      }),
    );
    const advised = await preview("--policy-pack-config", config);
    expect(advised.code).toBe(0);
    expect(printed(advised)).toContain("- [advisory]  webhook-https-only  (supportplatform:index:WebhookApp: ticket-feed)");
    expect(printed(advised)).toContain(messages.credential);
    expect(printed(advised)).not.toContain(messages.share);
    expect(printed(advised)).not.toMatch(/mandatory/);

    // Applied under that config, the stack's state is what `pulumi policy analyze` judges, with no program run.
    const applied = await runPulumi(["up", "--yes", "--stack", "dev", "--policy-pack", pack, "--policy-pack-config", config], cli);
    expect(applied.code).toBe(0);
    const analyzed = await runPulumi(["policy", "analyze", "--stack", "dev", "--color", "never", "--policy-pack", pack], cli);
    expect(analyzed.code).not.toBe(0);
    for (const message of Object.values(messages)) expect(printed(analyzed)).toContain(message);
    const exported = path.join(path.dirname(config), "dev.json");
    fs.writeFileSync(exported, (await runPulumi(["stack", "export", "--stack", "dev"], cli)).stdout);
    const fromFile = await runPulumi(
      ["policy", "analyze", "--file", exported, "--color", "never", "--policy-pack", pack, "--policy-pack-config", config],
      cli,
    );
    expect(fromFile.code).toBe(0);
    expect(printed(fromFile)).toContain(messages.https);
    expect(printed(fromFile)).toContain(messages.delete);
    expect(printed(fromFile)).not.toContain("tok-4421");
  });

  it("reports every policy a program can break, per resource and across the stack, on both faces", async () => {
    const emails = current.platform.organizations[0]!.users.slice(1, 3).map((user) => user.email);
    const stack = await current.stack({
      projectDir: nativeProject("policy-every-risk", everyRisk(emails)),
      projectName: "policy-every-risk",
    });
    // This organization's thresholds, low enough for a stack of two teams.
    const config = path.join(makeScratchDir("policy-config"), "policy-config.dev.json");
    fs.writeFileSync(
      config,
      JSON.stringify({
        "csat-rule-without-conditions-on-large-team": { largeTeamMembers: 2 },
        "webhook-app-in-every-team": { everyTeamFrom: 2 },
      }),
    );
    const run = await runPulumi(["preview", "--stack", "dev", "--color", "never", "--policy-pack", pack, "--policy-pack-config", config], {
      cwd: stack.workDir,
      env: stack.env,
    });
    // Every one advisory: the preview passes and lists them all.
    expect(run.code).toBe(0);
    for (const message of everyMessage) expect(printed(run)).toContain(message);
    expect(printed(run).match(/- \[advisory\]/g)).toHaveLength(everyMessage.length);
  });

  it("reports routing rules, business hours and ticket statuses on both faces, and passes the same change made safe", async () => {
    const teamId = current.platform.organizations[0]!.teams[0]!.id;
    const statuses = await dashboardCall<{ data: { id: string; name: string }[] }>(
      current.platform,
      "GET",
      `/v1/tickets/status?teamId=${teamId}`,
    );
    const seeded = { teamId, openId: statuses.data.find((status) => status.name === "open")!.id };
    const stack = await current.stack({
      projectDir: nativeProject("policy-routing", routing(false, seeded)),
      projectName: "policy-routing",
    });
    // The organization's teams outside the stack: a partner team, and an archived one.
    const config = path.join(makeScratchDir("policy-config"), "policy-config.dev.json");
    fs.writeFileSync(
      config,
      JSON.stringify({
        "routing-rule-unknown-team": { knownTeamIds: ["TPARTNER", "TOLD"] },
        "routing-rule-archived-team": { archivedTeamIds: ["TOLD"] },
      }),
    );
    const preview = () =>
      runPulumi(["preview", "--stack", "dev", "--color", "never", "--policy-pack", pack, "--policy-pack-config", config], {
        cwd: stack.workDir,
        env: stack.env,
      });
    const risky = await preview();
    expect(risky.code).toBe(0);
    for (const message of routingMessages) expect(printed(risky)).toContain(message);
    expect(printed(risky).match(routingViolation)).toHaveLength(routingMessages.length);
    // Each face's resources, under their own types.
    expect(printed(risky)).toContain("- [advisory]  routing-rule-unknown-team  (supportplatform:index:TeamRoutingRule: vip)");
    expect(printed(risky)).toContain(
      "- [advisory]  routing-rule-to-own-team  (pulumi-nodejs:dynamic/supportplatform:TeamRoutingRule: back)",
    );
    expect(printed(risky)).toContain("- [advisory]  ticket-statuses-two-defaults  (supportplatform:index:TicketStatus: waiting)");

    stack.writeProgram(routing(true, seeded));
    const safe = await preview();
    expect(safe.code).toBe(0);
    expect(printed(safe)).toContain("support-platform@v0.1.0");
    expect(printed(safe).match(routingViolation)).toBeNull();
  });
});
