// The system roles every organization starts with.
import type { StateData } from "../state";
import type { SeedingOrganization } from "../domain";
import type { Role } from "./types";

const SYSTEM_ROLES: { name: string; description: string; permissions: Role["permissions"] }[] = [
  {
    name: "Super Admin",
    description: "Full access to every organization resource, including billing and security",
    permissions: [{ resource: "*", actions: ["view", "create", "update", "delete", "assign", "comment"] }],
  },
  {
    name: "Organization Admin",
    description: "Manages the organization's teams, members, roles and settings",
    permissions: [
      { resource: "organization", actions: ["view", "create", "update", "delete", "assign", "comment"], scope: "organization" },
    ],
  },
  {
    name: "Billing Admin",
    description: "Manages the organization's plan, invoices and payment methods",
    permissions: [{ resource: "billing", actions: ["view", "update"], scope: "organization" }],
  },
];

export function seedRoles(state: StateData, organization: SeedingOrganization): void {
  const at = organization.seedTime(0);
  for (const [index, role] of SYSTEM_ROLES.entries()) {
    state.roles.push({
      id: organization.seedId("R", index + 1),
      organizationId: organization.id,
      ...role,
      isSystem: true,
      createdAt: at,
      updatedAt: at,
    });
  }
}
