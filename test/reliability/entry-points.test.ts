/**
 * The package's entry points: `cdktf-triad/idp` (and `/repo`, `/cap`, `/rules`) is one namespace, and
 * an app that imports one reads that namespace's declarations and none of the others'; the root import
 * keeps working. package.json declares them twice: `exports` (Node, and TypeScript's node16, nodenext
 * and bundler resolution) and `typesVersions` (TypeScript's node10 resolution, `"moduleResolution":
 * "node"`, the default of `"module": "commonjs"` and of cdktf's TypeScript template).
 *
 * The compiled package is judged as an app sees it: a temporary app folder whose
 * node_modules/cdktf-triad links to the repository, type-checked by `tsc --noEmit --listFiles` and run by
 * a fresh Node process. Those tests need lib/ (npx jsii && node scripts/lazy-index.js; the suite
 * compiles before jest, scripts/test-all.js) and are skipped, saying so, without it.
 *
 * A namespace's declarations are lib/<namespace>.d.ts (or lib/<namespace>/), lib/l1/<namespace>/ and
 * lib/l2/<namespace>/; what they share (lib/constructs/, lib/l2/*.d.ts) belongs to none.
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

const ROOT = fs.realpathSync(path.join(__dirname, '..', '..'));
const LIB = path.join(ROOT, 'lib');
const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
/** The entry points that are no namespace: the root, and the files tools resolve by the package's name. */
const NOT_NAMESPACES = ['.', './package.json', './.jsii', './.jsii.gz', './convert'];
/** One exported construct (or class) of each namespace, which the app imports. */
const ONE_CLASS: Record<string, string> = { idp: 'OAuthApplication', repo: 'HostedRepository', cap: 'SpotScalingGroup', rules: 'RulePacks' };

/** The namespaces the root index exports (`export * as <name> from './<module>'`), by name: the module, relative to src/. */
function rootNamespaces(): Map<string, string> {
  const index = fs.readFileSync(path.join(ROOT, 'src', 'index.ts'), 'utf8');
  return new Map([...index.matchAll(/^export \* as (\w+) from '\.\/([^']+)';$/gm)].map((m) => [m[1], m[2]]));
}
const NAMESPACES = rootNamespaces();

/** The compiled file of a module of src/ (`idp` -> lib/idp, `rules` -> lib/rules/index), without extension. */
function compiled(module: string): string {
  return fs.existsSync(path.join(ROOT, 'src', `${module}.ts`)) ? `lib/${module}` : `lib/${module}/index`;
}

/** The namespace a declaration file of lib/ belongs to, if any. */
function namespaceOf(file: string): string | undefined {
  const rel = path.relative(LIB, file).split(path.sep).join('/');
  if (rel.startsWith('..')) return undefined;
  for (const [name, module] of NAMESPACES) {
    if (rel === `${module}.d.ts` || rel.startsWith(`${module}/`) || rel.startsWith(`l1/${name}/`) || rel.startsWith(`l2/${name}/`)) return name;
  }
  return undefined;
}

describe('package.json declares an entry point per namespace', () => {
  test('the root index exports the four namespaces', () => {
    expect([...NAMESPACES.keys()].sort()).toEqual(['cap', 'idp', 'repo', 'rules']);
  });

  test('the subpaths of `exports` are the namespaces the root index exports, each its compiled module', () => {
    const subpaths = Object.keys(PKG.exports).filter((k) => !NOT_NAMESPACES.includes(k));
    expect(subpaths.sort()).toEqual([...NAMESPACES.keys()].map((n) => `./${n}`).sort());
    for (const [name, module] of NAMESPACES) {
      expect([name, PKG.exports[`./${name}`]]).toEqual([name, { types: `./${compiled(module)}.d.ts`, default: `./${compiled(module)}.js` }]);
    }
  });

  test('the root entry point is `main` and `types`, and package.json and the assembly stay reachable', () => {
    expect(PKG.exports['.']).toEqual({ types: `./${PKG.types}`, default: `./${PKG.main}` });
    expect(PKG.main).toBe('lib/index.js');
    expect(PKG.exports['./package.json']).toBe('./package.json');
    expect(PKG.exports['./.jsii']).toBe('./.jsii');
    expect(PKG.exports['./.jsii.gz']).toBe('./.jsii.gz');
  });

  test('`typesVersions` maps each namespace to the declarations `exports` names (TypeScript\'s node10 resolution)', () => {
    expect(Object.keys(PKG.typesVersions)).toEqual(['*']);
    expect(PKG.typesVersions['*']).toEqual(Object.fromEntries([...NAMESPACES.keys(), 'convert'].map((n) => [n, [PKG.exports[`./${n}`].types.replace(/^\.\//, '')]])));
  });

  test('the converter is an entry point of its own (`cdktf-triad/convert`), not a namespace of the root', () => {
    expect(PKG.exports['./convert']).toEqual({ types: './lib/convert/index.d.ts', default: './lib/convert/index.js' });
    expect(NAMESPACES.has('convert')).toBe(false);
  });

  test('the CDK Terrain build (scripts/cdktn.js) has the same entry points', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { packageJson } = require('../../scripts/cdktn') as { packageJson(): any };
    const staged = packageJson();
    expect(staged.name).toBe('cdktn-triad');
    expect(staged.exports).toEqual(PKG.exports);
    expect(staged.typesVersions).toEqual(PKG.typesVersions);
    expect([staged.main, staged.types]).toEqual([PKG.main, PKG.types]);
    // the converter's command under its own name, and the parser bundled with it
    expect(staged.bin).toEqual({ 'cdktn-triad': PKG.bin['cdktf-triad'] });
    expect(staged.bundledDependencies).toEqual(PKG.bundledDependencies);
  });
});

const built = fs.existsSync(path.join(LIB, 'index.js')) && fs.existsSync(path.join(LIB, 'index.d.ts'));
if (!built) console.warn('entry-points: lib/ is not built (npx jsii && node scripts/lazy-index.js); the compiled entry points are not judged');
const builtDescribe = built ? describe : describe.skip;

/**
 * The resolutions an app may use, as its tsconfig's `module` and `moduleResolution`; node10 is left out
 * as cdktf's TypeScript template and the README's tsconfig.json leave it out (`"module": "commonjs"`).
 */
const RESOLUTIONS = { node16: { module: 'node16', moduleResolution: 'node16' }, node10: { module: 'commonjs' } };
type Resolution = keyof typeof RESOLUTIONS;

builtDescribe('an app imports one namespace from its subpath', () => {
  let app: string;

  beforeAll(() => {
    app = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'entry-points-')));
    fs.mkdirSync(path.join(app, 'node_modules'));
    fs.symlinkSync(ROOT, path.join(app, 'node_modules', 'cdktf-triad'), 'dir');
    // what an app installs next to it: the peer dependencies (the repository's, so that there is one copy)
    for (const dep of ['cdktf', 'constructs']) {
      fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules', dep)), path.join(app, 'node_modules', dep), 'dir');
    }
  });

  afterAll(() => {
    if (app) fs.rmSync(app, { recursive: true, force: true });
  });

  /** Type-checks one app file with tsc (`--noEmit --listFiles`); the files it read, or the errors. */
  function typeCheck(name: string, source: string, resolution: Resolution): { status: number | null; files: string[]; output: string } {
    fs.writeFileSync(path.join(app, `${name}.ts`), source);
    const tsconfig = path.join(app, `tsconfig.${name}.json`);
    fs.writeFileSync(tsconfig, JSON.stringify({
      compilerOptions: { ...RESOLUTIONS[resolution], target: 'ES2022', strict: true, skipLibCheck: true, noEmit: true, types: [] },
      files: [`${name}.ts`],
    }));
    const tsc = require.resolve('typescript/bin/tsc', { paths: [ROOT] });
    const r = spawnSync(process.execPath, [tsc, '-p', tsconfig, '--listFiles'], { cwd: app, encoding: 'utf8' });
    const lines = r.stdout.split('\n').map((l) => l.trim()).filter(Boolean);
    return { status: r.status, files: lines.filter((l) => l.endsWith('.ts')).map((f) => path.resolve(f)), output: r.stdout + r.stderr };
  }

  /** Runs a script in a fresh Node process in the app folder; what it printed, as JSON. */
  function run(script: string): any {
    const r = spawnSync(process.execPath, ['-e', script], { cwd: app, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    return JSON.parse(r.stdout);
  }

  const cases = [...NAMESPACES.keys()].flatMap((name) => (Object.keys(RESOLUTIONS) as Resolution[]).map((resolution) => [name, resolution] as const));

  test.each(cases)('`import { ... } from \'cdktf-triad/%s\'` (%s) reads that namespace\'s declarations and none of the others\'', (name, resolution) => {
    const cls = ONE_CLASS[name];
    const r = typeCheck(`${name}-${resolution}`, `import { ${cls} } from 'cdktf-triad/${name}';\nexport const used: unknown = ${cls};\n`, resolution);
    expect({ status: r.status, output: r.status === 0 ? '' : r.output }).toEqual({ status: 0, output: '' });
    const ours = r.files.filter((f) => f.startsWith(LIB + path.sep));
    // the entry point itself, and more of the namespace (its L2s or rules)
    expect(ours).toContain(path.join(ROOT, `${compiled(NAMESPACES.get(name)!)}.d.ts`));
    expect(ours.filter((f) => namespaceOf(f) === name).length).toBeGreaterThan(1);
    const others = ours.filter((f) => namespaceOf(f) !== undefined && namespaceOf(f) !== name).map((f) => path.relative(ROOT, f));
    expect(others).toEqual([]);
    expect(ours).not.toContain(path.join(LIB, 'index.d.ts'));
  }, 120_000);

  test.each(Object.keys(RESOLUTIONS) as Resolution[])('the root import keeps working (%s)', (resolution) => {
    const names = [...NAMESPACES.keys()];
    const r = typeCheck(`root-${resolution}`, `import { ${names.join(', ')}, SchemaCheck } from 'cdktf-triad';\n` +
      `export const used: unknown[] = [${names.map((n) => `${n}.${ONE_CLASS[n]}`).join(', ')}, SchemaCheck];\n`, resolution);
    expect({ status: r.status, output: r.status === 0 ? '' : r.output }).toEqual({ status: 0, output: '' });
    expect(r.files).toContain(path.join(LIB, 'index.d.ts'));
    for (const name of names) expect(r.files.some((f) => namespaceOf(f) === name)).toBe(true);
  }, 120_000);

  test('at run time, each subpath is the namespace the root import holds, and loads no other package\'s modules', () => {
    const names = [...NAMESPACES.keys()];
    const result = run(`
      const path = require('path');
      const out = {};
      for (const name of ${JSON.stringify(names)}) {
        // a fresh module cache per namespace: what requiring the subpath alone loads
        for (const k of Object.keys(require.cache)) delete require.cache[k];
        const sub = require('cdktf-triad/' + name);
        const loaded = Object.keys(require.cache).map((f) => path.relative(${JSON.stringify(LIB)}, f).split(path.sep).join('/'));
        const root = require('cdktf-triad');
        const keys = Object.keys(sub).sort();
        out[name] = {
          loaded,
          sameKeys: JSON.stringify(keys) === JSON.stringify(Object.keys(root[name]).sort()),
          different: keys.filter((k) => sub[k] !== root[name][k]),
          classes: keys.filter((k) => typeof sub[k] === 'function').length,
          oneClass: typeof sub[${JSON.stringify(ONE_CLASS)}[name]],
        };
      }
      console.log(JSON.stringify(out));
    `);
    for (const name of names) {
      const r = result[name];
      expect([name, r.sameKeys, r.different, r.oneClass]).toEqual([name, true, [], 'function']);
      expect(r.classes).toBeGreaterThan(0);
      // the rules' internals are shared (the L2s' warnings are acknowledgeable findings); the packages are not
      const otherPackages = names.filter((n) => n !== name && n !== 'rules');
      const leaked = r.loaded.filter((f: string) => f === 'index.js' || otherPackages.some((n) => f === `${n}.js` || f.startsWith(`l1/${n}/`) || f.startsWith(`l2/${n}/`)));
      expect([name, leaked]).toEqual([name, []]);
    }
  }, 120_000);

  test('package.json and the assembly resolve by the package\'s name; deep paths into lib/ do not', () => {
    const result = run(`
      const tryResolve = (id) => { try { return require.resolve(id); } catch (e) { return e.code; } };
      console.log(JSON.stringify({
        packageJson: tryResolve('cdktf-triad/package.json'),
        jsii: tryResolve('cdktf-triad/.jsii'),
        jsiiGz: tryResolve('cdktf-triad/.jsii.gz'),
        deep: tryResolve('cdktf-triad/lib/idp'),
        version: require('cdktf-triad/package.json').version,
      }));
    `);
    expect(result.packageJson).toBe(path.join(ROOT, 'package.json'));
    expect(result.version).toBe(PKG.version);
    // the assembly is .jsii (and, compressed, .jsii.gz with a .jsii that points to it)
    const assemblies = [[result.jsii, '.jsii'], [result.jsiiGz, '.jsii.gz']].filter(([, f]) => fs.existsSync(path.join(ROOT, f)));
    expect(assemblies.length).toBeGreaterThan(0);
    for (const [resolved, file] of assemblies) expect(resolved).toBe(path.join(ROOT, file));
    expect(result.deep).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
  }, 60_000);
});
