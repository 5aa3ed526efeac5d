#!/usr/bin/env node
/**
 * The README's main job, timed as a user sees it, and split into its parts:
 *
 *   node bench/main-job.js [runs]          (default 5; prints a table, then the result as JSON)
 *   require('./main-job').measureMainJob({ runs })
 *
 * Each run spawns `npx cdktf synth --output <temporary dir>` from the repository root (cdktf.json's
 * app: node scripts/example.js) and measures the wall time around it. TRIAD_TIMINGS makes the app's
 * runner (scripts/example.js) write its own timestamps (epoch ms from the monotonic clock, comparable
 * with this process's), from which:
 *
 *   total     wall time of `npx cdktf synth`
 *   cli       total - (exit - processStart): npx and the CLI, before the app starts and after it exits
 *             (cliBefore = processStart - spawn start, cliAfter = the rest)
 *   appStart  runnerReady - processStart: node, the runner's compile check and link, ts-node
 *   construct synthStart - runnerReady: loading cdktf and the library, building the example's constructs
 *   synth     synthEnd - synthStart: cdktf's App.synth (resolution, validation, writing the JSON)
 *   appExit   exit - synthEnd
 *   libraryPart = construct + synth; libraryShare = libraryPart / total
 *
 * One untimed warm-up run comes first (it may compile the library with jsii). Returns the median of
 * each part over the runs, and the raw runs. Throws, with the command's output, when the synth fails
 * or the timings file is missing.
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { performance } = require('perf_hooks');

const root = path.resolve(__dirname, '..');
const PARTS = ['total', 'cli', 'cliBefore', 'cliAfter', 'appStart', 'construct', 'synth', 'appExit', 'libraryPart', 'libraryShare'];
const STAMPS = ['processStart', 'runnerReady', 'synthStart', 'synthEnd', 'exit'];

/** Epoch milliseconds from the monotonic clock, as scripts/example.js records them. */
const now = () => performance.timeOrigin + performance.now();

/** The median of numbers (the mean of the middle two for an even count); the benchmark's one. */
function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** One `npx cdktf synth`: its wall time and the runner's timestamps, as parts in ms. */
function runOnce() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'triad-main-job-'));
  const timingsFile = path.join(tmp, 'timings.json');
  const outdir = path.join(tmp, 'cdktf.out');
  const args = ['cdktf', 'synth', '--output', outdir];
  try {
    const env = {
      ...process.env,
      CHECKPOINT_DISABLE: '1',
      JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION: '20',
      TRIAD_TIMINGS: timingsFile,
    };
    const spawnStart = now();
    const r = spawnSync('npx', args, { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
    const spawnEnd = now();
    const output = () => `--- stderr\n${r.stderr || ''}\n--- stdout\n${r.stdout || ''}`;
    if (r.error) throw new Error(`npx ${args.join(' ')} could not run: ${r.error.message}\n${output()}`);
    if (r.status !== 0) throw new Error(`npx ${args.join(' ')} failed (exit ${r.status}${r.signal ? `, ${r.signal}` : ''})\n${output()}`);
    if (!fs.existsSync(path.join(outdir, 'stacks', 'example', 'cdk.tf.json'))) {
      throw new Error(`npx ${args.join(' ')} wrote no ${path.join(outdir, 'stacks', 'example', 'cdk.tf.json')}\n${output()}`);
    }
    if (!fs.existsSync(timingsFile)) {
      throw new Error(`npx ${args.join(' ')}: the app wrote no timings file (${timingsFile}); is cdktf.json's app still node scripts/example.js?\n${output()}`);
    }
    const t = JSON.parse(fs.readFileSync(timingsFile, 'utf8'));
    const missing = STAMPS.filter((k) => typeof t[k] !== 'number');
    if (missing.length) throw new Error(`timings file ${timingsFile} lacks ${missing.join(', ')}: ${JSON.stringify(t)}\n${output()}`);

    const total = spawnEnd - spawnStart;
    const cli = total - (t.exit - t.processStart);
    const cliBefore = t.processStart - spawnStart;
    const construct = t.synthStart - t.runnerReady;
    const synth = t.synthEnd - t.synthStart;
    const libraryPart = construct + synth;
    return {
      spawnStart,
      timings: t,
      total,
      cli,
      cliBefore,
      cliAfter: cli - cliBefore,
      appStart: t.runnerReady - t.processStart,
      construct,
      synth,
      appExit: t.exit - t.synthEnd,
      libraryPart,
      libraryShare: libraryPart / total,
    };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Times the main job: one untimed warm-up, then `runs` timed runs.
 * @param {{ runs?: number }} [options]
 * @returns {{ runs: number, command: string, median: Record<string, number>, raw: object[] }}
 *   median: total, cli, cliBefore, cliAfter, appStart, construct, synth, appExit, libraryPart (ms),
 *   libraryShare (fraction of total); raw: each run's parts plus spawnStart and the runner's timings.
 */
function measureMainJob({ runs = 5 } = {}) {
  if (!(Number.isInteger(runs) && runs > 0)) throw new Error(`measureMainJob: runs must be a positive integer, not ${runs}`);
  runOnce(); // warm-up, untimed: may compile the library, warms the file cache
  const raw = [];
  for (let i = 0; i < runs; i++) raw.push(runOnce());
  const med = {};
  for (const k of PARTS) med[k] = median(raw.map((r) => r[k]));
  return { runs, command: 'npx cdktf synth --output <tmp>', median: med, raw };
}

/** The medians as a small table. */
function format(result) {
  const m = result.median;
  const rows = [
    ['total (wall)', m.total],
    ['  cli (npx + CLI, outside the app)', m.cli],
    ['    before the app starts', m.cliBefore],
    ['    after the app exits', m.cliAfter],
    ['  app start (node, runner, ts-node)', m.appStart],
    ['  construct (load cdktf + library, build)', m.construct],
    ['  synth (App.synth)', m.synth],
    ['  app exit', m.appExit],
    ['library part (construct + synth)', m.libraryPart],
  ];
  const lines = [`main job: npx cdktf synth, medians of ${result.runs} warm runs (ms)`];
  for (const [name, ms] of rows) lines.push(`${name.padEnd(44)} ${String(Math.round(ms)).padStart(7)}  ${String(round((100 * ms) / m.total)).padStart(5)}%`);
  lines.push(`library share: ${round(m.libraryShare, 3)} (target <= 0.333: ${m.libraryShare <= 1 / 3 ? 'PASS' : 'MISS'})`);
  return lines.join('\n');
}

module.exports = { measureMainJob, format, median };

if (require.main === module) {
  const runs = process.argv[2] === undefined ? 5 : Number(process.argv[2]);
  if (!(Number.isInteger(runs) && runs > 0)) {
    console.error('usage: node bench/main-job.js [runs]');
    process.exit(2);
  }
  try {
    const result = measureMainJob({ runs });
    console.log(format(result));
    console.log(JSON.stringify(result, null, 2));
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
