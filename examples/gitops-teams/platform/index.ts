// The platform group's stack: what the whole organization shares. Its outputs are what the team
// stacks read through a StackReference (team/index.ts), so a team never repeats an id by hand.
import * as sp from "pulumi-support-platform";

const shiftLeads = new sp.Role("shift-leads", {
  name: "Shift leads",
  description: "Assign and reassign tickets during a shift.",
  permissions: [{ resource: "tickets", actions: ["view", "assign", "update"] }],
});

const auditors = new sp.Role("auditors", {
  name: "Auditors",
  description: "Read everything, change nothing.",
  permissions: [
    { resource: "tickets", actions: ["view"] },
    { resource: "comments", actions: ["view"] },
  ],
});

const strategic = new sp.AccountAttributeValue("strategic", {
  attribute: "account_classification",
  value: "Strategic",
  color: "#8250df",
});

const growth = new sp.AccountAttributeValue("growth", {
  attribute: "account_classification",
  value: "Growth",
  color: "#1a7f37",
});

export const roleIds = { shiftLeads: shiftLeads.id, auditors: auditors.id };
/** The account classifications teams target in their CSAT rules, by the name a team's config uses. */
export const accountValueIds = { strategic: strategic.id, growth: growth.id };
