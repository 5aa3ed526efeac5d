#!/usr/bin/env node
/**
 * `npm run mutation [-- <folder or file> ...]`: StrykerJS (stryker.config.mjs) over src/constructs,
 * src/l2, src/rules and codegen, one source file per Stryker run:
 *
 *   npm run mutation                               every file of the four folders
 *   npm run mutation -- codegen                    every file of one folder (constructs, l2, rules, codegen)
 *   npm run mutation -- src/l2/idp/refs.ts         one file
 *   npm run mutation -- --force --lines 10-12,83-89 src/constructs/formats.ts
 *                                                  retest the mutants of those lines of one file
 *   npm run mutation -- --together src/l2/days.ts src/l2/orders.ts
 *                                                  the files afresh in one Stryker run
 *   npm run mutation -- --ignore-static src/rules  without the static mutants (below)
 *
 * `--force` retests mutants whose result would be reused. Stryker's incremental mode retests a
 * surviving mutant when a new test covers it, but a mutant of code run while the module loads (a
 * constant table, a regular expression) is covered by no test in particular, so its old result is
 * kept however many tests were added for it: after writing such tests, force those lines.
 *
 * Each file's result is kept in test/mutation/<file>.incremental.json: commit it after a run. A rerun
 * then tests only the mutants a change touched, and a folder too big for one sitting (on two cores a
 * file takes from a minute to an hour) is done a file at a time. After the runs it prints the score of
 * each folder from every result committed so far (scripts/mutation-report.js). Not part of CI.
 *
 * `--together` runs the files named (of one folder) in a single Stryker run: one initial test run
 * and one type-checker start for all of them, which for many small files costs less than a run each.
 * The run's result is then split into each file's own, so later reruns can be per file as usual.
 * Their earlier results are reused when all were recorded against the same tests (the files were last
 * run together, e.g. again after tests were written for the survivors): only the mutants a change or a
 * new test touched are tested. Otherwise (results of separate runs: test ids differ between them) every
 * mutant of those files is tested afresh; `--force` asks for that.
 *
 * `--ignore-static` leaves out the static mutants: those in code run only while a module loads (a
 * table of rule definitions), which no test in particular reaches, so each costs a run of every test
 * of the folder. They are recorded as Ignored (not in the score; the report counts them), and a later
 * run without the flag tests them.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const { FOLDERS, folderOf, joinResults, reportOf, sources, splitResult } = require('./mutation-report');

const ROOT = path.join(__dirname, '..');

const args = process.argv.slice(2);
const force = args.includes('--force');
const together = args.includes('--together');
const ignoreStatic = args.includes('--ignore-static');
const linesAt = args.indexOf('--lines');
const lines = linesAt >= 0 ? args[linesAt + 1] : undefined;
if (linesAt >= 0 && !/^\d+-\d+(,\d+-\d+)*$/.test(lines ?? '')) {
  console.error(`mutation: --lines takes line ranges such as 10-12,83-89; got '${lines ?? ''}'`);
  process.exit(2);
}
const asked = args.filter((a, i) => !['--force', '--together', '--ignore-static'].includes(a) && !(linesAt >= 0 && (i === linesAt || i === linesAt + 1)));
const files = [];
for (const a of asked.length ? asked : Object.keys(FOLDERS)) {
  if (FOLDERS[a]) {
    files.push(...sources(FOLDERS[a]));
  } else if (folderOf(a) && fs.existsSync(path.join(ROOT, a))) {
    files.push(a);
  } else {
    console.error(`mutation: '${a}' is neither one of ${Object.keys(FOLDERS).join(', ')} nor a .ts file under ${Object.values(FOLDERS).join(', ')}`);
    process.exit(2);
  }
}

if (lines && (files.length !== 1 || together)) {
  console.error(`mutation: --lines applies to one file run alone; ${files.length} asked${together ? ' --together' : ''}`);
  process.exit(2);
}
if (together && new Set(files.map(folderOf)).size !== 1) {
  console.error(`mutation: --together takes files of one folder; got ${[...new Set(files.map(folderOf))].join(', ')}`);
  process.exit(2);
}

function stryker(mutate, extra) {
  return spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...extra, ...(ignoreStatic ? ['--ignoreStatic'] : [])], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, TRIAD_MUTATE: mutate.join(','), TRIAD_MUTATE_LINES: lines ?? '' },
  }).status;
}

let failed = 0;
if (together && files.length > 1) {
  console.log(`\n== mutation: ${files.length} files together ==`);
  const resultFile = path.join(ROOT, 'reports', 'mutation', 'together.incremental.json');
  fs.rmSync(resultFile, { force: true });
  // the files' own results, when they were recorded against the same tests (the files were last run
  // together): the run then tests only the mutants a change or a new test touched
  const joined = force ? undefined : joinResults(files.map(reportOf));
  if (joined) {
    fs.mkdirSync(path.dirname(resultFile), { recursive: true });
    fs.writeFileSync(resultFile, JSON.stringify(joined));
    console.log('   reusing their results of the run they last shared (incremental)');
  } else {
    console.log('   testing every mutant afresh (their results, if any, were recorded against different tests)');
  }
  if (stryker(files, force ? ['--force'] : []) !== 0) failed++;
  else {
    // each file's part of the run becomes that file's own result
    const parts = splitResult(JSON.parse(fs.readFileSync(resultFile, 'utf8')), files, ROOT);
    for (const [file, part] of Object.entries(parts)) {
      const own = path.join(ROOT, 'test', 'mutation', `${file.replace(/\.ts$/, '')}.incremental.json`);
      fs.mkdirSync(path.dirname(own), { recursive: true });
      fs.writeFileSync(own, JSON.stringify(part));
    }
  }
} else {
  for (const file of files) {
    console.log(`\n== mutation: ${file} ==`);
    if (stryker([file], force ? ['--force'] : []) !== 0) failed++;
  }
}
// the score of each folder, per file, and the mutants no test caught (what docs/reliability.md accounts for)
spawnSync('node', [path.join(__dirname, 'mutation-report.js')], { cwd: ROOT, stdio: 'inherit' });
process.exit(failed ? 1 : 0);
