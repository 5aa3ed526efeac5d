#!/usr/bin/env node
/**
 * "Getting started" followed in fresh temporary projects, one per language, from the packages built in
 * this repository: the README's "## Getting started" section (the TypeScript app) and the guide
 * docs/getting-started.md (the same app in Python and Java), read in that order.
 *
 * Both mark every code block with an HTML comment on the line before it:
 *   <!-- getting-started: <language> commands=<step> -->  a ```sh block: run in the project folder
 *                                                           (`sh -e`, so the first failing line stops it)
 *   <!-- getting-started: <language> file=<path> -->       a file block: written to <path> in the project
 *   <!-- getting-started: none -->                         a block this test leaves alone (test/docs
 *                                                           compiles and runs it as a snippet)
 * A language's blocks are followed in the order of the files. An unmarked block is an error, so a
 * step cannot be added to either without the test following it.
 *
 * What cannot be real here is substituted, and only that:
 *  1. The package under test is this repository, not a registry's: `cdktf-triad` as an argument of
 *     `npm install` becomes the path of a tarball that `npm pack` makes from the compiled repository
 *     (compiled first when .jsii or lib/ is missing), and as an argument of `pip install` the path of
 *     the wheel of this version in dist/python.
 *  2. `/path/to/cdktf-triad-maven-repository-<version>`, the release's Maven repository unpacked (its
 *     archive is made by the release from the same artifacts), becomes dist/java, the Maven repository
 *     this repository builds; `/path/to/cdktf-triad`, the guides' name for a checkout of this
 *     repository, becomes this repository. The wheel is built
 *     (`jsii-pacmak --target python`) and dist/java (`scripts/package-java.js`) when missing or older
 *     than the assembly, as the bindings suites do.
 *  3. The cdktf CLI, which a user installs globally (`npm install --global cdktf-cli@0.21.0`), is this
 *     repository's node_modules/.bin/cdktf, put first on PATH as `cdktf`.
 *  4. Environment only, no command changed: CHECKPOINT_DISABLE=1 and the jsii Node-version notices
 *     silenced; TF_CLI_CONFIG_FILE points to an empty file (a missing one makes cdktf warn); npm
 *     prefers its cache (npm_config_prefer_offline) and skips audit and fund; pip skips its version
 *     check (its cache is used as usual); Maven's local repository is this repository's .bindings/m2
 *     (MAVEN_OPTS=-Dmaven.repo.local=…, never ~/.m2), from which this library, cdktf and the null
 *     provider are removed first so that they come from dist/java, as on a user's machine; npm_* and
 *     INIT_CWD variables of a parent `npm run` are dropped so npm works in the temporary folder.
 *
 * Then each language's cdktf.out/stacks/identity/cdk.tf.json is checked for what docs/getting-started.md says it
 * holds, and the Python and Java JSON must equal the TypeScript JSON (without cdktf's "//" metadata
 * and the backend's absolute path).
 *
 * Usage: node test/getting-started/run.js [report.json]
 * Prints ok / FAIL per language and step (with the command's output on failure), writes
 * { passed, failed } (each language-and-step is a test) and exits non-zero when anything failed.
 * TRIAD_GS_KEEP=1 keeps the temporary projects; TRIAD_GS_ONLY=<language> runs one language (and
 * compares nothing); TRIAD_GS_README=<file> and TRIAD_GS_GUIDE=<file> follow other copies of the README
 * and the guide (to try a change).
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
// the markdown reader of the snippet tests (TypeScript, loaded through ts-node)
require('ts-node').register({ transpileOnly: true, project: path.join(__dirname, '..', 'tsconfig.json') });
const { readCodeBlocks, sectionLines } = require('../docs/snippets');
const { JSII_ARGS, assemblyFiles } = require('../../scripts/assembly');

const root = path.resolve(__dirname, '..', '..');
const out = process.argv[2] ?? path.join(root, 'test-reports', 'getting-started.json');
/** The files followed, in order, each with the part of it that holds the steps (a heading, or all). */
const SOURCES = [
  { file: path.resolve(process.env.TRIAD_GS_README ?? path.join(root, 'README.md')), name: 'README.md', section: '## Getting started' },
  { file: path.resolve(process.env.TRIAD_GS_GUIDE ?? path.join(root, 'docs', 'getting-started.md')), name: 'docs/getting-started.md' },
];
const PLACEHOLDER = '/path/to/cdktf-triad';
/** The release's Maven repository, unpacked; dist/java holds the same artifacts. */
const MAVEN_PLACEHOLDER = /\/path\/to\/cdktf-triad-maven-repository-[^/<\s]+/g;
const STACK = 'identity';
const LANGUAGES = ['typescript', 'python', 'java'];
const only = process.env.TRIAD_GS_ONLY;
const started = Date.now();
const results = [];

// ---------------------------------------------------------------------------------------------------
// reporting

const secs = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)}s`;

/** Runs one test step: fn returns nothing (ok) or throws (FAIL, with the error's output). */
function step(name, fn) {
  const t0 = Date.now();
  try {
    const value = fn();
    console.log(`ok    ${name} (${secs(t0)})`);
    results.push({ name, ok: true });
    return { ok: true, value };
  } catch (e) {
    console.log(`FAIL  ${name} (${secs(t0)})`);
    console.log(indent(String(e.output ?? e.stack ?? e.message ?? e)));
    results.push({ name, ok: false });
    return { ok: false };
  }
}

/** A step that cannot run because an earlier one failed: counted as failed, not hidden. */
function notRun(name, reason) {
  console.log(`FAIL  ${name} (not run: ${reason})`);
  results.push({ name, ok: false });
}

/** Output as shown on failure: without terminal escapes and the cdktf CLI's spinner frames. */
const clean = (text) => text
  .replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
  .split('\n')
  .filter((l) => !/^\s*[\u2800-\u28ff]\s+\w+\s*$/.test(l))
  .join('\n')
  .replace(/\n{3,}/g, '\n\n');
const indent = (text) => clean(text).trimEnd().split('\n').map((l) => `      ${l}`).join('\n');

function fail(message, output) {
  const e = new Error(message);
  e.output = output === undefined ? message : `${message}\n${output}`;
  throw e;
}

function report() {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ passed, failed }));
  console.log(`getting-started: ${passed} passed, ${failed} failed (${secs(started)})`);
  return failed;
}

// ---------------------------------------------------------------------------------------------------
// the README and the guide

/** The marked blocks of the README's section and the guide, per language, in the files' order. */
function readBlocks() {
  const blocks = Object.fromEntries(LANGUAGES.map((l) => [l, []]));
  const problems = [];
  for (const source of SOURCES) readSource(source, blocks, problems);
  for (const language of LANGUAGES) {
    const b = blocks[language];
    if (!b.some((x) => x.kind === 'commands' && /(^|\s)cdktf synth(\s|$)/m.test(x.text))) problems.push(`${language}: no commands block runs "cdktf synth"`);
    if (!b.some((x) => x.kind === 'file' && x.value === 'cdktf.json')) problems.push(`${language}: no cdktf.json`);
  }
  if (problems.length) fail(`"Getting started" (${SOURCES.map((s) => s.name).join(', ')}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return blocks;
}

/**
 * Adds the marked blocks of one file (of its section, when it names one) to `blocks`. The markdown is
 * read by test/docs/snippets.ts (readCodeBlocks, sectionLines), the reader the snippet tests use, so
 * both read the markers alike.
 */
function readSource(source, blocks, problems) {
  if (!fs.existsSync(source.file)) {
    problems.push(`${source.name}: no such file`);
    return;
  }
  const markdown = fs.readFileSync(source.file, 'utf8');
  let found;
  try {
    found = readCodeBlocks(markdown, source.name);
  } catch (e) {
    problems.push(e.message);
    return;
  }
  if (source.section) {
    const section = sectionLines(markdown, source.section);
    if (!section) {
      problems.push(`${source.name}: no "${source.section}" section`);
      return;
    }
    found = found.filter((b) => b.line > section.start && b.line < section.end);
  }
  const fileLanguages = ['json', 'ts', 'typescript', 'python', 'py', 'java', 'xml'];
  for (const b of found) {
    const at = `${source.name} line ${b.line}`;
    const marker = b.gettingStarted;
    if (!marker) {
      problems.push(`${at}: code block (${b.lang || 'no language'}) without a <!-- getting-started: ... --> marker`);
    } else if (marker.none) {
      continue;
    } else if (!LANGUAGES.includes(marker.language)) {
      problems.push(`${source.name} line ${marker.line}: unknown language "${marker.language}"`);
    } else if (marker.kind === 'commands' && !['sh', 'bash', 'shell'].includes(b.lang)) {
      problems.push(`${at}: commands must be a sh block, not "${b.lang}"`);
    } else if (marker.kind === 'file' && !fileLanguages.includes(b.lang)) {
      problems.push(`${at}: a file block must be one of json, ts, python, java, xml, not "${b.lang}"`);
    } else {
      blocks[marker.language].push({ kind: marker.kind, value: marker.value, text: b.text, line: b.line, source: source.name });
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// commands

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'getting-started-'));
const bin = path.join(base, 'bin');
fs.mkdirSync(bin);
fs.symlinkSync(path.join(root, 'node_modules', '.bin', 'cdktf'), path.join(bin, 'cdktf'));
const emptyTfrc = path.join(base, 'empty.tfrc');
fs.writeFileSync(emptyTfrc, '');
const m2 = path.join(root, '.bindings', 'm2');

const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== 'INIT_CWD'));
Object.assign(env, {
  PATH: `${bin}${path.delimiter}${process.env.PATH}`,
  CHECKPOINT_DISABLE: '1',
  JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION: '20',
  JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION: '1',
  TF_CLI_CONFIG_FILE: emptyTfrc,
  npm_config_prefer_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  PIP_DISABLE_PIP_VERSION_CHECK: '1',
  MAVEN_OPTS: `${process.env.MAVEN_OPTS ?? ''} -Dmaven.repo.local=${m2}`.trim(),
});

/**
 * Runs a command (argv: returns its stdout) or a shell script (string: returns stdout and stderr
 * together); throws with all of its output when it fails.
 */
function run(cmd, { cwd = root, timeout = 15 * 60 * 1000 } = {}) {
  const [file, args] = typeof cmd === 'string' ? ['sh', ['-e', '-c', `exec 2>&1\n${cmd}`]] : [cmd[0], cmd.slice(1)];
  const r = spawnSync(file, args, { cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  if (r.status !== 0) {
    const shown = typeof cmd === 'string' ? cmd.trim().split('\n').map((l) => `$ ${l}`).join('\n') : `$ ${cmd.join(' ')}`;
    fail(`exit ${r.status ?? r.signal} in ${cwd}\n${shown}`, output);
  }
  return r.stdout;
}

/** The commands of a block, with the substitutions described at the top. */
function substituteCommands(text, tarball, wheel) {
  // the package's name as an argument, with or without a version (`@0.2.0`, `==0.2.0`)
  const named = () => /(^|\s)cdktf-triad(@\S*|==\S*)?(?=\s|$)/g;
  return text.split('\n').map((line) => {
    let l = line.split(PLACEHOLDER).join(root);
    if (/^\s*npm\s+(install|i|add)\b/.test(l) && named().test(l)) {
      if (!tarball) fail(`"${line}" installs cdktf-triad, but there is no tarball`);
      l = l.replace(named(), `$1${tarball}`);
    } else if (/(^|\s|\/)pip3?\s+install\b/.test(l) && named().test(l)) {
      if (!wheel) fail(`"${line}" installs cdktf-triad, but there is no wheel`);
      l = l.replace(named(), `$1${wheel}`);
    }
    return l;
  }).join('\n');
}

function writeFile(project, rel, text) {
  if (path.isAbsolute(rel) || rel.split(/[\\/]/).includes('..')) fail(`file=${rel}: must be a path inside the project`);
  const full = path.join(project, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text.replace(MAVEN_PLACEHOLDER, path.join(root, 'dist', 'java')).split(PLACEHOLDER).join(root));
}

// ---------------------------------------------------------------------------------------------------
// the built packages

const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const assembly = path.join(root, '.jsii');
const mtime = (f) => fs.statSync(f).mtimeMs;

/** The newest modification time of the files under a folder. */
function newest(dir) {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : mtime(p));
  }
  return t;
}

let compiled;
/** Compiles when .jsii or lib/ is missing; an assembly older than src/ is used as it is, with a note. */
function ensureCompiled() {
  if (compiled) return;
  if (!fs.existsSync(assembly) || !fs.existsSync(path.join(root, 'lib', 'index.js'))) {
    run(['npx', 'jsii', ...JSII_ARGS]);
    run([process.execPath, path.join(root, 'scripts', 'lazy-index.js')]);
  } else if (mtime(assembly) < newest(path.join(root, 'src'))) {
    console.log('note  the compiled library (.jsii, lib/) is older than src/; the packages are built from it as it is (compile to test src/)');
  }
  compiled = true;
}

const artifacts = {
  typescript() {
    ensureCompiled();
    const dir = path.join(base, 'pack');
    fs.mkdirSync(dir);
    const json = JSON.parse(run(['npm', 'pack', '--json', '--ignore-scripts', '--pack-destination', dir]));
    const tarball = path.join(dir, json[0].filename);
    if (!fs.existsSync(tarball)) fail(`npm pack wrote no ${tarball}`);
    const files = json[0].files.map((f) => f.path);
    // the assembly: .jsii, and the compressed assembly it redirects to (.jsii.gz)
    for (const f of [...assemblyFiles(root), 'lib/index.js', 'lib/index.d.ts']) if (!files.includes(f)) fail(`the tarball lacks ${f}`);
    return tarball;
  },
  python() {
    ensureCompiled();
    const dir = path.join(root, 'dist', 'python');
    const wheel = () => (fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f.startsWith(`cdktf_triad-${pkg.version}-`) && f.endsWith('.whl')) : undefined);
    if (!wheel() || mtime(path.join(dir, wheel())) < mtime(assembly)) {
      run([process.execPath, path.join(root, 'scripts', 'package-python.js')]);
    }
    if (!wheel()) fail(`dist/python has no wheel of version ${pkg.version}`);
    return path.join(dir, wheel());
  },
  java(blocks) {
    ensureCompiled();
    const { groupId, artifactId } = pkg.jsii.targets.java.maven;
    // the guide's pom names the library's version: a stale one would fail later, less clearly
    const pom = blocks.find((b) => b.kind === 'file' && b.value === 'pom.xml');
    const dep = pom && new RegExp(`<artifactId>${artifactId}</artifactId>\\s*<version>([^<]+)</version>`).exec(pom.text);
    if (pom && (!dep || dep[1] !== pkg.version)) {
      fail(`${pom.source} (line ${pom.line}): the pom's ${groupId}:${artifactId} is version ${dep ? dep[1] : '(none)'}, package.json says ${pkg.version}`);
    }
    // so does the name of the release's archive it points at
    for (const m of pom?.text.matchAll(MAVEN_PLACEHOLDER) ?? []) {
      if (m[0] !== `/path/to/cdktf-triad-maven-repository-${pkg.version}`) {
        fail(`${pom.source} (line ${pom.line}): the pom's repository is ${m[0]}, package.json's version is ${pkg.version}`);
      }
    }
    const jar = path.join(root, 'dist', 'java', ...groupId.split('.'), artifactId, pkg.version, `${artifactId}-${pkg.version}.jar`);
    const cdktfJar = path.join(root, 'dist', 'java', 'com', 'hashicorp', 'cdktf');
    if (!fs.existsSync(jar) || !fs.existsSync(cdktfJar) || mtime(jar) < mtime(assembly)) {
      run([process.execPath, path.join(root, 'scripts', 'package-java.js')]);
    }
    // this library and what dist/java provides must resolve from dist/java, not from an earlier run
    for (const dir of [[...groupId.split('.'), artifactId], ['com', 'hashicorp', 'cdktf'], ['com', 'hashicorp', 'cdktf-provider-null']]) {
      fs.rmSync(path.join(m2, ...dir), { recursive: true, force: true });
    }
  },
};
const artifactStep = { typescript: 'npm pack', python: 'wheel (dist/python)', java: 'Maven repository (dist/java)' };

// ---------------------------------------------------------------------------------------------------
// what the guide says cdk.tf.json holds

function checkStack(json) {
  const problems = [];
  const expect = (cond, what) => { if (!cond) problems.push(what); };
  const keys = (o) => Object.keys(o ?? {});
  const rp = json.terraform?.required_providers?.idp;
  expect(rp?.source === 'triad/idp' && typeof rp?.version === 'string' && rp.version.length > 0,
    `terraform.required_providers.idp: source "triad/idp" and a version, got ${JSON.stringify(rp)}`);
  expect(json.variable?.idp_token?.sensitive === true, `variable.idp_token sensitive, got ${JSON.stringify(json.variable?.idp_token)}`);
  expect(json.variable?.openid_scope_mapping?.type === 'string', `variable.openid_scope_mapping of type string, got ${JSON.stringify(json.variable?.openid_scope_mapping)}`);
  const provider = [].concat(json.provider?.idp ?? [])[0];
  expect(provider?.token === '${var.idp_token}', `provider.idp token "\${var.idp_token}", got ${JSON.stringify(provider)}`);
  expect(json.data?.idp_flow?.authorization && json.data?.idp_flow?.invalidation, `data.idp_flow.authorization and .invalidation, got ${keys(json.data?.idp_flow)}`);
  expect(json.resource?.idp_group?.admins?.name === 'grafana-admins', `resource.idp_group.admins named grafana-admins, got ${JSON.stringify(json.resource?.idp_group)}`);
  const apps = keys(json.resource?.idp_application);
  const providers = keys(json.resource?.idp_provider_oauth2);
  expect(apps.length === 1 && apps[0].startsWith('grafana') && json.resource.idp_application[apps[0]].slug === 'grafana',
    `one idp_application (slug grafana) under grafana/, got ${apps}`);
  expect(providers.length === 1 && providers[0].startsWith('grafana'), `one idp_provider_oauth2 under grafana/, got ${providers}`);
  if (providers.length === 1) {
    const p = json.resource.idp_provider_oauth2[providers[0]];
    const flowRef = (name, v) => typeof v === 'string' && v.startsWith(`\${data.idp_flow.${name}.`);
    expect(flowRef('authorization', p.authorization_flow), `the provider's authorization_flow references data.idp_flow.authorization, got ${p.authorization_flow}`);
    expect(flowRef('invalidation', p.invalidation_flow), `the provider's invalidation_flow references data.idp_flow.invalidation, got ${p.invalidation_flow}`);
    expect(JSON.stringify(p).includes('https://grafana.example.com/login/generic_oauth'), 'the provider holds the redirect URI');
    expect(JSON.stringify(p.property_mappings) === '["${var.openid_scope_mapping}"]', `the provider's property_mappings hold \${var.openid_scope_mapping}, got ${JSON.stringify(p.property_mappings)}`);
    if (apps.length === 1) {
      const a = json.resource.idp_application[apps[0]];
      expect(JSON.stringify(a).includes(`\${idp_provider_oauth2.${providers[0]}.`), `the application references idp_provider_oauth2.${providers[0]}`);
    }
    const out = json.output?.client_id?.value;
    expect(typeof out === 'string' && out.includes(`idp_provider_oauth2.${providers[0]}.`), `output.client_id from the provider, got ${JSON.stringify(json.output?.client_id)}`);
  }
  const bindings = Object.entries(json.resource?.idp_policy_binding ?? {});
  expect(bindings.length === 1, `one idp_policy_binding, got ${bindings.map(([k]) => k)}`);
  if (bindings.length === 1 && apps.length === 1) {
    const [, b] = bindings[0];
    expect(/^\$\{idp_group\.admins\.\w+\}$/.test(b.group ?? ''), `the binding's group references idp_group.admins, got ${b.group}`);
    expect(b.target === `\${idp_application.${apps[0]}.uuid}`, `the binding's target is \${idp_application.${apps[0]}.uuid}, got ${b.target}`);
  }
  if (problems.length) fail(`cdk.tf.json is not what docs/getting-started.md says it holds:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

/** cdk.tf.json without what differs between projects: cdktf's "//" metadata and the backend path. */
function comparable(json) {
  const strip = (v) => {
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.keys(v).filter((k) => k !== '//').sort().map((k) => [k, strip(v[k])]));
    }
    return v;
  };
  const copy = strip(json);
  if (copy.terraform) delete copy.terraform.backend;
  return copy;
}

function firstDifference(a, b, at = '') {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[k], b[k], `${at}.${k}`);
      if (d) return d;
    }
  }
  return `${at || '(top)'}: ${JSON.stringify(a)?.slice(0, 300)} (TypeScript) vs ${JSON.stringify(b)?.slice(0, 300)}`;
}

// ---------------------------------------------------------------------------------------------------
// follow the README and the guide

let exitCode = 1;
try {
  const readme = step('the marked blocks of "Getting started" (README.md, docs/getting-started.md)', () => readBlocks());
  const blocks = readme.ok ? readme.value : undefined;
  const stacks = {};
  for (const language of LANGUAGES) {
    if (only && only !== language) continue;
    const steps = [`${language}: ${artifactStep[language]}`];
    const own = blocks?.[language] ?? [];
    for (const b of own) if (b.kind === 'commands') steps.push(`${language}: ${b.value}`);
    steps.push(`${language}: cdk.tf.json holds what the guide says`);
    const compare = language !== 'typescript' && !only; // with TRIAD_GS_ONLY there is nothing to compare with
    if (compare) steps.push(`${language}: cdk.tf.json equals the TypeScript one`);
    if (!blocks) {
      for (const s of steps) notRun(s, '"Getting started" not readable');
      continue;
    }
    const project = path.join(base, language);
    fs.mkdirSync(project);
    let failedAt;
    const next = (name, fn) => {
      if (failedAt) return notRun(name, `${failedAt} failed`);
      const r = step(name, fn);
      if (!r.ok) failedAt = name.replace(`${language}: `, '');
      return r;
    };
    const artifact = next(steps[0], () => artifacts[language](own));
    const tarball = language === 'typescript' && artifact.ok ? artifact.value : undefined;
    const wheel = language === 'python' && artifact.ok ? artifact.value : undefined;
    for (const b of own) {
      if (b.kind === 'file') {
        if (!failedAt) writeFile(project, b.value, b.text);
        continue;
      }
      next(`${language}: ${b.value}`, () => {
        run(substituteCommands(b.text, tarball, wheel), { cwd: project });
      });
    }
    next(steps[steps.length - (compare ? 2 : 1)], () => {
      const file = path.join(project, 'cdktf.out', 'stacks', STACK, 'cdk.tf.json');
      if (!fs.existsSync(file)) fail(`no ${path.relative(project, file)} in ${project}`);
      const json = JSON.parse(fs.readFileSync(file, 'utf8'));
      stacks[language] = json;
      checkStack(json);
    });
    if (compare) {
      // independent of the check above: a difference says more than either
      const name = steps[steps.length - 1];
      if (!stacks[language]) notRun(name, `no ${language} stack`);
      else if (!stacks.typescript) notRun(name, 'no TypeScript stack to compare with');
      else {
        step(name, () => {
          const d = firstDifference(comparable(stacks.typescript), comparable(stacks[language]));
          if (d) fail(`differs from the TypeScript stack at ${d}`);
        });
      }
    }
  }
  exitCode = report() === 0 ? 0 : 1;
} catch (e) {
  console.error(String(e.stack ?? e));
  results.push({ name: 'getting-started', ok: false });
  report();
  exitCode = 1;
} finally {
  if (process.env.TRIAD_GS_KEEP) console.log(`getting-started: the projects are in ${base}`);
  else fs.rmSync(base, { recursive: true, force: true });
}
process.exit(exitCode);
