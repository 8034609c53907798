// TeamMember's calls: each path with its source, the spec, the platform's public docs or our assumption
// (docs/api-contract.md); correcting an assumed path is a one-line change here.
import { endpoint } from "../http/endpoints";

export const teamMemberEndpoints = {
  listTeamMembers: endpoint("list team members", "GET", "base", "/v1/teams/{teamId}/members", "apiKey", "docs"),
  addTeamMember: endpoint("add team member", "POST", "base", "/v1/teams/{teamId}/members", "apiKey", "docs"),
  removeTeamMember: endpoint("remove team member", "DELETE", "base", "/v1/teams/{teamId}/members/{memberId}", "apiKey", "assumed"),
} as const;
