// TeamTag's calls: each path with its source (docs/api-contract.md, Tags); correcting an assumed
// path is a one-line change here.
import { endpoint } from "../http/endpoints";

export const teamTagEndpoints = {
  listTeamTags: endpoint("list team tags", "GET", "base", "/v1/teams/{teamId}/tags", "apiKey", "assumed"),
  createTeamTag: endpoint("create team tag", "POST", "base", "/v1/teams/{teamId}/tags", "apiKey", "assumed"),
  updateTeamTag: endpoint("update team tag", "PUT", "base", "/v1/teams/{teamId}/tags/{tagId}", "apiKey", "docs"),
  deleteTeamTag: endpoint("delete team tag", "DELETE", "base", "/v1/teams/{teamId}/tags/{tagId}", "apiKey", "assumed"),
} as const;
