// getCsatRules and getCsatRulesOutput, as a program calls them: the list function of functions.ts,
// which loads with the provider's schemas (zod) and client (got) on the first call, not when a
// program imports the package.
import * as pulumi from "@pulumi/pulumi";
// Its types are plain TypeScript (program-types.ts, from schema.json), so a program type-checks no zod.
import type { GetCsatRulesArgs, outputs } from "../program/program-types";
import { callInProgram, outputKeepingCredentialsSecret } from "../program/program-function";

export type { GetCsatRulesArgs } from "../program/program-types";

/** A rule as getCsatRules lists it: its id and a CsatRule's outputs but its filters and configs, which the team's settings do not list. */
export type ListedCsatRule = outputs.ListedCsatRule;

const loadFunction = () => (require("./functions") as typeof import("./functions")).csatRuleFunctions.getCsatRules;

/** Lists a team's CSAT rules in one request, without their filters and configs; none for a team with no CSAT settings. */
export function getCsatRules(args: GetCsatRulesArgs): Promise<ListedCsatRule[]> {
  return callInProgram("getCsatRules", loadFunction, args);
}

/** getCsatRules with arguments that may be outputs of other resources; secret when a value looks like a credential. */
export function getCsatRulesOutput(args: pulumi.Input<{ teamId: pulumi.Input<string> }>): pulumi.Output<ListedCsatRule[]> {
  return outputKeepingCredentialsSecret(pulumi.output(args).apply((resolved) => getCsatRules(resolved)));
}
