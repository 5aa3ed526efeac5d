/**
 * The package sizes and their budgets (scripts/package-sizes.js), shared by `npm run bench` and the
 * release dry run: what is measured in a tarball, and that a package over its budget is named.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const sizes = require('../../scripts/package-sizes') as {
  MB: number;
  BUDGETS: { tarballUnpacked: number; wheel: number; jar: number };
  measure(files: { tarball?: string; wheel?: string; jar?: string }): any;
  checkBudgets(figures: any, label: string): string[];
};

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'package-sizes-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A tarball of files of the given sizes (under package/), and a file of `bytes` bytes. */
function tarball(files: Record<string, number>): string {
  const src = path.join(dir, 'src');
  for (const [name, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(src, 'package', name)), { recursive: true });
    fs.writeFileSync(path.join(src, 'package', name), Buffer.alloc(bytes, 'a'));
  }
  const file = path.join(dir, 'lib@1.0.0.jsii.tgz');
  execFileSync('tar', ['-czf', file, '-C', src, ...Object.keys(files).map((n) => `package/${n}`)]);
  return file;
}
function sized(name: string, bytes: number): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, Buffer.alloc(bytes));
  return file;
}

test('the budgets are those of the release: 25 MB unpacked npm tarball, 4 MB wheel, 7 MB jar', () => {
  expect(sizes.MB).toBe(1_000_000);
  expect(sizes.BUDGETS).toEqual({ tarballUnpacked: 25_000_000, wheel: 4_000_000, jar: 7_000_000 });
});

test('a tarball is measured packed and unpacked, with the assembly (plain or compressed) on its own', () => {
  const tgz = tarball({ 'package.json': 100, '.jsii': 60, '.jsii.gz': 3000, 'lib/index.js': 5000, 'docs/.jsii': 7 });
  const figures = sizes.measure({ tarball: tgz });
  expect(figures.tarballUnpacked).toBe(100 + 60 + 3000 + 5000 + 7);
  expect(figures.assembly).toBe(3060);
  expect(figures.tarballFiles).toBe(5);
  expect(figures.tarballPacked).toBe(fs.statSync(tgz).size);
  expect(figures.wheel).toBeUndefined();
});

test('within budget: no problem; at the budget exactly: no problem', () => {
  const figures = sizes.measure({ wheel: sized('lib.whl', 1000), jar: sized('lib.jar', sizes.BUDGETS.jar) });
  expect(figures.wheel).toBe(1000);
  expect(sizes.checkBudgets(figures, 'lib:')).toEqual([]);
});

test('each package over its budget is named with its file, its size and the budget', () => {
  const figures = { tarballUnpacked: 25_000_001, wheel: 4_200_000, jar: 7_000_001, files: { tarball: '/x/lib@1.0.0.jsii.tgz', wheel: '/x/lib-1.0.0-py3-none-any.whl', jar: '/x/lib-1.0.0.jar' } };
  expect(sizes.checkBudgets(figures, 'lib:')).toEqual([
    'lib: lib@1.0.0.jsii.tgz: npm tarball, unpacked 25.00 MB (25,000,001 bytes), over its budget of 25.00 MB (scripts/package-sizes.js)',
    'lib: lib-1.0.0-py3-none-any.whl: Python wheel 4.20 MB (4,200,000 bytes), over its budget of 4.00 MB (scripts/package-sizes.js)',
    'lib: lib-1.0.0.jar: Java jar 7.00 MB (7,000,001 bytes), over its budget of 7.00 MB (scripts/package-sizes.js)',
  ]);
});
