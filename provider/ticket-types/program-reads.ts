// The TicketType reads as a program runs them: with the program's client, configured from its
// stack (program/program-read.ts). Kept apart from definition.ts, which the native plugin loads too
// and which must not load the Pulumi SDK with it.
import { programRead } from "../program/program-read";
import { ticketTypeReads } from "./definition";
import { type GetTicketTypeArgs, type GetTicketTypesArgs, getTicketTypeArgs, getTicketTypesArgs, type TicketType } from "./schema";

/** Reads one ticket type by id, in the program; fails with a clear message when there is none. */
export function readTicketType(args: GetTicketTypeArgs): Promise<TicketType> {
  return programRead("getTicketType", getTicketTypeArgs, args, (client) => ticketTypeReads.getTicketType(client, args));
}

/** Lists a team's ticket types, in the program. */
export function readTicketTypes(args: GetTicketTypesArgs): Promise<TicketType[]> {
  return programRead("getTicketTypes", getTicketTypesArgs, args, (client) => ticketTypeReads.getTicketTypes(client, args));
}
