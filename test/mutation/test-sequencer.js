/**
 * The jest test sequencer of `npm run mutation` (stryker.config.mjs): jest's own order, limited in a
 * mutant's run to the test files that hold the tests reaching the mutant (covering-files.js).
 */
// jest's own sequencer, found from jest (it is jest's dependency, not the project's)
const Sequencer = require(require.resolve('@jest/test-sequencer', { paths: [require.resolve('jest')] })).default;
const { coveringFiles, recorded } = require('./covering-files');

class CoveringFilesSequencer extends Sequencer {
  constructor(options) {
    super(options);
    this.globalConfig = options.globalConfig;
  }

  sort(tests) {
    const files = process.env.__STRYKER_ACTIVE_MUTANT__ === undefined
      ? undefined
      : coveringFiles(this.globalConfig.testNamePattern, recorded(this.globalConfig.rootDir));
    return super.sort(files ? tests.filter((t) => files.has(t.path)) : tests);
  }
}

module.exports = CoveringFilesSequencer;
