// Team: a team of the organization. Inputs and state: schema.ts; API calls: definition.ts.
import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { DynamicResource } from "../program/dynamic-resource";
import { withImportInput, withoutImportOption } from "../program/import-option";
import type { ArgsOf } from "../program/input-types";
import type { teamInputs } from "./schema";

export type TeamArgs = ArgsOf<z.input<typeof teamInputs>>;

/**
 * A team of the organization. Its `id` is the team id that CSAT rules, CSAT settings and webhook
 * apps take, so one stack makes a team and what belongs to it. Changing `parentTeamId` replaces it;
 * anything else updates it in place.
 */
export class Team extends DynamicResource {
  declare readonly name: pulumi.Output<string>;
  /** Present when declared. */
  declare readonly description: pulumi.Output<string | undefined>;
  declare readonly identifier: pulumi.Output<string | undefined>;
  declare readonly icon: pulumi.Output<string | undefined>;
  declare readonly color: pulumi.Output<string | undefined>;
  declare readonly isPrivate: pulumi.Output<boolean | undefined>;
  declare readonly parentTeamId: pulumi.Output<string | undefined>;
  declare readonly createdAt: pulumi.Output<string>;
  declare readonly updatedAt: pulumi.Output<string>;
  /** The id of the object this resource adopted; present when declared. */
  declare readonly adoptId: pulumi.Output<string | undefined>;

  constructor(name: string, args: TeamArgs, opts?: pulumi.CustomResourceOptions) {
    // The args last: an output's name passed as an input then reaches `check`, which refuses it.
    super(
      "Team",
      "teams/team",
      name,
      withImportInput({ createdAt: undefined, updatedAt: undefined, ...args }, opts),
      withoutImportOption(opts),
    );
  }
}
