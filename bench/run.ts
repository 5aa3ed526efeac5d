/**
 * npm run bench (not part of the test suite):
 *
 *   npx ts-node --transpile-only bench/run.ts [--quick] [--no-profile]
 *
 * 1. synthesis time (app construction + app.synth(), validation on) and peak memory of stacks of 100,
 *    1,000 and 10,000 resources, through our L1s and through the L1s cdktf's own generator
 *    (@cdktf/provider-generator) makes from our derived provider schema; each case in a fresh Node
 *    process, ours and theirs alternating, several runs each, medians; twice: secrets written as
 *    literals, and passed as sensitive variables (as real apps pass them);
 * 2. the time to import the package in a fresh Node process, ours and theirs;
 * 3. the floor: the same JSON built as plain objects and written with JSON.stringify;
 * 4. time per resource at 10,000 over that at 1,000;
 * 5. the time of codegen (`codegen/cli.ts check`, everything generated in memory) and of the jsii compile;
 * 6. the README's main job, `npx cdktf synth` of the example (warm), and its parts (bench/main-job.js);
 * 8. the converter (bench/convert.ts): `npx cdktf-triad convert` of 1,000 and 10,000 resources, a fresh
 *    process each run (the parser's start included), medians; target: 1,000 in 10 s or less;
 * 7. the packages (bench/packages.ts): sizes of the npm tarball, .jsii, wheel and jar against their
 *    budgets (scripts/package-sizes.js), the cold first Python import and the type check of a
 *    one-resource app, next to cdktf's generated bindings of the spot-capacity provider packaged
 *    with jsii as prebuilt providers are. A package over its budget makes the benchmark exit 1.
 *
 * Prints a table and PASS/MISS per target, writes bench/results/latest.json; when a synthesis, growth
 * or memory target is missed, profiles the 10,000-resource case, ours and theirs (bench/profile.js).
 * --quick: one run per case (for working on the benchmark, not for figures). --no-profile: skip profiling.
 * --prepare-only: compile, write the oracle bindings and bench/.build/configs.json, and stop (for
 * running one case alone: node bench/case.js, node bench/profile.js).
 */
import { spawnSync, SpawnSyncOptions } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Testing, TerraformStack } from 'cdktf';
import { loadAll, loadOne, PACKAGES } from '../codegen/load';
import type { EntityModel, PackageModel } from '../codegen/model';
import { generateOracle, oracleClassName, oracleMember, toOracleConfig } from '../test/oracle/oracle';
import { classOf } from '../test/support/model';
import { fullConfig, resetSamples } from '../test/support/samples';
import { formatConvert, measureConvert } from './convert';
import { formatPackages, measurePackages } from './packages';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BUDGETS: PACKAGE_BUDGETS } = require('../scripts/package-sizes') as { BUDGETS: { tarballUnpacked: number; wheel: number; jar: number } };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { JSII_ARGS } = require('../scripts/assembly') as { JSII_ARGS: readonly string[] };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const profiler = require('./profile.js') as { profile(impl: string, count: number, top?: number): any; print(s: any): string };

const ROOT = path.join(__dirname, '..');
const BUILD = path.join(__dirname, '.build');
const ORACLE_JS = path.join(BUILD, 'oracle-js');
const QUICK = process.argv.includes('--quick');
const PROFILE = !process.argv.includes('--no-profile');
const PREPARE_ONLY = process.argv.includes('--prepare-only');
const SIZES = [100, 1000, 10000];
const RUNS: { [n: number]: number } = QUICK ? { 100: 1, 1000: 1, 10000: 1 } : { 100: 81, 1000: 21, 10000: 7 };
const IMPORT_RUNS = QUICK ? 3 : 9;
const CODEGEN_RUNS = QUICK ? 1 : 3;
const MAIN_JOB_RUNS = QUICK ? 1 : 5;
const TARGETS = { synthRatio: 0.75, importRatio: 0.5, perResourceGrowth: 1.2, peakMiB10000: 1536, mainJobLibraryShare: 1 / 3, convert1000Seconds: 10 };
type Impl = 'ours' | 'theirs' | 'floor' | 'ours-novalidation';
/** How the secret fields of the configurations are given (bench/case.js). */
type Secrets = 'literal' | 'variables';
/** A benchmark case: an implementation and how it is given its secrets. */
type Case = `${Impl}:${Secrets}`;
const CASES: Case[] = ['ours:literal', 'theirs:literal', 'floor:literal', 'ours-novalidation:literal', 'ours:variables', 'theirs:variables'];
// eslint-disable-next-line @typescript-eslint/no-require-imports
const mainJob = require('./main-job.js') as { measureMainJob(options: { runs: number }): any; format(result: any): string; median(xs: number[]): number };

const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`;
const median = mainJob.median;
const round = (x: number, digits: number) => +x.toFixed(digits);

interface Ran { out: string; err: string; status: number | null; seconds: number }
function sh(cmd: string, args: string[], opts: SpawnSyncOptions = {}): Ran {
  const t = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28, ...opts });
  return { out: String(r.stdout ?? ''), err: String(r.stderr ?? ''), status: r.status, seconds: Number(process.hrtime.bigint() - t) / 1e9 };
}
function must(r: Ran, what: string): Ran {
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status}):\n${r.err}\n${r.out}`);
  return r;
}
const firstLine = (r: Ran) => (r.err || r.out).split('\n').map((l) => l.trim()).find((l) => l && !l.startsWith('npm warn')) ?? '';

/** Every package loadAll returns; when loading fails (a package being written), each one that loads alone. */
function loadPackages(): { pkgs: PackageModel[]; notes: string[] } {
  try {
    return { pkgs: loadAll(), notes: [] };
  } catch (e) {
    const notes = [`loadAll failed (${(e as Error).message.split('\n')[0]}); using the packages that load alone`];
    const pkgs: PackageModel[] = [];
    for (const name of PACKAGES) {
      try {
        pkgs.push(loadOne(name));
      } catch (err) {
        notes.push(`${name}: skipped, does not load: ${(err as Error).message.split('\n').slice(0, 2).join(' ')}`);
      }
    }
    return { pkgs, notes };
  }
}

/** A path of keys and list indexes in a configuration, with each key under cdktf's member name. */
function theirPath(attrs: EntityModel['attrs'], at: Array<string | number>): Array<string | number> {
  let scope = attrs;
  return at.map((k) => {
    if (typeof k === 'number') return k;
    const a = scope.find((x) => x.tsName === k);
    if (!a) return k;
    scope = a.struct?.attrs ?? [];
    return oracleMember(a.tfName);
  });
}

/** The string input whose value is varied per instance: free text (no enum, format, pattern or length bound), not a secret. */
function varyingField(e: EntityModel, config: { [k: string]: unknown }) {
  const free = e.attrs.filter((a) => a.input && a.raw.type === 'string' && typeof config[a.tsName] === 'string' && !a.raw.secret
    && !a.raw.enum && !a.raw.format && !a.raw.pattern && a.raw.maxLength === undefined);
  const a = free.find((x) => /name|description|label|title/i.test(x.name)) ?? free[0];
  return a ? { key: a.tsName, tfKey: a.tfName } : undefined;
}

/** The paths (keys and list indexes) of the secret string fields set in a configuration, nested ones included. */
function secretPaths(attrs: EntityModel['attrs'], config: any, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const out: Array<Array<string | number>> = [];
  for (const a of attrs.filter((x) => x.input)) {
    const value = config?.[a.tsName];
    if (a.raw.secret && typeof value === 'string') out.push([...prefix, a.tsName]);
    if (a.struct && value && typeof value === 'object') {
      if (Array.isArray(value)) value.forEach((item, i) => out.push(...secretPaths(a.struct!.attrs, item, [...prefix, a.tsName, i])));
      else out.push(...secretPaths(a.struct.attrs, value, [...prefix, a.tsName]));
    }
  }
  return out;
}

/** Oracle bindings (generated, compiled with tsc) and the configurations, for the packages that work end to end. */
async function prepare(candidates: PackageModel[], notes: string[]): Promise<{ pkgs: PackageModel[]; kinds: number }> {
  fs.mkdirSync(BUILD, { recursive: true });
  const src = path.join(BUILD, 'oracle-src');
  fs.rmSync(src, { recursive: true, force: true });
  fs.rmSync(ORACLE_JS, { recursive: true, force: true });
  const entities: any[] = [];
  const providers: any[] = [];
  const pkgs: PackageModel[] = [];
  resetSamples();
  for (const p of candidates) {
    try {
      // ours must be generated (src/l1, lib/); theirs needs provider-schema/<pkg>.json
      const ours: any[] = [];
      // every type: resources, and data sources (written under `data`)
      for (const e of p.entities) {
        const config = fullConfig(e);
        const stack = new TerraformStack(Testing.app(), 's');
        new (classOf(p.name, e))(stack, 'x', config);
        const section = e.kind === 'resource' ? 'resource' : 'data';
        const tf = JSON.parse(Testing.synth(stack))[section][e.tfType].x;
        delete tf['//'];
        // theirs takes the same configuration under cdktf's member names (test/oracle: toOracleConfig)
        const vary = varyingField(e, config);
        const secrets = secretPaths(e.attrs, config);
        ours.push({
          pkg: p.name, module: e.module, className: e.className, oracleClass: oracleClassName(p, e), tfType: e.tfType, section, config, tf,
          theirConfig: toOracleConfig(e.attrs, config), vary: vary && { ...vary, theirKey: oracleMember(vary.tfKey) },
          secrets, theirSecrets: secrets.map((at) => theirPath(e.attrs, at)),
        });
      }
      await generateOracle(p, src);
      entities.push(...ours);
      providers.push({ name: p.name, className: p.provider.className, source: p.providerSource, version: p.versionConstraint });
      pkgs.push(p);
    } catch (e) {
      notes.push(`${p.name}: skipped, not usable end to end: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  if (!pkgs.length) throw new Error('no package is usable');
  must(sh('npx', ['tsc', '-p', path.join(__dirname, 'tsconfig.oracle.json')]), 'tsc (oracle bindings)');
  fs.writeFileSync(path.join(BUILD, 'configs.json'), JSON.stringify({ entities, providers }));
  return { pkgs, kinds: entities.length };
}

interface CaseResult { ms: number; peakMiB: number }
function runCase(c: Case, n: number, keep?: (outdir: string) => void): CaseResult {
  const [impl, secrets] = c.split(':');
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${impl}-`));
  try {
    const r = must(sh(process.execPath, [path.join(__dirname, 'case.js'), impl, String(n), outdir, secrets]), `${c} at ${n}`);
    keep?.(outdir);
    return JSON.parse(r.out);
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
}

/** Both class sets synthesize the same resources from the same configurations (one of each kind). */
function sameJson(kinds: number, secrets: Secrets): string[] {
  const read = (impl: Impl) => {
    let json: any;
    runCase(`${impl}:${secrets}`, kinds, (dir) => {
      json = JSON.parse(fs.readFileSync(path.join(dir, 'stacks', 'bench', 'cdk.tf.json'), 'utf8'));
    });
    // resources and data sources, each type under its section
    return { ...json.resource, ...Object.fromEntries(Object.entries(json.data ?? {}).map(([t, v]) => [`data.${t}`, v])) };
  };
  const canon = (v: any): string => JSON.stringify(v, (_, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x));
  const ours = read('ours');
  const theirs = read('theirs');
  return [...new Set([...Object.keys(ours), ...Object.keys(theirs)])].filter((t) => canon(ours[t]) !== canon(theirs[t]));
}

/** Milliseconds to require() the given files in a fresh process (then run `after`). */
function importOnce(files: string[], after = ''): number {
  const code = `const t=process.hrtime.bigint();const m=${JSON.stringify(files)}.map((f)=>require(f));${after};`
    + 'process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))';
  return Number(must(sh(process.execPath, ['-e', code]), 'import').out);
}

async function main() {
  console.log(`bench: ${os.cpus().length} cores, Node ${process.version}${QUICK ? ' (--quick: one run per case, not for figures)' : ''}`);
  const notes: string[] = [];

  // 5. codegen (in memory) and the jsii compile, timed; then the project's post-compile lazy index
  console.log('codegen check and jsii compile (timed) ...');
  const codegenRuns = Array.from({ length: CODEGEN_RUNS }, () => sh('npx', ['ts-node', '--transpile-only', 'codegen/cli.ts', 'check']));
  const codegenLast = codegenRuns[codegenRuns.length - 1];
  if (codegenLast.status !== 0) notes.push(`codegen check exited ${codegenLast.status} (timed all the same): ${firstLine(codegenLast)}`);
  const jsii = sh('npx', ['jsii', ...JSII_ARGS], { env: { ...process.env, JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION: '1' } });
  if (jsii.status !== 0) {
    if (!fs.existsSync(path.join(ROOT, 'lib', 'index.js'))) must(jsii, 'jsii compile');
    notes.push(`jsii compile failed (exit ${jsii.status}); measured the existing lib/: ${firstLine(jsii)}`);
  }
  must(sh(process.execPath, [path.join(ROOT, 'scripts', 'lazy-index.js')]), 'scripts/lazy-index.js');

  console.log(`[${elapsed()}] oracle bindings (@cdktf/provider-generator, tsc) and configurations ...`);
  const loaded = loadPackages();
  notes.push(...loaded.notes);
  const { pkgs, kinds } = await prepare(loaded.pkgs, notes);
  const differing = [...sameJson(kinds, 'literal'), ...sameJson(kinds, 'variables').map((t) => `${t} (secrets as variables)`)];
  if (differing.length) notes.push(`ours and theirs synthesize different JSON for: ${differing.join(', ')}`);
  console.log(`[${elapsed()}] packages ${pkgs.map((p) => p.name).join(', ')}; ${kinds} types (resources and data sources); same JSON through both (secrets literal, and as variables): ${differing.length ? `NO (${differing.join(', ')})` : 'yes'}`);
  for (const n of notes) console.log(`  note: ${n}`);
  if (PREPARE_ONLY) return;

  // 1 and 3. synthesis, peak memory, floor: ours and theirs alternate, and swap who goes first
  const runs: { [n: number]: Record<Case, CaseResult[]> } = {};
  for (const n of SIZES) {
    process.stdout.write(`[${elapsed()}] ${n.toLocaleString('en')} resources, ${RUNS[n]} runs of each of ${CASES.length} cases `);
    const r = (runs[n] = Object.fromEntries(CASES.map((c) => [c, []])) as unknown as Record<Case, CaseResult[]>);
    for (let i = 0; i < RUNS[n]; i++) {
      const order = i % 2 ? [...CASES].reverse() : CASES;
      for (const c of order) r[c].push(runCase(c, n));
      process.stdout.write('.');
    }
    console.log();
  }

  // 6. the README's main job
  console.log(`[${elapsed()}] the main job: npx cdktf synth of the example, ${MAIN_JOB_RUNS} runs after a warm-up ...`);
  const job = mainJob.measureMainJob({ runs: MAIN_JOB_RUNS });
  console.log(`[${elapsed()}] packages: sizes, cold Python import, type check (bench/packages.ts) ...`);
  const packages = await measurePackages({ quick: QUICK, log: (line) => console.log(`[${elapsed()}]   ${line}`) });
  console.log(`[${elapsed()}] the converter: npx cdktf-triad convert of 1,000 and 10,000 resources (bench/convert.ts) ...`);
  const conversion = measureConvert({ quick: QUICK, log: (line) => console.log(`[${elapsed()}]   ${line}`) });

  // 2. import time, a fresh process each, alternating
  console.log(`[${elapsed()}] import time ...`);
  const ourIndex = [path.join(ROOT, 'lib', 'index.js')];
  const theirIndex = pkgs.map((p) => path.join(ORACLE_JS, p.name, 'providers', p.name, 'index.js'));
  const theirLazy = pkgs.map((p) => path.join(ORACLE_JS, p.name, 'providers', p.name, 'lazy-index.js'));
  // ours, then every namespace and submodule read (our namespaces load on first use)
  const touchAll = `for(const p of ${JSON.stringify(pkgs.map((p) => p.name))}){const ns=m[0][p];for(const k of Object.keys(ns))ns[k]}`;
  const imp = { ours: [] as number[], theirs: [] as number[], oursUsingEveryNamespace: [] as number[], theirsLazyIndex: [] as number[] };
  for (let i = 0; i < IMPORT_RUNS; i++) {
    if (i % 2) imp.theirs.push(importOnce(theirIndex));
    imp.ours.push(importOnce(ourIndex));
    if (!(i % 2)) imp.theirs.push(importOnce(theirIndex));
    imp.oursUsingEveryNamespace.push(importOnce(ourIndex, touchAll));
    imp.theirsLazyIndex.push(importOnce(theirLazy));
  }

  // figures
  const med = (n: number, impl: Impl, k: keyof CaseResult, secrets: Secrets = 'literal') => median(runs[n][`${impl}:${secrets}`].map((x) => x[k]));
  // ours / theirs per round (the two ran one after the other, so a slower moment of the shared machine
  // weighs on both), then the median of those ratios: steadier than the ratio of the medians
  const pairedRatio = (n: number, secrets: Secrets) =>
    median(runs[n][`ours:${secrets}`].map((x, i) => x.ms / runs[n][`theirs:${secrets}`][i].ms));
  const per = (n: number, impl: Impl) => med(n, impl, 'ms') / n;
  const bySize = <T>(f: (n: number) => T) => Object.fromEntries(SIZES.map((n) => [n, f(n)]));
  const latest: any = {
    date: new Date().toISOString().slice(0, 10),
    machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, platform: `${os.platform()} ${os.arch()}`, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
    packages: pkgs.map((p) => p.name),
    resourceKinds: kinds,
    sameJson: differing.length === 0,
    runsPerSize: RUNS,
    // the keys the targets read
    synthRatio: bySize((n) => round(pairedRatio(n, 'literal'), 3)),
    synthRatioSecretVariables: bySize((n) => round(pairedRatio(n, 'variables'), 3)),
    synthRatioOfMedians: bySize((n) => round(med(n, 'ours', 'ms') / med(n, 'theirs', 'ms'), 3)),
    synthRatioOfMediansSecretVariables: bySize((n) => round(med(n, 'ours', 'ms', 'variables') / med(n, 'theirs', 'ms', 'variables'), 3)),
    importRatio: round(median(imp.ours) / median(imp.theirs), 3),
    floorRatio: bySize((n) => round(med(n, 'ours', 'ms') / med(n, 'floor', 'ms'), 1)),
    perResourceGrowth: round(per(10000, 'ours') / per(1000, 'ours'), 3),
    peakMemoryMiB: bySize((n) => Math.round(med(n, 'ours', 'peakMiB'))),
    peakMemoryMiBSecretVariables: bySize((n) => Math.round(med(n, 'ours', 'peakMiB', 'variables'))),
    mainJob: job,
    // the medians behind them, and context
    synthMs: bySize((n) => ({ ours: round(med(n, 'ours', 'ms'), 1), theirs: round(med(n, 'theirs', 'ms'), 1), floor: round(med(n, 'floor', 'ms'), 2), oursNoValidation: round(med(n, 'ours-novalidation', 'ms'), 1) })),
    synthRatioNoValidation: bySize((n) => round(med(n, 'ours-novalidation', 'ms') / med(n, 'theirs', 'ms'), 3)),
    perResourceMs: bySize((n) => ({ ours: round(per(n, 'ours'), 3), theirs: round(per(n, 'theirs'), 3) })),
    theirPerResourceGrowth: round(per(10000, 'theirs') / per(1000, 'theirs'), 3),
    synthMsSecretVariables: bySize((n) => ({ ours: round(med(n, 'ours', 'ms', 'variables'), 1), theirs: round(med(n, 'theirs', 'ms', 'variables'), 1) })),
    theirPeakMemoryMiB: bySize((n) => Math.round(med(n, 'theirs', 'peakMiB'))),
    theirPeakMemoryMiBSecretVariables: bySize((n) => Math.round(med(n, 'theirs', 'peakMiB', 'variables'))),
    floorPeakMemoryMiB: bySize((n) => Math.round(med(n, 'floor', 'peakMiB'))),
    importMs: {
      ours: round(median(imp.ours), 1), theirs: round(median(imp.theirs), 1),
      oursUsingEveryNamespace: round(median(imp.oursUsingEveryNamespace), 1), theirsLazyIndex: round(median(imp.theirsLazyIndex), 1),
    },
    importRatioUsingEveryNamespace: round(median(imp.oursUsingEveryNamespace) / median(imp.theirs), 3),
    codegenSeconds: round(median(codegenRuns.map((r) => r.seconds)), 2),
    jsiiCompileSeconds: jsii.status === 0 ? round(jsii.seconds, 1) : null,
    raw: {
      synth: bySize((n) => Object.fromEntries(CASES.map((c) => [c, runs[n][c].map((x) => ({ ms: round(x.ms, 1), peakMiB: Math.round(x.peakMiB) }))]))),
      importMs: Object.fromEntries(Object.entries(imp).map(([k, v]) => [k, v.map((x) => round(x, 1))])),
      codegenSeconds: codegenRuns.map((r) => round(r.seconds, 2)),
    },
    packageFigures: packages,
    notes,
  };
  const at = (n: number) => n.toLocaleString('en');
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
  const cold = packages.coldImport;
  const oneNamespace = packages.typeCheck['ours, cdktf-triad/cap'];
  const theirRoot = packages.typeCheck['theirs, root'];
  const targets: Array<[string, string, boolean]> = [
    ...SIZES.map((n): [string, string, boolean] => [`synthesis ours/theirs <= ${TARGETS.synthRatio} at ${at(n)}`, String(latest.synthRatio[n]), latest.synthRatio[n] <= TARGETS.synthRatio]),
    ...SIZES.map((n): [string, string, boolean] => [`synthesis ours/theirs <= ${TARGETS.synthRatio} at ${at(n)}, secrets as variables`, String(latest.synthRatioSecretVariables[n]), latest.synthRatioSecretVariables[n] <= TARGETS.synthRatio]),
    ...SIZES.map((n): [string, string, boolean] => [`peak memory ours <= theirs at ${at(n)}`, `${latest.peakMemoryMiB[n]} <= ${latest.theirPeakMemoryMiB[n]} MiB`, latest.peakMemoryMiB[n] <= latest.theirPeakMemoryMiB[n]]),
    ...SIZES.map((n): [string, string, boolean] => [`peak memory ours <= theirs at ${at(n)}, secrets as variables`, `${latest.peakMemoryMiBSecretVariables[n]} <= ${latest.theirPeakMemoryMiBSecretVariables[n]} MiB`, latest.peakMemoryMiBSecretVariables[n] <= latest.theirPeakMemoryMiBSecretVariables[n]]),
    ['import ours/theirs <= 0.5', String(latest.importRatio), latest.importRatio <= TARGETS.importRatio],
    ['per-resource time at 10,000 within 1.2x of 1,000', String(latest.perResourceGrowth), latest.perResourceGrowth <= TARGETS.perResourceGrowth],
    ['peak memory at 10,000 under 1.5 GiB', `${latest.peakMemoryMiB[10000]} MiB`, latest.peakMemoryMiB[10000] < TARGETS.peakMiB10000],
    ['main job: the library\'s part (construct + synth) at most a third of `npx cdktf synth`', `${Math.round(job.median.libraryPart)} of ${Math.round(job.median.total)} ms (${round(job.median.libraryShare, 3)})`, job.median.libraryShare <= TARGETS.mainJobLibraryShare],
    ['ours and theirs write the same resources', latest.sameJson ? 'yes' : 'no', latest.sameJson],
    ...(['tarballUnpacked', 'wheel', 'jar'] as const).map((k): [string, string, boolean] => {
      const what = { tarballUnpacked: 'npm tarball, unpacked', wheel: 'Python wheel', jar: 'Java jar' }[k];
      const value = packages.sizes.ours[k];
      return [`size budget: ${what} <= ${mb(PACKAGE_BUDGETS[k])}`, value === undefined ? 'not built' : mb(value), value !== undefined && value <= PACKAGE_BUDGETS[k]];
    }),
    ['cold first Python import: time ours <= theirs', `${cold.ours.seconds} <= ${cold.theirs.seconds} s`, cold.ours.seconds <= cold.theirs.seconds],
    ['cold first Python import: peak memory ours <= theirs', `${cold.ours.peakMiB} <= ${cold.theirs.peakMiB} MiB`, cold.ours.peakMiB <= cold.theirs.peakMiB],
    [`converting a 1,000-resource configuration (fresh process) <= ${TARGETS.convert1000Seconds} s`, `${conversion.sizes[1000].median} s`, conversion.sizes[1000].median <= TARGETS.convert1000Seconds],
    ['type check of a one-resource app: ours (cdktf-triad/cap) <= theirs (root)', oneNamespace ? `${oneNamespace.seconds.toFixed(2)} <= ${theirRoot.seconds.toFixed(2)} s` : 'no cdktf-triad/cap entry point', Boolean(oneNamespace) && oneNamespace.seconds <= theirRoot.seconds],
  ];
  latest.convert = conversion.sizes;
  latest.targets = Object.fromEntries(targets.map(([t, v, ok]) => [t, { value: v, result: ok ? 'PASS' : 'MISS' }]));

  const pad = (s: string | number, w: number) => String(s).padStart(w);
  const s = latest.synthMs;
  console.log([
    '',
    '| resources | ours ms | theirs ms | ours/theirs (paired) | floor ms | ours/floor | ours ms/resource | ours MiB | theirs MiB | ours, validation off, ms (/theirs) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...SIZES.map((n) => `| ${pad(n.toLocaleString('en'), 9)} | ${pad(s[n].ours.toFixed(0), 7)} | ${pad(s[n].theirs.toFixed(0), 9)} | ${pad(latest.synthRatio[n].toFixed(2), 11)} | ${pad(s[n].floor.toFixed(1), 8)} | ${pad(latest.floorRatio[n].toFixed(0), 10)} | ${pad(latest.perResourceMs[n].ours.toFixed(3), 16)} | ${pad(latest.peakMemoryMiB[n], 8)} | ${pad(latest.theirPeakMemoryMiB[n], 10)} | ${pad(`${s[n].oursNoValidation.toFixed(0)} (${latest.synthRatioNoValidation[n].toFixed(2)})`, 34)} |`),
    '',
    'secrets as sensitive variables:',
    '| resources | ours ms | theirs ms | ours/theirs | ours MiB | theirs MiB |',
    '|---:|---:|---:|---:|---:|---:|',
    ...SIZES.map((n) => `| ${pad(n.toLocaleString('en'), 9)} | ${pad(latest.synthMsSecretVariables[n].ours.toFixed(0), 7)} | ${pad(latest.synthMsSecretVariables[n].theirs.toFixed(0), 9)} | ${pad(latest.synthRatioSecretVariables[n].toFixed(2), 11)} | ${pad(latest.peakMemoryMiBSecretVariables[n], 8)} | ${pad(latest.theirPeakMemoryMiBSecretVariables[n], 10)} |`),
    '',
    mainJob.format(job),
    '',
    `import: ours ${latest.importMs.ours} ms, theirs ${latest.importMs.theirs} ms, ratio ${latest.importRatio}`,
    `  ours then reading every namespace ${latest.importMs.oursUsingEveryNamespace} ms (ratio ${latest.importRatioUsingEveryNamespace}); theirs through the generator's lazy-index.js ${latest.importMs.theirsLazyIndex} ms`,
    `per-resource growth 10,000 / 1,000: ours ${latest.perResourceGrowth}, theirs ${latest.theirPerResourceGrowth}`,
    `codegen (codegen/cli.ts check) ${latest.codegenSeconds} s; jsii compile ${latest.jsiiCompileSeconds ?? 'failed'} s`,
    '',
    formatPackages(packages),
    '',
    formatConvert(conversion),
    '',
    ...targets.map(([t, v, ok]) => `${ok ? 'PASS' : 'MISS'}  ${t}: ${v}`),
  ].join('\n'));

  const missed = targets.some(([t, , ok]) => !ok && !t.startsWith('import') && !t.startsWith('converting') && !t.startsWith('size') && !t.startsWith('cold') && !t.startsWith('type check'));
  if (missed && PROFILE) {
    console.log(`\n[${elapsed()}] a synthesis, growth or memory target is missed: CPU profiles of the 10,000-resource case, ours and theirs ...`);
    const slim = (p: any) => ({ ...p, selfByFunction: p.selfByFunction.slice(0, 12), selfByFile: p.selfByFile.slice(0, 10), inclusiveByFunction: p.inclusiveByFunction.slice(0, 12), inclusiveInLibrary: p.inclusiveInLibrary.slice(0, 12) });
    latest.profile = { ours: slim(profiler.profile('ours', 10000)), theirs: slim(profiler.profile('theirs', 10000)) };
    console.log(profiler.print(latest.profile.ours));
    console.log(profiler.print(latest.profile.theirs));
  }

  fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  const tmp = path.join(__dirname, 'results', 'latest.json.tmp');
  fs.writeFileSync(tmp, `${JSON.stringify(latest, null, 2)}\n`);
  fs.renameSync(tmp, path.join(__dirname, 'results', 'latest.json'));
  console.log(`\n[${elapsed()}] written: bench/results/latest.json`);
  // a package over its size budget fails the benchmark (the release dry run refuses it too)
  const overBudget = targets.filter(([t, , ok]) => t.startsWith('size budget') && !ok);
  if (overBudget.length) {
    console.error(`\nbench: ${overBudget.length} package(s) over their size budget: ${overBudget.map(([t, v]) => `${t} (${v})`).join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
