#!/usr/bin/env node
/**
 * CPU profile of one benchmark case and what dominates it:
 *
 *   node bench/profile.js [ours|theirs|ours-novalidation] [count]     (defaults: ours 10000)
 *
 * Needs bench/.build (run bench/run.ts once). Runs `node --cpu-prof bench/case.js <impl> <count> <tmp>`
 * in a fresh process and reads the .cpuprofile: named stages (inclusive), self time per group, per
 * file and per function (cdktf's files, our lib/ files, the generated bindings, Node internals, V8
 * builtins, GC), and inclusive time of the heaviest functions (a sample counts once per function on
 * its stack, so recursion is not double counted). The whole process is profiled, loading included (a
 * few percent at 10,000 resources; the "loading modules" stage says how much).
 */
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const ROOT = path.join(__dirname, '..');

/** Where a profiled function lives. */
function area(url, fn) {
  if (!url) return fn.startsWith('(') ? fn : 'V8 builtins';
  const rel = url.replace(/^file:\/\//, '');
  let m;
  if ((m = /node_modules\/(cdktf|constructs)\/(.*)$/.exec(rel))) return `${m[1]}/${m[2].replace(/^lib\//, '')}`;
  if ((m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(rel))) return m[1];
  if (rel.startsWith('node:')) return 'node internals';
  if (rel.includes('/bench/.build/oracle-js/')) return `generated bindings (theirs) ${rel.split('/bench/.build/oracle-js/')[1].replace(/\/index\.js$/, '').replace(/^[^/]+\/providers\//, '')}`;
  if (rel.startsWith(path.join(ROOT, 'lib') + '/')) return `lib/${path.relative(path.join(ROOT, 'lib'), rel)}`;
  if (rel.startsWith(__dirname)) return 'bench driver';
  return rel;
}

/** Named stages, by inclusive time (a sample counts once per stage it is inside). */
const STAGES = {
  'loading modules (require)': /^Module\.require /,
  'app.synth()': /^synth {2}\[cdktf\/app\.js/,
  'validation (stack.runAllValidations)': /^runAllValidations /,
  'token resolution (cdktf Tokenization.resolve)': /^resolve {2}\[cdktf\/tokens\/token\.js/,
  'stack traces captured by cdktf token objects': /^captureStackTrace {2}\[cdktf\/tokens\/private\/stack-trace\.js/,
  'nested-block objects (cdktf ComplexObject/ComplexList constructors)': /^(ComplexObject|ComplexList) {2}\[cdktf\/complex-computed-list\.js/,
  'the resources\' synthesizeAttributes': /^synthesizeAttributes /,
  'annotations (warnings)': /^addMessage {2}\[cdktf\/annotations\.js/,
  'garbage collection': /^\(garbage collector\)/,
};

/** Summarizes a .cpuprofile file. */
function summarize(file, top = 15) {
  const prof = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const key = (n) => {
    const cf = n.callFrame;
    const where = area(cf.url, cf.functionName || '(anonymous)');
    return `${cf.functionName || '(anonymous)'}  [${where}${cf.url ? `:${cf.lineNumber + 1}` : ''}]`;
  };
  const self = new Map();
  const inclusive = new Map();
  const areas = new Map();
  const groups = new Map();
  const stages = new Map();
  let total = 0;
  const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
  for (let i = 0; i < prof.samples.length; i++) {
    const dt = (prof.timeDeltas[i + 1] ?? 0) / 1000; // ms until the next sample
    total += dt;
    const n = byId.get(prof.samples[i]);
    add(self, key(n), dt);
    const a = area(n.callFrame.url, n.callFrame.functionName);
    add(areas, a, dt);
    add(groups, a.startsWith('cdktf/') ? 'cdktf' : a.startsWith('constructs/') ? 'constructs' : a.startsWith('lib/') ? 'ours (lib/)'
      : a.startsWith('generated bindings') ? 'generated bindings (theirs)' : a, dt);
    const seen = new Set();
    const inStage = new Set();
    for (let id = n.id; id !== undefined; id = parent.get(id)) {
      const k = key(byId.get(id));
      if (!seen.has(k)) {
        seen.add(k);
        add(inclusive, k, dt);
        for (const [stage, re] of Object.entries(STAGES)) if (re.test(k)) inStage.add(stage);
      }
    }
    for (const stage of inStage) add(stages, stage, dt);
  }
  const pct = (ms) => +((100 * ms) / total).toFixed(1);
  const rank = (m, skip = () => false) => [...m].filter(([k]) => !skip(k)).sort((a, b) => b[1] - a[1]).slice(0, top)
    .map(([name, ms]) => ({ name, ms: Math.round(ms), percent: pct(ms) }));
  return {
    totalMs: Math.round(total),
    stages: Object.keys(STAGES).map((name) => ({ name, ms: Math.round(stages.get(name) ?? 0), percent: pct(stages.get(name) ?? 0) })),
    selfByGroup: rank(groups),
    selfByFile: rank(areas),
    selfByFunction: rank(self),
    // inclusive: skip the frames every sample passes through
    inclusiveByFunction: rank(inclusive, (k) => /^\((root|program|idle|garbage collector)\)|^\(anonymous\)\s+\[bench driver|Module\.|node internals/.test(k)),
    // the library's own functions (ours: lib/; theirs: the generated bindings), inclusive of what they call
    inclusiveInLibrary: rank(inclusive, (k) => !/\[(lib\/|generated bindings)/.test(k)),
  };
}

/** Profiles one case in a fresh process. */
function profile(impl = 'ours', count = 10000, top = 15) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-prof-${impl}-`));
  try {
    const out = path.join(dir, 'out');
    const r = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, path.join(__dirname, 'case.js'), impl, String(count), out], { encoding: 'utf8', maxBuffer: 1 << 26 });
    if (r.status !== 0) throw new Error(`profiling ${impl} ${count} failed:\n${r.stderr}`);
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    return { impl, count, ...JSON.parse(r.stdout), ...summarize(path.join(dir, file), top) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function print(s) {
  const lines = [`CPU profile, ${s.impl} at ${s.count} resources (${s.totalMs} ms sampled, ${Math.round(s.ms)} ms timed):`];
  const table = (title, rows) => {
    lines.push(`  ${title}`);
    for (const r of rows) lines.push(`    ${r.percent.toFixed(1).padStart(5)}%  ${String(r.ms).padStart(6)} ms  ${r.name}`);
  };
  table('stages (inclusive)', s.stages);
  table('self time by group', s.selfByGroup.slice(0, 8));
  table('self time by file', s.selfByFile.slice(0, 10));
  table('self time by function', s.selfByFunction);
  table('inclusive time by function', s.inclusiveByFunction);
  table(`inclusive time of the library's own functions (${s.impl.startsWith('ours') ? 'lib/' : 'generated bindings'})`, s.inclusiveInLibrary);
  return lines.join('\n');
}

module.exports = { profile, summarize, print };

if (require.main === module) {
  const [impl = 'ours', count = '10000'] = process.argv.slice(2);
  console.log(print(profile(impl, Number(count), 20)));
}
