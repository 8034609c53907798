// TeamMember: one user's membership of one team. Inputs and state: schema.ts; API calls: definition.ts.
import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { DynamicResource } from "../program/dynamic-resource";
import { withImportInput, withoutImportOption } from "../program/import-option";
import type { ArgsOf } from "../program/input-types";
import { withSecretOutputs } from "../program/secret-output-options";
import type { teamMemberInputs } from "./schema";
import { teamMemberSecrecy } from "./team-member-secrecy";

export type TeamMemberArgs = ArgsOf<z.input<typeof teamMemberInputs>>;

/**
 * One user's membership of one team, by `userId`, `email` or both; its id is `<teamId>/<userId>`.
 * The platform has no update of a membership: changing any input replaces it.
 */
export class TeamMember extends DynamicResource {
  declare readonly teamId: pulumi.Output<string>;
  /** Present when declared; `memberId` always holds the user's id. */
  declare readonly userId: pulumi.Output<string | undefined>;
  /** Present when declared, in lower case. */
  declare readonly email: pulumi.Output<string | undefined>;
  /** Present when declared. */
  declare readonly isAdmin: pulumi.Output<boolean | undefined>;
  /** The member's id: the user's id (secret when `userId` is). */
  declare readonly memberId: pulumi.Output<string>;
  /** The member's name. */
  declare readonly name: pulumi.Output<string>;
  declare readonly joinedAt: pulumi.Output<string>;
  /** The id of the membership this resource adopted; present when declared. */
  declare readonly adoptId: pulumi.Output<string | undefined>;

  constructor(name: string, args: TeamMemberArgs, opts?: pulumi.CustomResourceOptions) {
    // The args last: an output's name passed as an input then reaches `check`, which refuses it.
    super(
      "TeamMember",
      "team-members/team-member",
      name,
      withImportInput({ memberId: undefined, name: undefined, joinedAt: undefined, ...args }, opts),
      withSecretOutputs(teamMemberSecrecy, withoutImportOption(opts)),
    );
  }
}
