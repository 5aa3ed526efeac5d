#!/usr/bin/env node
// `npm run mutation [-- constructs|l2|codegen ...]`: StrykerJS over each folder in turn (all three
// when none is named), with the configuration in stryker.config.mjs. Results are incremental per
// folder (test/mutation/<folder>.incremental.json): commit that file after a run so the next one only
// tests the mutants a change touched. Not part of CI: a full run takes hours on two cores.
const { spawnSync } = require('child_process');
const path = require('path');

const FOLDERS = ['constructs', 'l2', 'codegen'];
const asked = process.argv.slice(2);
for (const name of asked) {
  if (!FOLDERS.includes(name)) {
    console.error(`mutation: unknown folder '${name}'; choose from ${FOLDERS.join(', ')}`);
    process.exit(2);
  }
}
let failed = 0;
for (const folder of asked.length ? asked : FOLDERS) {
  console.log(`\n== mutation: ${folder} ==`);
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs'], {
    cwd: path.join(__dirname, '..'),
    stdio: 'inherit',
    env: { ...process.env, TRIAD_MUTATE: folder },
  });
  if (run.status !== 0) {
    failed++;
    continue;
  }
  // the score, per file, and the mutants no test caught (what docs/reliability.md accounts for)
  spawnSync('node', [path.join(__dirname, 'mutation-report.js'), folder], { stdio: 'inherit' });
}
process.exit(failed ? 1 : 0);
