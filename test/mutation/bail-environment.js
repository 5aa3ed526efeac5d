/**
 * The jest environment of `npm run mutation` (stryker.config.mjs). Jest cannot bail when Stryker runs
 * it, so every test that reaches a mutant would run even after one of them has failed, that is after
 * the mutant is already killed. This environment skips the rest of a mutant's run once a test has
 * failed: the outcome (killed) is the same, and the run lasts until its first failing test instead of
 * its last test. The initial run, which finds the tests that reach each mutant, has no active mutant:
 * there every test runs, and each test's name is recorded with its file (covering-files.js), so that
 * a mutant's run loads only the files that hold the tests reaching it (test-sequencer.js).
 */
const { TestEnvironment } = require('jest-environment-node');
const { fullName, record } = require('./covering-files');

/** Where Stryker names the mutant of the current run (unset in the initial run). */
const ACTIVE_MUTANT = '__STRYKER_ACTIVE_MUTANT__';

/** The current run: its mutant, the test files it has started, and whether a test has failed. */
let run = { mutant: undefined, files: new Set(), failed: false };

class BailEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.rootDir = config.projectConfig.rootDir;
    this.testPath = context.testPath;
    this.names = [];
    const mutant = process.env[ACTIVE_MUTANT];
    // a new run: another mutant, or the same one again (a run starts each test file once)
    if (mutant !== run.mutant || run.files.has(context.testPath)) run = { mutant, files: new Set(), failed: false };
    run.files.add(context.testPath);
  }

  async handleTestEvent(event) {
    if (run.mutant === undefined) {
      if (event.name === 'test_start') this.names.push(fullName(event.test));
      return;
    }
    if (event.name === 'test_start' && run.failed) event.test.mode = 'skip';
    else if ((event.name === 'test_done' && event.test.errors.length > 0) || event.name === 'hook_failure') run.failed = true;
  }

  async teardown() {
    if (run.mutant === undefined) record(this.rootDir, this.testPath, this.names);
    await super.teardown();
  }
}

module.exports = BailEnvironment;
