/**
 * The score and the per-file results of `npm run mutation` (scripts/mutation-report.js).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FOLDERS, TESTS, folderOf, isStale, joinResults, splitResult, tally } = require('../../scripts/mutation-report');

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

describe('joinResults', () => {
  const testFiles = { 'test/l2/a.test.ts': { tests: [{ id: '0', name: 'a' }], source: 'test a' } };
  const part = (file: string, source: string, tests = testFiles) => ({
    schemaVersion: '2',
    files: { [file]: { language: 'typescript', source, mutants: [mutant('1', 'Survived')] } },
    testFiles: tests,
  });

  test('joins results recorded against the same tests into one, the inverse of splitResult', () => {
    const days = part('src/l2/days.ts', 'a');
    const orders = part('src/l2/orders.ts', 'b');
    const joined = joinResults([days, orders]);
    expect(joined).toEqual({ schemaVersion: '2', files: { ...days.files, ...orders.files }, testFiles });
    expect(splitResult(joined, ['src/l2/days.ts', 'src/l2/orders.ts'], '/root/p')).toEqual({ 'src/l2/days.ts': days, 'src/l2/orders.ts': orders });
  });

  test('leaves out a file without a result', () => {
    expect(joinResults([undefined, part('src/l2/days.ts', 'a')])?.files).toEqual(part('src/l2/days.ts', 'a').files);
  });

  test('joins nothing when the results were recorded against different tests (their test ids would clash)', () => {
    const later = { 'test/l2/a.test.ts': { tests: [{ id: '0', name: 'a' }, { id: '1', name: 'b' }], source: 'test a; test b' } };
    expect(joinResults([part('src/l2/days.ts', 'a'), part('src/l2/orders.ts', 'b', later)])).toBeUndefined();
  });

  test('joins nothing when no file has a result', () => {
    expect(joinResults([undefined, undefined])).toBeUndefined();
  });
});

describe('isStale', () => {
  test('a result made from another text than the file has now is stale', () => {
    expect(isStale({ source: 'const a = 1;', mutants: [] }, 'const a = 2;')).toBe(true);
  });

  test('a result made from the text the file has now is not', () => {
    expect(isStale({ source: 'const a = 1;', mutants: [] }, 'const a = 1;')).toBe(false);
  });

  test('a result without mutants keeps no text and is never stale', () => {
    expect(isStale({ source: '', mutants: [] }, 'export type A = string;')).toBe(false);
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
