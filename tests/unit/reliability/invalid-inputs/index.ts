// Every resource kind's table of invalid inputs: a new resource adds its table here.
import { accountAttributeValueTable } from "./account-attribute-value";
import { csatRuleTable } from "./csat-rule";
import { csatRuleOrderTable } from "./csat-rule-order";
import { csatSettingsTable } from "./csat-settings";
import type { InvalidInputTable } from "./invalid-input-table";
import { roleTable } from "./role";
import { teamTable } from "./team";
import { teamMemberTable } from "./team-member";
import { webhookAppTable } from "./webhook-app";

export const invalidInputTables: InvalidInputTable[] = [
  teamTable,
  teamMemberTable,
  roleTable,
  accountAttributeValueTable,
  csatRuleTable,
  csatRuleOrderTable,
  csatSettingsTable,
  webhookAppTable,
];
