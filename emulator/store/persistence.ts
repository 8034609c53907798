// Optional state file, so that separate runs (for example `pulumi up` then `pulumi preview` against
// a restarted emulator) see the same data. Writes are atomic: a temporary file, then a rename; a
// write that fails leaves the previous file as it was and no temporary file behind. The file holds
// the token-signing secret and every credential, so it is its owner's alone: the temporary file is
// created anew (never an existing file, never through a symbolic link) with mode 0600, and the
// rename replaces whatever is at the path, a link included, without following it. A data file
// that is a symbolic link is refused at start; one with wider permissions is read, then replaced
// by the first write (at start) with one of mode 0600.
import { closeSync, constants, lstatSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { emptyState, RENAMED_TABLES, TABLE_NAMES, type StateData } from "./state";

/**
 * Version 4 keeps account attribute values as `accountAttributeValues` (version 3's
 * `attributeValues`); version 3 tickets carry their requestor, source and escalation, which earlier
 * versions lack. The version moves only when a stored shape changes: a table added since a file was
 * written starts empty when it loads.
 */
export const DATA_FILE_VERSION = 4;

/** Each older version the emulator still reads, with how its tables become the current version's. */
const MIGRATIONS: Readonly<Record<number, (tables: Record<string, unknown>) => Record<string, unknown>>> = {
  // Version 3 kept tables under names the naming rule has since changed.
  3: (tables) => Object.fromEntries(Object.entries(tables).map(([name, rows]) => [RENAMED_TABLES[name] ?? name, rows])),
};

export interface PersistedState {
  version: typeof DATA_FILE_VERSION;
  /** The token-signing secret, so that tokens issued before a restart stay valid. */
  jwtSecret: string;
  state: StateData;
}

/** The data file's permissions: read and write for its owner only. */
export const DATA_FILE_MODE = 0o600;

export function readDataFile(path: string): PersistedState | undefined {
  const found = lstatSync(path, { throwIfNoEntry: false });
  if (found === undefined) return undefined;
  if (found.isSymbolicLink()) {
    throw new Error(
      `${path} is a symbolic link; the emulator keeps its data file as a file of its own: give the path of the link's target, or another path`,
    );
  }
  const parsed = JSON.parse(
    readFileSync(path, { encoding: "utf8", flag: constants.O_RDONLY | constants.O_NOFOLLOW }),
  ) as Partial<PersistedState>;
  const migrate = parsed.version === DATA_FILE_VERSION ? (tables: Record<string, unknown>) => tables : MIGRATIONS[parsed.version ?? 0];
  const written = parsed.state as Record<string, unknown> | undefined;
  const state = migrate !== undefined && typeof written === "object" && written !== null ? migrate(written) : undefined;
  if (
    migrate === undefined ||
    typeof parsed.jwtSecret !== "string" ||
    !state ||
    !TABLE_NAMES.every((name) => state[name] === undefined || Array.isArray(state[name]))
  ) {
    throw new Error(
      `${path} is not an emulator data file (version ${DATA_FILE_VERSION}, or ${Object.keys(MIGRATIONS).join(", ")}, which it migrates); a file of an earlier version lacks fields the emulator now answers, so delete it to start from the seed`,
    );
  }
  return { ...(parsed as PersistedState), version: DATA_FILE_VERSION, state: { ...emptyState(), ...(state as Partial<StateData>) } };
}

/** Where the next version of the file is written before it replaces the file. */
export const temporaryPathOf = (path: string): string => `${path}.${process.pid}.tmp`;

export function writeDataFile(path: string, contents: PersistedState): void {
  const text = JSON.stringify(contents);
  const temporary = temporaryPathOf(path);
  // Exclusive: anything already at the temporary path (a file, a directory, a link) fails the write, and is not ours to remove.
  const descriptor = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, DATA_FILE_MODE);
  try {
    try {
      writeFileSync(descriptor, text);
    } finally {
      closeSync(descriptor);
    }
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
