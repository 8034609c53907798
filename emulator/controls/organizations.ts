// The organizations as the store holds them now, with their teams (created ones too) and users
// with their credentials: what the console shows, where `/_emulator/credentials` answers the seed.
import type { Store } from "../domains/state";
import type { Organization, Team, User } from "../store/types";

export interface OrganizationView extends Organization {
  teams: Team[];
  users: User[];
}

export function organizationViews(store: Store): OrganizationView[] {
  return store.organizations.all().map((organization) => ({
    ...organization,
    teams: store.teams.filter((team) => team.organizationId === organization.id),
    users: store.users.filter((user) => user.organizationId === organization.id),
  }));
}
