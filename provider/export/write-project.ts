// Writes an exported project into its folder without leaving half a project behind: a new folder
// is filled beside its destination and renamed into place; into an existing one (empty, or with
// `--force`), each file is written beside itself and renamed over the old one. Every file is
// created exclusively (`wx`: a file or link already at its path, even a dangling one, fails the
// export instead of being written through), a temporary one readable by its owner only until it
// takes its place; the rename replaces a link at the destination rather than following it.
import * as fs from "node:fs";
import * as path from "node:path";
import { SupportPlatformError } from "../core/errors";

/** Whether `folder` can take the project: it is absent, empty, or overwriting was asked for. */
export function checkDestination(folder: string, force: boolean): void {
  if (!fs.existsSync(folder)) return;
  if (!fs.statSync(folder).isDirectory()) throw new SupportPlatformError("ERR_DESTINATION", `${folder} exists and is not a folder`);
  if (!force && fs.readdirSync(folder).length > 0) {
    throw new SupportPlatformError(
      "ERR_DESTINATION",
      `${folder} is not empty; choose another --out, or add --force to overwrite the project's files in it`,
    );
  }
}

/** Creates `file` holding `text`, exclusively; `mode` is its mode while it is written, `final` after. */
export function createFile(file: string, text: string, mode: number, final = mode): void {
  let descriptor: number;
  try {
    descriptor = fs.openSync(file, "wx", mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    throw new SupportPlatformError("ERR_DESTINATION", `${file} exists already (a file or link the export did not make): remove it`);
  }
  try {
    fs.writeFileSync(descriptor, text);
    if (final !== mode) fs.fchmodSync(descriptor, final);
  } finally {
    fs.closeSync(descriptor);
  }
}

/** A project file's mode once in place: a source file's usual one. */
const projectFileMode = 0o644;

/** Writes `files` into `folder`; `prepare` runs in the filled folder before a new one is moved into place. */
export async function writeProject(
  folder: string,
  files: Record<string, string>,
  prepare: (filled: string) => Promise<void> = async () => undefined,
): Promise<void> {
  if (fs.existsSync(folder)) {
    for (const [name, text] of Object.entries(files)) {
      const temporary = path.join(folder, `.${name}.${process.pid}.tmp`);
      createFile(temporary, text, 0o600, projectFileMode);
      fs.renameSync(temporary, path.join(folder, name));
    }
    await prepare(folder);
    return;
  }
  fs.mkdirSync(path.dirname(path.resolve(folder)), { recursive: true });
  // Made by mkdtemp: new, and the owner's only until it is renamed into place.
  const staging = fs.mkdtempSync(`${path.resolve(folder)}.partial-`);
  try {
    for (const [name, text] of Object.entries(files)) createFile(path.join(staging, name), text, projectFileMode);
    await prepare(staging);
    fs.renameSync(staging, folder);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
