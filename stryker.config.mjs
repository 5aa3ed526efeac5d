// StrykerJS configuration for `npm run mutation` (scripts/mutation.js), one source file per run:
// TRIAD_MUTATE=<file>, e.g. src/constructs/validation.ts. Each file keeps its own incremental result
// (test/mutation/<file>.incremental.json, committed), so a long job is done a file at a time, and a
// rerun after a small change only tests the mutants the change touched. TRIAD_MUTATE may also list
// several files of one folder, comma-separated (`--together`): one run, one initial test run, its
// result in reports/mutation/together.incremental.json, which scripts/mutation.js splits per file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// the folders under mutation and the tests written for each: one table, shared with scripts/mutation.js
const { FOLDERS, TESTS, folderOf } = createRequire(import.meta.url)('./scripts/mutation-report.js');
const files = (process.env.TRIAD_MUTATE ?? '').split(',');
const folder = folderOf(files[0]);
if (!folder || files.some((f) => folderOf(f) !== folder)) {
  throw new Error(`TRIAD_MUTATE must name .ts files under one of ${Object.values(FOLDERS).join(', ')}; got '${files.join(',')}'`);
}
const lines = process.env.TRIAD_MUTATE_LINES;
if (lines && files.length !== 1) {
  throw new Error(`TRIAD_MUTATE_LINES applies to one file; TRIAD_MUTATE names ${files.length}`);
}
// where this run keeps its result: the file's own, or the group's (split per file afterwards)
const result = files.length === 1 ? files[0].replace(/\.ts$/, '') : 'together';

// the project's own jest configuration, run on the tests written for the folder under mutation:
// jest loads the library afresh for every test file, so a mutant covered by every test file of the
// suite would cost the whole suite's start-up
const jest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).jest;
const config = {
  ...jest,
  testMatch: TESTS[folder].map((t) => `<rootDir>/${t}.test.ts`),
  // a mutant's run stops at its first failing test (jest cannot bail when Stryker runs it)
  testEnvironment: fileURLToPath(new URL('./test/mutation/bail-environment.js', import.meta.url)),
  // and loads only the test files that hold the tests reaching the mutant
  testSequencer: fileURLToPath(new URL('./test/mutation/test-sequencer.js', import.meta.url)),
};

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  jest: { projectType: 'custom', config, enableFindRelatedTests: false },
  coverageAnalysis: 'perTest',
  checkers: ['typescript'],
  tsconfigFile: 'test/mutation/tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  // TRIAD_MUTATE_LINES (`10-12,83-89`) narrows the run to those lines; the file's other results are kept
  mutate: lines ? lines.split(',').map((r) => `${files[0]}:${r}`) : files,
  // ts-jest only transpiles (isolatedModules), so mutated files need no `// @ts-nocheck`; adding
  // it elsewhere would make src/l1 differ from what codegen writes (the codegen:check test)
  disableTypeChecks: false,
  incremental: true,
  incrementalFile: files.length === 1 ? `test/mutation/${result}.incremental.json` : `reports/mutation/${result}.incremental.json`,
  reporters: ['progress', 'clear-text', 'json'],
  jsonReporter: { fileName: `reports/mutation/${result}.json` },
  clearTextReporter: { reportMutants: false, reportTests: false },
  concurrency: 2,
  timeoutMS: 20000,
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['.bindings', 'dist', 'lib', 'coverage', 'cdktf.out', 'test-reports', 'docs/api', 'reports', 'bench/results', 'test/oracle/.generated', 'test/terraform/.cache', 'test/terraform/.work', 'examples/java', 'examples/python'],
};
