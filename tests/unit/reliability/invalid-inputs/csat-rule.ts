// Invalid CsatRule inputs.
import fc from "fast-check";
import { hexColor, nonBlank, text } from "./valid-values";
import { absent, type InvalidInputTable } from "./invalid-input-table";

export const csatRuleTable: InvalidInputTable = {
  kind: "CsatRule",
  valid: {
    teamId: "TACME00001",
    name: "After resolution",
    description: "Survey resolved high-priority tickets",
    isActive: true,
    priority: 1,
    allFilters: {
      ticket: {
        standardFields: [{ field: "priority", operator: "=", value: "high" }],
        customFields: [{ field: "custom_42", customFieldId: "42", operator: "=", value: "gold" }],
      },
    },
    anyFilters: { account: { standardFields: [{ field: "status", operator: "=", value: "active" }] } },
    triggerConfig: { triggerType: "always", randomPercentage: 50, triggerEvent: "ticket_resolved", delayMinutes: 30 },
    feedbackConfig: { feedbackType: "star", brandingColor: "#1f883d", deliveryChannel: "email", customTitle: "How did we do?" },
  },
  variations: {
    teamId: fc.string({ minLength: 1, maxLength: 50 }),
    name: nonBlank(200),
    description: text(1000),
    isActive: fc.boolean(),
    priority: fc.integer({ min: 0, max: 1_000_000 }),
    "allFilters.ticket.standardFields[0].value": text(1000),
    "triggerConfig.triggerType": nonBlank(50).map((type) => type.trim()),
    "triggerConfig.randomPercentage": fc.integer({ min: 0, max: 100 }),
    "triggerConfig.delayMinutes": fc.integer({ min: 0, max: 43_200 }),
    "feedbackConfig.brandingColor": hexColor,
    "feedbackConfig.customTitle": text(200),
  },
  cases: [
    { problem: "no team", path: "teamId", value: absent },
    { problem: "an empty team", path: "teamId", value: "" },
    { problem: "an empty name", path: "name", value: "" },
    { problem: "a number for the name", path: "name", value: 5 },
    { problem: "a number for the description", path: "description", value: 5 },
    { problem: "a string for isActive", path: "isActive", value: "true" },
    { problem: "a negative priority", path: "priority", value: -1 },
    { problem: "a fractional priority", path: "priority", value: 1.5 },
    { problem: "a percentage over 100", path: "triggerConfig.randomPercentage", value: 101 },
    { problem: "a negative percentage", path: "triggerConfig.randomPercentage", value: -1 },
    { problem: "a negative delay", path: "triggerConfig.delayMinutes", value: -5 },
    { problem: "an empty trigger type", path: "triggerConfig.triggerType", value: "" },
    { problem: "no trigger config", path: "triggerConfig", value: absent },
    { problem: "a color name for the branding color", path: "feedbackConfig.brandingColor", value: "blue" },
    { problem: "an empty delivery channel", path: "feedbackConfig.deliveryChannel", value: "" },
    { problem: "an empty operator", path: "allFilters.ticket.standardFields[0].operator", value: "" },
    { problem: "a custom field not named after its id", path: "allFilters.ticket.customFields[0].field", value: "custom_9" },
    { problem: "a string for the standard fields", path: "anyFilters.account.standardFields", value: "status=active" },
    { problem: "an unknown entity in the filters", path: "allFilters.contacts", value: {} },
    { problem: "an empty adoptId", path: "adoptId", value: "" },
    { problem: "an unknown key in the feedback config", path: "feedbackConfig.colour", value: "#fff" },
    { problem: "an unknown top-level key", path: "surveyChannel", value: "sms" },
  ],
};
