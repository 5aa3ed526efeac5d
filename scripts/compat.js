#!/usr/bin/env node
/**
 * API compatibility with the previous release. The assembly of the last release is kept in the
 * repository as compat/<version>.jsii, uncompressed (a plain .jsii, readable in a diff); jsii-diff
 * compares it with the compiled one (.jsii, from `npx jsii --compress-assembly`: a redirect to the
 * compressed .jsii.gz, which jsii-diff follows; this script reads both through scripts/assembly.js).
 * An incompatible change (a removed or renamed type or member, a narrowed type, a new required
 * property, ...) fails, unless the version in package.json is a new major version over the
 * baseline's: for 1.0.0 and above the major, for 0.x the minor (0.1.x -> 0.2.0), as npm's caret
 * ranges read them. Keys of accepted exceptions may be listed in .compatignore (jsii-diff prints them).
 *
 *   node scripts/compat.js                    check (npm run compat)
 *   node scripts/compat.js --update-baseline  at a release: the compiled assembly becomes
 *                                             compat/<version>.jsii (written uncompressed) and
 *                                             replaces the previous one
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { COMPILE_COMMAND, readAssembly } = require('./assembly');
const { newestUnder } = require('./newest');

const root = path.resolve(__dirname, '..');
const compatDir = path.join(root, 'compat');
const assemblyFile = path.join(root, '.jsii');
const env = { ...process.env, JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION: process.env.JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION ?? '20' };

function fail(message) {
  console.error(`compat: ${message}`);
  process.exit(1);
}

function parseVersion(v) {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/.exec(v);
  if (!m) fail(`not a version: ${v}`);
  return { major: +m[1], minor: +m[2], patch: +m[3], pre: m[4] };
}

function compare(a, b) {
  const x = parseVersion(a);
  const y = parseVersion(b);
  return x.major - y.major || x.minor - y.minor || x.patch - y.patch || (x.pre === y.pre ? 0 : x.pre === undefined ? 1 : y.pre === undefined ? -1 : x.pre < y.pre ? -1 : 1);
}

/** The part of a version that caret ranges pin: the major, or for 0.x the minor, or for 0.0.x the patch. */
function caretKey(v) {
  const { major, minor, patch } = parseVersion(v);
  return major > 0 ? `${major}` : minor > 0 ? `0.${minor}` : `0.0.${patch}`;
}

/** The assembly of a .jsii (following a redirect to a compressed one); a problem fails with its message. */
function readOrFail(file) {
  try {
    return readAssembly(file);
  } catch (e) {
    return fail(e.message);
  }
}

/**
 * The compiled assembly; refused when its version is not package.json's, and when it is older than
 * src/ (a warning for the check, an error for a new baseline, which must be the final state).
 */
function compiledAssembly({ strict }) {
  const compileFirst = `compile first (${COMPILE_COMMAND})`;
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  if (!fs.existsSync(assemblyFile)) fail(`no .jsii: ${compileFirst}`);
  const assembly = readOrFail(assemblyFile);
  if (assembly.version !== pkg.version) fail(`.jsii is version ${assembly.version}, package.json ${pkg.version}: ${compileFirst}`);
  if (fs.statSync(assemblyFile).mtimeMs < newestUnder(path.join(root, 'src'))) {
    if (strict) fail(`.jsii is older than src/: ${compileFirst}`);
    console.warn(`compat: warning: .jsii is older than src/; this checks the compiled API (${compileFirst} to check src/)`);
  }
  return assembly;
}

/** The baseline files, newest version first. */
function baselines() {
  if (!fs.existsSync(compatDir)) return [];
  return fs.readdirSync(compatDir)
    .filter((f) => /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?\.jsii$/.test(f))
    .map((f) => ({ file: path.join(compatDir, f), version: f.slice(0, -'.jsii'.length) }))
    .sort((a, b) => compare(b.version, a.version));
}

function updateBaseline() {
  const assembly = compiledAssembly({ strict: true });
  fs.mkdirSync(compatDir, { recursive: true });
  const target = path.join(compatDir, `${assembly.version}.jsii`);
  // the assembly itself, as jsii writes an uncompressed one (not the .jsii, which may be a redirect)
  fs.writeFileSync(target, JSON.stringify(assembly, null, 2));
  for (const old of baselines()) if (old.file !== target) fs.rmSync(old.file);
  console.log(`compat: baseline is now ${path.relative(root, target)} (${assembly.name}@${assembly.version}, fingerprint ${assembly.fingerprint})`);
}

/**
 * jsii-diff loads an assembly with its dependencies from a package folder: the baseline gets one in
 * a temporary folder (package.json naming the dependencies the assembly records, resolved from this
 * repository's node_modules).
 */
function baselinePackage(baseline) {
  const assembly = readOrFail(baseline.file);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'triad-compat-'));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
  const dir = path.join(tmp, 'baseline');
  fs.mkdirSync(dir);
  fs.copyFileSync(baseline.file, path.join(dir, '.jsii'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({
    name: assembly.name, version: assembly.version, types: 'lib/index.d.ts',
    jsii: { outdir: 'dist', targets: {} }, peerDependencies: assembly.dependencies ?? {},
  }, null, 2));
  return { tmp, dir, assembly };
}

function check() {
  const current = compiledAssembly({ strict: false });
  const [baseline] = baselines();
  if (!baseline) fail('no baseline in compat/ (node scripts/compat.js --update-baseline makes one from the compiled assembly)');
  if (compare(current.version, baseline.version) < 0) fail(`version ${current.version} is older than the baseline ${baseline.version}`);
  const newMajor = caretKey(current.version) !== caretKey(baseline.version);

  const { tmp, dir } = baselinePackage(baseline);
  let r;
  try {
    const jsiiDiff = path.join(path.dirname(require.resolve('jsii-diff/package.json', { paths: [root] })), 'bin', 'jsii-diff');
    const args = [jsiiDiff, dir, root, '--keys', '--ignore-file', path.join(root, '.compatignore')];
    console.log(`compat: jsii-diff compat/${path.basename(baseline.file)} . (${current.name} ${baseline.version} -> ${current.version})`);
    r = spawnSync(process.execPath, args, { stdio: 'inherit', env, cwd: root });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  if (r.status === 0) {
    console.log(`compat: the API is compatible with ${baseline.version}`);
    return 0;
  }
  if (r.status !== 1) fail(`jsii-diff failed (exit ${r.status ?? r.signal})`);
  if (newMajor) {
    console.log(`compat: incompatible changes, allowed: ${current.version} is a new major version over ${baseline.version} (record them in CHANGELOG.md; at the release, node scripts/compat.js --update-baseline)`);
    return 0;
  }
  console.error([
    `compat: incompatible API changes since ${baseline.version} (listed above), and ${current.version} is not a new major version.`,
    'Either keep the old API (deprecate instead of removing), or move the major version: VERSION in',
    '.projenrc.ts (for 0.x the minor: 0.1.x -> 0.2.0), `npx projen`, and an entry in CHANGELOG.md.',
    'A deliberate exception can be accepted by adding its key (in brackets above) to .compatignore.',
  ].join('\n'));
  return 1;
}

process.exit(process.argv.includes('--update-baseline') ? (updateBaseline(), 0) : check());
