// The content's tables in the emulator's state, each with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its tables take.
import type { Account, Comment, Ticket } from "./types";

export interface ContentTables {
  tickets: Ticket[];
  accounts: Account[];
  comments: Comment[];
}

declare module "../state" {
  interface StateData extends ContentTables {}
}
