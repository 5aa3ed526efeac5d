/**
 * The score and the per-file results of `npm run mutation` (scripts/mutation-report.js).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FOLDERS, TESTS, folderOf, splitResult, tally } = require('../../scripts/mutation-report');

const mutant = (id: string, status: string) => ({ id, status, mutatorName: 'BooleanLiteral', location: { start: { line: 1, column: 1 }, end: { line: 1, column: 5 } } });

describe('folderOf', () => {
  test.each([
    ['src/l2/idp/staged-flow.ts', 'l2'],
    ['src/constructs/specs.ts', 'constructs'],
    ['codegen/names.ts', 'codegen'],
  ])('%s is of the folder %s', (file, folder) => {
    expect(folderOf(file)).toBe(folder);
  });

  test.each(['src/l1/idp/flow.ts', 'src/l2', 'src/l2/README.md', 'src/l2x/a.ts', 'test/l2/ids.test.ts'])('%s is of no folder under mutation', (file) => {
    expect(folderOf(file)).toBeUndefined();
  });

  test('every folder under mutation has its tests', () => {
    expect(Object.keys(TESTS)).toEqual(Object.keys(FOLDERS));
  });
});

describe('splitResult', () => {
  const report = {
    schemaVersion: '2',
    thresholds: { high: 80, low: 60 },
    files: {
      'src/l2/days.ts': { language: 'typescript', source: 'a', mutants: [mutant('1', 'Killed')] },
      '/root/p/src/l2/orders.ts': { language: 'typescript', source: 'b', mutants: [mutant('2', 'Survived')] },
      'src/l2/urls.ts': { language: 'typescript', source: 'c', mutants: [] },
    },
    testFiles: { 'test/l2/a.test.ts': { tests: [{ id: 't1', name: 'a' }] } },
  };

  test('gives each file its own part and every test file, keyed by its path from the root', () => {
    const parts = splitResult(report, ['src/l2/days.ts', 'src/l2/orders.ts'], '/root/p');
    expect(Object.keys(parts)).toEqual(['src/l2/days.ts', 'src/l2/orders.ts']);
    expect(parts['src/l2/days.ts']).toEqual({ ...report, files: { 'src/l2/days.ts': report.files['src/l2/days.ts'] } });
    expect(parts['src/l2/orders.ts'].files).toEqual({ '/root/p/src/l2/orders.ts': report.files['/root/p/src/l2/orders.ts'] });
    expect(parts['src/l2/orders.ts'].testFiles).toBe(report.testFiles);
    expect(parts['src/l2/orders.ts'].schemaVersion).toBe('2');
  });

  test('gives a file without mutants (no part in the run) a result with no mutated file', () => {
    const parts = splitResult(report, ['src/l2/kinds.ts'], '/root/p');
    expect(parts['src/l2/kinds.ts']).toEqual({ ...report, files: {} });
  });
});

describe('tally', () => {
  test('scores killed and timed out over every mutant that ran; compile errors and ignored ones do not count', () => {
    const t = tally([mutant('1', 'Killed'), mutant('2', 'Timeout'), mutant('3', 'Survived'), mutant('4', 'NoCoverage'), mutant('5', 'CompileError'), mutant('6', 'Ignored')]);
    expect(t).toEqual({
      by: { Killed: 1, Timeout: 1, Survived: 1, NoCoverage: 1, CompileError: 1, Ignored: 1 },
      detected: 2,
      undetected: 2,
      valid: 4,
      score: 50,
    });
  });

  test('has no score when no mutant ran', () => {
    expect(tally([mutant('1', 'CompileError')]).score).toBeNaN();
  });
});
