import { accountAttributeValueInputs } from "../../../provider/account-attribute-values/schema";
import { checkInputs } from "../../../provider/core/check-inputs";

describe("AccountAttributeValue inputs", () => {
  it("allows isClosed only for task_status", () => {
    expect(checkInputs(accountAttributeValueInputs, { attribute: "task_status", value: "Done", isClosed: true }).failures).toBeUndefined();
    expect(checkInputs(accountAttributeValueInputs, { attribute: "task_type", value: "Call", isClosed: false }).failures).toEqual([
      { property: "isClosed", reason: "only applies to task_status values" },
    ]);
  });

  it("accepts the contract's extra attributes and hex colors only", () => {
    expect(
      checkInputs(accountAttributeValueInputs, { attribute: "account_industry", value: "Retail", color: "#0af" }).failures,
    ).toBeUndefined();
    expect(checkInputs(accountAttributeValueInputs, { attribute: "account_health", value: "Good", color: "green" }).failures).toEqual([
      { property: "color", reason: "must be a hex color such as #1f883d", received: '"green"' },
    ]);
  });
});
