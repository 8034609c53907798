// TeamMember's list function, getTeamMembers, for every face (the program's reads, the native
// plugin's Invoke, the package schema): the definition's one list request of the team, with its
// mapping to state.
import { z } from "zod";
import { type DataSourceFunction, listedObjects, stateFields, withIds } from "../core/data-source-function";
import { teamMemberEndpoints } from "./endpoints";
import { ApiError } from "../http/errors";
import { listedMembers } from "./definition";
import { teamMemberInputs, teamMemberSchema } from "./schema";

export const getTeamMembersArgs = z.strictObject({ teamId: teamMemberInputs.shape.teamId.describe("The team's id.") });
export type GetTeamMembersArgs = z.input<typeof getTeamMembersArgs>;

export const teamMemberFunctions = {
  getTeamMembers: {
    description: "Lists a team's members, each as a TeamMember's outputs, with the membership's id; fails when there is no such team.",
    args: getTeamMembersArgs,
    result: listedObjects(
      "A membership as getTeamMembers lists it: its id (`<teamId>/<userId>`) and a TeamMember's outputs.",
      "The membership's id, `<teamId>/<userId>`: what a TeamMember's `adoptId` takes.",
      stateFields(teamMemberSchema),
    ),
    async read(api, args) {
      const { teamId } = getTeamMembersArgs.parse(args);
      const members = await listedMembers(api, teamId);
      if (members === undefined) throw new ApiError(teamMemberEndpoints.listTeamMembers.title, 404, `no team has the id ${teamId}`);
      return withIds(members);
    },
  },
} satisfies Record<string, DataSourceFunction>;
