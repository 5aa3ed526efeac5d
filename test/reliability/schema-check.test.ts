import { SchemaCheck } from '../../src';
import { checkTerraformJson, shippedSchemas } from '../../src/constructs/schema-check';

const valid = {
  provider: { repo: [{ oauth_token: '${var.t}' }] },
  resource: {
    repo_pipeline_schedule: {
      nightly: {
        cron_pattern: '0 2 * * *',
        enabled: true,
        repository: 'web',
        workspace: 'acme',
        target: { ref_name: 'main', ref_type: 'branch', selector: { pattern: 'nightly' } },
      },
    },
    repo_branch_restriction: { r: { owner: 'a', repository: 'b', kind: 'push', groups: [{ owner: 'a', slug: 'x' }], value: '${var.n}' } },
    null_resource: { other: { anything: 1 } },
  },
  data: { repo_current_user: { me: {} } },
};

describe('offline schema check', () => {
  // first in the file: the shipped schemas are read once per process, by the first test that asks
  test('the shipped schemas are those of idp, repo and cap, by provider name, each with its resources and data sources', () => {
    const shipped = shippedSchemas();
    expect(Object.keys(shipped).sort()).toEqual(['cap', 'idp', 'repo']);
    expect(Object.keys(shipped.repo.resource_schemas)).toContain('repo_pipeline_schedule');
    expect(Object.keys(shipped.idp.data_source_schemas)).toContain('idp_flow');
    expect(shipped.cap.provider.block.attributes).toBeDefined();
  });

  test('a valid configuration has no problems (other providers are not judged)', () => {
    expect(SchemaCheck.check(valid)).toEqual([]);
  });

  test('finds unknown types and attributes, missing required attributes, computed-only values', () => {
    const bad = JSON.parse(JSON.stringify(valid));
    bad.resource.repo_pipeline_schedule.nightly.cronPattern = '0 2 * * *';
    delete bad.resource.repo_pipeline_schedule.nightly.workspace;
    bad.resource.repo_pipeline_schedule.nightly.uuid = 'u';
    bad.resource.repo_nonexistent = { x: {} };
    expect(checkTerraformJson(bad).sort()).toEqual([
      'resource.repo_nonexistent: unknown resource type of provider repo',
      'resource.repo_pipeline_schedule.nightly.cronPattern: unknown attribute or block "cronPattern"',
      'resource.repo_pipeline_schedule.nightly.uuid: is computed by the provider and cannot be set',
      'resource.repo_pipeline_schedule.nightly: missing required attribute "workspace"',
    ]);
  });

  test('finds wrong value types, blocks written as attributes and the reverse, too many items', () => {
    const bad = JSON.parse(JSON.stringify(valid));
    const s = bad.resource.repo_pipeline_schedule.nightly;
    s.enabled = 'maybe';
    s.target = 'main';
    bad.resource.repo_branch_restriction.r.value = { n: 1 };
    bad.resource.repo_branch_restriction.r.users = 'alice';
    const two = { ref_name: 'a', ref_type: 'branch', selector: { pattern: 'p' } };
    bad.resource.repo_pipeline_schedule.other = { cron_pattern: '0 2 * * *', enabled: true, repository: 'w', workspace: 'a', target: [two, two] };
    expect(checkTerraformJson(bad).sort()).toEqual([
      'resource.repo_branch_restriction.r.users: expected a set, got string "alice"',
      'resource.repo_branch_restriction.r.value: expected number, got an object',
      'resource.repo_pipeline_schedule.nightly.enabled: expected bool, got string "maybe"',
      'resource.repo_pipeline_schedule.nightly.target: is a block: expected an object or a list of objects, got string "main"',
      'resource.repo_pipeline_schedule.other.target: at most 1 block(s) allowed, got 2',
    ]);
  });

  test('checks provider blocks', () => {
    expect(checkTerraformJson({ provider: { idp: [{ url: 'u', tokn: 'x' }, { alias: 'b', insecure: 'no' }] } })).toEqual([
      'provider.idp[0].tokn: unknown attribute or block "tokn"',
      'provider.idp[1].insecure: expected bool, got string "no"',
    ]);
  });
});

describe('offline schema check, rule by rule (on a small provider schema)', () => {
  const block = {
    attributes: {
      name: { type: 'string', required: true },
      size: { type: 'number', optional: true },
      on: { type: 'bool', optional: true },
      labels: { type: ['map', 'number'], optional: true },
      spec: { type: ['object', { mode: 'string', ports: ['list', 'number'] }], optional: true },
      anything: { type: 'dynamic', optional: true },
      pair: { type: ['tuple', ['string', 'number']], optional: true },
      id: { type: 'string', computed: true },
      uuid: { type: 'string', computed: true, optional: true },
    },
    block_types: {
      rule: { nesting_mode: 'list', min_items: 1, max_items: 2, block: { attributes: { cidr: { type: 'string', required: true } } } },
      extra: { nesting_mode: 'single', block: { attributes: { note: { type: 'string', optional: true }, flag: { type: 'bool', optional: true } } } },
    },
  };
  const schema = (name: string) => ({ provider: { block: { attributes: { url: { type: 'string', optional: true } } } }, resource_schemas: { [`${name}_thing`]: { block } }, data_source_schemas: { [name]: { block: {} } } });
  const schemas = { t: schema('t'), t_sub: schema('t_sub') } as any;
  const check = (body: object) => checkTerraformJson({ resource: { t_thing: { a: { name: 'n', rule: [{ cidr: 'c' }], ...body } } } }, schemas);

  test('scalars: numbers and booleans also as strings Terraform converts; null and expressions anywhere', () => {
    expect(check({ size: '12', on: 'true', name: 5, uuid: 'u' })).toEqual([]);
    expect(check({ on: 'false', name: true, extra: { flag: 'false', note: false } })).toEqual([]);
    expect(check({ size: ' ', on: 'yes' })).toEqual([
      'resource.t_thing.a.size: expected number, got string " "',
      'resource.t_thing.a.on: expected bool, got string "yes"',
    ]);
    // (the body's keys in order: name first)
    expect(check({ size: 'many', on: 1, name: {} })).toEqual([
      'resource.t_thing.a.name: expected string, got an object',
      'resource.t_thing.a.size: expected number, got string "many"',
      'resource.t_thing.a.on: expected bool, got number 1',
    ]);
    expect(check({ size: null, on: '${var.on}', labels: '${var.labels}', spec: null, extra: null })).toEqual([]);
  });

  test('maps and objects: their shape, their keys and the type of each value', () => {
    expect(check({ labels: { a: 1, b: 'x' }, spec: { mode: 'm', ports: [1, 'p'], colour: 'red' } })).toEqual([
      'resource.t_thing.a.labels.b: expected number, got string "x"',
      'resource.t_thing.a.spec.ports[1]: expected number, got string "p"',
      'resource.t_thing.a.spec: unknown attribute "colour"',
    ]);
    expect(check({ labels: [1], spec: [] })).toEqual([
      'resource.t_thing.a.labels: expected a map, got a list',
      'resource.t_thing.a.spec: expected an object, got a list',
    ]);
    expect(check({ labels: 'x', spec: 3 })).toEqual([
      'resource.t_thing.a.labels: expected a map, got string "x"',
      'resource.t_thing.a.spec: expected an object, got number 3',
    ]);
  });

  test('types the check does not judge (dynamic, tuple) take any value', () => {
    expect(check({ anything: 'x', pair: { a: 1 } })).toEqual([]);
    expect(check({ anything: [1, { b: 2 }], pair: 'text' })).toEqual([]);
  });

  test('blocks: fewest and most items, a required block missing, a block from an expression, a block that is not an object', () => {
    expect(check({ rule: [] })).toEqual(['resource.t_thing.a.rule: at least 1 block(s) required, got 0']);
    expect(check({ rule: [{ cidr: 'a' }, { cidr: 'b' }, { cidr: 'c' }] })).toEqual(['resource.t_thing.a.rule: at most 2 block(s) allowed, got 3']);
    expect(check({ rule: [{ cidr: 'a' }, {}] })).toEqual(['resource.t_thing.a.rule[1]: missing required attribute "cidr"']);
    expect(check({ extra: { note: 1, nope: 2 } })).toEqual(['resource.t_thing.a.extra.nope: unknown attribute or block "nope"']);
    expect(check({ rule: '${var.rules}' })).toEqual(['resource.t_thing.a.rule: is a block and cannot be set from an expression (use a dynamic block)']);
    expect(checkTerraformJson({ resource: { t_thing: { a: { name: 'n' } } } }, schemas)).toEqual(['resource.t_thing.a: missing required block "rule"']);
    expect(checkTerraformJson({ resource: { t_thing: { a: 'n', b: null } } }, schemas)).toEqual([
      'resource.t_thing.a: expected a block (an object), got string "n"',
      'resource.t_thing.b: expected a block (an object), got null',
    ]);
    expect(check({ rule: [{ cidr: 'a' }, null] })).toEqual(['resource.t_thing.a.rule: is a block: expected an object or a list of objects, got a list']);
    // a comment key ("//") inside a block is left alone, as at the top
    expect(check({ rule: [{ 'cidr': 'a', '//': 'note' }], extra: { '//': { x: 1 } } })).toEqual([]);
    // the keys Terraform handles itself are left to it
    expect(check({ 'count': 2, 'for_each': '${x}', 'depends_on': [], 'lifecycle': {}, 'provider': 't.b', 'provisioner': [], 'connection': {}, '//': {} })).toEqual([]);
  });

  test('dynamic blocks: each names a nested block type, has for_each and content, and its content is checked as that block', () => {
    const dynamic = (d: unknown, body: object = { rule: [{ cidr: 'c' }] }) =>
      checkTerraformJson({ resource: { t_thing: { a: { name: 'n', ...body, dynamic: d } } } }, schemas);
    expect(dynamic({ extra: { for_each: '${var.extras}', iterator: 'e', content: { note: '${e.value}' } } })).toEqual([]);
    // a dynamic block of a required block type stands for it: how many blocks it writes is known at plan
    expect(dynamic({ rule: { for_each: '${var.rules}', content: { cidr: '${rule.value}' } } }, {})).toEqual([]);
    expect(dynamic({
      rules: { for_each: [], content: {} },
      extra: { for_each: [], content: { note: 1, colour: 'red' }, labels: [], each: 'x' },
      rule: { iterator: 'r' },
    })).toEqual([
      'resource.t_thing.a.dynamic.rules: unknown block type "rules" (a dynamic block writes blocks of a nested block type)',
      'resource.t_thing.a.dynamic.extra: unknown key "each" of a dynamic block',
      'resource.t_thing.a.dynamic.extra.content.colour: unknown attribute or block "colour"',
      'resource.t_thing.a.dynamic.rule: missing "for_each" of a dynamic block',
      'resource.t_thing.a.dynamic.rule: missing "content" of a dynamic block',
    ]);
    expect(dynamic({ rule: { for_each: [], content: {} } })).toEqual(['resource.t_thing.a.dynamic.rule.content: missing required attribute "cidr"']);
    expect(dynamic({ extra: 'x', rule: [] })).toEqual([
      'resource.t_thing.a.dynamic.extra: expected a dynamic block (an object with for_each and content), got string "x"',
      'resource.t_thing.a.dynamic.rule: expected a dynamic block (an object with for_each and content), got a list',
    ]);
    expect(dynamic({ extra: null })).toEqual(['resource.t_thing.a.dynamic.extra: expected a dynamic block (an object with for_each and content), got null']);
    // a comment key ("//") in the content is left alone, as in any block
    expect(dynamic({ extra: { for_each: [], content: { '//': 'note', 'note': 'n' } } })).toEqual([]);
    for (const [bad, shown] of [['x', 'string "x"'], [[], 'a list'], [null, 'null']] as const) {
      expect(dynamic(bad)).toEqual([`resource.t_thing.a.dynamic: expected an object of dynamic blocks by block type, got ${shown}`]);
    }
    // a missing required block is still named when the dynamic blocks are of other types, or not an object
    expect(dynamic({ extra: { for_each: [], content: {} } }, {})).toEqual(['resource.t_thing.a: missing required block "rule"']);
    expect(dynamic(null, {})).toEqual([
      'resource.t_thing.a.dynamic: expected an object of dynamic blocks by block type, got null',
      'resource.t_thing.a: missing required block "rule"',
    ]);
    expect(dynamic('rule', {})).toEqual([
      'resource.t_thing.a.dynamic: expected an object of dynamic blocks by block type, got string "rule"',
      'resource.t_thing.a: missing required block "rule"',
    ]);
    // a schema with an attribute or a block named "dynamic" has it checked as such
    const own = (ownBlock: object) =>
      ({ t: { provider: { block: {} }, data_source_schemas: {}, resource_schemas: { t_own: { block: ownBlock } } } }) as any;
    expect(checkTerraformJson({ resource: { t_own: { a: { dynamic: 5 } } } }, own({ attributes: { dynamic: { type: 'string', optional: true } } }))).toEqual([]);
    expect(checkTerraformJson({ resource: { t_own: { a: { dynamic: { x: 1 } } } } }, own({ block_types: { dynamic: { nesting_mode: 'single', block: { attributes: { x: { type: 'number', optional: true } } } } } }))).toEqual([]);
  });

  test('each resource type is judged by the provider with the longest name that prefixes it; types of other providers not at all', () => {
    expect(checkTerraformJson({ resource: { t_sub_thing: { a: { name: 'n', rule: [{ cidr: 'c' }] } }, t_sub_other: {}, other_thing: { a: {} } }, data: { t: { d: {} }, t_sub: { d: { x: 1 } } } }, schemas)).toEqual([
      'resource.t_sub_other: unknown resource type of provider t_sub',
      'data.t_sub.d.x: unknown attribute or block "x"',
    ]);
    expect(checkTerraformJson({ data: { t_sub_nothing: { d: {} } } }, schemas)).toEqual(['data.t_sub_nothing: unknown data source type of provider t_sub']);
    expect(checkTerraformJson({ resource: { t_thing: null } }, schemas)).toEqual([]);
  });

  test('provider blocks, one or a list; providers not in the schemas are not judged; a configuration that is not an object', () => {
    expect(checkTerraformJson({ provider: { t: { 'url': 1, 'alias': 'a', '//': {} }, other: [{ x: 1 }] } }, schemas)).toEqual([]);
    expect(checkTerraformJson({ provider: { t: { token: 'x' } } }, schemas)).toEqual(['provider.t[0].token: unknown attribute or block "token"']);
    for (const bad of [null, 'x', 5]) expect(checkTerraformJson(bad, schemas)).toEqual(['the configuration is not a JSON object']);
  });
});
