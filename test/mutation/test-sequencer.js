/**
 * The jest test sequencer of `npm run mutation` (stryker.config.mjs). In a mutant's run it keeps only
 * the test files that hold the tests reaching the mutant (covering-files.js), and orders them for a
 * run that stops at its first failure (bail-environment.js): the files that failed in the previous
 * run first (they killed the last mutant, often a neighbour of this one), then the quickest first, so
 * that a mutant a small unit test kills does not wait for the slow suites. (Jest's own order puts the
 * slowest first, which suits parallel workers, not one run that stops early.)
 */
// jest's own sequencer, found from jest (it is jest's dependency, not the project's)
const Sequencer = require(require.resolve('@jest/test-sequencer', { paths: [require.resolve('jest')] })).default;
const { coveringFiles, recorded } = require('./covering-files');

/**
 * Failed last time first; then by the time the file took last time, quickest first; never run:
 * smallest first, after those.
 * @param hasFailed whether a test file failed last time
 * @param duration the time a test file took last time, undefined when unknown
 */
function quickestFirst(tests, hasFailed, duration) {
  const size = (t) => t.context.hasteFS.getSize(t.path) ?? 0;
  const keyed = tests.map((t) => ({ t, failed: hasFailed(t), time: duration(t) }));
  keyed.sort((a, b) =>
    Number(b.failed) - Number(a.failed) ||
    Number(a.time == null) - Number(b.time == null) ||
    (a.time != null ? a.time - b.time : size(a.t) - size(b.t)),
  );
  return keyed.map((k) => k.t);
}

class CoveringFilesSequencer extends Sequencer {
  constructor(options) {
    super(options);
    this.globalConfig = options.globalConfig;
  }

  sort(tests) {
    if (process.env.__STRYKER_ACTIVE_MUTANT__ === undefined) {
      return super.sort(tests); // the initial run runs every test: jest's order
    }
    const files = coveringFiles(this.globalConfig.testNamePattern, recorded(this.globalConfig.rootDir));
    return quickestFirst(files ? tests.filter((t) => files.has(t.path)) : tests, (t) => this.hasFailed(t), (t) => this.time(t));
  }
}

module.exports = CoveringFilesSequencer;
module.exports.quickestFirst = quickestFirst;
