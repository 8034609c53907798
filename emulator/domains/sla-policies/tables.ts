// The SLA policies' table in the emulator's state, with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its table takes.
import type { SlaPolicy } from "./types";

export interface SlaPoliciesTables {
  slaPolicies: SlaPolicy[];
}

declare module "../state" {
  interface StateData extends SlaPoliciesTables {}
}
