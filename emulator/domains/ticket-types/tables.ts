// The ticket types' table in the emulator's state, with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its table takes.
import type { TicketType } from "./types";

export interface TicketTypesTables {
  ticketTypes: TicketType[];
}

declare module "../state" {
  interface StateData extends TicketTypesTables {}
}
