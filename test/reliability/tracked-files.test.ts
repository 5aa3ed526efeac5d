/**
 * What git tracks: sources, never what an install or a build writes (a linked node_modules of a git
 * worktree was once committed; a clone then had a link in place of its dependencies).
 */
import { execFileSync } from 'child_process';
import * as path from 'path';

const ROOT = path.join(__dirname, '..', '..');
const OUTPUTS = [/^node_modules(\/|$)/, /(^|\/)node_modules$/, /^lib\//, /^dist\//, /^build\//, /^\.bindings\//, /^coverage\//, /^test-reports\//, /^\.stryker-tmp\//, /^\.jsii(\.gz)?$/, /^tsconfig\.tsbuildinfo$/];

test('no install or build output is tracked', () => {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter(Boolean);
  } catch {
    console.warn('not a git checkout: the tracked files are not checked');
    return;
  }
  expect(files.length).toBeGreaterThan(100);
  expect(files.filter((f) => OUTPUTS.some((re) => re.test(f)))).toEqual([]);
});
