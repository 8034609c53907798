// TeamConfiguration's calls to the API (read GET, update PATCH, both on the team: docs) and the
// mapping from the platform's configuration to the state Pulumi keeps. Its inputs and state:
// schema.ts. A team has its configuration from its creation and no endpoint makes or deletes one:
// creating takes it over, deleting leaves it as it is (docs/api-contract.md, "Team configurations").
import { z } from "zod";
import type { PlatformApi } from "../core/platform-api";
import type { Listed, ResourceDefinition } from "../core/resource-definition";
import { SupportPlatformError } from "../core/errors";
import { equalIgnoringOrder } from "../core/unordered-lists";
import { platformEnvelope } from "../http/envelopes";
import { ResponseShapeError } from "../http/errors";
import { teamConfigurationEndpoints } from "./endpoints";
import {
  type TeamConfigurationInputs,
  type TeamConfigurationState,
  teamConfigurationInputs,
  teamConfigurationSchema,
  type Weekday,
  weekdays,
} from "./schema";

const serverSlot = z.object({ start: z.string(), end: z.string() });
const serverDay = z.object({ isActive: z.boolean(), slots: z.array(serverSlot).nullish() });

/** A configuration as the platform answers it (docs). The older update page lacks `routingRespectsUserBusinessHours`. */
const serverConfiguration = z.object({
  teamId: z.string().min(1),
  timezone: z.string(),
  holidays: z.array(z.string()).nullish(),
  commonDailyConfig: z.boolean(),
  commonSlots: z.array(serverSlot).nullish(),
  dailyConfig: z.object(
    Object.fromEntries(weekdays.map((name) => [name, serverDay.optional()])) as Record<Weekday, z.ZodOptional<typeof serverDay>>,
  ),
  userRoutingStrategy: z.string(),
  routingRespectsTimezone: z.boolean(),
  routingRespectsUserCapacity: z.boolean(),
  routingRespectsUserTimezone: z.boolean(),
  routingRespectsUserAvailability: z.boolean(),
  routingRespectsUserBusinessHours: z.boolean().optional(),
  fallbackSubTeam: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type ServerConfiguration = z.output<typeof serverConfiguration>;

/**
 * The read's and the update's answer: the read page shows `data` as an array of configurations, the
 * update page as the one object (docs); either answer is taken from either call.
 */
export const configurationAnswer = platformEnvelope(z.union([z.array(serverConfiguration), serverConfiguration]));

/** The team's configuration in an answer of either shape; none when an array does not hold it. */
export function configurationOf(answer: z.output<typeof configurationAnswer>, teamId: string): ServerConfiguration | undefined {
  const { data } = answer;
  return Array.isArray(data) ? data.find((configuration) => configuration.teamId === teamId) : data;
}

const managedKeys = Object.keys(teamConfigurationInputs.shape).filter((key) => key !== "teamId") as (keyof Omit<
  TeamConfigurationInputs,
  "teamId"
>)[];
type Managed = Omit<TeamConfigurationState, "teamId" | "createdAt" | "updatedAt">;

type DailyConfig = NonNullable<TeamConfigurationState["dailyConfig"]>;
type DayConfig = DailyConfig[Weekday];

function toState(configuration: ServerConfiguration): TeamConfigurationState {
  const dailyConfig: DailyConfig = {};
  for (const name of weekdays) {
    const day = configuration.dailyConfig[name];
    if (day !== undefined) dailyConfig[name] = { isActive: day.isActive, slots: day.slots ?? [] };
  }
  return {
    teamId: configuration.teamId,
    timezone: configuration.timezone,
    holidays: configuration.holidays ?? [],
    commonDailyConfig: configuration.commonDailyConfig,
    commonSlots: configuration.commonSlots ?? [],
    dailyConfig,
    // The read page writes the strategies in upper case (`ROUND_ROBIN`), the update pages in lower.
    userRoutingStrategy: configuration.userRoutingStrategy.toLowerCase(),
    routingRespectsTimezone: configuration.routingRespectsTimezone,
    routingRespectsUserCapacity: configuration.routingRespectsUserCapacity,
    routingRespectsUserTimezone: configuration.routingRespectsUserTimezone,
    routingRespectsUserAvailability: configuration.routingRespectsUserAvailability,
    ...(configuration.routingRespectsUserBusinessHours === undefined
      ? {}
      : { routingRespectsUserBusinessHours: configuration.routingRespectsUserBusinessHours }),
    ...(configuration.fallbackSubTeam ? { fallbackSubTeam: configuration.fallbackSubTeam } : {}),
    createdAt: configuration.createdAt,
    updatedAt: configuration.updatedAt,
  };
}

const same = (key: keyof Managed, a: unknown, b: unknown) => equalIgnoringOrder(teamConfigurationInputs.shape[key], a, b);

/**
 * The update body: the declared settings that differ from `current`, and of `dailyConfig` only the
 * declared days that differ (the platform keeps the days an update does not send).
 */
function changes(current: Partial<Managed>, declared: Partial<Managed>): Partial<Managed> {
  const body: Partial<Managed> = {};
  for (const key of managedKeys) {
    if (declared[key] === undefined || key === "dailyConfig") continue;
    if (!same(key, declared[key], current[key])) Object.assign(body, { [key]: declared[key] });
  }
  const days: DailyConfig = {};
  for (const name of weekdays) {
    // A day sent replaces the platform's: its slots left out are none (docs/api-contract.md). State
    // holds a day cut down to what was declared, so a day declared without slots has none there either.
    const withSlots = (day: DayConfig | undefined) => day && { isActive: day.isActive, slots: day.slots ?? [] };
    const day = withSlots(declared.dailyConfig?.[name]);
    if (day !== undefined && !same("dailyConfig", { [name]: day }, { [name]: withSlots(current.dailyConfig?.[name]) })) days[name] = day;
  }
  if (Object.keys(days).length > 0) body.dailyConfig = days;
  return body;
}

/** The team's configuration (none or one) as listed objects; undefined when the team is gone (the platform's not-found). */
export async function listedConfigurations(api: PlatformApi, teamId: string): Promise<Listed<TeamConfigurationState>[] | undefined> {
  const answer = await api.callIfPresent(teamConfigurationEndpoints.getTeamConfiguration, {
    params: { teamId },
    response: configurationAnswer,
  });
  if (answer === undefined) return undefined;
  const configuration = configurationOf(answer, teamId);
  return configuration === undefined ? [] : [{ id: teamId, state: toState(configuration) }];
}

/** The team's configuration now; none when the team is gone or has none. */
async function readConfiguration(api: PlatformApi, teamId: string): Promise<TeamConfigurationState | undefined> {
  return (await listedConfigurations(api, teamId))?.[0]?.state;
}

/** Sends `body` (some changes) and answers the configuration as the platform now holds it. */
async function update(api: PlatformApi, teamId: string, body: Partial<Managed>): Promise<TeamConfigurationState> {
  const { title } = teamConfigurationEndpoints.updateTeamConfiguration;
  const answer = await api.call(teamConfigurationEndpoints.updateTeamConfiguration, {
    params: { teamId },
    body,
    response: configurationAnswer,
  });
  const configuration = configurationOf(answer, teamId);
  if (configuration === undefined) throw new ResponseShapeError(title, `data holds no configuration of team ${teamId}`);
  return toState(configuration);
}

/** A team whose configuration the platform no longer shows, at an update that changes nothing. */
export class TeamConfigurationMissingError extends SupportPlatformError {
  constructor(readonly teamId: string) {
    super("ERR_NOT_FOUND", `team ${teamId} has no configuration: run \`pulumi refresh\`, then \`pulumi up\` sets the declared one again`);
  }
}

export const teamConfigurationDefinition: ResourceDefinition<typeof teamConfigurationSchema.inputs, TeamConfigurationState> = {
  ...teamConfigurationSchema,
  exported: {
    heading: "Configuration (hours, holidays, routing) of each team",
    label: (state, teamName) => `${teamName(state.teamId)} configuration`,
  },
  endpoints: teamConfigurationEndpoints,

  async create(api, inputs) {
    const { teamId, ...declared } = inputs;
    // A team has its configuration from its creation: one that already matches is taken over without a write.
    const current = await readConfiguration(api, teamId);
    // One the platform shows none of (docs: none is made or deleted apart from its team) gets every declared setting.
    const body = current === undefined ? declared : changes(current, declared);
    const state = current !== undefined && Object.keys(body).length === 0 ? current : await update(api, teamId, body);
    return { id: teamId, state };
  },

  read: (api, id) => readConfiguration(api, id),

  async update(api, id, state, inputs) {
    const { teamId: _, ...declared } = inputs;
    const body = changes(state, declared);
    if (Object.keys(body).length > 0) return update(api, id, body);
    const current = await readConfiguration(api, id);
    if (current === undefined) throw new TeamConfigurationMissingError(id);
    return current;
  },

  async delete() {
    // The configuration goes only with its team, and the platform's defaults are not documented to
    // put back: destroy leaves it as it is (the description says so).
  },

  async list(api, { teamIds }) {
    const found = await Promise.all(teamIds.map((teamId) => listedConfigurations(api, teamId)));
    return found.flatMap((listed) => listed ?? []);
  },
};
