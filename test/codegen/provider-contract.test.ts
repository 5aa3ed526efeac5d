/**
 * The providers' own schemas are the contract (schema/<package>/terraform.json, allowed-values.json):
 *  - the derived provider-schema/<package>.json equals them for every type the library has, attribute by
 *    attribute and flag by flag (the derived file adds only descriptions);
 *  - the loader takes every Terraform fact from them, names each attribute by the README's rule, and
 *    fails, naming the file and the path, on a YAML entry that names nothing of the provider's, on flags
 *    that disagree with the provider's, and on a provider schema that does not load;
 *  - the provider's value checks are applied by the library's validation.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { emitPackage } from '../../codegen/emit-l1';
import { loadAll, ROOT, SchemaError } from '../../codegen/load';
import { apiName, pluralize, singulars } from '../../codegen/reference';
import { packages } from '../support/model';

type Json = any;

const read = (file: string): Json => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const only = (schema: Json): Json => Object.values<Json>(schema.provider_schemas)[0];

/** Every difference between a provider block and a derived block, as `<path>: <what>`, descriptions aside. */
function differences(ref: Json, der: Json, at: string): string[] {
  const out: string[] = [];
  const refAttrs = ref?.attributes ?? {};
  const derAttrs = der?.attributes ?? {};
  for (const name of new Set([...Object.keys(refAttrs), ...Object.keys(derAttrs)])) {
    const r = refAttrs[name];
    const d = derAttrs[name];
    if (!r) {out.push(`${at}.${name}: not in the provider's schema`);} else if (!d) {out.push(`${at}.${name}: missing`);} else {
      const flags = new Set([...Object.keys(r), ...Object.keys(d)].filter((k) => k !== 'description' && k !== 'description_kind'));
      for (const f of flags) {
        if (JSON.stringify(r[f]) !== JSON.stringify(d[f])) out.push(`${at}.${name}.${f}: provider ${JSON.stringify(r[f])}, derived ${JSON.stringify(d[f])}`);
      }
    }
  }
  const refBlocks = ref?.block_types ?? {};
  const derBlocks = der?.block_types ?? {};
  for (const name of new Set([...Object.keys(refBlocks), ...Object.keys(derBlocks)])) {
    const r = refBlocks[name];
    const d = derBlocks[name];
    if (!r) {out.push(`${at}.${name}: block not in the provider's schema`);} else if (!d) {out.push(`${at}.${name}: block missing`);} else {
      for (const f of ['nesting_mode', 'min_items', 'max_items']) {
        if (r[f] !== d[f]) out.push(`${at}.${name}.${f}: provider ${JSON.stringify(r[f])}, derived ${JSON.stringify(d[f])}`);
      }
      out.push(...differences(r.block, d.block, `${at}.${name}`));
    }
  }
  return out;
}

describe.each(['idp', 'repo', 'cap'])('package %s: provider-schema equals the provider\'s schema', (pkg) => {
  const ref = only(read(`schema/${pkg}/terraform.json`));
  const der = only(read(`provider-schema/${pkg}.json`));

  test('the same provider address and provider block', () => {
    expect(Object.keys(read(`provider-schema/${pkg}.json`).provider_schemas)).toEqual(Object.keys(read(`schema/${pkg}/terraform.json`).provider_schemas));
    expect(differences(ref.provider.block, der.provider.block, 'provider')).toEqual([]);
  });

  test('every type the library has is the provider\'s, attribute by attribute, flag by flag', () => {
    const problems: string[] = [];
    for (const kind of ['resource_schemas', 'data_source_schemas']) {
      for (const [type, schema] of Object.entries<Json>(der[kind] ?? {})) {
        if (!ref[kind][type]) problems.push(`${type}: not a ${kind === 'resource_schemas' ? 'resource' : 'data source'} of the provider`);
        else problems.push(...differences(ref[kind][type].block, schema.block, type));
      }
    }
    expect(problems).toEqual([]);
  });

  test('every type of the schema model is in the derived file', () => {
    const model = packages().find((p) => p.name === pkg)!;
    const types = model.entities.map((e) => `${e.kind === 'resource' ? 'resource_schemas' : 'data_source_schemas'}/${e.tfType}`).sort();
    const derived = ['resource_schemas', 'data_source_schemas'].flatMap((k) => Object.keys(der[k] ?? {}).map((t) => `${k}/${t}`)).sort();
    expect(derived).toEqual(types);
    expect(types.length).toBeGreaterThan(0);
  });

  test('the comparison names a difference of each kind (it can fail)', () => {
    const type = Object.keys(der.resource_schemas)[0];
    const copy = JSON.parse(JSON.stringify(der.resource_schemas[type].block));
    const [attr] = Object.keys(copy.attributes).filter((a) => a !== 'id');
    copy.attributes[attr] = { ...copy.attributes[attr], sensitive: true };
    copy.attributes.invented = { type: 'string', optional: true };
    expect(differences(ref.resource_schemas[type].block, copy, type)).toEqual([
      `${type}.${attr}.sensitive: provider undefined, derived true`,
      `${type}.invented: not in the provider's schema`,
    ]);
  });
});

describe('naming: one rule (README "Naming")', () => {
  test.each([
    ['scheduled_task', 'scheduled_tasks'],
    ['ebs_block_device', 'ebs_block_devices'],
    ['instance_types_spot', 'instance_types_spots'],
    ['s3', 's3s'],
    ['policy', 'policies'],
    ['branch_type', 'branch_types'],
    ['subnet_ids', 'subnet_ids'],
    ['address', 'addresses'],
    ['metadata', 'metadata'],
    ['key', 'keys'],
  ])('%s holding many is named %s', (tf, plural) => expect(pluralize(tf)).toBe(plural));

  test('the singulars a pluralised name is looked up by include the provider\'s name', () => {
    expect(singulars('scheduled_tasks')).toContain('scheduled_task');
    expect(singulars('policies')).toContain('policy');
    expect(singulars('s3s')).toContain('s3');
    expect(singulars('addresses')).toContain('address');
  });

  test('API names: camelCase, plural where many', () => {
    expect(apiName('scheduled_task', true)).toBe('scheduledTasks');
    expect(apiName('strategy', false)).toBe('strategy');
    expect(apiName('max_scale_down_percentage', false)).toBe('maxScaleDownPercentage');
  });

  test('every attribute the specification names keeps its name and writes the provider\'s', () => {
    const cluster = packages().find((p) => p.name === 'cap')!.entities.find((e) => e.tfType === 'cap_pubcloud_a_scaling_group')!;
    const byName = new Map(cluster.attrs.map((a) => [a.name, a]));
    expect([byName.get('scheduledTasks')?.tfName, byName.get('scheduledTasks')?.tsName]).toEqual(['scheduled_task', 'scheduledTasks']);
    expect(byName.get('ebsBlockDevices')?.tfName).toBe('ebs_block_device');
    expect(byName.get('instanceTypesSpots')?.tfName).toBe('instance_types_spot');
  });

  test('attributes the specification does not name follow the same rule', () => {
    const problems: string[] = [];
    for (const p of packages()) {
      for (const e of p.entities) {
        for (const a of e.attrs.filter((x) => x.raw.origin === 'provider' && x.name !== 'id')) {
          const many = a.raw.tf?.kind === 'block' ? a.raw.tf.maxItems !== 1 : typeof a.raw.type === 'object' && ('list' in a.raw.type || 'set' in a.raw.type);
          if (a.name !== apiName(a.tfName, many)) problems.push(`${e.tfType}.${a.tfName}: ${a.name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// the loader against a provider schema of the test's own

const PROVIDER = { version: 0, block: { attributes: { token: { type: 'string', optional: true, sensitive: true } } } };
const PKG = `package: idp
version: 1.0.0
providerSource: triad/idp
origin: design
description: A package.
provider:
  description: The provider.
  attributes:
    token: { type: string, secret: true, origin: design, description: "The token." }
`;

/** A provider schema holding the resource idp_thing with this block. */
const providerWith = (block: Json) => JSON.stringify({
  format_version: '1.0',
  provider_schemas: { 'registry.terraform.io/triad/idp': { provider: PROVIDER, resource_schemas: { idp_thing: { version: 0, block } }, data_source_schemas: {} } },
});

const THING_BLOCK = {
  attributes: {
    id: { type: 'string', optional: true, computed: true },
    name: { type: 'string', required: true },
    mode: { type: 'string', optional: true },
    subnet_ids: { type: ['list', 'string'], optional: true },
    token: { type: 'string', optional: true, sensitive: true },
    level: { type: 'number', optional: true },
  },
  block_types: {
    scheduled_task: { nesting_mode: 'list', block: { attributes: { cron: { type: 'string', required: true } } } },
    strategy: { nesting_mode: 'list', max_items: 1, block: { attributes: { spot_percentage: { type: 'number', optional: true } } } },
  },
};

const thing = (attributes: string[], extra = '') => `kind: resource
name: Thing
origin: design
description: A thing.
attributes:
${attributes.map((l) => `  ${l}`).join('\n')}
${extra}`;

function load(files: { [file: string]: string }): { problems: string[]; pkgs: ReturnType<typeof loadAll> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provider-contract-'));
  try {
    fs.copyFileSync(path.join(ROOT, 'schema', 'format.schema.json'), path.join(dir, 'format.schema.json'));
    const all = { 'idp/package.yaml': PKG, 'idp/terraform.json': providerWith(THING_BLOCK), 'idp/allowed-values.json': '{}', 'idp/provider-rules.json': '{}', ...files };
    for (const [f, content] of Object.entries(all)) {
      if (content === undefined) continue;
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.writeFileSync(path.join(dir, f), content);
    }
    try {
      return { problems: [], pkgs: loadAll(dir) };
    } catch (e) {
      if (e instanceof SchemaError) return { problems: e.problems.map((p) => p.split(path.relative(ROOT, dir)).join('<dir>')).sort(), pkgs: [] };
      throw e;
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the loader takes Terraform facts from the provider\'s schema', () => {
  test('every argument of the type is an attribute: the YAML\'s under their names, the others named by the rule', () => {
    const { problems, pkgs } = load({ 'idp/resources/thing.yaml': thing(['name: { type: string, origin: design, description: "Name." }', 'scheduledTasks: { type: { list: { object: ThingTask } }, origin: design }'], 'types:\n  ThingTask: { origin: design, attributes: { cron: { type: string, origin: design } } }\n') });
    expect(problems).toEqual([]);
    const e = pkgs[0].entities[0];
    expect(e.attrs.map((a) => [a.name, a.tfName, a.raw.origin])).toEqual([
      ['id', 'id', 'provider'],
      ['level', 'level', 'provider'],
      ['mode', 'mode', 'provider'],
      ['name', 'name', 'design'],
      ['subnetIds', 'subnet_ids', 'provider'],
      ['token', 'token', 'provider'],
      ['scheduledTasks', 'scheduled_task', 'design'],
      ['strategy', 'strategy', 'provider'],
    ]);
    // flags and shapes are the provider's: a block of at most one item is a single object
    const byName = new Map(e.attrs.map((a) => [a.name, a]));
    expect(byName.get('name')!.raw.required).toBe(true);
    expect(byName.get('token')!.raw.secret).toBe(true);
    expect(byName.get('strategy')!.objectCollection).toBe('single');
    expect(byName.get('scheduledTasks')!.objectCollection).toBe('list');
    expect(byName.get('scheduledTasks')!.struct!.attrs.map((a) => [a.name, !!a.raw.required])).toEqual([['cron', true]]);
    expect(e.structs.map((s) => s.name).sort()).toEqual(['ThingStrategy', 'ThingTask']);
  });

  test('an entry with no type documents the provider\'s attribute or block: the type and shape are the provider\'s', () => {
    const { problems, pkgs } = load({
      'idp/resources/thing.yaml': thing(
        ['name: { type: string, origin: design }', 'level: { origin: provider, description: "How far up it sits." }', 'strategy: { origin: provider, description: "How it runs." }'],
        'types:\n  ThingStrategy: { origin: provider, attributes: { spotPercentage: { origin: provider, description: "The share of spot capacity." } } }\n',
      ),
    });
    expect(problems).toEqual([]);
    const byName = new Map(pkgs[0].entities[0].attrs.map((a) => [a.name, a]));
    expect([byName.get('level')!.raw.type, byName.get('level')!.raw.description]).toEqual(['number', 'How far up it sits.']);
    const strategy = byName.get('strategy')!;
    expect([strategy.objectCollection, strategy.raw.description]).toEqual(['single', 'How it runs.']);
    expect(strategy.struct!.attrs.map((a) => [a.name, a.raw.type, a.raw.description])).toEqual([['spotPercentage', 'number', 'The share of spot capacity.']]);
  });

  test('a YAML attribute the provider lacks fails the build, naming the file and the path', () => {
    expect(load({ 'idp/resources/thing.yaml': thing(['name: { type: string, origin: design }', 'colour: { type: string, origin: design }']) }).problems).toEqual([
      '<dir>/idp/resources/thing.yaml: /attributes/colour: the provider has no Terraform attribute or block "colour" here (<dir>/idp/terraform.json)',
    ]);
  });

  test('terraformName names the provider\'s attribute where neither rule finds it; naming one it lacks is a problem', () => {
    const ok = load({ 'idp/resources/thing.yaml': thing(['name: { type: string, origin: design }', 'tier: { type: number, terraformName: level, origin: design }']) });
    expect(ok.problems).toEqual([]);
    expect(ok.pkgs[0].entities[0].attrs.find((a) => a.name === 'tier')!.tfName).toBe('level');
    expect(load({ 'idp/resources/thing.yaml': thing(['name: { type: string, origin: design }', 'tier: { type: number, terraformName: tier_level, origin: design }']) }).problems).toEqual([
      '<dir>/idp/resources/thing.yaml: /attributes/tier: the provider has no Terraform attribute or block "tier_level" here (<dir>/idp/terraform.json)',
    ]);
  });

  test('a type the provider lacks, a type that does not fit and flags that disagree are problems', () => {
    expect(load({
      'idp/resources/thing.yaml': thing([
        'name: { type: string, optional: true, origin: design }',
        'level: { type: boolean, origin: design }',
        'mode: { type: string, computed: true, origin: design }',
      ]),
      'idp/resources/other.yaml': 'kind: resource\nname: Other\norigin: design\ndescription: Other.\nattributes: {}\n',
    }).problems).toEqual([
      '<dir>/idp/resources/other.yaml: the provider has no resource idp_other (<dir>/idp/terraform.json)',
      '<dir>/idp/resources/thing.yaml: /attributes/level/type: "boolean" does not fit the provider\'s type "number" (<dir>/idp/terraform.json)',
      '<dir>/idp/resources/thing.yaml: /attributes/mode: the YAML makes it computed (read-only), the provider optional (<dir>/idp/terraform.json); state the provider\'s flags or none',
      '<dir>/idp/resources/thing.yaml: /attributes/name: the YAML makes it optional, the provider required (<dir>/idp/terraform.json); state the provider\'s flags or none',
    ]);
  });

  test('a provider schema that does not load fails the build, naming the file and the path inside it', () => {
    expect(load({ 'idp/terraform.json': '{ "provider_schemas": ' }).problems).toEqual([
      expect.stringMatching(/^<dir>\/idp\/terraform\.json: not valid JSON: /),
    ]);
    const broken = { ...THING_BLOCK, attributes: { ...THING_BLOCK.attributes, level: { type: 'strin', optional: true } } };
    expect(load({ 'idp/terraform.json': providerWith(broken) }).problems).toEqual([
      '<dir>/idp/terraform.json: /provider_schemas/registry.terraform.io/triad/idp/resource_schemas/idp_thing/block/attributes/level/type: unknown type "strin"',
    ]);
    expect(load({ 'idp/terraform.json': undefined as unknown as string }).problems).toEqual([
      '<dir>/idp/terraform.json: missing (the provider\'s schema is the source of every Terraform fact)',
    ]);
  });

  test('the provider\'s value checks are added (the stricter applies); one naming no attribute is a problem', () => {
    const values = JSON.stringify({ idp_thing: { 'mode': { enum: ['a', 'b'] }, 'level': { min: 1 }, 'scheduled_task.cron': { pattern: '^[0-9 *]+$' } } });
    const { problems, pkgs } = load({
      'idp/allowed-values.json': values,
      'idp/resources/thing.yaml': thing(['name: { type: string, origin: design }', 'level: { type: number, minimum: 0, maximum: 5, origin: design }']),
    });
    expect(problems).toEqual([]);
    const byName = new Map(pkgs[0].entities[0].attrs.map((a) => [a.name, a]));
    expect(byName.get('mode')!.raw.enum).toEqual(['a', 'b']);
    expect([byName.get('level')!.raw.minimum, byName.get('level')!.raw.maximum]).toEqual([1, 5]);
    expect(byName.get('scheduledTasks')!.struct!.attrs[0].raw.providerPattern).toBe('^[0-9 *]+$');
    expect(load({ 'idp/allowed-values.json': JSON.stringify({ idp_thing: { colour: { enum: ['red'] } } }), 'idp/resources/thing.yaml': thing(['name: { type: string, origin: design }']) }).problems).toEqual([
      '<dir>/idp/allowed-values.json: /idp_thing/colour: names no attribute of idp_thing',
    ]);
  });

  test('an allowed value the provider refuses is not accepted: the YAML\'s enum keeps only what both accept', () => {
    const { pkgs } = load({
      'idp/allowed-values.json': JSON.stringify({ idp_thing: { mode: { enum: ['a', 'b'] } } }),
      'idp/resources/thing.yaml': thing(['name: { type: string, origin: design }', 'mode: { type: string, enum: [a, c], origin: design }']),
    });
    expect(pkgs[0].entities[0].attrs.find((a) => a.name === 'mode')!.raw.enum).toEqual(['a']);
  });
});

describe('the providers\' rules (provider-rules.json): defaults and cross-field rules', () => {
  const THING = thing(['name: { type: string, origin: design }', 'level: { type: number, default: 5, origin: design }']);
  const rulesOf = (rules: Json) => ({ 'idp/provider-rules.json': JSON.stringify(rules), 'idp/resources/thing.yaml': THING });

  test('a default the provider fills in is the attribute\'s documented default; a "not set" marker says the service decides', () => {
    const { problems, pkgs } = load({
      ...rulesOf({ idp_thing: { 'mode': { default: 'a' }, 'level': { default: -1 }, 'strategy.spot_percentage': { default: 7 } } }),
      'idp/package.yaml': PKG.replace('origin: design\n', 'origin: design\nnotSetMarkers: [-1]\n'),
    });
    expect(problems).toEqual([]);
    const byName = new Map(pkgs[0].entities[0].attrs.map((a) => [a.name, a]));
    expect(byName.get('mode')!.raw.providerDefault).toBe('a');
    expect([byName.get('level')!.raw.providerNotSet, byName.get('level')!.raw.providerDefault]).toEqual([true, undefined]);
    expect(byName.get('strategy')!.struct!.attrs[0].raw.providerDefault).toBe(7);
    const code = emitPackage(pkgs[0]).get('thing.ts')!;
    expect(code).toContain('@default "a"\n   */\n  readonly mode?: string;');
    // the YAML's own default is what the service uses
    expect(code).toContain("@default - not set: the service's own behaviour applies (the service uses 5)\n   */\n  readonly level?: number;");
    expect(code).toContain('@default 7\n   */\n  readonly spotPercentage?: number;');
  });

  test('conflicts_with, exactly_one_of and required_with become rules of the type, once each, by API name, documented on each prop', () => {
    const { problems, pkgs } = load(rulesOf({
      idp_thing: {
        mode: { conflicts_with: ['level', 'subnet_ids'], required_with: ['token'] },
        level: { conflicts_with: ['mode'] },
        token: { exactly_one_of: ['token', 'subnet_ids'] },
        subnet_ids: { exactly_one_of: ['subnet_ids', 'token'] },
      },
    }));
    expect(problems).toEqual([]);
    expect(pkgs[0].entities[0].rules).toEqual([
      { kind: 'conflicts', fields: ['level', 'mode'], origin: 'provider' },
      { kind: 'conflicts', fields: ['mode', 'subnetIds'], origin: 'provider' },
      { kind: 'requiredWith', fields: ['mode', 'token'], origin: 'provider' },
      { kind: 'exactlyOne', fields: ['subnetIds', 'token'], origin: 'provider' },
    ]);
    const code = emitPackage(pkgs[0]).get('thing.ts')!;
    expect(code).toContain("{ kind: 'conflicts', fields: ['level', 'mode'] },");
    expect(code).toContain('Not together with any of `level`, `subnetIds`: the provider refuses such a pair.\n   * Needs `token` as well.');
    expect(code).toContain('Exactly one of `subnetIds`, `token` must be set.');
  });

  test('a rule naming what the provider\'s schema lacks stops codegen, naming the file and the path', () => {
    const { problems } = load(rulesOf({
      idp_other: { mode: { default: 'a' } },
      idp_thing: {
        colour: { default: 'red' },
        mode: { conflicts_with: ['colour'], frobs: true },
        strategy: { default: 1 },
        level: { conflicts_with: ['strategy.spot_percentage'], required_with: 'mode' },
      },
    }));
    expect(problems).toEqual([
      '<dir>/idp/provider-rules.json: /idp_other: names no type of the provider (<dir>/idp/terraform.json); expected a resource type, data.<data source> or provider.idp',
      '<dir>/idp/provider-rules.json: /idp_thing/colour: names no attribute of idp_thing (<dir>/idp/terraform.json)',
      '<dir>/idp/provider-rules.json: /idp_thing/level/conflicts_with/0: strategy.spot_percentage is not in the object that holds level; a rule across objects is not supported',
      '<dir>/idp/provider-rules.json: /idp_thing/level/required_with: expected a list of attribute paths',
      '<dir>/idp/provider-rules.json: /idp_thing/mode/conflicts_with/0: names no attribute of idp_thing: "colour" (<dir>/idp/terraform.json)',
      '<dir>/idp/provider-rules.json: /idp_thing/mode/frobs: unknown key; expected default, conflicts_with, exactly_one_of, required_with',
      '<dir>/idp/provider-rules.json: /idp_thing/strategy/default: a default needs an attribute; strategy is a block',
    ]);
    expect(load({ 'idp/provider-rules.json': undefined as unknown as string }).problems).toEqual([
      '<dir>/idp/provider-rules.json: missing (the provider\'s schema is the source of every Terraform fact)',
    ]);
  });

  test('rules of the provider\'s own settings and of a data source name them as the file does; a rule inside a block is the block type\'s', () => {
    const block = {
      attributes: { id: { type: 'string', computed: true }, name: { type: 'string', required: true } },
      block_types: { rollout: { nesting_mode: 'list', max_items: 1, block: { attributes: { a: { type: 'number', optional: true }, b: { type: 'number', optional: true } } } } },
    };
    const schema = JSON.parse(providerWith(block));
    schema.provider_schemas['registry.terraform.io/triad/idp'].data_source_schemas = { idp_thing: { version: 0, block: { attributes: { pk: { type: 'string', optional: true }, name: { type: 'string', optional: true } } } } };
    const lookup = 'kind: dataSource\nname: Thing\norigin: design\ndescription: A lookup.\nattributes: {}\n';
    const files = { 'idp/terraform.json': JSON.stringify(schema), 'idp/resources/thing.yaml': thing(['name: { type: string, origin: design }']), 'idp/data/thing.yaml': lookup };
    const { problems, pkgs } = load({
      ...files,
      'idp/provider-rules.json': JSON.stringify({
        'provider.idp': { token: { default: 'x' } },
        'data.idp_thing': { pk: { exactly_one_of: ['pk', 'name'] } },
        'idp_thing': { 'rollout.a': { conflicts_with: ['rollout.0.b'] } },
      }),
    });
    expect(problems).toEqual([]);
    expect(pkgs[0].provider.attrs.find((a) => a.name === 'token')!.raw.providerDefault).toBe('x');
    const [data, resource] = [pkgs[0].entities.find((e) => e.kind === 'dataSource')!, pkgs[0].entities.find((e) => e.kind === 'resource')!];
    expect(data.rules).toEqual([{ kind: 'exactlyOne', fields: ['pk', 'name'], origin: 'provider' }]);
    expect(resource.rules).toEqual([]);
    expect(resource.structs.find((t) => t.name === 'ThingRollout')!.rules).toEqual([{ kind: 'conflicts', fields: ['a', 'b'], origin: 'provider' }]);
    // what the library does not generate (a computed-only id) cannot carry a default or a rule
    expect(load({ ...files, 'idp/provider-rules.json': JSON.stringify({ idp_thing: { id: { default: 'x' }, name: { conflicts_with: ['id'] } } }) }).problems).toEqual([
      '<dir>/idp/provider-rules.json: /idp_thing/id: the default names no attribute the library generates for idp_thing',
      '<dir>/idp/provider-rules.json: /idp_thing: id names no attribute the library generates for idp_thing',
    ]);
    // paths that name no attribute: one inside a block, one through an attribute, a data source or type of none
    expect(load({ ...files, 'idp/provider-rules.json': JSON.stringify({ 'idp_thing': { 'rollout.c': { default: 1 }, 'name.x': { default: 1 } }, 'data.idp_other': {} }) }).problems).toEqual([
      '<dir>/idp/provider-rules.json: /data.idp_other: names no type of the provider (<dir>/idp/terraform.json); expected a resource type, data.<data source> or provider.idp',
      '<dir>/idp/provider-rules.json: /idp_thing/name.x: names no attribute of idp_thing (<dir>/idp/terraform.json)',
      '<dir>/idp/provider-rules.json: /idp_thing/rollout.c: names no attribute of idp_thing (<dir>/idp/terraform.json)',
    ]);
  });

  test('a rules file, a type or a rule of the wrong shape is named', () => {
    expect(load({ 'idp/provider-rules.json': '[]' }).problems).toEqual(['<dir>/idp/provider-rules.json: expected an object of Terraform types']);
    expect(load({ 'idp/provider-rules.json': JSON.stringify({ 'idp_thing': [], 'provider.idp': { token: 'x' } }) }).problems).toEqual([
      '<dir>/idp/provider-rules.json: /idp_thing: expected an object of attribute paths',
      '<dir>/idp/provider-rules.json: /provider.idp/token: expected an object with default, conflicts_with, exactly_one_of, required_with',
    ]);
    expect(load({ 'idp/provider-rules.json': JSON.stringify({ idp_thing: { mode: { conflicts_with: [], exactly_one_of: [1] } } }) }).problems).toEqual([
      '<dir>/idp/provider-rules.json: /idp_thing/mode/conflicts_with: expected a list of attribute paths',
      '<dir>/idp/provider-rules.json: /idp_thing/mode/exactly_one_of: expected a list of attribute paths',
    ]);
  });

  test('one object type serving two blocks takes the provider\'s defaults of both, which must agree', () => {
    const roll = { nesting_mode: 'list', max_items: 1, block: { attributes: { size: { type: 'number', optional: true } } } };
    const block = { attributes: { name: { type: 'string', required: true } }, block_types: { first: roll, second: roll } };
    const yaml = thing(
      ['name: { type: string, origin: design }', 'first: { type: { object: Roll }, origin: design }', 'second: { type: { object: Roll }, origin: design }'],
      'types:\n  Roll:\n    origin: design\n    attributes: {}\n',
    );
    const files = { 'idp/terraform.json': providerWith(block), 'idp/resources/thing.yaml': yaml };
    const same = load({ ...files, 'idp/provider-rules.json': JSON.stringify({ idp_thing: { 'first.size': { default: 3 }, 'second.size': { default: 3 } } }) });
    expect(same.problems).toEqual([]);
    expect(same.pkgs[0].entities[0].structs.find((t) => t.name === 'Roll')!.attrs[0].raw.providerDefault).toBe(3);
    expect(load({ ...files, 'idp/provider-rules.json': JSON.stringify({ idp_thing: { 'first.size': { default: 3 }, 'second.size': { default: 4 } } }) }).problems).toEqual([
      '<dir>/idp/resources/thing.yaml: /attributes/second/type: Roll serves blocks whose provider defaults differ (size at second.size); declare one type per block',
    ]);
    expect(load({ ...files, 'idp/provider-rules.json': JSON.stringify({ idp_thing: { 'second.size': { default: -1 } } }), 'idp/package.yaml': PKG.replace('origin: design\n', 'origin: design\nnotSetMarkers: [-1]\n') }).problems).toEqual([
      '<dir>/idp/resources/thing.yaml: /attributes/second/type: Roll serves blocks whose provider defaults differ (size at second.size); declare one type per block',
    ]);
  });

  test('a YAML rule that says what a provider rule says is a problem (one mistake, one error)', () => {
    const { problems } = load({
      'idp/provider-rules.json': JSON.stringify({ idp_thing: { mode: { conflicts_with: ['level'] } } }),
      'idp/resources/thing.yaml': thing(['name: { type: string, origin: design }'], 'rules:\n  - { kind: exclusive, fields: [level, mode], origin: design }\n'),
    });
    expect(problems).toEqual([
      '<dir>/idp/resources/thing.yaml: /rules/0: the provider\'s own rule (conflicts level, mode) already says this; remove it',
    ]);
  });
});

describe('every rule of the providers\' files is the library\'s', () => {
  test('each cross-field rule of schema/<pkg>/provider-rules.json is a rule of its type or provider, and each default (at any depth) is the prop\'s, the markers as "not set"', () => {
    const missing: string[] = [];
    for (const p of packages()) {
      const file = read(`schema/${p.name}/provider-rules.json`);
      for (const [key, paths] of Object.entries<Json>(file)) {
        const e = key === `provider.${p.name}` ? p.provider : p.entities.find((x) => (x.kind === 'dataSource' ? `data.${x.tfType}` : x.tfType) === key)!;
        for (const [tfPath, rule] of Object.entries<Json>(paths)) {
          // the attribute at the path, through the object types of the blocks on the way
          let attrs = e.attrs;
          let attr: (typeof attrs)[number] | undefined;
          for (const step of tfPath.split('.')) {
            attr = attrs.find((a) => a.tfName === step);
            attrs = attr?.struct?.attrs ?? [];
          }
          if ('default' in rule && attr?.raw.providerDefault !== rule.default && !(attr?.raw.providerNotSet && [-1, 1357997531].includes(rule.default))) missing.push(`${key} ${tfPath} default`);
          for (const other of rule.conflicts_with ?? []) {
            const names = [attr?.name, e.attrs.find((a) => a.tfName === other)?.name].sort();
            if (!e.rules.some((r) => r.kind === 'conflicts' && r.fields.join() === names.join())) missing.push(`${key} ${tfPath} conflicts_with ${other}`);
          }
          if (rule.exactly_one_of && !e.rules.some((r) => r.kind === 'exactlyOne' && r.fields.includes(attr!.name))) missing.push(`${key} ${tfPath} exactly_one_of`);
          if (rule.required_with && !e.rules.some((r) => r.kind === 'requiredWith' && r.fields[0] === attr!.name)) missing.push(`${key} ${tfPath} required_with`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the providers\' value checks (allowed-values.json) are the library\'s too', () => {
  const rules = packages().flatMap((p) => {
    const values = read(`schema/${p.name}/allowed-values.json`);
    return p.entities.flatMap((e) => Object.entries<Json>(values[e.kind === 'dataSource' ? `data.${e.tfType}` : e.tfType] ?? {}).map(([tfPath, rule]) => ({ e, tfPath, rule })));
  });

  test('there are rules on the library\'s types', () => expect(rules.length).toBeGreaterThan(30));

  test.each(rules.map((r) => [`${r.e.tfType} ${r.tfPath}`, r]))('%s: the attribute refuses what the provider refuses', (_n, { e, tfPath, rule }) => {
    let attrs = e.attrs;
    let attr;
    for (const step of tfPath.split('.')) {
      attr = attrs.find((a) => a.tfName === step);
      expect(attr).toBeDefined();
      attrs = attr!.struct?.attrs ?? [];
    }
    const raw = attr!.raw;
    if (rule.enum) {
      const accepted = (raw.enum ?? raw.itemEnum ?? []).map(String);
      expect(accepted.length).toBeGreaterThan(0);
      expect(rule.enum.map(String)).toEqual(expect.arrayContaining(accepted));
      expect(raw.enumOpen).toBeFalsy();
    }
    if (rule.min !== undefined) expect(raw.minimum).toBeGreaterThanOrEqual(rule.min);
    if (rule.max !== undefined) expect(raw.maximum).toBeLessThanOrEqual(rule.max);
    if (rule.minLength !== undefined) expect(raw.minLength).toBeGreaterThanOrEqual(rule.minLength);
    if (rule.maxLength !== undefined) expect(raw.maxLength).toBeLessThanOrEqual(rule.maxLength);
    if (rule.pattern !== undefined) expect([raw.pattern, raw.providerPattern]).toContain(rule.pattern);
  });

  test('a value the provider\'s pattern refuses is refused at synth, naming the path', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Testing, TerraformStack } = require('cdktf');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { idp } = require('../../src');
    const stack = new TerraformStack(Testing.app(), 'stack');
    const provider = new idp.ProviderOauth2(stack, 'subject', {
      name: 'n', clientId: 'c', authorizationFlow: 'f', invalidationFlow: 'g', accessCodeValidity: 'hours=1;forever',
    });
    expect(provider.node.validate()).toEqual(expect.arrayContaining([
      expect.stringMatching(/^ProviderOauth2: accessCodeValidity: "hours=1;forever" is refused by the provider: it does not match \//),
    ]));
    const fine = new idp.ProviderOauth2(stack, 'fine', { name: 'n', clientId: 'c', authorizationFlow: 'f', invalidationFlow: 'g', accessCodeValidity: 'hours=1;minutes=30' });
    expect(fine.node.validate().filter((l: string) => l.includes('accessCodeValidity'))).toEqual([]);
  });
});
