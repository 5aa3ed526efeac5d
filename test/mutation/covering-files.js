/**
 * Which test files hold the tests that reach a mutant, for `npm run mutation` (stryker.config.mjs).
 *
 * Stryker tells jest which tests reach a mutant by their names only (`testNamePattern`), so jest
 * would still load every test file of the folder and skip the tests of most of them; for a folder of
 * fifteen test files that loading costs more than the tests. The initial run (no active mutant, every
 * test runs) records each test's full name with its file (`record`, called by
 * bail-environment.js); a mutant's run then keeps only the files that hold a named test
 * (`coveringFiles`, called by test-sequencer.js). Whenever that is not certain (no pattern, or a
 * name not recorded) every file runs, as without this.
 */
const fs = require('fs');
const path = require('path');

/** Where the initial run leaves the names (in the folder Stryker runs jest in, its sandbox). */
const recordFile = (rootDir) => path.join(rootDir, '.stryker-tests-by-file.json');

/** A test's full name as Stryker and jest's `testNamePattern` see it: its describe blocks and its title, space-separated. */
function fullName(test) {
  const titles = [];
  for (let block = test; block && block.parent; block = block.parent) titles.unshift(block.name);
  return titles.join(' ');
}

/** Replaces the names recorded for one test file. */
function record(rootDir, testPath, names) {
  const file = recordFile(rootDir);
  let all = {};
  try {
    all = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // first file of the run
  }
  all[testPath] = names;
  fs.writeFileSync(file, JSON.stringify(all));
}

/** The file of each recorded test name, from the names recorded for each file. */
function fileByName(namesByFile) {
  const fileOf = new Map();
  for (const [file, names] of Object.entries(namesByFile)) for (const n of names) fileOf.set(n, file);
  return fileOf;
}

/**
 * The test files to run for a name pattern, given the file of each recorded test name; undefined
 * when every file must run (no pattern, or a test the pattern names was not recorded).
 */
function coveringFiles(pattern, fileOf) {
  if (!pattern || !fileOf) return undefined;
  // Stryker's pattern is `(<escaped name>)|(<escaped name>)|...`, one group per test it wants run
  // (a name's own brackets and bars are escaped, so `)|(` only ever separates two groups)
  if (!pattern.startsWith('(') || !pattern.endsWith(')')) return undefined;
  const wanted = pattern.slice(1, -1).split(')|(').map((p) => p.replace(/\\(.)/g, '$1'));
  const files = new Set();
  for (const name of wanted) {
    if (!fileOf.has(name)) return undefined;
    files.add(fileOf.get(name));
  }
  return files;
}

/**
 * The file of each recorded test name, or undefined before the initial run has recorded any. Read
 * once per process: mutants run only after the initial run, so the record is complete by then.
 */
let cached;
function recorded(rootDir) {
  if (!cached) {
    try {
      cached = fileByName(JSON.parse(fs.readFileSync(recordFile(rootDir), 'utf8')));
    } catch {
      return undefined;
    }
  }
  return cached;
}

module.exports = { fullName, record, recorded, fileByName, coveringFiles };
