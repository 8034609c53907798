// The tags' tables in the emulator's state, each with its records' type: merged into StateData
// (../state.ts), so that this domain's line in ../registry.ts is all its tables take.
import type { Tag, TeamTag } from "./types";

export interface TagsTables {
  tags: Tag[];
  teamTags: TeamTag[];
}

declare module "../state" {
  interface StateData extends TagsTables {}
}
