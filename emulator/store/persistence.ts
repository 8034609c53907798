// Optional state file, so that separate runs (for example `pulumi up` then `pulumi preview` against
// a restarted emulator) see the same data. Writes are atomic: a temporary file, then a rename; a
// write that fails leaves the previous file as it was and no temporary file behind. The file holds
// the token-signing secret and every credential, so it is its owner's alone: the temporary file is
// created anew (never an existing file, never through a symbolic link) with mode 0600, and the
// rename replaces whatever is at the path, a link included, without following it. A data file
// that is a symbolic link is refused at start; one with wider permissions is read, then replaced
// by the first write (at start) with one of mode 0600.
import { closeSync, constants, lstatSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type { StateShape } from "./store";

/**
 * Version 4 keeps account attribute values as `accountAttributeValues` (version 3's
 * `attributeValues`); version 3 tickets carry their requestor, source and escalation, which earlier
 * versions lack. The version moves only when a stored shape changes: a table added since a file was
 * written starts empty when it loads (and is named in `absentTables`, for the records a team has
 * from its creation to be added by whoever loads it).
 */
export const DATA_FILE_VERSION = 4;

/** The older version the emulator still reads, migrating it: its tables by their names then. */
const MIGRATED_VERSION = 3;

export interface PersistedState<S extends StateShape<S>> {
  version: typeof DATA_FILE_VERSION;
  /** The token-signing secret, so that tokens issued before a restart stay valid. */
  jwtSecret: string;
  state: S;
}

/** The data file's permissions: read and write for its owner only. */
export const DATA_FILE_MODE = 0o600;

/** A data file as read: its state with every table, and the tables the file lacked. */
export interface LoadedState<S extends StateShape<S>> extends PersistedState<S> {
  absentTables: (keyof S & string)[];
}

/**
 * The data file at `path` holding the tables `names` (or some of them), or undefined when there is
 * none; `renamed` gives the current name of each table an older version kept under another.
 */
export function readDataFile<S extends StateShape<S>>(
  path: string,
  names: readonly (keyof S & string)[],
  renamed: Readonly<Record<string, keyof S & string>> = {},
): LoadedState<S> | undefined {
  const found = lstatSync(path, { throwIfNoEntry: false });
  if (found === undefined) return undefined;
  if (found.isSymbolicLink()) {
    throw new Error(
      `${path} is a symbolic link; the emulator keeps its data file as a file of its own: give the path of the link's target, or another path`,
    );
  }
  const parsed = JSON.parse(readFileSync(path, { encoding: "utf8", flag: constants.O_RDONLY | constants.O_NOFOLLOW })) as Partial<
    PersistedState<S>
  >;
  // Version 3 kept tables under names the naming rule has since changed: `renamed` gives each old name's new one.
  const migrate =
    parsed.version === DATA_FILE_VERSION
      ? (tables: Record<string, unknown>) => tables
      : parsed.version === MIGRATED_VERSION
        ? (tables: Record<string, unknown>) =>
            Object.fromEntries(Object.entries(tables).map(([name, rows]) => [renamed[name] ?? name, rows]))
        : undefined;
  const written = parsed.state as Record<string, unknown> | undefined;
  const state: Partial<Record<string, unknown>> | undefined =
    migrate !== undefined && typeof written === "object" && written !== null ? migrate(written) : undefined;
  if (
    migrate === undefined ||
    typeof parsed.jwtSecret !== "string" ||
    !state ||
    !names.every((name) => state[name] === undefined || Array.isArray(state[name]))
  ) {
    throw new Error(
      `${path} is not an emulator data file (version ${DATA_FILE_VERSION}, or ${MIGRATED_VERSION}, which it migrates); a file of an earlier version lacks fields the emulator now answers, so delete it to start from the seed`,
    );
  }
  return {
    ...(parsed as PersistedState<S>),
    version: DATA_FILE_VERSION,
    state: Object.fromEntries(names.map((name) => [name, state[name] ?? []])) as S,
    absentTables: names.filter((name) => state[name] === undefined),
  };
}

/** Where the next version of the file is written before it replaces the file. */
export const temporaryPathOf = (path: string): string => `${path}.${process.pid}.tmp`;

export function writeDataFile<S extends StateShape<S>>(path: string, contents: PersistedState<S>): void {
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
