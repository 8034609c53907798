// Invalid TeamConfiguration inputs: the platform's limits on times, slots, holidays and time zones.
import fc from "fast-check";
import { absent, type InvalidInputTable } from "./invalid-input-table";

const twoDigits = (max: number, min = 0) => fc.integer({ min, max }).map((value) => String(value).padStart(2, "0"));
/** A date that exists in every year: days 1 to 28. */
const holiday = fc
  .tuple(twoDigits(28, 1), twoDigits(12, 1), fc.option(fc.integer({ min: 1970, max: 2100 }), { nil: undefined }))
  .map(([day, month, year]) => (year === undefined ? `${day}-${month}` : `${day}-${month}-${year}`));
/** Slots that do not overlap: each in its own hour of the day. */
const slots = fc
  .uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 4 })
  .map((hours) => hours.map((hour) => ({ start: `${String(hour).padStart(2, "0")}:00`, end: `${String(hour).padStart(2, "0")}:30` })));

export const teamConfigurationTable: InvalidInputTable = {
  kind: "TeamConfiguration",
  valid: {
    teamId: "TACME00001",
    timezone: "Europe/Paris",
    holidays: ["25-12", "01-05-2026"],
    commonDailyConfig: false,
    commonSlots: [{ start: "09:00", end: "10:00" }],
    dailyConfig: {
      monday: {
        isActive: true,
        slots: [
          { start: "08:00", end: "12:00" },
          { start: "13:00", end: "17:30" },
        ],
      },
      saturday: { isActive: false, slots: [] },
    },
    userRoutingStrategy: "round_robin",
    routingRespectsTimezone: true,
    routingRespectsUserCapacity: false,
    routingRespectsUserTimezone: true,
    routingRespectsUserAvailability: true,
    routingRespectsUserBusinessHours: false,
    fallbackSubTeam: "TACME00004",
  },
  variations: {
    timezone: fc.constantFrom("UTC", "America/New_York", "Australia/Lord_Howe"),
    holidays: fc.uniqueArray(holiday, { maxLength: 6 }),
    commonDailyConfig: fc.boolean(),
    "dailyConfig.saturday": fc.record({ isActive: fc.boolean(), slots }),
    userRoutingStrategy: fc.constantFrom("manual", "round_robin"),
    routingRespectsUserCapacity: fc.boolean(),
  },
  cases: [
    { problem: "no teamId", path: "teamId", value: absent },
    { problem: "an empty teamId", path: "teamId", value: "" },
    { problem: "a time zone that is no IANA name", path: "timezone", value: "Paris" },
    { problem: "an offset for the time zone", path: "timezone", value: "+02:00" },
    { problem: "a holiday in another format", path: "holidays[0]", value: "2026-12-25" },
    { problem: "a holiday that does not exist", path: "holidays[1]", value: "31-04-2026" },
    { problem: "29 February of a year without it", path: "holidays[0]", value: "29-02-2027" },
    { problem: "a holiday in month 13", path: "holidays[0]", value: "01-13" },
    { problem: "a time past 23:59", path: "dailyConfig.monday.slots[0].end", value: "24:00" },
    { problem: "a time without its leading zero", path: "dailyConfig.monday.slots[0].start", value: "8:00" },
    { problem: "a slot that ends before it starts", path: "dailyConfig.monday.slots[1].end", value: "12:30" },
    { problem: "a slot overlapping the one before", path: "dailyConfig.monday.slots[1]", value: { start: "11:00", end: "14:00" } },
    { problem: "overlapping common slots", path: "commonSlots[1]", value: { start: "09:30", end: "11:00" } },
    { problem: "a day without isActive", path: "dailyConfig.monday.isActive", value: absent },
    { problem: "a day that is no weekday", path: "dailyConfig.someday", value: { isActive: true, slots: [] } },
    { problem: "a strategy the update pages do not name", path: "userRoutingStrategy", value: "LEAST_BUSY" },
    { problem: "a string for a routing switch", path: "routingRespectsTimezone", value: "yes" },
    { problem: "a blank fallback sub-team", path: "fallbackSubTeam", value: "   " },
    { problem: "an unknown property", path: "businessHours", value: {} },
  ],
};
