// The account attribute values' table in the emulator's state, with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its table takes.
import type { AttributeValue } from "./types";

export interface AccountAttributeValuesTables {
  accountAttributeValues: AttributeValue[];
}

declare module "../state" {
  interface StateData extends AccountAttributeValuesTables {}
}
