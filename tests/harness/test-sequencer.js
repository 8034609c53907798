// Jest's order of test files, but for one case: files without a recorded duration (a clean clone,
// or new files) run the slow projects' first, e2e before integration before unit, and only then by
// size as jest does. Jest's own fallback, size alone, mixes the projects and can leave a short e2e
// file of a minute or two to the end of the run, while the other worker idles; unit files of a
// second or two are what should fill the end. With recorded durations, jest's order stands.
const Sequencer = require("@jest/test-sequencer").default;

/** The projects, slowest files first. */
const slowestFirst = ["e2e", "languages", "backend", "browser", "integration", "unit"];
const rank = (test) => {
  const at = slowestFirst.indexOf(test.context.config.displayName?.name);
  return at === -1 ? slowestFirst.length : at;
};

class SlowProjectsFirst extends Sequencer {
  sort(tests) {
    // Jest's order (failed first, then the longest recorded duration, then the largest file), which
    // also sets each test's recorded duration.
    const jestOrder = super.sort(tests);
    const position = new Map(jestOrder.map((test, index) => [test, index]));
    return [...jestOrder].sort((a, b) => {
      const bothUntimed = a.duration == null && b.duration == null && this.hasFailed(a) === this.hasFailed(b);
      if (bothUntimed && rank(a) !== rank(b)) return rank(a) - rank(b);
      return position.get(a) - position.get(b);
    });
  }
}

module.exports = SlowProjectsFirst;
