/**
 * Same API as the ecosystem: for every package, cdktf's provider generator is run on the providers'
 * own schemas (the types the library has), and
 *  1. every public class, interface, function, property and method it generates exists in ours
 *     with the same type (after mapping its nested type names to the seed's names, and its member
 *     names through the README's naming rule), and
 *  2. the same configuration, with every field set, synthesizes to the same resource JSON through
 *     both.
 */
/* eslint-disable no-bitwise */ // TypeScript's symbol and type flags are bit sets
import * as path from 'path';
import { Testing, TerraformStack } from 'cdktf';
import * as ts from 'typescript';
import { generateOracle, memberMap, moduleNameMap, nameMap, oracleClassName, toOracleConfig } from './oracle';
import * as lib from '../../src';
import { packages, PackageModel } from '../support/model';
import { fullConfig, resetSamples } from '../support/samples';

const SRC_INDEX = path.join(__dirname, '..', '..', 'src', 'index.ts');
const NAMESPACES: { [pkg: string]: any } = lib as any;

interface Generated {
  pkg: PackageModel;
  dir: string;
}

const generated: Generated[] = [];
let program: ts.Program;
let checker: ts.TypeChecker;

beforeAll(async () => {
  for (const pkg of packages()) generated.push({ pkg, dir: await generateOracle(pkg) });
  program = ts.createProgram({
    rootNames: [SRC_INDEX, ...generated.map((g) => path.join(g.dir, 'index.ts'))],
    options: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.CommonJS,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      esModuleInterop: true,
    },
  });
  checker = program.getTypeChecker();
}, 120_000);

/** Exported declarations of a module, by name; `flatten` also opens `export * as ns` namespaces. */
function exportsOf(file: string, flatten: boolean): Map<string, ts.Symbol> {
  const sf = program.getSourceFile(file);
  if (!sf) throw new Error(`not in the program: ${file}`);
  const out = new Map<string, ts.Symbol>();
  const visit = (sym: ts.Symbol) => {
    for (const e of checker.getExportsOfModule(sym)) {
      const target = e.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(e) : e;
      if (flatten && target.flags & ts.SymbolFlags.ValueModule && target.valueDeclaration && ts.isSourceFile(target.valueDeclaration)) visit(target);
      else out.set(e.name, target);
    }
  };
  visit(checker.getSymbolAtLocation(sf)!);
  return out;
}

function isPublic(sym: ts.Symbol): boolean {
  const decl = sym.valueDeclaration ?? sym.declarations?.[0];
  if (!decl) return true;
  const flags = ts.getCombinedModifierFlags(decl as ts.Declaration);
  return !(flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) && !sym.name.startsWith('#');
}

const TEXT_FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType;

function typeText(sym: ts.Symbol): string {
  const decl = (sym.valueDeclaration ?? sym.declarations?.[0])!;
  return checker.typeToString(checker.getTypeOfSymbolAtLocation(sym, decl), undefined, TEXT_FLAGS);
}

function members(type: ts.Type): Map<string, { text: string; optional: boolean }> {
  const out = new Map<string, { text: string; optional: boolean }>();
  for (const p of checker.getPropertiesOfType(type)) {
    if (!isPublic(p)) continue;
    out.set(p.name, { text: typeText(p), optional: !!(p.flags & ts.SymbolFlags.Optional) });
  }
  return out;
}

function ctorText(sym: ts.Symbol): string[] {
  const decl = sym.valueDeclaration!;
  const type = checker.getTypeOfSymbolAtLocation(sym, decl);
  return type.getConstructSignatures().map((s) => checker.signatureToString(s, undefined, TEXT_FLAGS));
}

/** Sorts the members of every union in a type text, at every nesting level (TypeScript prints them in creation order). */
export function canonicalUnions(text: string): string {
  const open = '([{<';
  const close = ')]}>';
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let out = '';
  const flush = (end: number) => parts.push(text.slice(start, end).trim());
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (open.includes(ch)) {depth++;} else if (close.includes(ch) && !(ch === '>' && text[i - 1] === '=')) {depth--;} else if (depth === 0 && text.startsWith(' | ', i)) {
      flush(i);
      start = i + 3;
      i += 2;
    }
  }
  flush(text.length);
  // inside brackets: each comma-separated element, and the type of a `name?: type` parameter
  const element = (el: string) => {
    const m = /^(\.\.\.)?([\w$]+\??): (.*)$/s.exec(el);
    return m ? `${m[1] ?? ''}${m[2]}: ${canonicalUnions(m[3])}` : canonicalUnions(el);
  };
  const inner = (part: string) =>
    part.replace(/([([{<])(.*)([)\]}>])/s, (_m, a: string, body: string, b: string) => `${a}${body.split(', ').map(element).join(', ')}${b}`);
  out = parts.map(inner).sort().join(' | ');
  return out;
}

/** Replaces oracle-side names (quoted module paths, nested type names) with ours, in a canonical form. */
function normalizer(names: Map<string, string>) {
  const word = new RegExp(`\\b(${[...names.keys()].sort((a, b) => b.length - a.length).join('|')})\\b`, 'g');
  return (text: string) =>
    canonicalUnions(
      text
        .replace(/import\("[^"]*"\)\./g, '')
        .replace(/"[^"]*(\.generated|src\/l1)[^"]*"\./g, '')
        .replace(word, (m) => names.get(m) ?? m),
    );
}

function compareSymbol(
  name: string, theirs: ts.Symbol, ours: ts.Symbol | undefined, norm: (s: string) => string, problems: string[], renamed = new Map<string, string>(),
) {
  if (!ours) {
    problems.push(`missing export ${name}`);
    return;
  }
  if (theirs.flags & ts.SymbolFlags.Function) {
    const t = norm(typeText(theirs));
    const o = norm(typeText(ours));
    if (t !== o) problems.push(`${name}: function type differs: theirs ${t}, ours ${o}`);
    return;
  }
  const theirsType = checker.getDeclaredTypeOfSymbol(theirs);
  const oursType = checker.getDeclaredTypeOfSymbol(ours);
  const compare = (what: string, t: Map<string, { text: string; optional: boolean }>, o: Map<string, { text: string; optional: boolean }>) => {
    for (const [member, info] of t) {
      const mine = o.get(renamed.get(member) ?? member);
      if (!mine) {
        problems.push(`${name}${what}${member}: missing`);
        continue;
      }
      if (norm(info.text) !== norm(mine.text)) problems.push(`${name}${what}${member}: type differs: theirs ${norm(info.text)}, ours ${norm(mine.text)}`);
      if (info.optional !== mine.optional) problems.push(`${name}${what}${member}: optionality differs (theirs ${info.optional ? 'optional' : 'required'})`);
    }
  };
  compare('.', members(theirsType), members(oursType));
  if (theirs.flags & ts.SymbolFlags.Class) {
    const statics = (s: ts.Symbol) => members(checker.getTypeOfSymbolAtLocation(s, s.valueDeclaration!));
    const strip = (m: Map<string, { text: string; optional: boolean }>) => {
      m.delete('prototype');
      return m;
    };
    compare(' static ', strip(statics(theirs)), strip(statics(ours)));
    const tc = ctorText(theirs).map(norm);
    const oc = ctorText(ours).map(norm);
    for (const sig of tc) if (!oc.includes(sig)) problems.push(`${name} constructor: theirs ${sig}, ours ${oc.join(' | ')}`);
  }
}

describe.each(packages().map((p) => [p.name]))('package %s', (pkgName) => {
  test('every public class, interface, function and member cdktf generates exists in ours with the same type', () => {
    const g = generated.find((x) => x.pkg.name === pkgName)!;
    const names = nameMap(g.pkg);
    const norm = normalizer(names);
    const theirs = exportsOf(path.join(g.dir, 'index.ts'), true);
    const ours = exportsOf(SRC_INDEX, false);
    const ns = ours.get(pkgName);
    expect(ns).toBeDefined();
    // our exports per module: the package namespace, and its submodules (cap.pubcloud_a, ...)
    const resolve = (s: ts.Symbol) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
    const modules = new Map<string, Map<string, ts.Symbol>>([['index', new Map()]]);
    for (const e of checker.getExportsOfModule(ns!)) modules.get('index')!.set(e.name, resolve(e));
    for (const [n, s] of [...modules.get('index')!]) {
      if (s.flags & ts.SymbolFlags.ValueModule && /^[a-z]/.test(n)) {
        modules.set(n, new Map(checker.getExportsOfModule(s).map((e) => [e.name, resolve(e)])));
      }
    }
    const where = moduleNameMap(g.pkg);
    const renamed = memberMap(g.pkg);
    const problems: string[] = [];
    let compared = 0;
    for (const [name, sym] of theirs) {
      const target = where.get(name) ?? { name, module: 'index' };
      compareSymbol(name, sym, modules.get(target.module)?.get(target.name), norm, problems, renamed.get(name));
      compared++;
    }
    expect(problems).toEqual([]);
    // the oracle generated a class per resource and data function, plus the provider
    expect(compared).toBeGreaterThanOrEqual(g.pkg.entities.length * 2 + 2);
  });

  test('the same configuration with every field set synthesizes to the same JSON through both', () => {
    const g = generated.find((x) => x.pkg.name === pkgName)!;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const oracle = require(g.dir);
    const oracleClasses = new Map<string, any>();
    for (const nsName of Object.keys(oracle)) for (const [k, v] of Object.entries<any>(oracle[nsName])) oracleClasses.set(k, v);
    const ourNs = NAMESPACES[pkgName];
    const findOurs = (className: string, module = 'index'): any => (module === 'index' ? ourNs : ourNs[module])[className];
    const app = Testing.app();
    const oursStack = new TerraformStack(app, 'ours');
    const theirsStack = new TerraformStack(app, 'theirs');
    resetSamples();
    for (const e of g.pkg.entities) {
      const config = fullConfig(e);
      const Ours = findOurs(e.className, e.module);
      const Theirs = oracleClasses.get(oracleClassName(g.pkg, e));
      expect([e.className, typeof Ours, typeof Theirs]).toEqual([e.className, 'function', 'function']);
      const id = `${e.kind}_${e.tfType}`;
      new Ours(oursStack, id, config);
      new Theirs(theirsStack, id, toOracleConfig(e.attrs, config));
    }
    const pConfig = fullConfig(g.pkg.provider);
    new (findOurs(g.pkg.provider.className))(oursStack, 'p', pConfig);
    new (oracleClasses.get(g.pkg.provider.className))(theirsStack, 'p', toOracleConfig(g.pkg.provider.attrs, pConfig));
    const o = JSON.parse(Testing.synth(oursStack));
    const t = JSON.parse(Testing.synth(theirsStack));
    for (const section of ['resource', 'data', 'provider']) {
      expect(Object.keys(o[section] ?? {}).sort()).toEqual(Object.keys(t[section] ?? {}).sort());
      for (const type of Object.keys(t[section] ?? {})) {
        expect([type, o[section][type]]).toEqual([type, t[section][type]]);
      }
    }
    // and every field of every configuration was really written
    resetSamples();
    for (const e of g.pkg.entities) {
      const [section, id] = [e.kind === 'resource' ? 'resource' : 'data', `${e.kind}_${e.tfType}`];
      expect([e.tfType, Object.keys(o[section][e.tfType][id]).length]).toEqual([e.tfType, Object.keys(fullConfig(e)).length]);
    }
  });
});
