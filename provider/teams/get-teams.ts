// getTeams and getTeamsOutput, as a program calls them: the list function of functions.ts, which
// loads with the provider's schemas (zod) and client (got) on the first call, not when a program
// imports the package.
import type * as pulumi from "@pulumi/pulumi";
// Its types are plain TypeScript (program-types.ts, from schema.json), so a program type-checks no zod.
import type { outputs } from "../program/program-types";
import { callInProgram, outputKeepingCredentialsSecret } from "../program/program-function";

/** A team as getTeams lists it: its id (what `teamId` takes) and a Team's outputs. */
export type ListedTeam = outputs.ListedTeam;

const loadFunction = () => (require("./functions") as typeof import("./functions")).teamFunctions.getTeams;

/** Lists the organization's teams that the key's user belongs to (the only ones the platform lists). */
export function getTeams(): Promise<ListedTeam[]> {
  return callInProgram("getTeams", loadFunction, {});
}

/** getTeams as an Output; secret when a value looks like a credential. */
export function getTeamsOutput(): pulumi.Output<ListedTeam[]> {
  return outputKeepingCredentialsSecret(getTeams());
}
