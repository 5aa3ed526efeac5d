/**
 * Reads schema/<package>/, checks every file against schema/format.schema.json and against the
 * rules a JSON Schema cannot state (references resolve, rule fields exist, names do not collide),
 * and builds the model the emitters use. Every problem names the file, the path inside it and
 * what is wrong; all problems are reported together.
 */
import * as fs from 'fs';
import * as path from 'path';
import Ajv, { ErrorObject } from 'ajv';
import * as YAML from 'yaml';
import { AttrModel, EntityModel, PackageModel, RawAttribute, RawRule, ReferenceModel, StructModel, TypeRef } from './model';
import { camel, constantName, escapeProperty, kebab, lowerFirst, pascal, snake } from './names';
import { loadReference, mergeAttributes, mergeContext, providerCrossFieldRules, ProviderCrossFieldRule, Reference, unusedDefaults, unusedValues } from './reference';
import type { Kind } from '../src/constructs/specs';

export class SchemaError extends Error {
  constructor(public readonly problems: string[]) {
    super(`schema/ is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  ${problems.join('\n  ')}`);
  }
}

export const ROOT = path.resolve(__dirname, '..');
export const SCHEMA_DIR = path.join(ROOT, 'schema');
export const PACKAGES = ['idp', 'repo', 'cap'];
/** The tests a rule's `when` can make of its field: exactly one per condition. */
const CONDITION_TESTS = ['equals', 'notEquals', 'in', 'notIn', 'isSet'];

let ajv: Ajv | undefined;
/** The validator of a package file or of a resource / data function file (so errors name the right keys). */
function formatValidator(kind: 'packageFile' | 'entityFile') {
  if (!ajv) {
    ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addSchema(JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, 'format.schema.json'), 'utf8')), 'format');
  }
  return ajv.getSchema(`format#/definitions/${kind}`)!;
}

/** Ajv reports every alternative of a oneOf that did not match; keep the errors that say what is wrong. */
function explain(errors: ErrorObject[]): string[] {
  const deepest = new Map<string, ErrorObject[]>();
  // where no alternative matched (a type that is neither a scalar nor a collection nor an object)
  const alternatives = new Set<string>();
  for (const e of errors) {
    if (e.keyword === 'oneOf') {
      alternatives.add(e.instancePath);
      continue;
    }
    const list = deepest.get(e.instancePath) ?? [];
    list.push(e);
    deepest.set(e.instancePath, list);
  }
  // an error inside the value (`{ list: strin }`) says more than each alternative's complaint about the value itself
  const paths = [...deepest.keys()].filter((p) => !(alternatives.has(p) && [...deepest.keys()].some((q) => q.startsWith(`${p}/`))));
  const out: string[] = [];
  for (const p of paths.sort()) {
    const errs = deepest.get(p)!;
    const extra = errs.filter((e) => e.keyword === 'additionalProperties').map((e) => (e.params as any).additionalProperty);
    const enums = errs.filter((e) => e.keyword === 'enum').map((e) => (e.params as any).allowedValues);
    if (extra.length) {
      out.push(`${p || '/'}: unknown key(s) ${[...new Set(extra)].map((k) => JSON.stringify(k)).join(', ')}`);
    } else if (enums.length) {
      out.push(`${p || '/'}: must be one of ${JSON.stringify(enums[0])}`);
    } else {
      out.push(`${p || '/'}: ${[...new Set(errs.map((e) => e.message))].join('; ')}`);
    }
  }
  return out;
}

interface Ctx {
  file: string;
  problems: string[];
}

function readYaml(file: string, ctx: { problems: string[] }): any {
  const rel = path.relative(ROOT, file);
  let doc: YAML.Document.Parsed;
  try {
    doc = YAML.parseDocument(fs.readFileSync(file, 'utf8'), { uniqueKeys: true });
  } catch (e) {
    ctx.problems.push(`${rel}: cannot be read: ${(e as Error).message}`);
    return undefined;
  }
  if (doc.errors.length) {
    for (const e of doc.errors) ctx.problems.push(`${rel}: line ${e.linePos?.[0].line ?? '?'}: ${e.message.split('\n')[0]}`);
    return undefined;
  }
  const data = doc.toJS();
  const validate = formatValidator(path.basename(file) === 'package.yaml' ? 'packageFile' : 'entityFile');
  if (!validate(data)) {
    for (const line of explain(validate.errors ?? [])) ctx.problems.push(`${rel}: ${line}`);
    return undefined;
  }
  return data;
}

/** The storage kind of a type, whether its numbers are whole, and its object type; or why it is not supported. */
function kindOf(t: TypeRef): { kind: Kind | undefined; int: boolean; object?: string; collection?: 'single' | 'list' | 'set' } | string {
  if (typeof t === 'string') {
    const kind = ({ string: 'string', json: 'string', number: 'number', integer: 'number', boolean: 'boolean' } as const)[t];
    return { kind, int: t === 'integer' };
  }
  if ('object' in t) return { kind: 'object', int: false, object: t.object, collection: 'single' };
  if ('map' in t) {
    return { kind: (t.map === 'boolean' ? 'booleanMap' : t.map === 'number' || t.map === 'integer' ? 'numberMap' : 'stringMap') as Kind, int: t.map === 'integer' };
  }
  const inner = 'list' in t ? t.list : t.set;
  const coll = 'list' in t ? 'list' : 'set';
  if (coll === 'list' && typeof inner === 'object' && 'map' in inner && inner.map === 'string') return { kind: 'stringMapList', int: false };
  if (typeof inner === 'string') {
    const base = inner === 'boolean' ? 'boolean' : inner === 'number' || inner === 'integer' ? 'number' : 'string';
    if (base === 'boolean' && coll === 'set') return 'a set of booleans is not supported';
    return { kind: `${base}${coll === 'list' ? 'List' : 'Set'}` as Kind, int: inner === 'integer' };
  }
  if ('object' in inner) return { kind: coll === 'list' ? 'objectList' : 'objectSet', int: false, object: inner.object, collection: coll };
  return 'nested collections are not supported; use a list of an object type';
}

function buildAttr(name: string, raw: RawAttribute, where: string, ctx: Ctx, types: Map<string, RawStruct>): AttrModel {
  const k = kindOf(raw.type);
  const at = `${ctx.file}: ${where}/${name}`;
  if (typeof k === 'string') {
    ctx.problems.push(`${at}/type: ${k}`);
  }
  // Terraform name: the provider's (found by ./reference.ts); TypeScript name = cdktf's camel case of
  // the API name's snake case (usually the API name again; `s3s` becomes `s3S`, as in every cdktf binding)
  const tfName = raw.terraformName ?? snake(name);
  const computedOnly = !!raw.computed && !raw.optional && !raw.required;
  const kind = typeof k === 'string' ? undefined : k.kind;
  const scalar = typeof raw.type === 'string' ? raw.type : undefined;
  if (raw.enum && scalar !== 'string' && scalar !== 'number' && scalar !== 'integer') {
    ctx.problems.push(`${at}/enum: enum needs a string or number type; use itemEnum for lists`);
  }
  if (raw.itemEnum && !(kind === 'stringList' || kind === 'stringSet')) {
    ctx.problems.push(`${at}/itemEnum: itemEnum needs a list or set of strings`);
  }
  if (raw.disallowed) {
    if (scalar !== 'string') ctx.problems.push(`${at}/disallowed: disallowed needs a string type`);
    for (const v of raw.disallowed.filter((x) => raw.enum?.includes(x))) {
      ctx.problems.push(`${at}/disallowed: ${JSON.stringify(v)} is also one of the allowed values (enum)`);
    }
  }
  if ((raw.minimum !== undefined || raw.maximum !== undefined) && !(kind === 'number' || kind === 'numberList' || kind === 'numberSet')) {
    ctx.problems.push(`${at}: minimum/maximum need a number type`);
  }
  if (raw.default !== undefined) {
    const ok =
      (scalar === 'string' || scalar === 'json') ? typeof raw.default === 'string'
        : scalar === 'number' ? typeof raw.default === 'number'
          : scalar === 'integer' ? Number.isInteger(raw.default)
            : scalar === 'boolean' ? typeof raw.default === 'boolean'
              : true;
    if (!ok) ctx.problems.push(`${at}/default: ${JSON.stringify(raw.default)} does not match type ${JSON.stringify(raw.type)}`);
    if (raw.enum && !raw.enum.includes(raw.default as string)) {
      ctx.problems.push(`${at}/default: ${JSON.stringify(raw.default)} is not one of the allowed values`);
    }
    if (raw.disallowed?.includes(raw.default as string)) {
      ctx.problems.push(`${at}/default: ${JSON.stringify(raw.default)} is one of the disallowed values`);
    }
  }
  if (raw.pattern) {
    try {
      const re = new RegExp(raw.pattern);
      if (typeof raw.example !== 'string') ctx.problems.push(`${at}: an attribute with a pattern needs an example value`);
      else if (!re.test(raw.example)) ctx.problems.push(`${at}/example: ${JSON.stringify(raw.example)} does not match the pattern`);
    } catch (e) {
      ctx.problems.push(`${at}/pattern: ${(e as Error).message}`);
    }
  }
  const model: AttrModel = {
    name,
    tsName: escapeProperty(camel(snake(name))),
    tfName,
    raw: scalar === 'json' && !raw.format ? { ...raw, format: 'json' } : raw,
    kind: computedOnly && typeof k !== 'string' && k.object ? undefined : kind,
    objectCollection: typeof k === 'string' ? undefined : k.collection,
    input: !computedOnly,
    computedOnly,
    wholeNumbers: typeof k !== 'string' && k.int,
  };
  if (typeof k !== 'string' && k.object) {
    const t = types.get(k.object);
    if (!t) {
      ctx.problems.push(`${at}/type: unknown object type ${k.object}; declare it under types:`);
    } else {
      t.uses.push({ attr: model, where: `${where}/${name}` });
    }
  }
  return model;
}

interface RawStruct {
  name: string;
  raw: { description?: string; origin: any; attributes: { [k: string]: RawAttribute }; rules?: RawRule[] };
  uses: Array<{ attr: AttrModel; where: string }>;
  model?: StructModel;
}

function checkRules(rules: RawRule[], attrs: AttrModel[], where: string, ctx: Ctx, types: Map<string, RawStruct>) {
  const names = new Set(attrs.map((a) => a.name));
  rules.forEach((r, i) => {
    for (const f of r.fields) {
      if (!names.has(f)) ctx.problems.push(`${ctx.file}: ${where}/rules/${i}: unknown field ${f}`);
    }
    if (r.when) {
      const tests = CONDITION_TESTS.filter((t) => t in r.when!);
      if (tests.length !== 1) {
        ctx.problems.push(`${ctx.file}: ${where}/rules/${i}/when: needs exactly one of ${CONDITION_TESTS.join(', ')}${tests.length ? ` (has ${tests.join(', ')})` : ''}`);
      }
    }
    if (r.self && r.kind !== 'referenced') ctx.problems.push(`${ctx.file}: ${where}/rules/${i}/self: only a referenced rule has a condition on the object itself`);
    if (r.kind === 'referenced') {
      // `when` reads the referenced resource; checked once every resource of the package is loaded
      if (r.fields.length !== 1 || !r.target || !r.when) ctx.problems.push(`${ctx.file}: ${where}/rules/${i}: a referenced rule needs one field, a target and a when`);
      if (r.self) {
        const tests = CONDITION_TESTS.filter((t) => t in r.self!);
        if (tests.length !== 1) ctx.problems.push(`${ctx.file}: ${where}/rules/${i}/self: needs exactly one of ${CONDITION_TESTS.join(', ')}`);
        if (!names.has(r.self.field)) ctx.problems.push(`${ctx.file}: ${where}/rules/${i}/self: unknown field ${r.self.field}`);
      }
      return;
    }
    if (!r.when) return;
    // `when.field` may be a dotted path through single nested objects
    let scope: { [k: string]: RawAttribute } | undefined = Object.fromEntries(attrs.map((a) => [a.name, a.raw]));
    for (const part of r.when.field.split('.')) {
      const attr: RawAttribute | undefined = scope?.[part];
      if (!attr) {
        ctx.problems.push(`${ctx.file}: ${where}/rules/${i}/when: unknown field ${r.when.field}`);
        return;
      }
      const t: TypeRef = attr.type;
      scope = typeof t === 'object' && 'object' in t ? types.get(t.object)?.raw.attributes : undefined;
    }
  });
}

function entity(
  file: string, data: any, pkg: string, schemaDir: string, problems: string[], ref: Reference, notSetMarkers: ReadonlyArray<unknown>,
): EntityModel | undefined {
  const ctx: Ctx = { file: path.relative(ROOT, file), problems };
  const module: string = data.module ?? 'index';
  const name: string = data.name;
  const snakeName = data.terraformName ?? snake(lowerFirst(name));
  const modPart = module === 'index' ? '' : `${module}_`;
  const tfType = `${pkg}_${modPart}${snakeName}`;
  const isData = data.kind === 'dataSource';
  const className = isData ? `Data${pascal(tfType)}` : name;
  // the provider's block of the type: every Terraform fact, with the YAML's facts merged onto it
  const block = (isData ? ref.dataSources : ref.resources)[tfType];
  if (!block) {
    problems.push(`${ctx.file}: the provider has no ${isData ? 'data source' : 'resource'} ${tfType} (${ref.file})`);
    return undefined;
  }
  const key = isData ? `data.${tfType}` : tfType;
  const mctx = mergeContext(ctx.file, problems, ref, data.types ?? {}, ref.values[key] ?? {}, ref.rules[key], notSetMarkers);
  data = { ...data, attributes: mergeAttributes(data.attributes, block, className, '/attributes', mctx, '', ['id']) };
  problems.push(...unusedDefaults(mctx, key));
  const crossField = providerCrossFieldRules(mctx, key);
  if (data.attributes.id?.origin === 'provider') {
    const holds = data.id?.description ? `: ${data.id.description}` : '';
    data.attributes.id = { ...data.attributes.id, description: `The identifier of this object (Terraform \`id\`)${holds}. The provider takes it as an optional argument.` };
  }
  data.types = Object.fromEntries(Object.entries(mctx.types).map(([n, t]) => [n, { ...t, rules: withProviderRules(t.rules, crossField, n, `/types/${n}`, ctx) }]));
  data.rules = withProviderRules(data.rules, crossField, '', '', ctx);
  problems.push(...unusedValues(mctx, key));
  const types = new Map<string, RawStruct>();
  for (const [typeName, raw] of Object.entries<any>(data.types ?? {})) {
    if (/list$/i.test(typeName)) ctx.problems.push(`${ctx.file}: /types/${typeName}: a type name must not end in "List" (its list class would collide)`);
    types.set(typeName, { name: typeName, raw, uses: [] });
  }
  const attrs = Object.entries<RawAttribute>(data.attributes).map(([n, raw]) => buildAttr(n, raw, '/attributes', ctx, types));
  for (const t of types.values()) {
    const tAttrs = Object.entries(t.raw.attributes).map(([n, raw]) => buildAttr(n, raw, `/types/${t.name}/attributes`, ctx, types));
    t.model = { name: t.name, description: t.raw.description, origin: t.raw.origin, attrs: tAttrs, rules: t.raw.rules ?? [] };
    checkRules(t.model.rules, t.model.attrs, `/types/${t.name}`, ctx, types);
  }
  const reserved = new Set(['id', 'count', 'provider', 'lifecycle', 'dependsOn', 'forEach', 'provisioners', 'connection']);
  for (const a of attrs) {
    if (reserved.has(a.tsName) && !(a.name === 'id' && a.raw.origin === 'provider')) ctx.problems.push(`${ctx.file}: /attributes/${a.name}: the name collides with a Terraform meta-argument or the id`);
  }
  // resolve struct usage: a type may serve several attributes (one generated class), all in one mode
  const modeOf = (a: AttrModel) =>
    a.objectCollection === 'single' ? (a.computedOnly ? 'computedSingle' : 'single') : a.computedOnly ? 'computedItem' : 'item';
  for (const t of types.values()) {
    if (t.uses.length === 0) ctx.problems.push(`${ctx.file}: /types/${t.name}: declared but not used`);
    const modes = new Set(t.uses.map((u) => modeOf(u.attr)));
    if (modes.size > 1) {
      ctx.problems.push(`${ctx.file}: /types/${t.name}: used both as a single object and in a list, or both as input and as output (${t.uses.map((u) => u.where).join(', ')}); declare one type per kind of use`);
    }
    if (t.uses.length && t.model) {
      t.model.mode = modeOf(t.uses[0].attr);
      t.model.fromSet = t.uses.some((u) => u.attr.objectCollection === 'set' || u.attr.raw.tf?.nesting === 'set');
      t.model.usedAt = t.uses[0].where;
      for (const use of t.uses) use.attr.struct = t.model;
    }
  }
  for (const t of types.values()) {
    if (t.model) t.model.attrs.splice(0, t.model.attrs.length, ...sortAttrs(t.model.attrs));
  }
  const rules: RawRule[] = data.rules ?? [];
  checkRules(rules, attrs, '', ctx, types);

  if (isData && !/^data\//.test(path.relative(path.join(schemaDir, pkg), file).split(path.sep).join('/'))) {
    ctx.problems.push(`${ctx.file}: a dataSource file belongs under data/`);
  }
  if (!isData && !/^resources\//.test(path.relative(path.join(schemaDir, pkg), file).split(path.sep).join('/'))) {
    ctx.problems.push(`${ctx.file}: a resource file belongs under resources/`);
  }
  const expectedFile = `${snakeName}.yaml`;
  if (path.basename(file) !== expectedFile) ctx.problems.push(`${ctx.file}: expected the file name ${expectedFile}`);
  const ordered = orderStructs(attrs);
  const model: EntityModel = {
    kind: isData ? 'dataSource' : 'resource',
    name,
    className,
    configName: `${className}Config`,
    tfType,
    token: isData ? `${pkg}:${module}/get${name}:get${name}` : `${pkg}:${module}/${lowerFirst(name)}:${name}`,
    module,
    seedName: data.seedName,
    file: ctx.file,
    outFile: kebab(className),
    description: data.description,
    origin: data.origin,
    id: data.id,
    importId: data.importId,
    oauthScopes: data.oauthScopes,
    attrs: sortAttrs(attrs),
    rules,
    structs: ordered,
    tfId: block.attributes?.id as { [flag: string]: unknown } | undefined,
    // checked against the package's references once all files are read
    implements: Object.entries<{ [member: string]: string }>(data.implements ?? {}).map(([iface, members]) => ({
      iface,
      members: Object.entries(members).map(([member, attr]) => ({ member, getter: attr, description: '' })),
    })),
  };
  return model;
}

/**
 * An object's rules with the provider's cross-field rules of that object added after the YAML's. A YAML
 * rule that says what a provider rule says (an `exclusive` of the same two fields) is a problem: the
 * provider's rule is checked already, and two rules would report one mistake twice.
 */
function withProviderRules(rules: RawRule[] | undefined, provided: ProviderCrossFieldRule[], owner: string, where: string, ctx: Ctx): RawRule[] {
  const own = rules ?? [];
  const added = provided.filter((p) => p.owner === owner).map((p) => p.rule);
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
  own.forEach((r, i) => {
    const dup = added.find((p) => (p.kind === 'conflicts' || p.kind === 'exactlyOne') && r.kind === 'exclusive' && same(r.fields, p.fields));
    if (dup) ctx.problems.push(`${ctx.file}: ${where}/rules/${i}: the provider's own rule (${dup.kind} ${dup.fields.join(', ')}) already says this; remove it`);
  });
  return [...own, ...added];
}

/** Terraform's order: attributes by name, then blocks by name. */
export function sortAttrs(attrs: AttrModel[]): AttrModel[] {
  const isBlock = (a: AttrModel) => a.input && !!a.struct;
  return [...attrs].sort((a, b) => Number(isBlock(a)) - Number(isBlock(b)) || (a.tfName < b.tfName ? -1 : 1));
}

/** Object types, innermost first, in a stable order. */
function orderStructs(attrs: AttrModel[]): StructModel[] {
  const out: StructModel[] = [];
  const visit = (list: AttrModel[]) => {
    for (const a of sortAttrs(list)) {
      if (a.struct && !out.includes(a.struct)) {
        visit(a.struct.attrs);
        out.push(a.struct);
      }
    }
  };
  visit(attrs);
  return out;
}

/**
 * Names the generated constants of the attributes: the class of constants of an enum
 * (`ApplicationPolicyEngineMode`) and the list of the values an attribute must not take
 * (`nodePoolClusterTaintKeyDisallowed`, read by the L2s).
 */
function assignConstants(owner: string, attrs: AttrModel[], names: Map<string, string>, ctx: Ctx) {
  for (const a of attrs) {
    if (a.raw.disallowed) {
      a.disallowedConst = `${lowerFirst(owner)}${pascal(a.name)}Disallowed`;
      claim(names, a.disallowedConst, `${ctx.file} (disallowed values of ${a.name})`, ctx);
    }
    // open enums (known values, not enforced) get constants too, for discoverability
    const values = a.raw.enum ?? a.raw.itemEnum;
    if (values) {
      a.enumClass = `${owner}${pascal(a.name)}`;
      claim(names, a.enumClass, `${ctx.file} (allowed values of ${a.name})`, ctx);
      const constants = new Set<string>();
      for (const v of values) {
        const c = constantName(v);
        if (constants.has(c)) ctx.problems.push(`${ctx.file}: ${a.name}: values map to the same constant ${c}`);
        constants.add(c);
      }
    }
  }
}

function claim(names: Map<string, string>, name: string, where: string, ctx: { problems: string[] }) {
  const prev = names.get(name);
  if (prev) ctx.problems.push(`${where}: the generated name ${name} is already used by ${prev}`);
  else names.set(name, where);
}

function loadPackage(pkg: string, problems: string[], schemaDir = SCHEMA_DIR): PackageModel | undefined {
  const dir = path.join(schemaDir, pkg);
  const pkgFile = path.join(dir, 'package.yaml');
  if (!fs.existsSync(pkgFile)) return undefined;
  const data = readYaml(pkgFile, { problems });
  if (!data) return undefined;
  if (data.package !== pkg) problems.push(`${path.relative(ROOT, pkgFile)}: /package: ${data.package} does not match the folder name ${pkg}`);
  const ctx: Ctx = { file: path.relative(ROOT, pkgFile), problems };
  const reference = loadReference(dir, ROOT, problems);
  if (!reference) return undefined;
  const providerKey = `provider.${pkg}`;
  const notSetMarkers: unknown[] = data.notSetMarkers ?? [];
  const pctx = mergeContext(ctx.file, problems, reference, {}, {}, reference.rules[providerKey], notSetMarkers);
  const providerAttrs = mergeAttributes(data.provider.attributes, reference.provider, `${pascal(pkg)}Provider`, '/provider/attributes', pctx, '');
  problems.push(...unusedDefaults(pctx, providerKey));
  const providerRules = withProviderRules(undefined, providerCrossFieldRules(pctx, providerKey), '', '/provider', ctx);
  const noTypes = new Map<string, RawStruct>();
  const pattrs = Object.entries<RawAttribute>(providerAttrs).map(([n, raw]) => buildAttr(n, raw, '/provider/attributes', ctx, noTypes));
  for (const [attr] of Object.entries<string>(data.provider.environment ?? {})) {
    if (!data.provider.attributes[attr]) problems.push(`${ctx.file}: /provider/environment/${attr}: not an attribute of the provider`);
  }
  const providerClass = `${pascal(pkg)}Provider`;
  const provider: EntityModel = {
    kind: 'provider',
    name: providerClass,
    className: providerClass,
    configName: `${providerClass}Config`,
    tfType: pkg,
    module: 'index',
    file: ctx.file,
    outFile: 'provider',
    description: data.provider.description,
    origin: data.origin,
    attrs: sortAttrs(pattrs),
    rules: providerRules,
    structs: [],
    environment: data.provider.environment,
  };
  const entities: EntityModel[] = [];
  // resources/<name>.yaml (module index) and resources/<module>/<name>.yaml; the same for data/
  const files: Array<{ file: string; module: string }> = [];
  for (const sub of ['resources', 'data']) {
    const subdir = path.join(dir, sub);
    if (!fs.existsSync(subdir)) continue;
    for (const entry of fs.readdirSync(subdir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.isDirectory()) {
        for (const f of fs.readdirSync(path.join(subdir, entry.name)).filter((n) => n.endsWith('.yaml')).sort()) {
          files.push({ file: path.join(subdir, entry.name, f), module: entry.name });
        }
      } else if (entry.name.endsWith('.yaml')) {
        files.push({ file: path.join(subdir, entry.name), module: 'index' });
      }
    }
  }
  for (const { file, module } of files) {
    const raw = readYaml(file, { problems });
    if (!raw) continue;
    if ((raw.module ?? 'index') !== module) {
      problems.push(`${path.relative(ROOT, file)}: /module: ${raw.module ?? 'index'} does not match its folder (${module === 'index' ? 'no module folder' : module})`);
      continue;
    }
    if (module !== 'index' && !(data.modules ?? []).includes(module)) {
      problems.push(`${path.relative(ROOT, file)}: /module: ${module} is not one of the package's modules (package.yaml /modules: ${(data.modules ?? []).join(', ') || 'none'})`);
      continue;
    }
    const e = entity(file, raw, pkg, schemaDir, problems, reference, notSetMarkers);
    if (e) entities.push(e);
  }
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.yaml') && n !== 'package.yaml')) {
    problems.push(`${path.relative(ROOT, path.join(dir, f))}: unexpected file; resources go under resources/, data functions under data/`);
  }
  // referenced rules name a resource of this package and one of its attributes
  for (const e of entities) {
    const all = [...e.rules.map((r) => ({ r, at: '' })), ...e.structs.flatMap((t) => t.rules.map((r) => ({ r, at: `/types/${t.name}` })))];
    // (one without a target is reported with its rule)
    for (const { r, at } of all.filter((x) => x.r.kind === 'referenced' && x.r.target)) {
      const target = entities.find((x) => x.kind === 'resource' && x.name === r.target);
      if (!target) problems.push(`${e.file}: ${at}/rules: unknown target resource ${r.target}`);
      else if (r.when && !target.attrs.some((a) => a.name === r.when!.field)) problems.push(`${e.file}: ${at}/rules: ${r.target} has no attribute ${r.when.field}`);
    }
  }
  // reference interfaces, and the entities that stand for them
  const references: ReferenceModel[] = Object.entries<any>(data.references ?? {}).map(([name, r]) => ({
    name,
    description: r.description,
    origin: r.origin,
    members: Object.entries<any>(r.members).map(([m, d]) => ({ name: m, description: d.description })),
  }));
  for (const e of entities) {
    for (const imp of e.implements ?? []) {
      const at = `${e.file}: /implements/${imp.iface}`;
      const ref = references.find((r) => r.name === imp.iface);
      if (!ref) {
        problems.push(`${at}: not a reference interface of the package (package.yaml /references has ${references.map((r) => r.name).join(', ') || 'none'})`);
        continue;
      }
      const given = imp.members.map((m) => m.member);
      for (const m of ref.members.filter((x) => !given.includes(x.name))) problems.push(`${at}: member ${m.name} is not mapped to an attribute`);
      for (const m of imp.members) {
        const member = ref.members.find((x) => x.name === m.member);
        if (!member) {
          problems.push(`${at}/${m.member}: ${imp.iface} has no member ${m.member} (members: ${ref.members.map((x) => x.name).join(', ')})`);
          continue;
        }
        const attr = e.attrs.find((a) => a.name === m.getter);
        if (m.getter !== 'id' && !attr) problems.push(`${at}/${m.member}: ${e.name} has no attribute ${m.getter}`);
        else if (attr && (attr.raw.type !== 'string' || attr.struct)) problems.push(`${at}/${m.member}: ${m.getter} is not a string attribute`);
        // a resource's own `<name>Id` getter reads Terraform `id`: a member of that name must read it too
        if (e.kind === 'resource' && m.member === `${lowerFirst(e.name)}Id` && m.getter !== 'id') {
          problems.push(`${at}/${m.member}: the member name is the getter of ${e.name}'s own identifier (Terraform id); map it to id`);
        }
        const clash = e.attrs.find((a) => a.tsName === m.member);
        if (clash && clash !== attr) problems.push(`${at}/${m.member}: the member name is already the getter of attribute ${clash.name}, which does not fill it`);
        // a settable attribute's getter cannot be the readonly member of an interface (jsii: JSII5010)
        else if (clash && clash.input) problems.push(`${at}/${m.member}: the member name is the getter of the settable attribute ${clash.name}; an interface member is read-only, name it differently`);
        (m as { getter: string }).getter = attr ? attr.tsName : 'id';
        (m as { description: string }).description = member.description;
      }
    }
  }
  // one namespace per module: no generated name may be used twice
  const modules = new Set(['index', ...entities.map((e) => e.module)]);
  for (const mod of modules) {
    const names = new Map<string, string>();
    const members = entities.filter((e) => e.module === mod);
    if (mod === 'index') {
      claim(names, providerClass, ctx.file, { problems });
      claim(names, `${providerClass}Config`, ctx.file, { problems });
      assignConstants(providerClass, provider.attrs, names, ctx);
      for (const r of references) claim(names, r.name, `${ctx.file} (reference interface)`, { problems });
    }
    for (const e of members) {
      const ectx: Ctx = { file: e.file, problems };
      claim(names, e.className, e.file, ectx);
      claim(names, e.configName, e.file, ectx);
      if (e.importId) {
        claim(names, `${e.className}ImportIdParts`, `${e.file} (import identifier parts)`, ectx);
        if (!/<[a-z0-9-]+>/.test(e.importId.shape)) problems.push(`${e.file}: /importId/shape: ${JSON.stringify(e.importId.shape)} has no <part> placeholder`);
      }
      assignConstants(e.className, e.attrs, names, ectx);
      for (const s of e.structs) {
        claim(names, s.name, `${e.file} (type)`, ectx);
        if (s.mode !== 'single' && s.mode !== 'computedSingle') claim(names, `${s.name}List`, `${e.file} (list of ${s.name})`, ectx);
        claim(names, `${s.name}OutputReference`, `${e.file} (reference to ${s.name})`, ectx);
        assignConstants(s.name, s.attrs, names, ectx);
      }
    }
  }
  return {
    name: pkg,
    version: String(data.version),
    description: data.description,
    providerSource: data.providerSource,
    versionConstraint: String(data.versionConstraint ?? data.version),
    file: ctx.file,
    provider,
    entities: entities.sort((a, b) => (a.tfType < b.tfType ? -1 : 1)),
    references,
  };
}

/** Loads every package under schema/. Throws SchemaError listing all problems. */
export function loadAll(schemaDir = SCHEMA_DIR): PackageModel[] {
  const problems: string[] = [];
  const pkgs: PackageModel[] = [];
  for (const dir of fs.readdirSync(schemaDir).sort()) {
    const full = path.join(schemaDir, dir);
    if (!fs.statSync(full).isDirectory()) continue;
    if (!PACKAGES.includes(dir)) {
      problems.push(`${path.relative(ROOT, full)}: unknown package folder; expected one of ${PACKAGES.join(', ')}`);
      continue;
    }
    const p = loadPackage(dir, problems, schemaDir);
    if (p) pkgs.push(p);
  }
  if (problems.length) throw new SchemaError(problems);
  return pkgs;
}

/** Loads one package (for checking a folder while others are being written). */
export function loadOne(name: string, schemaDir = SCHEMA_DIR): PackageModel {
  const problems: string[] = [];
  const p = loadPackage(name, problems, schemaDir);
  if (!p && !problems.length) problems.push(`${path.relative(ROOT, path.join(schemaDir, name, 'package.yaml'))}: missing`);
  if (problems.length) throw new SchemaError(problems);
  return p!;
}
