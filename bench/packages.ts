/**
 * The package side of `npm run bench` (alone: `npx ts-node --transpile-only -P test/tsconfig.json
 * bench/packages.ts [--quick]`): what a user downloads, installs and type-checks, ours next to cdktf's
 * generated bindings of the spot-capacity provider built as prebuilt providers are (the generator's
 * code from provider-schema/cap.json, compiled with jsii and packaged with jsii-pacmak, in
 * bench/.build/prebuilt-cap/; rebuilt when the schema is newer).
 *
 * - sizes (scripts/package-sizes.js): npm tarball packed and unpacked, the assembly in it, the Python
 *   wheel, the Java jar (ours; theirs is not built for Java); ours against the budgets;
 * - cold first Python import: `import <module>` in a fresh Python process with a fresh jsii package
 *   cache (JSII_RUNTIME_PACKAGE_CACHE_ROOT), so the jsii kernel unpacks the tarball as on a user's
 *   first run; wall time and the peak memory of the process tree (Python and the kernel's Node),
 *   ours and theirs alternating, medians; ours imports `cdktf_triad.cap`, theirs its root;
 * - type check: `tsc --noEmit` of an app that builds one resource (the first type of the provider),
 *   importing it from `cdktf-triad/cap` and from the root of ours, from the root of theirs and from
 *   its per-resource path (`lib/<resource>`), with the example's compiler options; wall time
 *   (median) and the size of the declaration files the compiler reads (--listFiles).
 *
 * Our packages are built (jsii-pacmak, scripts/package-java.js) when missing or older than .jsii.
 * Python comes from a venv in .bindings/bench-venv with both wheels (pip, from PyPI for cdktf).
 */
import { spawn, spawnSync, SpawnSyncOptions } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { loadOne } from '../codegen/load';
import { generateOracle, oracleClassName } from '../test/oracle/oracle';

/* eslint-disable @typescript-eslint/no-require-imports */
const sizes = require('../scripts/package-sizes') as {
  MB: number;
  BUDGETS: { [k: string]: number };
  measure(files: { tarball?: string; wheel?: string; jar?: string }): Figures;
  checkBudgets(figures: Figures, label: string): string[];
  mb(bytes: number): string;
};
const { mtime, newest } = require('../scripts/newest') as { mtime(file: string): number; newest(dir: string, re: RegExp): string | undefined };
/* eslint-enable @typescript-eslint/no-require-imports */

export interface Figures {
  tarballPacked?: number;
  tarballUnpacked?: number;
  assembly?: number;
  wheel?: number;
  jar?: number;
  files: { [k: string]: string };
}
export interface ImportFigures { seconds: number; peakMiB: number }
export interface TypeCheck { seconds: number; declarationBytes: number; files: number }
/** The first resource type of the provider: their class, its module and root export; our class and namespace. */
interface First { theirs: string; deep: string; rootExport: string; ours: string; oursModule?: string }
export interface PackageResults {
  sizes: { ours: Figures; theirs: Figures };
  budgetProblems: string[];
  coldImport: { ours: ImportFigures; theirs: ImportFigures; raw: { ours: ImportFigures[]; theirs: ImportFigures[] } };
  typeCheck: { [form: string]: TypeCheck };
}

const ROOT = path.join(__dirname, '..');
const BUILD = path.join(__dirname, '.build');
const PREBUILT = path.join(BUILD, 'prebuilt-cap');
const VENV = path.join(ROOT, '.bindings', 'bench-venv');
const BIN = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const ENV = { ...process.env, JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION: '20', JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION: '1' };
const THEIRS = { name: 'prebuilt-cap', module: 'prebuilt_cap' };

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { median } = require('./main-job.js') as { median(xs: number[]): number };

function run(cmd: string, args: string[], opts: SpawnSyncOptions = {}): string {
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', env: ENV, maxBuffer: 1 << 28, ...opts });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed (exit ${r.status ?? r.signal}):\n${String(r.stderr ?? '').slice(-3000)}\n${String(r.stdout ?? '').slice(-2000)}`);
  return String(r.stdout ?? '');
}

/** Our npm tarball, wheel and jar, built when missing or older than the assembly. */
function ourPackages(log: (s: string) => void): { tarball: string; wheel: string; jar: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const built = mtime(path.join(ROOT, '.jsii'));
  if (!built) throw new Error('bench/packages: no .jsii; compile first (npx jsii)');
  const dist = path.join(ROOT, 'dist');
  const find = () => ({
    tarball: newest(path.join(dist, 'js'), new RegExp(`^${pkg.name}@${pkg.version}\\.jsii\\.tgz$`)),
    wheel: newest(path.join(dist, 'python'), new RegExp(`^${pkg.jsii.targets.python.module}-${pkg.version}-.*\\.whl$`)),
    jar: path.join(dist, 'java', ...pkg.jsii.targets.java.maven.groupId.split('.'), pkg.jsii.targets.java.maven.artifactId, pkg.version, `${pkg.jsii.targets.java.maven.artifactId}-${pkg.version}.jar`),
  });
  let found = find();
  if (mtime(found.tarball ?? '') < built || mtime(found.wheel ?? '') < built) {
    log('packaging ours (jsii-pacmak: js; scripts/package-python.js) ...');
    run(BIN('jsii-pacmak'), ['--target', 'js']);
    run(process.execPath, [path.join(ROOT, 'scripts', 'package-python.js')]);
  }
  if (mtime(found.jar) < built) {
    log('packaging ours (Java: scripts/package-java.js) ...');
    run(process.execPath, [path.join(ROOT, 'scripts', 'package-java.js')]);
  }
  found = find();
  if (!found.tarball || !found.wheel || !fs.existsSync(found.jar)) throw new Error(`bench/packages: packaging left no ${!found.tarball ? 'tarball' : !found.wheel ? 'wheel' : 'jar'} in ${dist}`);
  return { tarball: found.tarball, wheel: found.wheel, jar: found.jar };
}

/** Their package: the generator's code for the spot-capacity provider, compiled and packaged as prebuilt providers are. */
async function theirPackages(log: (s: string) => void): Promise<{ tarball: string; wheel: string; first: First }> {
  const cap = loadOne('cap');
  const first = cap.entities.find((e) => e.kind === 'resource')!;
  const schema = path.join(ROOT, 'provider-schema', 'cap.json');
  const dist = path.join(PREBUILT, 'dist');
  let tarball = newest(path.join(dist, 'js'), /\.jsii\.tgz$/);
  let wheel = newest(path.join(dist, 'python'), /\.whl$/);
  if (!tarball || !wheel || mtime(tarball) < mtime(schema) || mtime(path.join(ROOT, 'schema', 'cap', 'terraform.json')) > mtime(tarball)) {
    log('building the generated bindings of the spot-capacity provider (generator, jsii, jsii-pacmak) ...');
    fs.rmSync(PREBUILT, { recursive: true, force: true });
    const generated = await generateOracle(cap, path.join(PREBUILT, 'generated'));
    fs.cpSync(generated, path.join(PREBUILT, 'src'), { recursive: true });
    fs.rmSync(path.join(PREBUILT, 'generated'), { recursive: true, force: true });
    const rootPkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    fs.writeFileSync(path.join(PREBUILT, 'package.json'), JSON.stringify({
      name: THEIRS.name,
      version: '1.0.0',
      description: 'cdktf\'s generated bindings of the spot-capacity provider, for the benchmark',
      license: 'MPL-2.0',
      author: { name: 'bench', organization: false },
      repository: { type: 'git', url: 'https://github.com/example/prebuilt-cap.git' },
      main: 'lib/index.js',
      types: 'lib/index.d.ts',
      peerDependencies: { cdktf: rootPkg.peerDependencies.cdktf, constructs: rootPkg.peerDependencies.constructs },
      jsii: {
        outdir: 'dist',
        tsc: { outDir: 'lib', rootDir: 'src' },
        targets: { python: { distName: THEIRS.name, module: THEIRS.module } },
      },
    }, null, 2));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(PREBUILT, 'node_modules'), 'dir');
    run(BIN('jsii'), ['--silence-warnings=reserved-word'], { cwd: PREBUILT });
    run(BIN('jsii-pacmak'), ['--target', 'js', '--target', 'python'], { cwd: PREBUILT });
    tarball = newest(path.join(dist, 'js'), /\.jsii\.tgz$/);
    wheel = newest(path.join(dist, 'python'), /\.whl$/);
    if (!tarball || !wheel) throw new Error(`bench/packages: jsii-pacmak left no tarball or wheel in ${dist}`);
  }
  // the first resource: their class, the module that declares it (the per-resource import), ours
  const theirs = oracleClassName(cap, first);
  const declares = (f: string) => fs.readFileSync(f, 'utf8').includes(`export declare class ${theirs} `);
  const deep = fs.readdirSync(path.join(PREBUILT, 'lib'), { withFileTypes: true })
    .find((d) => d.isDirectory() && fs.existsSync(path.join(PREBUILT, 'lib', d.name, 'index.d.ts')) && declares(path.join(PREBUILT, 'lib', d.name, 'index.d.ts')))?.name;
  if (!deep) throw new Error(`bench/packages: no module of ${PREBUILT}/lib declares ${theirs}`);
  // the root index exports each resource's module as a namespace: `export * as x from './<module>'`
  const rootExport = new RegExp(`export \\* as (\\w+) from '\\./${deep}'`).exec(fs.readFileSync(path.join(PREBUILT, 'src', 'index.ts'), 'utf8'))?.[1];
  if (!rootExport) throw new Error(`bench/packages: ${PREBUILT}/src/index.ts does not export ./${deep}`);
  return { tarball, wheel, first: { theirs, deep, rootExport, ours: first.className, oursModule: first.module } };
}

/** A venv with both wheels (reinstalled when a wheel changed). */
function venvWith(wheels: string[], log: (s: string) => void): string {
  const py = path.join(VENV, 'bin', 'python');
  const stamp = path.join(VENV, 'wheels.json');
  const want = JSON.stringify(wheels.map((w) => [w, mtime(w)]));
  if (!fs.existsSync(py) || !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== want) {
    log('installing both wheels in .bindings/bench-venv (pip) ...');
    fs.rmSync(VENV, { recursive: true, force: true });
    run('python3', ['-m', 'venv', VENV]);
    run(py, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', ...wheels]);
    fs.writeFileSync(stamp, want);
  }
  return py;
}

/** The resident memory of a process and its descendants, in KiB (Linux /proc), 0 when gone. */
function treeRssKiB(pid: number): number {
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        const children = fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        if (children) stack.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // the process ended between two reads
    }
  }
  return total;
}

/** One cold import: a fresh jsii package cache, a fresh Python process; wall time and peak tree memory. */
function coldImport(py: string, module: string): Promise<ImportFigures> {
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-jsii-cache-'));
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(py, ['-c', `import ${module}`], { env: { ...ENV, JSII_RUNTIME_PACKAGE_CACHE_ROOT: cache, PYTHONDONTWRITEBYTECODE: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let peak = 0;
    let err = '';
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRssKiB(child.pid!));
    }, 10);
    child.stderr.on('data', (d) => {
      err += String(d);
    });
    child.on('close', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      fs.rmSync(cache, { recursive: true, force: true });
      if (code !== 0) reject(new Error(`python -c "import ${module}" failed (exit ${code}):\n${err.slice(-2000)}`));
      else resolve({ seconds, peakMiB: Math.round(peak / 1024) });
    });
  });
}

/** `tsc --noEmit` of a one-resource app: wall time and the declaration files it reads. */
function typeCheck(app: string, runs: number): TypeCheck {
  const dir = path.dirname(app);
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const listed = run(process.execPath, [tsc, '-p', dir, '--listFiles'], { cwd: dir }).split('\n').map((l) => l.trim()).filter((l) => l.endsWith('.d.ts'));
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    run(process.execPath, [tsc, '-p', dir], { cwd: dir });
    times.push(Number(process.hrtime.bigint() - t) / 1e9);
  }
  return { seconds: median(times), declarationBytes: listed.reduce((n, f) => n + fs.statSync(f).size, 0), files: listed.length };
}

/** The apps of the type check, each in its own folder with the example's compiler options. */
function typeCheckApps(first: First): { [form: string]: string } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tsc-'));
  const nm = path.join(base, 'node_modules');
  fs.mkdirSync(nm);
  for (const dep of ['cdktf', 'constructs']) fs.symlinkSync(path.join(ROOT, 'node_modules', dep), path.join(nm, dep), 'dir');
  fs.symlinkSync(ROOT, path.join(nm, 'cdktf-triad'), 'dir');
  fs.symlinkSync(PREBUILT, path.join(nm, THEIRS.name), 'dir');
  const options = JSON.parse(fs.readFileSync(path.join(ROOT, 'examples', 'typescript', 'tsconfig.json'), 'utf8')).compilerOptions;
  const oursPath = first.oursModule && first.oursModule !== 'index' ? `${first.oursModule}.${first.ours}` : first.ours;
  const subpath = Boolean(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).exports?.['./cap']);
  const forms: { [form: string]: { options?: object; code: string } } = {
    'ours, root': { code: `import { cap } from 'cdktf-triad';\nconst Resource = cap.${oursPath};` },
    ...(subpath ? {
      'ours, cdktf-triad/cap': { code: `import * as cap from 'cdktf-triad/cap';\nconst Resource = cap.${oursPath};` },
      'ours, cdktf-triad/cap (node16)': { options: { module: 'node16', moduleResolution: 'node16' }, code: `import * as cap from 'cdktf-triad/cap';\nconst Resource = cap.${oursPath};` },
    } : {}),
    'theirs, root': { code: `import * as theirs from '${THEIRS.name}';\nconst Resource = theirs.${first.rootExport}.${first.theirs};` },
    'theirs, lib/<resource>': { code: `import { ${first.theirs} } from '${THEIRS.name}/lib/${first.deep}';\nconst Resource = ${first.theirs};` },
  };
  const apps: { [form: string]: string } = {};
  for (const [form, { options: extra, code }] of Object.entries(forms)) {
    const dir = path.join(base, form.replace(/[^a-z0-9]+/gi, '-'));
    fs.mkdirSync(dir);
    fs.symlinkSync(nm, path.join(dir, 'node_modules'), 'dir');
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { ...options, ...extra, noEmit: true }, include: ['main.ts'] }));
    fs.writeFileSync(path.join(dir, 'main.ts'), [
      'import { App, TerraformStack } from \'cdktf\';',
      code,
      'const app = new App();',
      'const stack = new TerraformStack(app, \'one\');',
      'export const one: unknown = [stack, Resource];',
      '',
    ].join('\n'));
    apps[form] = path.join(dir, 'main.ts');
  }
  return apps;
}

export async function measurePackages({ quick = false, log = (s: string) => console.log(s) } = {}): Promise<PackageResults> {
  const ours = ourPackages(log);
  const theirs = await theirPackages(log);
  const figures = { ours: sizes.measure(ours), theirs: sizes.measure({ tarball: theirs.tarball, wheel: theirs.wheel }) };
  const py = venvWith([ours.wheel, theirs.wheel], log);
  const runs = quick ? 1 : 7;
  const raw: { ours: ImportFigures[]; theirs: ImportFigures[] } = { ours: [], theirs: [] };
  log(`cold Python imports, ${runs} each, alternating ...`);
  await coldImport(py, 'cdktf'); // pip's own first-run work (bytecode of cdktf) out of the figures
  for (let i = 0; i < runs; i++) {
    for (const which of (i % 2 ? ['theirs', 'ours'] : ['ours', 'theirs']) as Array<'ours' | 'theirs'>) {
      raw[which].push(await coldImport(py, which === 'ours' ? 'cdktf_triad.cap' : THEIRS.module));
    }
  }
  const summary = (xs: ImportFigures[]) => ({ seconds: +median(xs.map((x) => x.seconds)).toFixed(2), peakMiB: median(xs.map((x) => x.peakMiB)) });
  log('type checks ...');
  const apps = typeCheckApps(theirs.first);
  const typeChecks: { [form: string]: TypeCheck } = {};
  for (const [form, app] of Object.entries(apps)) typeChecks[form] = typeCheck(app, quick ? 1 : 5);
  fs.rmSync(path.dirname(path.dirname(Object.values(apps)[0])), { recursive: true, force: true });
  return {
    sizes: figures,
    budgetProblems: sizes.checkBudgets(figures.ours, 'cdktf-triad:'),
    coldImport: { ours: summary(raw.ours), theirs: summary(raw.theirs), raw },
    typeCheck: typeChecks,
  };
}

/** The tables of the results. */
export function formatPackages(r: PackageResults): string {
  const mb = (b?: number) => (b === undefined ? '-' : sizes.mb(b));
  const { ours, theirs } = r.sizes;
  const ratio = (a?: number, b?: number) => (a === undefined || !b ? '-' : (a / b).toFixed(2));
  return [
    '| package | ours | generated bindings (spot capacity) | ratio | budget |',
    '|---|---:|---:|---:|---:|',
    `| npm tarball, packed | ${mb(ours.tarballPacked)} | ${mb(theirs.tarballPacked)} | ${ratio(ours.tarballPacked, theirs.tarballPacked)} | |`,
    `| npm tarball, unpacked | ${mb(ours.tarballUnpacked)} | ${mb(theirs.tarballUnpacked)} | ${ratio(ours.tarballUnpacked, theirs.tarballUnpacked)} | ${mb(sizes.BUDGETS.tarballUnpacked)} |`,
    `| assembly (.jsii) | ${mb(ours.assembly)} | ${mb(theirs.assembly)} | ${ratio(ours.assembly, theirs.assembly)} | |`,
    `| Python wheel | ${mb(ours.wheel)} | ${mb(theirs.wheel)} | ${ratio(ours.wheel, theirs.wheel)} | ${mb(sizes.BUDGETS.wheel)} |`,
    `| Java jar | ${mb(ours.jar)} | - | - | ${mb(sizes.BUDGETS.jar)} |`,
    '',
    `cold first Python import (fresh jsii cache): ours (cdktf_triad.cap) ${r.coldImport.ours.seconds} s, ${r.coldImport.ours.peakMiB} MiB; theirs ${r.coldImport.theirs.seconds} s, ${r.coldImport.theirs.peakMiB} MiB`,
    '',
    '| type check of a one-resource app | tsc --noEmit s | declaration files | MB read |',
    '|---|---:|---:|---:|',
    ...Object.entries(r.typeCheck).map(([form, t]) => `| ${form} | ${t.seconds.toFixed(2)} | ${t.files} | ${(t.declarationBytes / sizes.MB).toFixed(2)} |`),
  ].join('\n');
}

if (require.main === module) {
  measurePackages({ quick: process.argv.includes('--quick') }).then((r) => {
    console.log(formatPackages(r));
    for (const p of r.budgetProblems) console.log(`MISS  ${p}`);
    process.exit(r.budgetProblems.length ? 1 : 0);
  }).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
