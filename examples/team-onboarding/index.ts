// A new support team, onboarded in one `up`: the team, its people, its business hours, the routing
// rule that sends it the first line's urgent tickets, a ticket status of its own, the CSAT surveys it
// sends, in the order it wants them considered, and the webhook app that receives its events.
// Everything refers to the team by its output id, so the team is made first and destroyed last.
// Defaults are the emulator's seeded users and team; set `lead` (the team's admin), `agents` (a list
// of e-mail addresses), `frontlineTeamId` (the team whose urgent tickets it takes) and `eventsUrl`
// for yours.
import * as pulumi from "@pulumi/pulumi";
import * as sp from "pulumi-support-platform";

const config = new pulumi.Config();
const lead = config.get("lead") ?? "lead@acme.test";
const agents = config.getObject<string[]>("agents") ?? ["member@acme.test"];
const eventsUrl = config.get("eventsUrl") ?? "https://hooks.example.com/escalations";
const frontlineTeamId = config.get("frontlineTeamId") ?? "TACME00002";

const team = new sp.Team("escalations", {
  name: "Escalations",
  identifier: "ESC",
  description: "Tickets the first line hands over.",
  color: "#cf222e",
});

new sp.TeamMember("lead", { teamId: team.id, email: lead, isAdmin: true });
for (const email of agents) new sp.TeamMember(`agent-${email}`, { teamId: team.id, email, isAdmin: false });

// Its business hours: Paris time, a lunch break on weekdays, closed at weekends and on two holidays.
// The team has a configuration from its creation: this takes it over; destroy leaves it to the team.
const weekday = {
  isActive: true,
  slots: [
    { start: "08:30", end: "12:30" },
    { start: "13:30", end: "18:00" },
  ],
};
const hours = new sp.TeamConfiguration("escalations-hours", {
  teamId: team.id,
  timezone: "Europe/Paris",
  holidays: ["25-12", "01-05"],
  dailyConfig: {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday: { isActive: false },
    sunday: { isActive: false },
  },
  userRoutingStrategy: "round_robin",
  routingRespectsTimezone: true,
});

// The first line's urgent tickets come to the new team: a routing rule of the first-line team whose
// result is this team (so destroy deletes the rule before the team).
const urgentToEscalations = new sp.TeamRoutingRule("urgent-to-escalations", {
  teamId: frontlineTeamId,
  name: "Urgent to Escalations",
  resultTeamId: team.id,
  description: "Urgent tickets skip the first line's queue.",
  andRules: [{ field: "priority", operator: "EQUALS", value: "Urgent", precedence: 1 }],
});

// A sub-status under the team's In progress, one of the four parent statuses the platform gives
// every team (getTicketStatuses lists them, with their ids).
const inProgress = sp
  .getTicketStatusesOutput({ teamId: team.id })
  .apply((statuses) => statuses.find((status) => status.name === "in_progress")!.id);
const waitingOnEngineering = new sp.TicketStatus("waiting-on-engineering", {
  teamId: team.id,
  parentStatusId: inProgress,
  name: "waiting_on_engineering",
  displayName: "Waiting on engineering",
  description: "Handed to engineering; the team follows up.",
});

// The team's surveys, most specific first: the order below is the order the platform keeps.
const survey = { feedbackType: "star", brandingColor: "#cf222e", deliveryChannel: "email" };
const rules = [
  new sp.CsatRule("urgent-resolved", {
    teamId: team.id,
    name: "Urgent tickets, right away",
    allFilters: { ticket: { standardFields: [{ field: "priority", operator: "=", value: "urgent" }] } },
    triggerConfig: { triggerType: "always", triggerEvent: "ticket_resolved", randomPercentage: 100, delayMinutes: 0 },
    feedbackConfig: { ...survey, customTitle: "Did we get you going again?" },
  }),
  new sp.CsatRule("sampled-resolved", {
    teamId: team.id,
    name: "One in five, a day later",
    triggerConfig: { triggerType: "always", triggerEvent: "ticket_resolved", randomPercentage: 20, delayMinutes: 1440 },
    feedbackConfig: survey,
  }),
];
const order = new sp.CsatRuleOrder("escalations-rule-order", { teamId: team.id, ruleIds: rules.map((rule) => rule.id) });

const app = new sp.WebhookApp("escalation-events", {
  name: "Escalation events",
  slug: "escalation-events",
  description: "The escalations team's tickets, as they change.",
  eventsUrl,
  teamIds: [team.id],
  events: ["ticket:created", "ticket:assigned", "ticket:status:changed"],
});

export const teamId = team.id;
export const timezone = hours.timezone;
export const ruleOrder = order.ruleIds;
export const appId = app.appId;
export const subStatusId = waitingOnEngineering.id;
export const routingRuleId = urgentToEscalations.ruleId;
