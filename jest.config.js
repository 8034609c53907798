// Three projects: `unit` is the fast loop; `integration` starts the emulator; `e2e` drives the real
// Pulumi CLI. Run under NODE_OPTIONS=--experimental-vm-modules so ts-jest can load ESM-only got.
const project = (name, extra = {}) => ({
  displayName: name,
  testEnvironment: "node",
  roots: [`<rootDir>/tests/${name}`],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["ts-jest", { tsconfig: "tsconfig.json" }] },
  ...extra,
});

module.exports = {
  projects: [
    project("unit"),
    project("integration"),
    project("e2e", { globalSetup: "<rootDir>/tests/harness/install-package.js" }),
  ],
  reporters: ["default", "<rootDir>/tests/harness/summary-reporter.js"],
  // Generous because e2e tests run several real `pulumi` operations each.
  testTimeout: 240_000,
};
