// Role's calls: each path with its source, the spec, the platform's public docs or our assumption
// (docs/api-contract.md); correcting an assumed path is a one-line change here.
import { endpoint } from "../http/endpoints";

export const roleEndpoints = {
  createRole: endpoint("create role", "POST", "base", "/v1/roles", "apiKey", "spec"),
  getRole: endpoint("read role", "GET", "base", "/v1/roles/{id}", "apiKey", "assumed"),
  listRoles: endpoint("list roles", "GET", "base", "/v1/roles", "apiKey", "assumed"),
  updateRole: endpoint("update role", "PATCH", "base", "/v1/roles/{id}", "apiKey", "assumed"),
  deleteRole: endpoint("delete role", "DELETE", "base", "/v1/roles/{id}", "apiKey", "assumed"),
} as const;
