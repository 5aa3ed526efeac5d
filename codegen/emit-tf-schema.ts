/**
 * Emits the derived Terraform provider schema of a package, in the format of
 * `terraform providers schema -json`: what a provider serving the package must accept. Keys are sorted
 * so the output is byte-stable.
 */
import { AttrModel, EntityModel, PackageModel, StructModel, TypeRef } from './model';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function tfType(t: TypeRef, structs: Map<string, StructModel>): Json {
  if (typeof t === 'string') {
    return { string: 'string', json: 'string', number: 'number', integer: 'number', boolean: 'bool' }[t];
  }
  if ('list' in t) return ['list', tfType(t.list, structs)];
  if ('set' in t) return ['set', tfType(t.set, structs)];
  if ('map' in t) return ['map', tfType(t.map, structs)];
  const s = structs.get(t.object)!;
  const attrs: { [k: string]: Json } = {};
  for (const a of s.attrs) attrs[a.tfName] = tfType(a.raw.type, structs);
  return ['object', attrs];
}

function describe(a: AttrModel): string | undefined {
  const parts = [a.raw.description];
  if (a.raw.enum) parts.push(`Allowed values: ${a.raw.enum.map((v) => `\`${v}\``).join(', ')}.`);
  if (a.raw.disallowed) parts.push(`Not allowed: ${a.raw.disallowed.map((v) => `\`${v}\``).join(', ')}.`);
  if (a.raw.default !== undefined) parts.push(`Defaults to \`${typeof a.raw.default === 'string' ? a.raw.default : JSON.stringify(a.raw.default)}\`.`);
  const text = parts.filter(Boolean).join(' ');
  return text || undefined;
}

function block(attrs: AttrModel[], structs: Map<string, StructModel>, description?: string, withId = false): { [k: string]: Json } {
  const attributes: { [k: string]: Json } = {};
  const blockTypes: { [k: string]: Json } = {};
  if (withId) attributes.id = { type: 'string', computed: true, description_kind: 'plain' };
  for (const a of attrs) {
    if (a.input && a.struct) {
      const nested = block(a.struct.attrs, structs, a.raw.description);
      const bt: { [k: string]: Json } = { nesting_mode: a.objectCollection === 'set' ? 'set' : 'list', block: nested };
      if (a.objectCollection === 'single') bt.max_items = 1;
      else if (a.raw.maxItems !== undefined) bt.max_items = a.raw.maxItems;
      if (a.raw.required) bt.min_items = Math.max(1, a.raw.minItems ?? 1);
      else if (a.raw.minItems) bt.min_items = a.raw.minItems;
      blockTypes[a.tfName] = bt;
      continue;
    }
    const attr: { [k: string]: Json } = { type: tfType(a.raw.type, structs), description_kind: 'markdown' };
    const d = describe(a);
    if (d) attr.description = d;
    if (a.raw.required) {attr.required = true;} else if (a.computedOnly) {attr.computed = true;} else {
      attr.optional = true;
      if (a.raw.computed) attr.computed = true;
    }
    if (a.raw.secret) attr.sensitive = true;
    if (a.raw.writeOnly) attr.write_only = true;
    attributes[a.tfName] = attr;
  }
  const out: { [k: string]: Json } = { attributes };
  if (Object.keys(blockTypes).length) out.block_types = blockTypes;
  if (description) {
    out.description = description;
    out.description_kind = 'markdown';
  }
  return out;
}

function structsOf(e: EntityModel): Map<string, StructModel> {
  return new Map(e.structs.map((s) => [s.name, s]));
}

function sortKeys(v: Json): Json {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    const out: { [k: string]: Json } = {};
    for (const k of Object.keys(v).sort()) out[k] = sortKeys(v[k]);
    return out;
  }
  return v;
}

/** The fully qualified provider address, e.g. registry.terraform.io/triad/idp. */
export function providerAddress(pkg: PackageModel): string {
  return `registry.terraform.io/${pkg.providerSource}`;
}

export function emitTerraformSchema(pkg: PackageModel): string {
  const resources: { [k: string]: Json } = {};
  const dataSources: { [k: string]: Json } = {};
  for (const e of pkg.entities) {
    const target = e.kind === 'resource' ? resources : dataSources;
    target[e.tfType] = { version: 0, block: block(e.attrs, structsOf(e), e.description, true) };
  }
  const schema = {
    format_version: '1.0',
    provider_schemas: {
      [providerAddress(pkg)]: {
        provider: { version: 0, block: block(pkg.provider.attrs, new Map(), pkg.provider.description) },
        resource_schemas: resources,
        data_source_schemas: dataSources,
      },
    },
  };
  return `${JSON.stringify(sortKeys(schema as Json), null, 2)}\n`;
}
