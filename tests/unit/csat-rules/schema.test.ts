import { checkInputs } from "../../../provider/core/check-inputs";
import { csatRuleInputs } from "../../../provider/csat-rules/schema";

const valid = { teamId: "T1", name: "Rule", triggerConfig: {}, feedbackConfig: {} };

describe("CsatRule inputs", () => {
  it("accepts values the spec does not list, so new platform values never block a user", () => {
    const result = checkInputs(csatRuleInputs, {
      ...valid,
      triggerConfig: { triggerType: "sometimes" },
      feedbackConfig: { deliveryChannel: "sms" },
    });
    expect(result.failures).toBeUndefined();
  });

  it("checks custom field names, bounds and colors with their paths", () => {
    const result = checkInputs(csatRuleInputs, {
      ...valid,
      anyFilters: { account: { customFields: [{ field: "custom_1", customFieldId: "2", operator: "=", value: "x" }] } },
      triggerConfig: { randomPercentage: 101, delayMinutes: -1 },
      feedbackConfig: { brandingColor: "#12345" },
    });
    expect(Object.fromEntries((result.failures ?? []).map((f) => [f.property, f.reason]))).toEqual({
      "anyFilters.account.customFields[0].field": "must be custom_2 (custom_ followed by customFieldId)",
      "triggerConfig.randomPercentage": "must be from 0 to 100",
      "triggerConfig.delayMinutes": "must be from 0 to 43200",
      "feedbackConfig.brandingColor": "must be a hex color such as #1f883d",
    });
  });
});
