// Timestamps of records and envelopes: ISO 8601, as the spec's date-time fields.
export const timestamp = (): string => new Date().toISOString();
