// getAccountAttributeValues and getAccountAttributeValuesOutput, as a program calls them: the list
// function of functions.ts, which loads with the provider's schemas (zod) and client (got) on the
// first call, not when a program imports the package.
import * as pulumi from "@pulumi/pulumi";
// Its types are plain TypeScript (program-types.ts, from schema.json), so a program type-checks no zod.
import type { GetAccountAttributeValuesArgs, outputs } from "../program/program-types";
import { callInProgram, outputKeepingCredentialsSecret } from "../program/program-function";

export type { GetAccountAttributeValuesArgs } from "../program/program-types";

/** An attribute value as getAccountAttributeValues lists it: its id and an AccountAttributeValue's outputs. */
export type ListedAccountAttributeValue = outputs.ListedAccountAttributeValue;

const loadFunction = () => (require("./functions") as typeof import("./functions")).accountAttributeFunctions.getAccountAttributeValues;

/** Lists one account attribute's values. */
export function getAccountAttributeValues(args: GetAccountAttributeValuesArgs): Promise<ListedAccountAttributeValue[]> {
  return callInProgram("getAccountAttributeValues", loadFunction, args);
}

/** getAccountAttributeValues with arguments that may be outputs of other resources; secret when a value looks like a credential. */
export function getAccountAttributeValuesOutput(
  args: pulumi.Input<{ attribute: pulumi.Input<GetAccountAttributeValuesArgs["attribute"]> }>,
): pulumi.Output<ListedAccountAttributeValue[]> {
  return outputKeepingCredentialsSecret(pulumi.output(args).apply((resolved) => getAccountAttributeValues(resolved)));
}
