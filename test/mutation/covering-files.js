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

/**
 * The test files to run for a name pattern, given the recorded names of each file; undefined when
 * every file must run (no pattern, or a test the pattern names was not recorded).
 */
function coveringFiles(pattern, namesByFile) {
  if (!pattern || !namesByFile) return undefined;
  // Stryker's pattern is `(<escaped name>)|(<escaped name>)|...`, one group per test it wants run
  // (a name's own brackets and bars are escaped, so `)|(` only ever separates two groups)
  if (!pattern.startsWith('(') || !pattern.endsWith(')')) return undefined;
  const wanted = pattern.slice(1, -1).split(')|(').map((p) => p.replace(/\\(.)/g, '$1'));
  const fileOf = new Map();
  for (const [file, names] of Object.entries(namesByFile)) for (const n of names) fileOf.set(n, file);
  const files = new Set();
  for (const name of wanted) {
    if (!fileOf.has(name)) return undefined;
    files.add(fileOf.get(name));
  }
  return files;
}

/** The recorded names, or undefined before the initial run has recorded any. */
function recorded(rootDir) {
  try {
    return JSON.parse(fs.readFileSync(recordFile(rootDir), 'utf8'));
  } catch {
    return undefined;
  }
}

module.exports = { fullName, record, recorded, coveringFiles };
