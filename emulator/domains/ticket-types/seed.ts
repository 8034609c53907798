// The same three ticket types in every team.
import type { StateData } from "../state";
import type { SeedingOrganization } from "../domain";

const TICKET_TYPES = [
  { name: "Question", color: "#3B82F6", icon: "help-circle", isActive: true, autoAssign: false },
  { name: "Problem", color: "#EF4444", icon: "alert-triangle", isActive: true, autoAssign: true },
  { name: "Feature request", color: "#10B981", icon: "lightbulb", isActive: false, autoAssign: false },
];

export function seedTicketTypes(state: StateData, organization: SeedingOrganization): void {
  const at = organization.seedTime(0);
  let counter = 0;
  for (const team of organization.teams) {
    for (const type of TICKET_TYPES) {
      state.ticketTypes.push({
        id: organization.seedId("TY", ++counter),
        ...type,
        teamId: team.id,
        organizationId: organization.id,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
}
