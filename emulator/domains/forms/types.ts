// A form as stored and answered (besides `organizationId`, which the answer leaves out).
import type { CONDITION_TYPES, TARGET_ACTIONS } from "./schemas";

export interface FormField {
  /** A custom field's uid, or a standard field's name (STANDARD_FIELDS). */
  field: string;
  defaultValue: Record<string, unknown> | null;
  mandatoryOnCreation: boolean;
  mandatoryOnClose: boolean;
  visibleToCustomer: boolean;
  editableByCustomer: boolean;
}

export interface FormCondition {
  triggerFieldId: string;
  triggerFieldValue: Record<string, unknown>;
  conditionType: (typeof CONDITION_TYPES)[number];
  targetFields: { id: string; type: (typeof TARGET_ACTIONS)[number]; value: Record<string, unknown> | null; options: string[] }[];
  forVendor: boolean;
  forUser: boolean;
  teamId: string | null;
}

export interface Form {
  id: string;
  organizationId: string;
  name: string;
  description: string | null;
  fields: FormField[];
  conditions: FormCondition[];
  version: number;
  isActive: boolean;
  default: boolean;
  createdAt: string;
  updatedAt: string;
  channels: string[];
  teamId: string | null;
  order: number;
}
