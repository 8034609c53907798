// Invalid TicketStatus inputs.
import fc from "fast-check";
import { nonBlank, text } from "./valid-values";
import { absent, type InvalidInputTable } from "./invalid-input-table";

export const ticketStatusTable: InvalidInputTable = {
  kind: "TicketStatus",
  valid: {
    teamId: "TACME00001",
    parentStatusId: "STACME00002",
    name: "in_review",
    displayName: "In review",
    description: "Waiting for a second look",
    isDefault: false,
  },
  variations: {
    teamId: fc.stringMatching(/^[A-Z0-9]{1,50}$/),
    parentStatusId: fc.stringMatching(/^[A-Z0-9]{1,50}$/),
    name: fc.stringMatching(/^[a-z][a-z0-9_]{0,49}$/),
    displayName: nonBlank(100),
    description: text(1000),
    isDefault: fc.boolean(),
  },
  cases: [
    { problem: "no teamId", path: "teamId", value: absent },
    { problem: "a blank teamId", path: "teamId", value: "  " },
    { problem: "a number for the teamId", path: "teamId", value: 7 },
    { problem: "no parentStatusId (a parent, which is only adopted)", path: "parentStatusId", value: absent },
    { problem: "an empty parentStatusId", path: "parentStatusId", value: "" },
    { problem: "no name", path: "name", value: absent },
    { problem: "a name with upper-case letters", path: "name", value: "In_review" },
    { problem: "a name with a space", path: "name", value: "in review" },
    { problem: "a name starting with a digit", path: "name", value: "2nd_look" },
    { problem: "a name over 50 characters", path: "name", value: `n${"a".repeat(50)}` },
    { problem: "no displayName", path: "displayName", value: absent },
    { problem: "a blank displayName", path: "displayName", value: "   " },
    { problem: "a displayName over 100 characters", path: "displayName", value: "d".repeat(101) },
    { problem: "a description over 1,000 characters", path: "description", value: "d".repeat(1001) },
    { problem: "a string for isDefault", path: "isDefault", value: "yes" },
    { problem: "an empty adoptId", path: "adoptId", value: "" },
    { problem: "an unknown key", path: "moveParentTickets", value: true },
  ],
};
