// The team configuration records the emulator keeps: one per team, kept under the team's id.

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/** A stretch of working time, `HH:MM` to `HH:MM`. */
export interface TimeSlot {
  start: string;
  end: string;
}

export interface DayConfig {
  isActive: boolean;
  slots: TimeSlot[];
}

export interface TeamConfiguration {
  /** The team's id: a team has exactly one configuration. */
  id: string;
  organizationId: string;
  teamId: string;
  timezone: string;
  routingRespectsTimezone: boolean;
  routingRespectsUserCapacity: boolean;
  routingRespectsUserTimezone: boolean;
  routingRespectsUserAvailability: boolean;
  routingRespectsUserBusinessHours: boolean;
  fallbackSubTeam: string | null;
  /** `DD-MM` (every year) or `DD-MM-YYYY`. */
  holidays: string[];
  userRoutingStrategy: string;
  commonDailyConfig: boolean;
  commonSlots: TimeSlot[];
  dailyConfig: Record<Weekday, DayConfig>;
  createdAt: string;
  updatedAt: string;
}
