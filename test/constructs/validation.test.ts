import { Lazy, Testing, TerraformIterator, TerraformStack, TerraformVariable, Token } from 'cdktf';
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
    { n: 'headers', t: 'headers', k: 'stringMap', secret: true },
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

  test('ordered fields may be equal; a token is not compared', () => {
    expect(messages({ name: 'x', minSize: 3, maxSize: 3 })).toEqual([]);
    const v = new TerraformVariable(new TerraformStack(Testing.app(), 's'), 'v', { type: 'number' });
    expect(messages({ name: 'x', minSize: 5, maxSize: v.numberValue })).toEqual([]);
    expect(messages({ name: 'x', minSize: v.numberValue, maxSize: 5 })).toEqual([]);
  });

  test('an ordered field of the wrong kind is reported as such, not compared', () => {
    expect(messages({ name: 'x', minSize: '9', maxSize: 2 })).toEqual(['minSize: expected a number, got string "9"']);
  });

  test('a number that is not finite is not a number; an item that is null is not an object', () => {
    expect(messages({ name: 'x', minSize: NaN, maxSize: Infinity })).toEqual([
      'minSize: expected a number, got number NaN',
      'maxSize: expected a number, got number Infinity',
    ]);
    expect(messages({ name: 'x', items: [null] })).toEqual(['items[0]: expected an object (Inner), got null']);
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
        items: Lazy.anyValue({ produce: () => [{ batchSizePercentage: 500 }] }),
        attributes: v.stringValue,
      }),
    ).toEqual([]);
  });

  test('a string holding a Terraform interpolation or directive is never judged, as a token is; their escapes are literal text', () => {
    const Strict: StructSpec = {
      name: 'Strict',
      attrs: [
        { n: 'code', t: 'code', k: 'string', minLen: 2, maxLen: 4, pattern: '^[a-z]+$', ppat: '^[a-z]+$', notBlank: true, disallowed: ['${var.code}'] },
        { n: 'cron', t: 'cron', k: 'string', fmt: 'cron' },
        { n: 'tags', t: 'tags', k: 'stringSet', itemEnum: ['a'] },
      ],
    };
    const judged = (obj: any) => validate(Strict, obj).map(formatProblem);
    // what Terraform evaluates to valid JSON, an allowed value, a schedule...
    expect(messages({
      name: 'x',
      attributes: '${jsonencode({ team = "web" })}',
      mode: '${var.mode}',
      arn: 'arn:${var.partition}:x',
      minSize: 5,
      maxSize: '${var.max}' as any,
      windows: ['${var.window}', 'Mon:01:00-Mon:02:00'],
      roll: { batchSizePercentage: 1, comment: `%{ if var.long }${'c'.repeat(300)}%{ endif }` },
    })).toEqual([]);
    expect(judged({ code: '${var.code}', cron: '${var.cron}', tags: ['${var.t}', '${var.t}'] })).toEqual([]);
    // a secret held by an interpolation is not a literal
    expect(validate(Spec, { name: 'x', token: '${var.token}', headers: { Authorization: 'Bearer ${var.token}' } })).toEqual([]);
    // `$${` and `%%{` are written by Terraform as a literal `${` and `%{`: judged as the text they are
    expect(messages({ name: 'x', attributes: '$${not json}' })).toEqual([
      expect.stringMatching(/^attributes: "\$\$\{not json\}" is not valid JSON/),
    ]);
    expect(judged({ code: '%%{x}', tags: ['$${b}'] })).toEqual([
      'code: "%%{x}" is 5 characters long; at most 4 allowed',
      'code: "%%{x}" does not match the pattern /^[a-z]+$/',
      'code: "%%{x}" is refused by the provider: it does not match /^[a-z]+$/',
      'tags[0]: "$${b}" is not an allowed value; allowed: "a"',
    ]);
    expect(judged({ code: '$${var.code}' })).toEqual(expect.arrayContaining(['code: "$${var.code}" does not match the pattern /^[a-z]+$/']));
    // a block takes no expression, an interpolation included
    expect(messages({ name: 'x', roll: '${var.roll}' as any })).toEqual([
      'roll: expected an object (Inner), got a token (a reference, variable or function result), which Terraform does not accept for a block; give the block\'s fields, each of which may be a token',
    ]);
  });

  test('a block given a token is refused unless the token is a Lazy or, for a list of blocks, an iterator\'s dynamic()', () => {
    const stack = new TerraformStack(Testing.app(), 's');
    const v = new TerraformVariable(stack, 'v', {});
    const it = TerraformIterator.fromList(Token.asList(v.value));
    const lazy = Lazy.anyValue({ produce: () => ({ batchSizePercentage: 1 }) });
    const problem = 'got a token (a reference, variable or function result), which Terraform does not accept for a block; give the block\'s fields, each of which may be a token';
    expect(messages({ name: 'n', roll: v.value, items: v.value })).toEqual([
      `roll: expected an object (Inner), ${problem}`,
      `items: expected a list of Inner, ${problem}, or an iterator's dynamic() to write one block per item of a list`,
    ]);
    expect(messages({ name: 'n', roll: it.dynamic({ batchSizePercentage: 1 }), items: Token.asList(v.value) })).toEqual([
      `roll: expected an object (Inner), ${problem}`,
      `items: expected a list of Inner, ${problem}, or an iterator's dynamic() to write one block per item of a list`,
    ]);
    expect(messages({ name: 'n', roll: lazy, items: it.dynamic({ batchSizePercentage: it.getNumber('size') }) })).toEqual([]);
    expect(messages({ name: 'n', items: Lazy.listValue({ produce: () => [] }), roll: Lazy.stringValue({ produce: () => undefined }) })).toEqual([]);
    expect(messages({ name: 'n', roll: `x-${Lazy.stringValue({ produce: () => 'y' })}` })).toEqual([`roll: expected an object (Inner), ${problem}`]);
    expect(messages({ name: 'n', roll: `${Lazy.stringValue({ produce: () => 'y' })}-x` })).toEqual([`roll: expected an object (Inner), ${problem}`]);
    const setSpec: StructSpec = { name: 'S', attrs: [{ n: 'members', t: 'members', k: 'objectSet', s: Inner }] };
    expect(validate(setSpec, { members: v.value }).map(formatProblem)).toEqual([
      `members: expected a list of Inner, ${problem}, or an iterator's dynamic() to write one block per item of a list`,
    ]);
    expect(messages({ name: 'n', items: `x-${v.stringValue}` as any })).toEqual([
      `items: expected a list of Inner, ${problem}, or an iterator's dynamic() to write one block per item of a list`,
    ]);
  });

  test('a literal secret is a warning, a token secret is not', () => {
    const stack = new TerraformStack(Testing.app(), 's');
    const v = new TerraformVariable(stack, 'v', { type: 'string', sensitive: true });
    expect(validate(Spec, { name: 'x', token: 'plain' })).toEqual([expect.objectContaining({ path: 'token', warning: true })]);
    expect(validate(Spec, { name: 'x', token: v.stringValue })).toEqual([]);
  });

  test('a secret map holding a literal string is a warning; one of tokens only is not', () => {
    const stack = new TerraformStack(Testing.app(), 's');
    const v = new TerraformVariable(stack, 'v', { type: 'string', sensitive: true });
    expect(validate(Spec, { name: 'x', headers: { Authorization: 'Bearer plain', Other: v.stringValue } })).toEqual([
      expect.objectContaining({ path: 'headers', warning: true }),
    ]);
    expect(validate(Spec, { name: 'x', headers: { Authorization: v.stringValue } })).toEqual([]);
    expect(validate(Spec, { name: 'x', headers: {} })).toEqual([]);
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

describe('every check of the engine, case by case', () => {
  const check = (attrs: StructSpec['attrs'], obj: any, rules?: StructSpec['rules']) => validate({ name: 'T', attrs, rules }, obj).map(formatProblem);
  const token = () => {
    const stack = new TerraformStack(Testing.app(), 's');
    return new TerraformVariable(stack, 'v', { type: 'string' });
  };

  test('strings: shortest and longest length, not blank', () => {
    const code = [{ n: 'code', t: 'code', k: 'string', minLen: 3, maxLen: 5, notBlank: true } as const];
    expect(check(code, { code: 'ab' })).toEqual(['code: "ab" is 2 characters long; at least 3 required']);
    expect(check(code, { code: 'abcdef' })).toEqual(['code: "abcdef" is 6 characters long; at most 5 allowed']);
    expect(check(code, { code: '   ' })).toEqual(['code: "   " is blank; a non-blank value is required']);
    expect(check(code, { code: 'abc' })).toEqual([]);
    expect(check(code, { code: 'abcde' })).toEqual([]);
  });

  test('lists: fewest and most items, the allowed values and the type of each item', () => {
    const names = [{ n: 'names', t: 'names', k: 'stringList', minItems: 1, maxItems: 2, itemEnum: ['a', 'b'] } as const];
    expect(check(names, { names: [] })).toEqual(['names: has 0 item(s); at least 1 required']);
    expect(check(names, { names: ['a', 'b', 'a'] })).toEqual(['names: has 3 item(s); at most 2 allowed']);
    expect(check(names, { names: ['a', 'c'] })).toEqual(['names[1]: "c" is not an allowed value; allowed: "a", "b"']);
    expect(check(names, { names: [1] })).toEqual(['names[0]: expected a string, got number 1']);
    expect(check(names, { names: ['b'] })).toEqual([]);
    expect(check(names, { names: ['a', 'b'] })).toEqual([]);
    const flags = [{ n: 'flags', t: 'flags', k: 'booleanList' } as const];
    expect(check(flags, { flags: [true, 'yes'] })).toEqual(['flags[1]: expected a boolean, got string "yes"']);
  });

  test('lists of whole numbers: each item whole and in range', () => {
    const counts = [{ n: 'counts', t: 'counts', k: 'numberList', int: true, min: 0 } as const];
    expect(check(counts, { counts: [1, 2.5, -1, 'x'] })).toEqual([
      'counts[1]: 2.5 is not a whole number; a whole number is required',
      'counts[2]: -1 is out of range; allowed: at least 0',
      'counts[3]: expected a whole number, got string "x"',
    ]);
    const ratios = [{ n: 'ratios', t: 'ratios', k: 'numberList' } as const];
    expect(check(ratios, { ratios: [2.5, 'x'] })).toEqual(['ratios[1]: expected a number, got string "x"']);
  });

  test('sets: a value given twice is named at its second place; tokens are not compared', () => {
    const tags = [{ n: 'tags', t: 'tags', k: 'stringSet' } as const];
    expect(check(tags, { tags: ['a', 'b', 'a'] })).toEqual(['tags[2]: "a" appears more than once in a set']);
    const ports = [{ n: 'ports', t: 'ports', k: 'numberSet' } as const];
    expect(check(ports, { ports: [1, 1, 2, 1] })).toEqual(['ports[1]: 1 appears more than once in a set', 'ports[3]: 1 appears more than once in a set']);
    const v = token();
    expect(check(tags, { tags: [v.stringValue, v.stringValue] })).toEqual([]);
    // a list may repeat a value
    expect(check([{ n: 'tags', t: 'tags', k: 'stringList' }], { tags: ['a', 'a'] })).toEqual([]);
  });

  test('maps: each value by key, in key order, with the value rules but not the enum or format of the attribute', () => {
    const limits = [{ n: 'limits', t: 'limits', k: 'numberMap', int: true, max: 10 } as const];
    expect(check(limits, { limits: { b: 11, a: 1.5, c: 3 } })).toEqual([
      'limits.a: 1.5 is not a whole number; a whole number is required',
      'limits.b: 11 is out of range; allowed: at most 10',
    ]);
    expect(check(limits, { limits: ['x'] })).toEqual(['limits: expected a map, got a list of 1']);
    const labels = [{ n: 'labels', t: 'labels', k: 'stringMap', enum: ['x'], fmt: 'json', maxLen: 3 } as const];
    expect(check(labels, { labels: { k: 'y', long: 'yyyy', token: token().stringValue } })).toEqual(['labels.long: "yyyy" is 4 characters long; at most 3 allowed']);
    const switches = [{ n: 'switches', t: 'switches', k: 'booleanMap' } as const];
    expect(check(switches, { switches: { a: 'no', b: true } })).toEqual(['switches.a: expected a boolean, got string "no"']);
  });

  test('lists and sets of objects: each item an object of the type; a token item is not judged', () => {
    for (const k of ['objectList', 'objectSet'] as const) {
      const items = [{ n: 'items', t: 'items', k, s: Inner, minItems: 1 }];
      expect(check(items, { items: [5, { batchSizePercentage: 1 }, token().value, Lazy.anyValue({ produce: () => ({}) })] })).toEqual([
        'items[0]: expected an object (Inner), got number 5',
        'items[2]: expected an object (Inner), got a token (a reference, variable or function result), which Terraform does not accept for a block; give the block\'s fields, each of which may be a token',
      ]);
      expect(check(items, { items: [] })).toEqual(['items: has 0 item(s); at least 1 required']);
    }
  });

  describe('conditions', () => {
    const attrs = [
      { n: 'mode', t: 'mode', k: 'string' },
      { n: 'label', t: 'label', k: 'string' },
      { n: 'note', t: 'note', k: 'string' },
    ] as const;
    const rule = (when: any) => [{ kind: 'requires', fields: ['note'], when } as const];

    test('one of, none of, set and not set', () => {
      const oneOf = rule({ field: 'mode', in: ['a', 'b'] });
      expect(check(attrs, { mode: 'b' }, oneOf)).toEqual(['note: is required when mode is one of "a", "b"']);
      expect(check(attrs, { mode: 'c' }, oneOf)).toEqual([]);
      expect(check(attrs, {}, oneOf)).toEqual([]);
      const noneOf = rule({ field: 'mode', notIn: ['a'] });
      expect(check(attrs, { mode: 'b' }, noneOf)).toEqual(['note: is required when mode is not one of "a"']);
      expect(check(attrs, {}, noneOf)).toEqual(['note: is required when mode is not one of "a"']);
      expect(check(attrs, { mode: 'a' }, noneOf)).toEqual([]);
      const set = rule({ field: 'label', isSet: true });
      expect(check(attrs, { label: 'x' }, set)).toEqual(['note: is required when label is set']);
      expect(check(attrs, {}, set)).toEqual([]);
      const unset = rule({ field: 'label', isSet: false });
      expect(check(attrs, {}, unset)).toEqual(['note: is required when label is not set']);
      expect(check(attrs, { label: 'x' }, unset)).toEqual([]);
    });

    test('equals and not equals an unset field', () => {
      expect(check(attrs, {}, rule({ field: 'mode', equals: 'a' }))).toEqual([]);
      expect(check(attrs, {}, rule({ field: 'mode', notEquals: 'a' }))).toEqual(['note: is required when mode is not "a"']);
    });

    test('a condition on a token, or read through one, is not judged', () => {
      const v = token();
      expect(check(attrs, { mode: v.stringValue }, rule({ field: 'mode', in: ['a'] }))).toEqual([]);
      const nested = [{ n: 'roll', t: 'roll', k: 'object', s: { name: 'R', attrs: [{ n: 'mode', t: 'mode', k: 'string' }] } }, ...attrs] as const;
      expect(check(nested, { roll: Lazy.anyValue({ produce: () => ({}) }) }, rule({ field: 'roll.mode', isSet: false }))).toEqual([]);
      expect(check(nested, {}, rule({ field: 'roll.mode', isSet: false }))).toEqual(['note: is required when roll.mode is not set']);
      expect(check(nested, { roll: 'x' }, rule({ field: 'roll.mode', isSet: false }))).toEqual(['roll: expected an object (R), got string "x"', 'note: is required when roll.mode is not set']);
    });
  });

  test('exclusive fields: at most one set, named at the object or the first field given', () => {
    const rules = [{ kind: 'exclusive', fields: ['mode', 'label', 'note'] }] as const;
    const attrs = [{ n: 'mode', t: 'mode', k: 'string' }, { n: 'label', t: 'label', k: 'string' }, { n: 'note', t: 'note', k: 'string' }] as const;
    expect(check(attrs, { label: 'x', note: 'y' }, rules)).toEqual(['label: label and note cannot be combined; set at most one of mode, label, note']);
    expect(check(attrs, { note: 'y' }, rules)).toEqual([]);
    const outer = [{ n: 'inner', t: 'inner', k: 'object', s: { name: 'I', attrs, rules } }] as const;
    expect(check(outer, { inner: { mode: 'a', note: 'y' } })).toEqual(['inner: mode and note cannot be combined; set at most one of mode, label, note']);
  });

  test('at least one true: false or unset fails, a token is not judged; the rule\'s own message and severity are kept', () => {
    const attrs = [{ n: 'http', t: 'http', k: 'boolean' }, { n: 'https', t: 'https', k: 'boolean' }] as const;
    const rules = [{ kind: 'atLeastOneTrue', fields: ['http', 'https'], message: 'nothing would listen', warn: true }] as const;
    expect(validate({ name: 'T', attrs, rules }, { http: false })).toEqual([
      { path: 'http', message: 'at least one of http, https must be true: nothing would listen', warning: true },
    ]);
    expect(check(attrs, { https: true }, rules)).toEqual([]);
    expect(check(attrs, { http: false, https: Token.asAny(token().value) }, rules)).toEqual([]);
  });

  test('a referenced rule reports each referenced resource whose inputs meet the condition, and nothing without a way to look them up', () => {
    const attrs = [{ n: 'parent', t: 'parent', k: 'string' }] as const;
    const rules = [{ kind: 'referenced', fields: ['parent'], target: 'repo_repository', when: { field: 'policy', in: ['closed'] }, warn: true, message: 'it may fail' }] as const;
    const spec = { name: 'T', attrs, rules };
    const looked: unknown[] = [];
    const refs = (value: unknown, tfType: string) => {
      looked.push([value, tfType]);
      return [{ address: 'repo_repository.a', inputs: { policy: 'closed' } }, { address: 'repo_repository.b', inputs: { policy: 'open' } }];
    };
    expect(validate(spec, { parent: 'x' }, refs)).toEqual([{ path: 'parent', message: 'references repo_repository.a, whose policy is "closed": it may fail', warning: true }]);
    expect(looked).toEqual([['x', 'repo_repository']]);
    expect(validate(spec, {}, refs)).toEqual([]);
    expect(looked).toHaveLength(1);
    expect(validate(spec, { parent: 'x' })).toEqual([]);
  });
});
