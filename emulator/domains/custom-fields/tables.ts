// The custom fields' table in the emulator's state, with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its table takes.
import type { CustomField } from "./types";

export interface CustomFieldsTables {
  customFields: CustomField[];
}

declare module "../state" {
  interface StateData extends CustomFieldsTables {}
}
