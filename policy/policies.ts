// Every policy of the pack, by the kind it reads. A kind the provider adds gets a module of its own
// here, read through resourcePolicy and stackPolicy (policy-parts.ts), which recognise every kind of
// either face by its type (resource-kinds.ts), and its list below. Waiting for their kinds (issue
// 38): SLA policies without a resolution metric (sla-policies.ts, a resourcePolicy: no entry of
// `policyMetrics` measures resolution, however the docs spell it: the concept page's resolution
// metric, the SLA-duration enum's `total_resolution_time`), and workflows whose steps may delete
// tickets without approval (workflows.ts, a resourcePolicy over `workflowDefinition`: a step whose
// activity deletes, without `requireApproval` on it or on a step it depends on).
import type { Policies } from "@pulumi/policy";
import { csatPolicies } from "./csat";
import { rolePolicies } from "./roles";
import { teamConfigurationPolicies } from "./team-configurations";
import { teamRoutingRulePolicies } from "./team-routing-rules";
import { teamPolicies } from "./teams";
import { ticketStatusPolicies } from "./ticket-statuses";
import { webhookAppPolicies } from "./webhook-apps";

export const supportPlatformPolicies: Policies = [
  ...csatPolicies,
  ...rolePolicies,
  ...webhookAppPolicies,
  ...teamPolicies,
  ...teamRoutingRulePolicies,
  ...teamConfigurationPolicies,
  ...ticketStatusPolicies,
];
