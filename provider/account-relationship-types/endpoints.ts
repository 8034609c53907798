// AccountRelationshipType's calls: each path with its source (docs/api-contract.md, "Account
// relationship types"); correcting an assumed path is a one-line change here.
import { endpoint } from "../http/endpoints";

export const accountRelationshipTypeEndpoints = {
  listAccountRelationshipTypes: endpoint(
    "list account relationship types",
    "GET",
    "base",
    "/v1/accounts/relationships/types",
    "apiKey",
    "docs",
  ),
  createAccountRelationshipType: endpoint(
    "create account relationship type",
    "POST",
    "base",
    "/v1/accounts/relationships/types",
    "apiKey",
    "docs",
  ),
  updateAccountRelationshipType: endpoint(
    "update account relationship type",
    "PUT",
    "base",
    "/v1/accounts/relationships/types/{id}",
    "apiKey",
    "docs",
  ),
  deleteAccountRelationshipType: endpoint(
    "delete account relationship type",
    "DELETE",
    "base",
    "/v1/accounts/relationships/types/{id}",
    "apiKey",
    "assumed",
  ),
} as const;
