/**
 * The order of a mutant's test files (test/mutation/test-sequencer.js): the run stops at the first
 * failure, so the files that failed last time come first, then the quickest.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { quickestFirst } = require('./test-sequencer');

const file = (path: string, duration: number | undefined, size: number) => ({ path, duration, context: { hasteFS: { getSize: () => size } } });

test('failed last time first, then quickest first, then files never timed, smallest first', () => {
  const tests = [
    file('slow', 9000, 10), file('unknown-big', undefined, 500), file('quick', 300, 900),
    file('failed-slow', 8000, 10), file('unknown-small', undefined, 50), file('medium', 2000, 10),
  ];
  const failed = new Set(['failed-slow']);
  const order = quickestFirst(tests, (t: { path: string }) => failed.has(t.path), (t: { duration?: number }) => t.duration);
  expect(order.map((t: { path: string }) => t.path)).toEqual([
    'failed-slow', 'quick', 'medium', 'slow', 'unknown-small', 'unknown-big',
  ]);
  expect(tests[0].path).toBe('slow'); // the list given is not reordered in place
});
