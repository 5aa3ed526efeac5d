/**
 * The shared runtime (src/constructs/runtime.ts) on a small hand-written object type holding one
 * attribute of every kind: the exact attribute descriptions handed to cdktf's HCL renderer, the
 * values `Slots` keeps, the values a `Lazy` produces for HCL, and dynamic blocks.
 */
import { Lazy, TerraformIterator, TerraformStack, TerraformVariable, Testing, Token } from 'cdktf';
import { Construct } from 'constructs';
import { cap } from '../../src';
import { init, read, Slots, structToHclTerraform, synthesizeHcl, write } from '../../src/constructs/runtime';
import { StructSpec } from '../../src/constructs/specs';

const INNER: StructSpec = {
  name: 'Inner',
  attrs: [
    { n: 'label', t: 'label', k: 'string' },
    { n: 'deepBlock', t: 'deep_block', k: 'object', s: { name: 'Deep', attrs: [{ n: 'size', t: 'size', k: 'number' }] } },
  ],
};
const SPEC: StructSpec = {
  name: 'Shapes',
  attrs: [
    { n: 'str', t: 'str', k: 'string' },
    { n: 'num', t: 'num', k: 'number' },
    { n: 'flag', t: 'flag', k: 'boolean' },
    { n: 'strList', t: 'str_list', k: 'stringList' },
    { n: 'numList', t: 'num_list', k: 'numberList' },
    { n: 'boolList', t: 'bool_list', k: 'booleanList' },
    { n: 'strSet', t: 'str_set', k: 'stringSet' },
    { n: 'numSet', t: 'num_set', k: 'numberSet' },
    { n: 'strMap', t: 'str_map', k: 'stringMap' },
    { n: 'numMap', t: 'num_map', k: 'numberMap' },
    { n: 'boolMap', t: 'bool_map', k: 'booleanMap' },
    { n: 'single', t: 'single', k: 'object', s: INNER },
    { n: 'items', t: 'items', k: 'objectList', s: INNER },
    { n: 'members', t: 'members', k: 'objectSet', s: INNER },
  ],
};

const simple = (value: unknown, storageClassType: string) => ({ value, isBlock: false, type: 'simple', storageClassType });
const scalar = (type: string, value: unknown, storageClassType: string) => ({ value, isBlock: false, type, storageClassType });
const block = (type: string, value: unknown) => ({ value, isBlock: true, type, storageClassType: 'InnerList' });

describe('the HCL description of each kind of attribute', () => {
  test('scalars, lists, sets and maps name their HCL type and storage class', () => {
    expect(structToHclTerraform(SPEC, {
      str: 's',
      num: 1,
      flag: true,
      strList: ['a'],
      numList: [2],
      boolList: [false],
      strSet: ['b'],
      numSet: [3],
      strMap: { k: 'v' },
      numMap: { k: 4 },
      boolMap: { k: true },
    })).toEqual({
      str: simple('s', 'string'),
      num: simple(1, 'number'),
      flag: simple(true, 'boolean'),
      str_list: scalar('list', ['a'], 'stringList'),
      num_list: scalar('list', [2], 'numberList'),
      bool_list: scalar('list', [false], 'booleanList'),
      str_set: scalar('set', ['b'], 'stringList'),
      num_set: scalar('set', [3], 'numberList'),
      str_map: scalar('map', { k: 'v' }, 'stringMap'),
      num_map: scalar('map', { k: 4 }, 'numberMap'),
      bool_map: scalar('map', { k: true }, 'booleanMap'),
    });
  });

  test('a single block, a list and a set of blocks are blocks of their object type, nested blocks alike', () => {
    const inner = { label: 'x', deepBlock: { size: 5 } };
    const innerHcl = {
      label: simple('x', 'string'),
      deep_block: { value: { size: simple(5, 'number') }, isBlock: true, type: 'list', storageClassType: 'DeepList' },
    };
    expect(structToHclTerraform(SPEC, { single: inner, items: [inner], members: [inner] })).toEqual({
      single: block('list', innerHcl),
      items: block('list', [innerHcl]),
      members: block('set', [innerHcl]),
    });
  });

  test('a string made only of a quote or a backslash is escaped; a plain string is not', () => {
    expect(structToHclTerraform(SPEC, { str: '"', strList: ['\\'], strSet: ['a"b', 'plain'] })).toEqual({
      str: simple('\\"', 'string'),
      str_list: scalar('list', ['\\\\'], 'stringList'),
      str_set: scalar('set', ['a\\"b', 'plain'], 'stringList'),
    });
  });

  test('a string map\'s keys are escaped, carriage returns included', () => {
    expect(structToHclTerraform(SPEC, { strMap: { 'a\rb': 'x', 'c\\d': 'y' } }).str_map.value).toEqual({ 'a\\rb': 'x', 'c\\\\d': 'y' });
  });

  test('a string map given as a string (a token or a mistake) is passed on unchanged, not taken apart', () => {
    const token = Token.asString({ resolve: () => ({}) } as any);
    expect(structToHclTerraform(SPEC, { strMap: token }).str_map).toEqual(scalar('map', token, 'stringMap'));
    expect(structToHclTerraform(SPEC, { strMap: 'abc' }).str_map).toEqual(scalar('map', 'abc', 'stringMap'));
  });

  test('the keys of number and boolean maps are escaped too; their values are passed on as given', () => {
    expect(structToHclTerraform(SPEC, { numMap: { 'a"b': 1 }, boolMap: { 'c\\d': true } })).toEqual({
      num_map: scalar('map', { 'a\\"b': 1 }, 'numberMap'),
      bool_map: scalar('map', { 'c\\\\d': true }, 'booleanMap'),
    });
  });

  test('a number or boolean list holding a reference is written as quoted strings, which Terraform converts', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    const n = new TerraformVariable(stack, 'n', { type: 'number' }).numberValue;
    const b = Token.asString(new TerraformVariable(stack, 'b', { type: 'bool' }).value);
    expect(structToHclTerraform(SPEC, { numList: [1, n], boolList: [true, b] })).toEqual({
      num_list: scalar('list', ['1', n], 'stringList'),
      bool_list: scalar('list', ['true', b], 'stringList'),
    });
  });

  test('a number list holding a string that is not a reference stays a number list', () => {
    expect(structToHclTerraform(SPEC, { numList: ['5'] }).num_list).toEqual(scalar('list', ['5'], 'numberList'));
  });
});

describe('Slots: what an object keeps', () => {
  test('nothing set reads undefined', () => {
    expect(read(SPEC, new Slots(SPEC))).toBeUndefined();
  });

  test('undefined clears and is not reported; null is kept for validation to report', () => {
    const s = new Slots(SPEC);
    write(SPEC, s, undefined);
    expect(s.rejected).toBeUndefined();
    expect(read(SPEC, s)).toBeUndefined();
    write(SPEC, s, null);
    expect(s.rejected).toEqual({ value: null });
    expect(read(SPEC, s)).toBeNull();
  });

  test('{} is an empty block that is written; an object whose keys are all undefined is nothing', () => {
    const empty = new Slots(SPEC);
    write(SPEC, empty, {});
    expect(read(SPEC, empty)).toEqual({});
    const unset = new Slots(SPEC);
    write(SPEC, unset, { str: undefined, bogus: undefined });
    expect(unset.rejected).toBeUndefined();
    expect(read(SPEC, unset)).toBeUndefined();
  });

  test('an object holding only unknown keys reads as those keys', () => {
    const s = new Slots(SPEC);
    write(SPEC, s, { bogus: 1 });
    expect(read(SPEC, s)).toEqual({ bogus: 1 });
  });

  test('a single block is kept without its undefined keys; a list of blocks is kept as given', () => {
    const s = new Slots(SPEC);
    s.put('single', { label: 'x', deepBlock: undefined });
    expect(Object.keys(s.block('single'))).toEqual(['label']);
    const given = { label: 'y', deepBlock: undefined };
    s.put('items', given);
    expect(s.block('items')).toBe(given);
  });

  test('a reference object made for a block nobody gave keeps what it was made with', () => {
    const s = new Slots(SPEC);
    expect(s.ref('single', () => ({ internalValue: 'made' })).internalValue).toBe('made');
  });

  test('put on a name that is not a block of the object is an internal error naming both', () => {
    expect(() => new Slots(SPEC).put('nope', 1)).toThrow("internal: no block 'nope' in Shapes");
    expect(() => new Slots().put('nope', 1)).toThrow("internal: no block 'nope' in an object without a spec");
  });
});

describe('the configuration of a new resource', () => {
  test('Terraform meta-arguments and provider settings are not reported as unknown properties; anything else is', () => {
    const owner = new Construct(new TerraformStack(Testing.app(), 'stack'), 'owner');
    const meta = ['provider', 'dependsOn', 'count', 'lifecycle', 'provisioners', 'connection', 'forEach', 'source', 'versionConstraint'];
    const config = Object.fromEntries([...meta, 'bogus'].map((k) => [k, `value of ${k}`]));
    init(owner, SPEC, new Slots(SPEC), config);
    expect(owner.node.validate()).toEqual([expect.stringMatching(/^Shapes: bogus: is not a property of Shapes; known properties: str, num, /)]);
  });

  test.each([
    ['no configuration', undefined],
    ['null', null],
    ['an unknown key set to undefined', { bogus: undefined }],
  ])('%s stores nothing and reports nothing', (_name, config) => {
    const owner = new Construct(new TerraformStack(Testing.app(), 'stack'), 'owner');
    const s = new Slots(SPEC);
    init(owner, SPEC, s, config);
    expect(read(SPEC, s)).toBeUndefined();
    expect(owner.node.validate()).toEqual([]);
  });
});

describe('a Lazy value in the HCL', () => {
  const owner = () => new Construct(new TerraformStack(Testing.app(), 'stack'), 'owner');
  const slots = (values: { [name: string]: unknown }) => {
    const s = new Slots(SPEC);
    write(SPEC, s, values);
    return s;
  };

  test('a Lazy string, number and list are written as the values they produce', () => {
    const hcl = synthesizeHcl(SPEC, slots({
      str: Lazy.stringValue({ produce: () => 'made' }),
      num: Lazy.numberValue({ produce: () => 7 }),
      strList: Lazy.listValue({ produce: () => ['a', 'b'] }),
    }), owner());
    expect(hcl).toEqual({ str: simple('made', 'string'), num: simple(7, 'number'), str_list: scalar('list', ['a', 'b'], 'stringList') });
  });

  test('a string joining a Lazy to text is passed on whole, not replaced by what the Lazy produces', () => {
    const joined = `prefix-${Lazy.stringValue({ produce: () => 'made' })}`;
    expect(synthesizeHcl(SPEC, slots({ str: joined }), owner()).str).toEqual(simple(joined, 'string'));
  });

  test('a Lazy block in Terraform form is written as blocks: known keys by their kind, nested blocks as blocks, unknown keys as strings', () => {
    const hcl = synthesizeHcl(SPEC, slots({
      single: Lazy.anyValue({ produce: () => ({ label: 'x', deep_block: { size: 3 }, extra_key: 'e' }) }),
      members: Lazy.anyValue({ produce: () => [{ label: 'm' }] }),
    }), owner());
    expect(hcl).toEqual({
      single: block('list', [{
        label: simple('x', 'string'),
        deep_block: { value: [{ size: simple(3, 'number') }], isBlock: true, type: 'list', storageClassType: 'DeepList' },
        extra_key: simple('e', 'string'),
      }]),
      members: block('set', [{ label: simple('m', 'string') }]),
    });
  });

  test('a Lazy joined to text after it is passed on whole', () => {
    const joined = `${Lazy.stringValue({ produce: () => 'made' })}-suffix`;
    expect(synthesizeHcl(SPEC, slots({ str: joined }), owner()).str).toEqual(simple(joined, 'string'));
  });

  test.each([
    ['strings', ['x']],
    ['null', [null]],
    ['lists', [[{ label: 'x' }]]],
    ['a block and a string', [{ label: 'x' }, 'y']],
  ])('a Lazy block producing %s, which are not blocks, is passed on as the Lazy', (_name, produced) => {
    const lazy = Lazy.anyValue({ produce: () => produced });
    expect(synthesizeHcl(SPEC, slots({ items: lazy }), owner()).items).toEqual(block('list', lazy));
  });

  test('a Lazy block producing nothing (undefined or null) is not written', () => {
    const hcl = synthesizeHcl(SPEC, slots({
      single: Lazy.anyValue({ produce: () => undefined }),
      items: Lazy.anyValue({ produce: () => null }),
      str: 'kept',
    }), owner());
    expect(hcl).toEqual({ str: simple('kept', 'string') });
  });
});

describe('dynamic blocks (cdktf iterators)', () => {
  test('a list of blocks given an iterator\'s dynamic() is written as a dynamic block', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new cap.CapProvider(stack, 'cap');
    const lbs = new TerraformVariable(stack, 'lbs', { type: 'list(object({name=string}))' });
    const it = TerraformIterator.fromList(lbs.listValue);
    new cap.pubcloud_a.Cluster(stack, 'c', {
      imageId: 'img',
      securityGroups: ['sg'],
      subnetIds: ['sn'],
      attachLoadBalancers: it.dynamic({ type: 'CLASSIC', name: it.getString('name') }),
    });
    const c = JSON.parse(Testing.synth(stack, true)).resource.cap_pubcloud_a_cluster.c;
    expect(c.attach_load_balancer).toBeUndefined();
    expect(c.dynamic).toEqual({
      attach_load_balancer: { for_each: '${toset(var.lbs)}', iterator: 'each', content: { type: 'CLASSIC', name: '${each.value.name}' } },
    });
    expect(String(Testing.synthHcl(stack))).toContain('dynamic "attach_load_balancer" {\nfor_each = "${toset(var.lbs)}"\niterator = each\ncontent {');
  });

  test('a list of strings given an iterator\'s dynamic() is written as a for expression, not a dynamic block', () => {
    const stack = new TerraformStack(Testing.app(), 'stack');
    new cap.CapProvider(stack, 'cap');
    const groups = new TerraformVariable(stack, 'groups', { type: 'list(string)' });
    const it = TerraformIterator.fromList(groups.listValue);
    new cap.pubcloud_a.Cluster(stack, 'c', { imageId: 'img', securityGroups: it.dynamic({ id: it.value }) as any, subnetIds: ['sn'] });
    const c = JSON.parse(Testing.synth(stack)).resource.cap_pubcloud_a_cluster.c;
    expect(c.dynamic).toBeUndefined();
    expect(c.security_groups).toEqual(expect.stringContaining('for key, val in toset(var.groups)'));
    const hcl = String(Testing.synthHcl(stack));
    expect(hcl).not.toContain('dynamic "security_groups"');
    expect(hcl).toContain('security_groups = "${[ for key, val in toset(var.groups)');
  });
});
