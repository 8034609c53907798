// Reads an organization for an export: its teams first (those the key's user belongs to: the only
// teams the platform lists), then every other kind's objects in those teams through its
// definition's `list`.
import type { PlatformApi } from "../core/platform-api";
import type { Listed } from "../core/resource-definition";
import { type ResourceKind, resourceDefinitions } from "../resource-definitions";
import type { TeamState } from "../teams/schema";

export interface Team {
  id: string;
  name: string;
}

export interface Organization {
  teams: Team[];
  objects: { kind: ResourceKind; listed: Listed<object>[] }[];
}

/** What an export reports while it reads. */
export interface ReadProgress {
  reading(what: string): void;
  read(what: string, count: number): void;
}

export async function readOrganization(api: PlatformApi, progress: ReadProgress): Promise<Organization> {
  const readKind = async <State extends object>(kind: ResourceKind, list: () => Promise<Listed<State>[]>) => {
    progress.reading(kind);
    const listed = await list();
    progress.read(kind, listed.length);
    return listed;
  };
  // The teams are the scope of every other kind: read once, and kept as the Team kind's objects.
  const listedTeams: Listed<TeamState>[] = await readKind("Team", () => resourceDefinitions.Team.list(api, { teamIds: [] }));
  const teams = listedTeams.map(({ id, state }) => ({ id, name: state.name }));
  const scope = { teamIds: teams.map((team) => team.id) };
  const objects: Organization["objects"] = [{ kind: "Team", listed: listedTeams }];
  for (const [kind, definition] of Object.entries(resourceDefinitions) as [ResourceKind, (typeof resourceDefinitions)[ResourceKind]][]) {
    if (kind !== "Team") objects.push({ kind, listed: await readKind(kind, (): Promise<Listed<object>[]> => definition.list(api, scope)) });
  }
  return { teams, objects };
}
