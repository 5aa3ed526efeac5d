#!/usr/bin/env node
/**
 * The Terraform suite: Terraform itself consumes every stack the project can produce, through a test
 * provider that serves the providers' own schemas (schema/<package>/terraform.json) over the plugin
 * protocol, offline, and refuses at validation, as they do, a value outside their own value checks
 * (schema/<package>/allowed-values.json) and a configuration that breaks one of their cross-field
 * rules (conflicts_with, exactly_one_of, required_with in schema/<package>/provider-rules.json).
 *
 *   node test/terraform/run.js [report.json]        (npm run test:terraform)
 *
 * 1. Builds the test provider (test/terraform/provider, Go; build and module caches in
 *    test/terraform/.cache/), runs its unit tests, and checks that it loads every package's
 *    terraform.json with the allowed-values.json and provider-rules.json beside it, and refuses a
 *    broken schema, broken value checks and broken provider rules.
 * 2. Installs it for Terraform without any registry: a filesystem mirror with one provider per
 *    package, each with the package's terraform.json (as provider-schema.json), allowed-values.json
 *    and provider-rules.json beside it (and hashicorp/null from null-schema.json), and a CLI
 *    configuration that only knows it.
 * 3. Collects the stacks: the TypeScript and Python examples (JSON, and `--hcl`), every stack the L2
 *    tests synthesize (written by test/terraform/capture.ts; reused from TRIAD_TF_STACKS when the
 *    jest run of the whole suite already wrote them), and per package a reference stack and an
 *    all-fields stack (test/terraform/stacks.ts).
 * 4. JSON stacks: `init`, `validate`, `plan`, `apply`, then `plan -detailed-exitcode`, which must
 *    report no changes (validate and plan fail on a value the providers' checks refuse or a broken
 *    cross-field rule). HCL stacks: `init`, `validate`. Each stack-and-step counts as one test; a step
 *    after a failed one is not run and counts as failed.
 *
 * TRIAD_FRAMEWORK=cdktn runs the suite on the CDK Terrain build: the cdktn example (synthesized with
 * cdktn-cli by scripts/cdktn-example.js) instead of the TypeScript and Python ones, the L2 tests'
 * stacks from jest on cdktn, and the reference stacks synthesized with cdktn.
 *
 * Terraform's verdict depends on the configuration alone: a stack whose configuration is the same as
 * another's (the same cdk.tf.json once cdktf's "//" metadata, which Terraform ignores, and the local
 * backend's path are left out; for HCL the same .tf files) is run once, and the others count as one
 * test each, passed when every step of the one that ran passed. With TRIAD_TF_ACCEPTED=<file> (set by
 * scripts/test-all.js, which deletes the file first) the configurations Terraform accepted are kept
 * in that file, with a fingerprint of the Terraform binary and of every provider file installed, and
 * a later run with the same fingerprint counts a stack of an accepted configuration the same way
 * instead of running it again: the CDK Terrain run writes the same configurations as the cdktf one.
 *
 * Uses `terraform` from PATH, or `tofu` when only OpenTofu is installed (TRIAD_TERRAFORM overrides).
 * Writes { passed, failed } to the report path; exits non-zero when anything failed.
 * TRIAD_TF_KEEP=1 keeps the working folders (their path is printed); TRIAD_TF_ONLY=<regex> runs the
 * stacks whose name matches.
 */
const { spawn, spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { configurationKey, environmentKey, readAccepted, writeAccepted } = require('./configurations');
const { JSII_ARGS } = require('../../scripts/assembly');

const root = path.resolve(__dirname, '..', '..');
const here = __dirname;
const cache = path.join(here, '.cache');
const report = process.argv[2] ?? path.join(root, 'test-reports', 'run-terraform.json');
const only = process.env.TRIAD_TF_ONLY ? new RegExp(process.env.TRIAD_TF_ONLY) : undefined;
const results = [];
const framework = process.env.TRIAD_FRAMEWORK ?? 'cdktf';
if (!['cdktf', 'cdktn'].includes(framework)) throw new Error(`TRIAD_FRAMEWORK must be cdktf or cdktn; got '${framework}'`);
const onCdktn = framework === 'cdktn';

const record = (name, ok, detail) => {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  if (!ok && detail) console.log(indent(detail));
};
const indent = (text) => String(text).trim().split('\n').map((l) => `       ${l}`).join('\n');
const writeReport = () => {
  fs.mkdirSync(path.dirname(report), { recursive: true });
  const passed = results.filter((r) => r.ok).length;
  fs.writeFileSync(report, JSON.stringify({ passed, failed: results.length - passed }));
  return passed;
};

/** Runs a command to completion; returns { ok, output }. */
function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...opts });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`;
  return { ok: r.status === 0, status: r.status, output };
}

/** Runs a command asynchronously; resolves to { status, output }. */
function shAsync(cmd, args, opts) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (e) => resolve({ status: -1, output: `${output}${e}` }));
    child.on('close', (status) => resolve({ status, output }));
  });
}

// ---- Terraform or OpenTofu --------------------------------------------------------------------
function findTerraform() {
  const candidates = process.env.TRIAD_TERRAFORM ? [process.env.TRIAD_TERRAFORM] : ['terraform', 'tofu'];
  for (const bin of candidates) {
    const r = sh(bin, ['version', '-json'], { env: { ...process.env, TF_CLI_CONFIG_FILE: '/dev/null' } });
    if (r.ok) {
      const version = JSON.parse(r.output.slice(r.output.indexOf('{'))).terraform_version;
      return { bin, version, tofu: path.basename(bin).startsWith('tofu') };
    }
  }
  return undefined;
}

// ---- the test provider ------------------------------------------------------------------------
const providerDir = path.join(here, 'provider');
const goEnv = {
  ...process.env,
  GOCACHE: path.join(cache, 'go-build'),
  GOMODCACHE: path.join(cache, 'go-mod'),
  GOFLAGS: '-modcacherw',
};
const providerBin = path.join(cache, 'bin', 'terraform-provider-triad');

function buildProvider() {
  fs.mkdirSync(path.dirname(providerBin), { recursive: true });
  const build = sh('go', ['build', '-o', providerBin, '.'], { cwd: providerDir, env: goEnv });
  record('test provider: go build', build.ok, build.output);
  if (!build.ok) return false;
  const unit = sh('go', ['test', './...'], { cwd: providerDir, env: goEnv });
  record('test provider: go test', unit.ok, unit.output);
  return true;
}

/**
 * The packages: name, provider address, version, schema file, value checks file, provider rules
 * file. The test provider serves the providers' own schemas (schema/<package>/terraform.json), not
 * the library's derivation of them, and applies their own value checks
 * (schema/<package>/allowed-values.json) and cross-field rules (schema/<package>/provider-rules.json):
 * Terraform judges what the library writes against what the providers declare.
 */
function packages() {
  return fs.readdirSync(path.join(root, 'schema'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(root, 'schema', d.name, 'terraform.json')))
    .map((d) => {
      const file = path.join(root, 'schema', d.name, 'terraform.json');
      const address = Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).provider_schemas)[0];
      const version = /^version:\s*(\S+)/m.exec(fs.readFileSync(path.join(root, 'schema', d.name, 'package.yaml'), 'utf8'))[1];
      const dir = path.join(root, 'schema', d.name);
      return { name: d.name, address, version, file, values: path.join(dir, 'allowed-values.json'), rules: path.join(dir, 'provider-rules.json') };
    })
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

function checkSchemas(pkgs) {
  for (const p of pkgs) {
    // `check` loads the allowed-values.json and provider-rules.json beside the schema too, and counts their rules
    const r = sh(providerBin, ['check', p.file]);
    const count = (what) => Number(new RegExp(`, (\\d+) ${what}\\b`).exec(r.output)?.[1] ?? 0);
    const loaded = r.ok && (!fs.existsSync(p.values) || count('value rules') > 0)
      && (!fs.existsSync(p.rules) || count('cross-field rules') + count('defaults') > 0);
    record(`test provider: loads schema/${p.name}/terraform.json, allowed-values.json and provider-rules.json`, loaded, r.output);
  }
  // a schema it cannot load is refused with the file and the path inside it
  // (in a folder of its own: `check` also reads an allowed-values.json and provider-rules.json beside the schema)
  const brokenDir = fs.mkdtempSync(path.join(os.tmpdir(), 'triad-broken-schema-'));
  const broken = path.join(brokenDir, 'broken-schema.json');
  const schema = JSON.parse(fs.readFileSync(pkgs[0].file, 'utf8'));
  const provider = Object.values(schema.provider_schemas)[0];
  const [type, resource] = Object.entries(provider.resource_schemas)[0];
  const [attr] = Object.keys(resource.block.attributes).filter((a) => a !== 'id');
  resource.block.attributes[attr].type = 'strin';
  fs.writeFileSync(broken, JSON.stringify(schema));
  const r = sh(providerBin, ['check', broken]);
  fs.rmSync(brokenDir, { recursive: true, force: true });
  const named = r.output.includes(path.basename(broken)) && r.output.includes(type) && r.output.includes(attr);
  record('test provider: refuses a broken schema, naming the file and the path inside it', !r.ok && named, `exit ${r.status}: ${r.output}`);

  // value checks it cannot apply (a rule on an attribute the type lacks) are refused the same way
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'triad-broken-values-'));
  fs.copyFileSync(pkgs[0].file, path.join(dir, 'terraform.json'));
  const values = path.join(dir, 'allowed-values.json');
  fs.writeFileSync(values, JSON.stringify({ [type]: { no_such_attribute: { minLength: 1 } } }));
  const v = sh(providerBin, ['check', path.join(dir, 'terraform.json')]);
  fs.rmSync(dir, { recursive: true, force: true });
  const namedValue = v.output.includes(values) && v.output.includes(`["${type}"]["no_such_attribute"]`);
  record('test provider: refuses broken value checks, naming the file and the path inside it', !v.ok && namedValue, `exit ${v.status}: ${v.output}`);

  // and so are provider rules it cannot apply (a rule naming an attribute the type lacks)
  const rulesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'triad-broken-rules-'));
  fs.copyFileSync(pkgs[0].file, path.join(rulesDir, 'terraform.json'));
  const rules = path.join(rulesDir, 'provider-rules.json');
  fs.writeFileSync(rules, JSON.stringify({ [type]: { [attr]: { conflicts_with: ['no_such_attribute'] } } }));
  const pr = sh(providerBin, ['check', path.join(rulesDir, 'terraform.json')]);
  fs.rmSync(rulesDir, { recursive: true, force: true });
  const namedRule = pr.output.includes(rules) && pr.output.includes(`["${type}"]["${attr}"].conflicts_with[0]`) && pr.output.includes('no_such_attribute');
  record('test provider: refuses broken provider rules, naming the file and the path inside it', !pr.ok && namedRule, `exit ${pr.status}: ${pr.output}`);
}

/** A filesystem mirror holding one provider per package, and the CLI configuration that uses it. */
function installProviders(pkgs, work, options) {
  const mirror = path.join(work, 'mirror');
  const install = (address, version, schemaFile, optionsFile, valuesFile, rulesFile) => {
    const [, namespace, type] = address.split('/');
    for (const host of ['registry.terraform.io', 'registry.opentofu.org']) {
      const dir = path.join(mirror, host, namespace, type, version, `${process.platform}_${process.arch === 'x64' ? 'amd64' : process.arch}`);
      fs.mkdirSync(dir, { recursive: true });
      fs.copyFileSync(providerBin, path.join(dir, `terraform-provider-${type}_v${version}`));
      fs.chmodSync(path.join(dir, `terraform-provider-${type}_v${version}`), 0o755);
      fs.copyFileSync(schemaFile, path.join(dir, 'provider-schema.json'));
      // the provider's own value checks, which the test provider reads beside its schema
      if (valuesFile && fs.existsSync(valuesFile)) fs.copyFileSync(valuesFile, path.join(dir, 'allowed-values.json'));
      // and its cross-field rules (and defaults), read beside the schema as well
      if (rulesFile && fs.existsSync(rulesFile)) fs.copyFileSync(rulesFile, path.join(dir, 'provider-rules.json'));
      if (optionsFile && fs.existsSync(optionsFile)) fs.copyFileSync(optionsFile, path.join(dir, 'test-provider.json'));
    }
  };
  for (const p of pkgs) install(p.address, p.version, p.file, path.join(options, `${p.name}.json`), p.values, p.rules);
  // hashicorp/null, at the version the prebuilt @cdktf/provider-null of the examples asks for
  const nullVersion = require('@cdktf/provider-null/package.json').cdktf.provider.version;
  install('registry.terraform.io/hashicorp/null', nullVersion, path.join(here, 'null-schema.json'));
  const config = path.join(work, 'terraform.rc');
  fs.writeFileSync(config, [
    'disable_checkpoint = true',
    'provider_installation {',
    `  filesystem_mirror {`,
    `    path    = ${JSON.stringify(mirror)}`,
    '    include = ["*/*/*"]',
    '  }',
    '}',
    '',
  ].join('\n'));
  return config;
}

// ---- the stacks -------------------------------------------------------------------------------
function synthExamples(work) {
  const stacks = [];
  if (onCdktn) {
    for (const hcl of [false, true]) {
      const out = path.join(work, `example-cdktn${hcl ? '-hcl' : ''}`);
      const name = `example (cdktn${hcl ? ', --hcl' : ''})`;
      const r = sh(process.execPath, ['scripts/cdktn-example.js', '--output', out, ...(hcl ? ['--hcl'] : [])]);
      record(`synth ${name}`, r.ok, r.output);
      if (r.ok) for (const s of fs.readdirSync(path.join(out, 'stacks'))) stacks.push({ name: `${name}: ${s}`, dir: path.join(out, 'stacks', s), hcl });
    }
    return stacks;
  }
  const ts = (hcl) => {
    const out = path.join(work, `example-ts${hcl ? '-hcl' : ''}`);
    const r = sh(process.execPath, ['scripts/example.js'], {
      env: { ...process.env, CDKTF_OUTDIR: out, ...(hcl ? { SYNTH_HCL_OUTPUT: 'true' } : {}) },
    });
    return { r, out };
  };
  for (const hcl of [false, true]) {
    const { r, out } = ts(hcl);
    const name = `example (TypeScript${hcl ? ', --hcl' : ''})`;
    record(`synth ${name}`, r.ok, r.output);
    if (r.ok) for (const s of fs.readdirSync(path.join(out, 'stacks'))) stacks.push({ name: `${name}: ${s}`, dir: path.join(out, 'stacks', s), hcl });
  }
  // the Python example, with the virtual environment of the Python bindings suite
  const py = path.join(root, '.bindings', 'python-venv', 'bin', 'python');
  if (!fs.existsSync(py)) {
    // run alone on a fresh clone: compile the assembly and let the Python bindings suite build the wheel and its environment
    console.log('(no Python environment yet: compiling and running the Python bindings suite to build it)');
    if (!fs.existsSync(path.join(root, '.jsii'))) sh('npx', ['jsii', ...JSII_ARGS], { stdio: 'inherit' });
    sh(process.execPath, [path.join(root, 'test', 'bindings', 'run-python.js'), path.join(work, 'python-suite.json')], { stdio: 'inherit' });
  }
  for (const hcl of [false, true]) {
    const out = path.join(work, `example-py${hcl ? '-hcl' : ''}`);
    const name = `example (Python${hcl ? ', --hcl' : ''})`;
    const r = sh(py, ['main.py'], { cwd: path.join(root, 'examples', 'python'), env: { ...process.env, CDKTF_OUTDIR: out, ...(hcl ? { SYNTH_HCL_OUTPUT: 'true' } : {}) } });
    record(`synth ${name}`, r.ok, r.output);
    if (r.ok) for (const s of fs.readdirSync(path.join(out, 'stacks'))) stacks.push({ name: `${name}: ${s}`, dir: path.join(out, 'stacks', s), hcl });
  }
  return stacks;
}

function l2Stacks(work) {
  let dir = process.env.TRIAD_TF_STACKS;
  if (!dir || !fs.existsSync(dir) || fs.readdirSync(dir).length === 0) {
    dir = path.join(work, 'l2');
    const config = onCdktn ? ['-c', 'test/frameworks/cdktn.jest.config.js'] : [];
    const r = sh('npx', ['jest', '--ci', '--coverage=false', ...config, 'test/l2'], { env: { ...process.env, TRIAD_TF_STACKS: dir } });
    record('synth the stacks of the L2 tests (jest test/l2)', r.ok, r.output);
    if (!fs.existsSync(dir)) return [];
  }
  const stacks = [];
  for (const s of fs.readdirSync(dir).sort()) {
    const d = path.join(dir, s);
    stacks.push({ name: `L2 test ${s}`, dir: d, hcl: false });
    const hclError = path.join(d, 'hcl-error.txt');
    if (fs.existsSync(hclError)) {
      record(`L2 test ${s} (--hcl): synth`, false, fs.readFileSync(hclError, 'utf8'));
    } else if (fs.existsSync(path.join(d, 'main.tf'))) {
      const h = path.join(work, 'l2-hcl', s);
      fs.mkdirSync(h, { recursive: true });
      fs.copyFileSync(path.join(d, 'main.tf'), path.join(h, 'main.tf'));
      stacks.push({ name: `L2 test ${s} (--hcl)`, dir: h, hcl: true });
    }
  }
  return stacks;
}

function generatedStacks(work) {
  const out = path.join(work, 'generated');
  const hook = onCdktn ? ['-r', './test/frameworks/use-cdktn.js'] : [];
  const r = sh('npx', ['ts-node', '--transpile-only', ...hook, '-P', 'test/tsconfig.json', 'test/terraform/stacks.ts', out]);
  record('synth the reference and all-fields stacks (test/terraform/stacks.ts)', r.ok, r.output);
  if (!r.ok) return { stacks: [], options: path.join(out, 'test-provider') };
  const stacks = fs.readdirSync(out).filter((s) => s !== 'test-provider').sort().map((s) => {
    const refusedFile = path.join(out, s, 'refused.json');
    const refused = fs.existsSync(refusedFile) ? JSON.parse(fs.readFileSync(refusedFile, 'utf8')) : undefined;
    return { name: s, dir: path.join(out, s), hcl: false, refused };
  });
  return { stacks, options: path.join(out, 'test-provider') };
}

// ---- running Terraform on one stack -----------------------------------------------------------
/** A value of a variable's declared type, for variables without a default. */
function sampleValue(type = 'string') {
  if (type === 'number') return 1;
  if (type === 'bool') return false;
  if (/^(list|set|tuple)/.test(type)) return [];
  if (/^(map|object)/.test(type)) return {};
  return 'terraform-suite-value';
}

function prepare(stack, runs, index) {
  const dir = path.join(runs, `${String(index).padStart(3, '0')}-${path.basename(stack.dir).replace(/[^A-Za-z0-9_.-]/g, '_')}`.slice(0, 100));
  fs.mkdirSync(dir, { recursive: true });
  const args = [];
  for (const f of fs.readdirSync(stack.dir)) {
    if (stack.hcl ? f.endsWith('.tf') : f === 'cdk.tf.json') fs.copyFileSync(path.join(stack.dir, f), path.join(dir, f));
  }
  if (!stack.hcl) {
    const json = JSON.parse(fs.readFileSync(path.join(dir, 'cdk.tf.json'), 'utf8'));
    // the state goes to the working folder, never where the stack was synthesized
    if (json.terraform?.backend?.local) args.push(`-backend-config=path=${path.join(dir, 'terraform.tfstate')}`);
    const vars = Object.fromEntries(Object.entries(json.variable ?? {}).filter(([, v]) => v.default === undefined).map(([k, v]) => [k, sampleValue(v.type)]));
    if (Object.keys(vars).length) fs.writeFileSync(path.join(dir, 'terraform.tfvars.json'), JSON.stringify(vars, null, 2));
  }
  return { dir, init: ['init', '-input=false', '-no-color', ...args] };
}

async function runStack(tf, env, stack, runs, index) {
  const { dir, init } = prepare(stack, runs, index);
  if (stack.refused) return runRefused(tf, env, stack, dir, init);
  const steps = stack.hcl
    ? [['init', init], ['validate', ['validate', '-no-color']]]
    : [
      ['init', init],
      ['validate', ['validate', '-no-color']],
      ['plan', ['plan', '-input=false', '-no-color', '-out=tfplan']],
      ['apply', ['apply', '-input=false', '-no-color', '-auto-approve', 'tfplan']],
      ['plan after apply: no changes', ['plan', '-input=false', '-no-color', '-detailed-exitcode']],
    ];
  const lines = [];
  let failed = false;
  for (const [step, args] of steps) {
    const name = `${stack.name}: ${step}`;
    if (failed) {
      lines.push({ name, ok: false, detail: 'not run: an earlier step failed' });
      continue;
    }
    const r = await shAsync(tf.bin, args, { cwd: dir, env });
    let ok = r.status === 0;
    let detail = r.output;
    if (step.startsWith('plan after apply') && r.status === 2) detail = `the plan after apply is not empty: the provider or the configuration does not converge\n${r.output}`;
    if (!ok) failed = true;
    lines.push({ name, ok, detail: ok ? undefined : `${tf.bin} ${args.join(' ')} (in ${dir}) exited ${r.status}:\n${detail}` });
  }
  return lines;
}

/** A stack the library refuses: Terraform must refuse it as well, at validate, with the error expected. */
async function runRefused(tf, env, stack, dir, init) {
  const i = await shAsync(tf.bin, init, { cwd: dir, env });
  const lines = [{ name: `${stack.name}: init`, ok: i.status === 0, detail: i.status === 0 ? undefined : i.output }];
  if (i.status !== 0) return lines;
  const r = await shAsync(tf.bin, ['validate', '-no-color'], { cwd: dir, env });
  const expected = stack.refused.terraform;
  const ok = r.status !== 0 && expected.every((e) => r.output.includes(e));
  lines.push({
    name: `${stack.name}: validate refuses it, as the library does`,
    ok,
    detail: ok ? undefined : `${tf.bin} validate (in ${dir}) exited ${r.status}; expected a failure saying ${expected.map((e) => JSON.stringify(e)).join(' and ')} (the library says: ${stack.refused.library.join('; ')}):\n${r.output}`,
  });
  return lines;
}

// ---- configurations run once (test/terraform/configurations.js) -------------------------------
/** The steps a stack runs, by kind (their names, for the line of a stack that did not run again). */
const stepsOf = (stack) => (stack.hcl ? 'init, validate' : 'init, validate, plan, apply, no changes after apply');

async function runAll(tf, env, stacks, runs, accepted = {}) {
  const concurrency = Math.max(2, Math.min(4, os.cpus().length + 1));
  // each configuration runs once: accepted earlier in this test run, or the first stack that has it
  const keys = stacks.map(configurationKey);
  const first = new Map();
  const toRun = [];
  const again = [];
  stacks.forEach((stack, i) => {
    const key = keys[i];
    if (key && accepted[key]) {
      record(`${stack.name}: the same configuration as ${accepted[key]}, which Terraform accepted earlier in this test run (${stepsOf(stack)})`, true);
    } else if (key && first.has(key)) {
      again.push(i);
    } else {
      if (key) first.set(key, i);
      toRun.push(i);
    }
  });
  let next = 0;
  const done = new Array(stacks.length);
  const worker = async () => {
    while (next < toRun.length) {
      const i = toRun[next++];
      done[i] = await runStack(tf, env, stacks[i], runs, i);
      for (const l of done[i]) record(l.name, l.ok, l.detail);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  for (const i of again) {
    const j = first.get(keys[i]);
    const ok = done[j].every((l) => l.ok);
    record(`${stacks[i].name}: the same configuration as ${stacks[j].name}, which ran (${stepsOf(stacks[i])})`, ok,
      ok ? undefined : `${stacks[j].name} failed (above); this stack has the same configuration`);
  }
  const nowAccepted = { ...accepted };
  for (const [key, i] of first) if (done[i].every((l) => l.ok)) nowAccepted[key] = stacks[i].name;
  return nowAccepted;
}

async function main() {
  const started = Date.now();
  const tf = findTerraform();
  if (!tf) {
    record('Terraform or OpenTofu is installed', false, 'neither `terraform` nor `tofu` runs here: install Terraform 1.11 or newer (https://developer.hashicorp.com/terraform/install) or OpenTofu, put it on PATH (or set TRIAD_TERRAFORM to its path), and run again');
    return;
  }
  console.log(`using ${tf.bin} ${tf.version}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'triad-terraform-'));
  try {
    if (!buildProvider()) return;
    const pkgs = packages();
    checkSchemas(pkgs);
    const generated = generatedStacks(work);
    const config = installProviders(pkgs, work, generated.options);
    let stacks = [...synthExamples(work), ...l2Stacks(work), ...generated.stacks];
    if (only) stacks = stacks.filter((s) => only.test(s.name));
    const env = {
      ...process.env,
      TF_CLI_CONFIG_FILE: config,
      TF_IN_AUTOMATION: '1',
      TF_INPUT: '0',
      CHECKPOINT_DISABLE: '1',
      TF_PLUGIN_CACHE_DIR: '',
      TF_LOG: '',
    };
    console.log(`${stacks.length} stacks (${stacks.filter((s) => s.hcl).length} of them HCL) synthesized with ${framework}, ${tf.bin} ${tf.version}`);
    const environment = environmentKey(tf, path.join(work, 'mirror'));
    const accepted = await runAll(tf, env, stacks, path.join(work, 'runs'), readAccepted(environment));
    writeAccepted(environment, accepted);
  } finally {
    if (process.env.TRIAD_TF_KEEP) console.log(`working folders kept in ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
    console.log(`terraform suite: ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
}

main()
  .catch((e) => record('terraform suite', false, e.stack ?? String(e)))
  .finally(() => {
    const passed = writeReport();
    const failed = results.length - passed;
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed === 0 && passed > 0 ? 0 : 1);
  });
