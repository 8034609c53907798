// TeamConfiguration's list function, getTeamConfigurations, for every face (the program's reads, the
// native plugin's Invoke, the package schema): the definition's one read of the team's
// configuration, which the platform answers as a list (docs), with its mapping to state.
import { z } from "zod";
import { type DataSourceFunction, listedObjects, stateFields, withIds } from "../core/data-source-function";
import { ApiError } from "../http/errors";
import { listedConfigurations } from "./definition";
import { teamConfigurationEndpoints } from "./endpoints";
import { teamConfigurationInputs, teamConfigurationSchema } from "./schema";

export const getTeamConfigurationsArgs = z.strictObject({ teamId: teamConfigurationInputs.shape.teamId.describe("The team's id.") });
export type GetTeamConfigurationsArgs = z.input<typeof getTeamConfigurationsArgs>;

export const teamConfigurationFunctions = {
  getTeamConfigurations: {
    description:
      "Lists a team's configuration (its one, as the platform answers it: all seven days), as a TeamConfiguration's outputs, in one request; fails when there is no such team.",
    args: getTeamConfigurationsArgs,
    result: listedObjects(
      "A configuration as getTeamConfigurations lists it: its id (the team's) and a TeamConfiguration's outputs.",
      "The configuration's id, its team's: what a TeamConfiguration's `import` takes.",
      stateFields(teamConfigurationSchema),
    ),
    async read(api, args) {
      const { teamId } = getTeamConfigurationsArgs.parse(args);
      const configurations = await listedConfigurations(api, teamId);
      if (configurations === undefined)
        throw new ApiError(teamConfigurationEndpoints.getTeamConfiguration.title, 404, `no team has the id ${teamId}`);
      return withIds(configurations);
    },
  },
} satisfies Record<string, DataSourceFunction>;
