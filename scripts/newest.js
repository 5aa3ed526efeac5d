/**
 * The newest of the files a script built: shared by the release dry run (scripts/release-dry-run.js)
 * and the benchmark's package figures (bench/packages.ts), which both reuse a package built earlier
 * when it is newer than what it is built from.
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

module.exports = { mtime, newest };
