/**
 * The converted program, independent of the language it is printed in: ./convert.ts builds it from
 * HCL, ./print-*.ts print it as TypeScript, Python or Java.
 *
 * Names in it are the API's (camelCase, as in TypeScript): each printer writes them as its language
 * does (Python snake case, Java getters and builders).
 */

/** A class the program uses: from cdktf, or from this library (a package, and a submodule in it). */
export type ClassRef =
  | { readonly from: 'cdktf'; readonly name: string }
  | { readonly from: 'triad'; readonly pkg: string; readonly module: string; readonly name: string };

/** What a value is, as far as the converter knows: decides where a token conversion is needed. */
export type ValueType = 'string' | 'number' | 'boolean' | 'list' | 'numberList' | 'map' | 'any';

export type Expr =
  | { readonly k: 'str'; readonly v: string }
  | { readonly k: 'num'; readonly v: number }
  | { readonly k: 'bool'; readonly v: boolean }
  | { readonly k: 'null' }
  | { readonly k: 'list'; readonly items: ReadonlyArray<Expr> }
  /** A map with literal keys (written as the language writes a map of strings to values). */
  | { readonly k: 'map'; readonly entries: ReadonlyArray<readonly [string, Expr]> }
  /** A struct of the library or of cdktf, by its API field names. */
  | { readonly k: 'struct'; readonly cls: ClassRef; readonly fields: ReadonlyArray<Prop> }
  /** A local variable of the program (a construct made before); `this` is the stack. */
  | { readonly k: 'var'; readonly name: string }
  /** Reads a property (`target.prop`; Python `target.prop_name`; Java `target.getProp()`). */
  | { readonly k: 'get'; readonly target: Expr; readonly prop: string }
  /** Calls a method on an object. */
  | { readonly k: 'call'; readonly target: Expr; readonly method: string; readonly args: ReadonlyArray<Expr> }
  /** Calls a static method of a class (`Fn.lower(...)`, `Token.asNumber(...)`). */
  | { readonly k: 'static'; readonly cls: ClassRef; readonly method: string; readonly args: ReadonlyArray<Expr> }
  /** A string made of literal text and values. */
  | { readonly k: 'template'; readonly parts: ReadonlyArray<string | Expr> };

/** A named value: a prop of a construct's config, or a field of a struct. */
export interface Prop {
  readonly name: string;
  readonly value: Expr;
}

/** Where a statement came from, for comments and messages. */
export interface Origin {
  readonly file: string;
  readonly line: number;
}

export type Statement =
  /** `const <varName> = new <cls>(this, <id>, { props })` (no variable when nothing reads it; no id for a backend). */
  | {
    readonly k: 'new';
    readonly varName?: string;
    readonly cls: ClassRef;
    readonly id?: string;
    /** The second argument after the id when the class takes one positionally (TerraformLocal's expression). */
    readonly arg?: Expr;
    readonly props: ReadonlyArray<Prop>;
    readonly comment?: ReadonlyArray<string>;
  }
  /** `const <varName> = <value>` (an iterator). */
  | { readonly k: 'let'; readonly varName: string; readonly value: Expr; readonly comment?: ReadonlyArray<string> }
  /** `<target>.<method>(args)`, e.g. an escape hatch (`addOverride`). */
  | { readonly k: 'do'; readonly target: Expr; readonly method: string; readonly args: ReadonlyArray<Expr>; readonly comment?: ReadonlyArray<string> }
  | { readonly k: 'comment'; readonly lines: ReadonlyArray<string> };

/** A whole converted program: one stack. */
export interface Program {
  /** The stack class's name (PascalCase). */
  readonly stackClass: string;
  /** The stack's id in the app. */
  readonly stackId: string;
  readonly statements: ReadonlyArray<Statement>;
}

/** Calls `visit` on every expression of a statement, nested ones included (parents first). */
export function forEachExpr(s: Statement, visit: (e: Expr) => void): void {
  const walk = (e: Expr | undefined): void => {
    if (!e) return;
    visit(e);
    switch (e.k) {
      case 'list': e.items.forEach(walk); break;
      case 'map': e.entries.forEach(([, v]) => walk(v)); break;
      case 'struct': e.fields.forEach((f) => walk(f.value)); break;
      case 'get': walk(e.target); break;
      case 'call': walk(e.target); e.args.forEach(walk); break;
      case 'static': e.args.forEach(walk); break;
      case 'template': e.parts.forEach((p) => typeof p !== 'string' && walk(p)); break;
      default: break;
    }
  };
  if (s.k === 'new') {
    walk(s.arg);
    s.props.forEach((p) => walk(p.value));
  } else if (s.k === 'let') {
    walk(s.value);
  } else if (s.k === 'do') {
    walk(s.target);
    s.args.forEach(walk);
  }
}

/** The program variables a statement reads. */
export function readsOf(s: Statement): Set<string> {
  const out = new Set<string>();
  forEachExpr(s, (e) => e.k === 'var' && out.add(e.name));
  return out;
}

/** The cdktf classes the converter uses. */
export const cdktf = (name: string): ClassRef => ({ from: 'cdktf', name });
export const str = (v: string): Expr => ({ k: 'str', v });
export const num = (v: number): Expr => ({ k: 'num', v });
export const bool = (v: boolean): Expr => ({ k: 'bool', v });
export const list = (items: ReadonlyArray<Expr>): Expr => ({ k: 'list', items });
export const ref = (name: string): Expr => ({ k: 'var', name });
export const staticCall = (cls: string, method: string, ...args: Expr[]): Expr => ({ k: 'static', cls: cdktf(cls), method, args });
