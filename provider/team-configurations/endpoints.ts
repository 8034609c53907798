// TeamConfiguration's calls: each path with its source, the spec, the platform's public docs or our assumption
// (docs/api-contract.md); correcting an assumed path is a one-line change here.
import { endpoint } from "../http/endpoints";

export const teamConfigurationEndpoints = {
  getTeamConfiguration: endpoint("read team configuration", "GET", "base", "/v1/teams/{teamId}/configurations", "apiKey", "docs"),
  updateTeamConfiguration: endpoint("update team configuration", "PATCH", "base", "/v1/teams/{teamId}/configurations", "apiKey", "docs"),
} as const;
