// Invalid TeamTag inputs: the team tag update page's limits (docs/api-contract.md, Tags), which the
// emulator holds the platform to.
import { hexColor, nonBlank, text } from "./valid-values";
import { absent, type InvalidInputTable } from "./invalid-input-table";

export const teamTagTable: InvalidInputTable = {
  kind: "TeamTag",
  valid: { teamId: "TACME00001", name: "Billing", color: "#1f74db", description: "Questions about invoices" },
  variations: { teamId: nonBlank(50), name: nonBlank(50), color: hexColor, description: text(255) },
  cases: [
    { problem: "no teamId", path: "teamId", value: absent },
    { problem: "a blank teamId", path: "teamId", value: "  " },
    { problem: "a teamId over 50 characters", path: "teamId", value: "T".repeat(51) },
    { problem: "no name", path: "name", value: absent },
    { problem: "an empty name", path: "name", value: "" },
    { problem: "a blank name", path: "name", value: "   " },
    { problem: "a name over 50 characters", path: "name", value: "n".repeat(51) },
    { problem: "a null name (the page marks it nullable; a tag keeps a name)", path: "name", value: null },
    { problem: "a number for the name", path: "name", value: 42 },
    { problem: "no color", path: "color", value: absent },
    { problem: "a color name for the color", path: "color", value: "blue" },
    { problem: "a color of four hex digits", path: "color", value: "#1f74" },
    { problem: "a description over 255 characters", path: "description", value: "d".repeat(256) },
    { problem: "a number for the description", path: "description", value: 7 },
    { problem: "an adoptId without its team", path: "adoptId", value: "TAG1" },
    { problem: "an adoptId with a third part", path: "adoptId", value: "T1/TAG1/x" },
    { problem: "a tagType, which a team's tag has not", path: "tagType", value: "ticket" },
  ],
};
