// The configuration a team has from its creation (docs/api-contract.md, "Team configurations"):
// UTC, weekdays 09:00 to 17:00, manual routing, every routing switch off, no holidays.
import type { Team } from "../../store/types";
import { type DayConfig, type TeamConfiguration, type Weekday, WEEKDAYS } from "./types";

const WORKDAY: DayConfig = { isActive: true, slots: [{ start: "09:00", end: "17:00" }] };
const DAY_OFF: DayConfig = { isActive: false, slots: [] };
const WEEKEND: readonly Weekday[] = ["saturday", "sunday"];

export const defaultDailyConfig = (): Record<Weekday, DayConfig> =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, structuredClone(WEEKEND.includes(day) ? DAY_OFF : WORKDAY)])) as Record<
    Weekday,
    DayConfig
  >;

export function defaultConfiguration(team: Pick<Team, "id" | "organizationId">, at: string): TeamConfiguration {
  return {
    id: team.id,
    organizationId: team.organizationId,
    teamId: team.id,
    timezone: "UTC",
    routingRespectsTimezone: false,
    routingRespectsUserCapacity: false,
    routingRespectsUserTimezone: false,
    routingRespectsUserAvailability: false,
    routingRespectsUserBusinessHours: false,
    fallbackSubTeam: null,
    holidays: [],
    userRoutingStrategy: "manual",
    commonDailyConfig: false,
    commonSlots: [],
    dailyConfig: defaultDailyConfig(),
    createdAt: at,
    updatedAt: at,
  };
}
