// CsatRule: when a team's customers get a satisfaction survey, and what it looks like. Inputs and
// state: schema.ts; API calls: definition.ts.
import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { DynamicResource } from "../program/dynamic-resource";
import { withImportInput, withoutImportOption } from "../program/import-option";
import type { ArgsOf } from "../program/input-types";
import type { csatRuleInputs } from "./schema";

export type CsatRuleArgs = ArgsOf<z.input<typeof csatRuleInputs>>;
type RuleOutputs = z.output<typeof csatRuleInputs>;

/**
 * A CSAT survey rule of a team. The team's CSAT settings are created with its first rule. Changing
 * `teamId` replaces the rule; anything else updates it in place.
 */
export class CsatRule extends DynamicResource {
  declare readonly teamId: pulumi.Output<string>;
  declare readonly name: pulumi.Output<string>;
  declare readonly description: pulumi.Output<string | undefined>;
  declare readonly isActive: pulumi.Output<boolean | undefined>;
  declare readonly priority: pulumi.Output<number | undefined>;
  declare readonly allFilters: pulumi.Output<RuleOutputs["allFilters"]>;
  declare readonly anyFilters: pulumi.Output<RuleOutputs["anyFilters"]>;
  /** As declared; fields left out take the platform's defaults. */
  declare readonly triggerConfig: pulumi.Output<RuleOutputs["triggerConfig"]>;
  declare readonly feedbackConfig: pulumi.Output<RuleOutputs["feedbackConfig"]>;
  /** The id of the team's CSAT settings. */
  declare readonly settingsId: pulumi.Output<string>;
  declare readonly createdAt: pulumi.Output<string>;
  declare readonly updatedAt: pulumi.Output<string>;
  /** The id of the object this resource adopted; present when declared. */
  declare readonly adoptId: pulumi.Output<string | undefined>;

  constructor(name: string, args: CsatRuleArgs, opts?: pulumi.CustomResourceOptions) {
    // The args last: an output's name passed as an input then reaches `check`, which refuses it.
    super(
      "CsatRule",
      "csat/csat-rule",
      name,
      withImportInput({ settingsId: undefined, createdAt: undefined, updatedAt: undefined, ...args }, opts),
      withoutImportOption(opts),
    );
  }
}
