// Invalid Role inputs.
import fc from "fast-check";
import { roleActions } from "../../../../provider/roles/role-actions";
import { nonBlank, text } from "./valid-values";
import { absent, type InvalidInputTable } from "./invalid-input-table";

export const roleTable: InvalidInputTable = {
  kind: "Role",
  valid: {
    name: "Escalation leads",
    description: "Leads of the escalation team",
    permissions: [{ resource: "tickets", actions: ["view", "assign"], scope: "team", conditions: { priority: "high" } }],
  },
  variations: {
    name: nonBlank(100),
    description: text(1000),
    "permissions[0].resource": nonBlank(200),
    // Any order, with repeats: the provider sorts them and drops the repeats.
    "permissions[0].actions": fc.array(fc.constantFrom(...roleActions), { minLength: 1, maxLength: 8 }),
    "permissions[0].scope": nonBlank(50),
    "permissions[0].conditions": fc.dictionary(fc.string(), fc.jsonValue()),
  },
  cases: [
    { problem: "no name", path: "name", value: absent },
    { problem: "an empty name", path: "name", value: "" },
    { problem: "a blank name", path: "name", value: "   " },
    { problem: "a number for the name", path: "name", value: 42 },
    { problem: "a name over 100 characters", path: "name", value: "n".repeat(101) },
    { problem: "a null name", path: "name", value: null },
    { problem: "a number for the description", path: "description", value: 7 },
    { problem: "a description over 1,000 characters", path: "description", value: "d".repeat(1001) },
    { problem: "no permissions", path: "permissions", value: absent },
    { problem: "a string for the permissions", path: "permissions", value: "tickets:view" },
    { problem: "a string for a permission", path: "permissions[0]", value: "tickets:view" },
    { problem: "an empty resource", path: "permissions[0].resource", value: "" },
    { problem: "no actions", path: "permissions[0].actions", value: [] },
    { problem: "a string for the actions", path: "permissions[0].actions", value: "view" },
    { problem: "an action outside the enum", path: "permissions[0].actions[1]", value: "fly" },
    { problem: "an action in the wrong case", path: "permissions[0].actions[0]", value: "VIEW" },
    { problem: "an empty scope", path: "permissions[0].scope", value: "" },
    { problem: "a string for the conditions", path: "permissions[0].conditions", value: "always" },
    { problem: "an empty adoptId", path: "adoptId", value: "" },
    { problem: "an unknown key in a permission", path: "permissions[0].effect", value: "allow" },
    { problem: "an unknown top-level key", path: "colour", value: "red" },
  ],
};
