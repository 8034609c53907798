// Invalid Tag inputs.
import fc from "fast-check";
import { tagTypes } from "../../../../provider/tags/tag-types";
import { hexColor, nonBlank, text } from "./valid-values";
import { absent, type InvalidInputTable } from "./invalid-input-table";

export const tagTable: InvalidInputTable = {
  kind: "Tag",
  valid: { name: "Billing", color: "#1f74db", tagType: "ticket", description: "Questions about invoices" },
  variations: { name: nonBlank(50), color: hexColor, tagType: fc.constantFrom(...tagTypes), description: text(255) },
  cases: [
    { problem: "no name", path: "name", value: absent },
    { problem: "an empty name", path: "name", value: "" },
    { problem: "a blank name", path: "name", value: "   " },
    { problem: "a name over 50 characters", path: "name", value: "n".repeat(51) },
    { problem: "a number for the name", path: "name", value: 42 },
    { problem: "a null name", path: "name", value: null },
    { problem: "no color", path: "color", value: absent },
    { problem: "a color name for the color", path: "color", value: "blue" },
    { problem: "a color without its #", path: "color", value: "1f74db" },
    { problem: "a color of four hex digits", path: "color", value: "#1f74" },
    { problem: "no tagType", path: "tagType", value: absent },
    { problem: "a tagType outside the enum", path: "tagType", value: "team" },
    { problem: "a tagType in the wrong case", path: "tagType", value: "Ticket" },
    { problem: "a description over 255 characters", path: "description", value: "d".repeat(256) },
    { problem: "a number for the description", path: "description", value: 7 },
    { problem: "an empty adoptId", path: "adoptId", value: "" },
    { problem: "an unknown top-level key", path: "colour", value: "red" },
  ],
};
