// Six projects: `unit` is the fast loop; `integration` starts the emulator; `e2e` drives the real
// Pulumi CLI (its locking test on a PostgreSQL state backend it starts itself); `languages` checks
// and runs the generated SDKs of other languages (its Go builds take minutes the first time, so
// `npm test` leaves it to `npm run test:languages`); `backend` runs team stacks on Pulumi's
// PostgreSQL state backend, waiting out the platform's minute-long rate-limit window by nature
// (`npm run test:backend`); `browser` drives the emulator's console in headless Chromium
// (`npm run test:browser`, which installs Chromium first); both are left out of `npm test`. Run
// under NODE_OPTIONS=--experimental-vm-modules so ts-jest can load ESM-only got.
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
    project("languages", { globalSetup: "<rootDir>/tests/harness/install-package.js" }),
    project("backend", { globalSetup: "<rootDir>/tests/harness/install-package.js" }),
    project("browser", { globalSetup: "<rootDir>/tests/harness/install-package.js" }),
  ],
  reporters: ["default", "<rootDir>/tests/harness/summary-reporter.js"],
  // Without recorded durations (a clean clone), e2e files first and unit files last, so that the
  // two workers finish together (tests/harness/test-sequencer.js).
  testSequencer: "<rootDir>/tests/harness/test-sequencer.js",
  // Two workers even on two cores: end-to-end tests spend most of their time waiting for the
  // Pulumi CLI's processes, and running two files at once nearly halves the suite's time.
  maxWorkers: 2,
  // Generous because e2e tests run several real `pulumi` operations each.
  testTimeout: 240_000,
};
