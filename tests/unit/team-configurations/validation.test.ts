// Plan-time validation of a team configuration against the platform's (the emulator's update
// schema): times, slots that end before they start or overlap, holidays that are no real date, time
// zones. limits.test.ts walks the boundaries a JSON schema states; these rules are refinements it
// cannot see, so each value here goes to both, which must agree, and check names the path.
import { updateConfigurationSchema } from "../../../emulator/domains/team-configurations/schemas";
import { checkInputs } from "../../../provider/core/check-inputs";
import { teamConfigurationInputs } from "../../../provider/team-configurations/schema";

type Values = Record<string, unknown>;
const slot = (start: string, end: string) => ({ start, end });

const cases: { what: string; settings: Values; accepted: boolean; path?: string }[] = [
  { what: "a time zone of the IANA list", settings: { timezone: "Australia/Lord_Howe" }, accepted: true },
  { what: "UTC", settings: { timezone: "UTC" }, accepted: true },
  // Today's IANA names that ICU lists under their older ones (Asia/Calcutta, Europe/Kiev), and those.
  { what: "Asia/Kolkata", settings: { timezone: "Asia/Kolkata" }, accepted: true },
  { what: "Europe/Kyiv", settings: { timezone: "Europe/Kyiv" }, accepted: true },
  { what: "Asia/Calcutta", settings: { timezone: "Asia/Calcutta" }, accepted: true },
  { what: "an alias in lower case", settings: { timezone: "asia/kolkata" }, accepted: false, path: "timezone" },
  { what: "a UTC offset", settings: { timezone: "+05:30" }, accepted: false, path: "timezone" },
  { what: "a city that is no time zone", settings: { timezone: "Paris" }, accepted: false, path: "timezone" },
  { what: "a time zone in the wrong case", settings: { timezone: "europe/paris" }, accepted: false, path: "timezone" },
  { what: "a recurring holiday on 29 February", settings: { holidays: ["29-02"] }, accepted: true },
  { what: "29 February of a leap year", settings: { holidays: ["29-02-2028"] }, accepted: true },
  { what: "29 February of another year", settings: { holidays: ["29-02-2027"] }, accepted: false, path: "holidays[0]" },
  { what: "31 June", settings: { holidays: ["01-01", "31-06"] }, accepted: false, path: "holidays[1]" },
  { what: "a day 00", settings: { holidays: ["00-01"] }, accepted: false, path: "holidays[0]" },
  { what: "an ISO date", settings: { holidays: ["2026-12-25"] }, accepted: false, path: "holidays[0]" },
  { what: "slots touching end to start", settings: { commonSlots: [slot("09:00", "12:00"), slot("12:00", "17:00")] }, accepted: true },
  { what: "the last minute of the day", settings: { commonSlots: [slot("00:00", "23:59")] }, accepted: true },
  { what: "24:00", settings: { commonSlots: [slot("20:00", "24:00")] }, accepted: false, path: "commonSlots[0].end" },
  { what: "minute 60", settings: { commonSlots: [slot("09:60", "10:00")] }, accepted: false, path: "commonSlots[0].start" },
  { what: "a slot of no length", settings: { commonSlots: [slot("09:00", "09:00")] }, accepted: false, path: "commonSlots[0].end" },
  {
    what: "a slot ending before it starts",
    settings: { commonSlots: [slot("17:00", "09:00")] },
    accepted: false,
    path: "commonSlots[0].end",
  },
  {
    what: "overlapping slots declared out of order",
    settings: { dailyConfig: { tuesday: { isActive: true, slots: [slot("13:00", "17:00"), slot("09:00", "13:30")] } } },
    accepted: false,
    path: "dailyConfig.tuesday.slots[0]",
  },
  {
    what: "a slot inside another",
    settings: { dailyConfig: { friday: { isActive: true, slots: [slot("08:00", "18:00"), slot("10:00", "11:00")] } } },
    accepted: false,
    path: "dailyConfig.friday.slots[1]",
  },
  {
    what: "25 slots",
    settings: {
      commonSlots: [
        ...Array.from({ length: 24 }, (_, hour) => slot(`${String(hour).padStart(2, "0")}:00`, `${String(hour).padStart(2, "0")}:30`)),
        slot("23:40", "23:50"),
      ],
    },
    accepted: false,
    path: "commonSlots",
  },
  {
    what: "a day without isActive",
    settings: { dailyConfig: { monday: { slots: [] } } },
    accepted: false,
    path: "dailyConfig.monday.isActive",
  },
  { what: "a day off without slots", settings: { dailyConfig: { sunday: { isActive: false } } }, accepted: true },
];

describe.each(cases)("a team configuration with $what", ({ settings, accepted, path }) => {
  it(accepted ? "is accepted by check and by the platform" : "is refused by check, naming where, as by the platform", () => {
    const checked = checkInputs(teamConfigurationInputs, { teamId: "T1", ...settings });
    expect(updateConfigurationSchema.safeParse(settings).success).toBe(accepted);
    expect(checked.failures === undefined).toBe(accepted);
    if (path !== undefined) expect(checked.failures?.map((failure) => failure.property)).toContain(path);
  });
});
