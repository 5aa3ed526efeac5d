/**
 * Shared runtime of the generated L1 classes: input storage, JSON and HCL synthesis, struct
 * conversion. Behaviour matches what cdktf's own provider generator writes out longhand per class,
 * so the same configuration synthesizes to the same JSON.
 *
 * Internal: not exported from the package index.
 */
import { IConstruct } from 'constructs';
import * as cdktf from './cdktf';
import { AttrSpec, EntitySpec, isObjectKind, Kind, StructSpec } from './specs';
import { attachValidation } from './validation';

export { deferredFragment } from './fragment';

/** A block's reference object: anything that holds an `internalValue`. */
export interface Holder {
  internalValue?: any;
}

/** Input values of one resource, data function, provider or nested object. */
export class Slots {
  /** Scalar, list and map inputs by property name. */
  public readonly v: { [name: string]: any } = {};
  /** True when the object was set to `{}` (an empty block must still be written). */
  public empty = false;
  /** A token standing for the whole object (list items only). */
  public resolvable?: cdktf.IResolvable;
  /**
   * What could not be stored: a value that is not an object, or the unknown keys of an object. Kept
   * so that validation reports it instead of it being silently dropped.
   */
  public rejected?: { value?: unknown; extra?: { [key: string]: unknown } };
  /**
   * Values of the blocks that have no reference object yet: an object block as its reference object
   * would hold it (see `normalized`), a list of objects as given.
   */
  private readonly blocks: { [name: string]: any } = {};
  /** The blocks' reference objects (`…OutputReference`, `…List`), made when first asked for. */
  private refs?: { [name: string]: Holder };

  /** @param spec the attributes of the object, for the blocks among them */
  public constructor(private readonly spec?: StructSpec) {}

  /**
   * The reference object of a block (or of a computed object attribute), made on first access (most
   * are never asked for, and a reference object is costly to make); it takes over the value given so
   * far.
   * @param name the block's property name
   * @param make makes the reference object
   */
  public ref<T extends object>(name: string, make: () => T): T {
    const refs = (this.refs ??= {});
    let holder = refs[name];
    if (!holder) {
      holder = make() as Holder;
      if (name in this.blocks) {
        holder.internalValue = this.blocks[name];
        delete this.blocks[name];
      }
      refs[name] = holder;
    }
    return holder as unknown as T;
  }

  /** The value of a block (what its reference object's `internalValue` holds). */
  public block(name: string): any {
    const holder = this.refs?.[name];
    return holder ? holder.internalValue : this.blocks[name];
  }

  /** Sets the value of a block by its property name (`put…`, `reset…`). */
  public put(name: string, value: any): void {
    this.putBlock(attrNamed(this.spec, name), value);
  }

  /** Sets the value of a block (a configuration holding it, `put`). */
  public putBlock(a: AttrSpec, value: any): void {
    const holder = this.refs?.[a.n];
    if (holder) {
      holder.internalValue = value;
      return;
    }
    this.blocks[a.n] = a.k === 'object' && value !== undefined ? normalized(a.s!, value) : value;
  }
}

/** Attribute specs by property name, per object spec. */
const ATTRS_BY_NAME = new WeakMap<StructSpec, Map<string, AttrSpec>>();

/** The attributes of an object spec by property name (made once per spec). */
function attrsByName(spec: StructSpec): Map<string, AttrSpec> {
  let byName = ATTRS_BY_NAME.get(spec);
  if (!byName) {
    byName = new Map(spec.attrs.map((a) => [a.n, a]));
    ATTRS_BY_NAME.set(spec, byName);
  }
  return byName;
}

function attrNamed(spec: StructSpec | undefined, name: string): AttrSpec {
  const a = spec ? attrsByName(spec).get(name) : undefined;
  if (!a) throw new Error(`internal: no block '${name}' in ${spec?.name ?? 'an object without a spec'}`);
  return a;
}

/**
 * An object block's value as its reference object holds it once given `value`: the inputs set (keys
 * whose value is undefined dropped), nested blocks alike, `{}` kept, unknown keys and a value that is
 * not an object kept for validation to report.
 */
function normalized(spec: StructSpec, value: any): any {
  const s = new Slots(spec);
  write(spec, s, value);
  return read(spec, s);
}

/** The current value of one attribute. */
function current(a: AttrSpec, s: Slots): any {
  return isObjectKind(a.k) ? s.block(a.n) : s.v[a.n];
}

/** Copies a configuration object into slots (constructor and `internalValue` setter). */
export function assign(spec: StructSpec, s: Slots, config: any): void {
  for (const a of spec.attrs) {
    const value = config?.[a.n];
    if (isObjectKind(a.k)) {
      s.putBlock(a, value);
    } else {
      s.v[a.n] = value;
    }
  }
}

/** The object `internalValue` returns: set inputs only, or undefined when nothing is set. */
export function read(spec: StructSpec, s: Slots): any {
  if (s.resolvable) {
    return s.resolvable;
  }
  if (s.rejected && 'value' in s.rejected) {
    return s.rejected.value;
  }
  let hasAny = s.empty;
  const out: any = { ...s.rejected?.extra };
  if (s.rejected?.extra) {
    hasAny = true;
  }
  for (const a of spec.attrs) {
    const value = current(a, s);
    if (value !== undefined) {
      hasAny = true;
      out[a.n] = value;
    }
  }
  return hasAny ? out : undefined;
}

/** The `internalValue` setter. */
export function write(spec: StructSpec, s: Slots, value: any): void {
  s.rejected = undefined;
  s.resolvable = undefined;
  s.empty = false;
  if (value === undefined) {
    assign(spec, s, undefined);
  } else if (cdktf.Tokenization.isResolvable(value)) {
    s.resolvable = value;
  } else if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    // not an object: keep it for validation to report, store nothing
    assign(spec, s, undefined);
    s.rejected = { value };
  } else {
    s.empty = Object.keys(value).length === 0;
    assign(spec, s, value);
    const known = attrsByName(spec);
    const extra = Object.keys(value).filter((k) => !known.has(k) && value[k] !== undefined);
    if (extra.length) {
      s.rejected = { extra: Object.fromEntries(extra.map((k) => [k, value[k]])) };
    }
  }
}

const identity = (x: any) => x;

function toTf(a: AttrSpec, value: any): any {
  switch (a.k) {
    case 'stringList':
    case 'numberList':
    case 'booleanList':
    case 'stringSet':
    case 'numberSet':
      return cdktf.listMapper(identity, false)(value);
    case 'stringMap':
    case 'numberMap':
    case 'booleanMap':
      return cdktf.hashMapper(identity)(value);
    case 'stringMapList':
      return cdktf.listMapper(cdktf.hashMapper(identity), false)(value);
    case 'object':
      return structToTerraform(a.s!, value);
    case 'objectList':
    case 'objectSet':
      return cdktf.listMapper((v: any) => structToTerraform(a.s!, v), true)(value);
    default:
      return value;
  }
}

const HCL_SCALAR: { [k: string]: [string, string] } = {
  string: ['simple', 'string'],
  number: ['simple', 'number'],
  boolean: ['simple', 'boolean'],
  stringList: ['list', 'stringList'],
  numberList: ['list', 'numberList'],
  booleanList: ['list', 'booleanList'],
  stringSet: ['set', 'stringList'],
  numberSet: ['set', 'numberList'],
  stringMap: ['map', 'stringMap'],
  numberMap: ['map', 'numberMap'],
  booleanMap: ['map', 'booleanMap'],
  stringMapList: ['list', 'stringMapList'],
};

/**
 * `text` with the escapes of a quoted HCL string applied outside its interpolations and directives
 * (`${…}`, `%{…}`): backslashes, double quotes and line breaks. What an
 * interpolation holds is an HCL expression, where an escape is not valid (`"${lookup(var.m, "k")}"` is
 * HCL, `"${lookup(var.m, \"k\")}"` is not), so it is kept as it is, as are the escapes `$${` and `%%{`,
 * which stand for a literal `${` and `%{` in HCL as in JSON. A token is an interpolation too.
 */
export function escapeHclTemplate(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if ((c === '$' || c === '%') && text[i + 1] === c && text[i + 2] === '{') {
      out += text.slice(i, i + 3);
      i += 3;
    } else if ((c === '$' || c === '%') && text[i + 1] === '{') {
      const end = sequenceEnd(text, i + 2);
      out += text.slice(i, end);
      i = end;
    } else {
      out += c === '\\' || c === '"' ? `\\${c}` : c === '\n' ? '\\n' : c === '\r' ? '\\r' : c;
      i++;
    }
  }
  return out;
}

/** The index after the `}` that closes an interpolation or directive whose expression starts at `from`. */
function sequenceEnd(text: string, from: number): number {
  let depth = 1;
  let i = from;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      i = quotedEnd(text, i + 1);
      continue;
    }
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
    i++;
  }
  return text.length;
}

/** The index after the `"` that closes a quoted string inside an expression, whose text starts at `from`. */
function quotedEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') {
      i += 2;
    } else if (c === '"') {
      return i + 1;
    } else if ((c === '$' || c === '%') && text[i + 1] === '{' && text[i - 1] !== c) {
      i = sequenceEnd(text, i + 2);
    } else {
      i++;
    }
  }
  return text.length;
}

/**
 * A string as cdktf's HCL renderer must receive it to write a valid quoted HCL string of the same value:
 * cdktf escapes only double quotes (and nothing at all in a string that holds an expression), never
 * backslashes, so `a\\.b` would be written as the invalid escape `"a\.b"`; and it writes a string of
 * several lines as a heredoc, whose value ends with a line break the string does not have. Here
 * backslashes, quotes and line breaks are escaped outside the string's interpolations
 * (`escapeHclTemplate`; cdktf leaves an already escaped quote alone), so every string is written
 * as one quoted line.
 */
function hclString(value: unknown): unknown {
  return typeof value === 'string' && /[\\"\r\n]/.test(value) ? escapeHclTemplate(value) : value;
}

/**
 * A string as cdktf's HCL renderer must receive it where it guesses what a value is (the maps of a list
 * of maps, the value of an output, the expression of a local): it quotes a string that holds `${` but
 * escapes nothing in it, and writes any other string that starts with `{`, `[` or `"`, or reads as a
 * whole number, bare, as an expression: `value = {0f8f…}` (a repository's `{uuid}`), which is not HCL,
 * or `value = 123`, a number where a string was given. Here a string holding `${` is escaped
 * (`escapeHclTemplate`), and any other string is quoted as well: the renderer
 * writes a string that starts with `"` as it is.
 */
function hclGuessedString(value: string): string {
  return value.includes('${') ? escapeHclTemplate(value) : `"${escapeHclTemplate(value)}"`;
}

/** `hclGuessedString` on every string of a value whose kind cdktf's HCL renderer guesses, `hclKey` on its keys. */
function hclGuessed(value: unknown): unknown {
  if (typeof value === 'string') return hclGuessedString(value);
  if (Array.isArray(value)) return value.map(hclGuessed);
  if (value && typeof value === 'object' && !cdktf.Tokenization.isResolvable(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [hclKey(k), hclGuessed(v)]));
  }
  return value;
}

/**
 * A key of a map as cdktf's HCL renderer must receive it: cdktf quotes a key that is not a plain
 * name but escapes nothing in it, so backslashes, quotes and line breaks are escaped here (a key is
 * always a quoted string, never a heredoc).
 */
function hclKey(key: string): string {
  return key.replace(/[\\"\r\n]/g, (c) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : `\\${c}`));
}

const MAP_KINDS: ReadonlySet<Kind> = new Set(['stringMap', 'numberMap', 'booleanMap']);

/** A key that HCL takes bare, as cdktf's HCL renderer judges it where it quotes a key. */
const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** `hclString` on a value of a scalar, list or map attribute (and `hclKey` on the keys of every map). */
function hclValue(a: AttrSpec, value: any): any {
  if (a.k === 'string') return hclString(value);
  if ((a.k === 'stringList' || a.k === 'stringSet') && Array.isArray(value)) return value.map(hclString);
  if (a.k === 'stringMapList' && Array.isArray(value)) {
    // each map is written as `key = <value>`, its kind guessed and the key bare: a key that is not a plain name is quoted here
    const key = (k: string) => (PLAIN_KEY.test(k) ? k : `"${hclKey(k)}"`);
    return value.map((m) =>
      m && typeof m === 'object' && !cdktf.Tokenization.isResolvable(m)
        ? Object.fromEntries(Object.entries(m).map(([k, v]) => [key(k), typeof v === 'string' ? hclGuessedString(v) : v]))
        : m,
    );
  }
  if (MAP_KINDS.has(a.k) && value && typeof value === 'object' && !Array.isArray(value) && !cdktf.Tokenization.isResolvable(value)) {
    const item = a.k === 'stringMap' ? hclString : identity;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [hclKey(k), item(v)]));
  }
  return value;
}

function toHcl(a: AttrSpec, value: any): any {
  value = hclValue(a, value);
  switch (a.k) {
    case 'object':
      return { value: structToHclTerraform(a.s!, value), isBlock: true, type: 'list', storageClassType: `${a.s!.name}List` };
    case 'objectList':
    case 'objectSet':
      return {
        value: cdktf.listMapperHcl((v: any) => structToHclTerraform(a.s!, v), true)(value),
        isBlock: true,
        type: a.k === 'objectSet' ? 'set' : 'list',
        storageClassType: `${a.s!.name}List`,
      };
    default: {
      const [type, scalarClass] = HCL_SCALAR[a.k];
      const mapped =
        type === 'simple'
          ? value
          : type === 'map'
            ? cdktf.hashMapperHcl(identity)(value)
            : cdktf.listMapperHcl(a.k === 'stringMapList' ? cdktf.hashMapperHcl(identity) : identity, false)(value);
      // cdktf writes the items of a number or boolean list bare, so an item that is a reference would
      // become `${x.id}` outside quotes, which is not HCL; quoted, Terraform converts it to the type
      // (a reference is a token, or a `${…}` string once a Lazy list has been resolved for the HCL)
      const reference = (v: unknown) => cdktf.Token.isUnresolved(v) || (typeof v === 'string' && v.includes('${'));
      const quoted = (scalarClass === 'numberList' || scalarClass === 'booleanList') && Array.isArray(mapped) && mapped.some(reference);
      if (!quoted) return { value: mapped, isBlock: false, type, storageClassType: scalarClass };
      return { value: mapped.map((v: unknown) => (reference(v) ? v : String(v))), isBlock: false, type, storageClassType: 'stringList' };
    }
  }
}

/** `synthesizeAttributes()` of a resource, data function or provider. */
export function synthesize(spec: StructSpec, s: Slots): { [name: string]: any } {
  const out: { [name: string]: any } = {};
  for (const a of spec.attrs) {
    out[a.t] = toTf(a, current(a, s));
  }
  return out;
}

/**
 * The HCL of a block whose value a `Lazy` produces (as the L2s' `add…` methods do). The JSON gets the
 * produced value verbatim, in Terraform form (snake_case keys); cdktf's HCL renderer would write it as
 * an attribute (`block = {...}`), which Terraform refuses for a block. Rendered here as the blocks the
 * JSON stands for, strings escaped like every other value; keys the object type does not know are
 * kept, so Terraform reports them as it does for the JSON. Other tokens (references, dynamic blocks)
 * pass unchanged.
 */
function lazyBlockHcl(owner: IConstruct, a: AttrSpec, value: any): any {
  if (!(value instanceof cdktf.LazyBase)) return undefined;
  const resolver = new cdktf.DefaultTokenResolver(new cdktf.StringConcat());
  const produced = cdktf.Tokenization.resolve(value, { scope: owner, preparing: false, resolver });
  return terraformFormHcl(a, produced);
}

/**
 * The value a `Lazy` in a scalar, list or map attribute produces (an L2's `add…` methods collect a
 * list that way), for the HCL: cdktf's HCL renderer would otherwise write the attribute's own HCL
 * description as its value. Any other value is returned unchanged.
 */
function lazyScalarHcl(owner: IConstruct, value: any): any {
  let token: unknown = value;
  if (Array.isArray(value)) {
    // a list token is one encoded string; any other list is a list of values
    token = value.length === 1 && typeof value[0] === 'string' ? cdktf.Tokenization.reverseList(value) : undefined;
  } else if (typeof value === 'number') {
    token = cdktf.Tokenization.reverseNumber(value);
  } else if (typeof value === 'string') {
    const fragments = cdktf.Tokenization.reverseString(value);
    token = fragments.length === 1 ? fragments.firstToken : undefined;
  }
  if (!(token instanceof cdktf.LazyBase)) return value;
  const resolver = new cdktf.DefaultTokenResolver(new cdktf.StringConcat());
  return cdktf.Tokenization.resolve(token, { scope: owner, preparing: false, resolver });
}

/** HCL of a block value given in Terraform form; undefined when it is not a block value. */
function terraformFormHcl(a: AttrSpec, produced: any): any {
  if (produced === undefined || produced === null) return { value: undefined };
  const items = Array.isArray(produced) ? produced : [produced];
  if (!items.every((i) => i && typeof i === 'object' && !Array.isArray(i) && !cdktf.Tokenization.isResolvable(i))) return undefined;
  const item = (obj: any) => {
    const out: any = {};
    for (const [key, v] of Object.entries(obj)) {
      const attr = a.s!.attrs.find((x) => x.t === key);
      if (!attr) out[key] = { value: v, isBlock: false, type: 'simple', storageClassType: 'string' };
      else out[key] = (isObjectKind(attr.k) && terraformFormHcl(attr, v)) || toHcl(attr, v);
    }
    return out;
  };
  return { value: items.map(item), isBlock: true, type: a.k === 'objectSet' ? 'set' : 'list', storageClassType: `${a.s!.name}List` };
}

/** `synthesizeHclAttributes()` of a resource, data function or provider. */
export function synthesizeHcl(spec: StructSpec, s: Slots, owner?: IConstruct): { [name: string]: any } {
  const out: { [name: string]: any } = {};
  for (const a of spec.attrs) {
    const value = current(a, s);
    const attr = owner && isObjectKind(a.k)
      ? lazyBlockHcl(owner, a, value) ?? toHcl(a, value)
      : toHcl(a, owner ? lazyScalarHcl(owner, value) : value);
    if (attr.value !== undefined) {
      out[a.t] = attr;
    }
  }
  return out;
}

function guard(struct: any): boolean {
  if (!cdktf.canInspect(struct) || cdktf.Tokenization.isResolvable(struct)) {
    return false;
  }
  if (cdktf.isComplexElement(struct)) {
    throw new Error(
      'A complex element was used as configuration, this is not supported: https://cdk.tf/complex-object-as-configuration',
    );
  }
  return true;
}

/** The `<type>ToTerraform` function of an object type. */
export function structToTerraform(spec: StructSpec, struct: any): any {
  if (!guard(struct)) {
    return struct;
  }
  const out: any = {};
  for (const a of spec.attrs) {
    out[a.t] = toTf(a, struct[a.n]);
  }
  return out;
}

/** The `<type>ToHclTerraform` function of an object type. */
export function structToHclTerraform(spec: StructSpec, struct: any): any {
  if (!guard(struct)) {
    return struct;
  }
  const out: any = {};
  for (const a of spec.attrs) {
    const attr = toHcl(a, struct[a.n]);
    if (attr.value !== undefined) {
      out[a.t] = attr;
    }
  }
  return out;
}

/** Terraform meta-arguments a resource or data function passes to its cdktf base class. */
export function baseConfig(spec: EntitySpec, config: cdktf.TerraformMetaArguments | undefined) {
  return {
    terraformResourceType: spec.tfType,
    terraformGeneratorMetadata: { providerName: spec.provider, providerVersion: spec.version },
    provider: config?.provider,
    dependsOn: config?.dependsOn,
    count: config?.count,
    lifecycle: config?.lifecycle,
    provisioners: config?.provisioners,
    connection: config?.connection,
    forEach: config?.forEach,
  };
}

/** Configuration keys that are not attributes: Terraform meta-arguments and provider settings. */
const META_KEYS = new Set(['provider', 'dependsOn', 'count', 'lifecycle', 'provisioners', 'connection', 'forEach', 'source', 'versionConstraint']);

/**
 * Stores the configuration of a new resource, data function or provider and registers its validation.
 */
export function init(owner: IConstruct, spec: StructSpec, s: Slots, config: any): void {
  assign(spec, s, config);
  // unknown keys (a misspelt property from a JavaScript caller) are reported, not dropped
  if (typeof config === 'object' && config !== null) {
    const known = attrsByName(spec);
    const extra = Object.keys(config).filter((k) => !known.has(k) && !META_KEYS.has(k) && config[k] !== undefined);
    if (extra.length) {
      s.rejected = { extra: Object.fromEntries(extra.map((k) => [k, config[k]])) };
    }
  }
  attachValidation(owner, spec, () => read(spec, s) ?? {});
  guardGuessedHcl(owner);
}

const GUESSED_HCL = Symbol.for('cdktf-triad.guessed-hcl');

/**
 * Registers, once per stack that holds this library's constructs, the fix of cdktf's HCL for the values
 * whose kind its renderer guesses (`hclGuessedString`): the value of every output and the
 * expression of every local. The library's values reach them as they are: a repository's `{uuid}`
 * given to an L1 and read back (`uuidInput`), a literal an L2 passes on. Their JSON is unchanged.
 */
function guardGuessedHcl(owner: IConstruct): void {
  const stack: any = cdktf.TerraformStack.of(owner);
  if (stack[GUESSED_HCL]) return;
  stack[GUESSED_HCL] = true;
  cdktf.Aspects.of(stack).add({ visit: guessedHcl });
}

/** Makes an output or a local write valid HCL (an aspect: it sees every construct of the stack at synth). */
function guessedHcl(node: IConstruct): void {
  const element: any = node;
  if (element[GUESSED_HCL]) return;
  if (cdktf.TerraformOutput.isTerraformOutput(node)) {
    element[GUESSED_HCL] = true;
    const attributes = element.synthesizeHclAttributes.bind(node);
    element.synthesizeHclAttributes = () => {
      const out = attributes();
      if (out.value?.value !== undefined) out.value = { ...out.value, value: resolvedHcl(out.value.value) };
      if (typeof out.description?.value === 'string') out.description = { ...out.description, value: hclString(out.description.value) };
      return out;
    };
  } else if (node instanceof cdktf.TerraformLocal) {
    element[GUESSED_HCL] = true;
    const hcl = element.toHclTerraform.bind(node);
    element.toHclTerraform = () => {
      const out = hcl();
      for (const local of Object.values<any>(out.locals ?? {})) local.value = resolvedHcl(local.value);
      return out;
    };
  }
}

/**
 * A value of an output or a local, resolved for the HCL, with its strings and keys as cdktf's HCL
 * renderer must receive them (`hclGuessed`): it writes an output's value that is a string holding
 * `${` as a quoted string, and guesses what any other value is.
 */
function resolvedHcl(value: unknown): cdktf.IResolvable {
  return {
    creationStack: [],
    resolve: (context: cdktf.IResolveContext) => hclGuessed(context.resolve(value)),
  };
}

/**
 * A property of an item of a set of blocks (`tolist(<set>)[<index>]`), as the reference classes of such
 * items give it. cdktf passes a nested path (`child[0].attr`, from a block inside the item) to
 * `propertyAccess` as one key, which Terraform reads as a map key and refuses; here each step is its own
 * access: `tolist(x.set)[0].child[0].attr`.
 */
export function setItemProperty(
  parent: cdktf.IInterpolatingParent, attribute: string, index: number | string | undefined, property: string,
): cdktf.IResolvable {
  const steps: Array<string | number> = [];
  for (const part of property.split('.')) {
    const m = /^([^[\]]+)((?:\[\d+\])*)$/.exec(part);
    if (!m) {
      steps.push(part);
      continue;
    }
    steps.push(m[1]);
    for (const i of m[2].matchAll(/\[(\d+)\]/g)) steps.push(Number(i[1]));
  }
  return cdktf.propertyAccess(cdktf.Fn.tolist(parent.interpolationForAttribute(attribute)), [index ?? 0, ...steps]);
}
