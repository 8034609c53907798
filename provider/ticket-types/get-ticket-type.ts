// The TicketType data source: reads existing ticket types, in the program and during `preview`.
// Its schemas and HTTP client (zod, got) load on the first read, not when a program imports the
// package: a program that reads no ticket type does not pay for them (program/program-function.ts).
// Written by hand, not by `npm run program-classes`: its results are no list of a named type; the
// signatures are those of the native face's generated SDK (sdk/nodejs/getTicketType.ts).
import * as pulumi from "@pulumi/pulumi";
// Its types are plain TypeScript (program-types.ts, from schema.json), so a program type-checks no zod.
import type {
  GetTicketTypeArgs,
  GetTicketTypeOutputArgs,
  GetTicketTypesArgs,
  GetTicketTypesOutputArgs,
  outputs,
} from "../program/program-types";
import { callInProgram } from "../program/program-function";

export type { GetTicketTypeArgs, GetTicketTypeOutputArgs, GetTicketTypesArgs, GetTicketTypesOutputArgs } from "../program/program-types";
/** A ticket type, as the spec describes it. */
export type TicketType = outputs.TicketType;

const functions = () => (require("./definition") as typeof import("./definition")).ticketTypeFunctions;

/** Reads one ticket type by id; fails with a clear message when there is none. `opts` has no effect on the dynamic face. */
export function getTicketType(args: GetTicketTypeArgs, opts?: pulumi.InvokeOptions): Promise<TicketType> {
  return callInProgram("getTicketType", () => functions().getTicketType!, args, opts);
}

/** getTicketType with inputs that may be outputs of other resources. `opts` has no effect on the dynamic face. */
export function getTicketTypeOutput(args: GetTicketTypeOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<TicketType> {
  return pulumi.output(args).apply((resolved) => getTicketType(resolved, opts));
}

/** Lists a team's ticket types. `opts` has no effect on the dynamic face. */
export function getTicketTypes(args: GetTicketTypesArgs, opts?: pulumi.InvokeOptions): Promise<TicketType[]> {
  return callInProgram("getTicketTypes", () => functions().getTicketTypes!, args, opts);
}

/** getTicketTypes with inputs that may be outputs of other resources. `opts` has no effect on the dynamic face. */
export function getTicketTypesOutput(args: GetTicketTypesOutputArgs, opts?: pulumi.InvokeOutputOptions): pulumi.Output<TicketType[]> {
  return pulumi.output(args).apply((resolved) => getTicketTypes(resolved, opts));
}
