// Team's calls to the API (create POST, read GET, update PATCH, delete DELETE) and the mapping from
// the platform's team to the state Pulumi keeps. Its inputs and state: schema.ts.
import { z } from "zod";
import { SupportPlatformError } from "../core/errors";
import type { PlatformApi } from "../core/platform-api";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { refusingDuplicates } from "../http/already-exists";
import { teamEndpoints } from "./endpoints";
import { platformEnvelope } from "../http/envelopes";
import { ApiError } from "../http/errors";
import { type TeamInputs, type TeamState, teamSchema } from "./schema";
import { describeTeamBlockers } from "./team-blockers";
import { TeamInUseError } from "./team-in-use-error";

const serverTeam = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string().nullish(),
  identifier: z.string().nullish(),
  icon: z.string().nullish(),
  color: z.string().nullish(),
  isPrivate: z.boolean().nullish(),
  parentTeamId: z.string().nullish(),
  // The computed outputs are read from the platform's team as the schema states them.
  ...teamSchema.computedOutputs.shape,
});
const teamResponse = platformEnvelope(serverTeam);
const teamListResponse = platformEnvelope(z.array(serverTeam));
type ServerTeam = z.output<typeof serverTeam>;

function toState(team: ServerTeam): TeamState {
  return {
    name: team.name,
    description: team.description ?? undefined,
    identifier: team.identifier ?? undefined,
    icon: team.icon ?? undefined,
    color: team.color ?? undefined,
    isPrivate: team.isPrivate ?? undefined,
    parentTeamId: team.parentTeamId ?? undefined,
    ...teamSchema.computedOutputs.parse(team),
  };
}

/** The teams the key's user belongs to: the only ones the platform lists (a team's creator is among its members). */
async function listTeams(api: PlatformApi): Promise<ServerTeam[]> {
  return (await api.call(teamEndpoints.listTeams, { response: teamListResponse })).data;
}

/** Every team listTeams answers, with its id and state: for an export and for getTeams. */
export async function listedTeams(api: PlatformApi): Promise<Listed<TeamState>[]> {
  return (await listTeams(api)).map((team) => ({ id: team.id, state: toState(team) }));
}

/** The fields the update endpoint takes: everything but the parent team. */
function updateBody({ name, description, identifier, icon, color, isPrivate }: TeamInputs) {
  return { name, description, identifier, icon, color, isPrivate };
}

async function createTeam(api: PlatformApi, inputs: TeamInputs): Promise<ServerTeam> {
  const create = async () => (await api.call(teamEndpoints.createTeam, { body: inputs, response: teamResponse })).data;
  const { identifier } = inputs;
  // Names are not unique: only a declared identifier finds the team a lost create made. Without
  // one, a lost create fails as unknown rather than be sent again and make a second team.
  if (identifier === undefined) return create();
  const findSameIdentifier = async () => (await listTeams(api)).find((team) => team.identifier?.toLowerCase() === identifier.toLowerCase());
  return refusingDuplicates(
    `a team with the identifier ${identifier}`,
    () => api.settleCreate(create, findSameIdentifier),
    findSameIdentifier,
  );
}

export const teamDefinition: ResourceDefinition<typeof teamSchema.inputs, TeamState> = {
  ...teamSchema,
  exported: { heading: "Teams, each after its parent team", label: (state) => state.name },
  endpoints: teamEndpoints,

  async create(api, inputs) {
    const team = await createTeam(api, inputs);
    return { id: team.id, state: toState(team) };
  },

  async read(api, id) {
    const team = await api.callIfPresent(teamEndpoints.getTeam, { params: { teamId: id }, response: teamResponse });
    return team && toState(team.data);
  },

  async update(api, id, state, inputs) {
    // Reached with another parent only when adopting a team (a change of parent replaces it), and
    // the update endpoint does not move a team: refuse before any write.
    if (inputs.parentTeamId !== undefined && inputs.parentTeamId !== state.parentTeamId) {
      throw new SupportPlatformError(
        "ERR_VALIDATION",
        `cannot adopt team ${id}: its parent team is ${state.parentTeamId ?? "none"}, not ${inputs.parentTeamId}, and the platform does not move a team; declare parentTeamId as the platform holds it`,
      );
    }
    const team = await api.call(teamEndpoints.updateTeam, { params: { teamId: id }, body: updateBody(inputs), response: teamResponse });
    return toState(team.data);
  },

  async delete(api, id) {
    try {
      await api.callIfPresent(teamEndpoints.deleteTeam, { params: { teamId: id }, response: z.unknown() });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        throw new TeamInUseError(id, error, await describeTeamBlockers(api, id, listTeams));
      throw error;
    }
  },

  list: listedTeams,
};
