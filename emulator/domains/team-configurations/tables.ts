// The team configurations' table in the emulator's state, with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its table takes.
import type { TeamConfiguration } from "./types";

export interface TeamConfigurationsTables {
  teamConfigurations: TeamConfiguration[];
}

declare module "../state" {
  interface StateData extends TeamConfigurationsTables {}
}
