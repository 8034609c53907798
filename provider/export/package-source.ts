// Where an exported project gets this package from: where the project the export runs from got it.
// Installed from a tarball or a folder (`npm install ../pulumi-support-platform-0.1.0.tgz`, the way
// to install it while it is not published), that project's package.json says `file:<path>`, and the
// exported one takes the same file, its path made relative to the new project, so that its
// `npm install` runs as printed. Otherwise, the exact version, from the registry.
import * as fs from "node:fs";
import * as path from "node:path";
import { packageManifest, packageRoot } from "../core/package-files";

/**
 * The dependency on this package (installed at `root`) for a project in the folder `project`: the
 * `file:` source of the project it is installed in, when it has one, else its exact version.
 */
export function packageDependency(project: string, root = packageRoot()): string {
  const manifest = packageManifest(root);
  const installedIn = path.basename(path.dirname(root)) === "node_modules" ? path.dirname(path.dirname(root)) : undefined;
  const source = installedIn === undefined ? undefined : declaredSource(installedIn, manifest.name);
  if (source === undefined || !source.startsWith("file:")) return manifest.version;
  const target = path.resolve(installedIn!, source.slice("file:".length));
  const relative = path.relative(path.resolve(project), target).split(path.sep).join("/");
  return `file:${relative.startsWith(".") ? relative : `./${relative}`}`;
}

/** How the project in `folder` declares the package `name`, if it does. */
function declaredSource(folder: string, name: string): string | undefined {
  const file = path.join(folder, "package.json");
  if (!fs.existsSync(file)) return undefined;
  const { dependencies = {}, devDependencies = {} } = JSON.parse(fs.readFileSync(file, "utf8")) as Record<
    string,
    Record<string, string> | undefined
  >;
  return dependencies[name] ?? devDependencies[name];
}
