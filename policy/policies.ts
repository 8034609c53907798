// Every policy of the pack, by the kind it reads. A kind the provider adds gets a module of its own
// here, read through resourcePolicy and stackPolicy (policy-parts.ts), which recognise every kind of
// either face by its type (resource-kinds.ts), and its list below. Waiting for their kinds:
// routing rules to unknown or archived teams (stackPolicy: the rule's team among the stack's Team
// resources, teamReference), a team without business hours (stackPolicy: no business hours resource
// refers to the team), SLA policies without a resolution metric (resourcePolicy), workflows whose
// steps may delete tickets without an approval step (resourcePolicy).
import type { Policies } from "@pulumi/policy";
import { csatPolicies } from "./csat";
import { rolePolicies } from "./roles";
import { teamPolicies } from "./teams";
import { webhookAppPolicies } from "./webhook-apps";

export const supportPlatformPolicies: Policies = [...csatPolicies, ...rolePolicies, ...webhookAppPolicies, ...teamPolicies];
