// Invalid Team inputs.
import fc from "fast-check";
import { nonBlank, text } from "./valid-values";
import { absent, type InvalidInputTable } from "./invalid-input-table";

const identifierCharacters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-".split("");

export const teamTable: InvalidInputTable = {
  kind: "Team",
  valid: {
    name: "Night shift",
    description: "Nights and weekends",
    identifier: "NIGHT",
    icon: "moon",
    color: "navy",
    isPrivate: false,
    parentTeamId: "TACME00001",
  },
  variations: {
    name: nonBlank(100),
    description: text(1000),
    identifier: fc.string({ unit: fc.constantFrom(...identifierCharacters), minLength: 1, maxLength: 20 }),
    icon: fc.string({ minLength: 1, maxLength: 100 }),
    color: fc.string({ minLength: 1, maxLength: 50 }),
    isPrivate: fc.boolean(),
    parentTeamId: nonBlank(50),
  },
  cases: [
    { problem: "no name", path: "name", value: absent },
    { problem: "an empty name", path: "name", value: "" },
    { problem: "a blank name", path: "name", value: "   " },
    { problem: "a null name", path: "name", value: null },
    { problem: "a number for the name", path: "name", value: 7 },
    { problem: "a name over 100 characters", path: "name", value: "n".repeat(101) },
    { problem: "a number for the description", path: "description", value: 7 },
    { problem: "a description over 1,000 characters", path: "description", value: "d".repeat(1001) },
    { problem: "an empty identifier", path: "identifier", value: "" },
    { problem: "an identifier with a space", path: "identifier", value: "NIGHT SHIFT" },
    { problem: "an identifier with an accent", path: "identifier", value: "NUIT-ÉTÉ" },
    { problem: "an identifier over 20 characters", path: "identifier", value: "N".repeat(21) },
    { problem: "a number for the identifier", path: "identifier", value: 42 },
    { problem: "an empty icon", path: "icon", value: "" },
    { problem: "an icon over 100 characters", path: "icon", value: "i".repeat(101) },
    { problem: "an empty color", path: "color", value: "" },
    { problem: "a color over 50 characters", path: "color", value: "c".repeat(51) },
    { problem: "a string for isPrivate", path: "isPrivate", value: "private" },
    { problem: "an empty parent team id", path: "parentTeamId", value: "" },
    { problem: "a blank parent team id", path: "parentTeamId", value: "  " },
    { problem: "a parent team id over 50 characters", path: "parentTeamId", value: "T".repeat(51) },
    { problem: "an empty adoptId", path: "adoptId", value: "" },
    { problem: "privacy as a word, which the platform does not take", path: "privacy", value: "private" },
  ],
};
