// Optional state file, so that separate runs (for example `pulumi up` then `pulumi preview` against
// a restarted emulator) see the same data. Writes are atomic: a temporary file, then a rename.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { TABLE_NAMES, type StateData } from "./state";

export interface PersistedState {
  version: 1;
  /** The token-signing secret, so that tokens issued before a restart stay valid. */
  jwtSecret: string;
  state: StateData;
}

export function readDataFile(path: string): PersistedState | undefined {
  if (!existsSync(path)) return undefined;
  const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<PersistedState>;
  const state = parsed.state as Partial<Record<string, unknown>> | undefined;
  if (parsed.version !== 1 || typeof parsed.jwtSecret !== "string" || !state || !TABLE_NAMES.every((name) => Array.isArray(state[name]))) {
    throw new Error(`${path} is not an emulator data file (version 1)`);
  }
  return parsed as PersistedState;
}

export function writeDataFile(path: string, contents: PersistedState): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(contents));
  renameSync(temporary, path);
}
