// Every seeded team's configuration, as a new team has it.
import type { StateData } from "../state";
import type { SeedingOrganization } from "../domain";
import { defaultConfiguration } from "./defaults";

export function seedTeamConfigurations(state: StateData, organization: SeedingOrganization): void {
  for (const team of organization.teams) {
    state.teamConfigurations.push(defaultConfiguration({ id: team.id, organizationId: organization.id }, organization.seedTime(0)));
  }
}
