// The records of tenancy that every domain's records refer to: organizations, their teams and
// users; each domain keeps its own records' types beside it (domains/<domain>/types.ts). Every
// record carries its organization so that tenancy is one comparison; API responses are built
// from these by each domain's presenter.

export type TeamRole = "Team Lead" | "Team Member" | "Observer";

export type UserRole = "Organization Admin" | TeamRole;

export interface Organization {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export interface TeamMembership {
  isAdmin: boolean;
  invitedBy: string | null;
  joinedAt: string;
}

export interface Team {
  id: string;
  organizationId: string;
  name: string;
  createdAt: string;
  /** The docs' team fields, set through the teams endpoints. */
  description?: string;
  icon?: string | null;
  color?: string | null;
  identifier?: string;
  parentTeamId?: string | null;
  isPrivate?: boolean;
  ownerId?: string | null;
  updatedAt?: string;
  /** Details of members added through the teams endpoints, by user id. */
  memberships?: Record<string, TeamMembership>;
}

export interface User {
  id: string;
  organizationId: string;
  name: string;
  email: string;
  /** Kept in clear: these are published seed credentials of a local emulator. */
  password: string;
  apiKey: string;
  role: UserRole;
  teamIds: string[];
}
