// CsatRule's list function, getCsatRules, for every face (the program's reads, the native plugin's
// Invoke, the package schema): the team's CSAT settings, which list its rules, in one request. They
// list each rule without its filters and configs, which only a read per rule would add.
import { z } from "zod";
import { type DataSourceFunction, listedObjects, stateFields, withIds } from "../core/data-source-function";
import { listedRuleSummaries, summaryFields } from "./definition";
import { csatRuleInputs, csatRuleSchema } from "./schema";

export const getCsatRulesArgs = z.strictObject({ teamId: csatRuleInputs.shape.teamId.describe("The team's id.") });
export type GetCsatRulesArgs = z.input<typeof getCsatRulesArgs>;

export const csatRuleFunctions = {
  getCsatRules: {
    description:
      "Lists a team's CSAT rules as its CSAT settings show them, in one request: a CsatRule's outputs without `allFilters`, `anyFilters`, `triggerConfig` and `feedbackConfig`. A team with no CSAT settings (no rule yet), or no such team, has none.",
    args: getCsatRulesArgs,
    result: listedObjects(
      "A rule as getCsatRules lists it: its id and a CsatRule's outputs but its filters and configs, which the team's settings do not list.",
      "The rule's id: what a CsatRule's `adoptId` takes.",
      stateFields(csatRuleSchema, summaryFields),
    ),
    read: async (api, args) => withIds(await listedRuleSummaries(api, getCsatRulesArgs.parse(args).teamId)),
  },
} satisfies Record<string, DataSourceFunction>;
