// CsatRuleOrder's calls (its read is the team's settings, http/endpoints.ts's shared read): each path with its source, the spec, the platform's public docs or our assumption
// (docs/api-contract.md); correcting an assumed path is a one-line change here.
import { endpoint } from "../http/endpoints";

export const csatRuleOrderEndpoints = {
  reorderCsatRules: endpoint("reorder CSAT rules", "PATCH", "base", "/v1/csat/team/{teamUid}/rules/reorder", "apiKey", "docs"),
} as const;
