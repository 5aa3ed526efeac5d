/**
 * `npx cdktf-triad convert`: arguments, output, report and exit codes (run in this process through
 * `main`), and the package's `bin` entry that npx runs.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { main, parseArgs } from '../../src/convert/cli';

const ROOT = path.join(__dirname, '..', '..');
const FIXTURES = path.join(__dirname, 'fixtures');

async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (s) => { out += s; }, err: (s) => { err += s; } });
  return { code, out, err };
}

describe('arguments', () => {
  test.each([
    [[], 'no input: give a .tf file or a folder'],
    [['a.tf', 'b.tf'], 'one input, not 2: a.tf b.tf'],
    [['a.tf', '--language', 'go'], '--language go: one of typescript, python, java'],
    [['a.tf', '--language'], '--language needs a value'],
    [['a.tf', '--verbose'], 'unknown option --verbose'],
    [['a.tf', '--stack-class', 'lower'], '--stack-class lower: a class name (PascalCase letters and digits)'],
    [['a.tf', '--java-package', 'Com.Example'], '--java-package Com.Example: a Java package name (lower-case, dotted)'],
  ])('%j is refused: %s', (argv, message) => {
    expect(parseArgs(argv)).toBe(message);
  });

  test('options take `--name value` and `--name=value`', () => {
    expect(parseArgs(['in.tf', '--language=python', '--out', 'x.py', '--stack-class', 'Platform'])).toEqual({ input: 'in.tf', language: 'python', out: 'x.py', stackClass: 'Platform', javaPackage: undefined });
  });

  test('a usage error exits 2 with the usage', async () => {
    const r = await run('convert', '--language', 'go', 'x.tf');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^--language go: one of typescript, python, java\nusage: cdktf-triad convert <file.tf or folder>/);
  });

  test('a command other than convert exits 2', async () => {
    const other = await run('transmogrify');
    expect(other.code).toBe(2);
    expect(other.err).toMatch(/^unknown command transmogrify\nusage:/);
    const none = await run();
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/^no command\nusage:/);
  });

  test('an input that does not exist exits 2 naming it', async () => {
    const r = await run('convert', path.join(FIXTURES, 'nothing-here.tf'));
    expect(r.code).toBe(2);
    expect(r.err).toBe(`${path.join(FIXTURES, 'nothing-here.tf')}: no such file or folder\n`);
  });
});

describe('output', () => {
  test('the program goes to standard output, the report to standard error', async () => {
    const r = await run('convert', path.join(FIXTURES, 'identity.tf'));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^import \{ Construct \} from 'constructs';/);
    expect(r.out).toContain('export class ConvertedStack extends TerraformStack {');
    expect(r.err).toMatch(/^converted 14 block\(s\): Application 1, DataIdpFlow 2, Flow 1, FlowStageBinding 2, Group 1, IdpProvider 1, PolicyBinding 1, ProviderOauth2 1, StageIdentification 1, StagePassword 1, TerraformOutput 1, TerraformVariable 1\nescape hatches: 0\nproblems: 0\n$/);
  });

  test('--out writes the file, --language and --stack-class choose the program', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'convert-cli-'));
    const file = path.join(dir, 'app', 'main.py');
    const r = await run('convert', path.join(FIXTURES, 'repositories.tf'), '--language', 'python', '--out', file, '--stack-class', 'Estate');
    expect(r.code).toBe(0);
    expect(r.out).toBe('');
    expect(r.err).toMatch(new RegExp(`^wrote ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\nconverted 10 block`));
    const code = fs.readFileSync(file, 'utf8');
    expect(code).toContain('class Estate(TerraformStack):');
    expect(code).toContain('from cdktf_triad import repo');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a folder converts all its .tf files together', async () => {
    const r = await run('convert', path.join(FIXTURES, 'estate'));
    expect(r.err).toMatch(/^converted 10 block\(s\)/);
    expect(r.err).toContain(`${path.join(FIXTURES, 'estate', 'main.tf')}:24: provider.other: the provider other is not one of this library's: its settings are set with addOverride`);
    // the variables of variables.tf, read by main.tf's blocks
    expect(r.out).toContain("const region = new TerraformVariable(this, 'region', { default: 'region-1', type: 'string' });");
    expect(r.out).toContain('variables: { prefix: `estate-${region.stringValue}` }');
  });

  test('input with problems exits 1, still writing the program and naming each problem', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'convert-cli-'));
    const file = path.join(dir, 'bad.tf');
    fs.writeFileSync(file, 'resource "idp_group" "g" {\n  name = "g"\n  shade = 3\n}\n');
    const r = await run('convert', file);
    expect(r.code).toBe(1);
    expect(r.out).toContain("g.addOverride('shade', 3);");
    expect(r.err).toContain(`problems: 1\n  ${file}:3: idp_group.g: idp_group has no attribute or block \`shade\``);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

test('the package runs the command from its compiled file (npx cdktf-triad)', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  expect(pkg.bin).toEqual({ 'cdktf-triad': 'lib/convert/cli.js' });
  expect(fs.readFileSync(path.join(ROOT, 'src', 'convert', 'cli.ts'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  // the parser ships inside the npm package
  expect(pkg.bundledDependencies).toContain('@cdktf/hcl2json');
});
