#!/usr/bin/env node
/**
 * The Python bindings suite: builds the wheel with jsii-pacmak (when missing or older than the
 * assembly), installs it with its dependencies from PyPI into a fresh virtual environment
 * (.bindings/python-venv), writes the TypeScript reference app's JSON, the TypeScript example's
 * output and the converter's round-trip cases (test/convert/write-cases.ts: each case's Python
 * program and the configuration its TypeScript conversion synthesizes), and runs pytest on
 * test/bindings/python. Writes { passed, failed } to the path given as the first argument.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..', '..');
const out = process.argv[2] ?? path.join(root, 'test-reports', 'run-python.json');
const work = path.join(root, '.bindings');
const venv = path.join(work, 'python-venv');
const run = (cmd, args, opts = {}) => {
  console.log(`$ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status})`);
};
const report = (passed, failed) => fs.writeFileSync(out, JSON.stringify({ passed, failed }));

try {
  fs.mkdirSync(work, { recursive: true });
  const wheelDir = path.join(root, 'dist', 'python');
  // the wheel of this version (an older one may still be in dist/python)
  const version = require(path.join(root, 'package.json')).version;
  const wheels = () => (fs.existsSync(wheelDir) ? fs.readdirSync(wheelDir).filter((f) => f.endsWith('.whl') && f.startsWith(`cdktf_triad-${version}-`)) : []);
  const stale = !wheels().length || fs.statSync(path.join(wheelDir, wheels()[0])).mtimeMs < fs.statSync(path.join(root, '.jsii')).mtimeMs;
  if (stale) run(process.execPath, [path.join(root, 'scripts', 'package-python.js')]);
  fs.rmSync(venv, { recursive: true, force: true });
  run('python3', ['-m', 'venv', venv]);
  const py = path.join(venv, 'bin', 'python');
  run(py, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', path.join(wheelDir, wheels()[0]), 'pytest', 'cdktf-cdktf-provider-null==11.0.1']);
  const expected = path.join(work, 'expected-app.json');
  run('npx', ['ts-node', '--transpile-only', '-P', 'test/tsconfig.json', 'test/bindings/typescript-app.ts', expected]);
  // the TypeScript example's output, for the Python example to match
  const tsExample = path.join(work, 'ts-example');
  fs.rmSync(tsExample, { recursive: true, force: true });
  run(process.execPath, ['scripts/example.js'], {
    env: { ...process.env, CDKTF_OUTDIR: tsExample },
  });
  // the converter's cases, for test_convert.py (written afresh: a case removed since must not linger)
  const convertCases = path.join(work, 'convert-cases');
  fs.rmSync(convertCases, { recursive: true, force: true });
  run('npx', ['ts-node', '--transpile-only', '-P', 'test/tsconfig.json', 'test/convert/write-cases.ts', convertCases]);
  const junit = path.join(work, 'pytest.xml');
  fs.rmSync(junit, { force: true });
  const r = spawnSync(py, ['-m', 'pytest', 'test/bindings/python', '-q', `--junitxml=${junit}`], {
    cwd: root, stdio: 'inherit', env: { ...process.env, BINDINGS_EXPECTED: expected, BINDINGS_TS_EXAMPLE: tsExample, BINDINGS_CONVERT_CASES: convertCases },
  });
  const xml = fs.existsSync(junit) ? fs.readFileSync(junit, 'utf8') : '';
  const attr = (name) => Number((new RegExp(`<testsuite[^>]* ${name}="(\\d+)"`).exec(xml) ?? [])[1] ?? 0);
  const total = attr('tests');
  const failed = attr('failures') + attr('errors');
  report(total - failed - attr('skipped'), failed || (r.status !== 0 || total === 0 ? 1 : 0));
  process.exit(r.status === 0 && total > 0 ? 0 : 1);
} catch (e) {
  console.error(String(e.message ?? e));
  report(0, 1);
  process.exit(1);
}
