// The whole lifecycle (tests/harness/lifecycle.ts) of Role, AccountAttributeValue, CsatRule,
// TicketStatus and AccountRelationshipType through the real CLI, in one stack: each step changes one
// object of every kind. A kind's other behaviours are in its own folder (tests/e2e/roles,
// account-attributes, csat, ticket-statuses, account-relationship-types).
import { expectLifecycle } from "../../harness/lifecycle";
import { platformPerTest } from "../../harness/platform-stack";

interface ServerRole {
  permissions: { resource: string; actions: string[]; scope?: string }[];
}

interface StateResource {
  type: string;
  outputs: { __provider?: string; isSystem?: boolean };
}

describe("the lifecycle of a role, an account attribute value, a CSAT rule, a ticket sub-status and an account relationship type", () => {
  const current = platformPerTest();

  it("goes through the whole lifecycle: create, no-change preview, update, drift, out-of-band delete, destroy", async () => {
    const teamId = current.platform.organizations[0]!.teams[0]!.id;
    const statuses = await current.platform.control.listResources<{ id: string; teamId: string; name: string }>("ticketStatuses");
    const inProgress = statuses.find((status) => status.teamId === teamId && status.name === "in_progress")!.id;
    await expectLifecycle(
      current,
      [
        {
          kind: "roles",
          field: "description",
          resource: (description) => `new sp.Role("leads", {
  name: "Escalation leads",
  description: ${JSON.stringify(description)},
  permissions: [
    { resource: "tickets", actions: ["view", "update", "assign"] },
    { resource: "comments", actions: ["comment", "view"], scope: "team" },
  ],
})`,
        },
        {
          kind: "accountAttributeValues",
          field: "icon",
          resource: (icon) =>
            `new sp.AccountAttributeValue("vip", { attribute: "account_classification", value: "VIP", icon: ${JSON.stringify(icon)}, color: "#aa00ff" })`,
        },
        {
          kind: "csatRules",
          field: "description",
          resource: (description) => `new sp.CsatRule("resolved", {
  teamId: ${JSON.stringify(teamId)},
  name: "After resolution",
  description: ${JSON.stringify(description)},
  triggerConfig: { triggerType: "always", randomPercentage: 50 },
  feedbackConfig: { feedbackType: "star", brandingColor: "#1f883d" },
})`,
        },
        {
          kind: "ticketStatuses",
          field: "description",
          resource: (description) => `new sp.TicketStatus("in-review", {
  teamId: ${JSON.stringify(teamId)},
  parentStatusId: ${JSON.stringify(inProgress)},
  name: "in_review",
  displayName: "In review",
  description: ${JSON.stringify(description)},
})`,
        },
        {
          kind: "accountRelationshipTypes",
          field: "name",
          resource: (name) => `new sp.AccountRelationshipType("partner", { name: ${JSON.stringify(name)} })`,
        },
      ],
      // The created stack's state: a sub-1 KB provider reference per resource and no credential;
      // the role's actions sent in their declared order.
      async ({ stack, ids }) => {
        const state = await stack.exportText();
        expect(state).not.toContain(current.platform.admin.apiKey);
        const resources = (JSON.parse(state).deployment.resources as StateResource[]).filter((resource) =>
          resource.type.startsWith("pulumi-nodejs:dynamic/supportplatform:"),
        );
        expect(resources.map((resource) => resource.type).sort()).toEqual(
          ["AccountAttributeValue", "AccountRelationshipType", "CsatRule", "Role", "TicketStatus"].map(
            (kind) => `pulumi-nodejs:dynamic/supportplatform:${kind}`,
          ),
        );
        for (const resource of resources) expect(resource.outputs.__provider!.length).toBeLessThan(1024);
        const role = resources.find((resource) => resource.type === "pulumi-nodejs:dynamic/supportplatform:Role")!;
        expect(role.outputs.isSystem).toBe(false);
        const created = await current.platform.control.getResource<ServerRole>("roles", ids.roles!);
        expect(created.permissions).toEqual([
          { resource: "tickets", actions: ["view", "update", "assign"] },
          { resource: "comments", actions: ["comment", "view"], scope: "team" },
        ]);
      },
    );
  });
});
