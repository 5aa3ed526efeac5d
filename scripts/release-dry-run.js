#!/usr/bin/env node
/**
 * `npm run release:dry-run`: everything a release does but the upload, for both packages, cdktf-triad
 * (this repository, dist/) and cdktn-triad (the CDK Terrain build, build/cdktn and dist/cdktn).
 *
 *   node scripts/release-dry-run.js [report.json] [--tag v<version>]
 *
 * 1. Builds what is missing or stale, and reuses the rest: the root assembly (.jsii) when missing, not
 *    compressed (a whole .jsii of a compile without --compress-assembly, instead of the redirect to
 *    .jsii.gz) or older than a file of src/ or the README (jsii embeds it; it rewrites the .jsii on
 *    every compile, so its time is the compile's); the cdktn stage (scripts/cdktn.js) when
 *    its .jsii is missing or older than the root's, or its tarball older than a doc it ships; for each
 *    package the npm tarball (also when older than a doc it ships: README, CHANGELOG, LICENSE,
 *    docs/), the Python wheel and sdist (jsii-pacmak) and the Java Maven repository
 *    (scripts/package-java.js, with javadoc: TRIAD_JAVA_JAVADOC=1, which Maven Central requires and
 *    publib-maven deploys) when missing or older than that package's .jsii.
 * 2. Stages what the release workflow uploads in dist/release/:
 *      js/                     both npm tarballs                             (publib-npm)
 *      python/                 both wheels and sdists                        (publib-pypi)
 *      maven-central/          both libraries' artifacts, nothing else       (publib-maven, Maven Central)
 *      maven-bundle/<package>/ each library with its framework's artifact, which Maven Central does not
 *                              have (com.hashicorp:cdktf 0.21.0, io.cdktn:cdktn 0.24.0)
 *                                                                            (publib-maven, GitHub Packages)
 *      maven-repository/<package>/          the bundle deployed by publib-maven into a local file repository
 *      <package>-maven-repository-<v>.zip   that repository, attached to the GitHub release
 *      release-notes.md        the CHANGELOG's section of the version (the GitHub release's text)
 *      site/<package>/v<version>/  the API reference of each package as a static site (scripts/site.js),
 *                              site/index.html the list of what site/ holds  (the site's branch)
 * 3. Checks, each counted as a test:
 *      the versions of package.json, the .jsii, the npm tarball, the wheel, the sdist and the POM agree;
 *      the npm tarball (unpacked), the wheel and the jar are within their budgets (scripts/package-sizes.js);
 *      the CHANGELOG shipped in the tarball has a heading for the version; the Construct Hub metadata
 *      is there (the assembly read through its redirect to .jsii.gz); the tarball ships the assembly
 *      compressed (.jsii redirecting to .jsii.gz, both in the tarball); every relative link of every
 *      markdown file in the tarball resolves inside it, and every link to the published API reference
 *      to a page of this version's (docs/api/); the API reference is not in the tarball and renders as
 *      the site, a page for each page of docs/api/;
 *      the tarball, installed in a fresh project with its framework, runs `npx <package> convert`;
 *      `npm publish --dry-run` accepts the tarball; `twine check --strict` accepts the wheel and sdist
 *      (twine pinned, in a venv in .bindings/release-venv); the Maven Central artifact is complete;
 *      publib-maven deploys the bundle into a local file repository; a fresh Maven project made of the
 *      pom block of docs/java.md (its one <repository> pointed at that file repository) resolves the
 *      library and the framework from it and compiles a class that uses both; with --tag (or on a
 *      tag in GitHub Actions: GITHUB_REF_TYPE=tag), the tag is v<version> and the CHANGELOG heading
 *      no longer says unreleased.
 * Each problem names the file and what differs. Prints one line per check, writes { passed, failed }
 * to report.json when given (scripts/test-all.js) and exits 1 when a check failed.
 *
 * Maven runs with the project's own local repository (.bindings/m2, or TRIAD_MAVEN_REPO), never ~/.m2.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { pathToFileURL } = require('url');
const checks = require('./release/checks');
const { readTarGz, readZip } = require('./release/archives');
const site = require('./site');
const sizes = require('./package-sizes');
const { JSII_ARGS, assemblyFiles } = require('./assembly');

const repo = path.resolve(__dirname, '..');
process.chdir(repo);
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
};
const tag = flag('--tag') ?? (process.env.GITHUB_REF_TYPE === 'tag' ? process.env.GITHUB_REF_NAME : undefined);
const reportFile = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--tag');
const release = path.join(repo, 'dist', 'release');
const m2 = path.resolve(repo, process.env.TRIAD_MAVEN_REPO ?? path.join('.bindings', 'm2'));
const venv = path.join(repo, '.bindings', 'release-venv');
/** twine as publib-pypi installs it (`twine<6.2.0`): the check runs the uploader's own version. */
const TWINE = '6.1.0';
const bin = (name) => path.join(repo, 'node_modules', '.bin', name);
const env = { ...process.env, JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION: '20', JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION: '1', CHECKPOINT_DISABLE: '1' };
const rel = (p) => path.relative(repo, p) || '.';

// ---- running things ----------------------------------------------------------------------------

/** Runs a build step with its output shown; throws when it fails. */
function build(cmd, argv, { cwd = repo, env: extra = {} } = {}) {
  const started = Date.now();
  console.log(`$ ${path.basename(cmd)} ${argv.join(' ')}${cwd !== repo ? `   (in ${rel(cwd)})` : ''}`);
  const r = spawnSync(cmd, argv, { cwd, stdio: 'inherit', env: { ...env, ...extra } });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} ${argv.join(' ')} failed (exit ${r.status ?? r.signal})`);
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}

/** Runs a command quietly; returns { ok, output } (output: stdout and stderr, for a failure's report). */
function capture(cmd, argv, opts = {}) {
  const r = spawnSync(cmd, argv, { cwd: repo, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...opts, env: { ...env, ...opts.env } });
  return { ok: r.status === 0, status: r.status, stdout: r.stdout ?? '', output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}` };
}
const tail = (text, n = 25) => text.trim().split('\n').slice(-n).map((l) => `    | ${l}`).join('\n');

const results = [];
/** One check: `fn` returns its problems (or throws); counted as one test. */
function check(name, fn) {
  const started = Date.now();
  let problems;
  try {
    problems = fn();
  } catch (e) {
    problems = [String(e.message ?? e)];
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, problems });
  console.log(`${problems.length ? 'FAIL' : 'ok  '}  ${name} (${seconds}s)`);
  for (const p of problems.slice(0, 40)) console.log(`      ${p}`);
  if (problems.length > 40) console.log(`      and ${problems.length - 40} more`);
}

// ---- the two packages --------------------------------------------------------------------------

const { mtime, newest } = require('./newest');
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the dry run needs to know of a package, read from its package.json and its framework's. */
function describe(root, dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const frameworkName = manifest.peerDependencies?.cdktn ? 'cdktn' : 'cdktf';
  const frameworkDir = path.join(repo, 'node_modules', frameworkName);
  const framework = JSON.parse(fs.readFileSync(path.join(frameworkDir, 'package.json'), 'utf8'));
  const { python, java } = manifest.jsii.targets;
  return {
    name: manifest.name,
    root,
    dist,
    version: manifest.version,
    pythonPrefix: python.distName.replace(/-/g, '_'),
    javaPackage: java.package,
    maven: { groupId: java.maven.groupId, artifactId: java.maven.artifactId, version: checks.releaseVersion(manifest.version, 'java') },
    framework: {
      name: frameworkName,
      dir: frameworkDir,
      javaPackage: framework.jsii.targets.java.package,
      maven: { ...framework.jsii.targets.java.maven, version: framework.version },
    },
  };
}

const mavenDir = (repository, { groupId, artifactId, version }) => path.join(repository, ...groupId.split('.'), artifactId, version);
const mavenFile = (repository, coords, suffix) => path.join(mavenDir(repository, coords), `${coords.artifactId}-${coords.version}${suffix}`);

/** The package's artifacts as found now (newest of each kind). */
function artifacts(pkg) {
  const java = path.join(pkg.dist, 'java');
  const pomDir = path.join(java, ...pkg.maven.groupId.split('.'), pkg.maven.artifactId);
  const pomVersionDir = fs.existsSync(pomDir) ? fs.readdirSync(pomDir).map((v) => path.join(pomDir, v)).filter((d) => fs.statSync(d).isDirectory()).sort((a, b) => mtime(b) - mtime(a))[0] : undefined;
  return {
    tarball: newest(path.join(pkg.dist, 'js'), new RegExp(`^${escapeRegExp(pkg.name)}@.*\\.jsii\\.tgz$`)),
    wheel: newest(path.join(pkg.dist, 'python'), new RegExp(`^${escapeRegExp(pkg.pythonPrefix)}-[^-]+-.*\\.whl$`)),
    sdist: newest(path.join(pkg.dist, 'python'), new RegExp(`^${escapeRegExp(pkg.pythonPrefix)}-[^-]+\\.tar\\.gz$`)),
    pom: pomVersionDir ? newest(pomVersionDir, new RegExp(`^${escapeRegExp(pkg.maven.artifactId)}-.*\\.pom$`)) : undefined,
    java,
  };
}

/** The time of the newest of some files and of the files under some folders (0 when none exists). */
function newestOf(paths) {
  let latest = 0;
  for (const p of paths) {
    if (!fs.existsSync(p)) continue;
    if (fs.statSync(p).isDirectory()) latest = Math.max(latest, newestOf(fs.readdirSync(p).map((n) => path.join(p, n))));
    else latest = Math.max(latest, mtime(p));
  }
  return latest;
}
/** The docs a tarball ships from the repository (the README is in the .jsii too: jsii embeds it). */
const shippedDocs = (root) => ['README.md', 'CHANGELOG.md', 'LICENSE', 'docs'].map((f) => path.join(root, f));

/** Builds what is missing or older than the package's assembly. */
function ensureBuilt(pkg) {
  const jsii = path.join(pkg.root, '.jsii');
  const jsiiTime = mtime(jsii);
  const found = artifacts(pkg);
  const fresh = (file) => file && mtime(file) >= jsiiTime;
  const jsStale = !fresh(found.tarball) || !path.basename(found.tarball).includes(`@${pkg.version}.`) || mtime(found.tarball) < newestOf(shippedDocs(pkg.root));
  const pyStale = !fresh(found.wheel) || !fresh(found.sdist);
  const packageEnv = pkg.root !== repo ? { TRIAD_PACKAGE_ROOT: pkg.root } : {};
  if (jsStale) build(bin('jsii-pacmak'), ['--target', 'js', '--code-only=false'], { cwd: pkg.root });
  // the wheel embeds the package without its TypeScript declarations (scripts/package-python.js)
  if (pyStale) build(process.execPath, [path.join(repo, 'scripts', 'package-python.js')], { env: packageEnv });
  const lib = (suffix) => mavenFile(found.java, pkg.maven, suffix);
  const fw = (suffix) => mavenFile(found.java, pkg.framework.maven, suffix);
  const javaStale = ['.pom', '.jar', '-sources.jar', '-javadoc.jar'].some((s) => !fresh(lib(s))) || !fs.existsSync(fw('.jar')) || !fs.existsSync(fw('-javadoc.jar'));
  if (javaStale) {
    // the framework's Java package is built from npm once (node_modules/<framework>/dist/java) and
    // reused; one built without javadoc is built again
    const built = path.join(pkg.framework.dir, 'dist', 'java');
    if (fs.existsSync(built) && !fs.existsSync(mavenFile(built, pkg.framework.maven, '-javadoc.jar'))) fs.rmSync(built, { recursive: true, force: true });
    build(process.execPath, [path.join(repo, 'scripts', 'package-java.js')], { env: { TRIAD_JAVA_JAVADOC: '1', ...packageEnv } });
  }
}

// ---- staging -----------------------------------------------------------------------------------

function copyInto(src, destDir) {
  fs.mkdirSync(destDir, { recursive: true });
  fs.copyFileSync(src, path.join(destDir, path.basename(src)));
}

/** A zip of `dir` whose entries start with `top/` (Python's zipfile: no zip tool needed). */
function zipDir(dir, zipFile, top) {
  const script = [
    'import os, sys, zipfile',
    'src, out, top = sys.argv[1:4]',
    'with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:',
    '    for base, dirs, files in os.walk(src):',
    '        dirs.sort()',
    '        for f in sorted(files):',
    '            p = os.path.join(base, f)',
    '            z.write(p, os.path.join(top, os.path.relpath(p, src)))',
  ].join('\n');
  const r = capture('python3', ['-c', script, dir, zipFile, top]);
  if (!r.ok) throw new Error(`zipping ${rel(dir)} into ${rel(zipFile)} failed:\n${tail(r.output)}`);
}

// ---- the checks of one package -----------------------------------------------------------------

function twine() {
  const py = path.join(venv, 'bin', 'python');
  const installed = fs.existsSync(py) && capture(py, ['-m', 'twine', '--version']).stdout.includes(`twine version ${TWINE}`);
  if (!installed) {
    fs.rmSync(venv, { recursive: true, force: true });
    build('python3', ['-m', 'venv', venv]);
    build(py, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', `twine==${TWINE}`]);
  }
  return py;
}

/** The Java class the fresh Maven project compiles: an app with a stack and two of the library's constructs. */
function javaApp(pkg) {
  return `package releasedryrun;

import ${pkg.framework.javaPackage}.App;
import ${pkg.framework.javaPackage}.TerraformStack;
import ${pkg.javaPackage}.repo.RepoProvider;
import ${pkg.javaPackage}.repo.Repository;

public final class Main {
    public static void main(final String[] args) {
        final App app = new App();
        final TerraformStack stack = new TerraformStack(app, "release-dry-run");
        RepoProvider.Builder.create(stack, "repo").build();
        Repository.Builder.create(stack, "web").owner("acme").name("web").build();
        app.synth();
    }
}
`;
}

/** A pom.xml around the docs' block (its repository pointed at `repositoryUrl`). */
function freshPom(pkg, block, repositoryUrl) {
  const pointed = block.replace(/(<repository>[\s\S]*?<url>)[^<]*(<\/url>)/, `$1${repositoryUrl}$2`);
  const indented = pointed.split('\n').map((l) => (l.trim() ? `  ${l}` : l)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>release.dry.run</groupId>
  <artifactId>${pkg.name}-consumer</artifactId>
  <version>0.0.0</version>
  <properties>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
    <maven.compiler.release>17</maven.compiler.release>
  </properties>
${indented}
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-compiler-plugin</artifactId>
        <version>3.11.0</version>
      </plugin>
    </plugins>
  </build>
</project>
`;
}

function checkPackage(pkg, found, docsJava) {
  const label = `${pkg.name}:`;
  const tarball = found.tarball;
  const entries = tarball ? readTarGz(tarball) : new Map();
  const tgz = tarball ? rel(tarball) : `${rel(path.join(pkg.dist, 'js'))}/${pkg.name}@${pkg.version}.jsii.tgz`;

  check(`${label} versions agree (package.json, .jsii, npm tarball, wheel, sdist, POM)`, () => {
    const missing = [['npm tarball', found.tarball, 'js'], ['wheel', found.wheel, 'python'], ['sdist', found.sdist, 'python'], ['POM', found.pom, 'java']]
      .filter(([, file]) => !file).map(([what, , dir]) => `${rel(path.join(pkg.dist, dir))}: no ${what} of ${pkg.name}`);
    return [...missing, ...checks.checkVersions({ packageJson: path.join(pkg.root, 'package.json'), jsii: path.join(pkg.root, '.jsii'), npmTarball: found.tarball, wheel: found.wheel, sdist: found.sdist, pom: found.pom })];
  });

  check(`${label} CHANGELOG.md has the version`, () => {
    const changelog = entries.get('package/CHANGELOG.md');
    if (!changelog) return [`${tgz}: no CHANGELOG.md in the tarball`];
    return checks.checkChangelog(`${tgz}: CHANGELOG.md`, changelog.toString('utf8'), pkg.version, { release: Boolean(tag) });
  });

  check(`${label} Construct Hub metadata (keywords, license, repository, jsii targets)`, () => checks.checkConstructHub(entries, tgz));

  check(`${label} the npm tarball ships the compressed assembly (.jsii redirecting to .jsii.gz)`, () => checks.checkCompressedAssembly(entries, tgz));

  check(`${label} links of the markdown files in the npm tarball`, () => {
    const { pages, problems } = checks.checkShippedDocs(entries, tgz, path.join(pkg.root, 'docs', 'api'));
    return pages ? problems : [`${tgz}: no markdown file in the tarball`];
  });

  check(`${label} package sizes within their budgets (npm tarball unpacked, wheel, jar)`, () => {
    const jar = mavenFile(found.java, pkg.maven, '.jar');
    const figures = sizes.measure({ tarball, wheel: found.wheel, jar: fs.existsSync(jar) ? jar : undefined });
    const missing = [['npm tarball', figures.tarballUnpacked], ['wheel', figures.wheel], ['jar', figures.jar]].filter(([, v]) => v === undefined).map(([what]) => `${label} no ${what} to measure`);
    console.log(`      ${[['tarball', figures.tarballPacked], ['unpacked', figures.tarballUnpacked], ['.jsii', figures.assembly], ['wheel', figures.wheel], ['jar', figures.jar]].filter(([, v]) => v !== undefined).map(([k, v]) => `${k} ${sizes.mb(v)}`).join(', ')}`);
    return [...missing, ...sizes.checkBudgets(figures, label)];
  });

  check(`${label} API reference published as a site (${rel(path.join(release, 'site', pkg.name))}), not in the npm tarball`, () => {
    const problems = [...entries.keys()].filter((e) => e === 'package/API.md' || e.startsWith('package/docs/api/')).slice(0, 5)
      .map((e) => `${tgz}: ships ${e.slice('package/'.length)}; the API reference is published on the site, not in the packages (.npmignore)`);
    const api = path.join(pkg.root, 'docs', 'api');
    if (!fs.existsSync(path.join(api, 'API.md'))) return [...problems, `${rel(api)}/API.md: missing (node scripts/docgen.js)`];
    try {
      const { dir, pages } = site.buildSite(pkg.root, path.join(release, 'site'));
      const written = (d) => fs.readdirSync(d, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? written(path.join(d, e.name)) : e.name.endsWith('.html') && e.name !== 'index.html' ? 1 : 0), 0);
      if (!pages || written(dir) !== pages) problems.push(`${rel(dir)}: ${written(dir)} pages written for ${pages} pages of ${rel(api)}`);
    } catch (e) {
      problems.push(e.message);
    }
    return problems;
  });

  check(`${label} the npm tarball, installed in a fresh project, runs \`npx ${pkg.name} convert\` (the converter and its bundled parser)`, () => {
    if (!tarball) return [`${tgz}: missing`];
    if (!entries.has('package/node_modules/@cdktf/hcl2json/package.json')) return [`${tgz}: the converter's parser (@cdktf/hcl2json) is not bundled`];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'convert-install-'));
    try {
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'convert-check', version: '1.0.0', private: true }));
      fs.writeFileSync(path.join(dir, 'main.tf'), 'resource "idp_group" "ops" {\n  name = "ops"\n}\n');
      const install = capture('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', tarball, `${pkg.framework.name}@${pkg.framework.maven.version}`], { cwd: dir });
      if (!install.ok) return [`${tgz}: npm install in a fresh project failed (exit ${install.status}):\n${tail(install.output)}`];
      const r = capture('npx', ['--no-install', pkg.name, 'convert', 'main.tf', '--language', 'python'], { cwd: dir });
      if (!r.ok) return [`${tgz}: npx ${pkg.name} convert main.tf failed (exit ${r.status}):\n${tail(r.output)}`];
      const module = pkg.pythonPrefix;
      return r.stdout.includes(`from ${module} import idp`) && r.stdout.includes('idp.Group(') ? [] : [`${tgz}: npx ${pkg.name} convert wrote no program for ${module}:\n${tail(r.output)}`];
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  check(`${label} npm publish --dry-run`, () => {
    if (!tarball) return [`${tgz}: missing`];
    const r = capture('npm', ['publish', '--dry-run', '--json', tarball], { cwd: os.tmpdir(), env: { npm_config_dry_run: 'true' } });
    if (!r.ok) return [`${tgz}: npm publish --dry-run failed (exit ${r.status}):\n${tail(r.output)}`];
    const parsed = JSON.parse(r.stdout.slice(r.stdout.indexOf('{')));
    // npm 10 prints the package's summary; npm 11 keys it by the package's name
    const json = parsed.id ? parsed : Object.values(parsed).find((v) => v && typeof v === 'object' && v.id) ?? {};
    const problems = [];
    if (json.name !== pkg.name) problems.push(`${tgz}: npm would publish ${json.name}, not ${pkg.name}`);
    if (json.version !== pkg.version) problems.push(`${tgz}: npm would publish version ${json.version}, package.json says ${pkg.version}`);
    return problems;
  });

  check(`${label} twine check --strict (wheel, sdist)`, () => {
    const files = [found.wheel, found.sdist].filter(Boolean);
    if (files.length < 2) return [`${rel(path.join(pkg.dist, 'python'))}: a wheel and an sdist of ${pkg.name} are needed, found ${files.map(rel).join(', ') || 'none'}`];
    const r = capture(twine(), ['-m', 'twine', 'check', '--strict', ...files]);
    return r.ok ? [] : [`${files.map(rel).join(', ')}: twine check failed:\n${tail(r.output)}`];
  });

  const central = path.join(release, 'maven-central');
  check(`${label} Maven Central artifact complete (jar, sources, javadoc, POM metadata)`, () => checks.checkMavenArtifact(central, { ...pkg.maven, javadoc: true }));

  const bundle = path.join(release, 'maven-bundle', pkg.name);
  const fileRepo = path.join(release, 'maven-repository', pkg.name);
  let deployed = false;
  check(`${label} publib-maven deploys the Maven bundle (library and ${pkg.framework.maven.groupId}:${pkg.framework.maven.artifactId}:${pkg.framework.maven.version}) into a local file repository`, () => {
    fs.rmSync(fileRepo, { recursive: true, force: true });
    const r = capture(bin('publib-maven'), [bundle], {
      env: {
        MAVEN_SERVER_ID: 'release-dry-run',
        MAVEN_REPOSITORY_URL: pathToFileURL(fileRepo).href,
        // a file repository takes no credentials; publib-maven asks for them all the same
        MAVEN_USERNAME: 'release-dry-run',
        MAVEN_PASSWORD: 'release-dry-run',
        MAVEN_GPG_PRIVATE_KEY: '',
        MAVEN_GPG_PRIVATE_KEY_FILE: '',
        PUBLIB_DRYRUN: '',
        MAVEN_DRYRUN: '',
        MAVEN_OPTS: `${process.env.MAVEN_OPTS ?? ''} -Dmaven.repo.local=${m2}`.trim(),
      },
    });
    if (!r.ok) return [`${rel(bundle)}: publib-maven failed (exit ${r.status}):\n${tail(r.output)}`];
    const problems = [pkg.maven, pkg.framework.maven].flatMap((coords) => ['.pom', '.jar', '-sources.jar', '-javadoc.jar']
      .map((s) => mavenFile(fileRepo, coords, s)).filter((f) => !fs.existsSync(f)).map((f) => `${rel(fileRepo)}: publib-maven did not deploy ${path.basename(f)}`));
    deployed = problems.length === 0;
    return problems;
  });

  check(`${label} Maven repository archive for the GitHub release`, () => {
    if (!deployed) return [`${rel(fileRepo)}: nothing deployed to archive`];
    const top = `${pkg.name}-maven-repository-${pkg.version}`;
    const zip = path.join(release, `${top}.zip`);
    zipDir(fileRepo, zip, top);
    const names = new Set(readZip(zip).keys());
    return [pkg.maven, pkg.framework.maven].map((c) => path.posix.join(top, ...c.groupId.split('.'), c.artifactId, c.version, `${c.artifactId}-${c.version}.jar`))
      .filter((n) => !names.has(n)).map((n) => `${rel(zip)}: no ${n}`);
  });

  check(`${label} a fresh Maven project with the pom block of docs/java.md resolves the library and the framework from the one repository and compiles`, () => {
    const docs = 'docs/java.md';
    if (docsJava === undefined) return [`${docs}: missing`];
    const block = checks.docsPomBlocks(docsJava).get(pkg.name);
    if (!checks.docsPomBlocks(docsJava).has(pkg.name)) return [`${docs}: no pom block marked <!-- release-dry-run: pom ${pkg.name} --> (on the line before its \`\`\`xml block)`];
    const problems = checks.checkDocsPom(docs, block, { name: pkg.name, library: pkg.maven, framework: pkg.framework.maven });
    if (problems.length) return problems;
    if (!deployed) return [`${rel(fileRepo)}: nothing deployed to resolve from`];
    const repositoryId = /<repository>[\s\S]*?<id>\s*([^<\s]+)\s*<\/id>/.exec(block)?.[1];
    // this library and the framework resolve from the file repository only: none in the local repository
    for (const coords of [pkg.maven, pkg.framework.maven]) fs.rmSync(mavenDir(m2, coords), { recursive: true, force: true });
    const project = fs.mkdtempSync(path.join(os.tmpdir(), `release-dry-run-${pkg.name}-`));
    try {
      fs.writeFileSync(path.join(project, 'pom.xml'), freshPom(pkg, block, pathToFileURL(fileRepo).href));
      fs.mkdirSync(path.join(project, 'src', 'main', 'java', 'releasedryrun'), { recursive: true });
      fs.writeFileSync(path.join(project, 'src', 'main', 'java', 'releasedryrun', 'Main.java'), javaApp(pkg));
      const r = capture('mvn', ['-B', '-q', `-Dmaven.repo.local=${m2}`, 'compile'], { cwd: project });
      if (!r.ok) return [`${docs}: the pom block of ${pkg.name}, pointed at ${rel(fileRepo)}, does not build (mvn compile, exit ${r.status}):\n${tail(r.output)}`];
      if (!fs.existsSync(path.join(project, 'target', 'classes', 'releasedryrun', 'Main.class'))) return [`${project}: mvn compile wrote no Main.class`];
      // which repository each jar came from (Maven's _remote.repositories)
      return [pkg.maven, pkg.framework.maven].flatMap((c) => {
        const marker = path.join(mavenDir(m2, c), '_remote.repositories');
        const text = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8') : '';
        return text.includes(`${c.artifactId}-${c.version}.jar>${repositoryId}=`) ? [] : [`${rel(m2)}: ${c.groupId}:${c.artifactId}:${c.version} did not resolve from the repository "${repositoryId}" of the pom block`];
      });
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  });
}

// ---- main --------------------------------------------------------------------------------------

function main() {
  const started = Date.now();
  console.log(`release dry run${tag ? ` for tag ${tag}` : ''}: everything but the upload`);

  // 1. builds
  // the root assembly: stale when missing, not compressed (a whole .jsii, compiled without
  // --compress-assembly) or older than a source or the README (which jsii embeds in it)
  const rootJsii = path.join(repo, '.jsii');
  const compressed = assemblyFiles(repo).length > 1;
  if (!compressed || newestOf([path.join(repo, 'src'), path.join(repo, 'README.md')]) > mtime(rootJsii)) {
    build(bin('jsii'), [...JSII_ARGS]);
    build(process.execPath, [path.join(repo, 'scripts', 'lazy-index.js')]);
  }
  // the CDK Terrain stage (scripts/cdktn.js copies the sources and docs, and builds everything):
  // stale when older than the root assembly, or its tarball older than a doc it copies
  const cdktnStage = path.join(repo, 'build', 'cdktn');
  const cdktn = path.join(repo, 'dist', 'cdktn');
  const cdktnTarball = newest(path.join(cdktn, 'js'), /^cdktn-triad@.*\.jsii\.tgz$/);
  const guides = fs.existsSync(path.join(repo, 'docs')) ? fs.readdirSync(path.join(repo, 'docs')).filter((n) => n.endsWith('.md')).map((n) => path.join(repo, 'docs', n)) : [];
  const copiedDocs = [...['README.md', 'CHANGELOG.md', 'LICENSE'].map((f) => path.join(repo, f)), ...guides];
  if (mtime(path.join(cdktnStage, '.jsii')) < mtime(rootJsii) || !cdktnTarball || mtime(cdktnTarball) < newestOf(copiedDocs)) {
    build(process.execPath, [path.join(repo, 'scripts', 'cdktn.js')], { env: { TRIAD_JAVA_JAVADOC: '1' } });
  }
  const packages = [describe(repo, path.join(repo, 'dist')), describe(cdktnStage, cdktn)];
  for (const pkg of packages) ensureBuilt(pkg);
  console.log(`builds ready (${((Date.now() - started) / 1000).toFixed(0)}s)\n`);

  // 2. staging
  fs.rmSync(release, { recursive: true, force: true });
  const found = new Map(packages.map((pkg) => [pkg.name, artifacts(pkg)]));
  for (const pkg of packages) {
    const a = found.get(pkg.name);
    if (a.tarball) copyInto(a.tarball, path.join(release, 'js'));
    for (const f of [a.wheel, a.sdist].filter(Boolean)) copyInto(f, path.join(release, 'python'));
    const lib = mavenDir(a.java, pkg.maven);
    const fw = mavenDir(a.java, pkg.framework.maven);
    if (fs.existsSync(lib)) {
      fs.cpSync(lib, mavenDir(path.join(release, 'maven-central'), pkg.maven), { recursive: true });
      fs.cpSync(lib, mavenDir(path.join(release, 'maven-bundle', pkg.name), pkg.maven), { recursive: true });
    }
    if (fs.existsSync(fw)) fs.cpSync(fw, mavenDir(path.join(release, 'maven-bundle', pkg.name), pkg.framework.maven), { recursive: true });
  }

  // 3. checks
  const [main] = packages;
  if (tag) check(`release tag ${tag} is v<package.json version>`, () => checks.checkTag(tag, path.join(repo, 'package.json')));
  check('cdktf-triad and cdktn-triad have one version', () => (packages.every((p) => p.version === main.version) ? [] : packages.map((p) => `${rel(path.join(p.root, 'package.json'))}: version ${p.version}`)));
  const docsJava = fs.existsSync(path.join(repo, 'docs', 'java.md')) ? fs.readFileSync(path.join(repo, 'docs', 'java.md'), 'utf8') : undefined;
  for (const pkg of packages) checkPackage(pkg, found.get(pkg.name), docsJava);

  if (fs.existsSync(path.join(release, 'site'))) site.writeIndex(path.join(release, 'site'));
  const notes = checks.changelogSection(fs.readFileSync(path.join(repo, 'CHANGELOG.md'), 'utf8'), main.version);
  if (notes !== undefined) fs.writeFileSync(path.join(release, 'release-notes.md'), `${notes}\n`);

  const failed = results.filter((r) => r.problems.length).length;
  const passed = results.length - failed;
  console.log(`\nrelease dry run: ${passed} checks passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)}s); staged in ${rel(release)}`);
  if (reportFile) fs.writeFileSync(reportFile, JSON.stringify({ passed, failed }));
  process.exit(failed ? 1 : 0);
}

try {
  main();
} catch (e) {
  console.error(`release dry run: ${e.message ?? e}`);
  if (reportFile) fs.writeFileSync(reportFile, JSON.stringify({ passed: results.filter((r) => !r.problems.length).length, failed: results.filter((r) => r.problems.length).length + 1 }));
  process.exit(1);
}
