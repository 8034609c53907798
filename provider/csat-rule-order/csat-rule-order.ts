// CsatRuleOrder: the order of a team's CSAT rules. Inputs and state: schema.ts; API calls: definition.ts.
import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { DynamicResource } from "../program/dynamic-resource";
import { withImportInput, withoutImportOption } from "../program/import-option";
import type { ArgsOf } from "../program/input-types";
import { withSecretOutputs } from "../program/secret-output-options";
import { csatRuleOrderSecrecy } from "./csat-rule-order-secrecy";
import type { csatRuleOrderInputs } from "./schema";

export type CsatRuleOrderArgs = ArgsOf<z.input<typeof csatRuleOrderInputs>>;

/**
 * The order of a team's CSAT rules: `ruleIds` names every rule of the team, in order (a rule of the
 * same stack by its `id` output). Its id is the team's uid. Removing it changes nothing on the platform.
 */
export class CsatRuleOrder extends DynamicResource {
  declare readonly teamId: pulumi.Output<string>;
  /** The team's rules in the order the platform holds them. */
  declare readonly ruleIds: pulumi.Output<string[]>;
  /** The id of the team's CSAT settings, which keep the order. */
  declare readonly settingsId: pulumi.Output<string>;
  /** The rule ids this resource last applied (secret when `ruleIds` is): a rule among them that `ruleIds` drops is placed last by the next update. */
  declare readonly appliedRuleIds: pulumi.Output<string[]>;
  /** The team whose order this resource adopted; present when declared. */
  declare readonly adoptId: pulumi.Output<string | undefined>;

  constructor(name: string, args: CsatRuleOrderArgs, opts?: pulumi.CustomResourceOptions) {
    // The args last: an output's name passed as an input then reaches `check`, which refuses it.
    super(
      "CsatRuleOrder",
      "csat-rule-order/csat-rule-order",
      name,
      withImportInput({ settingsId: undefined, appliedRuleIds: undefined, ...args }, opts),
      withSecretOutputs(csatRuleOrderSecrecy, withoutImportOption(opts)),
    );
  }
}
