// Team's list function, getTeams, for every face (the program's reads, the native plugin's Invoke,
// the package schema): the definition's one list request, with its mapping to state.
import { z } from "zod";
import { type DataSourceFunction, listedObjects, stateFields, withIds } from "../core/data-source-function";
import { listedTeams } from "./definition";
import { teamSchema } from "./schema";

export const getTeamsArgs = z.strictObject({});

export const teamFunctions = {
  getTeams: {
    description:
      "Lists the organization's teams that the key's user belongs to (the only ones the platform lists), each as a Team's outputs, with its id: what `teamId` takes.",
    args: getTeamsArgs,
    result: listedObjects(
      "A team as getTeams lists it: its id (what `teamId` takes) and a Team's outputs.",
      "The team's id: what CSAT rules, CSAT settings, webhook apps and memberships take as `teamId`.",
      stateFields(teamSchema),
    ),
    read: async (api) => withIds(await listedTeams(api)),
  },
} satisfies Record<string, DataSourceFunction>;
