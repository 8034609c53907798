// What a custom field can be attached to and hold (docs: create-a-custom-field; the account-custom-fields
// page's list of types, cut off after these fifteen): plain values, so that a program imports no zod.

export const customFieldSources = ["ticket", "account", "custom_object", "customer_contact"] as const;

export const customFieldTypes = [
  "single_line",
  "multi_line",
  "rich_text",
  "integer",
  "decimal",
  "currency",
  "date",
  "date_time",
  "time",
  "single_choice",
  "multi_choice",
  "radio_button",
  "checkbox",
  "email",
  "phone_number",
] as const;
