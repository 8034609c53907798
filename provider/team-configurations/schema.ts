// TeamConfiguration: its inputs, its state and what the package schema says of it. Its calls:
// definition.ts. The limits are the platform's as docs/api-contract.md records them ("Team
// configurations"): times `HH:MM`, a slot starting before it ends, a day's slots not overlapping,
// holidays that are real dates, IANA time zones; check refuses what the update would.
import { z } from "zod";
import type { ResourceSchema, StateOf } from "../core/resource-definition";
import { nonBlank, timestamps } from "../core/schema-parts";
import { unorderedList } from "../core/unordered-lists";

export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof weekdays)[number];

/** The strategies the update pages name (the read page's upper-case ones are read as these). */
export const routingStrategies = ["manual", "round_robin"] as const;

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "must be a time of day HH:MM (00:00 to 23:59)");

const slot = z
  .strictObject({ start: time.describe("When it starts, `HH:MM`."), end: time.describe("When it ends, `HH:MM`, after it starts.") })
  .refine((candidate) => candidate.start < candidate.end, { message: "must end after it starts", path: ["end"] })
  .describe("A stretch of working time.");

const slots = z
  .array(slot)
  .max(24)
  .superRefine((list, context) => {
    const byStart = list.map((candidate, index) => ({ ...candidate, index })).sort((a, b) => a.start.localeCompare(b.start));
    for (const [position, current] of byStart.entries()) {
      const previous = byStart[position - 1];
      if (previous && current.start < previous.end)
        context.addIssue({ code: "custom", path: [current.index], message: `overlaps slot ${previous.index}` });
    }
  });

const day = z
  .strictObject({
    isActive: z.boolean().describe("Whether the team works that day."),
    slots: slots.optional().describe("Its working hours, at most 24 slots that do not overlap; none when left out."),
  })
  .describe("One day's working hours.");

/** `DD-MM` (every year, 29-02 included) or `DD-MM-YYYY`, naming a day that exists. */
const holiday = z
  .string()
  .regex(/^\d{2}-\d{2}(?:-\d{4})?$/, "must be a date DD-MM (every year) or DD-MM-YYYY")
  .refine((text) => {
    const [dayOfMonth, month, year = 2000] = text.split("-").map(Number) as [number, number, number?];
    const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth;
  }, "must be a date that exists");

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

const routingSwitch = (what: string) => z.boolean().optional().describe(`Whether routing respects ${what}.`);

export const teamConfigurationInputs = z.strictObject({
  teamId: z.string().min(1, "must not be empty").describe("The team's id. Changing it replaces the resource."),
  timezone: z
    .string()
    .refine(isTimeZoneName, "must be an IANA time zone name such as America/New_York")
    .optional()
    .describe("The IANA time zone the team's hours and holidays are in, such as `Europe/Paris`."),
  holidays: unorderedList(z.array(holiday).max(366))
    .optional()
    .describe("Days off: `DD-MM` every year, or `DD-MM-YYYY` once. Order does not matter."),
  commonDailyConfig: z.boolean().optional().describe("Whether every working day has the same hours, `commonSlots`."),
  commonSlots: slots
    .optional()
    .describe("The hours of every working day when `commonDailyConfig` is set: at most 24 slots that do not overlap."),
  dailyConfig: z
    .strictObject(Object.fromEntries(weekdays.map((name) => [name, day.optional()])) as Record<Weekday, z.ZodOptional<typeof day>>)
    .optional()
    .describe("Each day's hours, `monday` to `sunday`. Only the declared days are managed: the platform keeps the others."),
  userRoutingStrategy: z.enum(routingStrategies).optional().describe("How tickets are given to the team's members."),
  routingRespectsTimezone: routingSwitch("the team's time zone"),
  routingRespectsUserCapacity: routingSwitch("each member's capacity"),
  routingRespectsUserTimezone: routingSwitch("each member's time zone"),
  routingRespectsUserAvailability: routingSwitch("each member's availability"),
  routingRespectsUserBusinessHours: routingSwitch("each member's business hours"),
  fallbackSubTeam: nonBlank(50).optional().describe("The sub-team (a team whose parent is this one) that takes what the team cannot."),
});
export type TeamConfigurationInputs = z.output<typeof teamConfigurationInputs>;

/** The configuration as Pulumi keeps it (StateOf). */
export type TeamConfigurationState = StateOf<typeof teamConfigurationSchema>;

const workday = { isActive: true, slots: [{ start: "09:00", end: "17:00" }] };
const dayOff = { isActive: false, slots: [] };

export const teamConfigurationSchema = {
  inputs: teamConfigurationInputs,
  description:
    "A team's configuration: its time zone, holidays, weekly hours and how tickets are routed to its members. It exists with its team, so the resource takes it over (no write when it already matches); only the declared settings, and of `dailyConfig` only the declared days, are managed. Destroy leaves the team's configuration as it is. Changing `teamId` replaces it.",
  computedOutputs: z.object({ ...timestamps }),
  secretOutputs: [],
  derivedOutputs: {},
  replaceOnChanges: ["teamId"],
  // A new team's configuration as the emulator has it (docs/api-contract.md: assumed, the docs show
  // none): an export leaves out what equals it.
  serverDefaults: {
    timezone: "UTC",
    holidays: [],
    commonDailyConfig: false,
    commonSlots: [],
    dailyConfig: Object.fromEntries(weekdays.map((name) => [name, name === "saturday" || name === "sunday" ? dayOff : workday])),
    userRoutingStrategy: "manual",
    routingRespectsTimezone: false,
    routingRespectsUserCapacity: false,
    routingRespectsUserTimezone: false,
    routingRespectsUserAvailability: false,
    routingRespectsUserBusinessHours: false,
  },
} satisfies ResourceSchema<typeof teamConfigurationInputs>;
