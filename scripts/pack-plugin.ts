// `npm run plugin`: the native plugin as Pulumi plugins ship, an archive that `pulumi plugin install
// resource supportplatform <version> --file <archive>` installs into the user's plugin folder, where
// the engine finds it with no `plugins.providers` path and no package.json in the project:
// dist/plugin/pulumi-resource-supportplatform-v<version>-linux-amd64.tar.gz. It holds the package as
// npm packs it (its compiled provider, schema.json, package.json), the modules the plugin loads (got,
// zod, gRPC, protobuf and @pulumi/pulumi's generated protocol, each with its own dependencies), and at
// its root the executable the engine runs, which starts the plugin with the `node` on PATH (22 or
// later). Why a bundle run by the user's Node rather than a single executable: docs/languages.md.
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as path from "node:path";
import { packTarball } from "./install-package";
import { repoRoot as root } from "./schema-types";

/** The packages the plugin loads from node_modules (its whole closure follows their dependencies). */
const loaded = ["got", "zod", "@grpc/grpc-js", "google-protobuf"];
/** Of @pulumi/pulumi, only its generated gRPC protocol: the plugin loads nothing else of it. */
const pulumiProtocol = ["package.json", "proto"];

// The plugin's own script checks Node's version: asking `node --version` here would start Node twice.
const launcher = `#!/bin/sh
# The supportplatform resource plugin: runs bin/pulumi-resource-supportplatform of this folder with the
# node on PATH, which must be Node.js 22 or later.
here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
command -v node > /dev/null || { echo "pulumi-resource-supportplatform: needs Node.js 22 or later on PATH (found none)" >&2; exit 1; }
exec node "$here/bin/pulumi-resource-supportplatform" "$@"
`;

/** The folder of package `name` as Node resolves it from `from`: the nearest node_modules up. */
function packageFolder(name: string, from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, "node_modules", name);
    if (fs.existsSync(path.join(candidate, "package.json"))) return candidate;
    if (folder === root || path.dirname(folder) === folder) throw new Error(`pack-plugin: ${name} is not installed (npm ci)`);
  }
}

/** Every package folder `names` need from `from`, following their dependencies. */
function closure(names: readonly string[], from: string, found = new Set<string>()): Set<string> {
  for (const name of names) {
    const folder = packageFolder(name, from);
    if (found.has(folder)) continue;
    found.add(folder);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
    closure(Object.keys(manifest.dependencies ?? {}), folder, found);
  }
  return found;
}

export function packPlugin(): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
  const out = path.join(root, "dist", "plugin");
  fs.mkdirSync(out, { recursive: true });
  // Several test files may pack at once (jest's workers): each stages in a folder of its own and
  // renames its archive into place whole, so that no one reads an archive another is writing.
  const stage = fs.mkdtempSync(path.join(out, ".stage-"));
  const archive = path.join(out, `pulumi-resource-supportplatform-v${version}-linux-amd64.tar.gz`);
  const written = `${stage}.tar.gz`;
  try {
    execFileSync("tar", ["-xzf", "-", "-C", stage, "--strip-components=1"], { input: packTarball(root) });
    for (const folder of closure(loaded, root)) {
      fs.cpSync(folder, path.join(stage, path.relative(root, folder)), { recursive: true });
    }
    const pulumi = packageFolder("@pulumi/pulumi", root);
    for (const entry of pulumiProtocol)
      fs.cpSync(path.join(pulumi, entry), path.join(stage, "node_modules", "@pulumi", "pulumi", entry), { recursive: true });
    fs.writeFileSync(path.join(stage, "pulumi-resource-supportplatform"), launcher, { mode: 0o755 });
    execFileSync("tar", ["-czf", written, "-C", stage, "--owner=0", "--group=0", "--sort=name", "."]);
    fs.renameSync(written, archive);
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
    fs.rmSync(written, { force: true });
  }
  return archive;
}

if (require.main === module) {
  const archive = packPlugin();
  console.log(`pack-plugin: ${path.relative(root, archive)} (${(fs.statSync(archive).size / 1e6).toFixed(1)} MB)`);
}
