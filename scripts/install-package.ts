// Installs this package into the repository's node_modules exactly as users get it (`npm pack` of the
// compiled build, unpacked beside @pulumi/pulumi), so that programs in the repository import it by
// name and Pulumi's dynamic provider host, which resolves `pulumi-support-platform/runtime` from its
// own folder in node_modules, finds it. The demo, the e2e tests, the benchmarks and the soak run it;
// it needs a fresh `npm run build` and repacks each time, so it never installs a stale build.
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

/** The tarball `npm pack` makes of the package at `root` (its `files`, as `npm publish` would). */
export function packTarball(root: string): Buffer {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "support-platform-pack-"));
  try {
    const packed = execFileSync("npm", ["pack", "--silent", "--pack-destination", scratch], { cwd: root, encoding: "utf8" })
      .trim()
      .split("\n")
      .pop()!;
    return fs.readFileSync(path.join(scratch, packed));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** Packs the checkout at `root` and unpacks it into its node_modules/pulumi-support-platform. */
export function installPackage(root: string): string {
  if (!fs.existsSync(path.join(root, "dist", "provider", "index.js"))) {
    throw new Error("install-package: dist/provider is missing; run `npm run build` first");
  }
  const tarball = packTarball(root);
  const destination = path.join(root, "node_modules", "pulumi-support-platform");
  fs.rmSync(destination, { recursive: true, force: true });
  fs.mkdirSync(destination, { recursive: true });
  execFileSync("tar", ["-xzf", "-", "-C", destination, "--strip-components=1"], { input: tarball });
  return destination;
}
