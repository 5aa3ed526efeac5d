/**
 * What the converter's tests share: the round-trip cases (the Terraform suite's reference and
 * all-fields stacks written as HCL, and the hand-written configurations of test/convert/fixtures/),
 * running a converted TypeScript program in this process, and the comparison of configurations.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Testing } from 'cdktf';
import * as ts from 'typescript';
import * as lib from '../../src';
import { SourceFile } from '../../src/convert';
import { packages } from '../support/model';
import { fullConfig, minimalConfig } from '../support/samples';
import { buildStack } from '../terraform/stacks';

export const FIXTURES = path.join(__dirname, 'fixtures');

/** A configuration to convert: its HCL files, and the JSON cdktf synthesized it from (for the stacks). */
export interface Case {
  readonly name: string;
  readonly files: SourceFile[];
  readonly original?: unknown;
}

/** The reference and all-fields stack of every package, as HCL (cdktf's `--hcl` output) and JSON. */
export function stackCases(): Case[] {
  const out: Case[] = [];
  for (const pkg of packages()) {
    for (const [kind, configOf] of [['reference', minimalConfig], ['all-fields', fullConfig]] as const) {
      const name = `${pkg.name}-${kind}`;
      const { stack } = buildStack(pkg, name, configOf);
      const json = JSON.parse(Testing.synth(stack, true));
      out.push({ name, files: [{ name: `${name}.tf`, content: String(Testing.synthHcl(stack, false)) }], original: json });
    }
  }
  return out;
}

/** The hand-written configurations: each `.tf` file, or folder of them, in test/convert/fixtures/. */
export function fixtureCases(): Case[] {
  return fs.readdirSync(FIXTURES).sort().filter((f) => f.endsWith('.tf') || fs.statSync(path.join(FIXTURES, f)).isDirectory()).map((f) => {
    const full = path.join(FIXTURES, f);
    const files = f.endsWith('.tf') ? [full] : fs.readdirSync(full).filter((x) => x.endsWith('.tf')).sort().map((x) => path.join(full, x));
    return { name: f.replace(/\.tf$/, ''), files: files.map((x) => ({ name: path.relative(FIXTURES, x), content: fs.readFileSync(x, 'utf8') })) };
  });
}

/**
 * Runs a converted TypeScript program (its `cdktf-triad` import is this repository's src/) and returns
 * the configuration its stack synthesizes.
 */
export function runTypeScript(code: string, stackId = 'converted'): any {
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 } }).outputText;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'convert-'));
  const previous = process.env.CDKTF_OUTDIR;
  process.env.CDKTF_OUTDIR = out;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const load = (m: string) => (m === 'cdktf-triad' ? lib : require(m));
    new Function('require', 'exports', 'module', js)(load, {}, { exports: {} });
    return JSON.parse(fs.readFileSync(path.join(out, 'stacks', stackId, 'cdk.tf.json'), 'utf8'));
  } finally {
    if (previous === undefined) delete process.env.CDKTF_OUTDIR;
    else process.env.CDKTF_OUTDIR = previous;
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/**
 * A configuration as the comparison sees it: without cdktf's `//` metadata and the local backend
 * (whose path depends on where it was synthesized), keys sorted.
 */
export function comparable(config: any): any {
  const strip = (v: any): any => {
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).filter((k) => k !== '//').sort().map((k) => [k, strip(v[k])]));
    return v;
  };
  const c = strip(config);
  if (c.terraform) {
    delete c.terraform.backend;
    if (!Object.keys(c.terraform).length) delete c.terraform;
  }
  return c;
}

/** Where two configurations differ (at most `limit` paths), empty when they are the same. */
export function differences(want: any, got: any, limit = 20, at = ''): string[] {
  const out: string[] = [];
  const walk = (a: any, b: any, p: string) => {
    if (out.length >= limit || JSON.stringify(a) === JSON.stringify(b)) return;
    if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[k], b[k], `${p}.${k}`);
      return;
    }
    out.push(`${p || '.'}: expected ${JSON.stringify(a)?.slice(0, 200)}, got ${JSON.stringify(b)?.slice(0, 200)}`);
  };
  walk(want, got, at);
  return out;
}

/**
 * A configuration in the form both Terraform syntaxes reduce to, for comparing what a converted
 * program synthesizes (cdktf's JSON) with what the HCL says (the parser's JSON of it): blocks as
 * lists of objects whichever way they are written, locals merged, scalars as strings (Terraform
 * converts them to the attribute's type), a bare reference as its address (`${idp_group.x}` and
 * `idp_group.x` in depends_on), and expressions without whitespace or parentheses (cdktf writes
 * `(a > 1) ? 1 : 0` for `a > 1 ? 1 : 0`). The terraform block is left out: cdktf writes the library
 * providers' requirements and the backend itself (checked on their own).
 */
export function reduced(config: any, from: 'hcl' | 'json'): any {
  const expression = (s: string) => {
    const bare = /^\$\{([A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*)\}$/.exec(s);
    if (bare) return bare[1];
    if (!s.includes('${')) return s;
    // whitespace and parentheses outside string literals inside ${...}
    let out = '';
    let quoted = false;
    for (let i = 0; i < s.length; i++) {
      const c = s[i];
      if (c === '"' && s[i - 1] !== '\\') quoted = !quoted;
      if (!quoted && (c === ' ' || c === '\n' || c === '\t' || c === '(' || c === ')')) continue;
      out += c;
    }
    return out;
  };
  const object = (v: any) => Object.fromEntries(Object.keys(v).filter((k) => k !== '//').sort().map((k) => [k, value(v[k])]));
  // a block (an object, or a list of them) and a list of blocks reduce to a list of objects
  const value = (v: any): any => {
    if (Array.isArray(v)) return v.map((x) => (x && typeof x === 'object' && !Array.isArray(x) ? object(x) : value(x)));
    if (v && typeof v === 'object') return [object(v)];
    if (typeof v === 'string') return expression(v);
    return v === null ? null : String(v);
  };
  const one = (v: any) => (from === 'hcl' ? v[0] : v);
  // a dynamic block reads its iterator by its own name (the label, or `iterator`); cdktf names it `each`
  const dynamic = (body: any) => {
    if (!body?.dynamic) return body;
    const reduce = (label: string) => (item: any) => {
      const it = String(item.iterator ?? label).replace(/^\$\{([\s\S]*)\}$/, '$1').trim();
      const renamed = JSON.parse(JSON.stringify(item.content).split(new RegExp(`(?<![\\w.])${it}\\.`)).join('ITERATOR.'));
      return { for_each: item.for_each, content: Array.isArray(renamed) ? renamed : [renamed] };
    };
    const blocks = Object.fromEntries(Object.entries<any>(body.dynamic).map(([label, items]) => {
      return [label, (Array.isArray(items) ? items : [items]).map(reduce(label))];
    }));
    return { ...body, dynamic: blocks };
  };
  const out: any = {};
  for (const section of ['resource', 'data']) {
    for (const [type, byName] of Object.entries<any>(config[section] ?? {})) {
      for (const [name, body] of Object.entries<any>(byName)) {
        (out[section] ??= {})[`${type}.${name}`] = value(dynamic(one(body)));
      }
    }
  }
  for (const section of ['variable', 'output', 'module']) {
    for (const [name, body] of Object.entries<any>(config[section] ?? {})) {
      const b = { ...one(body) };
      // a variable's type is a type expression, which HCL's JSON wraps as an expression
      if (section === 'variable' && typeof b.type === 'string') b.type = b.type.replace(/^\$\{([\s\S]*)\}$/, '$1');
      (out[section] ??= {})[name] = value(b);
    }
  }
  const locals = from === 'hcl' ? Object.assign({}, ...(config.locals ?? [])) : config.locals ?? {};
  if (Object.keys(locals).length) out.locals = value(locals);
  if (config.provider) out.provider = value(config.provider);
  for (const section of ['import', 'moved', 'removed', 'check']) if (config[section]) out[section] = value(config[section]);
  return out;
}
