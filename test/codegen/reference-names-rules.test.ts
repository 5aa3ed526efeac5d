/**
 * The reference module's path helpers, provider-rules.json checks, naming rules and the merge of
 * YAML types onto Terraform types (scalars, collections, read-only object types, shared shapes).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { RawAttribute } from '../../codegen/model';
import {
  loadReference, mergeAttributes, mergeContext, parentPath, pluralize, RawType, RefBlock, Reference, singulars,
} from '../../codegen/reference';

const TF = 'schema/pubcloud_a/terraform.json';
const FILE = 'schema/pubcloud_a/cluster.yaml';

const ref: Reference = {
  file: TF,
  valuesFile: 'schema/pubcloud_a/allowed-values.json',
  rulesFile: 'schema/pubcloud_a/provider-rules.json',
  provider: {},
  resources: {},
  dataSources: {},
  values: {},
  rules: {},
};

const attr = (type: any, extra: Partial<RawAttribute> = {}): RawAttribute => ({ type, origin: 'yaml' as any, ...extra });

/** Merges YAML attributes (and YAML types) onto a block; returns the merged attributes, the types and the problems. */
function merge(yaml: { [k: string]: RawAttribute }, block: RefBlock, types: { [k: string]: RawType } = {}) {
  const problems: string[] = [];
  const ctx = mergeContext(FILE, problems, ref, types, {});
  const out = mergeAttributes(yaml, block, 'Cluster', '/attributes', ctx, '');
  return { out, types: ctx.types, problems };
}

describe('parentPath', () => {
  test('drops item indexes (of any length) and the last part, and joins the rest with dots', () => {
    expect(parentPath('pool.0.scaling.min_size')).toBe('pool.scaling');
    expect(parentPath('pool.10.scaling.min_size')).toBe('pool.scaling');
  });

  test('keeps parts that merely start or end with digits', () => {
    expect(parentPath('zone.az1.min_size')).toBe('zone.az1');
    expect(parentPath('zone.1az.min_size')).toBe('zone.1az');
  });
});

describe('names', () => {
  test('uncountable last words stay as they are', () => {
    expect(pluralize('user_data')).toBe('user_data');
    expect(pluralize('node_info')).toBe('node_info');
    expect(pluralize('tag_information')).toBe('tag_information');
    expect(pluralize('node_metadata')).toBe('node_metadata');
  });

  test('singulars come only from an ending -ies, -es or -s', () => {
    expect(singulars('priest')).toEqual([]);
    expect(singulars('node_pools')).toEqual(['node_pool']);
    expect(singulars('policies')).toEqual(['policy', 'polici', 'policie']);
  });

  test('a name that does not end in a snake_case word has no singulars', () => {
    expect(singulars('')).toEqual([]);
    expect(singulars('node_')).toEqual([]);
  });

  test('a name spanning lines is no snake_case name: neither pluralised nor singularised', () => {
    expect(pluralize('node\npool')).toBe('node\npool');
    expect(singulars('node\npools')).toEqual([]);
  });

  test('an attribute the YAML does not name gets a plural API name when it is a list or a set', () => {
    const { out, problems } = merge({}, {
      attributes: {
        subnet_id: { type: ['list', 'string'], optional: true },
        zone: { type: ['set', 'string'], optional: true },
        name: { type: 'string', required: true },
      },
    });
    expect(problems).toEqual([]);
    expect(Object.keys(out).sort()).toEqual(['name', 'subnetIds', 'zones']);
    expect(out.subnetIds.type).toEqual({ list: 'string' });
    expect(out.zones.type).toEqual({ set: 'string' });
  });
});

describe('provider-rules.json checks', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ref-rules-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** Loads a package folder whose provider has one resource, with the given provider-rules.json. */
  function load(rules: unknown): { problems: string[]; loaded: boolean } {
    const dir = path.join(root, 'pubcloud_a');
    fs.mkdirSync(dir);
    const schema = {
      provider_schemas: {
        'registry/pubcloud/pubcloud_a': {
          provider: { block: { attributes: { region: { type: 'string', optional: true } } } },
          resource_schemas: {
            pubcloud_a_cluster: {
              block: {
                attributes: { name: { type: 'string', required: true }, vpc_id: { type: 'string', optional: true }, subnet_id: { type: 'string', optional: true } },
              },
            },
          },
          data_source_schemas: {},
        },
      },
    };
    fs.writeFileSync(path.join(dir, 'terraform.json'), JSON.stringify(schema));
    fs.writeFileSync(path.join(dir, 'allowed-values.json'), '{}');
    fs.writeFileSync(path.join(dir, 'provider-rules.json'), JSON.stringify(rules));
    const problems: string[] = [];
    const loaded = loadReference(dir, root, problems) !== undefined;
    return { problems, loaded };
  }

  test('a provider-rules.json that is a string is not an object of Terraform types', () => {
    expect(load('pubcloud_a_cluster')).toEqual({
      loaded: false,
      problems: ['pubcloud_a/provider-rules.json: expected an object of Terraform types'],
    });
  });

  test('a type whose rules are a number is not an object of attribute paths', () => {
    expect(load({ pubcloud_a_cluster: 5 })).toEqual({
      loaded: false,
      problems: ['pubcloud_a/provider-rules.json: /pubcloud_a_cluster: expected an object of attribute paths'],
    });
  });

  test('a cross-field rule with a path that is not a string is not a list of attribute paths', () => {
    expect(load({ pubcloud_a_cluster: { vpc_id: { conflicts_with: ['subnet_id', 5] } } })).toEqual({
      loaded: false,
      problems: ['pubcloud_a/provider-rules.json: /pubcloud_a_cluster/vpc_id/conflicts_with: expected a list of attribute paths'],
    });
  });

  test('a cross-field rule of attribute paths of one object is accepted', () => {
    expect(load({ pubcloud_a_cluster: { vpc_id: { conflicts_with: ['subnet_id'] } } })).toEqual({ loaded: true, problems: [] });
  });
});

describe('merging YAML types onto Terraform types', () => {
  test('a scalar the YAML refines: number to integer and string to json, nothing else', () => {
    const { out, problems } = merge(
      { size: attr('integer'), spec: attr('json'), label: attr('integer'), count: attr('json') },
      {
        attributes: {
          size: { type: 'number', optional: true },
          spec: { type: 'string', optional: true },
          label: { type: 'string', optional: true },
          count: { type: 'number', optional: true },
        },
      },
    );
    expect([out.size.type, out.spec.type, out.label.type, out.count.type]).toEqual(['integer', 'json', 'string', 'number']);
    expect(problems).toEqual([
      `${FILE}: /attributes/label/type: "integer" does not fit the provider's type "string" (${TF})`,
      `${FILE}: /attributes/count/type: "json" does not fit the provider's type "number" (${TF})`,
    ]);
  });

  test('a Terraform scalar the model does not know merges as a string', () => {
    const { out, problems } = merge({}, { attributes: { blob: { type: 'opaque', optional: true } } });
    expect(problems).toEqual([]);
    expect(out.blob.type).toBe('string');
  });

  test('a scalar YAML type on a Terraform list is a problem, and the provider\'s type applies', () => {
    const { out, problems } = merge({ zones: attr('string') }, { attributes: { zones: { type: ['list', 'string'], optional: true } } });
    expect(problems).toEqual([`${FILE}: /attributes/zones/type: "string" does not fit the provider's type ["list","string"] (${TF})`]);
    expect(out.zones.type).toEqual({ list: 'string' });
  });

  test('an object YAML type on a Terraform map of strings is a problem', () => {
    const { out, problems } = merge(
      { labels: attr({ object: 'Label' }) },
      { attributes: { labels: { type: ['map', 'string'], optional: true } } },
      { Label: { origin: 'yaml', attributes: {} } },
    );
    expect(problems).toEqual([`${FILE}: /attributes/labels/type: {"object":"Label"} does not fit the provider's type ["map","string"] (${TF})`]);
    expect(out.labels.type).toEqual({ map: 'string' });
  });

  test('an object YAML type on a Terraform list of lists is a problem (only a list of objects takes its item type)', () => {
    const { out, problems } = merge(
      { matrix: attr({ object: 'Row' }) },
      { attributes: { matrix: { type: ['list', ['list', 'string']], computed: true } } },
      { Row: { origin: 'yaml', attributes: {} } },
    );
    expect(problems).toEqual([`${FILE}: /attributes/matrix/type: {"object":"Row"} does not fit the provider's type ["list",["list","string"]] (${TF})`]);
    expect(out.matrix.type).toEqual({ list: { list: 'string' } });
  });

  test('an object YAML type on a Terraform map of objects does not fit, and a map of objects is not supported', () => {
    const { out, problems } = merge(
      { routes: attr({ object: 'Route' }) },
      { attributes: { routes: { type: ['map', ['object', { cidr: 'string' }]], computed: true } } },
      { Route: { origin: 'yaml', attributes: {} } },
    );
    expect(problems).toEqual([
      `${FILE}: /attributes/routes/type: {"object":"Route"} does not fit the provider's type ["map",["object",{"cidr":"string"}]] (${TF})`,
      `${FILE}: /attributes/routes/type: a map of ["object",{"cidr":"string"}] is not supported`,
    ]);
    expect(out.routes.type).toEqual({ map: 'string' });
  });

  test('a result list of objects the YAML shows as its item type becomes a list of that type', () => {
    const { out, types, problems } = merge(
      { nodes: attr({ object: 'Node' }) },
      { attributes: { nodes: { type: ['list', ['object', { node_name: 'string' }]], computed: true } } },
      { Node: { origin: 'yaml', attributes: {} } },
    );
    expect(problems).toEqual([]);
    expect(out.nodes.type).toEqual({ list: { object: 'Node' } });
    expect(Object.keys(types.Node.attributes)).toEqual(['nodeName']);
    expect(types.Node.origin).toBe('yaml');
  });

  test('a result object type the YAML does not declare is made from the provider, its attributes computed', () => {
    const { out, types, problems } = merge({}, { attributes: { status: { type: ['object', { phase: 'string' }], computed: true } } });
    expect(problems).toEqual([]);
    expect(out.status.type).toEqual({ object: 'ClusterStatus' });
    expect(types.ClusterStatus).toEqual({
      origin: 'provider',
      attributes: {
        phase: { origin: 'provider', type: 'string', terraformName: 'phase', computed: true, tf: { kind: 'attribute', type: 'string', computed: true } },
      },
    });
  });

  test('a YAML attribute of a result object type that the provider lacks is reported under that type', () => {
    const { problems } = merge(
      { status: attr({ object: 'Status' }) },
      { attributes: { status: { type: ['object', { phase: 'string' }], computed: true } } },
      { Status: { origin: 'yaml', attributes: { reason: attr('string') } } },
    );
    expect(problems).toEqual([`${FILE}: /types/Status/attributes/reason: the provider has no Terraform attribute or block "reason" here (${TF})`]);
  });

  test('one object type serving two result objects of different shapes is a problem, and keeps the first shape', () => {
    const { types, problems } = merge(
      { status: attr({ object: 'Status' }), lastStatus: attr({ object: 'Status' }) },
      {
        attributes: {
          status: { type: ['object', { phase: 'string' }], computed: true },
          last_status: { type: ['object', { reason: 'string' }], computed: true },
        },
      },
      { Status: { origin: 'yaml', attributes: { phase: attr('string') } } },
    );
    expect(problems).toEqual([`${FILE}: /attributes/lastStatus/type: Status already serves a Terraform block of another shape; declare one type per shape`]);
    expect(Object.keys(types.Status.attributes)).toEqual(['phase']);
  });

  test('a map of objects is not supported, and merges as a map of strings', () => {
    const { out, problems } = merge({}, { attributes: { routes: { type: ['map', ['object', { cidr: 'string' }]], computed: true } } });
    expect(problems).toEqual([`${FILE}: /attributes/routes/type: a map of ["object",{"cidr":"string"}] is not supported`]);
    expect(out.routes.type).toEqual({ map: 'string' });
  });
});

describe('YAML keys and API names', () => {
  test('a key found neither as its snake case nor as a singular of it names both in the problem', () => {
    const { problems } = merge({ widgets: attr('string') }, { attributes: { name: { type: 'string', required: true } } });
    expect(problems).toEqual([`${FILE}: /attributes/widgets: the provider has no Terraform attribute or block "widgets" or "widget" here (${TF})`]);
  });

  test('two YAML keys naming one Terraform attribute is a problem', () => {
    const { out, problems } = merge(
      { subnet: attr('string'), subnets: attr('string') },
      { attributes: { subnet: { type: 'string', optional: true } } },
    );
    expect(problems).toEqual([`${FILE}: /attributes/subnets: names the Terraform attribute "subnet", as subnet does`]);
    expect(Object.keys(out)).toEqual(['subnet']);
  });

  test('two Terraform attributes that get one API name is a problem', () => {
    const { out, problems } = merge({}, {
      attributes: {
        zone: { type: ['list', 'string'], optional: true },
        zones: { type: 'string', optional: true },
      },
    });
    expect(problems).toEqual([`${FILE}: /attributes/zones: two Terraform attributes get this API name; name one of them in the YAML`]);
    expect(out.zones.terraformName).toBe('zones');
  });
});
