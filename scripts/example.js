#!/usr/bin/env node
/**
 * Runs the TypeScript example app (examples/typescript/main.ts) against the compiled package, the way
 * a user's app runs: `import { idp } from 'cdktf-triad'` loads lib/ (jsii's output), and only the
 * example itself is transpiled. This is the app of cdktf.json (`npx cdktf synth`, the README's main
 * job) and of every suite that synthesizes the example.
 *
 * 1. Compiles the library (jsii, then the lazy index) when lib/ is missing or older than src/.
 * 2. Makes the package resolvable by its own name: node_modules/cdktf-triad -> the repository root.
 * 3. Runs the example; CDKTF_OUTDIR and SYNTH_HCL_OUTPUT are read by cdktf as usual.
 *
 * Timings (opt-in, for bench/main-job.js): when TRIAD_TIMINGS names a file, the runner writes to it,
 * as the process exits, a JSON object of epoch milliseconds (performance.timeOrigin + performance.now(),
 * so they compare across processes): processStart (performance.timeOrigin), runnerReady (after steps 1
 * and 2 and the ts-node registration, just before cdktf and the example load), synthStart and
 * synthEnd (cdktf's App.prototype.synth, resolved from the repository root, wrapped once before the
 * example loads: the first call's start, the last call's end) and exit. Without the variable nothing
 * is wrapped and no file is written.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const { performance } = require('perf_hooks');
const { JSII_ARGS } = require('./assembly');

const root = path.resolve(__dirname, '..');
const env = { ...process.env, JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION: '20', JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION: '1' };

/** The newest modification time of the files under a folder. */
function newest(dir) {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

function ensureCompiled() {
  const assembly = path.join(root, '.jsii');
  const index = path.join(root, 'lib', 'index.js');
  if (fs.existsSync(assembly) && fs.existsSync(index) && fs.statSync(assembly).mtimeMs >= newest(path.join(root, 'src'))) return;
  console.error('cdktf-triad: compiling the library (jsii) for the example ...');
  for (const [cmd, args] of [['npx', ['jsii', ...JSII_ARGS]], [process.execPath, ['scripts/lazy-index.js']]]) {
    const r = spawnSync(cmd, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) {
      console.error(`cdktf-triad: ${cmd} ${args.join(' ')} failed (exit ${r.status}); the example needs the compiled library`);
      process.exit(1);
    }
  }
}

function ensureLinked() {
  const link = path.join(root, 'node_modules', 'cdktf-triad');
  let target;
  try {
    target = fs.realpathSync(link);
  } catch {
    target = undefined;
  }
  if (target === fs.realpathSync(root)) return;
  fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(path.relative(path.dirname(link), root) || '.', link, 'dir');
}

/** Epoch milliseconds from the monotonic clock: comparable with other processes' timestamps. */
const now = () => performance.timeOrigin + performance.now();

/** TRIAD_TIMINGS set: the timestamps, written to that file when the process exits; otherwise undefined. */
const timings = process.env.TRIAD_TIMINGS ? { processStart: performance.timeOrigin } : undefined;
if (timings) {
  const file = process.env.TRIAD_TIMINGS;
  process.on('exit', () => {
    timings.exit = now();
    fs.writeFileSync(file, JSON.stringify(timings));
  });
}

/** Records the first start and the last end of cdktf's App.prototype.synth (the cdktf the example and lib/ load). */
function timeSynth() {
  const { App } = require(require.resolve('cdktf', { paths: [root] }));
  const synth = App.prototype.synth;
  App.prototype.synth = function timedSynth(...args) {
    timings.synthStart ??= now();
    try {
      return synth.apply(this, args);
    } finally {
      timings.synthEnd = now();
    }
  };
}

ensureCompiled();
ensureLinked();
require('ts-node').register({ transpileOnly: true, project: path.join(root, 'examples', 'typescript', 'tsconfig.json') });
if (timings) {
  timings.runnerReady = now();
  timeSynth(); // loading cdktf here counts as the example's (construct) time, as it does without the hook
}
require(path.join(root, 'examples', 'typescript', 'main.ts'));
