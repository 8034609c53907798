// getRoles and getRolesOutput, as a program calls them: the list function of functions.ts, which
// loads with the provider's schemas (zod) and client (got) on the first call, not when a program
// imports the package.
import type * as pulumi from "@pulumi/pulumi";
// Its types are plain TypeScript (program-types.ts, from schema.json), so a program type-checks no zod.
import type { outputs } from "../program/program-types";
import { callInProgram, outputKeepingCredentialsSecret } from "../program/program-function";

/** A role as getRoles lists it: its id and a Role's outputs. */
export type ListedRole = outputs.ListedRole;

const loadFunction = () => (require("./functions") as typeof import("./functions")).roleFunctions.getRoles;

/** Lists the organization's roles, the built-in system roles (`isSystem`) included. */
export function getRoles(): Promise<ListedRole[]> {
  return callInProgram("getRoles", loadFunction, {});
}

/** getRoles as an Output; secret when a value looks like a credential. */
export function getRolesOutput(): pulumi.Output<ListedRole[]> {
  return outputKeepingCredentialsSecret(getRoles());
}
