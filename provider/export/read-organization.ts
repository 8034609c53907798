// Reads an organization for an export: its teams (those the key's user belongs to: the only teams
// the platform lists), then every kind's objects through its definition's `list`.
import { z } from "zod";
import type { PlatformApi } from "../core/platform-api";
import type { Listed } from "../core/resource-definition";
import { endpoints } from "../http/endpoints";
import { platformEnvelope } from "../http/envelopes";
import { type ResourceKind, resourceDefinitions } from "../resource-definitions";

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

const teamsResponse = platformEnvelope(z.array(z.object({ id: z.string().min(1), name: z.string() })));

export async function readOrganization(api: PlatformApi, progress: ReadProgress): Promise<Organization> {
  progress.reading("teams");
  const teams = (await api.call(endpoints.listTeams, { response: teamsResponse })).data.map(({ id, name }) => ({ id, name }));
  progress.read("teams", teams.length);
  const scope = { teamIds: teams.map((team) => team.id) };
  const objects: Organization["objects"] = [];
  for (const [kind, definition] of Object.entries(resourceDefinitions) as [ResourceKind, (typeof resourceDefinitions)[ResourceKind]][]) {
    progress.reading(kind);
    const listed: Listed<object>[] = await definition.list(api, scope);
    progress.read(kind, listed.length);
    objects.push({ kind, listed });
  }
  return { teams, objects };
}
