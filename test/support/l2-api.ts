/**
 * The public API of the L2s, read from their TypeScript sources with the compiler API (no compile or
 * jsii assembly needed): the exported props / options interfaces with their members (inherited ones
 * included), the exported classes' public constructors and methods that take arguments, and their
 * public getters. The tables
 * of test/l2/careless-input.test.ts and test/l2/props-reach-json.test.ts are checked against it, so a
 * prop added to an L2 without a row fails both.
 */
import * as fs from 'fs';
import * as path from 'path';
import * as ts from 'typescript';

/**
 * The L2 sources as written. Under `npm run mutation` the tests run in a copy of the project
 * (`.stryker-tmp/sandbox-…`) whose sources Stryker has rewritten with its mutants; their API is read
 * from the project's own files, two folders up.
 */
const HERE = path.join(__dirname, '..', '..');
const ROOT = /[\\/]\.stryker-tmp[\\/]sandbox-[^\\/]+$/.test(HERE) ? path.resolve(HERE, '..', '..') : HERE;
const L2 = path.join(ROOT, 'src', 'l2');

/** A member of an interface or a parameter: its name, whether it may be left out, its type as written. */
export interface ApiMember {
  readonly name: string;
  readonly optional: boolean;
  readonly type: string;
}

/** A public getter (key `Class.getter`): its type as written and the expression it returns. */
export interface ApiGetter {
  readonly key: string;
  readonly type: string;
  /** The expression of a body that is one `return` statement; undefined for any other body. */
  readonly returns?: string;
}

/** A public constructor (key `Class`) or method (key `Class.method`) with its parameters. */
export interface ApiCall {
  readonly key: string;
  readonly constructor: boolean;
  readonly params: ApiMember[];
}

export interface L2Api {
  /** Interface name -> its members (inherited first). */
  readonly interfaces: Map<string, ApiMember[]>;
  /** Constructors and methods that take arguments, by key. */
  readonly calls: Map<string, ApiCall>;
  /** Public getters, by key. */
  readonly getters: Map<string, ApiGetter>;
}

const modifiers = (n: ts.Node) => (ts.canHaveModifiers(n) ? ts.getModifiers(n) ?? [] : []);
const exported = (n: ts.Node) => modifiers(n).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hidden = (n: ts.Node) => modifiers(n).some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.ProtectedKeyword);

let cached: L2Api | undefined;

/** The API of the modules the `idp`, `repo` and `cap` L2 indexes export. */
export function readL2Api(): L2Api {
  if (cached) return cached;
  const files: string[] = [];
  for (const ns of ['idp', 'repo', 'cap']) {
    const index = fs.readFileSync(path.join(L2, ns, 'index.ts'), 'utf8');
    for (const m of index.matchAll(/export \* from '\.\/([^']+)'/g)) files.push(path.join(L2, ns, `${m[1]}.ts`));
  }
  const own = new Map<string, { members: ApiMember[]; bases: string[] }>();
  const calls = new Map<string, ApiCall>();
  const getters = new Map<string, ApiGetter>();
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const node of source.statements) {
      if (ts.isInterfaceDeclaration(node) && exported(node)) {
        own.set(node.name.text, {
          members: node.members.filter(ts.isPropertySignature).map((m) => ({ name: m.name.getText(source), optional: !!m.questionToken, type: m.type?.getText(source) ?? '' })),
          bases: (node.heritageClauses ?? []).flatMap((h) => h.types.map((t) => t.expression.getText(source))),
        });
      }
      if (ts.isClassDeclaration(node) && exported(node) && node.name) {
        for (const member of node.members) {
          if (ts.isGetAccessorDeclaration(member) && !hidden(member)) {
            const key = `${node.name.text}.${member.name.getText(source)}`;
            const body = member.body?.statements ?? [];
            const only = body.length === 1 && ts.isReturnStatement(body[0]) ? body[0].expression?.getText(source) : undefined;
            getters.set(key, { key, type: member.type?.getText(source) ?? '', returns: only });
            continue;
          }
          if (!(ts.isMethodDeclaration(member) || ts.isConstructorDeclaration(member)) || hidden(member) || !member.parameters.length) continue;
          const ctor = ts.isConstructorDeclaration(member);
          const key = ctor ? node.name.text : `${node.name.text}.${member.name.getText(source)}`;
          calls.set(key, {
            key,
            constructor: ctor,
            params: member.parameters.map((p) => ({ name: p.name.getText(source), optional: !!p.questionToken || !!p.initializer, type: p.type?.getText(source) ?? '' })),
          });
        }
      }
    }
  }
  const membersOf = (name: string): ApiMember[] => {
    const i = own.get(name);
    return i ? [...i.bases.flatMap(membersOf), ...i.members] : [];
  };
  cached = { interfaces: new Map([...own.keys()].map((name) => [name, membersOf(name)])), calls, getters };
  return cached;
}
