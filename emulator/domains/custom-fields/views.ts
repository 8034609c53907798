// A custom field as the platform answers it: `uid` for its id, in the order of the docs' example,
// then what the example leaves out (`description`, `regexForValidation`, `lookup`, `version`).
import type { CustomField } from "./types";

export const customFieldView = ({ id, organizationId, name, slug, ...field }: CustomField) => ({
  name,
  uid: id,
  slug,
  organizationId,
  source: field.source,
  fieldType: field.fieldType,
  options: field.options,
  metadata: field.metadata,
  createdAt: field.createdAt,
  updatedAt: field.updatedAt,
  isActive: field.isActive,
  teamId: field.teamId,
  autoAddToAllForms: field.autoAddToAllForms,
  hintText: field.hintText,
  placeholderText: field.placeholderText,
  mandatoryOnCreation: field.mandatoryOnCreation,
  mandatoryOnClose: field.mandatoryOnClose,
  visibleToCustomer: field.visibleToCustomer,
  editableByCustomer: field.editableByCustomer,
  defaultValue: field.defaultValue,
  description: field.description,
  regexForValidation: field.regexForValidation,
  lookup: field.lookup,
  version: field.version,
});

/** A field's slug: its name at creation, lower-case, with underscores for what is not a letter or digit. */
export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
