// Invalid SlaPolicy inputs: the limits the emulator holds the platform to (docs/api-contract.md,
// "SLA policies"): conditions matching values by label, metrics at most once, durations whole
// minutes as numbers or numeric strings.
import fc from "fast-check";
import { nonBlank, text } from "./valid-values";
import { absent, type InvalidInputTable } from "./invalid-input-table";

const open = { entity: "ticket", field: "status", operator: "equals", values: [{ label: "Open" }] };
const urgent = { entity: "ticket", field: "priority", operator: "in", values: [{ label: "High" }, { label: "Urgent" }] };

export const slaPolicyTable: InvalidInputTable = {
  kind: "SlaPolicy",
  valid: {
    teamId: "TACME00001",
    name: "Standard",
    description: "First answers within two hours",
    entityType: "ticket",
    filter: { all: [open], any: [] },
    policyMetrics: [
      { metric: "FIRST_RESPONSE_TIME", default: true, durationInMinutes: "120", specific: [{ ...urgent, durationInMinutes: 30 }] },
    ],
    pauseConditions: { all: [], any: [urgent] },
    isActive: true,
  },
  variations: {
    teamId: nonBlank(100),
    name: nonBlank(200),
    description: text(2000),
    "filter.all[0].field": nonBlank(100),
    "filter.all[0].values[0].label": nonBlank(200),
    "policyMetrics[0].metric": fc.constantFrom("FIRST_RESPONSE_TIME", "NEXT_RESPONSE_TIME", "RESOLUTION_TIME", "UPDATE_TIME"),
    "policyMetrics[0].durationInMinutes": fc.oneof(fc.integer({ min: 1, max: 525_600 }), fc.integer({ min: 1, max: 525_600 }).map(String)),
    "policyMetrics[0].specific[0].durationInMinutes": fc.integer({ min: 1, max: 525_600 }),
    isActive: fc.boolean(),
  },
  cases: [
    { problem: "no team", path: "teamId", value: absent },
    { problem: "a blank team id", path: "teamId", value: "  " },
    { problem: "no name", path: "name", value: absent },
    { problem: "a name over 200 characters", path: "name", value: "n".repeat(201) },
    { problem: "no description (the platform requires one)", path: "description", value: absent },
    { problem: "a description over 2,000 characters", path: "description", value: "d".repeat(2001) },
    { problem: "an entity type the docs do not show", path: "entityType", value: "conversation" },
    { problem: "an operator the docs do not show", path: "filter.all[0].operator", value: "contains" },
    { problem: "two values for equals", path: "filter.all[0].values", value: [{ label: "Open" }, { label: "Closed" }] },
    { problem: "no values", path: "pauseConditions.any[0].values", value: [] },
    { problem: "a value as text, not {label}", path: "filter.all[0].values[0]", value: "Open" },
    { problem: "a blank label", path: "filter.all[0].values[0].label", value: " " },
    { problem: "an entity other than ticket", path: "filter.all[0].entity", value: "account" },
    { problem: "an unknown key in a condition set", path: "filter.none", value: [] },
    { problem: "more than 50 conditions", path: "filter.any", value: Array.from({ length: 51 }, () => open) },
    { problem: "the duration endpoint's spelling of a metric", path: "policyMetrics[0].metric", value: "first_time_response" },
    { problem: "no duration", path: "policyMetrics[0].durationInMinutes", value: absent },
    { problem: "a zero duration", path: "policyMetrics[0].durationInMinutes", value: 0 },
    { problem: "a fractional duration", path: "policyMetrics[0].durationInMinutes", value: 1.5 },
    { problem: "a duration over a year", path: "policyMetrics[0].durationInMinutes", value: "525601" },
    { problem: "a duration that is not a number", path: "policyMetrics[0].specific[0].durationInMinutes", value: "2h" },
    {
      problem: "a metric twice",
      path: "policyMetrics",
      value: [
        { metric: "RESOLUTION_TIME", durationInMinutes: 60 },
        { metric: "RESOLUTION_TIME", durationInMinutes: 90 },
      ],
    },
    { problem: "version, which the platform sets", path: "version", value: 2 },
    { problem: "priority, which the platform sets", path: "priority", value: 1 },
    { problem: "an empty adoptId", path: "adoptId", value: "" },
  ],
};
