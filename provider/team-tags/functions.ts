// TeamTag's list function, getTeamTags, for every face (the program's reads, the native plugin's
// Invoke, the package schema): the definition's one list request of the team, with its mapping to
// state.
import { z } from "zod";
import { type DataSourceFunction, listedObjects, stateFields, withIds } from "../core/data-source-function";
import { listedTeamTags } from "./definition";
import { teamTagInputs, teamTagSchema } from "./schema";

export const getTeamTagsArgs = z.strictObject({ teamId: teamTagInputs.shape.teamId.describe("The team's id.") });

export const teamTagFunctions = {
  getTeamTags: {
    description: "Lists a team's own tags, each as a TeamTag's outputs, with its id, in one request. No such team has none.",
    args: getTeamTagsArgs,
    result: listedObjects(
      "A team's tag as getTeamTags lists it: its id (`<teamId>/<tagId>`) and a TeamTag's outputs.",
      "The tag's id, `<teamId>/<tagId>`: what a TeamTag's `adoptId` takes.",
      stateFields(teamTagSchema),
    ),
    read: async (api, args) => withIds(await listedTeamTags(api, [getTeamTagsArgs.parse(args).teamId])),
  },
} satisfies Record<string, DataSourceFunction>;
