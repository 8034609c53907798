// Invalid AccountRelationshipType inputs.
import fc from "fast-check";
import { nonBlank } from "./valid-values";
import { absent, type InvalidInputTable } from "./invalid-input-table";

export const accountRelationshipTypeTable: InvalidInputTable = {
  kind: "AccountRelationshipType",
  valid: { name: "Subsidiary", inverseTypeId: "ART0PARENT01", selfInverse: false },
  // selfInverse stays false: true beside inverseTypeId is one of the cases.
  variations: { name: nonBlank(100), inverseTypeId: nonBlank(50), selfInverse: fc.constant(false) },
  cases: [
    { problem: "no name", path: "name", value: absent },
    { problem: "an empty name", path: "name", value: "" },
    { problem: "a blank name", path: "name", value: "  \t " },
    { problem: "a name over 100 characters", path: "name", value: "n".repeat(101) },
    { problem: "a number for the name", path: "name", value: 42 },
    { problem: "a null name", path: "name", value: null },
    { problem: "an empty inverseTypeId", path: "inverseTypeId", value: "" },
    { problem: "a blank inverseTypeId", path: "inverseTypeId", value: "   " },
    { problem: "an inverseTypeId over 50 characters", path: "inverseTypeId", value: "A".repeat(51) },
    { problem: "a number for the inverseTypeId", path: "inverseTypeId", value: 7 },
    { problem: "a list of inverse types", path: "inverseTypeId", value: ["ART0PARENT01"] },
    { problem: "selfInverse beside inverseTypeId", path: "selfInverse", value: true },
    { problem: "a string for selfInverse", path: "selfInverse", value: "yes" },
    { problem: "a number for selfInverse", path: "selfInverse", value: 1 },
    { problem: "an empty adoptId", path: "adoptId", value: "" },
    { problem: "the platform's field name for the inverse", path: "inverseRelationshipId", value: "ART0PARENT01" },
  ],
};
