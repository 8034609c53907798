// Jest globalSetup of the e2e tests: installs this package into the repository's node_modules exactly
// as users get it (`npm pack`, then unpacked), beside @pulumi/pulumi as in a user's project, so test
// programs import it by name and Pulumi serializes its providers as it does for users. Needs a fresh
// `npm run build`.
// .tmp/package.json ends the repository's package scope: without it, Node would resolve the
// package's own name inside the repository to the checkout itself (package self-reference).
const { execFileSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");

module.exports = function installPackage() {
  const root = path.resolve(__dirname, "../..");
  const scratch = path.join(root, ".tmp");
  fs.mkdirSync(scratch, { recursive: true });
  fs.writeFileSync(path.join(scratch, "package.json"), '{ "name": "e2e-programs", "private": true }\n');
  const packed = execFileSync("npm", ["pack", "--silent", "--pack-destination", scratch], { cwd: root, encoding: "utf8" })
    .trim()
    .split("\n")
    .pop();
  const tarball = path.join(scratch, packed);
  const destination = path.join(root, "node_modules", "pulumi-support-platform");
  fs.rmSync(destination, { recursive: true, force: true });
  fs.mkdirSync(destination, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", destination, "--strip-components=1"]);
  fs.rmSync(tarball);
};
