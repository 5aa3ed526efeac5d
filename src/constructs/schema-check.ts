/**
 * Offline schema check: validates synthesized Terraform JSON (cdk.tf.json) against the derived
 * provider schemas shipped in provider-schema/, the way a provider would at plan time: unknown
 * resource types and attributes, missing required attributes, values for computed-only attributes,
 * wrong value types, blocks written as attributes and the reverse, too many (or too few) items in a
 * block, and dynamic blocks (`dynamic.<block type>`: `for_each` and a `content` checked as that
 * block). Terraform expressions (`${...}`) are accepted wherever a value is, as Terraform does.
 */
import * as fs from 'fs';
import * as path from 'path';

type TfType = string | [string, any];
interface TfAttribute {
  type: TfType;
  required?: boolean;
  optional?: boolean;
  computed?: boolean;
}
interface TfBlock {
  attributes?: { [name: string]: TfAttribute };
  block_types?: { [name: string]: { nesting_mode: string; block: TfBlock; max_items?: number; min_items?: number } };
}
interface ProviderSchema {
  provider: { block: TfBlock };
  resource_schemas: { [type: string]: { block: TfBlock } };
  data_source_schemas: { [type: string]: { block: TfBlock } };
}

/** Keys Terraform itself handles on every resource and data source. */
const META = new Set(['//', 'count', 'for_each', 'provider', 'depends_on', 'lifecycle', 'provisioner', 'connection']);
const PROVIDER_META = new Set(['//', 'alias']);

const isExpression = (v: unknown) => typeof v === 'string' && v.includes('${');
const describe = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : `${typeof v} ${JSON.stringify(v)}`);

function checkType(t: TfType, v: unknown, at: string, out: string[]): void {
  if (v === null || isExpression(v)) {
    return;
  }
  if (typeof t === 'string') {
    const ok =
      t === 'string' ? ['string', 'number', 'boolean'].includes(typeof v)
        : t === 'number' ? typeof v === 'number' || (typeof v === 'string' && v.trim() !== '' && !isNaN(Number(v)))
          : t === 'bool' ? typeof v === 'boolean' || v === 'true' || v === 'false'
            : true;
    if (!ok) {
      out.push(`${at}: expected ${t}, got ${describe(v)}`);
    }
    return;
  }
  const [kind, inner] = t;
  if (kind === 'list' || kind === 'set') {
    if (!Array.isArray(v)) {
      out.push(`${at}: expected a ${kind}, got ${describe(v)}`);
      return;
    }
    v.forEach((item, i) => checkType(inner, item, `${at}[${i}]`, out));
  } else if (kind === 'map') {
    if (typeof v !== 'object' || Array.isArray(v)) {
      out.push(`${at}: expected a map, got ${describe(v)}`);
      return;
    }
    for (const [k, item] of Object.entries(v as object)) checkType(inner, item, `${at}.${k}`, out);
  } else if (kind === 'object') {
    if (typeof v !== 'object' || Array.isArray(v)) {
      out.push(`${at}: expected an object, got ${describe(v)}`);
      return;
    }
    for (const k of Object.keys(v as object)) {
      if (!(k in inner)) {
        out.push(`${at}: unknown attribute "${k}"`);
      } else {
        checkType(inner[k], (v as any)[k], `${at}.${k}`, out);
      }
    }
  }
}

function checkBlock(block: TfBlock, body: unknown, at: string, meta: Set<string>, out: string[]): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    out.push(`${at}: expected a block (an object), got ${describe(body)}`);
    return;
  }
  const attrs = block.attributes ?? {};
  const blocks = block.block_types ?? {};
  for (const [k, v] of Object.entries(body)) {
    if (meta.has(k)) {
      continue;
    }
    const where = `${at}.${k}`;
    if (k === 'dynamic' && !(k in attrs) && !(k in blocks)) {
      checkDynamic(blocks, v, where, out);
    } else if (k in attrs) {
      const a = attrs[k];
      if (a.computed && !a.optional && !a.required) {
        out.push(`${where}: is computed by the provider and cannot be set`);
        continue;
      }
      checkType(a.type, v, where, out);
    } else if (k in blocks) {
      const b = blocks[k];
      if (v === null) {
        continue; // a null block is an absent block
      }
      if (isExpression(v)) {
        out.push(`${where}: is a block and cannot be set from an expression (use a dynamic block)`);
        continue;
      }
      const items = Array.isArray(v) ? v : [v];
      if (items.some((x) => typeof x !== 'object' || x === null || Array.isArray(x))) {
        out.push(`${where}: is a block: expected an object or a list of objects, got ${describe(v)}`);
        continue;
      }
      if (b.max_items !== undefined && items.length > b.max_items) {
        out.push(`${where}: at most ${b.max_items} block(s) allowed, got ${items.length}`);
      }
      if (b.min_items !== undefined && items.length < b.min_items) {
        out.push(`${where}: at least ${b.min_items} block(s) required, got ${items.length}`);
      }
      items.forEach((item, i) => checkBlock(b.block, item, Array.isArray(v) ? `${where}[${i}]` : where, new Set(['//']), out));
    } else {
      out.push(`${where}: unknown attribute or block "${k}"`);
    }
  }
  for (const [k, a] of Object.entries(attrs)) {
    if (a.required && !(k in body)) {
      out.push(`${at}: missing required attribute "${k}"`);
    }
  }
  const dynamic = (body as any).dynamic;
  for (const [k, b] of Object.entries(blocks)) {
    // a dynamic block may write any number of blocks: its count is not known before plan
    if ((b.min_items ?? 0) > 0 && !(k in body) && !(typeof dynamic === 'object' && dynamic !== null && k in dynamic)) {
      out.push(`${at}: missing required block "${k}"`);
    }
  }
}

/** Keys of a dynamic block (`dynamic.<block type>`): what it iterates over, and the block it writes per item. */
const DYNAMIC_KEYS = new Set(['for_each', 'iterator', 'labels', 'content']);

/**
 * `dynamic`: one entry per nested block type, each `{ for_each, content }` (and optionally `iterator`),
 * its content a body of that block type, checked like one (expressions stand for any value).
 */
function checkDynamic(blocks: NonNullable<TfBlock['block_types']>, value: unknown, at: string, out: string[]): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    out.push(`${at}: expected an object of dynamic blocks by block type, got ${describe(value)}`);
    return;
  }
  for (const [name, spec] of Object.entries(value)) {
    const where = `${at}.${name}`;
    if (!(name in blocks)) {
      out.push(`${where}: unknown block type "${name}" (a dynamic block writes blocks of a nested block type)`);
      continue;
    }
    if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) {
      out.push(`${where}: expected a dynamic block (an object with for_each and content), got ${describe(spec)}`);
      continue;
    }
    for (const k of Object.keys(spec).filter((x) => !DYNAMIC_KEYS.has(x))) out.push(`${where}: unknown key "${k}" of a dynamic block`);
    for (const k of ['for_each', 'content'].filter((x) => !(x in spec))) out.push(`${where}: missing "${k}" of a dynamic block`);
    if ('content' in spec) checkBlock(blocks[name].block, (spec as any).content, `${where}.content`, new Set(['//']), out);
  }
}

let loaded: { [provider: string]: ProviderSchema } | undefined;

/** The derived provider schemas shipped with the package, by provider name (idp, repo, cap). */
export function shippedSchemas(): { [provider: string]: ProviderSchema } {
  if (!loaded) {
    loaded = {};
    const dir = path.join(__dirname, '..', '..', 'provider-schema');
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
      const json = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
      for (const [address, schema] of Object.entries<ProviderSchema>(json.provider_schemas)) {
        loaded[address.split('/').pop()!] = schema;
      }
    }
  }
  return loaded;
}

/** The provider a resource type belongs to: the longest known provider name that prefixes it. */
function providerOf(type: string, schemas: { [p: string]: ProviderSchema }): string | undefined {
  return Object.keys(schemas)
    .filter((p) => type === p || type.startsWith(`${p}_`))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Problems of a Terraform JSON configuration with respect to the given provider schemas. Resource
 * types of other providers (not in `schemas`) are not judged.
 */
export function checkTerraformJson(config: any, schemas = shippedSchemas()): string[] {
  const out: string[] = [];
  if (typeof config !== 'object' || config === null) {
    return ['the configuration is not a JSON object'];
  }
  for (const [section, key] of [['resource', 'resource_schemas'], ['data', 'data_source_schemas']] as const) {
    for (const [type, instances] of Object.entries<any>(config[section] ?? {})) {
      const p = providerOf(type, schemas);
      if (!p) {
        continue;
      }
      const schema = schemas[p][key][type];
      if (!schema) {
        out.push(`${section}.${type}: unknown ${section === 'resource' ? 'resource' : 'data source'} type of provider ${p}`);
        continue;
      }
      for (const [name, body] of Object.entries(instances ?? {})) {
        checkBlock(schema.block, body, `${section}.${type}.${name}`, META, out);
      }
    }
  }
  for (const [p, configs] of Object.entries<any>(config.provider ?? {})) {
    if (!schemas[p]) {
      continue;
    }
    (Array.isArray(configs) ? configs : [configs]).forEach((body: unknown, i: number) =>
      checkBlock(schemas[p].provider.block, body, `provider.${p}[${i}]`, PROVIDER_META, out),
    );
  }
  return out;
}
