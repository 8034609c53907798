// The ticket statuses' table in the emulator's state, with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its table takes.
import type { TicketStatus } from "./types";

export interface TicketStatusesTables {
  ticketStatuses: TicketStatus[];
}

declare module "../state" {
  interface StateData extends TicketStatusesTables {}
}
