// Optional state file, so that separate runs (for example `pulumi up` then `pulumi preview` against
// a restarted emulator) see the same data. Writes are atomic: a temporary file, then a rename; a
// write that fails leaves the previous file as it was and no temporary file behind.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { TABLE_NAMES, type StateData } from "./state";

/** Version 3 tickets carry their requestor, source and escalation, which earlier versions lack. */
export const DATA_FILE_VERSION = 3;

export interface PersistedState {
  version: typeof DATA_FILE_VERSION;
  /** The token-signing secret, so that tokens issued before a restart stay valid. */
  jwtSecret: string;
  state: StateData;
}

export function readDataFile(path: string): PersistedState | undefined {
  if (!existsSync(path)) return undefined;
  const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<PersistedState>;
  const state = parsed.state as Partial<Record<string, unknown>> | undefined;
  if (
    parsed.version !== DATA_FILE_VERSION ||
    typeof parsed.jwtSecret !== "string" ||
    !state ||
    !TABLE_NAMES.every((name) => Array.isArray(state[name]))
  ) {
    throw new Error(
      `${path} is not an emulator data file (version ${DATA_FILE_VERSION}); a file of an earlier version lacks fields the emulator now answers, so delete it to start from the seed`,
    );
  }
  return parsed as PersistedState;
}

/** Where the next version of the file is written before it replaces the file. */
export const temporaryPathOf = (path: string): string => `${path}.${process.pid}.tmp`;

export function writeDataFile(path: string, contents: PersistedState): void {
  const text = JSON.stringify(contents);
  const temporary = temporaryPathOf(path);
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } catch (error) {
    removeQuietly(temporary);
    throw error;
  }
}

/** Cleanup after a failed write must not hide why it failed. */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // Not a file we can remove (a directory, say): leave it to whoever put it there.
  }
}
