import { Testing, TerraformStack, TerraformVariable, Token } from 'cdktf';
import { StructSpec } from '../../src/constructs/specs';
import { formatProblem, validate } from '../../src/constructs/validation';

const Inner: StructSpec = {
  name: 'Inner',
  attrs: [
    { n: 'batchSizePercentage', t: 'batch_size_percentage', k: 'number', int: true, min: 0, max: 100, req: true },
    { n: 'comment', t: 'comment', k: 'string', maxLen: 256 },
  ],
};
const Spec: StructSpec = {
  name: 'Thing',
  attrs: [
    { n: 'mode', t: 'mode', k: 'string', enum: ['a', 'b'] },
    { n: 'name', t: 'name', k: 'string', req: true },
    { n: 'flag', t: 'flag', k: 'boolean' },
    { n: 'minSize', t: 'min_size', k: 'number' },
    { n: 'maxSize', t: 'max_size', k: 'number' },
    { n: 'arn', t: 'arn', k: 'string' },
    { n: 'windows', t: 'windows', k: 'stringList', fmt: 'timeWindow', noOverlap: true },
    { n: 'attributes', t: 'attributes', k: 'string', fmt: 'json' },
    { n: 'token', t: 'token', k: 'string', secret: true },
    { n: 'roll', t: 'roll', k: 'object', s: Inner },
    { n: 'items', t: 'items', k: 'objectList', s: Inner, maxItems: 2 },
  ],
  rules: [
    { kind: 'requires', fields: ['arn'], when: { field: 'mode', equals: 'b' } },
    { kind: 'forbids', fields: ['arn'], when: { field: 'mode', notEquals: 'b' } },
    { kind: 'ordered', fields: ['minSize', 'maxSize'] },
  ],
};

const messages = (obj: any) => validate(Spec, obj).map(formatProblem);

describe('validation engine', () => {
  test('a valid configuration has no problems', () => {
    expect(messages({ name: 'x', mode: 'b', arn: 'arn:1', roll: { batchSizePercentage: 50 }, windows: ['Mon:01:00-Mon:02:00'] })).toEqual([]);
  });

  test('names the property path, the value and what is allowed', () => {
    expect(messages({ name: 'x', mode: 'c' })).toEqual(['mode: "c" is not an allowed value; allowed: "a", "b"']);
    expect(messages({ name: 'x', roll: { batchSizePercentage: 150 } })).toEqual(['roll.batchSizePercentage: 150 is out of range; allowed: 0 to 100']);
    expect(messages({ name: 'x', items: [{ batchSizePercentage: 1 }, { batchSizePercentage: 2.5 }] })).toEqual([
      'items[1].batchSizePercentage: 2.5 is not a whole number; a whole number is required',
    ]);
    expect(messages({ name: 'x', roll: { batchSizePercentage: 1, comment: 'c'.repeat(257) } })[0]).toMatch(/^roll\.comment: ".*\.\.\." is 257 characters long; at most 256 allowed$/);
  });

  test('reports every problem together', () => {
    expect(messages({ mode: 'c', flag: 'yes', items: [{}, {}, {}] })).toEqual([
      'mode: "c" is not an allowed value; allowed: "a", "b"',
      'name: is required but was not given',
      'flag: expected a boolean, got string "yes"',
      'items: has 3 item(s); at most 2 allowed',
      'items[0].batchSizePercentage: is required but was not given',
      'items[1].batchSizePercentage: is required but was not given',
      'items[2].batchSizePercentage: is required but was not given',
    ]);
  });

  test('wrong types are problems, never exceptions', () => {
    for (const bad of [null, 5, 'str', [], {}, () => 1, Symbol.iterator.toString(), NaN, Infinity]) {
      expect(() => validate(Spec, { name: 'x', roll: bad, items: bad, windows: bad, mode: bad, minSize: bad })).not.toThrow();
    }
    expect(messages({ name: 'x', roll: 'r', items: 'i', windows: 5 })).toEqual([
      'windows: expected a list, got number 5',
      'roll: expected an object (Inner), got string "r"',
      'items: expected a list of Inner, got string "i"',
    ]);
  });

  test('unknown properties are reported instead of silently dropped', () => {
    expect(messages({ name: 'x', roll: { batchSizePercentage: 1, batchSize: 2 } })).toEqual([
      'roll.batchSize: is not a property of Inner; known properties: batchSizePercentage, comment',
    ]);
  });

  test('an unknown key is found whatever else the object holds', () => {
    const unknown = 'roll.batchSize: is not a property of Inner; known properties: batchSizePercentage, comment';
    // a property present but undefined, next to an unknown key
    expect(messages({ name: 'x', roll: { batchSizePercentage: 1, comment: undefined, batchSize: 2 } })).toEqual([unknown]);
    // an unknown key set to undefined is no value at all
    expect(messages({ name: 'x', roll: { batchSizePercentage: 1, batchSize: undefined } })).toEqual([]);
    // an instance of a class: a property read through its prototype is not one of its own keys, so
    // counting keys alone would hide the unknown one
    class Roll {
      public readonly batchSize = 2;
      public get batchSizePercentage() {
        return 1;
      }
    }
    expect(messages({ name: 'x', roll: new Roll() })).toEqual([unknown]);
  });

  test('a pattern is applied to every value, the first and the ones after it alike', () => {
    const spec: StructSpec = { name: 'P', attrs: [{ n: 'slug', t: 'slug', k: 'string', pattern: '^[a-z]+$' }] };
    const problems = ['ok', 'Not-ok', 'fine', 'x1'].map((slug) => validate(spec, { slug }).map(formatProblem));
    expect(problems).toEqual([[], ['slug: "Not-ok" does not match the pattern /^[a-z]+$/'], [], ['slug: "x1" does not match the pattern /^[a-z]+$/']]);
  });

  test('cross-field rules: required when, allowed only when, ordered', () => {
    expect(messages({ name: 'x', mode: 'b' })).toEqual(['arn: is required when mode is "b"']);
    expect(messages({ name: 'x', mode: 'b', arn: '  ' })).toEqual(['arn: is blank; a non-blank value is required when mode is "b"']);
    expect(messages({ name: 'x', mode: 'a', arn: 'arn:1' })).toEqual(['arn: "arn:1" is not allowed when mode is not "b"']);
    expect(messages({ name: 'x', arn: 'arn:1' })).toEqual(['arn: "arn:1" is not allowed when mode is not "b"']);
    expect(messages({ name: 'x', minSize: 5, maxSize: 2 })).toEqual(['maxSize: minSize (5) must not be greater than maxSize (2); required: minSize <= maxSize']);
  });

  test('formats: JSON objects and non-overlapping time windows', () => {
    expect(messages({ name: 'x', attributes: '[]' })).toEqual(['attributes: "[]" is JSON but not a JSON object; a JSON object such as {"key": "value"} is expected']);
    expect(messages({ name: 'x', windows: ['Sat:22:00-Sun:02:00', 'Sun:01:00-Sun:03:00'] })).toEqual([
      'windows: time windows "Sat:22:00-Sun:02:00" and "Sun:01:00-Sun:03:00" overlap; windows must not overlap',
    ]);
  });

  test('unresolved tokens are never judged', () => {
    const stack = new TerraformStack(Testing.app(), 's');
    const v = new TerraformVariable(stack, 'v', { type: 'string' });
    expect(
      messages({
        name: v.stringValue,
        mode: v.stringValue,
        minSize: Token.asNumber(v.value),
        maxSize: 1,
        arn: v.stringValue,
        windows: Token.asList(v.value),
        roll: { batchSizePercentage: Token.asNumber(v.value) },
        items: v.value,
        attributes: v.stringValue,
      }),
    ).toEqual([]);
  });

  test('a literal secret is a warning, a token secret is not', () => {
    const stack = new TerraformStack(Testing.app(), 's');
    const v = new TerraformVariable(stack, 'v', { type: 'string', sensitive: true });
    expect(validate(Spec, { name: 'x', token: 'plain' })).toEqual([expect.objectContaining({ path: 'token', warning: true })]);
    expect(validate(Spec, { name: 'x', token: v.stringValue })).toEqual([]);
  });
});

describe('conditions on nested objects', () => {
  const Rancher: StructSpec = { name: 'Rancher', attrs: [{ n: 'version', t: 'version', k: 'string', enum: ['1', '2'] }] };
  const Group: StructSpec = {
    name: 'Group',
    attrs: [
      { n: 'integrationRancher', t: 'integration_rancher', k: 'object', s: Rancher },
      { n: 'integrationKubernetes', t: 'integration_kubernetes', k: 'object', s: { name: 'K', attrs: [] } },
    ],
    rules: [{ kind: 'requires', fields: ['integrationKubernetes'], when: { field: 'integrationRancher.version', equals: '2' } }],
  };
  test('a dotted condition reads through a single nested object', () => {
    expect(validate(Group, { integrationRancher: { version: '2' } }).map(formatProblem)).toEqual([
      'integrationKubernetes: is required when integrationRancher.version is "2"',
    ]);
    expect(validate(Group, { integrationRancher: { version: '2' }, integrationKubernetes: {} })).toEqual([]);
    expect(validate(Group, { integrationRancher: { version: '1' } })).toEqual([]);
    expect(validate(Group, {})).toEqual([]);
  });
});

describe('disallowed values', () => {
  const Taint: StructSpec = { name: 'Taint', attrs: [{ n: 'key', t: 'key', k: 'string', disallowed: ['system/a', 'system/b'] }] };
  const Pool: StructSpec = {
    name: 'Pool',
    attrs: [
      { n: 'mode', t: 'mode', k: 'string', disallowed: ['reserved'] },
      { n: 'taints', t: 'taints', k: 'objectList', s: Taint },
    ],
  };
  const problemsOf = (obj: any) => validate(Pool, obj).map(formatProblem);

  test('a disallowed value at the top level is refused like a value outside an enum', () => {
    expect(problemsOf({ mode: 'reserved' })).toEqual(['mode: "reserved" is not an allowed value; not allowed: "reserved"']);
  });

  test('in an item of a list of objects, the item is named by its index', () => {
    expect(problemsOf({ taints: [{ key: 'own' }, { key: 'system/b' }, { key: 'system/a' }] })).toEqual([
      'taints[1].key: "system/b" is not an allowed value; not allowed: "system/a", "system/b"',
      'taints[2].key: "system/a" is not an allowed value; not allowed: "system/a", "system/b"',
    ]);
  });

  test('any other value, a value of another kind and a token are not judged by the list', () => {
    const stack = new TerraformStack(Testing.app(), 's');
    const v = new TerraformVariable(stack, 'v', { type: 'string' });
    expect(problemsOf({ mode: 'reserved-too', taints: [{ key: 'system/a/b' }, { key: v.stringValue }] })).toEqual([]);
    expect(problemsOf({ mode: v.stringValue })).toEqual([]);
    expect(problemsOf({ mode: 7 })).toEqual(['mode: expected a string, got number 7']);
  });
});
