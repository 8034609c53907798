// The roles' table in the emulator's state, with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its table takes.
import type { Role } from "./types";

export interface RolesTables {
  roles: Role[];
}

declare module "../state" {
  interface StateData extends RolesTables {}
}
