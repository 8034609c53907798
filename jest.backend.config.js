// `npm run test:backend`: the e2e suites of tests/e2e/backend, which the default run leaves out
// (see jest.config.js), with the e2e project's settings.
const base = require("./jest.config.js");

const e2e = base.projects.find((project) => project.displayName === "e2e");

module.exports = {
  ...base,
  projects: [{ ...e2e, displayName: "e2e-backend", roots: ["<rootDir>/tests/e2e/backend"], testPathIgnorePatterns: ["/node_modules/"] }],
};
