/**
 * A provider schema for a throw-away schema folder of a codegen test. The loader takes every
 * Terraform fact from `schema/<package>/terraform.json`; a test folder that holds invented resources
 * (a `Thing`) needs a provider that has them. This builds one that agrees with the YAML files of the
 * folder (each attribute under the snake case of its key, or its `terraformName`; object types as
 * blocks, read-only ones as object attributes; the provider block from `package.yaml`), so that a
 * test exercises everything after the merge. Tests of the merge itself write their own
 * `terraform.json`.
 */
import * as fs from 'fs';
import * as path from 'path';
import * as YAML from 'yaml';
import { ROOT } from '../../codegen/load';

type Json = any;

const snake = (n: string) => n.replace(/([A-Z])/g, '_$1').toLowerCase();
const lowerFirst = (n: string) => n.charAt(0).toLowerCase() + n.slice(1);

function tfType(t: Json, types: Json): Json {
  if (typeof t === 'string') return ({ string: 'string', json: 'string', number: 'number', integer: 'number', boolean: 'bool' } as Json)[t] ?? 'string';
  if (!t || typeof t !== 'object') return 'string';
  if ('list' in t) return ['list', tfType(t.list, types)];
  if ('set' in t) return ['set', tfType(t.set, types)];
  if ('map' in t) return ['map', tfType(t.map, types)];
  const attrs = types?.[t.object]?.attributes ?? {};
  return ['object', Object.fromEntries(Object.entries<Json>(attrs).map(([k, a]) => [a?.terraformName ?? snake(k), tfType(a?.type, types)]))];
}

const objectOf = (t: Json): { name: string; coll: 'single' | 'list' | 'set' } | undefined => {
  if (!t || typeof t !== 'object') return undefined;
  if ('object' in t) return { name: t.object, coll: 'single' };
  if ('list' in t && t.list && typeof t.list === 'object' && 'object' in t.list) return { name: t.list.object, coll: 'list' };
  if ('set' in t && t.set && typeof t.set === 'object' && 'object' in t.set) return { name: t.set.object, coll: 'set' };
  return undefined;
};

function block(attrs: Json, types: Json, seen: string[] = []): Json {
  const attributes: Json = {};
  const blockTypes: Json = {};
  for (const [key, a] of Object.entries<Json>(attrs ?? {})) {
    if (!a || typeof a !== 'object') continue;
    const name = a.terraformName ?? snake(key);
    const computedOnly = !!a.computed && !a.optional && !a.required;
    const obj = objectOf(a.type);
    if (obj && !computedOnly && types?.[obj.name] && !seen.includes(obj.name)) {
      const bt: Json = { nesting_mode: obj.coll === 'set' ? 'set' : 'list', block: block(types[obj.name].attributes, types, [...seen, obj.name]) };
      if (obj.coll === 'single') bt.max_items = 1;
      else if (typeof a.maxItems === 'number') bt.max_items = a.maxItems;
      if (a.required) bt.min_items = Math.max(1, typeof a.minItems === 'number' ? a.minItems : 1);
      else if (typeof a.minItems === 'number' && a.minItems > 0) bt.min_items = a.minItems;
      blockTypes[name] = bt;
      continue;
    }
    const attr: Json = { type: tfType(a.type, types) };
    if (a.required && !a.computed) {attr.required = true;} else if (computedOnly) {attr.computed = true;} else {
      attr.optional = true;
      if (a.computed) attr.computed = true;
    }
    if (a.secret) attr.sensitive = true;
    if (a.writeOnly) attr.write_only = true;
    attributes[name] = attr;
  }
  const out: Json = { attributes };
  if (Object.keys(blockTypes).length) out.block_types = blockTypes;
  return out;
}

function yamlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? yamlFiles(path.join(dir, e.name)) : e.name.endsWith('.yaml') ? [path.join(dir, e.name)] : [],
  );
}

/**
 * Writes `terraform.json`, `allowed-values.json` and `provider-rules.json` into every package folder
 * of a schema folder that lacks them, agreeing with its YAML files (no value checks, no provider rules).
 */
export function writeReferenceFor(schemaDir: string): void {
  for (const pkg of fs.readdirSync(schemaDir)) {
    const dir = path.join(schemaDir, pkg);
    if (!fs.statSync(dir).isDirectory()) continue;
    const real = path.join(ROOT, 'schema', pkg, 'terraform.json');
    if (!fs.existsSync(path.join(dir, 'terraform.json'))) {
      const base = fs.existsSync(real) ? JSON.parse(fs.readFileSync(real, 'utf8')) : undefined;
      const address = base ? Object.keys(base.provider_schemas)[0] : `registry.terraform.io/triad/${pkg}`;
      let provider: Json = { version: 0, block: { attributes: {} } };
      const resources: Json = {};
      const dataSources: Json = {};
      for (const file of yamlFiles(dir)) {
        let data: Json;
        try {
          data = YAML.parse(fs.readFileSync(file, 'utf8'));
        } catch {
          continue;
        }
        if (!data || typeof data !== 'object') continue;
        if (path.basename(file) === 'package.yaml') {
          if (data.provider?.attributes && typeof data.provider.attributes === 'object') provider = { version: 0, block: block(data.provider.attributes, {}) };
          continue;
        }
        if (typeof data.name !== 'string') continue;
        const module = data.module ?? 'index';
        const tfName = `${pkg}_${module === 'index' ? '' : `${module}_`}${data.terraformName ?? snake(lowerFirst(data.name))}`;
        const b = block(data.attributes, data.types);
        // (computed only: the real providers' optional `id` argument is tested against the real schema)
        b.attributes.id = { type: 'string', computed: true };
        (data.kind === 'dataSource' ? dataSources : resources)[tfName] = { version: 0, block: b };
      }
      const schema = { format_version: '1.0', provider_schemas: { [address]: { provider, resource_schemas: resources, data_source_schemas: dataSources } } };
      fs.writeFileSync(path.join(dir, 'terraform.json'), JSON.stringify(schema, null, 2));
    }
    if (!fs.existsSync(path.join(dir, 'allowed-values.json'))) fs.writeFileSync(path.join(dir, 'allowed-values.json'), '{}\n');
    if (!fs.existsSync(path.join(dir, 'provider-rules.json'))) fs.writeFileSync(path.join(dir, 'provider-rules.json'), '{}\n');
  }
}
