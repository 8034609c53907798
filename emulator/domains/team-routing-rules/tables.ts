// The team routing rules' table in the emulator's state, with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its table takes.
import type { TeamRoutingRule } from "./types";

export interface TeamRoutingRulesTables {
  teamRoutingRules: TeamRoutingRule[];
}

declare module "../state" {
  interface StateData extends TeamRoutingRulesTables {}
}
