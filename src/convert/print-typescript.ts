/**
 * Prints a converted program as TypeScript: one stack class, and an app that synthesizes it.
 */
import { ClassRef, Expr, Program, Prop, Statement } from './ir';
import { commentLine, commentOf, Layout, usedClasses } from './print-shared';
import { importNames } from './target';

const RESERVED = new Set(['break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export', 'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super', 'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with', 'as', 'implements', 'interface', 'let', 'package', 'private', 'protected', 'public', 'static', 'yield', 'await', 'app', 'scope', 'id']);

/** A local variable's name in TypeScript (the program's names are camelCase already). */
export function tsVariable(name: string): string {
  return RESERVED.has(name) ? `${name}_` : name;
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function className(c: ClassRef): string {
  if (c.from === 'cdktf') return c.name;
  return c.module === 'index' ? `${c.pkg}.${c.name}` : `${c.pkg}.${c.module}.${c.name}`;
}

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}'`;
const key = (k: string) => (IDENT.test(k) ? k : quote(k));

class TsLayout extends Layout {
  protected expr(e: Expr, indent: string): string {
    switch (e.k) {
      case 'str': return quote(e.v);
      case 'num': return String(e.v);
      case 'bool': return String(e.v);
      case 'null': return 'null';
      case 'var': return e.name === 'this' ? 'this' : tsVariable(e.name);
      case 'get': return `${this.expr(e.target, indent)}.${e.prop}`;
      case 'call': return `${this.expr(e.target, indent)}.${e.method}(${e.args.map((a) => this.expr(a, indent)).join(', ')})`;
      case 'static': return `${className(e.cls)}.${e.method}(${e.args.map((a) => this.expr(a, indent)).join(', ')})`;
      case 'template':
        return '`' + e.parts.map((p) => (typeof p === 'string' ? p.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') : '${' + this.expr(p, indent) + '}')).join('') + '`';
      case 'list': return this.wrap('[', ']', e.items.map((i) => (inner: string) => this.expr(i, inner)), indent);
      case 'map': return this.wrap('{', '}', e.entries.map(([k, v]) => (inner: string) => `${key(k)}: ${this.expr(v, inner)}`), indent, true);
      case 'struct': return this.props(e.fields, indent);
    }
  }

  public props(props: ReadonlyArray<Prop>, indent: string): string {
    return this.wrap('{', '}', props.map((p) => (inner: string) => `${p.name}: ${this.expr(p.value, inner)}`), indent, true);
  }

  public statement(s: Statement, indent: string): string[] {
    const lines = commentOf(s).map((l) => commentLine(indent, '//', l));
    if (s.k === 'new') {
      const args = ['this', ...(s.id === undefined ? [] : [quote(s.id)]), ...(s.arg ? [this.expr(s.arg, indent)] : []), ...(s.props.length ? [this.props(s.props, indent)] : [])];
      lines.push(`${indent}${s.varName ? `const ${tsVariable(s.varName)} = ` : ''}new ${className(s.cls)}(${args.join(', ')});`);
    } else if (s.k === 'let') {
      lines.push(`${indent}const ${tsVariable(s.varName)} = ${this.expr(s.value, indent)};`);
    } else if (s.k === 'do') {
      lines.push(`${indent}${this.expr(s.target, indent)}.${s.method}(${s.args.map((a) => this.expr(a, indent)).join(', ')});`);
    }
    return lines;
  }
}

/** The program as a TypeScript file (main.ts of a cdktf app). */
export function printTypeScript(p: Program): string {
  const used = usedClasses(p, false);
  const cdktfNames = [...new Set(['App', 'TerraformStack', ...used.cdktf])].sort();
  const layout = new TsLayout();
  const names = importNames();
  const out = [
    "import { Construct } from 'constructs';",
    `import { ${cdktfNames.join(', ')} } from '${names.frameworkNpm}';`,
    ...(used.pkgs.length ? [`import { ${used.pkgs.join(', ')} } from '${names.npm}';`] : []),
    '',
    `export class ${p.stackClass} extends TerraformStack {`,
    '  constructor(scope: Construct, id: string) {',
    '    super(scope, id);',
  ];
  for (const s of p.statements) out.push(...layout.statement(s, '    '));
  out.push('  }', '}', '', 'const app = new App();', `new ${p.stackClass}(app, ${quote(p.stackId)});`, 'app.synth();', '');
  return out.join('\n');
}
