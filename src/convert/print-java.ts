/**
 * Prints a converted program as Java: one file, the stack class with a `main` that synthesizes it.
 *
 * jsii's Java API: constructs and structs through builders (`X.Builder.create(this, "id").prop(v).build()`,
 * `S.builder().field(v).build()`), properties through getters (`x.getUuid()`), names that are Java
 * keywords renamed as jsii renames them (`default` -> `defaultValue`). Java's static types are stricter
 * than TypeScript's: the printer knows the type of every setter and getter it writes (the catalog's
 * kinds for the library's classes, a table for cdktf's) and converts a value through cdktf's `Token`
 * where its Java type is not the one taken (a boolean attribute, `Object` in Java, where a boolean is
 * taken: `Token.asAny(group.getIsSuperuser())`), which leaves the synthesized configuration as it is.
 * Terraform's null is `Token.nullValue()` (Java's null is jsii's undefined: left out).
 *
 * A method's code is at most 64 KB in Java: a long program is split into methods (`part1()`, ...)
 * that the constructor calls in order; what a later part reads is a field of the class.
 */
import { CATALOG } from './catalog';
import { CatalogAttr, CatalogEntity } from './catalog-types';
import { ParamCode, signatures } from './functions';
import { cdktf, ClassRef, Expr, Program, Prop, readsOf, Statement } from './ir';
import { commentLine, commentOf, Layout } from './print-shared';
import { importNames } from './target';

// ------------------------------------------------------------------------------------------------
// names

/** What jsii renames in Java (jsii-pacmak's reserved words: Java's keywords and literals, and `build`). */
const JSII_RESERVED = new Set(['abstract', 'assert', 'boolean', 'break', 'build', 'byte', 'case', 'catch', 'char', 'class', 'const', 'continue', 'default', 'double', 'do', 'else', 'enum', 'extends', 'false', 'final', 'finally', 'float', 'for', 'goto', 'if', 'implements', 'import', 'instanceof', 'int', 'interface', 'long', 'native', 'new', 'null', 'package', 'private', 'protected', 'public', 'return', 'short', 'static', 'strictfp', 'super', 'switch', 'synchronized', 'this', 'throw', 'throws', 'transient', 'true', 'try', 'void', 'volatile', 'while', '_']);

/**
 * Names a variable of the program may not have: Java's keywords and contextual keywords, the
 * constructor's and `main`'s own names, and the first segments of the qualified names the file
 * may write (a variable `io` would hide the package `io` in `io.github.cdktftriad...`).
 */
function variableReserved(): ReadonlySet<string> {
  // the packages of this build are read when a program is printed, not when the module loads
  const names = importNames();
  return new Set([...JSII_RESERVED, 'var', 'yield', 'record', 'sealed', 'permits', 'scope', 'id', 'app', 'args', 'com', 'io', 'java', 'javax', 'software',
    names.java.split('.')[0], names.frameworkJava.split('.')[0]]);
}

/** A property's name in Java (jsii's safeJavaPropertyName): a builder method's and, capitalized, a getter's. */
export function javaPropertyName(name: string): string {
  if (name === '_') return '_under_';
  return JSII_RESERVED.has(name) ? `${name}Value` : name;
}

/** A method's name in Java (jsii's safeJavaMethodName): `try` -> `doTry`. */
export function javaMethodName(name: string): string {
  if (name === '_') return 'doIt';
  return JSII_RESERVED.has(name) ? `do${name[0].toUpperCase()}${name.slice(1)}` : name;
}

const getter = (prop: string) => {
  const name = javaPropertyName(prop);
  return `get${name[0].toUpperCase()}${name.slice(1)}`;
};

/** A class's fully qualified name in Java. */
function qualified(c: ClassRef): string {
  // the packages of this build (cdktf's and io.github.cdktftriad, or CDK Terrain's and its own)
  const names = importNames();
  if (c.from === 'cdktf') return `${names.frameworkJava}.${c.name}`;
  return `${names.java}.${c.pkg}${c.module === 'index' ? '' : `.${c.module}`}.${c.name}`;
}

/** cdktf's backends: constructs that take no id (`LocalBackend.Builder.create(this)`). */
const takesNoId = (c: ClassRef) => c.from === 'cdktf' && /Backend$/.test(c.name);

// ------------------------------------------------------------------------------------------------
// Java's types, as far as the printer needs them

type JType =
  | { readonly t: 'String' | 'Number' | 'Boolean' | 'IResolvable' | 'Object' | 'null' }
  | { readonly t: 'List'; readonly item: JType }
  | { readonly t: 'Map'; readonly value: JType }
  | { readonly t: 'class'; readonly cls: ClassRef }
  /** A setter with overloads (`Boolean` or `IResolvable`; `IResolvable` or a list of structs). */
  | { readonly t: 'or'; readonly options: ReadonlyArray<JType> };

const STRING: JType = { t: 'String' };
const NUMBER: JType = { t: 'Number' };
const BOOLEAN: JType = { t: 'Boolean' };
const RESOLVABLE: JType = { t: 'IResolvable' };
const OBJECT: JType = { t: 'Object' };
const NULL: JType = { t: 'null' };
const listOf = (item: JType): JType => ({ t: 'List', item });
const mapOf = (value: JType): JType => ({ t: 'Map', value });
const classOf = (cls: ClassRef): JType => ({ t: 'class', cls });
const oneOf = (...options: JType[]): JType => ({ t: 'or', options });
/** A boolean setter of the library (`Boolean` or `IResolvable`). */
const BOOL = oneOf(BOOLEAN, RESOLVABLE);

/** Interfaces and base classes the printer does not check (a construct where a dependable is taken). */
const ANY_CONSTRUCT = new Set(['ITerraformDependable', 'ITerraformIterator', 'TerraformProvider']);

function assignable(have: JType, want: JType): boolean {
  if (want.t === 'Object' || have.t === 'null') return true;
  if (want.t === 'or') return want.options.some((o) => assignable(have, o));
  switch (want.t) {
    case 'List': return have.t === 'List' && assignable(have.item, want.item);
    case 'Map': return have.t === 'Map' && assignable(have.value, want.value);
    case 'class':
      return have.t === 'class' && (qualified(have.cls) === qualified(want.cls) || (want.cls.from === 'cdktf' && ANY_CONSTRUCT.has(want.cls.name)));
    default: return have.t === want.t;
  }
}

/** The `Token` method that gives a value as `want` takes it, if there is one. */
function conversion(want: JType): string | undefined {
  switch (want.t) {
    case 'String': return 'asString';
    case 'Number': return 'asNumber';
    case 'IResolvable': return 'asAny';
    case 'List': return want.item.t === 'Number' ? 'asNumberList' : 'asList';
    case 'Map': return want.value.t === 'String' ? 'asStringMap' : want.value.t === 'Number' ? 'asNumberMap' : want.value.t === 'Boolean' ? 'asBooleanMap' : 'asAnyMap';
    case 'or': return want.options.map(conversion).find((c) => c !== undefined);
    default: return undefined;
  }
}

/** Whether Terraform's null may be given as cdktf's `Token.nullValue()` (an `IResolvable`). */
const takesNull = (want: JType) => assignable(RESOLVABLE, want);

/** What a list literal's items are given as. */
function itemTarget(want: JType): JType {
  if (want.t === 'List') return want.item;
  if (want.t === 'or') return want.options.filter((o) => o.t === 'List').map(itemTarget)[0] ?? OBJECT;
  return OBJECT;
}

function valueTarget(want: JType): JType {
  if (want.t === 'Map') return want.value;
  if (want.t === 'or') return want.options.filter((o) => o.t === 'Map').map(valueTarget)[0] ?? OBJECT;
  return OBJECT;
}

// what the library's classes take and give, by the catalog's kinds

/** The type a setter of a kind takes. */
function setterType(e: CatalogEntity, a: CatalogAttr): JType {
  const struct = (): JType => classOf({ from: 'triad', pkg: e.pkg, module: e.module, name: a[3] });
  switch (a[2]) {
    case 'string': return STRING;
    case 'number': return NUMBER;
    case 'boolean': return BOOL;
    case 'stringList': case 'stringSet': return listOf(STRING);
    case 'numberList': case 'numberSet': return listOf(NUMBER);
    case 'stringMap': return mapOf(STRING);
    case 'numberMap': return mapOf(NUMBER);
    case 'stringMapList': return oneOf(RESOLVABLE, listOf(mapOf(STRING)));
    case 'object': return struct();
    case 'objectList': case 'objectSet': return oneOf(RESOLVABLE, listOf(struct()));
    default: return OBJECT;
  }
}

/** The type a getter of a kind gives (a boolean as `Object`: `Boolean` or `IResolvable`). */
function getterType(a: CatalogAttr): JType {
  switch (a[2]) {
    case 'string': return STRING;
    case 'number': return NUMBER;
    case 'stringList': case 'stringSet': return listOf(STRING);
    case 'numberList': case 'numberSet': return listOf(NUMBER);
    case 'stringMap': return mapOf(STRING);
    case 'numberMap': return mapOf(NUMBER);
    default: return OBJECT;
  }
}

/** The meta-arguments of a resource or data source, as cdktf's builders take them. */
const META: Record<string, JType> = {
  count: oneOf(NUMBER, classOf(cdktf('TerraformCount'))),
  forEach: classOf(cdktf('ITerraformIterator')),
  dependsOn: listOf(classOf(cdktf('ITerraformDependable'))),
  provider: classOf(cdktf('TerraformProvider')),
  lifecycle: classOf(cdktf('TerraformResourceLifecycle')),
};

interface ClassShape {
  readonly setters: ReadonlyMap<string, JType>;
  readonly getters: ReadonlyMap<string, JType>;
}

let shapes: Map<string, ClassShape> | undefined;

/** The setters and getters of the library's classes and structs, by qualified name. */
function libraryShapes(): Map<string, ClassShape> {
  if (shapes) return shapes;
  shapes = new Map();
  for (const e of Object.values(CATALOG)) {
    const setters = new Map<string, JType>(e.attrs.filter((a) => a[4].includes('i')).map((a) => [a[1], setterType(e, a)]));
    if (e.kind === 'provider') setters.set('alias', STRING);
    else for (const [k, v] of Object.entries(META)) setters.set(k, v);
    shapes.set(qualified({ from: 'triad', pkg: e.pkg, module: e.module, name: e.className }), { setters, getters: new Map(e.attrs.map((a) => [a[1], getterType(a)])) });
    for (const [name, attrs] of Object.entries(e.structs ?? {})) {
      const key = qualified({ from: 'triad', pkg: e.pkg, module: e.module, name });
      if (!shapes.has(key)) shapes.set(key, { setters: new Map(attrs.map((a) => [a[1], setterType(e, a)])), getters: new Map() });
    }
  }
  return shapes;
}

const shape = (setters: Record<string, JType>, getters: Record<string, JType> = {}): ClassShape =>
  ({ setters: new Map(Object.entries(setters)), getters: new Map(Object.entries(getters)) });
const CONDITION = shape({ condition: OBJECT, errorMessage: STRING });
const RESOURCE = shape({ terraformResourceType: STRING, ...META });

/** cdktf's classes and structs the converter uses: what their builders take and their getters give. */
const CDKTF_SHAPES: Record<string, ClassShape> = {
  TerraformVariable: shape(
    {
      type: STRING,
      default: OBJECT,
      description: STRING,
      sensitive: BOOLEAN,
      nullable: BOOLEAN,
      validation: listOf(classOf(cdktf('TerraformVariableValidationConfig'))),
    },
    { stringValue: STRING, numberValue: NUMBER, booleanValue: RESOLVABLE, listValue: listOf(STRING), value: OBJECT },
  ),
  TerraformLocal: shape({}, {
    asString: STRING,
    asNumber: NUMBER,
    asBoolean: RESOLVABLE,
    asList: listOf(STRING),
    expression: OBJECT,
    asStringMap: mapOf(STRING),
    asNumberMap: mapOf(NUMBER),
    asBooleanMap: mapOf(BOOLEAN),
    asAnyMap: mapOf(OBJECT),
  }),
  TerraformOutput: shape({
    value: OBJECT,
    description: STRING,
    sensitive: BOOLEAN,
    dependsOn: META.dependsOn,
    precondition: classOf(cdktf('Precondition')),
    staticId: BOOLEAN,
  }),
  TerraformHclModule: shape({
    source: STRING,
    version: STRING,
    dependsOn: META.dependsOn,
    forEach: META.forEach,
    variables: mapOf(OBJECT),
    providers: listOf(OBJECT),
    skipAssetCreationFromLocalModules: BOOLEAN,
  }),
  TerraformResource: RESOURCE,
  TerraformDataSource: RESOURCE,
  LocalBackend: shape({ path: STRING, workspaceDir: STRING }),
  TerraformResourceLifecycle: shape({
    createBeforeDestroy: BOOLEAN,
    preventDestroy: BOOLEAN,
    ignoreChanges: oneOf(STRING, listOf(STRING)),
    replaceTriggeredBy: listOf(OBJECT),
    precondition: listOf(classOf(cdktf('Precondition'))),
    postcondition: listOf(classOf(cdktf('Postcondition'))),
  }),
  Precondition: CONDITION,
  Postcondition: CONDITION,
  TerraformVariableValidationConfig: CONDITION,
  ListTerraformIterator: shape({}, { key: OBJECT, value: OBJECT }),
  MapTerraformIterator: shape({}, { key: STRING, value: OBJECT }),
};

function shapeOf(c: ClassRef): ClassShape | undefined {
  return c.from === 'cdktf' ? CDKTF_SHAPES[c.name] : libraryShapes().get(qualified(c));
}

/** A method's parameters and result. */
interface Signature {
  readonly params: ReadonlyArray<JType>;
  readonly returns: JType;
}

/** The methods the converter calls on objects, whatever the object (escape hatches, state moves, modules' outputs, generic resources' attributes). */
const METHODS: Record<string, Signature> = {
  addOverride: { params: [STRING, OBJECT], returns: NULL },
  overrideLogicalId: { params: [STRING], returns: NULL },
  importFrom: { params: [STRING, META.provider], returns: NULL },
  moveFromId: { params: [STRING], returns: NULL },
  moveToId: { params: [STRING], returns: NULL },
  moveTo: { params: [STRING, OBJECT], returns: NULL },
  addMoveTarget: { params: [STRING], returns: NULL },
  get: { params: [STRING], returns: OBJECT },
  getString: { params: [STRING], returns: STRING },
  getNumber: { params: [STRING], returns: NUMBER },
  getBoolean: { params: [STRING], returns: RESOLVABLE },
  getList: { params: [STRING], returns: listOf(STRING) },
  getStringAttribute: { params: [STRING], returns: STRING },
  getNumberAttribute: { params: [STRING], returns: NUMBER },
  getBooleanAttribute: { params: [STRING], returns: RESOLVABLE },
  getListAttribute: { params: [STRING], returns: listOf(STRING) },
  getNumberListAttribute: { params: [STRING], returns: listOf(NUMBER) },
  getStringMapAttribute: { params: [STRING], returns: mapOf(STRING) },
  getNumberMapAttribute: { params: [STRING], returns: mapOf(NUMBER) },
  getBooleanMapAttribute: { params: [STRING], returns: mapOf(BOOLEAN) },
  getAnyMapAttribute: { params: [STRING], returns: mapOf(OBJECT) },
  interpolationForAttribute: { params: [STRING], returns: RESOLVABLE },
};

function codeType(code: ParamCode): JType {
  switch (code) {
    case 's': return STRING;
    case 'n': return NUMBER;
    case 'l': return listOf(STRING);
    case 'N': return listOf(NUMBER);
    case 'A': return listOf(OBJECT);
    case 'R': return listOf(listOf(OBJECT));
    case 'b': return RESOLVABLE;
    default: return OBJECT;
  }
}

let fnSignatures: Map<string, Signature> | undefined;

/** Static methods of cdktf's classes by `Class.method`: `Fn` by the converter's table, `Op`, `Token`, `TerraformIterator`. */
function staticSignature(cls: ClassRef, method: string): Signature | undefined {
  if (!fnSignatures) {
    fnSignatures = new Map();
    for (const s of signatures().values()) fnSignatures.set(`Fn.${s.method}`, { params: s.params.map((p) => codeType(p.code)), returns: codeType(s.returns) });
    for (const op of ['add', 'sub', 'mul', 'div', 'mod']) fnSignatures.set(`Op.${op}`, { params: [OBJECT, OBJECT], returns: NUMBER });
    fnSignatures.set('Op.negate', { params: [OBJECT], returns: NUMBER });
    for (const op of ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'and', 'or']) fnSignatures.set(`Op.${op}`, { params: [OBJECT, OBJECT], returns: RESOLVABLE });
    fnSignatures.set('Op.not', { params: [OBJECT], returns: RESOLVABLE });
    const tokens: Record<string, JType> = {
      asString: STRING,
      asNumber: NUMBER,
      asList: listOf(STRING),
      asNumberList: listOf(NUMBER),
      asAny: RESOLVABLE,
      asStringMap: mapOf(STRING),
      asNumberMap: mapOf(NUMBER),
      asBooleanMap: mapOf(BOOLEAN),
      asAnyMap: mapOf(OBJECT),
    };
    for (const [m, returns] of Object.entries(tokens)) fnSignatures.set(`Token.${m}`, { params: [OBJECT], returns });
    fnSignatures.set('TerraformIterator.fromList', { params: [OBJECT], returns: classOf(cdktf('ListTerraformIterator')) });
    fnSignatures.set('TerraformIterator.fromMap', { params: [OBJECT], returns: classOf(cdktf('MapTerraformIterator')) });
  }
  return cls.from === 'cdktf' ? fnSignatures.get(`${cls.name}.${method}`) : undefined;
}

// ------------------------------------------------------------------------------------------------
// literals

/** The escapes of a Java string literal that have a letter. */
const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

/** A Java string literal: ASCII only (other characters as `\uXXXX`), whatever the file's encoding. */
export function javaString(s: string): string {
  // by UTF-16 units: a character outside the basic plane is two escapes
  const unicode = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return `"${s.replace(/[\\"\n\r\t\b\f]/g, (c) => ESCAPES[c]).replace(/[^\x20-\x7e]/g, unicode)}"`;
}

/** A number literal: an `int` where it is one, a `long` beyond, a `double` otherwise. */
export function javaNumber(n: number): string {
  if (Number.isNaN(n)) throw new Error('a number of the program is NaN: it has no literal');
  if (!Number.isFinite(n)) return n > 0 ? 'Double.POSITIVE_INFINITY' : 'Double.NEGATIVE_INFINITY';
  if (Number.isInteger(n) && n > -(2 ** 31) && n < 2 ** 31) return String(n);
  if (Number.isSafeInteger(n)) return `${n}L`;
  const s = String(n);
  return /[.e]/.test(s) ? s : `${s}.0`;
}

/**
 * A comment line's text in ASCII, with no `\u` that javac would read as an escape (javac reads them
 * in comments too): a run of backslashes before a `u` doubled makes the last one an escaped one.
 */
const commentText = (s: string) => s.replace(/(\\+)u/g, '$1$1u')
  .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

// ------------------------------------------------------------------------------------------------
// printing

const STEP = '    ';
const WIDTH = 100;

/** A program variable as the Java file has it. */
interface Variable {
  readonly name: string;
  readonly type: JType;
}

class JavaLayout extends Layout {
  /** The classes printed so far, by qualified name: how many times each. */
  public readonly used = new Map<string, number>();

  /**
   * @param names how a class is written, by qualified name (its simple name where imported);
   *   without it every class is written by its simple name
   */
  public constructor(private readonly variables: ReadonlyMap<string, Variable>, private readonly names?: ReadonlyMap<string, string>) {
    super();
  }

  public className(c: ClassRef | string): string {
    const q = typeof c === 'string' ? c : qualified(c);
    this.used.set(q, (this.used.get(q) ?? 0) + 1);
    return this.names?.get(q) ?? q.slice(q.lastIndexOf('.') + 1);
  }

  public variable(name: string): Variable {
    if (name === 'this') return { name: 'this', type: classOf(cdktf('TerraformStack')) };
    return this.variables.get(name) ?? { name, type: OBJECT };
  }

  /** The Java type of an expression the printer does not write as a literal. */
  public typeOf(e: Expr): JType {
    switch (e.k) {
      case 'str': case 'template': return STRING;
      case 'num': return NUMBER;
      case 'bool': return BOOLEAN;
      case 'null': return NULL;
      case 'var': return this.variable(e.name).type;
      case 'get': {
        const t = this.typeOf(e.target);
        return (t.t === 'class' ? shapeOf(t.cls)?.getters.get(e.prop) : undefined) ?? OBJECT;
      }
      case 'call': return METHODS[e.method]?.returns ?? OBJECT;
      case 'static': return staticSignature(e.cls, e.method)?.returns ?? OBJECT;
      case 'struct': return classOf(e.cls);
      case 'list': return listOf(OBJECT);
      case 'map': return mapOf(OBJECT);
    }
  }

  /** An expression where no particular type is taken (Layout's contract). */
  protected expr(e: Expr, indent: string): string {
    return this.value(e, OBJECT, indent);
  }

  /** An expression given where `want` is taken: converted through `Token` where its own type does not fit. */
  public value(e: Expr, want: JType, indent: string): string {
    switch (e.k) {
      case 'list': {
        const items = e.items.map((i) => (inner: string) => this.value(i, itemTarget(want), inner));
        return this.call(`${this.className('java.util.List')}.of`, items, indent);
      }
      case 'map': return this.map(e.entries, valueTarget(want), indent);
      case 'struct': return this.chain(`${this.className(e.cls)}.builder()`, e.cls, e.fields, indent, 0);
      case 'template': return this.template(e.parts, indent);
      case 'str': return javaString(e.v);
      case 'num': return javaNumber(e.v);
      case 'bool': return String(e.v);
      // Java's null is jsii's undefined (left out): Terraform's null is cdktf's Token.nullValue()
      case 'null': return takesNull(want) ? `${this.className(cdktf('Token'))}.nullValue()` : 'null';
      default: {
        const code = this.plain(e, indent);
        if (assignable(this.typeOf(e), want)) return code;
        const method = conversion(want);
        return method ? `${this.className(cdktf('Token'))}.${method}(${code})` : code;
      }
    }
  }

  /** A variable, a getter, a method call: as it is. */
  private plain(e: Expr, indent: string): string {
    switch (e.k) {
      case 'var': return this.variable(e.name).name;
      case 'get': return `${this.target(e.target, indent)}.${getter(e.prop)}()`;
      case 'call': return `${this.target(e.target, indent)}.${javaMethodName(e.method)}(${this.args(e.args, METHODS[e.method]?.params, indent)})`;
      case 'static': {
        const sig = staticSignature(e.cls, e.method);
        return `${this.className(e.cls)}.${javaMethodName(e.method)}(${this.args(e.args, sig?.params, indent)})`;
      }
      default: return this.value(e, OBJECT, indent);
    }
  }

  /** The object of a getter or method call (a string concatenation in parentheses). */
  private target(e: Expr, indent: string): string {
    const code = this.value(e, OBJECT, indent);
    return e.k === 'template' ? `(${code})` : code;
  }

  public args(args: ReadonlyArray<Expr>, params: ReadonlyArray<JType> | undefined, indent: string): string {
    return args.map((a, i) => this.value(a, params?.[i] ?? OBJECT, indent)).join(', ');
  }

  /** Items between parentheses: Layout's wrapping, without the trailing comma Java does not allow. */
  private call(open: string, items: ReadonlyArray<(indent: string) => string>, indent: string): string {
    const s = this.wrap(`${open}(`, ')', items, indent, false, STEP);
    const end = `,\n${indent})`;
    return s.endsWith(end) ? `${s.slice(0, -end.length)}\n${indent})` : s;
  }

  private map(entries: ReadonlyArray<readonly [string, Expr]>, want: JType, indent: string): string {
    const map = this.className('java.util.Map');
    if (entries.length <= 10) {
      return this.call(`${map}.of`, entries.map(([k, v]) => (inner: string) => `${javaString(k)}, ${this.value(v, want, inner)}`), indent);
    }
    return this.call(`${map}.ofEntries`, entries.map(([k, v]) => (inner: string) => `${map}.entry(${javaString(k)}, ${this.value(v, want, inner)})`), indent);
  }

  /** A string concatenation; its values as Strings (a number's toString() in Java is no cdktf token). */
  private template(parts: ReadonlyArray<string | Expr>, indent: string): string {
    const kept = parts.filter((p) => p !== '');
    if (!kept.length) return '""';
    return kept.map((p) => (typeof p === 'string' ? javaString(p) : this.value(p, STRING, indent))).join(' + ');
  }

  /**
   * A builder: `head.a(x).b(y).build()` on one line when that is short, else one call per line,
   * indented one step more than `indent`. `lead`: what comes before `head` on its line.
   */
  public chain(head: string, cls: ClassRef, props: ReadonlyArray<Prop>, indent: string, lead: number): string {
    const setters = shapeOf(cls)?.setters;
    const inner = indent + STEP;
    const calls: string[] = [];
    for (const p of props) {
      const want = setters?.get(p.name) ?? OBJECT;
      // a null where Token.nullValue() is not taken: left out (jsii's undefined)
      if (p.value.k !== 'null' || takesNull(want)) calls.push(`.${javaPropertyName(p.name)}(${this.value(p.value, want, inner)})`);
    }
    const flat = `${head}${calls.join('')}.build()`;
    if (indent.length + lead + flat.length <= WIDTH && !flat.includes('\n')) return flat;
    return [head, ...calls, '.build()'].join(`\n${inner}`);
  }
}

/**
 * The statements of one method: at most this many, and this much code (a count of the expressions'
 * parts and props; the all-fields stacks make about 2 bytes of bytecode of one, so a method stays
 * far below Java's 64 KB).
 */
const PART_STATEMENTS = 150;
const PART_WEIGHT = 6000;

function weight(s: Statement): number {
  let n = 1;
  const walk = (e: Expr): void => {
    n++;
    switch (e.k) {
      case 'list': e.items.forEach(walk); break;
      case 'map': e.entries.forEach(([, v]) => { n++; walk(v); }); break;
      case 'struct': e.fields.forEach((f) => { n++; walk(f.value); }); break;
      case 'get': walk(e.target); break;
      case 'call': walk(e.target); e.args.forEach(walk); break;
      case 'static': e.args.forEach(walk); break;
      case 'template': e.parts.forEach((p) => (typeof p === 'string' ? n++ : walk(p))); break;
      default: break;
    }
  };
  if (s.k === 'new') {
    if (s.arg) walk(s.arg);
    s.props.forEach((p) => {
      n++;
      walk(p.value);
    });
  } else if (s.k === 'let') {
    walk(s.value);
  } else if (s.k === 'do') {
    walk(s.target);
    s.args.forEach(walk);
  }
  return n;
}

/** The statements in methods of bounded size; a comment stays with the statement after it. */
function methodsOf(statements: ReadonlyArray<Statement>): Statement[][] {
  const out: Statement[][] = [[]];
  let count = 0;
  let total = 0;
  let pending: Statement[] = [];
  for (const s of statements) {
    if (s.k === 'comment') { pending.push(s); continue; }
    const w = weight(s);
    if (count > 0 && (count >= PART_STATEMENTS || total + w > PART_WEIGHT)) {
      out.push([]);
      count = 0;
      total = 0;
    }
    out[out.length - 1].push(...pending, s);
    pending = [];
    count++;
    total += w;
  }
  out[out.length - 1].push(...pending);
  return out;
}


/** The Java names of the program's variables: unique, none reserved. */
function javaVariables(p: Program): Map<string, string> {
  const declared = p.statements.flatMap((s) => ((s.k === 'new' || s.k === 'let') && s.varName ? [s.varName] : []));
  const reserved = variableReserved();
  const taken = new Set(declared.filter((n) => !reserved.has(n)));
  const names = new Map<string, string>();
  for (const n of declared) {
    if (names.has(n)) continue;
    if (!reserved.has(n)) { names.set(n, n); continue; }
    let name = `${n}Value`;
    for (let i = 2; taken.has(name) || reserved.has(name); i++) name = `${n}Value${i}`;
    taken.add(name);
    names.set(n, name);
  }
  return names;
}

/** Prints the class; `names` as in JavaLayout. */
function printClass(p: Program, javaPackage: string, names?: ReadonlyMap<string, string>): { code: string; used: ReadonlyMap<string, number> } {
  // the variables' types, from the statements that make them
  const variables = new Map<string, Variable>();
  const javaNames = javaVariables(p);
  const layout = new JavaLayout(variables, names);
  for (const s of p.statements) {
    if ((s.k === 'new' || s.k === 'let') && s.varName) {
      variables.set(s.varName, { name: javaNames.get(s.varName)!, type: s.k === 'new' ? classOf(s.cls) : layout.typeOf(s.value) });
    }
  }
  const typeName = (t: JType) => (t.t === 'class' ? layout.className(t.cls) : 'Object');

  const methods = methodsOf(p.statements);
  const split = methods.length > 1;
  // split: what a later part reads is a field
  const fields = new Set<string>();
  if (split) {
    const partOf = new Map<string, number>();
    methods.forEach((ss, i) => ss.forEach((s) => {
      if ((s.k === 'new' || s.k === 'let') && s.varName) partOf.set(s.varName, i);
      for (const r of readsOf(s)) if (partOf.has(r) && partOf.get(r) !== i) fields.add(r);
    }));
  }

  const statement = (s: Statement, indent: string): string[] => {
    const lines = commentOf(s).map((l) => commentLine(indent, '//', commentText(l)));
    const declare = (varName: string | undefined) => {
      if (!varName) return '';
      const v = variables.get(varName)!;
      return fields.has(varName) ? `${v.name} = ` : `${typeName(v.type)} ${v.name} = `;
    };
    if (s.k === 'new') {
      const lead = `${declare(s.varName)}`;
      const cls = layout.className(s.cls);
      let code: string;
      if (s.arg) {
        code = `new ${cls}(this, ${javaString(s.id ?? '')}, ${layout.value(s.arg, OBJECT, indent)})`;
      } else if (takesNoId(s.cls) && !s.props.length) {
        code = `new ${cls}(this)`;
      } else {
        const create = takesNoId(s.cls) ? `${cls}.Builder.create(this)` : `${cls}.Builder.create(this, ${javaString(s.id ?? '')})`;
        code = layout.chain(create, s.cls, s.props, indent, lead.length + 1);
      }
      lines.push(`${indent}${lead}${code};`);
    } else if (s.k === 'let') {
      lines.push(`${indent}${declare(s.varName)}${layout.value(s.value, OBJECT, indent)};`);
    } else if (s.k === 'do') {
      const target = layout.value(s.target, OBJECT, indent);
      lines.push(`${indent}${target}.${javaMethodName(s.method)}(${layout.args(s.args, METHODS[s.method]?.params, indent)});`);
    }
    return lines;
  };

  const body: string[] = [];
  const member = STEP;
  const inMethod = STEP + STEP;
  if (split) {
    for (const [name, v] of variables) if (fields.has(name)) body.push(`${member}private ${typeName(v.type)} ${v.name};`);
    body.push('');
  }
  body.push(`${member}public ${p.stackClass}(${layout.className('software.constructs.Construct')} scope, String id) {`, `${inMethod}super(scope, id);`);
  if (split) {
    methods.forEach((_, i) => body.push(`${inMethod}part${i + 1}();`));
    body.push(`${member}}`);
    methods.forEach((ss, i) => {
      body.push('', `${member}private void part${i + 1}() {`);
      for (const s of ss) body.push(...statement(s, inMethod));
      body.push(`${member}}`);
    });
  } else {
    for (const s of p.statements) body.push(...statement(s, inMethod));
    body.push(`${member}}`);
  }
  const app = layout.className(cdktf('App'));
  body.push(
    '',
    `${member}public static void main(String[] args) {`,
    `${inMethod}${app} app = new ${app}();`,
    `${inMethod}new ${p.stackClass}(app, ${javaString(p.stackId)});`,
    `${inMethod}app.synth();`,
    `${member}}`,
    '}',
  );
  const head = `public class ${p.stackClass} extends ${layout.className(cdktf('TerraformStack'))} {`;
  const imports = [...layout.used.keys()].filter((q) => names?.get(q) !== q).sort();
  return {
    code: [
      ...(javaPackage ? [`package ${javaPackage};`, ''] : []),
      ...imports.map((q) => `import ${q};`),
      '',
      head,
      ...body,
      '',
    ].join('\n'),
    used: layout.used,
  };
}

/**
 * How each class is written: by its simple name, imported, unless another class of the file has
 * that name (the stack class, or one imported before it: java.util's, constructs', cdktf's, then
 * the library's, the most used first), then by its qualified name.
 */
function classNames(used: ReadonlyMap<string, number>, stackClass: string): Map<string, string> {
  const rank = (q: string) => (q.startsWith('java.') ? 0 : q.startsWith('software.') ? 1 : q.startsWith(`${importNames().frameworkJava}.`) ? 2 : 3);
  const taken = new Set([stackClass, 'String']);
  const names = new Map<string, string>();
  const order = [...used.keys()].sort((a, b) => rank(a) - rank(b) || used.get(b)! - used.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
  for (const q of order) {
    const simple = q.slice(q.lastIndexOf('.') + 1);
    names.set(q, taken.has(simple) ? q : simple);
    taken.add(simple);
  }
  return names;
}

const JAVA_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The program as a Java file: `ConvertedStack.java` (the stack class's name) in `javaPackage`. */
export function printJava(p: Program, javaPackage: string): string {
  if (javaPackage && !javaPackage.split('.').every((s) => JAVA_NAME.test(s) && !JSII_RESERVED.has(s))) {
    throw new Error(`${JSON.stringify(javaPackage)} is not a Java package name (names separated by dots, none a Java keyword)`);
  }
  // once to know the classes the file names, once more with their names decided
  const { used } = printClass(p, javaPackage);
  return printClass(p, javaPackage, classNames(used, p.stackClass)).code;
}
