/**
 * Prints a converted program as Python: the names jsii gives the API in Python (snake case, a
 * trailing underscore on keywords), structs as their classes, props as keyword arguments.
 */
import { ClassRef, Expr, Program, Prop, Statement } from './ir';
import { commentLine, commentOf, Layout, usedClasses } from './print-shared';
import { importNames } from './target';

const KEYWORDS = new Set(['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield']);

/**
 * The snake-case name jsii gives a camelCase API name in Python (methods, properties, keyword
 * arguments): KiB, MiB and GiB kept as one word; a lowercase letter or digit before an uppercase
 * one starts a word, and so does the last uppercase letter of a run before lowercase ones
 * (`dataURLString` -> `data_url_string`, `ipv4Address` -> `ipv4_address`, `ABC1` -> `abc1`); a
 * keyword takes a trailing underscore. test/convert/python-names.test.ts compares it with jsii's.
 */
export function pythonName(camel: string): string {
  const s = camel.replace(/(^|[^A-Z])(KiB|MiB|GiB)($|[^a-z])/g, (_, before: string, abbr: string, after: string) => before + abbr[0] + abbr.slice(1).toLowerCase() + after);
  const snake = s.length < 2
    ? s.toLowerCase()
    : s.replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1_$2').replace(/(\p{Lu})(\p{Lu}\p{Ll}+)/gu, '$1_$2').toLowerCase();
  return KEYWORDS.has(snake) ? `${snake}_` : snake;
}

/**
 * The Python names of a program's local variables: snake case, unique (two camelCase names may
 * make one snake-case name), and none a name the stack's `__init__` uses otherwise (its
 * parameters, `super`, the library's packages it imports): a name assigned anywhere in a function
 * is local in all of it, so a variable `idp` would hide the package `idp` from its first line.
 */
export function pythonVariables(p: Program, reserved: Iterable<string>): Map<string, string> {
  const taken = new Set(['self', 'scope', 'id', 'app', 'super', ...reserved]);
  const names = new Map<string, string>();
  const declare = (camel: string | undefined) => {
    if (!camel || names.has(camel)) return;
    const base = pythonName(camel);
    let name = taken.has(base) ? `${base}_` : base;
    for (let i = 2; taken.has(name); i++) name = `${base}_${i}`;
    taken.add(name);
    names.set(camel, name);
  };
  for (const s of p.statements) if (s.k === 'new' || s.k === 'let') declare(s.varName);
  return names;
}

/** A class as the program names it: cdktf's by name, the library's through its package (and submodule). */
function className(c: ClassRef): string {
  if (c.from === 'cdktf') return c.name;
  return c.module === 'index' ? `${c.pkg}.${c.name}` : `${c.pkg}.${c.module}.${c.name}`;
}

/**
 * A Python string literal: JSON's quoting is Python's too (`\\`, `\"`, `\n`, `\uXXXX`, ...); the line
 * breaks Unicode has besides `\n` and `\r` are escaped as well (Python reads them in a literal, editors break the line).
 */
const quote = (s: string) => JSON.stringify(s).replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * A number literal: JavaScript's (`1e+21`, `-3.5`, `1e-7`, `12345678901234567000`) reads in Python
 * as the same number. An infinite one (a literal beyond a double's range, which the converter reports
 * as a problem) is Python's `float("inf")`.
 */
function numberLiteral(n: number): string {
  if (Number.isNaN(n)) throw new Error('a number of the program is NaN: it has no literal');
  if (!Number.isFinite(n)) return n > 0 ? 'float("inf")' : 'float("-inf")';
  return String(n);
}

class PyLayout extends Layout {
  public constructor(private readonly variables: ReadonlyMap<string, string>) {
    super();
  }

  private variable(name: string): string {
    if (name === 'this') return 'self';
    return this.variables.get(name) ?? pythonName(name);
  }

  protected expr(e: Expr, indent: string): string {
    switch (e.k) {
      case 'str': return quote(e.v);
      case 'num': return numberLiteral(e.v);
      case 'bool': return e.v ? 'True' : 'False';
      case 'null': return 'None';
      case 'var': return this.variable(e.name);
      case 'get': return `${this.expr(e.target, indent)}.${pythonName(e.prop)}`;
      case 'call': return `${this.expr(e.target, indent)}.${pythonName(e.method)}(${this.args(e.args, indent)})`;
      case 'static': return `${className(e.cls)}.${pythonName(e.method)}(${this.args(e.args, indent)})`;
      case 'template':
        // tokens are strings in Python: the parts are joined with +
        return e.parts.filter((p) => p !== '').map((p) => (typeof p === 'string' ? quote(p) : this.expr(p, indent))).join(' + ');
      case 'list': return this.wrap('[', ']', e.items.map((i) => (inner: string) => this.expr(i, inner)), indent, false, '    ');
      case 'map': return this.wrap('{', '}', e.entries.map(([k, v]) => (inner: string) => `${quote(k)}: ${this.expr(v, inner)}`), indent, false, '    ');
      case 'struct': return `${className(e.cls)}${this.kwargs(e.fields, indent)}`;
    }
  }

  private args(args: ReadonlyArray<Expr>, indent: string): string {
    return args.map((a) => this.expr(a, indent)).join(', ');
  }

  private kwargs(props: ReadonlyArray<Prop>, indent: string, leading: string[] = []): string {
    return this.wrap('(', ')', [...leading.map((l) => () => l), ...props.map((p) => (inner: string) => `${pythonName(p.name)}=${this.expr(p.value, inner)}`)], indent, false, '    ');
  }

  public statement(s: Statement, indent: string): string[] {
    const lines = commentOf(s).map((l) => commentLine(indent, '#', l));
    if (s.k === 'new') {
      // a backend has no id: `LocalBackend(self, path=...)`
      const leading = ['self', ...(s.id === undefined ? [] : [quote(s.id)]), ...(s.arg ? [this.expr(s.arg, indent)] : [])];
      const call = `${className(s.cls)}${this.kwargs(s.props, indent, leading)}`;
      lines.push(`${indent}${s.varName ? `${this.variable(s.varName)} = ` : ''}${call}`);
    } else if (s.k === 'let') {
      lines.push(`${indent}${this.variable(s.varName)} = ${this.expr(s.value, indent)}`);
    } else if (s.k === 'do') {
      lines.push(`${indent}${this.expr(s.target, indent)}.${pythonName(s.method)}(${this.args(s.args, indent)})`);
    }
    return lines;
  }
}

/** The program as a Python file (main.py of a cdktf app). */
export function printPython(p: Program): string {
  const used = usedClasses(p);
  const layout = new PyLayout(pythonVariables(p, used.pkgs));
  const body: string[] = [];
  for (const s of p.statements) body.push(...layout.statement(s, '        '));
  const cdktfNames = [...new Set(['App', 'TerraformStack', ...used.cdktf])].sort();
  // the modules of this build: cdktf and cdktf_triad (cdktn and its own for the CDK Terrain build)
  const names = importNames();
  return [
    'from constructs import Construct',
    `from ${names.frameworkPython} import ${cdktfNames.join(', ')}`,
    ...(used.pkgs.length ? [`from ${names.python} import ${used.pkgs.join(', ')}`] : []),
    '',
    '',
    `class ${p.stackClass}(TerraformStack):`,
    '    def __init__(self, scope: Construct, id: str):',
    '        super().__init__(scope, id)',
    ...body,
    '',
    '',
    'app = App()',
    `${p.stackClass}(app, ${quote(p.stackId)})`,
    'app.synth()',
    '',
  ].join('\n');
}
