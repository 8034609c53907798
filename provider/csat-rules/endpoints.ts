// CsatRule's calls (a team's settings, which it reads too, are http/endpoints.ts's shared read): each path with its source, the spec, the platform's public docs or our assumption
// (docs/api-contract.md); correcting an assumed path is a one-line change here.
import { endpoint } from "../http/endpoints";

export const csatRuleEndpoints = {
  createCsatRule: endpoint("create CSAT rule", "POST", "base", "/v1/csat/rules/{teamUid}", "apiKey", "spec"),
  getCsatRule: endpoint("read CSAT rule", "GET", "base", "/v1/csat/rules/{id}", "apiKey", "docs"),
  updateCsatRule: endpoint("update CSAT rule", "PATCH", "base", "/v1/csat/rules/{id}", "apiKey", "docs"),
  deleteCsatRule: endpoint("delete CSAT rule", "DELETE", "base", "/v1/csat/rules/{id}", "apiKey", "assumed"),
} as const;
