// The body of a team configuration's update (docs: every field optional). Times are `HH:MM` of a
// day, each slot starts before it ends and a day's slots do not overlap; holidays are real dates.
import { z } from "zod";
import { nonBlank } from "../../http/schema-parts";
import { WEEKDAYS } from "./types";

/** The update pages' values (REST and MCP); the MCP read page's `ROUND_ROBIN`, `LEAST_BUSY` are not accepted. */
export const ROUTING_STRATEGIES = ["manual", "round_robin"] as const;

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { message: "must be a time of day HH:MM" });

const slot = z
  .strictObject({ start: time, end: time })
  .refine((candidate) => candidate.start < candidate.end, { message: "must start before it ends", path: ["end"] });

const slots = z
  .array(slot)
  .max(24)
  .superRefine((list, context) => {
    const sorted = list.map((candidate, index) => ({ ...candidate, index })).sort((a, b) => a.start.localeCompare(b.start));
    for (const [position, current] of sorted.entries()) {
      const previous = sorted[position - 1];
      if (previous && current.start < previous.end)
        context.addIssue({ code: "custom", path: [current.index], message: `overlaps slot ${previous.index}` });
    }
  });

const day = z.strictObject({ isActive: z.boolean(), slots: slots.default([]) });

/** `DD-MM` (recurring, 29-02 included) or `DD-MM-YYYY`, naming a day that exists. */
const holiday = z
  .string()
  .regex(/^\d{2}-\d{2}(?:-\d{4})?$/, { message: "must be a date DD-MM or DD-MM-YYYY" })
  .refine(
    (text) => {
      const [dayOfMonth, month, year = 2000] = text.split("-").map(Number) as [number, number, number?];
      const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth;
    },
    { message: "must be a date that exists" },
  );

const LISTED_TIME_ZONES = new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
const LISTED_TIME_ZONES_LOWER_CASE = new Set([...LISTED_TIME_ZONES].map((name) => name.toLowerCase()));

/**
 * Whether `name` is an IANA time zone as the database writes it: a name the runtime lists, `UTC`, or
 * another name the runtime resolves, such as today's `Asia/Kolkata` and `Europe/Kyiv`, which ICU lists
 * under their older names. The runtime resolves any case (`europe/paris`), so a name that differs from a
 * listed one only in case is refused, as is one whose parts do not start with a capital.
 */
function isTimeZoneName(name: string): boolean {
  if (LISTED_TIME_ZONES.has(name)) return true;
  if (LISTED_TIME_ZONES_LOWER_CASE.has(name.toLowerCase()) || !name.split("/").every((part) => /^[A-Z]/.test(part))) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const timezone = z.string().refine(isTimeZoneName, { message: "must be an IANA time zone name such as America/New_York" });

export const updateConfigurationSchema = z.strictObject({
  timezone: timezone.optional(),
  routingRespectsTimezone: z.boolean().optional(),
  routingRespectsUserCapacity: z.boolean().optional(),
  routingRespectsUserTimezone: z.boolean().optional(),
  routingRespectsUserAvailability: z.boolean().optional(),
  routingRespectsUserBusinessHours: z.boolean().optional(),
  fallbackSubTeam: nonBlank(50).nullable().optional(),
  holidays: z
    .array(holiday)
    .max(366)
    .refine((list) => new Set(list).size === list.length, { message: "must not repeat a date" })
    .optional(),
  userRoutingStrategy: z.enum(ROUTING_STRATEGIES).optional(),
  commonDailyConfig: z.boolean().optional(),
  commonSlots: slots.optional(),
  dailyConfig: z
    .strictObject(
      Object.fromEntries(WEEKDAYS.map((name) => [name, day.optional()])) as Record<(typeof WEEKDAYS)[number], z.ZodOptional<typeof day>>,
    )
    .optional(),
});

export type ConfigurationUpdate = z.output<typeof updateConfigurationSchema>;
