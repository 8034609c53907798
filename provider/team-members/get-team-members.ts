// getTeamMembers and getTeamMembersOutput, as a program calls them: the list function of
// functions.ts, which loads with the provider's schemas (zod) and client (got) on the first call,
// not when a program imports the package.
import * as pulumi from "@pulumi/pulumi";
// Its types are plain TypeScript (program-types.ts, from schema.json), so a program type-checks no zod.
import type { GetTeamMembersArgs, outputs } from "../program/program-types";
import { callInProgram, outputKeepingCredentialsSecret } from "../program/program-function";

export type { GetTeamMembersArgs } from "../program/program-types";

/** A membership as getTeamMembers lists it: its id (`<teamId>/<userId>`) and a TeamMember's outputs. */
export type ListedTeamMember = outputs.ListedTeamMember;

const loadFunction = () => (require("./functions") as typeof import("./functions")).teamMemberFunctions.getTeamMembers;

/** Lists a team's members; fails when there is no such team. */
export function getTeamMembers(args: GetTeamMembersArgs): Promise<ListedTeamMember[]> {
  return callInProgram("getTeamMembers", loadFunction, args);
}

/** getTeamMembers with arguments that may be outputs of other resources; secret when a value looks like a credential. */
export function getTeamMembersOutput(args: pulumi.Input<{ teamId: pulumi.Input<string> }>): pulumi.Output<ListedTeamMember[]> {
  return outputKeepingCredentialsSecret(pulumi.output(args).apply((resolved) => getTeamMembers(resolved)));
}
