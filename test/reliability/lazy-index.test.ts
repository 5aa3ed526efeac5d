/**
 * The compiled package (lib/, after scripts/lazy-index.js) loads each namespace and each generated
 * class on first use, and still reaches every type of the jsii assembly by its name, as the jsii
 * kernel of the Python and Java bindings finds it (`closure.cap.pubcloud_a.ScalingGroup`). Runs on the
 * compiled package in a fresh Node process: the suite compiles before jest (scripts/test-all.js). The
 * assembly is read through scripts/assembly.js (.jsii redirects to the compressed .jsii.gz).
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';

const root = path.resolve(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { COMPILE_COMMAND } = require('../../scripts/assembly') as { COMPILE_COMMAND: string };

/** Runs a script in a fresh Node process at the repository root and returns what it printed as JSON. */
function inFreshProcess(script: string): any {
  if (!fs.existsSync(path.join(root, 'lib', 'index.js')) || !fs.existsSync(path.join(root, '.jsii'))) {
    throw new Error(`lib/ or .jsii is missing: compile first (${COMPILE_COMMAND} && node scripts/lazy-index.js)`);
  }
  const r = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

describe('the compiled package loads lazily and reaches every type', () => {
  test('every class and enum of the assembly is found by walking its fully qualified name', () => {
    const found = inFreshProcess(`
      const lib = require('./lib');
      const asm = require('./scripts/assembly').readAssembly('.jsii');
      const missing = [];
      let count = 0;
      for (const [fqn, t] of Object.entries(asm.types)) {
        if (t.kind === 'interface') continue;
        count++;
        let cur = lib;
        for (const part of fqn.split('.').slice(1)) cur = cur == null ? undefined : cur[part];
        if (cur === undefined) missing.push(fqn);
      }
      console.log(JSON.stringify({ count, missing }));
    `);
    expect(found.count).toBeGreaterThan(1000);
    expect(found.missing).toEqual([]);
  });

  test('reading one class of a namespace loads its module, not the namespace\'s other generated classes', () => {
    const loaded = inFreshProcess(`
      const path = require('path');
      const modules = () => Object.keys(require.cache).filter((f) => f.includes(path.join('lib', 'l1', 'idp') + path.sep)).map((f) => path.basename(f)).sort();
      const lib = require('./lib');
      const atImport = modules();
      const idp = lib.idp;
      // reading the namespace loads its L2s, and the L1s they build on
      const atNamespace = modules();
      const cls = idp.StageCaptcha; // a class no L2 builds on
      const afterOne = modules().filter((f) => !atNamespace.includes(f));
      const total = require('fs').readdirSync('lib/l1/idp').filter((f) => f.endsWith('.js')).length;
      console.log(JSON.stringify({ atImport, atNamespace: atNamespace.length, afterOne, total, isClass: typeof cls === 'function', sameClass: cls === idp.StageCaptcha }));
    `);
    expect(loaded.atImport).toEqual([]);
    expect(loaded.isClass && loaded.sameClass).toBe(true);
    expect(loaded.afterOne).toEqual(['stage-captcha.js']);
    expect(loaded.total).toBeGreaterThan(100);
    expect(loaded.atNamespace).toBeLessThan(loaded.total / 2);
  });

  test('a loaded module\'s names stay getters of the index: reading a class does not reshape an index of a hundred names and more', () => {
    const shape = inFreshProcess(`
      const idp = require('./lib/l1/idp');
      const before = Object.getOwnPropertyDescriptor(idp, 'StageCaptcha');
      const cls = idp.StageCaptcha;
      const after = Object.getOwnPropertyDescriptor(idp, 'StageCaptcha');
      const names = Object.keys(idp).length;
      console.log(JSON.stringify({ names, before: typeof before.get, after: typeof after.get, hasValue: 'value' in after, same: cls === idp.StageCaptcha }));
    `);
    expect(shape.names).toBeGreaterThan(150);
    expect(shape).toMatchObject({ before: 'function', after: 'function', hasValue: false, same: true });
  });

  test('the rules namespace loads on first use, and loads no generated class', () => {
    const loaded = inFreshProcess(`
      const path = require('path');
      const modules = (dir) => Object.keys(require.cache).filter((f) => f.includes(path.join('lib', dir) + path.sep));
      const lib = require('./lib');
      const atImport = modules('rules').length;
      const kinds = [typeof lib.rules.Rules, typeof lib.rules.RulePack, typeof lib.rules.RulePacks.baseline];
      console.log(JSON.stringify({ atImport, kinds, rules: modules('rules').length, l1: modules('l1').length }));
    `);
    expect(loaded.atImport).toBe(0);
    expect(loaded.kinds).toEqual(['function', 'function', 'function']);
    expect(loaded.rules).toBeGreaterThan(0);
    expect(loaded.l1).toBe(0);
  });
});
