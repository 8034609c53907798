// Invalid AccountAttributeValue inputs.
import fc from "fast-check";
import { accountAttributes } from "../../../../provider/account-attribute-values/account-attributes";
import { hexColor, nonBlank } from "./valid-values";
import { absent, type InvalidInputTable } from "./invalid-input-table";

export const accountAttributeValueTable: InvalidInputTable = {
  kind: "AccountAttributeValue",
  valid: { attribute: "account_classification", value: "VIP", isDefault: false, icon: "star", color: "#aa00ff" },
  variations: {
    // Not task_status: isClosed outside it is one of the cases.
    attribute: fc.constantFrom(...accountAttributes.filter((attribute) => attribute !== "task_status")),
    value: nonBlank(100),
    isDefault: fc.boolean(),
    icon: fc.string({ minLength: 1, maxLength: 100 }),
    color: hexColor,
  },
  cases: [
    { problem: "no attribute", path: "attribute", value: absent },
    { problem: "an attribute outside the enum", path: "attribute", value: "account_colour" },
    { problem: "a number for the attribute", path: "attribute", value: 3 },
    { problem: "no value", path: "value", value: absent },
    { problem: "an empty value", path: "value", value: "" },
    { problem: "a blank value", path: "value", value: "  " },
    { problem: "a number for the value", path: "value", value: 12 },
    { problem: "a value over 100 characters", path: "value", value: "v".repeat(101) },
    { problem: "a string for isDefault", path: "isDefault", value: "yes" },
    { problem: "an empty icon", path: "icon", value: "" },
    { problem: "a color name", path: "color", value: "purple" },
    { problem: "a color of five hex digits", path: "color", value: "#12345" },
    { problem: "a color with non-hex digits", path: "color", value: "#ggg" },
    { problem: "a color without #", path: "color", value: "aa00ff" },
    { problem: "isClosed outside task_status", path: "isClosed", value: true },
    { problem: "a string for isClosed", path: "isClosed", value: "no" },
    { problem: "an empty adoptId", path: "adoptId", value: "" },
    { problem: "an unknown key", path: "colour", value: "#fff" },
  ],
};
