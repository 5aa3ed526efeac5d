/**
 * The jsii assembly of a package, for every script and test of this repository that compiles it or
 * reads it.
 *
 * This library is compiled with `jsii --compress-assembly` (JSII_ARGS; projen's compile task passes
 * the same flags): `.jsii` is then a small redirect,
 *   {"schema":"jsii/file-redirect","compression":"gzip","filename":".jsii.gz"},
 * and the assembly itself is `.jsii.gz` next to it, gzipped JSON. Both files ship in the npm tarball
 * (and so in the wheel and the jar, which embed it). An uncompressed `.jsii` is the assembly itself:
 * the baselines in compat/<version>.jsii are kept that way (jsii-diff reads either), and so are the
 * assemblies of some dependencies. Nothing here guesses: a `.jsii` is read as JSON and a redirect is
 * followed as jsii's own reader follows it (@jsii/spec's loadAssemblyFromBuffer, resolved through the
 * jsii compiler, whose dependency it is), without schema validation (the readers take what they
 * need) and with every feature of the spec accepted (nothing here runs the assembly).
 *
 * jsii writes both files on every compile (.jsii first, then .jsii.gz), so the modification time of
 * `.jsii` is still the time of the last compile: the staleness checks compare it as before.
 *
 *   JSII_ARGS, COMPILE_COMMAND                  the arguments of every jsii compile of this project,
 *                                               and the command as messages name it
 *   readAssembly(file)                          the assembly of a .jsii file, following a redirect
 *   readAssemblyFromEntries(entries, entry, …)  the same inside an archive (an npm tarball read with
 *                                               scripts/release/archives.js: entry name -> Buffer)
 *   assemblyFiles(dir)                          the files the assembly of a package folder is made of
 *                                               ('.jsii', and the file it redirects to)
 * Every error names the file (or the archive and its entry) and says what is wrong with it.
 */
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');

/** The arguments of every jsii compile of this project (projen's compile task passes the same). */
const JSII_ARGS = Object.freeze(['--silence-warnings=reserved-word', '--compress-assembly']);
/** The compile command, as messages name it. */
const COMPILE_COMMAND = `npx jsii ${JSII_ARGS.join(' ')}`;
/** The assembly file of a package (the assembly, or jsii's redirect to the compressed one). */
const ASSEMBLY_FILE = '.jsii';

let specModule;
/** @jsii/spec, as the jsii compiler of this repository resolves it. */
function spec() {
  if (!specModule) {
    const jsiiDir = path.dirname(require.resolve('jsii/package.json', { paths: [root] }));
    specModule = require(require.resolve('@jsii/spec', { paths: [jsiiDir] }));
  }
  return specModule;
}

/** A path relative to the working folder when it lies inside it, else as given. */
function rel(file) {
  const r = path.relative(process.cwd(), file);
  return r && !r.startsWith('..') && !path.isAbsolute(r) ? r : file;
}

/** What is wrong with the file a redirect names (missing; a loop of redirects): said as it is. */
class RedirectProblem extends Error {}
/** More redirects than this, one after the other, are a loop. */
const MAX_REDIRECTS = 8;

/**
 * The assembly in `buffer`, the content of a .jsii that `subject` names. A redirect is followed with
 * `readTarget(filename)`, which returns the named file's content or throws RedirectProblem;
 * `describeTarget(filename)` names that file in errors.
 */
function parseAssembly(buffer, subject, readTarget, describeTarget) {
  let target;
  let redirects = 0;
  try {
    const { loadAssemblyFromBuffer, ALL_SPEC_FEATURES } = spec();
    const assembly = loadAssemblyFromBuffer(buffer, (filename) => {
      if (++redirects > MAX_REDIRECTS) throw new RedirectProblem(`redirects more than ${MAX_REDIRECTS} times in a row (a loop; the last to ${filename})`);
      target = filename;
      return readTarget(filename);
    }, false, [...(ALL_SPEC_FEATURES ?? [])]);
    if (typeof assembly !== 'object' || assembly === null || Array.isArray(assembly)) throw new Error('not a JSON object');
    return assembly;
  } catch (e) {
    if (e instanceof RedirectProblem) throw new Error(`${subject} ${e.message}`);
    const why = String(e.message ?? e).replace(/\s*\n\s*/g, ' ');
    if (target !== undefined) throw new Error(`${subject} redirects to ${describeTarget(target)}, which cannot be read as a jsii assembly (${why})`);
    throw new Error(`${subject} cannot be read as a jsii assembly (${why})`);
  }
}

/** The assembly of a .jsii file, following jsii's redirect to a compressed assembly next to it. */
function readAssembly(file) {
  const subject = rel(file);
  let buffer;
  try {
    buffer = fs.readFileSync(file);
  } catch (e) {
    throw new Error(`${subject} cannot be read (${e.code === 'ENOENT' ? `no such file; compile first: ${COMPILE_COMMAND}` : e.message})`);
  }
  const targetPath = (filename) => path.resolve(path.dirname(file), filename);
  return parseAssembly(buffer, subject, (filename) => {
    const target = targetPath(filename);
    if (!fs.existsSync(target)) throw new RedirectProblem(`redirects to ${filename}, which does not exist (${rel(target)})`);
    return fs.readFileSync(target);
  }, (filename) => rel(targetPath(filename)));
}

/**
 * The assembly of the entry `entry` (e.g. 'package/.jsii') of an archive's entries (a Map of entry
 * name -> Buffer), following a redirect to another entry of the same folder. `label` names the
 * archive in errors; `container` is how they say where a missing file was looked for.
 */
function readAssemblyFromEntries(entries, entry, { label, container = 'the archive' } = {}) {
  const subject = label ? `${label}: ${entry}` : entry;
  const buffer = entries.get(entry);
  if (buffer === undefined) throw new Error(`${label ? `${label}: ` : ''}no ${entry} in ${container}`);
  const targetEntry = (filename) => path.posix.join(path.posix.dirname(entry), filename);
  return parseAssembly(buffer, subject, (filename) => {
    const data = entries.get(targetEntry(filename));
    if (data === undefined) throw new RedirectProblem(`redirects to ${filename}, which is not in ${container} (no ${targetEntry(filename)})`);
    return data;
  }, targetEntry);
}

/** The file a .jsii redirects to (its name, relative to the .jsii), or undefined when it is the assembly itself. */
function redirectTarget(buffer) {
  // a redirect is a few dozen bytes; an assembly is large and is not parsed for this
  if (buffer.length > 4096) return undefined;
  try {
    const json = JSON.parse(buffer.toString('utf8'));
    return spec().isAssemblyRedirect(json) && typeof json.filename === 'string' ? json.filename : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The files the assembly of a package folder is made of, relative to it: ['.jsii'] for an
 * uncompressed assembly, ['.jsii', '.jsii.gz'] for a compressed one ([] when there is no .jsii).
 */
function assemblyFiles(dir) {
  const file = path.join(dir, ASSEMBLY_FILE);
  if (!fs.existsSync(file)) return [];
  const target = redirectTarget(fs.readFileSync(file));
  return target === undefined ? [ASSEMBLY_FILE] : [ASSEMBLY_FILE, path.posix.normalize(target)];
}

module.exports = {
  JSII_ARGS,
  COMPILE_COMMAND,
  ASSEMBLY_FILE,
  readAssembly,
  readAssemblyFromEntries,
  redirectTarget,
  assemblyFiles,
};
