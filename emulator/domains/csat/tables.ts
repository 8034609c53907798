// The CSAT tables in the emulator's state, each with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its tables take.
import type { CsatRule, CsatSettings, Survey } from "./types";

export interface CsatTables {
  csatRules: CsatRule[];
  csatSettings: CsatSettings[];
  surveys: Survey[];
}

declare module "../state" {
  interface StateData extends CsatTables {}
}
