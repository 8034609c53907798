// SlaPolicy's calls, on the SLA host ({sla_url}): each path with its source (docs/api-contract.md,
// "SLA policies"); correcting an assumed path is a one-line change here. No delete was seen: the
// provider retires a policy with its update instead (definition.ts).
import { endpoint } from "../http/endpoints";

export const slaPolicyEndpoints = {
  listSlaPolicies: endpoint("list SLA policies", "GET", "sla", "/v1/sla/policy", "apiKey", "assumed"),
  createSlaPolicy: endpoint("create SLA policy", "POST", "sla", "/v1/sla/policy", "apiKey", "docs"),
  updateSlaPolicy: endpoint("update SLA policy", "PATCH", "sla", "/v1/sla/policy/{uid}", "apiKey", "docs"),
} as const;
