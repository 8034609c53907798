// The account attributes, as plain values: programs import them from the package without loading
// the provider's schemas (zod) and HTTP client (got), which only the provider process needs.

/** The spec's nine attributes, and the two the platform's docs add. */
export const accountAttributes = [
  "account_status",
  "account_classification",
  "contact_type",
  "activity_type",
  "activity_status",
  "note_type",
  "task_type",
  "task_status",
  "task_priority",
  "account_health",
  "account_industry",
] as const;
export type AccountAttribute = (typeof accountAttributes)[number];
