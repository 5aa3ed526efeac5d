#!/usr/bin/env node
/**
 * Runs the CDK Terrain example (examples/cdktn) the way its user does, from a fresh checkout:
 *
 *   node scripts/cdktn-example.js [--output <dir>] [--hcl] [--compare]
 *
 * 1. Builds cdktn-triad (scripts/cdktn.js --no-java) when dist/cdktn has no tarball or src/ is newer.
 * 2. Installs the example's own project (examples/cdktn/package.json: cdktn, cdktn-cli and the
 *    tarball) when its node_modules is missing or older than the tarball.
 * 3. Writes the null provider's bindings into examples/cdktn/.gen/ as `cdktn get` does, offline:
 *    cdktn's provider generator on the schema the Terraform suite's test provider serves for
 *    hashicorp/null (test/terraform/null-schema.json), at the version the prebuilt provider of the
 *    cdktf example pins, with the constraint cdktf.json names.
 * 4. `cdktn synth` (cdktn-cli) into --output (default examples/cdktn/cdktf.out), as HCL with --hcl.
 * --compare: also synthesizes the cdktf example (scripts/example.js) and fails unless both
 * cdk.tf.json are byte-identical apart from the framework's version in the metadata, the local
 * backend's path (the state file lives next to each project) and how each framework's writer lays
 * out an empty object (cdktf writes `{` and `}` on two lines, cdktn `{}`; the example has one, the
 * null provider's configuration).
 *
 * cdktn-cli 0.24 asks for Node.js 22.19 or newer; on older Node.js (this machine has 20) the one
 * missing API it calls at start-up (worker_threads.markAsUncloneable) is stubbed for the CLI process.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { mtime, newestUnder } = require('./newest');

const root = path.resolve(__dirname, '..');
const example = path.join(root, 'examples', 'cdktn');
const argv = process.argv.slice(2);
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const output = path.resolve(option('--output') ?? path.join(example, 'cdktf.out'));
const env = { ...process.env, CHECKPOINT_DISABLE: '1', JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION: '20', JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION: '1' };
const NULL_PROVIDER = { fqpn: 'registry.terraform.io/hashicorp/null', version: '3.2.4' };

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024, ...opts });
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`);
    throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed (exit ${r.status ?? r.signal}) in ${path.relative(root, opts.cwd ?? root) || '.'}`);
  }
  return r.stdout;
}


function tarball() {
  const dep = JSON.parse(fs.readFileSync(path.join(example, 'package.json'), 'utf8')).dependencies['cdktn-triad'];
  return path.resolve(example, dep.replace(/^file:/, ''));
}

function ensureBuilt(tgz) {
  if (mtime(tgz) >= newestUnder(path.join(root, 'src'))) return;
  console.error('cdktn-example: building cdktn-triad (scripts/cdktn.js) ...');
  run(process.execPath, [path.join(root, 'scripts', 'cdktn.js'), '--no-java'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (!fs.existsSync(tgz)) throw new Error(`the build wrote no ${path.relative(root, tgz)}: does examples/cdktn/package.json name the package's version?`);
}

function ensureInstalled(tgz) {
  const installed = path.join(example, 'node_modules', 'cdktn-triad', 'package.json');
  if (mtime(installed) >= mtime(tgz) && fs.existsSync(path.join(example, 'node_modules', '.bin', 'cdktn'))) return;
  console.error('cdktn-example: installing examples/cdktn (npm install) ...');
  // the tarball's content changes under the same name: never reuse npm's cached copy of it
  fs.rmSync(path.join(example, 'node_modules', 'cdktn-triad'), { recursive: true, force: true });
  run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], { cwd: example });
}

/** What `cdktn get` writes for cdktf.json's terraformProviders, from a local schema. */
async function generateBindings() {
  const from = (m) => require(require.resolve(m, { paths: [example] }));
  const { TerraformProviderGenerator } = from('@cdktn/provider-generator');
  const { ConstructsMakerProviderTarget, TerraformProviderConstraint, LANGUAGES } = from('@cdktn/commons');
  const { CodeMaker } = from('codemaker');
  const config = JSON.parse(fs.readFileSync(path.join(example, 'cdktf.json'), 'utf8'));
  const schema = JSON.parse(fs.readFileSync(path.join(root, 'test', 'terraform', 'null-schema.json'), 'utf8'));
  schema.provider_versions = { [NULL_PROVIDER.fqpn]: NULL_PROVIDER.version };
  const gen = path.join(example, '.gen');
  fs.rmSync(gen, { recursive: true, force: true });
  const code = new CodeMaker();
  const generator = new TerraformProviderGenerator(code, schema);
  for (const constraint of config.terraformProviders) {
    generator.generate(new ConstructsMakerProviderTarget(new TerraformProviderConstraint(constraint), LANGUAGES[0]));
  }
  await generator.save(gen);
}

function synth(outdir, hcl) {
  const shim = path.join(os.tmpdir(), 'triad-cdktn-node20.js');
  const needsShim = Number(process.versions.node.split('.')[0]) < 22;
  if (needsShim) fs.writeFileSync(shim, "require('node:worker_threads').markAsUncloneable ??= () => undefined;\n");
  fs.rmSync(outdir, { recursive: true, force: true });
  run(path.join(example, 'node_modules', '.bin', 'cdktn'), ['synth', '--output', outdir, ...(hcl ? ['--hcl'] : [])], {
    cwd: example,
    env: {
      ...env,
      // cdktn-cli sets a heap size unless NODE_OPTIONS is set; keep it when adding the shim
      ...(needsShim ? { NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --max-old-space-size=4096 --require ${shim}`.trim() } : {}),
      // the CLI asks Terraform for its version; a CLI configuration that is missing only warns
      TF_CLI_CONFIG_FILE: os.devNull,
    },
  });
}

/** Both examples' stacks, equal apart from the framework version and the state file's path. */
function compare(cdktnOut) {
  const cdktfOut = fs.mkdtempSync(path.join(os.tmpdir(), 'triad-cdktf-example-'));
  try {
    run(process.execPath, [path.join(root, 'scripts', 'example.js')], { env: { ...env, CDKTF_OUTDIR: cdktfOut } });
    const stacks = fs.readdirSync(path.join(cdktfOut, 'stacks')).sort();
    const theirs = fs.readdirSync(path.join(cdktnOut, 'stacks')).sort();
    if (stacks.join() !== theirs.join()) throw new Error(`the examples have different stacks: cdktf ${stacks.join(', ')}; cdktn ${theirs.join(', ')}`);
    for (const stack of stacks) {
      const a = fs.readFileSync(path.join(cdktfOut, 'stacks', stack, 'cdk.tf.json'), 'utf8');
      const b = fs.readFileSync(path.join(cdktnOut, 'stacks', stack, 'cdk.tf.json'), 'utf8');
      const normal = (text, dir, framework) => text
        .replace(`"version": "${require(require.resolve(`${framework}/package.json`, { paths: [framework === 'cdktn' ? example : root] })).version}"`, '"version": "<framework>"')
        .split(JSON.stringify(dir).slice(1, -1)).join('<project>')
        .replace(/\{\n\s*\}/g, '{}');
      const left = normal(a, root, 'cdktf');
      const right = normal(b, example, 'cdktn');
      if (left !== right) {
        const la = left.split('\n');
        const lb = right.split('\n');
        const at = la.findIndex((l, i) => l !== lb[i]);
        throw new Error(`stack ${stack}: cdk.tf.json differs at line ${at + 1}:\n  cdktf: ${la[at]}\n  cdktn: ${lb[at]}`);
      }
      console.log(`cdktn-example: stack ${stack}: cdk.tf.json identical to the cdktf example's (${a.length} bytes; framework version, backend path and empty-object layout aside)`);
    }
  } finally {
    fs.rmSync(cdktfOut, { recursive: true, force: true });
  }
}

async function main() {
  const tgz = tarball();
  ensureBuilt(tgz);
  ensureInstalled(tgz);
  await generateBindings();
  synth(output, argv.includes('--hcl'));
  console.log(`cdktn-example: synthesized with cdktn-cli into ${path.relative(root, output) || output}`);
  if (argv.includes('--compare')) compare(output);
}

main().catch((e) => {
  console.error(`cdktn-example: ${e.message ?? e}`);
  process.exit(1);
});
