// Invalid TeamRoutingRule inputs: the limits the emulator holds the platform to
// (docs/api-contract.md, "Team routing rules"), conditions as the MCP samples' objects.
import fc from "fast-check";
import { nonBlank, text } from "./valid-values";
import { absent, type InvalidInputTable } from "./invalid-input-table";

const urgent = { field: "priority", operator: "EQUALS", value: "Urgent", precedence: 1 };
const invoices = { field: "title", operator: "CONTAINS", value: "invoice", precedence: 2 };

export const teamRoutingRuleTable: InvalidInputTable = {
  kind: "TeamRoutingRule",
  valid: {
    teamId: "TACME00001",
    name: "Urgent to technical",
    resultTeamId: "TACME00002",
    description: "Urgent tickets go to the technical team",
    evaluationOrder: 5,
    andRules: [urgent],
    orRules: [invoices],
  },
  variations: {
    teamId: nonBlank(50),
    name: nonBlank(100),
    resultTeamId: nonBlank(50),
    description: text(1000),
    evaluationOrder: fc.integer({ min: 0, max: 1_000_000 }),
    "andRules[0].field": nonBlank(100),
    "andRules[0].operator": fc.constantFrom("EQUALS", "NOT_EQUALS", "CONTAINS"),
    "andRules[0].value": text(1000),
    "orRules[0].precedence": fc.integer({ min: 0, max: 1000 }),
  },
  cases: [
    { problem: "no team", path: "teamId", value: absent },
    { problem: "a blank team id", path: "teamId", value: "   " },
    { problem: "no name", path: "name", value: absent },
    { problem: "a name over 100 characters", path: "name", value: "n".repeat(101) },
    { problem: "no result team", path: "resultTeamId", value: absent },
    { problem: "an empty result team id", path: "resultTeamId", value: "" },
    { problem: "a description over 1,000 characters", path: "description", value: "d".repeat(1001) },
    { problem: "a fractional evaluation order", path: "evaluationOrder", value: 1.5 },
    { problem: "a negative evaluation order", path: "evaluationOrder", value: -1 },
    { problem: "an evaluation order over 1,000,000", path: "evaluationOrder", value: 1_000_001 },
    { problem: "an operator the docs do not show", path: "andRules[0].operator", value: "STARTS_WITH" },
    { problem: "a lower-case operator", path: "orRules[0].operator", value: "equals" },
    { problem: "a blank field", path: "andRules[0].field", value: " " },
    { problem: "a field over 100 characters", path: "orRules[0].field", value: "f".repeat(101) },
    { problem: "a number for the value", path: "andRules[0].value", value: 3 },
    { problem: "a value over 1,000 characters", path: "orRules[0].value", value: "v".repeat(1001) },
    { problem: "no precedence", path: "andRules[0].precedence", value: absent },
    { problem: "a negative precedence", path: "orRules[0].precedence", value: -1 },
    { problem: "a precedence over 1,000", path: "andRules[0].precedence", value: 1001 },
    { problem: "an unknown key in a condition", path: "andRules[0].priority", value: "high" },
    { problem: "a condition as text (the answers' form, not the inputs')", path: "orRules[0]", value: JSON.stringify(invoices) },
    { problem: "more than 50 conditions", path: "andRules", value: Array.from({ length: 51 }, () => urgent) },
    { problem: "an adoptId without the team", path: "adoptId", value: "RRABC123456" },
    { problem: "an adoptId of three parts", path: "adoptId", value: "TACME00001/RRABC123456/x" },
    { problem: "fallbackTeamId, which a team's configuration holds", path: "fallbackTeamId", value: "TACME00003" },
  ],
};
