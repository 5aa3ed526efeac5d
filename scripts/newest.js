/**
 * Modification times for the scripts that reuse what was built earlier when it is newer than what it
 * is built from: the release dry run (scripts/release-dry-run.js), the benchmark's package figures
 * (bench/packages.ts), the cdktn example (scripts/cdktn-example.js) and the API check (scripts/compat.js).
 */
const fs = require('fs');
const path = require('path');

/** A file's modification time in ms, 0 when it does not exist. */
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** The newest file of `dir` whose name matches `re`, or undefined (also when `dir` does not exist). */
function newest(dir, re) {
  if (!fs.existsSync(dir)) return undefined;
  const found = fs.readdirSync(dir).filter((f) => re.test(f)).map((f) => path.join(dir, f));
  return found.sort((a, b) => mtime(b) - mtime(a))[0];
}

/** The newest modification time in ms of the files under a folder (0 when it does not exist). */
function newestUnder(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newestUnder(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

module.exports = { mtime, newest, newestUnder };
