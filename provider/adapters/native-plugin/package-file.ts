// A file of the installed package (schema.json, package.json): the package root is three folders
// above this module in the source and four in the build (dist/).
import * as fs from "node:fs";
import * as path from "node:path";

export function packageFile(name: string): string {
  const root = [path.join(__dirname, "..", "..", ".."), path.join(__dirname, "..", "..", "..", "..")].find((folder) => fs.existsSync(path.join(folder, "package.json")))!;
  return path.join(root, name);
}
