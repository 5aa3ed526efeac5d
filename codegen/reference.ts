/**
 * The providers' own schemas (`schema/<package>/terraform.json`, in the format of
 * `terraform providers schema -json`) and their value checks (`schema/<package>/allowed-values.json`):
 * the source of every Terraform fact. Before a resource or data function file is built, its YAML
 * attributes and types are merged onto the Terraform type's block here:
 *
 * - every Terraform attribute and block of the type becomes an attribute of the model, whether the
 *   YAML names it or not; a YAML attribute that names no Terraform attribute is a problem;
 * - names, types, nesting, item limits and the required / optional / computed / sensitive /
 *   write-only / deprecated flags are the provider's; the YAML adds what a Terraform schema cannot
 *   say (API names, docs, defaults, allowed values, bounds, patterns, rules);
 * - the provider's value checks are added to the attribute's own (the stricter of both applies).
 *
 * Naming (one rule for the whole library, see the README's naming section): an attribute's API name
 * is the specification's name where the specification names it (the YAML key), and otherwise the
 * camelCase of its Terraform name, its last word pluralised when it holds many items (a list or set
 * attribute, or a block that takes more than one item), as the specification's names are. A YAML key
 * finds its Terraform name as its snake case, or, where the specification pluralised it, as the
 * singular of that; `terraformName` names it where neither rule finds it.
 */
import * as fs from 'fs';
import * as path from 'path';
import { RawAttribute, RawRule, TfFacts, TypeRef } from './model';
import { camel, pascal, snake } from './names';

/** A Terraform type of `terraform providers schema -json`. */
export type TfType = string | [string, TfType] | ['object', { [k: string]: TfType }];

export interface RefAttribute {
  type: TfType;
  required?: boolean;
  optional?: boolean;
  computed?: boolean;
  sensitive?: boolean;
  write_only?: boolean;
  deprecated?: boolean;
}

export interface RefBlockType {
  nesting_mode: 'list' | 'set' | 'single';
  min_items?: number;
  max_items?: number;
  block: RefBlock;
}

export interface RefBlock {
  attributes?: { [name: string]: RefAttribute };
  block_types?: { [name: string]: RefBlockType };
}

/** One package's provider schema and value checks. */
export interface Reference {
  /** Repository-relative path of the schema file, for messages. */
  readonly file: string;
  readonly valuesFile: string;
  readonly rulesFile: string;
  readonly provider: RefBlock;
  readonly resources: { [tfType: string]: RefBlock };
  readonly dataSources: { [tfType: string]: RefBlock };
  /** tfType (data sources as `data.<type>`) -> Terraform path -> rule */
  readonly values: { [tfType: string]: { [path: string]: ValueRule } };
  /** tfType (data sources as `data.<type>`, the provider as `provider.<package>`) -> Terraform path -> what the provider does beyond its schema */
  readonly rules: { [tfType: string]: { [path: string]: ProviderRule } };
}

/**
 * What a provider does with an attribute beyond its schema (`schema/<package>/provider-rules.json`):
 * the value it fills in when the attribute is not written, and the cross-field rules it checks before
 * anything is planned. The attributes a rule names are Terraform paths from the type's root.
 */
export interface ProviderRule {
  default?: unknown;
  conflicts_with?: string[];
  exactly_one_of?: string[];
  required_with?: string[];
}

/** The keys of a provider rule, and the cross-field ones among them. */
const RULE_KEYS = ['default', 'conflicts_with', 'exactly_one_of', 'required_with'];
const CROSS_FIELD = ['conflicts_with', 'exactly_one_of', 'required_with'] as const;

export interface ValueRule {
  enum?: Array<string | number>;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

const SCALARS = ['string', 'number', 'bool', 'dynamic'];

/** Problems of a Terraform type expression, or none. */
function checkType(t: unknown, at: string, problems: string[]): void {
  if (typeof t === 'string') {
    if (!SCALARS.includes(t)) problems.push(`${at}: unknown type ${JSON.stringify(t)}`);
    return;
  }
  if (!Array.isArray(t) || t.length !== 2) {
    problems.push(`${at}: a type is a name or a two-item array, got ${JSON.stringify(t)}`);
    return;
  }
  if (t[0] === 'object') {
    if (!t[1] || typeof t[1] !== 'object' || Array.isArray(t[1])) problems.push(`${at}: an object type needs its attributes`);
    else for (const [k, v] of Object.entries(t[1])) checkType(v, `${at}/${k}`, problems);
    return;
  }
  if (!['list', 'set', 'map'].includes(t[0])) problems.push(`${at}: unknown collection ${JSON.stringify(t[0])}`);
  else checkType(t[1], `${at}/1`, problems);
}

function checkBlock(b: unknown, at: string, problems: string[]): void {
  if (!b || typeof b !== 'object' || Array.isArray(b)) {
    problems.push(`${at}: expected a block (an object with attributes and block_types)`);
    return;
  }
  const block = b as RefBlock;
  for (const [k, a] of Object.entries(block.attributes ?? {})) {
    const where = `${at}/attributes/${k}`;
    if (!a || typeof a !== 'object') {
      problems.push(`${where}: expected an attribute`);
      continue;
    }
    checkType(a.type, `${where}/type`, problems);
    if (!a.required && !a.optional && !a.computed) problems.push(`${where}: neither required, optional nor computed`);
  }
  for (const [k, bt] of Object.entries(block.block_types ?? {})) {
    const where = `${at}/block_types/${k}`;
    if (!bt || typeof bt !== 'object' || !['list', 'set', 'single'].includes(bt.nesting_mode)) {
      problems.push(`${where}/nesting_mode: expected list, set or single`);
      continue;
    }
    checkBlock(bt.block, `${where}/block`, problems);
  }
}

/** Reads and checks `schema/<pkg>/terraform.json` and `allowed-values.json`; undefined (with problems) when they cannot be used. */
export function loadReference(dir: string, root: string, problems: string[]): Reference | undefined {
  const file = path.join(dir, 'terraform.json');
  const valuesFile = path.join(dir, 'allowed-values.json');
  const rulesFile = path.join(dir, 'provider-rules.json');
  const rel = path.relative(root, file);
  const relValues = path.relative(root, valuesFile);
  const relRules = path.relative(root, rulesFile);
  const read = (f: string, r: string): any => {
    if (!fs.existsSync(f)) {
      problems.push(`${r}: missing (the provider's schema is the source of every Terraform fact)`);
      return undefined;
    }
    try {
      return JSON.parse(fs.readFileSync(f, 'utf8'));
    } catch (e) {
      problems.push(`${r}: not valid JSON: ${(e as Error).message}`);
      return undefined;
    }
  };
  const data = read(file, rel);
  const values = read(valuesFile, relValues);
  const rules = read(rulesFile, relRules);
  // JSON.parse gives no undefined: undefined is a file missing or not JSON, already reported
  if (data === undefined || values === undefined || rules === undefined) return undefined;
  const before = problems.length;
  const schemas = data?.provider_schemas;
  const keys = schemas && typeof schemas === 'object' ? Object.keys(schemas) : [];
  if (keys.length !== 1) {
    problems.push(`${rel}: /provider_schemas: expected exactly one provider, got ${keys.length}`);
    return undefined;
  }
  const p = schemas[keys[0]];
  const at = `${rel}: /provider_schemas/${keys[0]}`;
  if (!p || typeof p !== 'object' || Array.isArray(p)) {
    problems.push(`${at}: expected a provider's schema (an object with provider, resource_schemas and data_source_schemas)`);
    return undefined;
  }
  checkBlock(p.provider?.block, `${at}/provider/block`, problems);
  for (const kind of ['resource_schemas', 'data_source_schemas']) {
    if (!p[kind] || typeof p[kind] !== 'object') {
      problems.push(`${at}/${kind}: missing`);
      continue;
    }
    if (Array.isArray(p[kind])) {
      problems.push(`${at}/${kind}: expected an object of Terraform types, got a list`);
      continue;
    }
    for (const [t, s] of Object.entries<any>(p[kind])) checkBlock(s?.block, `${at}/${kind}/${t}/block`, problems);
  }
  if (!values || typeof values !== 'object' || Array.isArray(values)) problems.push(`${relValues}: expected an object of Terraform types`);
  if (problems.length > before) return undefined;
  const blocks = (kind: string) => Object.fromEntries(Object.entries<any>(p[kind]).map(([t, s]) => [t, s.block as RefBlock]));
  const ref = { file: rel, valuesFile: relValues, rulesFile: relRules, provider: p.provider.block, resources: blocks('resource_schemas'), dataSources: blocks('data_source_schemas'), values, rules };
  checkProviderRules(ref, path.basename(dir), problems);
  return problems.length > before ? undefined : ref;
}

/** The provider's block a key of provider-rules.json names (`<type>`, `data.<type>`, `provider.<package>`), or undefined. */
export function ruleOwner(ref: Pick<Reference, 'provider' | 'resources' | 'dataSources'>, key: string, pkg: string): RefBlock | undefined {
  if (key === `provider.${pkg}`) return ref.provider;
  if (key.startsWith('data.')) return ref.dataSources[key.slice(5)];
  return ref.resources[key];
}

/**
 * The attribute (or block) at a Terraform path in a block (`traffic.alb.stickiness_config.duration_seconds`;
 * the item index of a path such as `block.0.attr` is skipped), or undefined.
 */
export function atPath(block: RefBlock, tfPath: string): RefAttribute | RefBlockType | undefined {
  const parts = tfPath.split('.').filter((x) => !/^\d+$/.test(x));
  let cur: RefBlock | undefined = block;
  for (const [i, part] of parts.entries()) {
    if (!cur) return undefined;
    const last = i === parts.length - 1;
    if (last && cur.attributes?.[part]) return cur.attributes[part];
    const bt: RefBlockType | undefined = cur.block_types?.[part];
    if (last) return bt;
    cur = bt?.block;
  }
  return undefined;
}

/** The block path of a Terraform path (`a.0.b.c` -> `a.b`), for rules that must stay inside one object. */
export function parentPath(tfPath: string): string {
  return tfPath.split('.').filter((x) => !/^\d+$/.test(x)).slice(0, -1).join('.');
}

/**
 * Checks `provider-rules.json` against the provider's schema: every type it names is one of the
 * provider's, every path an attribute of that type, every attribute a cross-field rule names too, and
 * the attributes of one rule sit in one object (a rule across objects cannot be checked on one).
 */
function checkProviderRules(ref: Reference, pkg: string, problems: string[]): void {
  const rules: unknown = ref.rules;
  if (!rules || typeof rules !== 'object' || Array.isArray(rules)) {
    problems.push(`${ref.rulesFile}: expected an object of Terraform types`);
    return;
  }
  for (const [key, paths] of Object.entries<any>(rules)) {
    const owner = ruleOwner(ref, key, pkg);
    if (!owner) {
      problems.push(`${ref.rulesFile}: /${key}: names no type of the provider (${ref.file}); expected a resource type, data.<data source> or provider.${pkg}`);
      continue;
    }
    if (!paths || typeof paths !== 'object' || Array.isArray(paths)) {
      problems.push(`${ref.rulesFile}: /${key}: expected an object of attribute paths`);
      continue;
    }
    for (const [p, rule] of Object.entries<any>(paths)) {
      const at = `${ref.rulesFile}: /${key}/${p}`;
      const target = atPath(owner, p);
      if (!target) {
        problems.push(`${at}: names no attribute of ${key} (${ref.file})`);
        continue;
      }
      if (!rule || typeof rule !== 'object' || Array.isArray(rule)) {
        problems.push(`${at}: expected an object with ${RULE_KEYS.join(', ')}`);
        continue;
      }
      for (const k of Object.keys(rule).filter((x) => !RULE_KEYS.includes(x))) problems.push(`${at}/${k}: unknown key; expected ${RULE_KEYS.join(', ')}`);
      if ('default' in rule && !('type' in target)) problems.push(`${at}/default: a default needs an attribute; ${p} is a block`);
      for (const k of CROSS_FIELD) {
        if (rule[k] === undefined) continue;
        if (!Array.isArray(rule[k]) || !rule[k].length || rule[k].some((x: unknown) => typeof x !== 'string')) {
          problems.push(`${at}/${k}: expected a list of attribute paths`);
          continue;
        }
        for (const [i, other] of (rule[k] as string[]).entries()) {
          if (!atPath(owner, other)) problems.push(`${at}/${k}/${i}: names no attribute of ${key}: ${JSON.stringify(other)} (${ref.file})`);
          else if (parentPath(other) !== parentPath(p)) problems.push(`${at}/${k}/${i}: ${other} is not in the object that holds ${p}; a rule across objects is not supported`);
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// names

const UNCOUNTABLE = new Set(['data', 'metadata', 'info', 'information']);

/** The plural of the last word of a snake_case name (`scheduled_task` -> `scheduled_tasks`, `policy` -> `policies`). */
export function pluralize(snakeName: string): string {
  const m = /^(.*?)([a-z0-9]+)$/.exec(snakeName);
  if (!m) return snakeName;
  const [, head, word] = m;
  if (UNCOUNTABLE.has(word)) return snakeName;
  let plural: string;
  if (/ss$/.test(word) || /(x|ch|sh|z)$/.test(word)) plural = `${word}es`;
  else if (/s$/.test(word)) plural = word;
  else if (/[^aeiou]y$/.test(word)) plural = `${word.slice(0, -1)}ies`;
  else plural = `${word}s`;
  return head + plural;
}

/** The singular candidates of a snake_case name the specification may have pluralised. */
export function singulars(snakeName: string): string[] {
  const m = /^(.*?)([a-z0-9]+)$/.exec(snakeName);
  if (!m) return [];
  const [, head, word] = m;
  const out: string[] = [];
  if (/ies$/.test(word)) out.push(`${head}${word.slice(0, -3)}y`);
  if (/es$/.test(word)) out.push(`${head}${word.slice(0, -2)}`);
  if (/s$/.test(word)) out.push(`${head}${word.slice(0, -1)}`);
  return out;
}

/** Whether an attribute or block holds many items (so its API name is plural). */
function holdsMany(ref: RefAttribute | undefined, block: RefBlockType | undefined): boolean {
  if (block) return block.max_items !== 1 && block.nesting_mode !== 'single';
  const t = ref!.type;
  return Array.isArray(t) && (t[0] === 'list' || t[0] === 'set');
}

/** The API name of a Terraform attribute or block the specification does not name. */
export function apiName(tfName: string, many: boolean): string {
  return camel(many ? pluralize(tfName) : tfName);
}

// ---------------------------------------------------------------------------------------------
// merge

export interface RawType {
  description?: string;
  origin: any;
  attributes: { [k: string]: RawAttribute };
  rules?: any[];
}

export interface MergeCtx {
  /** `<file>` for messages. */
  readonly file: string;
  readonly problems: string[];
  readonly ref: Reference;
  /** Object types of the file (YAML `types:`), completed with the types of blocks the YAML does not name. */
  readonly types: { [name: string]: RawType };
  /** Value rules of the Terraform type, by Terraform path. */
  readonly values: { [path: string]: ValueRule };
  /** Value rules applied (the rest are reported as naming nothing). */
  readonly used: Set<string>;
  /** What the provider does beyond its schema, by Terraform path (defaults and cross-field rules). */
  readonly providerRules: { [path: string]: ProviderRule };
  /** Defaults by which the provider means "not set": it sends nothing, and the service's own behaviour applies. */
  readonly notSetMarkers: ReadonlyArray<unknown>;
  /** Provider defaults applied (the rest are reported as naming nothing). */
  readonly usedDefaults: Set<string>;
  /** The API name of each attribute merged, by Terraform path, and the object type that holds it ('' for the type itself). */
  readonly apiNames: Map<string, { key: string; owner: string }>;
  /** The object types the YAML declares (a YAML type naming another is a problem). */
  readonly declared: ReadonlySet<string>;
  /** The provider's block (as JSON) each object type was merged onto, so that one type serves one shape. */
  readonly shapes: Map<string, string>;
}

/** The context of merging one file (an entity, or the provider block of package.yaml) onto the provider's schema. */
export function mergeContext(
  file: string, problems: string[], ref: Reference, types: { [name: string]: RawType }, values: { [path: string]: ValueRule },
  providerRules: { [path: string]: ProviderRule } = {},
  notSetMarkers: ReadonlyArray<unknown> = [],
): MergeCtx {
  return {
    file,
    problems,
    ref,
    types: { ...types },
    declared: new Set(Object.keys(types)),
    values,
    used: new Set(),
    shapes: new Map(),
    providerRules,
    notSetMarkers,
    usedDefaults: new Set(),
    apiNames: new Map(),
  };
}

/** Records that a type serves a block or object of the provider; a type may serve several only where they are alike. */
function claimShape(name: string, shape: unknown, at: string, ctx: MergeCtx): boolean {
  const text = JSON.stringify(shape);
  const prev = ctx.shapes.get(name);
  if (prev === undefined) {
    ctx.shapes.set(name, text);
    return true;
  }
  if (prev !== text) ctx.problems.push(`${ctx.file}: ${at}/type: ${name} already serves a Terraform block of another shape; declare one type per shape`);
  return false;
}

/** The object type name of a YAML type, if it names one. */
function objectName(t: TypeRef | undefined): string | undefined {
  if (!t || typeof t === 'string') return undefined;
  if ('object' in t) return t.object;
  if ('list' in t) return objectName(t.list);
  if ('set' in t) return objectName(t.set);
  return undefined;
}

/** The scalar of a YAML type at the position of a Terraform scalar (refines number to integer and string to json). */
function scalarOf(tf: string, yaml: TypeRef | undefined, at: string, ctx: MergeCtx): TypeRef {
  const base: TypeRef = ({ string: 'string', number: 'number', bool: 'boolean', dynamic: 'string' } as { [k: string]: TypeRef })[tf] ?? 'string';
  if (yaml === undefined) return base;
  const ok = yaml === base || (base === 'number' && yaml === 'integer') || (base === 'string' && yaml === 'json');
  if (!ok) ctx.problems.push(`${ctx.file}: ${at}/type: ${JSON.stringify(yaml)} does not fit the provider's type ${JSON.stringify(tf)} (${ctx.ref.file})`);
  return ok ? yaml : base;
}

/** The element of a YAML collection type, if the YAML type is a collection. */
function elementOf(yaml: TypeRef | undefined): TypeRef | undefined {
  if (!yaml || typeof yaml === 'string') return undefined;
  if ('list' in yaml) return yaml.list;
  if ('set' in yaml) return yaml.set;
  if ('map' in yaml) return yaml.map;
  return undefined;
}

/**
 * The model type of a Terraform attribute's type: scalars refined by the YAML, collections as the
 * provider has them, object types (read-only results) as named types, created where the YAML names none.
 */
function typeOf(tf: TfType, yaml: TypeRef | undefined, typeName: string, at: string, ctx: MergeCtx): TypeRef {
  if (typeof tf === 'string') return scalarOf(tf, yaml, at, ctx);
  if (tf[0] === 'object') {
    const name = declaredName(objectName(yaml), at, ctx) ?? typeName;
    mergeObjectType(name, tf[1] as { [k: string]: TfType }, at, ctx);
    return { object: name };
  }
  // a result list of objects the YAML shows as its item type
  if (yaml !== undefined && typeof yaml === 'object' && 'object' in yaml && tf[0] !== 'map' && Array.isArray(tf[1]) && tf[1][0] === 'object') {
    yaml = { list: yaml };
  }
  if (yaml !== undefined && (typeof yaml === 'string' || 'object' in yaml)) {
    ctx.problems.push(`${ctx.file}: ${at}/type: ${JSON.stringify(yaml)} does not fit the provider's type ${JSON.stringify(tf)} (${ctx.ref.file})`);
    yaml = undefined;
  }
  const inner = typeOf(tf[1] as TfType, elementOf(yaml), typeName, at, ctx);
  if (tf[0] === 'map') {
    if (typeof inner !== 'string') {
      ctx.problems.push(`${ctx.file}: ${at}/type: a map of ${JSON.stringify(tf[1])} is not supported`);
      return { map: 'string' };
    }
    return { map: inner as any };
  }
  return tf[0] === 'set' ? { set: inner } : { list: inner };
}

/** A read-only object type (the items of a data function's result list): every attribute computed. */
function mergeObjectType(name: string, attrs: { [k: string]: TfType }, at: string, ctx: MergeCtx): void {
  if (!claimShape(name, attrs, at, ctx)) return;
  const existing = ctx.types[name];
  const yaml = existing?.attributes ?? {};
  const ref: RefBlock = { attributes: Object.fromEntries(Object.entries(attrs).map(([k, t]) => [k, { type: t, computed: true }])) };
  const merged = mergeAttributes(yaml, ref, name, `/types/${name}/attributes`, ctx, undefined);
  ctx.types[name] = { ...(existing ?? { origin: 'provider' }), attributes: merged };
}

/** An object type the YAML names, if it declares it (a problem otherwise). */
function declaredName(name: string | undefined, at: string, ctx: MergeCtx): string | undefined {
  if (name === undefined || ctx.declared.has(name)) return name;
  ctx.problems.push(`${ctx.file}: ${at}/type: unknown object type ${name}; declare it under types:`);
  return undefined;
}

/** The Terraform name a YAML key stands for in a block, or undefined. */
function lookup(key: string, raw: RawAttribute, ref: RefBlock): string | undefined {
  const has = (n: string) => !!ref.attributes?.[n] || !!ref.block_types?.[n];
  if (raw.terraformName) return has(raw.terraformName) ? raw.terraformName : undefined;
  const s = snake(key);
  if (has(s)) return s;
  return singulars(s).find(has);
}

/**
 * Merges the YAML attributes of one block (an entity, a nested block or a result object type) onto
 * the provider's block. `tfPath` is the Terraform path of the block for value rules (undefined for
 * result objects, which the provider does not check).
 */
export function mergeAttributes(
  yaml: { [k: string]: RawAttribute },
  ref: RefBlock,
  owner: string,
  where: string,
  ctx: MergeCtx,
  tfPath: string | undefined,
  skip: string[] = [],
): { [k: string]: RawAttribute } {
  const byTf = new Map<string, [string, RawAttribute]>();
  const passThrough: { [k: string]: RawAttribute } = {};
  for (const [key, raw] of Object.entries(yaml)) {
    const tf = lookup(key, raw, ref) ?? (skip.includes(snake(key)) ? snake(key) : undefined);
    if (tf && skip.includes(tf)) {
      // (`id` and the like: reported by the loader as a name that collides with the identifier)
      passThrough[key] = raw;
      continue;
    }
    if (!tf) {
      const tried = raw.terraformName ?? [snake(key), ...singulars(snake(key))].join('" or "');
      ctx.problems.push(`${ctx.file}: ${where}/${key}: the provider has no Terraform attribute or block "${tried}" here (${ctx.ref.file})`);
      continue;
    }
    const prev = byTf.get(tf);
    if (prev) {
      ctx.problems.push(`${ctx.file}: ${where}/${key}: names the Terraform attribute "${tf}", as ${prev[0]} does`);
      continue;
    }
    byTf.set(tf, [key, raw]);
  }
  const out: { [k: string]: RawAttribute } = { ...passThrough };
  const put = (key: string, raw: RawAttribute) => {
    if (out[key]) ctx.problems.push(`${ctx.file}: ${where}/${key}: two Terraform attributes get this API name; name one of them in the YAML`);
    out[key] = raw;
  };
  for (const [tf, a] of Object.entries(ref.attributes ?? {})) {
    // (`id`: every type's identifier, an argument where the provider makes it optional; a YAML
    // attribute of that name is reported by the loader)
    if (skip.includes(tf) && (passThrough[tf] || !a.optional)) continue;
    const [key, y] = byTf.get(tf) ?? [apiName(tf, holdsMany(a, undefined)), undefined];
    const at = `${where}/${key}`;
    const type = typeOf(a.type, y?.type, `${owner}${pascal(tf)}`, at, ctx);
    if (y) agree(y, { required: !!a.required, computed: !!a.computed, optional: !!a.optional, writeOnly: !!a.write_only }, at, ctx);
    const facts: TfFacts = { kind: 'attribute', type: a.type };
    for (const f of ['required', 'optional', 'computed', 'sensitive', 'deprecated'] as const) if (a[f]) facts[f] = true;
    if (a.write_only) facts.writeOnly = true;
    const raw: RawAttribute = {
      ...(y ?? { origin: 'provider' }),
      type,
      terraformName: tf,
      required: a.required || undefined,
      optional: a.optional || undefined,
      computed: a.computed || undefined,
      secret: y?.secret || a.sensitive || undefined,
      writeOnly: a.write_only || undefined,
      deprecated: y?.deprecated ?? (a.deprecated ? 'The provider marks this attribute deprecated.' : undefined),
      tf: facts,
    };
    const attrPath = tfPath === undefined ? undefined : tfPath ? `${tfPath}.${tf}` : tf;
    applyValues(raw, attrPath, at, ctx);
    applyProviderDefault(raw, attrPath, ctx);
    if (attrPath !== undefined) ctx.apiNames.set(attrPath, { key, owner: tfPath ? owner : '' });
    put(key, clean(raw));
  }
  for (const [tf, b] of Object.entries(ref.block_types ?? {})) {
    if (skip.includes(tf)) continue;
    const [key, y] = byTf.get(tf) ?? [apiName(tf, holdsMany(undefined, b)), undefined];
    const at = `${where}/${key}`;
    if (y && y.type !== undefined && !objectName(y.type)) {
      ctx.problems.push(`${ctx.file}: ${at}/type: ${JSON.stringify(y.type)} does not fit the provider's block "${tf}" (a block takes an object type)`);
    }
    if (y) agree(y, { required: (b.min_items ?? 0) >= 1, computed: false, optional: false, writeOnly: false }, at, ctx);
    const name = declaredName(objectName(y?.type), at, ctx) ?? `${owner}${pascal(tf)}`;
    const existing = ctx.types[name];
    const first = claimShape(name, b.block, at, ctx);
    const blockPath = tfPath === undefined ? undefined : tfPath ? `${tfPath}.${tf}` : tf;
    if (blockPath !== undefined) ctx.apiNames.set(blockPath, { key, owner: tfPath ? owner : '' });
    if (first) {
      const nested = mergeAttributes(existing?.attributes ?? {}, b.block, name, `/types/${name}/attributes`, ctx, blockPath);
      ctx.types[name] = { ...(existing ?? { origin: 'provider' }), attributes: nested };
    } else if (blockPath !== undefined && ctx.types[name]) {
      sharedBlock(name, b.block, blockPath, at, ctx);
    }
    const single = b.max_items === 1 || b.nesting_mode === 'single';
    const nesting = b.nesting_mode === 'set' ? 'set' : 'list';
    const facts: TfFacts = { kind: 'block', nesting: b.nesting_mode === 'single' ? 'single' : nesting };
    if (b.min_items !== undefined) facts.minItems = b.min_items;
    if (b.max_items !== undefined) facts.maxItems = b.max_items;
    const raw: RawAttribute = {
      ...(y ?? { origin: 'provider' }),
      type: single ? { object: name } : nesting === 'set' ? { set: { object: name } } : { list: { object: name } },
      terraformName: tf,
      required: (b.min_items ?? 0) >= 1 || undefined,
      optional: undefined,
      computed: undefined,
      writeOnly: undefined,
      minItems: single ? undefined : tighter(y?.minItems, b.min_items ? b.min_items : undefined, Math.max),
      maxItems: single ? undefined : tighter(y?.maxItems, b.max_items, Math.min),
      tf: facts,
    };
    put(key, clean(raw));
  }
  return out;
}

/**
 * The Terraform flags a YAML attribute states must be the provider's (the YAML may leave them out:
 * the provider's apply either way). `optional` matters only next to `computed`.
 */
interface Flags {
  required: boolean;
  computed: boolean;
  optional: boolean;
  writeOnly: boolean;
}

function agree(y: RawAttribute, tf: Flags, at: string, ctx: MergeCtx): void {
  const words = (f: typeof tf) => (f.required ? 'required' : f.computed && !f.optional ? 'computed (read-only)' : f.computed ? 'optional and computed' : 'optional');
  const stated = (k: keyof typeof tf) => y[k] !== undefined && !!y[k] !== tf[k];
  if (stated('required') || stated('computed') || stated('optional')) {
    const given = y.required || y.optional || y.computed;
    const yours = {
      required: !!y.required,
      computed: y.computed ?? (given ? false : tf.computed),
      optional: y.optional ?? (given ? false : tf.optional),
      writeOnly: false,
    };
    ctx.problems.push(`${ctx.file}: ${at}: the YAML makes it ${words(yours)}, the provider ${words(tf)} (${ctx.ref.file}); state the provider's flags or none`);
  }
  if (stated('writeOnly')) ctx.problems.push(`${ctx.file}: ${at}/writeOnly: the provider ${tf.writeOnly ? 'makes it write-only' : 'does not make it write-only'} (${ctx.ref.file})`);
}

function tighter(a: number | undefined, b: number | undefined, pick: (x: number, y: number) => number): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return pick(a, b);
}

/** Drops keys whose value is undefined, so the YAML-built attribute and the merged one compare alike. */
function clean(raw: RawAttribute): RawAttribute {
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as RawAttribute;
}

/** Adds the provider's value checks of a Terraform path to an attribute: the stricter of both applies. */
function applyValues(raw: RawAttribute, tfPath: string | undefined, at: string, ctx: MergeCtx): void {
  if (tfPath === undefined) return;
  const rule = ctx.values[tfPath];
  if (!rule) return;
  ctx.used.add(tfPath);
  const list = typeof raw.type === 'object' && ('list' in raw.type || 'set' in raw.type);
  if (rule.enum) {
    const values = rule.enum.map(String);
    // an open enum (known values, documented only) gives way to the provider's closed list; a closed
    // one keeps only the values both accept (the provider refuses what it does not list)
    const own = raw.enumOpen ? undefined : list ? raw.itemEnum : raw.enum;
    const kept = own ? own.filter((v) => values.includes(String(v))) : raw.type === 'number' || raw.type === 'integer' ? rule.enum.map(Number) : values;
    if (!kept.length) ctx.problems.push(`${ctx.file}: ${at}: none of its allowed values is accepted by the provider (${ctx.ref.valuesFile} ${tfPath})`);
    if (list) raw.itemEnum = kept.map(String);
    else raw.enum = kept;
    delete raw.enumOpen;
  }
  if (rule.min !== undefined) raw.minimum = tighter(raw.minimum, rule.min, Math.max);
  if (rule.max !== undefined) raw.maximum = tighter(raw.maximum, rule.max, Math.min);
  if (rule.minLength !== undefined) raw.minLength = tighter(raw.minLength, rule.minLength, Math.max);
  if (rule.maxLength !== undefined) raw.maxLength = tighter(raw.maxLength, rule.maxLength, Math.min);
  if (rule.pattern !== undefined && rule.pattern !== raw.pattern) raw.providerPattern = rule.pattern;
}

/**
 * A block served by the type that an earlier block of the same shape made: its attributes are that
 * type's, so the provider's defaults at this block's path must be the ones the type documents.
 */
function sharedBlock(name: string, block: RefBlock, blockPath: string, at: string, ctx: MergeCtx): void {
  const attrs = Object.entries(ctx.types[name].attributes);
  for (const tf of [...Object.keys(block.attributes ?? {}), ...Object.keys(block.block_types ?? {})]) {
    const found = attrs.find(([, a]) => a.terraformName === tf);
    if (!found) continue;
    const [key, attr] = found;
    const tfPath = `${blockPath}.${tf}`;
    ctx.apiNames.set(tfPath, { key, owner: name });
    const nested = block.block_types?.[tf];
    const inner = objectName(attr.type);
    if (nested && inner && ctx.types[inner]) {
      sharedBlock(inner, nested.block, tfPath, `${at}/${key}`, ctx);
      continue;
    }
    const here: RawAttribute = { type: attr.type, origin: attr.origin };
    applyProviderDefault(here, tfPath, ctx);
    if (here.providerDefault !== attr.providerDefault || here.providerNotSet !== attr.providerNotSet) {
      ctx.problems.push(`${ctx.file}: ${at}/type: ${name} serves blocks whose provider defaults differ (${key} at ${tfPath}); declare one type per block`);
    }
  }
}

/** The value the provider fills in when the attribute at a Terraform path is not written. */
function applyProviderDefault(raw: RawAttribute, tfPath: string | undefined, ctx: MergeCtx): void {
  const rule = tfPath === undefined ? undefined : ctx.providerRules[tfPath];
  if (!rule || !('default' in rule)) return;
  ctx.usedDefaults.add(tfPath!);
  if (ctx.notSetMarkers.includes(rule.default)) raw.providerNotSet = true;
  else raw.providerDefault = rule.default;
}

/** Provider defaults of a Terraform type that were not applied (a path the merge did not reach: a block served by another's type). */
export function unusedDefaults(ctx: MergeCtx, key: string): string[] {
  return Object.entries(ctx.providerRules)
    .filter(([p, r]) => 'default' in r && !ctx.usedDefaults.has(p))
    .map(([p]) => `${ctx.ref.rulesFile}: /${key}/${p}: the default names no attribute the library generates for ${key}`);
}

/** A cross-field rule of the provider, on the object that holds its attributes ('' for the type itself). */
export interface ProviderCrossFieldRule {
  readonly owner: string;
  readonly rule: RawRule;
}

/**
 * The provider's cross-field rules of a type as rules of the model, by API name: a pair of
 * conflicting attributes (`conflicts_with`, one rule per pair), a set of which exactly one is written
 * (`exactly_one_of`, one rule per set) and an attribute that needs others (`required_with`).
 */
export function providerCrossFieldRules(ctx: MergeCtx, key: string): ProviderCrossFieldRule[] {
  const out: ProviderCrossFieldRule[] = [];
  const seen = new Set<string>();
  // (a path names an item's attribute with or without its index: `block.0.attr` is `block.attr`)
  const norm = (p: string) => p.split('.').filter((x) => !/^\d+$/.test(x)).join('.');
  const name = (p: string) => {
    const found = ctx.apiNames.get(p);
    if (!found) ctx.problems.push(`${ctx.ref.rulesFile}: /${key}: ${p} names no attribute the library generates for ${key}`);
    return found;
  };
  const add = (kind: RawRule['kind'], paths: string[], id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const names = paths.map(name);
    if (names.some((n) => !n)) return;
    out.push({ owner: names[0]!.owner, rule: { kind, fields: names.map((n) => n!.key), origin: 'provider' } });
  };
  for (const [p, r] of Object.entries(ctx.providerRules).map(([k, v]) => [norm(k), v] as const).sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (const other of (r.conflicts_with ?? []).map(norm)) {
      const pair = [p, other].sort();
      add('conflicts', pair, `conflicts:${pair.join(',')}`);
    }
    const one = r.exactly_one_of?.map(norm);
    if (one) add('exactlyOne', one, `exactlyOne:${[...one].sort().join(',')}`);
    const needs = r.required_with?.map(norm);
    if (needs) add('requiredWith', [p, ...needs], `requiredWith:${p}:${[...needs].sort().join(',')}`);
  }
  return out;
}

/** Value rules of a Terraform type that name no attribute of it. */
export function unusedValues(ctx: MergeCtx, tfType: string): string[] {
  return Object.keys(ctx.values)
    .filter((p) => !ctx.used.has(p))
    .map((p) => `${ctx.ref.valuesFile}: /${tfType}/${p}: names no attribute of ${tfType}`);
}
