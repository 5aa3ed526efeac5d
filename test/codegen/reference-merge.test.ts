/**
 * The merge of one file's YAML attributes onto the provider's block (`mergeAttributes`): flags,
 * blocks, allowed values and bounds, and the keying of the provider's cross-field rules
 * (`providerCrossFieldRules`). Each test builds its own small provider block in memory.
 */
import { RawAttribute } from '../../codegen/model';
import {
  MergeCtx, mergeAttributes, mergeContext, providerCrossFieldRules, ProviderRule, RawType, RefBlock, Reference, ValueRule,
} from '../../codegen/reference';

const REF: Reference = {
  file: 'schema/repo/terraform.json',
  valuesFile: 'schema/repo/allowed-values.json',
  rulesFile: 'schema/repo/provider-rules.json',
  provider: {},
  resources: {},
  dataSources: {},
  values: {},
  rules: {},
};
const FILE = 'schema/repo/Cluster.yaml';

function ctxOf(
  types: { [name: string]: RawType } = {},
  values: { [path: string]: ValueRule } = {},
  rules: { [path: string]: ProviderRule } = {},
): { ctx: MergeCtx; problems: string[] } {
  const problems: string[] = [];
  return { ctx: mergeContext(FILE, problems, REF, types, values, rules), problems };
}

const attrs = (a: { [k: string]: unknown }) => a as { [k: string]: RawAttribute };

/** Merges the attributes of the type itself (Terraform path ''). */
function merge(yaml: { [k: string]: unknown }, ref: RefBlock, ctx: MergeCtx, tfPath: string | undefined, skip: string[] = []) {
  return mergeAttributes(attrs(yaml), ref, 'Cluster', '/attributes', ctx, tfPath, skip);
}

const box: RefBlock = { attributes: { size: { type: 'number', optional: true } } };

describe('blocks', () => {
  test('a YAML scalar type on a provider block is a problem', () => {
    const { ctx, problems } = ctxOf();
    merge({ box: { type: 'string' } }, { block_types: { box: { nesting_mode: 'list', block: box } } }, ctx, '');
    expect(problems).toEqual([`${FILE}: /attributes/box/type: "string" does not fit the provider's block "box" (a block takes an object type)`]);
  });

  test('a block accepts the YAML stating it not required, not computed, not optional and not write-only', () => {
    const { ctx, problems } = ctxOf();
    const out = merge(
      { box: { required: false, computed: false, optional: false, writeOnly: false } },
      { block_types: { box: { nesting_mode: 'list', block: box } } },
      ctx, '',
    );
    expect(problems).toEqual([]);
    expect(out.box.type).toEqual({ list: { object: 'ClusterBox' } });
  });

  test('a block the YAML does not type gets a provider type, whose attributes report under its own path', () => {
    const { ctx, problems } = ctxOf({ Box: { origin: 'yaml', attributes: attrs({ flag: { type: 'string' } }) } });
    merge({ box: { type: { object: 'Box' } }, other: {} }, {
      block_types: {
        box: { nesting_mode: 'list', max_items: 1, block: box },
        other: { nesting_mode: 'list', max_items: 1, block: box },
      },
    }, ctx, '');
    expect(problems).toEqual([`${FILE}: /types/Box/attributes/flag: the provider has no Terraform attribute or block "flag" here (${REF.file})`]);
    expect(ctx.types.ClusterOther).toStrictEqual({
      origin: 'provider',
      attributes: { size: { origin: 'provider', type: 'number', terraformName: 'size', optional: true, tf: { kind: 'attribute', type: 'number', optional: true } } },
    });
  });

  test('the facts of a block keep its nesting mode and state only the item bounds it has', () => {
    const { ctx } = ctxOf();
    const out = merge({}, {
      block_types: {
        item: { nesting_mode: 'single', max_items: 1, block: box },
        pool: { nesting_mode: 'set', min_items: 2, block: box },
      },
    }, ctx, '');
    expect(Object.keys(out)).toEqual(['item', 'pools']);
    expect(out.item).toStrictEqual({ origin: 'provider', type: { object: 'ClusterItem' }, terraformName: 'item', tf: { kind: 'block', nesting: 'single', maxItems: 1 } });
    expect(out.pools).toStrictEqual({
      origin: 'provider',
      type: { set: { object: 'ClusterPool' } },
      terraformName: 'pool',
      required: true,
      minItems: 2,
      tf: { kind: 'block', nesting: 'set', minItems: 2 },
    });
  });

  test('a block of nesting mode single holds one object, named in the singular, whether or not it states max_items', () => {
    const { ctx } = ctxOf();
    const out = merge({}, { block_types: { item: { nesting_mode: 'single', block: box } } }, ctx, '');
    expect(Object.keys(out)).toEqual(['item']);
    expect(out.item).toStrictEqual({ origin: 'provider', type: { object: 'ClusterItem' }, terraformName: 'item', tf: { kind: 'block', nesting: 'single' } });
  });

  test('a result object (no Terraform path) applies no value rules and records no API names', () => {
    const { ctx } = ctxOf({}, { 'size': { min: 1 }, 'box': { min: 1 }, 'box.size': { min: 1 } });
    const out = merge({}, { attributes: { size: { type: 'number', computed: true } }, block_types: { box: { nesting_mode: 'list', block: box } } }, ctx, undefined);
    expect(out.size.minimum).toBeUndefined();
    expect(ctx.types.ClusterBox.attributes.size.minimum).toBeUndefined();
    expect([...ctx.used]).toEqual([]);
    expect([...ctx.apiNames.keys()]).toEqual([]);
  });

  test('an identifier the provider computes is left out of the attributes', () => {
    const { ctx } = ctxOf();
    const out = merge({}, { attributes: { id: { type: 'string', computed: true }, name: { type: 'string', optional: true } } }, ctx, '', ['id']);
    expect(Object.keys(out)).toEqual(['name']);
  });

  test('a skipped name is left out where the provider declares it as a block', () => {
    const { ctx, problems } = ctxOf();
    const out = merge({}, { attributes: { name: { type: 'string', optional: true } }, block_types: { id: { nesting_mode: 'list', block: box } } }, ctx, '', ['id']);
    expect(Object.keys(out)).toEqual(['name']);
    expect(Object.keys(ctx.types)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a block served by a shared type checks the provider defaults of its nested blocks at their own path', () => {
    const inner: RefBlock = { attributes: { x: { type: 'string', optional: true } } };
    const outer: RefBlock = { block_types: { inner: { nesting_mode: 'list', max_items: 1, block: inner } } };
    const { ctx, problems } = ctxOf(
      {
        Inner: { origin: 'yaml', attributes: attrs({ x: { type: 'string' } }) },
        Outer: { origin: 'yaml', attributes: attrs({ inner: { type: { object: 'Inner' } } }) },
      },
      {},
      { 'second.inner.x': { default: 'q' } },
    );
    merge(
      { first: { type: { object: 'Outer' } }, second: { type: { object: 'Outer' } } },
      { block_types: { first: { nesting_mode: 'list', max_items: 1, block: outer }, second: { nesting_mode: 'list', max_items: 1, block: outer } } },
      ctx, '',
    );
    expect(problems).toEqual([
      `${FILE}: /attributes/second/inner/type: Inner serves blocks whose provider defaults differ (x at second.inner.x); declare one type per block`,
    ]);
    expect(ctx.apiNames.get('second.inner.x')).toEqual({ key: 'x', owner: 'Inner' });
  });
});

describe('flags', () => {
  const one = (yaml: unknown, a: object) => {
    const { ctx, problems } = ctxOf();
    merge({ size: yaml }, { attributes: { size: { type: 'string', ...a } } }, ctx, '');
    return problems;
  };
  const msg = (yours: string, theirs: string) =>
    `${FILE}: /attributes/size: the YAML makes it ${yours}, the provider ${theirs} (${REF.file}); state the provider's flags or none`;

  test('a YAML that only denies optional keeps the provider\'s computed in its words', () => {
    expect(one({ optional: false }, { optional: true, computed: true })).toEqual([msg('computed (read-only)', 'optional and computed')]);
  });

  test('a YAML that states optional on a computed attribute is read as optional only', () => {
    expect(one({ optional: true }, { computed: true })).toEqual([msg('optional', 'computed (read-only)')]);
  });

  test('a YAML write-only flag must be the provider\'s', () => {
    expect(one({ writeOnly: true }, { optional: true })).toEqual([`${FILE}: /attributes/size/writeOnly: the provider does not make it write-only (${REF.file})`]);
    expect(one({ writeOnly: false }, { optional: true, write_only: true })).toEqual([`${FILE}: /attributes/size/writeOnly: the provider makes it write-only (${REF.file})`]);
  });
});

describe('allowed values and bounds', () => {
  const one = (yaml: unknown, type: unknown, rule: ValueRule) => {
    const { ctx, problems } = ctxOf({}, { size: rule });
    const out = merge({ size: yaml }, { attributes: { size: { type: type as never, optional: true } } }, ctx, '');
    return { out: out.size, problems };
  };

  test('no common allowed value is a problem', () => {
    const r = one({ type: 'string', enum: ['a'] }, 'string', { enum: ['b'] });
    expect(r.problems).toEqual([`${FILE}: /attributes/size: none of its allowed values is accepted by the provider (${REF.valuesFile} size)`]);
    expect(r.out.enum).toEqual([]);
  });

  test('a map attribute takes the provider\'s values as its own enum', () => {
    const r = one({}, ['map', 'string'], { enum: ['a', 'b'] });
    expect(r.out.enum).toEqual(['a', 'b']);
    expect(r.out.itemEnum).toBeUndefined();
  });

  test('a number attribute takes the provider\'s values as numbers', () => {
    expect(one({}, 'number', { enum: [1, 2] }).out.enum).toStrictEqual([1, 2]);
  });

  test('the provider\'s maximum and maximum length apply, the stricter bound winning', () => {
    expect(one({ maximum: 9 }, 'number', { max: 5 }).out.maximum).toBe(5);
    expect(one({}, 'number', { max: 5 }).out.maximum).toBe(5);
    expect(one({ maxLength: 3 }, 'string', { maxLength: 5 }).out.maxLength).toBe(3);
    expect(one({}, 'string', { maxLength: 5 }).out.maxLength).toBe(5);
  });

  test('a provider pattern equal to the YAML one is not repeated', () => {
    const r = one({ pattern: '^a$' }, 'string', { pattern: '^a$' });
    expect(r.out.pattern).toBe('^a$');
    expect('providerPattern' in r.out).toBe(false);
    expect(one({ pattern: '^a$' }, 'string', { pattern: '^b$' }).out.providerPattern).toBe('^b$');
  });
});

describe('cross-field rules', () => {
  /** A context whose merge named each path by the API name given. */
  function named(rules: { [path: string]: ProviderRule }, names: { [path: string]: string }) {
    const { ctx, problems } = ctxOf({}, {}, rules);
    for (const [p, key] of Object.entries(names)) ctx.apiNames.set(p, { key, owner: '' });
    return { out: providerCrossFieldRules(ctx, 'repo_cluster'), problems };
  }
  const rule = (kind: string, fields: string[]) => ({ owner: '', rule: { kind, fields, origin: 'provider' } });

  test('only whole-number segments are item indexes', () => {
    const r = named(
      { 'size_v2': { conflicts_with: ['box.12.a'] }, '2nd': { conflicts_with: ['name'] } },
      { 'size_v2': 'sizeV2', 'box.a': 'a', '2nd': 'second', 'name': 'name' },
    );
    expect(r.problems).toEqual([]);
    expect(r.out).toEqual([rule('conflicts', ['second', 'name']), rule('conflicts', ['a', 'sizeV2'])]);
  });

  test('rules of the same path with and without its index keep their file order', () => {
    const r = named({ 'box.0.a': { conflicts_with: ['box.b'] }, 'box.a': { required_with: ['box.b'] } }, { 'box.a': 'a', 'box.b': 'b' });
    expect(r.out).toEqual([rule('conflicts', ['a', 'b']), rule('requiredWith', ['a', 'b'])]);
  });

  test('pairs and sets whose names run together stay apart', () => {
    const r = named(
      { a: { conflicts_with: ['bc'], exactly_one_of: ['a', 'bc'] }, ab: { conflicts_with: ['c'], exactly_one_of: ['ab', 'c'] } },
      { a: 'a', bc: 'bc', ab: 'ab', c: 'c' },
    );
    expect(r.out).toEqual([
      rule('conflicts', ['a', 'bc']), rule('exactlyOne', ['a', 'bc']),
      rule('conflicts', ['ab', 'c']), rule('exactlyOne', ['ab', 'c']),
    ]);
  });

  test('a set stated at each of its members is one rule', () => {
    const r = named({ a: { exactly_one_of: ['a', 'b'] }, b: { exactly_one_of: ['b', 'a'] } }, { a: 'a', b: 'b' });
    expect(r.out).toEqual([rule('exactlyOne', ['a', 'b'])]);
  });

  test('required-with rules of one attribute are keyed by what they need, in any order', () => {
    const r = named(
      {
        'box.0.a': { required_with: ['b', 'cd'] },
        'box.a': { required_with: ['bc', 'd'] },
        'box.1.a': { required_with: ['cd', 'b'] },
      },
      { 'box.a': 'a', 'b': 'b', 'cd': 'cd', 'bc': 'bc', 'd': 'd' },
    );
    expect(r.out).toEqual([rule('requiredWith', ['a', 'b', 'cd']), rule('requiredWith', ['a', 'bc', 'd'])]);
  });
});
