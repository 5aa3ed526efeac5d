/**
 * Values and expressions: a literal becomes a literal of the type the prop takes (Terraform's own
 * conversions, made at conversion time); an expression becomes code where the API has a way to say
 * it (a getter of the object it reads, a variable's or local's value, `Fn.*`, `Op.*`, a template
 * string), and stays a Terraform expression string otherwise (`'${...}'`, which cdktf writes as
 * given), so that the synthesized configuration is the one the HCL describes.
 */
import type { ExpressionType } from '@cdktf/hcl2json/lib/syntax-tree';
import { CatalogEntity, CatalogKind } from './catalog-types';
import { signatures, valueTypeOf } from './functions';
import { Problem } from './hcl';
import { bool, Expr, list, num, ref, staticCall, str, ValueType } from './ir';

/** What a prop takes. */
export type Want = ValueType | 'booleanList' | 'numberMap' | 'booleanMap' | 'mapList';

/** The type a prop of a kind takes. */
export function wantOf(kind: CatalogKind): Want {
  switch (kind) {
    case 'string': case 'number': case 'boolean': return kind;
    case 'stringList': case 'stringSet': return 'list';
    case 'numberList': case 'numberSet': return 'numberList';
    case 'booleanList': return 'booleanList';
    case 'stringMap': return 'map';
    case 'numberMap': return 'numberMap';
    case 'booleanMap': return 'booleanMap';
    case 'stringMapList': return 'mapList';
    default: return 'any';
  }
}

/** What the program knows of a block expressions may read. */
export interface Symbol {
  readonly kind: 'variable' | 'local' | 'module' | 'provider' | 'data' | 'resource';
  readonly varName: string;
  readonly entity?: CatalogEntity;
}

export interface Scope {
  symbol(address: string): Symbol | undefined;
  ast(expression: string): ExpressionType | undefined;
  problem(p: Problem): void;
}

/** Where a value is: for messages. */
export interface At {
  readonly file: string;
  readonly line: number;
  /** The Terraform address and attribute path. */
  readonly where: string;
}

interface Typed {
  readonly e: Expr;
  readonly t: Want;
}

const COERCE: { [w in Want]?: string } = {
  string: 'asString',
  number: 'asNumber',
  list: 'asList',
  numberList: 'asNumberList',
  map: 'asStringMap',
  numberMap: 'asNumberMap',
  booleanMap: 'asBooleanMap',
  boolean: 'asAny',
  booleanList: 'asAny',
  mapList: 'asAny',
};

const OPERATORS: { [op: string]: [string, Want] } = {
  add: ['add', 'number'],
  subtract: ['sub', 'number'],
  multiply: ['mul', 'number'],
  divide: ['div', 'number'],
  modulo: ['mod', 'number'],
  greaterThan: ['gt', 'boolean'],
  greaterThanOrEqual: ['gte', 'boolean'],
  lessThan: ['lt', 'boolean'],
  lessThanOrEqual: ['lte', 'boolean'],
  equal: ['eq', 'boolean'],
  notEqual: ['neq', 'boolean'],
  logicalAnd: ['and', 'boolean'],
  logicalOr: ['or', 'boolean'],
  logicalNot: ['not', 'boolean'],
  negate: ['negate', 'number'],
};

/** What an operator's operands are: numbers for arithmetic and ordering, booleans for logic, anything for equality. */
function operandOf(op: string | undefined): Want {
  if (op === 'eq' || op === 'neq' || op === undefined) return 'any';
  return op === 'and' || op === 'or' || op === 'not' ? 'boolean' : 'number';
}

/** Functions left as Terraform expressions: their method names are reserved words in a target language. */
const KEPT_FUNCTIONS = new Set(['try']);

/**
 * How each kind of object cdktf gives is read, by what is wanted: the member, per type it gives
 * (a variable's `stringValue`, a local's `asNumber`, a module's `getList(output)`, a generic
 * resource's `getStringAttribute(name)`); `other` for anything else (and what it gives then).
 */
const READERS: { readonly [reader: string]: { readonly [w in Want]?: string } & { readonly other: readonly [string, Want] } } = {
  variable: { string: 'stringValue', number: 'numberValue', boolean: 'booleanValue', list: 'listValue', other: ['value', 'any'] },
  local: { string: 'asString', number: 'asNumber', boolean: 'asBoolean', list: 'asList', other: ['expression', 'any'] },
  module: { string: 'getString', number: 'getNumber', boolean: 'getBoolean', list: 'getList', other: ['get', 'any'] },
  attribute: { number: 'getNumberAttribute', boolean: 'getBooleanAttribute', list: 'getListAttribute', numberList: 'getNumberListAttribute', other: ['getStringAttribute', 'string'] },
};

/** The member that reads a variable, local, module output or generic resource's attribute, and what it gives. */
function reader(kind: keyof typeof READERS, want: Want): [string, Want] {
  const r = READERS[kind];
  const member = r[want];
  return member ? [member, want] : [r.other[0], r.other[1]];
}

/**
 * The text of a string literal of the syntax tree, which holds it as written (escaped): `\"`, `\\`,
 * `\n`, `\r`, `\t`, `\uNNNN`, `\UNNNNNNNN` unescaped; `$${` and `%%{` stay, as Terraform's JSON reads
 * its strings as templates too.
 */
export function unescapeLiteral(text: string): string {
  return text.replace(/\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|.)/g, (_, e: string) => {
    if (e.length > 1) return String.fromCodePoint(parseInt(e.slice(1), 16));
    return ({ 'n': '\n', 'r': '\r', 't': '\t', '"': '"', '\\': '\\' } as Record<string, string>)[e] ?? `\\${e}`;
  });
}

/** Whether a value of type `have` may be given where `want` is taken without a conversion. */
function fits(have: Want, want: Want): boolean {
  return have === want || want === 'any';
}

export class ExpressionConverter {
  /** The iterator variable of each block with a for_each, by address. */
  public readonly iterators = new Map<string, { readonly name: string; readonly keyIsString: boolean }>();
  /** The iterators of the dynamic blocks being converted, by the name their content reads (`tags.value`). */
  public readonly dynamicIterators = new Map<string, { readonly name: string; readonly keyIsString: boolean }>();
  /** The address of the block being converted (whose `each` an expression reads). */
  public current: string | undefined;

  public constructor(private readonly scope: Scope) {}

  /** A value of the parser's JSON given where `want` is taken. */
  public value(v: unknown, want: Want, at: At): Expr {
    if (typeof v === 'string' && (v.includes('${') || v.includes('%{'))) {
      const ast = this.scope.ast(v);
      if (!ast) {
        this.scope.problem({ file: at.file, line: at.line, message: `${at.where}: the expression ${JSON.stringify(v)} cannot be read (kept as written)` });
        return this.coerce({ e: str(v), t: 'string' }, want);
      }
      const typed = this.convert(ast, want);
      return this.coerce(typed ?? { e: str(v), t: 'string' }, want);
    }
    return this.literal(v, want, at);
  }

  /** A syntax tree (a part of an expression) given where `want` is taken. */
  public node(ast: ExpressionType, want: Want, at: At): Expr {
    const typed = this.convert(ast, want);
    if (typed) return this.coerce(typed, want);
    return this.value(`\${${(ast.meta as any).value}}`, want, at);
  }

  /** A JSON value as written (strings kept as they are, expressions included): for escape hatches and defaults. */
  public json(v: unknown, at: At): Expr {
    // Terraform's null: a token, as each language's own null is dropped on the way to cdktf
    if (v === null || v === undefined) return staticCall('Token', 'nullValue');
    if (typeof v === 'string') return str(v);
    if (typeof v === 'number') return this.number(v, at);
    if (typeof v === 'boolean') return bool(v);
    if (Array.isArray(v)) return list(v.map((x) => this.json(x, at)));
    return { k: 'map', entries: Object.entries(v as object).map(([k, x]) => [k, this.json(x, at)] as const) };
  }

  /**
   * A number written bare: Terraform's numbers have any size, cdktf's are doubles, so one beyond a
   * double's range (the parser reads it as infinite, in an interpolation of it alone too) is
   * reported; written in quotes (`"1e400"`) it is kept as a string, which Terraform converts.
   */
  private number(n: number, at: At): Expr {
    if (!Number.isFinite(n)) {
      this.scope.problem({ file: at.file, line: at.line, message: `${at.where}: a number beyond a double's range (about 1.8e308) cannot be written by cdktf; written in quotes it is kept, and Terraform converts it to the number` });
    }
    return num(n);
  }

  /** A number written bare where a string is taken, as Terraform converts it (and reports the ones it cannot write). */
  private numberText(n: number, at: At): Expr {
    this.number(n, at);
    return str(String(n));
  }

  private coerce(x: Typed, want: Want): Expr {
    if (fits(x.t, want)) return x.e;
    const method = COERCE[want];
    return method ? staticCall('Token', method, x.e) : x.e;
  }

  private literal(v: unknown, want: Want, at: At): Expr {
    const wrong = (what: string) => {
      this.scope.problem({ file: at.file, line: at.line, message: `${at.where}: ${JSON.stringify(v)} is not ${what} (kept as written)` });
      return this.coerce({ e: this.json(v, at), t: 'any' }, want);
    };
    switch (want) {
      case 'string':
        if (typeof v === 'string') return str(v);
        if (typeof v === 'number') return this.numberText(v, at);
        if (typeof v === 'boolean') return str(String(v));
        return wrong('a string');
      case 'number':
        if (typeof v === 'number') return this.number(v, at);
        // a string of a number beyond a double's range stays a string, which Terraform converts whole
        if (typeof v === 'string' && v.trim() !== '' && !isNaN(Number(v))) return Number.isFinite(Number(v)) ? num(Number(v)) : this.coerce({ e: str(v), t: 'string' }, want);
        return wrong('a number');
      case 'boolean':
        if (typeof v === 'boolean') return bool(v);
        if (v === 'true' || v === 'false') return bool(v === 'true');
        return wrong('true or false');
      case 'list': case 'numberList': case 'booleanList': case 'mapList': {
        if (!Array.isArray(v)) return wrong('a list');
        const item: Want = want === 'list' ? 'string' : want === 'numberList' ? 'number' : want === 'booleanList' ? 'boolean' : 'map';
        return list(v.map((x) => this.value(x, item, at)));
      }
      case 'map': case 'numberMap': case 'booleanMap': {
        if (!v || typeof v !== 'object' || Array.isArray(v)) return wrong('a map');
        const item: Want = want === 'map' ? 'string' : want === 'numberMap' ? 'number' : 'boolean';
        return { k: 'map', entries: Object.entries(v).map(([k, x]) => [k, this.value(x, item, at)] as const) };
      }
      default:
        if (Array.isArray(v)) return list(v.map((x) => this.value(x, 'any', at)));
        if (v && typeof v === 'object') return { k: 'map', entries: Object.entries(v).map(([k, x]) => [k, this.value(x, 'any', at)] as const) };
        return this.json(v, at);
    }
  }

  /** Code for a syntax tree, or undefined where it stays a Terraform expression. */
  private convert(ast: ExpressionType, want: Want): Typed | undefined {
    const meta = ast.meta as any;
    switch (ast.type) {
      case 'templateWrap':
        return ast.children.length === 1 ? this.convert(ast.children[0], want) : undefined;
      case 'template': {
        const parts: Array<string | Expr> = [];
        for (const c of ast.children) {
          if (c.type === 'literalValue' && (c.meta as any).type === 'string') { parts.push(unescapeLiteral((c.meta as any).value)); continue; }
          const x = this.convert(c, 'string');
          if (!x) return undefined;
          parts.push(this.coerce(x, 'string'));
        }
        return parts.every((p) => typeof p === 'string') ? { e: str(parts.join('')), t: 'string' } : { e: { k: 'template', parts }, t: 'string' };
      }
      case 'literalValue':
        if (meta.type === 'string') return { e: str(unescapeLiteral(meta.value)), t: 'string' };
        // a number beyond a double's range in a larger expression keeps that expression as written
        if (meta.type === 'number') return Number.isFinite(Number(meta.value)) ? { e: num(Number(meta.value)), t: 'number' } : undefined;
        if (meta.type === 'bool') return { e: bool(meta.value === 'true'), t: 'boolean' };
        return undefined;
      case 'scopeTraversal': {
        // a getter of a set reads it through tolist(): only `tolist(<the set>)` is that getter
        const x = this.traversal(ast, want);
        return x?.set ? undefined : x;
      }
      case 'function': {
        if (meta.name === 'tolist' && ast.children.length === 1 && ast.children[0].type === 'scopeTraversal') {
          const x = this.traversal(ast.children[0], want);
          if (x?.set) return x;
        }
        const sig = signatures().get(meta.name);
        if (!sig || KEPT_FUNCTIONS.has(meta.name) || meta.expandedFinalArgument) return undefined;
        const args = ast.children;
        const fixed = sig.variadic ? sig.params.length - 1 : sig.params.length;
        const required = sig.params.filter((p) => !p.optional).length - (sig.variadic ? 1 : 0);
        if (args.length < required || (!sig.variadic && args.length > fixed)) return undefined;
        const out: Expr[] = [];
        for (let i = 0; i < Math.min(args.length, fixed); i++) {
          const x = this.convert(args[i], valueTypeOf(sig.params[i].code));
          if (!x) return undefined;
          out.push(this.coerce(x, valueTypeOf(sig.params[i].code)));
        }
        if (sig.variadic) {
          const rest: Expr[] = [];
          const itemWant: Want = sig.params[fixed].code === 'N' ? 'number' : sig.params[fixed].code === 'R' ? 'list' : 'any';
          for (const a of args.slice(fixed)) {
            const x = this.convert(a, itemWant);
            if (!x) return undefined;
            rest.push(this.coerce(x, itemWant));
          }
          out.push(list(rest));
        }
        return { e: staticCall('Fn', sig.method, ...out), t: valueTypeOf(sig.returns) };
      }
      case 'conditional': {
        const parts = ast.children.map((c, i) => this.convert(c, i === 0 ? 'boolean' : want));
        if (parts.length !== 3 || parts.some((p) => !p)) return undefined;
        return { e: staticCall('Fn', 'conditional', ...parts.map((p) => p!.e)), t: 'any' };
      }
      case 'binaryOp': case 'unaryOp': {
        const op = OPERATORS[meta.operator];
        const parts = ast.children.map((c) => this.convert(c, operandOf(op?.[0])));
        if (!op || parts.some((p) => !p)) return undefined;
        // cdktf's Op leaves out an operand that is 0, false or '' (it tests it for truth): kept as an expression then
        if (parts.some((p) => (p!.e.k === 'num' && p!.e.v === 0) || (p!.e.k === 'bool' && !p!.e.v) || (p!.e.k === 'str' && p!.e.v === ''))) return undefined;
        return { e: staticCall('Op', op[0], ...parts.map((p) => p!.e)), t: op[1] };
      }
      case 'tuple': {
        const items = ast.children.map((c) => this.convert(c, want === 'list' ? 'string' : want === 'numberList' ? 'number' : 'any'));
        if (items.some((p) => !p)) return undefined;
        return { e: list(items.map((p) => p!.e)), t: items.every((p) => p!.t === 'string') ? 'list' : 'any' };
      }
      case 'object': {
        // an object with literal keys: a map
        const keys = Object.keys(meta.items ?? {});
        if (ast.children.length !== keys.length * 2) return undefined;
        const entries: Array<readonly [string, Expr]> = [];
        for (let i = 0; i < keys.length; i++) {
          const key = /^"(.*)"$/.exec(keys[i])?.[1] ?? keys[i];
          if (!/^[\w-]+$/.test(key)) return undefined;
          const x = this.convert(ast.children[2 * i + 1], 'any');
          if (!x) return undefined;
          entries.push([key, x.e]);
        }
        return { e: { k: 'map', entries }, t: 'any' };
      }
      default:
        return undefined;
    }
  }

  private traversal(ast: ExpressionType, want: Want): (Typed & { set?: boolean }) | undefined {
    const parts = (ast.meta as any).traversal.map((t: any) => ({ name: t.segment as string, index: t.type === 'indexTraversal' }));
    if (parts.some((p: { index: boolean }) => p.index)) return undefined;
    const names: string[] = parts.map((p: { name: string }) => p.name);
    const [root, second] = names;
    if (root === 'var' || root === 'local' || root === 'module') {
      const address = `${root}.${second}`;
      const sym = this.scope.symbol(address);
      if (!sym) return undefined;
      if (root === 'module') {
        if (names.length !== 3) return undefined;
        const [method, t] = reader('module', want);
        return { e: { k: 'call', target: ref(sym.varName), method, args: [str(names[2])] }, t };
      }
      if (names.length !== 2) return undefined;
      const [getter, t] = reader(root === 'var' ? 'variable' : 'local', want);
      return { e: { k: 'get', target: ref(sym.varName), prop: getter }, t };
    }
    const dynamic = this.dynamicIterators.get(root);
    if (dynamic) {
      if (names.length !== 2 || (second !== 'key' && second !== 'value')) return undefined;
      return { e: { k: 'get', target: ref(dynamic.name), prop: second }, t: second === 'key' && dynamic.keyIsString ? 'string' : 'any' };
    }
    if (root === 'each') {
      const it = this.current ? this.iterators.get(this.current) : undefined;
      if (!it || names.length !== 2 || (second !== 'key' && second !== 'value')) return undefined;
      // a map iterator's key is a string; a list iterator's (the set's items) is any value
      return { e: { k: 'get', target: ref(it.name), prop: second }, t: second === 'key' && it.keyIsString ? 'string' : 'any' };
    }
    const address = root === 'data' ? names.slice(0, 3).join('.') : names.slice(0, 2).join('.');
    const rest = names.slice(root === 'data' ? 3 : 2);
    const sym = this.scope.symbol(address);
    if (!sym || rest.length !== 1 || (sym.kind !== 'resource' && sym.kind !== 'data')) return undefined;
    if (!sym.entity) {
      // a type of another provider, through cdktf's generic class: its attributes by name
      const [method, t] = reader('attribute', want);
      return { e: { k: 'call', target: ref(sym.varName), method, args: [str(rest[0])] }, t };
    }
    const attr = sym.entity.attrs.find((a) => a[0] === rest[0]);
    if (!attr) return undefined;
    const t = wantOf(attr[2]);
    if (t === 'any') return undefined;
    return { e: { k: 'get', target: ref(sym.varName), prop: attr[1] }, t, set: attr[2] === 'stringSet' || attr[2] === 'numberSet' };
  }
}

