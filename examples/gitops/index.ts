// The support organization's configuration as code: a pull request that changes it gets a preview
// of the change as a comment; merging it to main applies it (.github/workflows/support-platform.yml).
import * as pulumi from "@pulumi/pulumi";
import * as sp from "pulumi-support-platform";

const config = new pulumi.Config();
const billingTeam = config.require("billingTeamId");

new sp.Role("shift-leads", {
  name: "Shift leads",
  description: "Assign and reassign tickets during a shift.",
  permissions: [{ resource: "tickets", actions: ["view", "assign", "update"] }],
});

new sp.Role("auditors", {
  name: "Auditors",
  description: "Read everything, change nothing.",
  permissions: [
    { resource: "tickets", actions: ["view"] },
    { resource: "comments", actions: ["view"] },
  ],
});

new sp.CsatRule("billing-resolved", {
  teamId: billingTeam,
  name: "Resolved billing tickets",
  triggerConfig: { triggerType: "always", triggerEvent: "ticket_resolved", randomPercentage: 50, delayMinutes: 60 },
  feedbackConfig: { feedbackType: "star", deliveryChannel: "email" },
});
