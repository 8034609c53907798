// The forms' table in the emulator's state, with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its table takes.
import type { Form } from "./types";

export interface FormsTables {
  forms: Form[];
}

declare module "../state" {
  interface StateData extends FormsTables {}
}
