/**
 * The assembly is compiled compressed, by every compile, and read through one reader.
 *
 * Every jsii compile of the project passes the same flags (JSII_ARGS of scripts/assembly.js, with
 * --compress-assembly): projen's compile and watch tasks, and every script, test and benchmark that
 * compiles by itself; a compile without the flag would leave a whole .jsii (and a stale .jsii.gz next
 * to it). scripts/assembly.js reads the assembly either way jsii writes it: a plain .jsii, or a .jsii
 * that redirects to the gzipped .jsii.gz; each error names the file and what is wrong. (Inside an npm
 * tarball: test/release/checks.test.ts. Shipped in the package: test/reliability/package-docs.test.ts.)
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as zlib from 'zlib';

/* eslint-disable @typescript-eslint/no-require-imports */
const assembly = require('../../scripts/assembly') as {
  JSII_ARGS: readonly string[];
  readAssembly(file: string): { name?: string; version?: string };
  assemblyFiles(dir: string): string[];
};
/* eslint-enable @typescript-eslint/no-require-imports */

const ROOT = path.join(__dirname, '..', '..');
const REDIRECT = JSON.stringify({ schema: 'jsii/file-redirect', compression: 'gzip', filename: '.jsii.gz' });

/** The .js and .ts files under a folder of the repository (generated and fixture folders left out). */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    if (e.isDirectory()) return ['node_modules', '.generated', 'fixtures', '.build', 'results'].includes(e.name) ? [] : sources(rel);
    return /\.(js|ts)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [rel] : [];
  });
}

describe('every jsii compile compresses the assembly', () => {
  test('the flags include --compress-assembly', () => {
    expect(assembly.JSII_ARGS).toContain('--compress-assembly');
  });

  test('projen\'s compile and watch tasks pass every flag', () => {
    const tasks = JSON.parse(fs.readFileSync(path.join(ROOT, '.projen', 'tasks.json'), 'utf8')).tasks as Record<string, { steps?: { exec?: string }[] }>;
    for (const name of ['compile', 'watch']) {
      const jsii = (tasks[name].steps ?? []).map((s) => s.exec?.split(/\s+/) ?? []).find((args) => args[0] === 'jsii');
      expect({ task: name, args: jsii }).toEqual({ task: name, args: expect.arrayContaining([...assembly.JSII_ARGS]) });
    }
  });

  test('every script, test and benchmark that runs jsii passes JSII_ARGS', () => {
    const self = path.posix.join('test', 'reliability', path.basename(__filename));
    const calls: string[] = [];
    const wrong: string[] = [];
    for (const file of [...sources('scripts'), ...sources('test'), ...sources('bench')].filter((f) => f !== self)) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      // jsii as the command: bin('jsii'), [args]; ['jsii', args]; 'npx', 'jsii', args
      for (const m of text.matchAll(/bin\('jsii'\),\s*(\[[^\]]*\])|\[\s*'jsii'\s*,\s*([^\]\n]*)|'npx',\s*'jsii'\s*,\s*([^\]\n]*)/g)) {
        const args = (m[1] ?? m[2] ?? m[3]).trim();
        calls.push(file);
        if (!/^\[?\.\.\.JSII_ARGS\b/.test(args)) wrong.push(`${file}: jsii ${args}`);
      }
    }
    expect(calls.length).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });
});

describe('scripts/assembly.js', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assembly-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('reads a plain .jsii and a .jsii that redirects to a gzipped .jsii.gz; names the files each is made of', () => {
    fs.writeFileSync(path.join(dir, '.jsii'), JSON.stringify({ name: 'lib', version: '1.0.0' }));
    expect(assembly.readAssembly(path.join(dir, '.jsii'))).toEqual({ name: 'lib', version: '1.0.0' });
    expect(assembly.assemblyFiles(dir)).toEqual(['.jsii']);
    fs.writeFileSync(path.join(dir, '.jsii'), REDIRECT);
    fs.writeFileSync(path.join(dir, '.jsii.gz'), zlib.gzipSync(JSON.stringify({ name: 'lib', version: '2.0.0' })));
    expect(assembly.readAssembly(path.join(dir, '.jsii'))).toEqual({ name: 'lib', version: '2.0.0' });
    expect(assembly.assemblyFiles(dir)).toEqual(['.jsii', '.jsii.gz']);
    expect(assembly.assemblyFiles(path.join(dir, 'none'))).toEqual([]);
  });

  test('a missing .jsii, a redirect to a missing file, a .jsii.gz that is not gzip, a .jsii that is not JSON and a loop of redirects are each named', () => {
    const file = path.join(dir, '.jsii');
    expect(() => assembly.readAssembly(file)).toThrow(`${file} cannot be read (no such file; compile first: npx jsii ${assembly.JSII_ARGS.join(' ')})`);
    fs.writeFileSync(file, REDIRECT);
    expect(() => assembly.readAssembly(file)).toThrow(`${file} redirects to .jsii.gz, which does not exist (${path.join(dir, '.jsii.gz')})`);
    fs.writeFileSync(path.join(dir, '.jsii.gz'), 'not gzip');
    expect(() => assembly.readAssembly(file)).toThrow(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} redirects to .*\\.jsii\\.gz, which cannot be read as a jsii assembly \\(incorrect header check\\)$`));
    fs.writeFileSync(file, '{ "name": ');
    expect(() => assembly.readAssembly(file)).toThrow(`${file} cannot be read as a jsii assembly (`);
    fs.writeFileSync(file, JSON.stringify({ schema: 'jsii/file-redirect', filename: '.jsii' }));
    expect(() => assembly.readAssembly(file)).toThrow(`${file} redirects more than 8 times in a row (a loop; the last to .jsii)`);
  });
});
