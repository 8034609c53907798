// The built-in values of every attribute, one of them its default.
import type { StateData } from "../state";
import type { SeedingOrganization } from "../domain";
import type { AttributeValue } from "./types";

const ATTRIBUTE_VALUES: Record<string, { value: string; isDefault?: boolean; isClosed?: boolean }[]> = {
  account_status: [{ value: "Active", isDefault: true }, { value: "Prospect" }, { value: "Churned" }],
  account_classification: [{ value: "Enterprise", isDefault: true }, { value: "Mid-market" }, { value: "SMB" }],
  contact_type: [{ value: "Primary", isDefault: true }, { value: "Billing" }, { value: "Technical" }],
  activity_type: [{ value: "Call", isDefault: true }, { value: "Meeting" }, { value: "Email" }],
  activity_status: [{ value: "Planned", isDefault: true }, { value: "Completed" }],
  note_type: [{ value: "General", isDefault: true }, { value: "Internal" }],
  task_type: [{ value: "Follow-up", isDefault: true }, { value: "Onboarding" }],
  task_status: [
    { value: "Open", isDefault: true, isClosed: false },
    { value: "In progress", isClosed: false },
    { value: "Done", isClosed: true },
  ],
  task_priority: [{ value: "Low" }, { value: "Medium", isDefault: true }, { value: "High" }],
  account_health: [{ value: "Healthy", isDefault: true }, { value: "At risk" }],
  account_industry: [{ value: "Software", isDefault: true }, { value: "Retail" }],
};

export function seedAttributeValues(state: StateData, organization: SeedingOrganization): void {
  const at = organization.seedTime(0);
  let counter = 0;
  for (const [attribute, values] of Object.entries(ATTRIBUTE_VALUES)) {
    for (const { value, isDefault = false, isClosed } of values) {
      const record: AttributeValue = {
        id: organization.seedId("AV", ++counter),
        organizationId: organization.id,
        attribute,
        value,
        isDefault,
        icon: null,
        color: null,
        createdAt: at,
        updatedAt: at,
        ...(isClosed !== undefined && { isClosed }),
      };
      state.accountAttributeValues.push(record);
    }
  }
}
