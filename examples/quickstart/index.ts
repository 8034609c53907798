// The quickstart: a support organization's roles, account attribute values, CSAT survey rules and
// webhook apps, declared as code. Run it with `npm run demo` (against the local emulator, whose
// seeded team ids it uses by default) or `pulumi up` with your platform's config and team ids.
import * as pulumi from "@pulumi/pulumi";
import * as sp from "pulumi-support-platform";

const config = new pulumi.Config();
const billingTeam = config.get("billingTeamId") ?? "TACME00001";
const technicalTeam = config.get("technicalTeamId") ?? "TACME00002";

const escalationLeads = new sp.Role("escalation-leads", {
  name: "Escalation leads",
  description: "Take over tickets that breach their SLA.",
  permissions: [
    { resource: "tickets", actions: ["view", "update", "assign"] },
    { resource: "comments", actions: ["view", "comment"], scope: "team" },
  ],
});

const strategic = new sp.AccountAttributeValue("strategic", {
  attribute: "account_classification",
  value: "Strategic",
  color: "#8250df",
});

// The first ticket type of the billing team, read during preview as well as up.
const billingTicketTypes = sp.getTicketTypesOutput({ teamId: billingTeam });

const afterResolution = new sp.CsatRule("billing-after-resolution", {
  teamId: billingTeam,
  name: "After resolution",
  allFilters: {
    ticket: { standardFields: [{ field: "ticketType", operator: "=", value: billingTicketTypes.apply((types) => types[0]?.name ?? "") }] },
  },
  triggerConfig: { triggerType: "always", triggerEvent: "ticket_resolved", randomPercentage: 50, delayMinutes: 30 },
  feedbackConfig: { feedbackType: "star", brandingColor: "#1f883d", deliveryChannel: "email" },
});

const events = new sp.WebhookApp("support-events", {
  name: "Support events",
  slug: "support-events",
  eventsUrl: "https://hooks.example.com/support-platform",
  teamIds: [billingTeam, technicalTeam],
});

export const escalationLeadsRoleId = escalationLeads.id;
export const strategicValueId = strategic.id;
export const csatSettingsId = afterResolution.settingsId;
export const webhookAppId = events.appId;
export const webhookClientSecret = events.clientSecret;
