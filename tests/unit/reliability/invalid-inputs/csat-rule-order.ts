// Invalid CsatRuleOrder inputs.
import fc from "fast-check";
import { absent, type InvalidInputTable } from "./invalid-input-table";

/** A rule id beginning with `first`: ids at different places never repeat one another. */
const ruleId = (first: string) =>
  fc.string({ unit: fc.constantFrom(..."abcdef0123456789-".split("")), maxLength: 99 }).map((rest) => `${first}${rest}`);

export const csatRuleOrderTable: InvalidInputTable = {
  kind: "CsatRuleOrder",
  valid: { teamId: "TACME00001", ruleIds: ["CR1", "CR2", "CR3"] },
  variations: {
    teamId: fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".split("")), minLength: 1, maxLength: 100 }),
    "ruleIds[0]": ruleId("x"),
    "ruleIds[1]": ruleId("y"),
    "ruleIds[2]": ruleId("z"),
  },
  cases: [
    { problem: "no team", path: "teamId", value: absent },
    { problem: "an empty team id", path: "teamId", value: "" },
    { problem: "a blank team id", path: "teamId", value: "  " },
    { problem: "a number for the team id", path: "teamId", value: 7 },
    { problem: "a null team id", path: "teamId", value: null },
    { problem: "a team id over 100 characters", path: "teamId", value: "T".repeat(101) },
    { problem: "no rule ids", path: "ruleIds", value: absent },
    { problem: "an empty order", path: "ruleIds", value: [] },
    { problem: "a string for the order", path: "ruleIds", value: "CR1,CR2" },
    { problem: "an object for the order", path: "ruleIds", value: { first: "CR1" } },
    { problem: "a null rule id", path: "ruleIds[0]", value: null },
    { problem: "an empty rule id", path: "ruleIds[0]", value: "" },
    { problem: "a blank rule id", path: "ruleIds[1]", value: " " },
    { problem: "a number for a rule id", path: "ruleIds[1]", value: 2 },
    { problem: "a rule id over 100 characters", path: "ruleIds[2]", value: "C".repeat(101) },
    { problem: "an empty adoptId", path: "adoptId", value: "" },
    { problem: "a number for adoptId", path: "adoptId", value: 1 },
    { problem: "a priority, which belongs to each rule", path: "priority", value: 1 },
  ],
};
