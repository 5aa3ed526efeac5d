/**
 * Emits the derived Terraform provider schema of a package, in the format of
 * `terraform providers schema -json`: what a provider serving the package must accept. Keys are sorted
 * so the output is byte-stable.
 */
import { AttrModel, EntityModel, PackageModel, StructModel, TypeRef } from './model';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** The Terraform type of an attribute: the provider's, as the model holds it (object types from their struct). */
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
  // what Terraform sends when the attribute is left out, as the doc comments say it
  const show = (v: unknown) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;
  if (a.raw.providerDefault !== undefined) parts.push(`Defaults to ${show(a.raw.providerDefault)}.`);
  else if (a.raw.providerNotSet) parts.push(`Not sent when left out: the service's own behaviour applies${a.raw.default !== undefined ? ` (the service uses ${show(a.raw.default)})` : ''}.`);
  else if (a.raw.default !== undefined) parts.push(`Defaults to ${show(a.raw.default)}.`);
  const text = parts.filter(Boolean).join(' ');
  return text || undefined;
}

/**
 * A block of the schema, from the model: every name, type, nesting mode, item limit and flag is the
 * provider's (./reference.ts put them on the model); descriptions are the library's docs.
 */
function block(attrs: AttrModel[], structs: Map<string, StructModel>, description?: string, id?: { [flag: string]: unknown }): { [k: string]: Json } {
  const attributes: { [k: string]: Json } = {};
  const blockTypes: { [k: string]: Json } = {};
  if (id) attributes.id = { ...(id as { [k: string]: Json }), description_kind: 'plain' };
  for (const a of attrs) {
    const tf = a.raw.tf!;
    if (tf.kind === 'block') {
      const nested = block(a.struct!.attrs, structs, a.raw.description);
      const bt: { [k: string]: Json } = { nesting_mode: tf.nesting!, block: nested };
      if (tf.minItems !== undefined) bt.min_items = tf.minItems;
      if (tf.maxItems !== undefined) bt.max_items = tf.maxItems;
      blockTypes[a.tfName] = bt;
      continue;
    }
    const attr: { [k: string]: Json } = { type: tfType(a.raw.type, structs), description_kind: 'markdown' };
    const d = describe(a);
    if (d) attr.description = d;
    for (const f of ['required', 'optional', 'computed', 'sensitive', 'deprecated'] as const) if (tf[f]) attr[f] = true;
    if (tf.writeOnly) attr.write_only = true;
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
    target[e.tfType] = { version: 0, block: block(e.attrs, structsOf(e), e.description, e.tfId) };
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
