/**
 * The runtime stage (scripts/runtime-stage.js) the Python wheel and the Java jar are built from: what
 * npm packs, without the TypeScript declarations.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { checkTerraformJson } from '../../src/constructs/schema-check';
import { writeTree } from '../support/files';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { runtimeStage, leanSchema } = require('../../scripts/runtime-stage') as { runtimeStage(root: string, kind: string): string; leanSchema(text: string): string };

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-stage-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const filesUnder = (d: string, rel = ''): string[] => fs.readdirSync(path.join(d, rel), { withFileTypes: true })
  .flatMap((e) => (e.isDirectory() ? filesUnder(d, `${rel}${e.name}/`) : [`${rel}${e.name}`])).sort();

test('holds what npm packs but the TypeScript declarations, the guides and the change log, as hard links, with node_modules linked', () => {
  writeTree(dir, {
    'package.json': JSON.stringify({ name: 'lib', version: '1.0.0', main: 'lib/index.js' }),
    '.npmignore': '/src/\n/build/\n',
    '.jsii': '{"schema":"jsii/file-redirect"}',
    '.jsii.gz': 'gz',
    'README.md': '# lib',
    'LICENSE': 'Apache-2.0',
    'CHANGELOG.md': '# changes',
    'docs/guide.md': '# guide',
    'provider-schema/p.json': JSON.stringify({
      provider_schemas: {
        p: {
          resource_schemas: {
            p_r: { block: { attributes: { a: { type: 'string', optional: true, description: 'A.', description_kind: 'plain' }, description: { type: 'string', optional: true } }, description: 'R.' } },
          },
        },
      },
    }, null, 2),
    'lib/index.js': 'module.exports = 1;',
    'lib/index.d.ts': 'export {};',
    'lib/a/b.js': '',
    'lib/a/b.d.ts': '',
    'src/index.ts': 'export {};',
    'node_modules/dep/index.js': '',
  });
  const stage = runtimeStage(dir, 'python');
  expect(stage).toBe(path.join(dir, 'build', 'runtime-python', 'lib'));
  expect(filesUnder(stage).filter((f) => f !== 'node_modules')).toEqual(['.jsii', '.jsii.gz', '.npmignore', 'LICENSE', 'README.md', 'lib/a/b.js', 'lib/index.js', 'package.json', 'provider-schema/p.json']);
  expect(fs.statSync(path.join(stage, 'lib', 'index.js')).ino).toBe(fs.statSync(path.join(dir, 'lib', 'index.js')).ino);
  expect(fs.readlinkSync(path.join(stage, 'node_modules'))).toBe(path.join(dir, 'node_modules'));
  // the provider schemas without their prose (an attribute named description stays), unindented; the
  // npm package's file is left as it is
  expect(fs.readFileSync(path.join(stage, 'provider-schema', 'p.json'), 'utf8')).toBe(
    '{"provider_schemas":{"p":{"resource_schemas":{"p_r":{"block":{"attributes":{"a":{"type":"string","optional":true},"description":{"type":"string","optional":true}}}}}}}}',
  );
  expect(fs.readFileSync(path.join(dir, 'provider-schema', 'p.json'), 'utf8')).toContain('"description": "R."');
});

test('leaves out the converter, its command and the parser bundled for it', () => {
  writeTree(dir, {
    'package.json': JSON.stringify({
      name: 'lib',
      version: '1.0.0',
      main: 'lib/index.js',
      bin: { lib: 'lib/convert/cli.js' },
      dependencies: { parser: '1.0.0' },
      bundledDependencies: ['parser'],
      peerDependencies: { cdktf: '0.21.0' },
    }),
    '.jsii': '{}',
    'lib/index.js': '',
    'lib/convert/cli.js': '#!/usr/bin/env node',
    'lib/convert/catalog.js': '',
    'node_modules/parser/package.json': JSON.stringify({ name: 'parser', version: '1.0.0' }),
    'node_modules/parser/main.wasm.gz': 'wasm',
  });
  // npm packs the bundled parser into the npm package
  const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: dir, encoding: 'utf8' }))[0].files.map((f: any) => f.path);
  expect(packed).toEqual(expect.arrayContaining(['node_modules/parser/main.wasm.gz', 'lib/convert/cli.js']));
  const stage = runtimeStage(dir, 'java');
  expect(filesUnder(stage).filter((f) => f !== 'node_modules')).toEqual(['.jsii', 'lib/index.js', 'package.json']);
  expect(JSON.parse(fs.readFileSync(path.join(stage, 'package.json'), 'utf8'))).toEqual({ name: 'lib', version: '1.0.0', main: 'lib/index.js', peerDependencies: { cdktf: '0.21.0' } });
});

test('a second stage replaces the first (a file removed since is gone)', () => {
  writeTree(dir, { 'package.json': JSON.stringify({ name: 'lib', version: '1.0.0' }), '.jsii': '{}', 'lib/old.js': '' });
  runtimeStage(dir, 'java');
  fs.rmSync(path.join(dir, 'lib', 'old.js'));
  writeTree(dir, { 'lib/new.js': '' });
  const stage = runtimeStage(dir, 'java');
  expect(fs.existsSync(path.join(stage, 'lib', 'old.js'))).toBe(false);
  expect(fs.existsSync(path.join(stage, 'lib', 'new.js'))).toBe(true);
});

test('a package without its assembly is refused, naming the folder', () => {
  writeTree(dir, { 'package.json': JSON.stringify({ name: 'lib', version: '1.0.0' }), 'lib/index.js': '' });
  expect(() => runtimeStage(dir, 'python')).toThrow(`${dir}: npm would pack no package.json or .jsii; compile first`);
});

test('the lean provider schemas judge every resource and data source of the three packages as the full ones do', () => {
  const schemas = (lean: boolean) => Object.fromEntries(['cap', 'idp', 'repo'].flatMap((p) => {
    const text = fs.readFileSync(path.join(__dirname, '..', '..', 'provider-schema', `${p}.json`), 'utf8');
    return Object.entries<any>(JSON.parse(lean ? leanSchema(text) : text).provider_schemas).map(([address, s]) => [address.split('/').pop()!, s]);
  }));
  const [full, lean] = [schemas(false), schemas(true)];
  // every type with nothing set (its required attributes missing) and with an attribute it may not have
  const config = { resource: {} as any, data: {} as any };
  for (const s of Object.values<any>(full)) {
    for (const t of Object.keys(s.resource_schemas)) config.resource[t] = { empty: {}, odd: { description: 'd', description_kind: 'plain', no_such_attribute: 1 } };
    for (const t of Object.keys(s.data_source_schemas)) config.data[t] = { empty: {}, odd: { description: 'd', no_such_attribute: 1 } };
  }
  const problems = checkTerraformJson(config, full);
  expect(problems.length).toBeGreaterThan(Object.keys(config.resource).length);
  expect(checkTerraformJson(config, lean)).toEqual(problems);
});
