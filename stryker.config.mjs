// StrykerJS configuration for `npm run mutation` (scripts/mutation.js), one source file per run:
// TRIAD_MUTATE=<file>, e.g. src/constructs/validation.ts. Each file keeps its own incremental result
// (test/mutation/<file>.incremental.json, committed), so a long job is done a file at a time, and a
// rerun after a small change only tests the mutants the change touched.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// the tests written for each folder under mutation
const FOLDERS = {
  'src/constructs': ['test/constructs/**/*', 'test/l1/**/*', 'test/reliability/@(schema-check|escape-hatches)'],
  'src/l2': ['test/l2/**/*'],
  codegen: ['test/codegen/**/*'],
};
const file = process.env.TRIAD_MUTATE ?? '';
const folder = Object.keys(FOLDERS).find((f) => file.startsWith(`${f}/`) && file.endsWith('.ts'));
if (!folder) {
  throw new Error(`TRIAD_MUTATE must name a .ts file under ${Object.keys(FOLDERS).join(', ')}; got '${file}'`);
}

// the project's own jest configuration, run on the tests written for the folder under mutation:
// jest loads the library afresh for every test file, so a mutant covered by every test file of the
// suite would cost the whole suite's start-up
const jest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).jest;
const config = {
  ...jest,
  testMatch: FOLDERS[folder].map((t) => `<rootDir>/${t}.test.ts`),
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
  mutate: process.env.TRIAD_MUTATE_LINES ? process.env.TRIAD_MUTATE_LINES.split(',').map((r) => `${file}:${r}`) : [file],
  // ts-jest only transpiles (isolatedModules), so mutated files need no `// @ts-nocheck`; adding
  // it elsewhere would make src/l1 differ from what codegen writes (the codegen:check test)
  disableTypeChecks: false,
  incremental: true,
  incrementalFile: `test/mutation/${file.replace(/\.ts$/, '')}.incremental.json`,
  reporters: ['progress', 'clear-text', 'json'],
  jsonReporter: { fileName: `reports/mutation/${file.replace(/\.ts$/, '')}.json` },
  clearTextReporter: { reportMutants: false, reportTests: false },
  concurrency: 2,
  timeoutMS: 20000,
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['.bindings', 'dist', 'lib', 'coverage', 'cdktf.out', 'test-reports', 'docs/api', 'reports', 'bench/results', 'test/oracle/.generated', 'test/terraform/.cache', 'test/terraform/.work', 'examples/java', 'examples/python'],
};
