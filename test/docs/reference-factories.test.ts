/**
 * The table of reference factories in docs/using.md ("Pass the object itself") is the code's list:
 * each row `| \`<pkg>.<Ref>.from…(<parameters>)\` | \`<pkg>.I…\` | … |` is a static `from…` factory of
 * `idp.IdpRef`, `repo.RepoRef` or `cap.CapRef` with those parameter names, giving that interface; every
 * factory of those classes has its row; and every reference interface of a package
 * (src/l1/<pkg>/references.ts) is given by a row. The factories are the compiled classes' own static
 * functions; their parameters and return types are read from their declarations in src/l2/<pkg>/.
 */
import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';
import { cap, idp, repo } from '../../src';

const ROOT = path.resolve(__dirname, '..', '..');
const DOC = 'docs/using.md';
const REFS = [
  { pkg: 'idp', name: 'IdpRef', cls: idp.IdpRef as unknown as Record<string, unknown> },
  { pkg: 'repo', name: 'RepoRef', cls: repo.RepoRef as unknown as Record<string, unknown> },
  { pkg: 'cap', name: 'CapRef', cls: cap.CapRef as unknown as Record<string, unknown> },
];

/** A factory as the table writes it: `idp.IdpRef.fromFlowUuid(flowUuid)` and `idp.IFlow`. */
interface Factory {
  readonly call: string;
  readonly gives: string;
}

/** The .ts files under a folder. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : e.name.endsWith('.ts') ? [p] : [];
  });
}

/** The static `from…` methods declared in the class `name` under src/l2/<pkg>/, with their parameters and return types. */
function declaredFactories(pkg: string, name: string): Map<string, Factory> {
  const out = new Map<string, Factory>();
  for (const file of sources(path.join(ROOT, 'src', 'l2', pkg))) {
    const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    for (const c of sf.statements.filter(ts.isClassDeclaration).filter((d) => d.name?.text === name)) {
      for (const m of c.members.filter(ts.isMethodDeclaration)) {
        const method = m.name.getText(sf);
        if (!method.startsWith('from') || !m.modifiers?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword)) continue;
        const params = m.parameters.map((p) => p.name.getText(sf)).join(', ');
        out.set(method, { call: `${pkg}.${name}.${method}(${params})`, gives: `${pkg}.${m.type?.getText(sf) ?? '(no return type)'}` });
      }
    }
  }
  return out;
}

/** The factories of the code: the compiled classes' static `from…` functions, described by their declarations. */
function codeFactories(): { factories: Factory[]; problems: string[] } {
  const factories: Factory[] = [];
  const problems: string[] = [];
  for (const { pkg, name, cls } of REFS) {
    const declared = declaredFactories(pkg, name);
    const runtime = Object.getOwnPropertyNames(cls).filter((k) => k.startsWith('from') && typeof cls[k] === 'function');
    for (const method of runtime) {
      const f = declared.get(method);
      if (f) factories.push(f);
      else problems.push(`${pkg}.${name}.${method}: a static factory of the compiled class with no declaration in src/l2/${pkg}/`);
    }
    if (runtime.length === 0) problems.push(`${pkg}.${name}: no static from… factory found`);
  }
  return { factories, problems };
}

/** The reference interfaces of a package: the exported interfaces of src/l1/<pkg>/references.ts. */
function referenceInterfaces(pkg: string): string[] {
  const file = path.join(ROOT, 'src', 'l1', pkg, 'references.ts');
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  return sf.statements.filter(ts.isInterfaceDeclaration)
    .filter((d) => d.modifiers?.some((x) => x.kind === ts.SyntaxKind.ExportKeyword))
    .map((d) => `${pkg}.${d.name.text}`);
}

const ROW = /^\|\s*`((?:idp|repo|cap)\.\w+\.from\w*\([^)]*\))`\s*\|\s*`([\w.]+)`\s*\|/;

/** The rows of the factory table of the doc. */
function documentedFactories(markdown: string): Factory[] {
  return markdown.split(/\r?\n/).map((l) => ROW.exec(l)).filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ call: m[1], gives: m[2] }));
}

describe(`${DOC}: the reference factories`, () => {
  const doc = documentedFactories(fs.readFileSync(path.join(ROOT, DOC), 'utf8'));
  const code = codeFactories();
  const row = (f: Factory) => `${f.call} -> ${f.gives}`;

  test('the code\'s factories are found, each with its declaration', () => {
    expect(code.problems).toEqual([]);
    expect(code.factories.length).toBeGreaterThan(REFS.length);
  });

  test('the table lists every factory of idp.IdpRef, repo.RepoRef and cap.CapRef, with its parameters and the interface it gives, and no other', () => {
    const documented = new Set(doc.map(row));
    const actual = new Set(code.factories.map(row));
    const missing = [...actual].filter((r) => !documented.has(r)).map((r) => `missing from ${DOC}: | \`${r.replace(' -> ', '` | `')}\` | ... |`);
    const extra = [...documented].filter((r) => !actual.has(r)).map((r) => `in ${DOC} but not in the code (or with other parameters or another interface): ${r}`);
    expect([...missing, ...extra]).toEqual([]);
  });

  test('each row once', () => {
    const seen = doc.map(row);
    expect(seen.filter((r, i) => seen.indexOf(r) !== i)).toEqual([]);
  });

  test('every reference interface of the three packages is given by a factory of the table', () => {
    const given = new Set(doc.map((f) => f.gives));
    const interfaces = ['idp', 'repo', 'cap'].flatMap(referenceInterfaces);
    expect(interfaces.length).toBeGreaterThan(3);
    expect(interfaces.filter((i) => !given.has(i)).map((i) => `${i}: no factory in ${DOC}`)).toEqual([]);
  });
});
