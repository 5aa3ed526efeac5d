#!/usr/bin/env node
/**
 * `npm run build:cdktn`: the CDK Terrain build of this library, `cdktn-triad`, from the same schema,
 * generator and sources as `cdktf-triad`.
 *
 * The two builds differ in two things only, and this script is where the difference lives:
 *   - the runtime import module, src/constructs/cdktf.ts: `export * from 'cdktf'` becomes
 *     `export * from 'cdktn'` (no other source imports the framework; checked here);
 *   - the package metadata: name, peer dependencies (cdktn 0.24 and its constructs range) and the
 *     Python and Java names (cdktn-triad / cdktn_triad / io.github.cdktntriad).
 *
 * It stages the package in build/cdktn/ (src/ copied with that one line changed, tsconfig.json,
 * README, LICENSE, CHANGELOG, the guides docs/*.md, provider-schema/), compiles it with jsii (its
 * own assembly, compressed as the root's: .jsii redirecting to .jsii.gz), makes the lazy index,
 * writes its API docs (build/cdktn/API.md, docs/api/) and packages it with jsii-pacmak into dist/cdktn/: js/cdktn-triad@<version>.jsii.tgz,
 * python/cdktn_triad-<version>-py3-none-any.whl and java/ (a Maven repository with this package
 * and cdktn's own jar, built from its npm package as for cdktf; scripts/package-java.js).
 * `--no-java` skips Java; `--no-package` stops after the compile and the docs.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { referenceBase } = require('./site');
const { JSII_ARGS } = require('./assembly');

const root = path.resolve(__dirname, '..');
const stage = path.join(root, 'build', 'cdktn');
const out = path.join(root, 'dist', 'cdktn');
const args = process.argv.slice(2);
const env = { ...process.env, JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION: '20', JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION: '1' };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** The framework of this build, and the one import module that names it. */
const FRAMEWORK = { from: 'cdktf', to: 'cdktn' };
const RUNTIME_MODULE = path.join('src', 'constructs', 'cdktf.ts');

function run(cmd, argv, opts = {}) {
  const started = Date.now();
  console.log(`$ ${path.basename(cmd)} ${argv.join(' ')}${opts.cwd ? `   (in ${path.relative(root, opts.cwd)})` : ''}`);
  const r = spawnSync(cmd, argv, { cwd: root, stdio: 'inherit', env, ...opts });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} ${argv.join(' ')} failed (exit ${r.status ?? r.signal})`);
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}

/** Every file under a folder, relative to it. */
function files(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p, base) : [path.relative(base, p)];
  });
}

/** src/ into the stage; only the runtime import module changes. Refuses a second import of cdktf. */
function stageSources() {
  const importsFramework = new RegExp(`(from|require\\()\\s*['"]${FRAMEWORK.from}(/[^'"]*)?['"]`);
  for (const rel of files(path.join(root, 'src'))) {
    const file = path.join('src', rel);
    let text = fs.readFileSync(path.join(root, file), 'utf8');
    if (file === RUNTIME_MODULE) {
      const line = `export * from '${FRAMEWORK.from}';`;
      if (!text.includes(line)) throw new Error(`${RUNTIME_MODULE} no longer says \`${line}\`: update scripts/cdktn.js`);
      text = text.replace(line, `export * from '${FRAMEWORK.to}';`);
    } else if (importsFramework.test(text)) {
      throw new Error(`${file} imports '${FRAMEWORK.from}' directly: import it from ${RUNTIME_MODULE} (the one module the CDK Terrain build swaps)`);
    }
    fs.mkdirSync(path.dirname(path.join(stage, file)), { recursive: true });
    fs.writeFileSync(path.join(stage, file), text);
  }
}

/** package.json of cdktn-triad: the repository's, renamed, with cdktn's peer dependencies. */
function packageJson() {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const cdktn = JSON.parse(fs.readFileSync(require.resolve('cdktn/package.json', { paths: [root] }), 'utf8'));
  // the entry points (`exports`, `typesVersions`: cdktn-triad/idp, ...) are the same files in both builds
  const keep = ['description', 'repository', 'author', 'version', 'license', 'main', 'types', 'exports', 'typesVersions', 'engines', 'publishConfig', 'stability', 'dependencies', 'bundledDependencies'];
  const staged = { name: pkg.name.replace(/^cdktf-/, 'cdktn-') };
  for (const key of keep) if (pkg[key] !== undefined) staged[key] = pkg[key];
  staged.description = `${pkg.description.replace('CDK for Terraform', 'CDK Terrain (cdktn)')} Built for cdktn; the same library for cdktf is ${pkg.name}.`;
  // `cdktf` stays, as in cdktn's own package: Construct Hub lists CDK for Terraform libraries by it
  staged.keywords = [...pkg.keywords, FRAMEWORK.to, 'cdk-terrain'];
  // the converter's command, under this package's name (`npx cdktn-triad convert`)
  if (pkg.bin) staged.bin = Object.fromEntries(Object.entries(pkg.bin).map(([name, file]) => [name.replace(/^cdktf-/, 'cdktn-'), file]));
  staged.peerDependencies = { [FRAMEWORK.to]: `^${cdktn.version}`, constructs: cdktn.peerDependencies.constructs };
  // jsii wants each peer as a devDependency at the version it compiles against (the installed ones)
  staged.devDependencies = { [FRAMEWORK.to]: cdktn.version, constructs: JSON.parse(fs.readFileSync(require.resolve('constructs/package.json', { paths: [root] }), 'utf8')).version };
  const targets = pkg.jsii.targets;
  staged.jsii = {
    ...pkg.jsii,
    outdir: path.relative(stage, out),
    targets: {
      java: { package: targets.java.package.replace('cdktftriad', 'cdktntriad'), maven: { groupId: targets.java.maven.groupId, artifactId: staged.name } },
      python: { distName: staged.name, module: staged.name.replace(/-/g, '_') },
    },
  };
  return staged;
}

function stagePackage() {
  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(stage, { recursive: true });
  stageSources();
  for (const f of ['tsconfig.json', 'README.md', 'LICENSE', 'CHANGELOG.md', '.npmignore']) fs.copyFileSync(path.join(root, f), path.join(stage, f));
  // the guides (docs/*.md) ship in this package too, so the README's links to them work in it;
  // docs/api/ is this build's own (written by scripts/docgen.js below)
  fs.mkdirSync(path.join(stage, 'docs'), { recursive: true });
  for (const f of fs.readdirSync(path.join(root, 'docs')).filter((n) => n.endsWith('.md'))) fs.copyFileSync(path.join(root, 'docs', f), path.join(stage, 'docs', f));
  fs.cpSync(path.join(root, 'provider-schema'), path.join(stage, 'provider-schema'), { recursive: true });
  const staged = packageJson();
  fs.writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(staged, null, 2)}\n`);
  // the guides link to the published API reference of their package (scripts/site.js): this build's own
  const [from, to] = [referenceBase(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))), referenceBase(staged)];
  for (const f of ['README.md', ...fs.readdirSync(path.join(stage, 'docs')).map((n) => path.join('docs', n))]) {
    const file = path.join(stage, f);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split(from).join(to));
  }
}

/**
 * The bundled dependencies (the converter's parser) and what they depend on, copied from the
 * repository's node_modules into the stage's, where npm packs them from (a link would have npm write
 * paths outside the package).
 */
function copyBundled(names) {
  const modules = path.join(root, 'node_modules');
  const seen = new Set();
  const copied = [];
  // a package inside one copied already (in its node_modules) came with it; its dependencies are looked up all the same
  const copy = (dir) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    if (!copied.some((c) => dir.startsWith(`${c}${path.sep}`))) {
      fs.cpSync(dir, path.join(stage, 'node_modules', path.relative(modules, dir)), { recursive: true, dereference: true });
      copied.push(dir);
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys(pkg.dependencies ?? {})) {
      // as Node finds it: <folder>/node_modules/<dep> for the package's folder and each one above it up to the repository
      let found;
      for (let at = dir; !found && at.startsWith(root) && at !== path.dirname(at); at = path.dirname(at)) {
        if (path.basename(at) !== 'node_modules' && fs.existsSync(path.join(at, 'node_modules', dep, 'package.json'))) found = path.join(at, 'node_modules', dep);
      }
      if (!found) throw new Error(`${dep}, a dependency of ${pkg.name}, is not installed`);
      copy(found);
    }
  };
  for (const name of names) copy(path.join(modules, name));
}

function main() {
  try {
    const started = Date.now();
    stagePackage();
    run(bin('jsii'), [...JSII_ARGS], { cwd: stage });
    run(process.execPath, [path.join(root, 'scripts', 'lazy-index.js')], { env: { ...env, TRIAD_PACKAGE_ROOT: stage } });
    run(process.execPath, [path.join(root, 'scripts', 'docgen.js')], { env: { ...env, TRIAD_PACKAGE_ROOT: stage } });
    if (!args.includes('--no-package')) {
      fs.rmSync(out, { recursive: true, force: true });
      copyBundled(JSON.parse(fs.readFileSync(path.join(stage, 'package.json'), 'utf8')).bundledDependencies ?? []);
      run(bin('jsii-pacmak'), ['--target', 'js'], { cwd: stage });
      run(process.execPath, [path.join(root, 'scripts', 'package-python.js')], { env: { ...env, TRIAD_PACKAGE_ROOT: stage } });
      if (!args.includes('--no-java')) run(process.execPath, [path.join(root, 'scripts', 'package-java.js')], { env: { ...env, TRIAD_PACKAGE_ROOT: stage } });
    }
    console.log(`build:cdktn: ${path.relative(root, out)} (${((Date.now() - started) / 1000).toFixed(0)}s)`);
    if (fs.existsSync(out)) for (const f of files(out).filter((f) => /\.(tgz|whl|jar)$/.test(f))) console.log(`  ${f}`);
  } catch (e) {
    console.error(`build:cdktn: ${e.message ?? e}`);
    process.exit(1);
  }
}

// `node scripts/cdktn.js` builds; required (the tests), it only lends its package.json
if (require.main === module) main();
module.exports = { packageJson };
