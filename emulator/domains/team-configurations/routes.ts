// A team's configuration on {base_url} (docs): its business hours, holidays and routing settings.
// It exists with its team and goes with it; there is no create or delete. The read answers the
// envelope around an array, the update around the object (the docs show both so).
import type { FastifyInstance } from "fastify";
import { requireOrganizationAdmin, requireTeamMember } from "../../auth/access";
import { timestamp } from "../../clock";
import type { EmulatorContext } from "../context";
import { badRequest } from "../../errors";
import { envelope } from "../../http/envelopes";
import { parseInput } from "../../http/validation";
import type { Store } from "../state";
import type { Team } from "../../store/types";
import { teamOfRequest } from "../teams/team-of-request";
import { defaultConfiguration } from "./defaults";
import { type ConfigurationUpdate, updateConfigurationSchema } from "./schemas";
import type { TeamConfiguration } from "./types";

const config = { auth: "apiKey" as const };
const path = "/v1/teams/:teamId/configurations";

export function registerTeamConfigurationRoutes(app: FastifyInstance, { store }: EmulatorContext): void {
  app.get(path, { config }, async (request) => {
    const { user, team } = teamOfRequest(store, request);
    requireTeamMember(user, team);
    const configuration = store.teamConfigurations.get(team.id);
    return envelope(configuration ? [configurationView(configuration)] : [], "Success");
  });

  app.patch(path, { config }, async (request) => {
    const { user, team } = teamOfRequest(store, request);
    requireOrganizationAdmin(user, "update team configurations");
    const input = parseInput(updateConfigurationSchema, request.body);
    if (input.fallbackSubTeam) requireSubTeam(store, team, input.fallbackSubTeam);
    const at = timestamp();
    // A configuration removed out of band comes back as a new team's, then takes the update.
    const current = store.teamConfigurations.get(team.id) ?? store.teamConfigurations.insert(defaultConfiguration(team, at));
    const updated = store.teamConfigurations.update(team.id, { ...merged(current, input), updatedAt: at });
    return envelope(configurationView(updated), "Success");
  });
}

/** The update over the current configuration: a day sent replaces that day, the days not sent stay as they were. */
function merged(current: TeamConfiguration, { dailyConfig, ...input }: ConfigurationUpdate): Partial<TeamConfiguration> {
  const days = Object.fromEntries(Object.entries(dailyConfig ?? {}).filter(([, value]) => value !== undefined));
  return { ...input, dailyConfig: { ...current.dailyConfig, ...days } };
}

function requireSubTeam(store: Store, team: Team, subTeamId: string): void {
  const subTeam = store.teams.get(subTeamId);
  if (!subTeam || subTeam.organizationId !== team.organizationId || subTeam.parentTeamId !== team.id)
    throw badRequest([`fallbackSubTeam ${subTeamId} is not a sub-team of team ${team.id}`]);
}

/** The docs' fields: the stored record without its key and organization. */
export function configurationView({ id: _id, organizationId: _organizationId, ...configuration }: TeamConfiguration) {
  return configuration;
}
