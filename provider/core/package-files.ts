// This package's own files (package.json, schema.json), wherever it runs from: its root is two
// folders above this module in the source (provider/core) and three in the build (dist/).
import * as fs from "node:fs";
import * as path from "node:path";

export interface PackageManifest {
  name: string;
  version: string;
  peerDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

export function packageRoot(): string {
  return [path.join(__dirname, "..", ".."), path.join(__dirname, "..", "..", "..")].find((folder) =>
    fs.existsSync(path.join(folder, "package.json")),
  )!;
}

export function packageFile(name: string): string {
  return path.join(packageRoot(), name);
}

export function packageManifest(root = packageRoot()): PackageManifest {
  return JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
}
