// The four parent statuses of every seeded team.
import type { StateData } from "../state";
import type { SeedingOrganization } from "../domain";
import { parentStatuses } from "./defaults";

export function seedTicketStatuses(state: StateData, organization: SeedingOrganization): void {
  for (const [teamIndex, team] of organization.teams.entries()) {
    const statuses = parentStatuses({ id: team.id, organizationId: organization.id }, organization.seedTime(0), (position) =>
      organization.seedId("ST", teamIndex * 4 + position),
    );
    state.ticketStatuses.push(...statuses);
  }
}
