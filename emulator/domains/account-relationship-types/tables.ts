// The account relationship types' table in the emulator's state, with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its table takes.
import type { AccountRelationshipType } from "./types";

export interface AccountRelationshipTypesTables {
  accountRelationshipTypes: AccountRelationshipType[];
}

declare module "../state" {
  interface StateData extends AccountRelationshipTypesTables {}
}
