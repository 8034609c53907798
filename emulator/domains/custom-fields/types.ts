// A custom field as stored: `id` is the platform's `uid`.
import type { CUSTOM_FIELD_SOURCES, FIELD_TYPES } from "./schemas";

export type CustomFieldSource = (typeof CUSTOM_FIELD_SOURCES)[number];
export type FieldType = (typeof FIELD_TYPES)[number];

export interface CustomField {
  id: string;
  organizationId: string;
  name: string;
  slug: string;
  source: CustomFieldSource;
  fieldType: FieldType;
  description: string | null;
  options: string[];
  metadata: Record<string, unknown>;
  isActive: boolean;
  teamId: string | null;
  autoAddToAllForms: boolean;
  hintText: string | null;
  placeholderText: string | null;
  mandatoryOnCreation: boolean;
  mandatoryOnClose: boolean;
  visibleToCustomer: boolean;
  editableByCustomer: boolean;
  defaultValue: string | null;
  regexForValidation: string | null;
  lookup: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}
