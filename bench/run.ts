/**
 * npm run bench: synthesis time and peak memory at 100, 1,000 and 10,000 resources, ours against the
 * bindings cdktf's own generator makes from our derived schema (validation on for both), against the
 * JSON.stringify floor; import time; growth per resource; codegen and jsii compile time.
 * Prints a table and writes bench/results/latest.json. Not part of the test suite.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Testing, TerraformStack } from 'cdktf';
import { loadAll } from '../codegen/load';
import { classOf } from '../test/support/model';
import { fullConfig, resetSamples } from '../test/support/samples';
import { generateOracle, oracleClassName } from '../test/oracle/oracle';

const ROOT = path.join(__dirname, '..');
const BUILD = path.join(__dirname, '.build');
const SIZES = [100, 1000, 10000];
const RUNS: { [n: number]: number } = { 100: 5, 1000: 5, 10000: 3 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sh = (cmd: string, args: string[], opts: object = {}) => {
  const t = Date.now();
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stderr}\n${r.stdout}`);
  return { out: r.stdout, seconds: (Date.now() - t) / 1000 };
};

async function prepare() {
  fs.mkdirSync(BUILD, { recursive: true });
  const pkgs = loadAll();
  // the oracle: generated from provider-schema/, compiled to JavaScript
  const src = path.join(BUILD, 'oracle-src');
  for (const p of pkgs) await generateOracle(p, src);
  fs.writeFileSync(path.join(BUILD, 'tsconfig.oracle.json'), JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'commonjs', declaration: false, skipLibCheck: true, outDir: 'oracle-js', rootDir: 'oracle-src', strict: false, types: ['node'] },
    include: ['oracle-src/**/*.ts'],
    exclude: ['oracle-src/**/lazy-index.ts'],
  }));
  sh('npx', ['tsc', '-p', path.join(BUILD, 'tsconfig.oracle.json')], { cwd: BUILD });
  // configurations: every resource of every package, every field set; their JSON for the floor
  const entities: any[] = [];
  const providers: any[] = [];
  resetSamples();
  for (const p of pkgs) {
    providers.push({ name: p.name, className: p.provider.className, source: p.providerSource, version: p.versionConstraint });
    for (const e of p.entities.filter((x) => x.kind === 'resource')) {
      const config = fullConfig(e);
      const stack = new TerraformStack(Testing.app(), 's');
      new (classOf(p.name, e))(stack, 'x', config);
      const tf = JSON.parse(Testing.synth(stack)).resource[e.tfType].x;
      const v = e.attrs.find((a) => a.input && a.kind === 'string' && !a.raw.enum && !a.raw.format && !a.raw.pattern && typeof config[a.tsName] === 'string');
      entities.push({
        pkg: p.name, module: e.module, className: e.className, oracleClass: oracleClassName(p, e), tfType: e.tfType, config, tf,
        vary: v ? { key: v.tsName, tfKey: v.tfName } : undefined,
      });
    }
  }
  fs.writeFileSync(path.join(BUILD, 'configs.json'), JSON.stringify({ entities, providers }));
  return entities.length;
}

function runCase(impl: string, n: number): { ms: number; peakMiB: number } {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${impl}-`));
  const { out } = sh(process.execPath, ['--max-old-space-size=8192', path.join(__dirname, 'case.js'), impl, String(n), outdir]);
  fs.rmSync(outdir, { recursive: true, force: true });
  return JSON.parse(out);
}

function importMs(expr: string): number {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const { out } = sh(process.execPath, ['-e', `const t=process.hrtime.bigint();${expr};process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))`]);
    times.push(Number(out));
  }
  return median(times);
}

async function main() {
  console.log('preparing: jsii compile (timed), oracle bindings, configurations ...');
  const jsii = sh('npx', ['jsii', '--silence-warnings=reserved-word'], { env: { ...process.env, JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION: '1' } });
  sh(process.execPath, [path.join(ROOT, 'scripts', 'lazy-index.js')]);
  const codegen = sh('npx', ['ts-node', '--transpile-only', 'codegen/cli.ts', 'check']);
  const kinds = await prepare();
  console.log(`${kinds} resource kinds; jsii compile ${jsii.seconds.toFixed(1)} s, codegen ${codegen.seconds.toFixed(1)} s`);

  const results: any = { synth: {} };
  for (const n of SIZES) {
    const ours: any[] = [];
    const theirs: any[] = [];
    const floor: any[] = [];
    for (let r = 0; r < RUNS[n]; r++) {
      // alternate, so drift on a shared machine hits both
      ours.push(runCase('ours', n));
      theirs.push(runCase('theirs', n));
      floor.push(runCase('floor', n));
      process.stdout.write('.');
    }
    results.synth[n] = {
      oursMs: median(ours.map((x) => x.ms)), theirsMs: median(theirs.map((x) => x.ms)), floorMs: median(floor.map((x) => x.ms)),
      oursPeakMiB: median(ours.map((x) => x.peakMiB)), theirsPeakMiB: median(theirs.map((x) => x.peakMiB)),
    };
  }
  console.log();
  const ourImport = importMs(`require(${JSON.stringify(path.join(ROOT, 'lib'))})`);
  const oracleIndexes = loadAll().map((p) => path.join(BUILD, 'oracle-js', p.name, 'providers', p.name, 'index.js'));
  const theirImport = importMs(oracleIndexes.map((f) => `require(${JSON.stringify(f)})`).join(';'));
  // and importing plus touching every namespace (our namespaces load on first use)
  const touch = loadAll().map((p) => `l[${JSON.stringify(p.name)}]` + (p.entities.some((e) => e.module !== 'index') ? `;Object.keys(l[${JSON.stringify(p.name)}]).forEach(k=>l[${JSON.stringify(p.name)}][k])` : '')).join(';');
  const ourFullLoad = importMs(`const l=require(${JSON.stringify(path.join(ROOT, 'lib'))});${touch}`);

  const per = (n: number) => results.synth[n].oursMs / n;
  const latest = {
    date: new Date().toISOString().slice(0, 10),
    machine: { cores: os.cpus().length, node: process.version, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
    resourceKinds: kinds,
    synthMs: results.synth,
    synthRatio: Object.fromEntries(SIZES.map((n) => [n, +(results.synth[n].oursMs / results.synth[n].theirsMs).toFixed(3)])),
    floorRatio: Object.fromEntries(SIZES.map((n) => [n, +(results.synth[n].oursMs / results.synth[n].floorMs).toFixed(2)])),
    peakMemoryMiB: Object.fromEntries(SIZES.map((n) => [n, Math.round(results.synth[n].oursPeakMiB)])),
    theirPeakMemoryMiB: Object.fromEntries(SIZES.map((n) => [n, Math.round(results.synth[n].theirsPeakMiB)])),
    importMs: { ours: +ourImport.toFixed(1), theirs: +theirImport.toFixed(1) },
    importRatio: +(ourImport / theirImport).toFixed(3),
    importAndUseEveryNamespaceMs: +ourFullLoad.toFixed(1),
    importAndUseEveryNamespaceRatio: +(ourFullLoad / theirImport).toFixed(3),
    perResourceGrowth: +(per(10000) / per(1000)).toFixed(3),
    codegenSeconds: +codegen.seconds.toFixed(1),
    jsiiCompileSeconds: +jsii.seconds.toFixed(1),
  };
  const targets = [
    ['synthesis ours/theirs <= 1.0 at every size', SIZES.every((n) => latest.synthRatio[n] <= 1.0)],
    ['import ours/theirs <= 0.5', latest.importRatio <= 0.5],
    ['per-resource time at 10,000 within 1.2x of 1,000', latest.perResourceGrowth <= 1.2],
    ['peak memory at 10,000 under 1.5 GiB', latest.peakMemoryMiB[10000] < 1536],
  ] as const;
  (latest as any).targets = Object.fromEntries(targets.map(([t, ok]) => [t, ok ? 'PASS' : 'MISS']));

  const rows = SIZES.map((n) => {
    const s = results.synth[n];
    return `| ${String(n).padStart(6)} | ${s.oursMs.toFixed(0).padStart(8)} | ${s.theirsMs.toFixed(0).padStart(8)} | ${latest.synthRatio[n].toFixed(2).padStart(5)} | ${s.floorMs.toFixed(0).padStart(6)} | ${latest.floorRatio[n].toFixed(1).padStart(5)} | ${String(latest.peakMemoryMiB[n]).padStart(6)} | ${String(latest.theirPeakMemoryMiB[n]).padStart(6)} |`;
  });
  console.log(['| resources | ours ms | theirs ms | ratio | floor ms | ours/floor | ours MiB | theirs MiB |', '|---|---|---|---|---|---|---|---|', ...rows].join('\n'));
  console.log(`import: ours ${latest.importMs.ours} ms, theirs ${latest.importMs.theirs} ms, ratio ${latest.importRatio}; ours importing and using every namespace ${latest.importAndUseEveryNamespaceMs} ms (ratio ${latest.importAndUseEveryNamespaceRatio})`);
  console.log(`per-resource growth 10,000 / 1,000: ${latest.perResourceGrowth}; codegen ${latest.codegenSeconds} s; jsii compile ${latest.jsiiCompileSeconds} s`);
  for (const [t, ok] of targets) console.log(`${ok ? 'PASS' : 'MISS'}  ${t}`);
  fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, 'results', 'latest.json'), `${JSON.stringify(latest, null, 2)}\n`);
  console.log('written: bench/results/latest.json');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
