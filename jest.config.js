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
    // tests/e2e/backend runs in `npm run test:backend` (jest.backend.config.js): its suites start a
    // PostgreSQL server, and one waits out the platform's minute-long rate-limit window by nature.
    project("e2e", { globalSetup: "<rootDir>/tests/harness/install-package.js", testPathIgnorePatterns: ["/node_modules/", "<rootDir>/tests/e2e/backend/"] }),
  ],
  reporters: ["default", "<rootDir>/tests/harness/summary-reporter.js"],
  // Two workers even on two cores: end-to-end tests spend most of their time waiting for the
  // Pulumi CLI's processes, and running two files at once nearly halves the suite's time.
  maxWorkers: 2,
  // Generous because e2e tests run several real `pulumi` operations each.
  testTimeout: 240_000,
};
