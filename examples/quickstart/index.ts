// The quickstart: a support organization's custom roles, declared as code. Run it with
// `npm run demo` (against the local emulator) or `pulumi up` with your platform's config.
import * as sp from "pulumi-support-platform";

const escalationLeads = new sp.Role("escalation-leads", {
  name: "Escalation leads",
  description: "Take over tickets that breach their SLA.",
  permissions: [
    { resource: "tickets", actions: ["view", "update", "assign"] },
    { resource: "comments", actions: ["view", "comment"], scope: "team" },
  ],
});

const auditors = new sp.Role("auditors", {
  name: "Auditors",
  description: "Read everything, change nothing.",
  permissions: [
    { resource: "tickets", actions: ["view"] },
    { resource: "accounts", actions: ["view"] },
  ],
});

export const escalationLeadsRoleId = escalationLeads.id;
export const auditorsRoleId = auditors.id;
export const auditorsCreatedAt = auditors.createdAt;
