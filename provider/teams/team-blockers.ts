// What keeps the platform from deleting a team, by name and id, read when it refuses: the platform's
// refusal may not name them (the contract does not show its wording), and a user must find them to
// go on. Three reads, made together and only then: the team's CSAT settings (its rules), the
// installed-apps list (the apps installed in it) and the teams list (its sub-teams, among the key's
// user's teams). Tickets, accounts and ticket types also keep a team; the provider lists none of them.
import type { PlatformApi } from "../core/platform-api";
import { loadCsatTeamSettings } from "../http/csat-team-settings";
import { installedAppRows } from "../http/installed-apps";

/** One kind of thing that may keep a team, and how to read those of `teamId`, each as `kind "name" (id)`. */
interface BlockerRead {
  readonly what: string;
  read(api: PlatformApi, teamId: string): Promise<string[]>;
}

const named = (kind: string, name: string | undefined, id: string) => `${kind} ${JSON.stringify(name ?? "")} (${id})`;

/** The teams the key's user belongs to (the team definition's list), which hold the sub-teams the provider can see. */
export type ListTeams = (api: PlatformApi) => Promise<readonly { id: string; name: string; parentTeamId?: string | null | undefined }[]>;

function blockerReads(listTeams: ListTeams): BlockerRead[] {
  return [
    {
      what: "app installations",
      read: async (api, teamId) =>
        (await installedAppRows(api)).filter((row) => row.teamId === teamId).map((row) => named("app", row.name, row.appId)),
    },
    {
      what: "CSAT rules",
      read: async (api, teamId) =>
        ((await loadCsatTeamSettings(api, teamId))?.rules ?? []).map((rule) => named("CSAT rule", rule.name, rule.id)),
    },
    {
      what: "sub-teams",
      read: async (api, teamId) =>
        (await listTeams(api)).filter((team) => team.parentTeamId === teamId).map((team) => named("sub-team", team.name, team.id)),
    },
  ];
}

/**
 * What still belongs to team `teamId`, as one sentence: what the reads found, by name and id, what
 * they could not read, and, when they found nothing, what the provider cannot list.
 */
export async function describeTeamBlockers(api: PlatformApi, teamId: string, listTeams: ListTeams): Promise<string> {
  const reads = blockerReads(listTeams);
  const results = await Promise.allSettled(reads.map((blocker) => blocker.read(api, teamId)));
  const found = results.flatMap((result) => (result.status === "fulfilled" ? result.value : []));
  const unread = results.flatMap((result, index) =>
    result.status === "rejected" ? [`its ${reads[index]!.what} could not be read (${messageOf(result.reason)})`] : [],
  );
  const parts = [
    found.length > 0
      ? `team ${teamId} still has ${found.join(", ")}`
      : `the provider found none of what it lists (app installations, CSAT rules, sub-teams) in team ${teamId}: tickets, accounts or ticket types, which it does not list, may keep it`,
    ...unread,
  ];
  return parts.join("; ");
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
