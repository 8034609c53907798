// AccountAttributeValue's calls: each path with its source, the spec, the platform's public docs or our assumption
// (docs/api-contract.md); correcting an assumed path is a one-line change here.
import { endpoint } from "../http/endpoints";

export const accountAttributeValueEndpoints = {
  listAttributeValues: endpoint("list account attribute values", "GET", "base", "/v1/accounts/attributes", "apiKey", "docs"),
  createAttributeValue: endpoint("create account attribute value", "POST", "base", "/v1/accounts/attributes", "apiKey", "docs"),
  updateAttributeValue: endpoint("update account attribute value", "PUT", "base", "/v1/accounts/attributes/{id}", "bearer", "spec"),
  deleteAttributeValue: endpoint("delete account attribute value", "DELETE", "base", "/v1/accounts/attributes/{id}", "apiKey", "docs"),
} as const;
