// What the console page embeds for its script (app/settings.ts reads it): the emulator's own lists,
// so that the console never keeps a copy of them.
import type { ResourceTable } from "../controls/resources";

export interface ConsoleSettings {
  resourceKinds: readonly ResourceTable[];
  eventKinds: readonly string[];
}
