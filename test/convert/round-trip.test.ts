/**
 * The converter's round trip in TypeScript: every conversion synthesizes the configuration it came
 * from, and compiles.
 *
 * - The Terraform suite's reference and all-fields stacks of every package (every resource and data
 *   source with a minimal and a full configuration, and an output for every attribute getter),
 *   written as HCL by cdktf, converted, run: the same cdk.tf.json as the original, exactly.
 * - The hand-written configurations of test/convert/fixtures/ (Terraform's language around the
 *   library's types, and what a platform team has: an identity setup, a repository estate, a spot
 *   fleet, several files with a module and another provider): the converted program synthesizes
 *   what the HCL says (compared in a form both syntaxes reduce to: support.ts `reduced`), with no
 *   escape hatch where the library has an API; the programs are snapshots, for review.
 * - Every conversion type-checks with `tsc` (strict, no unused locals, as cdktf's app template).
 *
 * The Python and Java conversions of the same cases run in the binding suites, compared with what
 * the TypeScript conversion synthesizes (test/convert/write-cases.ts).
 */
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { parse } from '@cdktf/hcl2json';
import { Case, comparable, differences, fixtureCases, reduced, runTypeScript, stackCases } from './support';
import { convert, ConversionResult } from '../../src/convert';

const ROOT = path.join(__dirname, '..', '..');
const STACKS = stackCases();
const FIXTURES = fixtureCases();
const converted = new Map<string, ConversionResult>();

async function converting(c: Case): Promise<ConversionResult> {
  if (!converted.has(c.name)) converted.set(c.name, await convert(c.files));
  return converted.get(c.name)!;
}

/** The parser's JSON of a case's files, merged as Terraform merges files. */
async function hclJson(c: Case): Promise<any> {
  const merged: any = {};
  for (const f of c.files) {
    const json = await parse(f.name, f.content);
    for (const [section, value] of Object.entries<any>(json)) {
      // sections of blocks are lists (terraform, locals); the others are maps by label
      if (Array.isArray(value)) {
        merged[section] = [...(merged[section] ?? []), ...value];
        continue;
      }
      merged[section] ??= {};
      for (const [k, v] of Object.entries<any>(value)) {
        merged[section][k] = Array.isArray(v) ? [...(merged[section][k] ?? []), ...v] : { ...merged[section][k], ...v };
      }
    }
  }
  return merged;
}

describe.each(STACKS.map((c) => [c.name, c] as const))('the %s stack, written as HCL and converted', (_name, c) => {
  test('converts every block without an escape hatch or a problem', async () => {
    const { report } = await converting(c);
    expect(report.problems).toEqual([]);
    expect(report.escapeHatches).toEqual([]);
    // every resource, data source, output and provider of the original
    const json = c.original as any;
    const named = (section: any) => Object.values<any>(section ?? {}).reduce((n, byName) => n + Object.keys(byName).length, 0);
    const providers = Object.values<any[]>(json.provider ?? {}).reduce((n, items) => n + items.length, 0);
    expect(report.converted.length).toBe(named(json.resource) + named(json.data) + Object.keys(json.output ?? {}).length + providers);
  });

  test('synthesizes the original cdk.tf.json', async () => {
    const { code } = await converting(c);
    const diff = differences(comparable(c.original), comparable(runTypeScript(code)));
    expect(diff).toEqual([]);
  });
});

describe.each(FIXTURES.map((c) => [c.name, c] as const))('the %s configuration, converted', (_name, c) => {
  test('synthesizes what the HCL says', async () => {
    const { code } = await converting(c);
    const got = runTypeScript(code);
    const want = await hclJson(c);
    expect(differences(reduced(want, 'hcl'), reduced(got, 'json'))).toEqual([]);
    // the backend and the requirements of other providers, which `reduced` leaves out
    const backend = want.terraform?.[0]?.backend?.[0];
    if (backend) expect(Object.keys(got.terraform.backend)).toEqual(Object.keys(backend));
    for (const required of want.terraform?.[0]?.required_providers ?? []) {
      for (const [name, req] of Object.entries(required)) expect(got.terraform.required_providers[name]).toEqual(req);
    }
  });

  test('uses the library\'s API for every block of its packages, with escape hatches only for what has none', async () => {
    const { report } = await converting(c);
    expect(report.problems).toEqual([]);
    for (const e of report.escapeHatches) {
      // another provider's blocks and requirement: cdktf has no class for them;
      // what cdktf does not write (an output's precondition), and a dynamic block reading its iterator
      // in an expression kept as written (cdktf renames the iterator)
      expect(e.why).toMatch(/is not (one of this library's|a type of this library's packages)|^cdktf does not write|^a dynamic block cdktf's iterators cannot say/);
    }
  });

  test('writes the program a person would keep (snapshot)', async () => {
    const ts = (await converting(c)).code;
    const py = (await convert(c.files, { language: 'python' })).code;
    const java = (await convert(c.files, { language: 'java', javaPackage: 'com.example' })).code;
    expect({ typescript: ts, python: py, java }).toMatchSnapshot();
  });
});

test('every TypeScript conversion type-checks (strict, no unused locals)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'convert-tsc-'));
  const files: string[] = [];
  for (const c of [...STACKS, ...FIXTURES]) {
    const file = `${c.name.replace(/[^A-Za-z0-9]+/g, '_')}.ts`;
    fs.writeFileSync(path.join(dir, file), (await converting(c)).code);
    files.push(file);
  }
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      noUnusedLocals: true,
      target: 'ES2020',
      module: 'commonjs',
      moduleResolution: 'node',
      skipLibCheck: true,
      baseUrl: '.',
      types: ['node'],
      typeRoots: [path.join(ROOT, 'node_modules', '@types')],
      paths: { 'cdktf-triad': [path.join(ROOT, 'src', 'index.ts')], '*': [path.join(ROOT, 'node_modules', '*')] },
    },
    files,
  }));
  const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(r.stdout + r.stderr).toBe('');
  expect(r.status).toBe(0);
}, 300_000);
