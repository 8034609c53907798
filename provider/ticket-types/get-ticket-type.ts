// The TicketType data source: reads existing ticket types, in the program and during `preview`.
// Its schemas and HTTP client (zod, got) load on the first read, not when a program imports the
// package: a program that reads no ticket type does not pay for them (program-reads.ts).
import * as pulumi from "@pulumi/pulumi";
// Its types are plain TypeScript (program-types.ts, from schema.json), so a program type-checks no zod.
import type { GetTicketTypeArgs, GetTicketTypesArgs, outputs } from "../program/program-types";

export type { GetTicketTypeArgs, GetTicketTypesArgs } from "../program/program-types";
/** A ticket type, as the spec describes it. */
export type TicketType = outputs.TicketType;

const reads = (): typeof import("./program-reads") => require("./program-reads");

/** Reads one ticket type by id; fails with a clear message when there is none. */
export function getTicketType(args: GetTicketTypeArgs): Promise<TicketType> {
  return reads().readTicketType(args);
}

/** getTicketType with inputs that may be outputs of other resources. */
export function getTicketTypeOutput(args: pulumi.Input<GetTicketTypeArgs>): pulumi.Output<TicketType> {
  return pulumi.output(args).apply((resolved) => getTicketType(resolved));
}

/** Lists a team's ticket types. */
export function getTicketTypes(args: GetTicketTypesArgs): Promise<TicketType[]> {
  return reads().readTicketTypes(args);
}

/** getTicketTypes with inputs that may be outputs of other resources. */
export function getTicketTypesOutput(args: pulumi.Input<GetTicketTypesArgs>): pulumi.Output<TicketType[]> {
  return pulumi.output(args).apply((resolved) => getTicketTypes(resolved));
}
