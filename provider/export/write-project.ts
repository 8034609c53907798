// Writes an exported project into its folder without leaving half a project behind: a new folder
// is filled beside its destination and renamed into place; into an existing one (empty, or with
// `--force`), each file is written beside itself and renamed over the old one.
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

/** Writes `files` into `folder`; `prepare` runs in the filled folder before a new one is moved into place. */
export async function writeProject(
  folder: string,
  files: Record<string, string>,
  prepare: (filled: string) => Promise<void> = async () => undefined,
): Promise<void> {
  if (fs.existsSync(folder)) {
    for (const [name, text] of Object.entries(files)) {
      const temporary = path.join(folder, `.${name}.${process.pid}.tmp`);
      fs.writeFileSync(temporary, text);
      fs.renameSync(temporary, path.join(folder, name));
    }
    await prepare(folder);
    return;
  }
  fs.mkdirSync(path.dirname(path.resolve(folder)), { recursive: true });
  const staging = fs.mkdtempSync(`${path.resolve(folder)}.partial-`);
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(staging, name), text);
    await prepare(staging);
    fs.renameSync(staging, folder);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
