// Jest globalSetup of the e2e tests: installs the package into node_modules as users get it
// (scripts/install-package.ts, compiled by `npm run build`), and ends the repository's package scope
// at .tmp/, where the test programs live: without .tmp/package.json, Node would resolve the package's
// own name inside the repository to the checkout itself (package self-reference).
const fs = require("node:fs");
const path = require("node:path");

module.exports = function installPackageForTests() {
  const root = path.resolve(__dirname, "../..");
  const scratch = path.join(root, ".tmp");
  fs.mkdirSync(scratch, { recursive: true });
  fs.writeFileSync(path.join(scratch, "package.json"), '{ "name": "e2e-programs", "private": true }\n');
  require(path.join(root, "dist", "scripts", "install-package.js")).installPackage(root);
};
