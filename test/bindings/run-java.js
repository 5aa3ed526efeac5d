#!/usr/bin/env node
/**
 * The Java bindings suite: builds dist/java (scripts/package-java.js, what `npm run package:java`
 * runs) when it is missing or older than the assembly, writes what the tests compare with (the
 * TypeScript reference app's JSON, the TypeScript example's output, the L2 snapshots of test/l2 as
 * JSON, the converter's cases of test/convert/write-cases.ts), and runs the JUnit 5 suite in
 * test/bindings/java with `mvn -B -q test` against the project's own Maven repository (.bindings/m2,
 * never ~/.m2). This library and cdktf are removed from that repository first, so they resolve from
 * dist/java and nowhere else. Counts Surefire's reports (target/surefire-reports/TEST-*.xml) and
 * writes { passed, failed } to the path given as the first argument; a build failure counts as failed.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..', '..');
const out = process.argv[2] ?? path.join(root, 'test-reports', 'run-java.json');
const work = path.join(root, '.bindings');
const m2 = path.resolve(root, process.env.TRIAD_MAVEN_REPO ?? path.join('.bindings', 'm2'));
const suite = path.join(__dirname, 'java');
const env = { ...process.env, JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION: '20', JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION: '1', CHECKPOINT_DISABLE: '1' };
const timings = [];
const run = (cmd, args, opts = {}) => {
  console.log(`$ ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
  timings.push(`${path.basename(cmd)} ${args[0]}: ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
};
const report = (passed, failed) => {
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ passed, failed }));
};

/**
 * The jest snapshots of test/l2 as JSON: { "<file>": { "<snapshot name>": value } }. jest writes
 * pretty-format text (trailing commas, strings unescaped), not JSON; this reads it back.
 */
function snapshotsAsJson() {
  const dir = path.join(root, 'test', 'l2', '__snapshots__');
  const result = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.snap'))) {
    const exported = {};
    new Function('exports', fs.readFileSync(path.join(dir, file), 'utf8'))(exported);
    const entries = {};
    for (const [name, text] of Object.entries(exported)) entries[name] = parsePrettyFormat(text);
    result[file.replace(/\.test\.ts\.snap$/, '')] = entries;
  }
  return result;
}

function parsePrettyFormat(text) {
  let i = 0;
  const ws = () => { while (/\s/.test(text[i] ?? '')) i++; };
  const fail = (what) => { throw new Error(`snapshot: ${what} at ${i}: ${JSON.stringify(text.slice(i, i + 40))}`); };
  // a string ends at the quote followed by what pretty-format puts after one: `": ` (a key), `,\n` or the end
  const string = (key) => {
    i++;
    const end = key ? text.indexOf('": ', i) : (() => {
      for (let j = text.indexOf('"', i); j >= 0; j = text.indexOf('"', j + 1)) {
        if (/^"(,?\n|,?$)/.test(text.slice(j, j + 3))) return j;
      }
      return -1;
    })();
    if (end < 0) fail('unterminated string');
    const s = text.slice(i, end);
    i = end + 1;
    return s;
  };
  const value = () => {
    ws();
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      const obj = c === '{' ? {} : [];
      i++;
      for (;;) {
        ws();
        if (text[i] === close) { i++; return obj; }
        if (c === '{') {
          if (text[i] !== '"') fail('expected a key');
          const k = string(true);
          i += 1; // ':'
          obj[k] = value();
        } else {
          obj.push(value());
        }
        ws();
        if (text[i] === ',') i++;
      }
    }
    if (c === '"') return string(false);
    const m = /^(-?\d+(\.\d+)?(e[+-]?\d+)?|true|false|null|undefined)/.exec(text.slice(i));
    if (!m) fail('unexpected value');
    i += m[0].length;
    return m[0] === 'undefined' ? undefined : JSON.parse(m[0]);
  };
  const v = value();
  ws();
  if (i !== text.length) fail('trailing text');
  return v;
}

try {
  const started = Date.now();
  fs.mkdirSync(work, { recursive: true });
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const { groupId, artifactId } = pkg.jsii.targets.java.maven;
  const jar = path.join(root, 'dist', 'java', ...groupId.split('.'), artifactId, pkg.version, `${artifactId}-${pkg.version}.jar`);
  const cdktfJar = path.join(root, 'dist', 'java', 'com', 'hashicorp', 'cdktf');
  const stale = !fs.existsSync(jar) || !fs.existsSync(cdktfJar) || fs.statSync(jar).mtimeMs < fs.statSync(path.join(root, '.jsii')).mtimeMs;
  if (stale) run(process.execPath, [path.join(root, 'scripts', 'package-java.js')]);

  // what the tests compare with
  const expected = path.join(work, 'java-expected-app.json');
  run('npx', ['ts-node', '--transpile-only', '-P', 'test/tsconfig.json', 'test/bindings/typescript-app.ts', expected]);
  const tsExample = path.join(work, 'java-ts-example');
  fs.rmSync(tsExample, { recursive: true, force: true });
  run(process.execPath, ['scripts/example.js'], {
    env: { ...env, CDKTF_OUTDIR: tsExample },
  });
  const snapshots = path.join(work, 'java-l2-snapshots.json');
  fs.writeFileSync(snapshots, JSON.stringify(snapshotsAsJson(), null, 2));
  // the converter's cases, for ConvertTest: each configuration converted (into Java among others) and
  // what its TypeScript conversion synthesizes; written afresh (a case removed since must not linger),
  // in a folder of this suite's own (run-python.js rewrites .bindings/convert-cases when it runs)
  const convertCases = path.join(work, 'java-convert-cases');
  fs.rmSync(convertCases, { recursive: true, force: true });
  run('npx', ['ts-node', '--transpile-only', '-P', 'test/tsconfig.json', 'test/convert/write-cases.ts', convertCases]);

  // this library and the artifacts built from npm must come from dist/java, not from an earlier run
  for (const dir of [[...groupId.split('.'), artifactId], ['com', 'hashicorp', 'cdktf'], ['com', 'hashicorp', 'cdktf-provider-null']]) {
    fs.rmSync(path.join(m2, ...dir), { recursive: true, force: true });
  }
  const reports = path.join(suite, 'target', 'surefire-reports');
  fs.rmSync(reports, { recursive: true, force: true });
  let mvnFailed = false;
  try {
    run('mvn', ['-B', '-q', 'test', `-Dmaven.repo.local=${m2}`, `-Dtriad.version=${pkg.version}`], {
      cwd: suite,
      env: { ...env, BINDINGS_EXPECTED: expected, BINDINGS_TS_EXAMPLE: tsExample, BINDINGS_L2_SNAPSHOTS: snapshots, BINDINGS_CONVERT_CASES: convertCases, BINDINGS_ROOT: root },
    });
  } catch (e) {
    console.error(e.message);
    mvnFailed = true;
  }
  let total = 0;
  let failed = 0;
  let skipped = 0;
  const files = fs.existsSync(reports) ? fs.readdirSync(reports).filter((f) => /^TEST-.*\.xml$/.test(f)) : [];
  for (const f of files) {
    const xml = fs.readFileSync(path.join(reports, f), 'utf8');
    const attr = (name) => Number((new RegExp(`<testsuite[^>]* ${name}="(\\d+)"`).exec(xml) ?? [])[1] ?? 0);
    total += attr('tests');
    failed += attr('failures') + attr('errors');
    skipped += attr('skipped');
  }
  const passed = total - failed - skipped;
  // a build that fails (compilation, resolution) without a failing test still counts as a failure
  if ((mvnFailed || total === 0) && failed === 0) failed = 1;
  report(passed, failed);
  console.log(`run-java: ${passed} passed, ${failed} failed, ${skipped} skipped in ${files.length} classes (${((Date.now() - started) / 1000).toFixed(0)}s: ${timings.join(', ')})`);
  process.exit(failed === 0 ? 0 : 1);
} catch (e) {
  console.error(String(e.message ?? e));
  report(0, 1);
  process.exit(1);
}
