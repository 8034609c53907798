// The browser suite (`npm run test:browser`): the emulator's console in headless Chromium, kept out
// of `npm test` because it needs a browser installed. It runs as the e2e project does (the package
// installed into node_modules first, for the stack's program).
const base = require("./jest.config.js");
const e2e = base.projects.find((project) => project.displayName === "e2e");

module.exports = {
  ...base,
  projects: [{ ...e2e, displayName: "browser", roots: ["<rootDir>/tests/browser"] }],
};
