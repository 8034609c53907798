// TeamRoutingRule's list function, getTeamRoutingRules, for every face (the program's reads, the
// native plugin's Invoke, the package schema): the definition's one list request of the team, with
// its mapping to state.
import { z } from "zod";
import { type DataSourceFunction, listedObjects, stateFields, withIds } from "../core/data-source-function";
import { listedTeamRoutingRules } from "./definition";
import { teamRoutingRuleInputs, teamRoutingRuleSchema } from "./schema";

export const getTeamRoutingRulesArgs = z.strictObject({ teamId: teamRoutingRuleInputs.shape.teamId.describe("The team's id.") });
export type GetTeamRoutingRulesArgs = z.input<typeof getTeamRoutingRulesArgs>;

export const teamRoutingRuleFunctions = {
  getTeamRoutingRules: {
    description:
      "Lists a team's routing rules in their evaluation order, each as a TeamRoutingRule's outputs, with its id, in one request. No such team has none.",
    args: getTeamRoutingRulesArgs,
    result: listedObjects(
      "A routing rule as getTeamRoutingRules lists it: its id (`<teamId>/<ruleId>`) and a TeamRoutingRule's outputs.",
      "The rule's id, `<teamId>/<ruleId>`: what a TeamRoutingRule's `adoptId` takes.",
      stateFields(teamRoutingRuleSchema),
    ),
    read: async (api, args) => withIds(await listedTeamRoutingRules(api, [getTeamRoutingRulesArgs.parse(args).teamId])),
  },
} satisfies Record<string, DataSourceFunction>;
