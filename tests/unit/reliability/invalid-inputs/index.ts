// Every resource kind's table of invalid inputs, keyed by kind: a new resource adds its table here
// (the compiler, and the tests at run time, name a kind without one).
import type { ResourceKind } from "../../../../provider/resource-definitions";
import { everyKindOf } from "../../../harness/every-kind";
import { accountAttributeValueTable } from "./account-attribute-value";
import { accountRelationshipTypeTable } from "./account-relationship-type";
import { csatRuleTable } from "./csat-rule";
import { csatRuleOrderTable } from "./csat-rule-order";
import { csatSettingsTable } from "./csat-settings";
import { customFieldTable } from "./custom-field";
import type { InvalidInputTable } from "./invalid-input-table";
import { roleTable } from "./role";
import { slaPolicyTable } from "./sla-policy";
import { tagTable } from "./tag";
import { teamTable } from "./team";
import { teamConfigurationTable } from "./team-configuration";
import { teamMemberTable } from "./team-member";
import { ticketStatusTable } from "./ticket-status";
import { teamRoutingRuleTable } from "./team-routing-rule";
import { teamTagTable } from "./team-tag";
import { webhookAppTable } from "./webhook-app";

const tables: Record<ResourceKind, InvalidInputTable> = {
  Team: teamTable,
  TeamMember: teamMemberTable,
  TeamConfiguration: teamConfigurationTable,
  Role: roleTable,
  AccountAttributeValue: accountAttributeValueTable,
  CsatRule: csatRuleTable,
  CsatRuleOrder: csatRuleOrderTable,
  CsatSettings: csatSettingsTable,
  WebhookApp: webhookAppTable,
  Tag: tagTable,
  TicketStatus: ticketStatusTable,
  TeamRoutingRule: teamRoutingRuleTable,
  TeamTag: teamTagTable,
  AccountRelationshipType: accountRelationshipTypeTable,
  CustomField: customFieldTable,
  SlaPolicy: slaPolicyTable,
};

/** The tables in the registry's order; each one's `kind` is its key. */
export const invalidInputTables: InvalidInputTable[] = everyKindOf(
  "the invalid-input tables (tests/unit/reliability/invalid-inputs/index.ts)",
  tables,
).map(([kind, table]) => {
  if (table.kind !== kind) throw new Error(`the invalid-input table under ${kind} is ${table.kind}'s`);
  return table;
});

/** The valid base input of `kind`'s table. */
export const validInputs = (kind: ResourceKind): Record<string, unknown> => tables[kind].valid;
