#!/usr/bin/env node
/**
 * `npm run package:java`: the Java package, and what it needs that Maven Central does not have.
 *
 * Maven Central has com.hashicorp:cdktf up to 0.19.2 only, and no Java package of the prebuilt
 * null provider for cdktf 0.21, so jsii-pacmak builds them here from the jsii assemblies of their npm
 * packages (node_modules/cdktf, node_modules/@cdktf/provider-null; each writes a Maven repository
 * layout into its own dist/java, which pacmak then uses as a local repository for our build). Then
 * pacmak builds this library against them, and everything is merged into one Maven repository
 * (file layout) in dist/java:
 *   com/hashicorp/cdktf/0.21.0/                  cdktf, built from its npm package
 *   com/hashicorp/cdktf-provider-null/11.0.1/    the null provider (examples/java uses it)
 *   io/github/cdktf-triad/cdktf-triad/<version>/ this library, with its sources jar
 * A Java project points Maven at it: <repository><url>file://…/dist/java</url></repository>.
 *
 * The jar embeds the package's tarball, which the jsii runtime loads; pacmak packs it from a stage
 * without the TypeScript declarations (scripts/runtime-stage.js), and the classes are compiled without debug
 * information: a smaller jar, the same API.
 *
 * Maven's local repository is the project's own (.bindings/m2, or TRIAD_MAVEN_REPO), never ~/.m2,
 * so a cached artifact cannot hide a missing step. cdktf and the provider are built only when their
 * dist/java lacks the jar (delete node_modules/cdktf/dist/java to rebuild). javadoc is skipped (half
 * of the build time; TRIAD_JAVA_JAVADOC=1 keeps it); sources jars are kept. Needs the compiled
 * assembly (.jsii); compiles first when it is missing.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { JSII_ARGS } = require('./assembly');
const { runtimeStage } = require('./runtime-stage');

const repo = path.resolve(__dirname, '..');
// TRIAD_PACKAGE_ROOT: another build of the same sources (the CDK Terrain one, scripts/cdktn.js);
// its framework's Java package is built from npm the same way, and lands in its own dist folder
const root = path.resolve(process.env.TRIAD_PACKAGE_ROOT ?? repo);
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const framework = manifest.peerDependencies?.cdktn ? 'cdktn' : 'cdktf';
const m2 = path.resolve(repo, process.env.TRIAD_MAVEN_REPO ?? path.join('.bindings', 'm2'));
const distJava = path.resolve(root, manifest.jsii.outdir, 'java');
// the classes are compiled without debug information (javac -g:none: no local variable or line
// tables), which makes the jar about a fifth smaller. Set as a system property through MAVEN_OPTS:
// jsii-pacmak passes a single --mvn-define through to Maven
const env = {
  ...process.env,
  JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION: '20',
  JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION: '1',
  MAVEN_OPTS: `${process.env.MAVEN_OPTS ?? ''} -Dmaven.compiler.debuglevel=none`.trim(),
};
const bin = (name) => path.join(repo, 'node_modules', '.bin', name);
const pacmakArgs = [
  '--target', 'java',
  '--maven-local-repository', m2,
  ...(process.env.TRIAD_JAVA_JAVADOC ? [] : ['--mvn-define=maven.javadoc.skip=true']),
];

function run(cmd, args) {
  console.log(`$ ${[path.relative(root, cmd) || cmd, ...args.map((a) => path.isAbsolute(a) ? path.relative(root, a) : a)].join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}

/** A jsii package's Maven coordinates and where its artifact lands. */
function mavenArtifact(packageDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const { groupId, artifactId } = pkg.jsii.targets.java.maven;
  const dir = path.join(groupId.replace(/\./g, '/'), artifactId, pkg.version);
  return { name: pkg.name, groupId, artifactId, version: pkg.version, dir, jar: path.join(dir, `${artifactId}-${pkg.version}.jar`), sources: path.join(dir, `${artifactId}-${pkg.version}-sources.jar`) };
}

try {
  const started = Date.now();
  fs.mkdirSync(m2, { recursive: true });

  if (!fs.existsSync(path.join(root, '.jsii'))) {
    run(bin('jsii'), [...JSII_ARGS]);
    run(process.execPath, [path.join(repo, 'scripts', 'lazy-index.js')]);
  }

  // 1. cdktf (and the null provider) from their npm packages, when not built yet
  const deps = (framework === 'cdktf' ? ['cdktf', path.join('@cdktf', 'provider-null')] : [framework]).map((name) => {
    const dir = path.join(repo, 'node_modules', name);
    return { dir, repo: path.join(dir, 'dist', 'java'), artifact: mavenArtifact(dir) };
  });
  const missing = deps.filter((d) => !fs.existsSync(path.join(d.repo, d.artifact.jar)));
  if (missing.length) {
    console.log(`package:java: building ${missing.map((d) => `${d.artifact.groupId}:${d.artifact.artifactId}:${d.artifact.version}`).join(', ')} from npm (not on Maven Central)`);
    run(bin('jsii-pacmak'), [...pacmakArgs, '--no-npmignore', ...missing.map((d) => d.dir)]);
  }

  // 2. this library, from its runtime stage (below); pacmak resolves cdktf from
  //    node_modules/cdktf/dist/java (a local repository it finds through the dependency graph)
  fs.rmSync(distJava, { recursive: true, force: true });
  run(bin('jsii-pacmak'), [...pacmakArgs, '--outdir', path.dirname(distJava), runtimeStage(root, 'java')]);

  // 3. one repository
  for (const d of deps) fs.cpSync(d.repo, distJava, { recursive: true });

  const ours = mavenArtifact(root);
  const expected = [ours.jar, ours.sources, ...deps.map((d) => d.artifact.jar), path.join(ours.dir, `${ours.artifactId}-${ours.version}.pom`)];
  const absent = expected.filter((f) => !fs.existsSync(path.join(distJava, f)));
  if (absent.length) throw new Error(`dist/java lacks ${absent.join(', ')}`);
  console.log(`package:java: dist/java is a Maven repository (${((Date.now() - started) / 1000).toFixed(0)}s):`);
  for (const a of [...deps.map((d) => d.artifact), ours]) {
    const size = (fs.statSync(path.join(distJava, a.jar)).size / 1e6).toFixed(1);
    console.log(`  ${a.groupId}:${a.artifactId}:${a.version}  (${size} MB${fs.existsSync(path.join(distJava, a.sources)) ? ', with sources' : ''})`);
  }
} catch (e) {
  console.error(`package:java: ${e.message ?? e}`);
  process.exit(1);
}
