/**
 * fast-check parameters shared by the property tests: the number of runs (FC_NUM_RUNS, default 25)
 * and a seed, printed once per test file so that a failure can be replayed exactly:
 * `FC_SEED=<seed> npx jest test/property`. fast-check also prints the seed and path of a failing case.
 */
import * as path from 'path';

const seed = process.env.FC_SEED !== undefined ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 0x7fffffff);
if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer, got ${JSON.stringify(process.env.FC_SEED)}`);
// eslint-disable-next-line no-console
console.log(`fast-check seed ${seed} (replay: FC_SEED=${seed} npx jest ${path.relative(process.cwd(), expect.getState().testPath ?? 'test/property')})`);

/** Runs per property (FC_NUM_RUNS). */
export const RUNS = Number(process.env.FC_NUM_RUNS ?? 25);

/** The parameters of every fc.assert: the printed seed, and `numRuns` (default RUNS). */
export function fcParams(numRuns = RUNS): { seed: number; numRuns: number } {
  return { seed, numRuns };
}
