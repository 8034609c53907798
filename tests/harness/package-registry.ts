// A local npm registry for tests that install a project as its pipeline does (`npm ci` from the
// project's own lockfile): it serves this package, packed from the checkout, under its name and
// version, as the public registry serves it once published, and redirects every other request to
// the registry npm is configured with (npm follows the redirect, and mostly finds its cache warm).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import * as fs from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import * as path from "node:path";
import { packTarball } from "../../scripts/install-package";

export interface PackageRegistry {
  /** The registry's address, for `npm_config_registry`. */
  url: string;
  stop(): Promise<void>;
}

interface Hosted {
  manifest: Record<string, unknown> & { name: string; version: string };
  tarball: Buffer;
}

/** The package at `packageDir`, packed as `npm publish` would pack it. */
export function packPackage(packageDir: string): Hosted {
  return { manifest: JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8")), tarball: packTarball(packageDir) };
}

export async function startPackageRegistry(hosted: Hosted[]): Promise<PackageRegistry> {
  const upstream = execFileSync("npm", ["config", "get", "registry"], { encoding: "utf8" }).trim().replace(/\/$/, "");
  const byName = new Map(hosted.map((entry) => [entry.manifest.name, entry]));
  const server = createServer((request, response) => {
    const requested = decodeURIComponent((request.url ?? "/").split("?")[0]!.slice(1));
    const [name, tarballMarker] = requested.split("/-/");
    const entry = byName.get(name!);
    if (entry === undefined) {
      response.writeHead(302, { location: `${upstream}${request.url}` }).end();
    } else if (tarballMarker !== undefined) {
      response.writeHead(200, { "content-type": "application/octet-stream", "content-length": entry.tarball.length }).end(entry.tarball);
    } else {
      const { manifest, tarball } = entry;
      const { port } = server.address() as AddressInfo;
      const dist = {
        tarball: `http://127.0.0.1:${port}/${manifest.name}/-/${manifest.name}-${manifest.version}.tgz`,
        integrity: `sha512-${createHash("sha512").update(tarball).digest("base64")}`,
        shasum: createHash("sha1").update(tarball).digest("hex"),
      };
      const packument = {
        name: manifest.name,
        "dist-tags": { latest: manifest.version },
        versions: { [manifest.version]: { ...manifest, dist } },
      };
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(packument));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
