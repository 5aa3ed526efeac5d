#!/usr/bin/env node
/**
 * `npm run mutation [-- <folder or file> ...]`: StrykerJS (stryker.config.mjs) over src/constructs,
 * src/l2 and codegen, one source file per Stryker run:
 *
 *   npm run mutation                               every file of the three folders
 *   npm run mutation -- codegen                    every file of one folder (constructs, l2, codegen)
 *   npm run mutation -- src/l2/idp/refs.ts         one file
 *
 * Each file's result is kept in test/mutation/<file>.incremental.json: commit it after a run. A rerun
 * then tests only the mutants a change touched, and a folder too big for one sitting (on two cores a
 * file takes from a minute to an hour) is done a file at a time. After the runs it prints the score of
 * each folder from every result committed so far (scripts/mutation-report.js). Not part of CI.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const { FOLDERS, sources } = require('./mutation-report');

const ROOT = path.join(__dirname, '..');

const asked = process.argv.slice(2);
const files = [];
for (const a of asked.length ? asked : Object.keys(FOLDERS)) {
  if (FOLDERS[a]) {
    files.push(...sources(FOLDERS[a]));
  } else if (Object.values(FOLDERS).some((f) => a.startsWith(`${f}/`)) && a.endsWith('.ts') && fs.existsSync(path.join(ROOT, a))) {
    files.push(a);
  } else {
    console.error(`mutation: '${a}' is neither one of ${Object.keys(FOLDERS).join(', ')} nor a .ts file under ${Object.values(FOLDERS).join(', ')}`);
    process.exit(2);
  }
}

let failed = 0;
for (const file of files) {
  console.log(`\n== mutation: ${file} ==`);
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, TRIAD_MUTATE: file },
  });
  if (run.status !== 0) failed++;
}
// the score of each folder, per file, and the mutants no test caught (what docs/reliability.md accounts for)
spawnSync('node', [path.join(__dirname, 'mutation-report.js')], { cwd: ROOT, stdio: 'inherit' });
process.exit(failed ? 1 : 0);
