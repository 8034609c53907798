// TeamRoutingRule's calls: each path with its source (docs/api-contract.md, "Team routing rules");
// correcting an assumed path is a one-line change here.
import { endpoint } from "../http/endpoints";

export const teamRoutingRuleEndpoints = {
  listTeamRoutingRules: endpoint("list team routing rules", "GET", "base", "/v1/teams/{teamId}/routing", "apiKey", "assumed"),
  createTeamRoutingRule: endpoint("create team routing rule", "POST", "base", "/v1/teams/{teamId}/routing", "apiKey", "docs"),
  updateTeamRoutingRule: endpoint("update team routing rule", "PATCH", "base", "/v1/teams/{teamId}/routing/{ruleId}", "apiKey", "assumed"),
  deleteTeamRoutingRule: endpoint("delete team routing rule", "DELETE", "base", "/v1/teams/{teamId}/routing/{ruleId}", "apiKey", "assumed"),
} as const;
