// Invalid CsatSettings inputs.
import fc from "fast-check";
import { nonBlank, text } from "./valid-values";
import { absent, type InvalidInputTable } from "./invalid-input-table";

const days = fc.integer({ min: 0, max: 365 });

export const csatSettingsTable: InvalidInputTable = {
  kind: "CsatSettings",
  valid: {
    teamId: "TACME00001",
    cooldownPeriodDays: 14,
    userCooldownPeriodDays: 30,
    emailConfigId: "email-1",
    closedStatusIds: ["closed", "resolved"],
  },
  variations: {
    cooldownPeriodDays: days,
    userCooldownPeriodDays: days,
    emailConfigId: text(200),
    // Any order, with repeats: the provider sorts them and drops the repeats.
    closedStatusIds: fc.array(nonBlank(100), { maxLength: 6 }),
  },
  cases: [
    { problem: "no teamId", path: "teamId", value: absent },
    { problem: "an empty teamId", path: "teamId", value: "" },
    { problem: "a number for the teamId", path: "teamId", value: 7 },
    { problem: "a negative cooldown", path: "cooldownPeriodDays", value: -1 },
    { problem: "a cooldown over 365 days", path: "cooldownPeriodDays", value: 366 },
    { problem: "a fractional cooldown", path: "cooldownPeriodDays", value: 1.5 },
    { problem: "a string for the cooldown", path: "cooldownPeriodDays", value: "14" },
    { problem: "a negative user cooldown", path: "userCooldownPeriodDays", value: -3 },
    { problem: "a user cooldown over 365 days", path: "userCooldownPeriodDays", value: 1000 },
    { problem: "a null user cooldown", path: "userCooldownPeriodDays", value: null },
    { problem: "a number for the e-mail configuration", path: "emailConfigId", value: 5 },
    { problem: "an e-mail configuration over 200 characters", path: "emailConfigId", value: "e".repeat(201) },
    { problem: "a string for the closed statuses", path: "closedStatusIds", value: "closed" },
    { problem: "an empty closed status", path: "closedStatusIds[1]", value: "" },
    { problem: "a blank closed status", path: "closedStatusIds[0]", value: "   " },
    { problem: "a closed status over 100 characters", path: "closedStatusIds[0]", value: "s".repeat(101) },
    { problem: "a number for a closed status", path: "closedStatusIds[1]", value: 3 },
    { problem: "isEnabled, which the update endpoint does not take", path: "isEnabled", value: false },
    { problem: "an unknown property", path: "surveyChannel", value: "email" },
  ],
};
