// CustomField's calls: each path with its source, the platform's public docs or our assumption
// (docs/api-contract.md, Custom fields); correcting an assumed path is a one-line change here. The
// docs show no delete and no read of one field: reads come from the list, destroy deactivates.
import { endpoint } from "../http/endpoints";

export const customFieldEndpoints = {
  listCustomFields: endpoint("list custom fields", "GET", "base", "/v1/custom-field", "apiKey", "docs"),
  createCustomField: endpoint("create custom field", "POST", "base", "/v1/custom-field", "apiKey", "docs"),
  updateCustomFields: endpoint("update custom fields", "PATCH", "base", "/v1/custom-field", "apiKey", "docs"),
} as const;
