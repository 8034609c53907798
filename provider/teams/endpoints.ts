// Team's calls: each path with its source, the spec, the platform's public docs or our assumption
// (docs/api-contract.md); correcting an assumed path is a one-line change here.
import { endpoint } from "../http/endpoints";

export const teamEndpoints = {
  listTeams: endpoint("list teams", "GET", "base", "/v1/teams", "apiKey", "docs"),
  createTeam: endpoint("create team", "POST", "base", "/v1/teams", "apiKey", "docs"),
  getTeam: endpoint("read team", "GET", "base", "/v1/teams/{teamId}", "apiKey", "docs"),
  updateTeam: endpoint("update team", "PATCH", "base", "/v1/teams/{teamId}", "apiKey", "docs"),
  deleteTeam: endpoint("delete team", "DELETE", "base", "/v1/teams/{teamId}", "apiKey", "docs"),
} as const;
