// What a team has from its creation and what goes with it: its configuration and its four parent
// statuses, which no endpoint creates or deletes. Teams made through the API, through the controls,
// and the teams of a data file written before these tables existed all get them.
import { timestamp } from "../../clock";
import type { StateData, TableName } from "../state";
import type { Store } from "../state";
import type { Team } from "../../store/types";
import { defaultConfiguration } from "../team-configurations/defaults";
import { parentStatuses, statusId } from "../ticket-statuses/defaults";

export function addTeamDefaults(store: Store, team: Team): void {
  const at = team.createdAt;
  store.teamConfigurations.insert(defaultConfiguration(team, at));
  for (const status of parentStatuses(team, at, () => store.ticketStatuses.freshId(statusId))) store.ticketStatuses.insert(status);
}

/** Removes the team's own records that the API cannot remove, as the team is deleted. */
export function removeTeamDefaults(store: Store, team: Team): void {
  store.teamConfigurations.delete(team.id);
  for (const status of store.ticketStatuses.filter((candidate) => candidate.teamId === team.id)) store.ticketStatuses.delete(status.id);
}

/** The state of a data file that lacked `absentTables`, with every team's defaults in those of them that hold defaults. */
export function withTeamDefaults(state: StateData, absentTables: readonly TableName[]): StateData {
  const at = timestamp();
  const next = { ...state };
  if (absentTables.includes("teamConfigurations")) next.teamConfigurations = state.teams.map((team) => defaultConfiguration(team, at));
  if (absentTables.includes("ticketStatuses")) {
    const taken = new Set<string>();
    const freshId = () => {
      let id = statusId();
      while (taken.has(id)) id = statusId();
      taken.add(id);
      return id;
    };
    next.ticketStatuses = state.teams.flatMap((team) => parentStatuses(team, at, freshId));
  }
  return next;
}
