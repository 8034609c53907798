// The apps' tables in the emulator's state, each with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its tables take.
import type { App, Installation } from "./types";

export interface AppsTables {
  apps: App[];
  installations: Installation[];
}

declare module "../state" {
  interface StateData extends AppsTables {}
}
