// The workflows' table in the emulator's state, with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its table takes.
import type { Workflow } from "./types";

export interface WorkflowsTables {
  workflows: Workflow[];
}

declare module "../state" {
  interface StateData extends WorkflowsTables {}
}
