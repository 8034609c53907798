// What the console page embeds for its script (app/settings.ts reads it): the emulator's own lists,
// so that the console never keeps a copy of them.
import type { ResourceTable } from "../domains/state";
import type { Column } from "../domains/domain";

export interface ConsoleSettings {
  resourceKinds: readonly ResourceTable[];
  /** The fields of each kind's table, from the domain that holds it. */
  resourceColumns: { readonly [K in ResourceTable]: readonly Column<K>[] };
  eventKinds: readonly string[];
}
