/**
 * Prints a converted program as Python: the names jsii gives the API in Python (snake case, a
 * trailing underscore on keywords), structs as their classes, props as keyword arguments.
 */
import { ClassRef, Expr, Program, Prop, Statement } from './ir';
import { commentOf, Layout, usedClasses } from './print-shared';

const KEYWORDS = new Set(['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield']);

/** The snake-case name jsii gives a camelCase name in Python. */
export function pythonName(camel: string): string {
  // the abbreviations jsii keeps together, then lower-to-upper and upper-run-to-word boundaries
  const s = camel.replace(/(^|[^A-Z])(KiB|MiB|GiB)($|[^a-z])/g, (_, before: string, abbr: string, after: string) => before + abbr[0] + abbr.slice(1).toLowerCase() + after);
  const snake = s.length < 2
    ? s.toLowerCase()
    : s.replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1_$2').replace(/(\p{Lu}+)(\p{Lu}[\p{Ll}\d]+)/gu, '$1_$2').toLowerCase();
  return KEYWORDS.has(snake) ? `${snake}_` : snake;
}

/** A local variable's name in Python. */
export function pythonVariable(name: string): string {
  const n = pythonName(name);
  return n === 'self' || n === 'scope' || n === 'app' || n === 'id' ? `${n}_` : n;
}

function className(c: ClassRef): string {
  if (c.from === 'cdktf') return c.name;
  return c.module === 'index' ? `${c.pkg}.${c.name}` : `${c.pkg}.${c.module}.${c.name}`;
}

const quote = (s: string) => JSON.stringify(s);

class PyLayout extends Layout {
  protected expr(e: Expr, indent: string): string {
    switch (e.k) {
      case 'str': return quote(e.v);
      case 'num': return String(e.v);
      case 'bool': return e.v ? 'True' : 'False';
      case 'null': return 'None';
      case 'var': return e.name === 'this' ? 'self' : pythonVariable(e.name);
      case 'get': return `${this.expr(e.target, indent)}.${pythonName(e.prop)}`;
      case 'call': return `${this.expr(e.target, indent)}.${pythonName(e.method)}(${e.args.map((a) => this.expr(a, indent)).join(', ')})`;
      case 'static': return `${className(e.cls)}.${pythonName(e.method)}(${e.args.map((a) => this.expr(a, indent)).join(', ')})`;
      case 'template':
        // tokens are strings in Python: the parts are joined with +
        return e.parts.filter((p) => p !== '').map((p) => (typeof p === 'string' ? quote(p) : this.expr(p, indent))).join(' + ');
      case 'list': return this.wrap('[', ']', e.items.map((i) => (inner: string) => this.expr(i, inner)), indent, false, '    ');
      case 'map': return this.wrap('{', '}', e.entries.map(([k, v]) => (inner: string) => `${quote(k)}: ${this.expr(v, inner)}`), indent, false, '    ');
      case 'struct': return `${className(e.cls)}${this.kwargs(e.fields, indent)}`;
    }
  }

  private kwargs(props: ReadonlyArray<Prop>, indent: string, leading: string[] = []): string {
    return this.wrap('(', ')', [...leading.map((l) => () => l), ...props.map((p) => (inner: string) => `${pythonName(p.name)}=${this.expr(p.value, inner)}`)], indent, false, '    ');
  }

  public statement(s: Statement, indent: string): string[] {
    const lines = commentOf(s).map((l) => `${indent}# ${l}`);
    if (s.k === 'new') {
      const call = `${className(s.cls)}${this.kwargs(s.props, indent, ['self', quote(s.id), ...(s.arg ? [this.expr(s.arg, indent)] : [])])}`;
      lines.push(`${indent}${s.varName ? `${pythonVariable(s.varName)} = ` : ''}${call}`);
    } else if (s.k === 'let') {
      lines.push(`${indent}${pythonVariable(s.varName)} = ${this.expr(s.value, indent)}`);
    } else if (s.k === 'do') {
      lines.push(`${indent}${this.expr(s.target, indent)}.${pythonName(s.method)}(${s.args.map((a) => this.expr(a, indent)).join(', ')})`);
    }
    return lines;
  }
}

/** The program as a Python file (main.py of a cdktf app). */
export function printPython(p: Program): string {
  const used = usedClasses(p);
  const cdktfNames = [...new Set(['App', 'TerraformStack', ...used.cdktf])].sort();
  const layout = new PyLayout();
  const out = [
    'from constructs import Construct',
    `from cdktf import ${cdktfNames.join(', ')}`,
    ...(used.pkgs.length ? [`from cdktf_triad import ${used.pkgs.join(', ')}`] : []),
    '',
    '',
    `class ${p.stackClass}(TerraformStack):`,
    '    def __init__(self, scope: Construct, id: str):',
    '        super().__init__(scope, id)',
  ];
  for (const s of p.statements) out.push(...layout.statement(s, '        '));
  out.push('', '', 'app = App()', `${p.stackClass}(app, ${quote(p.stackId)})`, 'app.synth()', '');
  return out.join('\n');
}
