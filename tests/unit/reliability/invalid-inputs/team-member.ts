// Invalid TeamMember inputs.
import fc from "fast-check";
import { nonBlank } from "./valid-values";
import { absent, type InvalidInputTable } from "./invalid-input-table";

const word = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789".split("")), minLength: 1, maxLength: 10 });

export const teamMemberTable: InvalidInputTable = {
  kind: "TeamMember",
  valid: { teamId: "TACME00002", userId: "UACME00003", email: "member@acme.test", isAdmin: false },
  variations: {
    teamId: nonBlank(50),
    userId: nonBlank(50),
    // In lower case: check lower-cases an address, as the platform finds users whatever its case.
    email: fc.tuple(word, word).map(([local, domain]) => `${local}@${domain}.example`),
    isAdmin: fc.boolean(),
  },
  cases: [
    { problem: "no team", path: "teamId", value: absent },
    { problem: "an empty team id", path: "teamId", value: "" },
    { problem: "a blank team id", path: "teamId", value: "   " },
    { problem: "a null team id", path: "teamId", value: null },
    { problem: "a number for the team id", path: "teamId", value: 1 },
    { problem: "a team id over 50 characters", path: "teamId", value: "T".repeat(51) },
    { problem: "an empty user id", path: "userId", value: "" },
    { problem: "a number for the user id", path: "userId", value: 3 },
    { problem: "a user id over 50 characters", path: "userId", value: "U".repeat(51) },
    { problem: "an e-mail address without @", path: "email", value: "member.acme.test" },
    { problem: "an e-mail address without a domain", path: "email", value: "member@" },
    { problem: "a number for the e-mail address", path: "email", value: 5 },
    { problem: "a string for isAdmin", path: "isAdmin", value: "true" },
    { problem: "an empty adoptId", path: "adoptId", value: "" },
    { problem: "an adoptId without the team", path: "adoptId", value: "UACME00003" },
    { problem: "an adoptId of three parts", path: "adoptId", value: "TACME00002/UACME00003/x" },
    { problem: "a role, which the platform does not take", path: "role", value: "Team Lead" },
  ],
};
