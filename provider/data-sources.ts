// The data sources' functions by name, as the package schema describes them
// (scripts/generate-schema.ts): a new data source adds its functions here.
import { accountAttributeFunctions } from "./account-attribute-values/functions";
import { accountRelationshipTypeFunctions } from "./account-relationship-types/functions";
import type { DataSourceFunction } from "./core/data-source-function";
import { csatRuleFunctions } from "./csat-rules/functions";
import { customFieldFunctions } from "./custom-fields/functions";
import { roleFunctions } from "./roles/functions";
import { slaPolicyFunctions } from "./sla-policies/functions";
import { tagFunctions } from "./tags/functions";
import { teamConfigurationFunctions } from "./team-configurations/functions";
import { teamMemberFunctions } from "./team-members/functions";
import { teamRoutingRuleFunctions } from "./team-routing-rules/functions";
import { teamTagFunctions } from "./team-tags/functions";
import { teamFunctions } from "./teams/functions";
import { ticketStatusFunctions } from "./ticket-statuses/functions";
import { ticketTypeFunctions } from "./ticket-types/definition";
import { webhookAppFunctions } from "./webhook-apps/functions";

export const dataSourceFunctions: Record<string, DataSourceFunction> = {
  ...ticketTypeFunctions,
  ...teamFunctions,
  ...teamMemberFunctions,
  ...teamConfigurationFunctions,
  ...roleFunctions,
  ...accountAttributeFunctions,
  ...csatRuleFunctions,
  ...webhookAppFunctions,
  ...tagFunctions,
  ...ticketStatusFunctions,
  ...teamRoutingRuleFunctions,
  ...teamTagFunctions,
  ...accountRelationshipTypeFunctions,
  ...customFieldFunctions,
  ...slaPolicyFunctions,
};
