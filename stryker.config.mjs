// StrykerJS configuration for `npm run mutation` (scripts/mutation.js), one folder per run:
// TRIAD_MUTATE=constructs | l2 | codegen. Each folder keeps its own incremental file in
// test/mutation/, so a rerun after a small change only tests the mutants the change touched.
import { readFileSync } from 'node:fs';

const FOLDERS = {
  constructs: {
    mutate: 'src/constructs/**/*.ts',
    tests: ['test/constructs/**/*', 'test/l1/**/*', 'test/reliability/@(schema-check|escape-hatches)'],
  },
  l2: { mutate: 'src/l2/**/*.ts', tests: ['test/l2/**/*'] },
  codegen: { mutate: 'codegen/**/*.ts', tests: ['test/codegen/**/*'] },
};
const folder = process.env.TRIAD_MUTATE ?? 'constructs';
if (!FOLDERS[folder]) {
  throw new Error(`TRIAD_MUTATE must be one of ${Object.keys(FOLDERS).join(', ')}; got '${folder}'`);
}

// the project's own jest configuration, run on the tests written for the folder under mutation:
// jest loads the library afresh for every test file, so a mutant covered by every test file of the
// suite would cost the whole suite's start-up
const jest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).jest;
const config = {
  ...jest,
  testMatch: FOLDERS[folder].tests.map((t) => `<rootDir>/${t}.test.ts`),
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
  mutate: [FOLDERS[folder].mutate],
  // ts-jest only transpiles (isolatedModules), so mutated files need no `// @ts-nocheck`; adding
  // it elsewhere would make src/l1 differ from what codegen writes (the codegen:check test)
  disableTypeChecks: false,
  incremental: true,
  incrementalFile: `test/mutation/${folder}.incremental.json`,
  reporters: ['progress', 'clear-text', 'json'],
  jsonReporter: { fileName: `reports/mutation/${folder}.json` },
  clearTextReporter: { reportMutants: false, reportTests: false },
  concurrency: 2,
  timeoutMS: 20000,
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['.bindings', 'dist', 'lib', 'coverage', 'cdktf.out', 'test-reports', 'docs/api', 'reports', 'bench/results', 'test/oracle/.generated', 'test/terraform/.cache', 'test/terraform/.work', 'examples/java', 'examples/python'],
};
