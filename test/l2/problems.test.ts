/**
 * PropProblems on its own: how values are described in messages (every kind of value, tokens by what
 * they stand for, long values shortened), how each kind check reports a prop and what it returns, how
 * items of lists and maps are named, which props are marked of the wrong kind, and the form of the error.
 */
import { Lazy, TerraformStack, TerraformVariable, Testing, Token } from 'cdktf';
import { Construct } from 'constructs';
import { ClassKind, PropProblems, RefKind } from '../../src/l2/problems';

const FLOW: RefKind = { name: 'idp.IFlow', attributes: ['flowUuid'], hint: 'an idp.Flow or idp.IdpRef.fromFlowUuid(uuid)' };
const FLOW_KIND = 'an idp.IFlow (an idp.Flow or idp.IdpRef.fromFlowUuid(uuid))';
class Schedule {}
const SCHEDULE: ClassKind = { name: 'repo.Schedule', hint: "repo.Schedule.daily('02:00')" };
const SCHEDULE_KIND = "a repo.Schedule (repo.Schedule.daily('02:00'))";
const SCHEDULES_KIND = "a list of repo.Schedule (repo.Schedule.daily('02:00'))";

function stack() {
  return new TerraformStack(Testing.app(), 'stack');
}
/** A string variable of a new stack: its `stringValue` is a token that stands for `var.v`. */
function variable() {
  return new TerraformVariable(stack(), 'v', { type: 'string' });
}
const stringToken = () => Lazy.stringValue({ produce: () => 'x' });
const numberToken = () => Lazy.numberValue({ produce: () => 1 });
const anyToken = () => Lazy.anyValue({ produce: () => ({}) });
const problems = () => new PropProblems(undefined, 'Thing');
/** Asserts that `p` throws an error listing exactly these problems (scope-less form). */
function expectProblems(p: PropProblems, ...list: string[]) {
  const message = list.length === 1 ? `Thing: ${list[0]}` : `Thing is invalid:\n  - ${list.join('\n  - ')}`;
  expect(() => p.throwIfAny()).toThrow(new Error(message));
}

describe('describe', () => {
  test('undefined and null are described by name', () => {
    expect(PropProblems.describe(undefined)).toBe('undefined');
    expect(PropProblems.describe(null)).toBe('null');
  });

  test('a string is shown quoted, with its kind', () => {
    expect(PropProblems.describe('3')).toBe('"3" (a string)');
  });

  test('a string whose quoted form is exactly 80 characters is shown whole', () => {
    const text = 'x'.repeat(78);
    expect(PropProblems.describe(text)).toBe(`"${text}" (a string)`);
  });

  test('a string whose quoted form is 81 characters is cut to 79 characters and an ellipsis', () => {
    expect(PropProblems.describe('x'.repeat(79))).toBe(`"${'x'.repeat(78)}… (a string)`);
  });

  test('a string token that stands for a reference is described with the reference', () => {
    expect(PropProblems.describe(variable().stringValue)).toBe('a string token (var.v)');
  });

  test('a string token that stands for no reference is described as a string token', () => {
    expect(PropProblems.describe(stringToken())).toBe('a string token');
  });

  test('a reference token followed by text is described as a string token, without the reference', () => {
    expect(PropProblems.describe(`${variable().stringValue}-suffix`)).toBe('a string token');
  });

  test('text followed by a reference token is described as a string token, without the reference', () => {
    expect(PropProblems.describe(`prefix-${variable().stringValue}`)).toBe('a string token');
  });

  test('two reference tokens in one string are described as a string token, without a reference', () => {
    const v = variable();
    const w = new TerraformVariable(v.node.scope as Construct, 'w', { type: 'string' });
    expect(PropProblems.describe(`${v.stringValue}${w.stringValue}`)).toBe('a string token');
  });

  test('a number is shown with its kind; a number token is described as a number token', () => {
    expect(PropProblems.describe(42)).toBe('42 (a number)');
    expect(PropProblems.describe(numberToken())).toBe('a number token');
  });

  test('NaN is described as a failed conversion', () => {
    expect(PropProblems.describe(NaN)).toBe('NaN (not a number: a failed conversion?)');
  });

  test('booleans are shown with their kind', () => {
    expect(PropProblems.describe(true)).toBe('true (a boolean)');
    expect(PropProblems.describe(false)).toBe('false (a boolean)');
  });

  test('a function is described as a function', () => {
    expect(PropProblems.describe(() => 1)).toBe('a function');
  });

  test('a symbol is shown as text with its kind', () => {
    expect(PropProblems.describe(Symbol('s'))).toBe('Symbol(s) (a symbol)');
  });

  test('a construct is described by its class and path', () => {
    const s = stack();
    expect(PropProblems.describe(s)).toBe("a TerraformStack construct at 'stack'");
    expect(PropProblems.describe(new Construct(s, 'C'))).toBe("a Construct construct at 'stack/C'");
  });

  test('a construct without a constructor is described as an unnamed construct', () => {
    const c = new Construct(stack(), 'C');
    Object.defineProperty(c, 'constructor', { value: undefined });
    expect(PropProblems.describe(c)).toBe("an unnamed construct at 'stack/C'");
  });

  test('an object that only carries the construct marker, without a node, is described as an object', () => {
    expect(PropProblems.describe({ [Symbol.for('constructs.Construct')]: true })).toBe('{} (an object)');
  });

  test('a plain object with a node property is described as an object, not a construct', () => {
    expect(PropProblems.describe({ node: { path: 'p' } })).toBe('{"node":{"path":"p"}} (an object)');
  });

  test('a resolvable token is described as a token', () => {
    expect(PropProblems.describe(anyToken())).toBe('a token (IResolvable)');
  });

  test('an array is shown as JSON with the kind list', () => {
    expect(PropProblems.describe([1, 'a'])).toBe('[1,"a"] (a list)');
  });

  test('an array that cannot be written as JSON is described as an array', () => {
    const a: unknown[] = [];
    a.push(a);
    expect(PropProblems.describe(a)).toBe('an array (a list)');
  });

  test('a long array is shortened like a string', () => {
    const a = ['x'.repeat(80)];
    expect(PropProblems.describe(a)).toBe(`["${'x'.repeat(77)}… (a list)`);
  });

  test('a class instance is described by its class name, with "an" before a vowel', () => {
    class Foo {}
    class Apple {}
    expect(PropProblems.describe(new Foo())).toBe('a Foo');
    expect(PropProblems.describe(new Apple())).toBe('an Apple');
  });

  test('String and Number objects are described as objects of their class', () => {
    expect(PropProblems.describe(new String('x'))).toBe('a String object');
    expect(PropProblems.describe(new Number(1))).toBe('a Number object');
  });

  test('a plain object is shown as JSON with the kind object', () => {
    expect(PropProblems.describe({ a: 1 })).toBe('{"a":1} (an object)');
  });

  test('an object without a prototype is shown as JSON with the kind object', () => {
    const o = Object.create(null);
    o.a = 1;
    expect(PropProblems.describe(o)).toBe('{"a":1} (an object)');
  });

  test('an object that cannot be written as JSON is described as an object', () => {
    const o: Record<string, unknown> = {};
    o.self = o;
    expect(PropProblems.describe(o)).toBe('an object (an object)');
  });

  test('a secret is described by its kind only, a list as a list', () => {
    expect(PropProblems.describe('hunter2', { secret: true })).toBe('a string (not shown: a secret)');
    expect(PropProblems.describe(['hunter2'], { secret: true })).toBe('a list (not shown: a secret)');
    expect(PropProblems.describe({ a: 'hunter2' }, { secret: true })).toBe('an object (not shown: a secret)');
  });
});

describe('throwIfAny', () => {
  test('does nothing when no problem was recorded', () => {
    expect(() => problems().throwIfAny()).not.toThrow();
  });

  test('without a scope, one problem is written after the type', () => {
    const p = problems();
    p.optionalString('name', 5);
    expect(() => p.throwIfAny()).toThrow(new Error('Thing: name: expected a string, got 5 (a number)'));
  });

  test('without a scope, several problems are listed', () => {
    const p = problems();
    p.optionalString('name', 5);
    p.requireNumber('size', undefined);
    expect(() => p.throwIfAny()).toThrow(new Error(
      'Thing is invalid:\n  - name: expected a string, got 5 (a number)\n  - size: is required, but was not given; expected a number',
    ));
  });

  test('with a scope, the problems are listed after the type and path', () => {
    const p = new PropProblems(new Construct(stack(), 'C'), 'Thing');
    p.requireString('name', null);
    expect(() => p.throwIfAny()).toThrow(new Error("Thing at 'stack/C' is invalid:\n  - name: is required, but was null; expected a string"));
  });
});

describe('struct', () => {
  test('undefined and null are read as an empty object, without a problem', () => {
    const p = problems();
    expect(p.struct(undefined)).toEqual({});
    expect(p.struct(null)).toEqual({});
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('a number is reported and read as an empty object', () => {
    const p = problems();
    expect(p.struct(5 as any, 'options')).toEqual({});
    expectProblems(p, 'options: expected an object of named properties, got 5 (a number)');
  });
});

describe('kind checks of single values', () => {
  test('a token is accepted where a boolean is expected', () => {
    const p = problems();
    expect(p.optionalBoolean('enabled', anyToken())).toBe(true);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('a string token is accepted where a string is expected, and is not judged', () => {
    const p = problems();
    const token = stringToken();
    expect(p.requireString('name', token)).toBe(true);
    expect(p.judge('name', token)).toBe(false);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('a secret of the wrong kind is reported without its value', () => {
    const p = problems();
    expect(p.requireString('password', 1234, { secret: true })).toBe(false);
    expectProblems(p, 'password: expected a string, got a number (not shown: a secret)');
  });

  test('NaN is not a number', () => {
    const p = problems();
    expect(p.optionalNumber('size', NaN)).toBe(false);
    expectProblems(p, 'size: expected a number, got NaN (not a number: a failed conversion?)');
  });

  test('a construct where a string is expected is described by its class and path', () => {
    const p = problems();
    p.optionalString('name', stack());
    expectProblems(p, "name: expected a string, got a TerraformStack construct at 'stack'");
  });

  test('a prop of the wrong kind is marked and is not judged', () => {
    const p = problems();
    p.optionalString('name', 5);
    expect(p.isWrongKind('name')).toBe(true);
    expect(p.judge('name', 5)).toBe(false);
  });
});

describe('literal', () => {
  const WHY = 'the value decides what is created, so give it itself';

  test('a value left out is not read and records nothing', () => {
    const p = problems();
    expect(p.literal('name', undefined, WHY)).toBe(false);
    expect(p.literal('name', null, WHY)).toBe(false);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('a known value is read and records nothing', () => {
    const p = problems();
    expect(p.literal('name', 'x', WHY)).toBe(true);
    expect(p.literal('items', ['a'], WHY)).toBe(true);
    expect(p.literal('never', false, WHY)).toBe(true);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('a token is not read and is refused, described by what it stands for, with why it must be known', () => {
    const p = problems();
    expect(p.literal('name', variable().stringValue, WHY)).toBe(false);
    expectProblems(p, `name: is a string token (var.v), not known at synth; ${WHY}`);
  });

  test('a string holding an interpolation is not read and is refused', () => {
    const p = problems();
    expect(p.literal('name', '${var.x}', WHY)).toBe(false);
    expectProblems(p, `name: is "\${var.x}" (a string), not known at synth; ${WHY}`);
  });

  test('a prop already of the wrong kind is not read and not reported again', () => {
    const p = problems();
    p.optionalString('name', 5);
    expect(p.literal('name', 5, WHY)).toBe(false);
    expectProblems(p, 'name: expected a string, got 5 (a number)');
  });
});

describe('optionalStringMap', () => {
  test('a map of strings is accepted and returns true', () => {
    const p = problems();
    expect(p.optionalStringMap('tags', { a: 'b', c: 'd' })).toBe(true);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('an empty map is accepted and returns true', () => {
    const p = problems();
    expect(p.optionalStringMap('tags', {})).toBe(true);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('undefined is accepted and returns true, without a problem', () => {
    const p = problems();
    expect(p.optionalStringMap('tags', undefined)).toBe(true);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('a token map is accepted and returns true, without a problem', () => {
    const p = problems();
    expect(p.optionalStringMap('tags', anyToken())).toBe(true);
    expect(p.optionalStringMap('labels', Token.asStringMap(anyToken()))).toBe(true);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('a number is reported as not a map and returns false', () => {
    const p = problems();
    expect(p.optionalStringMap('tags', 5)).toBe(false);
    expectProblems(p, 'tags: expected a map of strings, got 5 (a number)');
  });

  test('a list is reported as not a map', () => {
    const p = problems();
    expect(p.optionalStringMap('tags', ['a'])).toBe(false);
    expectProblems(p, 'tags: expected a map of strings, got ["a"] (a list)');
  });

  test('a construct is reported as not a map', () => {
    const p = problems();
    expect(p.optionalStringMap('tags', new Construct(stack(), 'C'))).toBe(false);
    expectProblems(p, "tags: expected a map of strings, got a Construct construct at 'stack/C'");
  });

  test('an item that is not a string is reported as name.key and the map returns false', () => {
    const p = problems();
    expect(p.optionalStringMap('tags', { a: 'b', c: 5 })).toBe(false);
    expectProblems(p, 'tags.c: expected a string, got 5 (a number)');
  });

  test('every item of the wrong kind is reported, and the map returns false even when the last item is good', () => {
    const p = problems();
    expect(p.optionalStringMap('tags', { a: 5, b: true, c: 'ok' })).toBe(false);
    expectProblems(p, 'tags.a: expected a string, got 5 (a number)', 'tags.b: expected a string, got true (a boolean)');
  });

  test('an item that is undefined or null is reported as required', () => {
    const p = problems();
    expect(p.optionalStringMap('tags', { a: undefined, b: null })).toBe(false);
    expectProblems(p,
      'tags.a: is required, but was not given; expected a string',
      'tags.b: is required, but was null; expected a string');
  });
});

describe('string lists', () => {
  test('a list of strings is accepted and returns true', () => {
    const p = problems();
    expect(p.optionalStrings('names', ['a', 'b'])).toBe(true);
    expect(p.isWrongKind('names')).toBe(false);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('undefined and a list token are accepted and return true', () => {
    const p = problems();
    expect(p.optionalStrings('names', undefined)).toBe(true);
    expect(p.requireStrings('ids', variable().listValue)).toBe(true);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('a number is reported as not a list and returns false', () => {
    const p = problems();
    expect(p.optionalStrings('names', 5)).toBe(false);
    expectProblems(p, 'names: expected a list of strings, got 5 (a number)');
  });

  test('a missing required list is reported and returns false', () => {
    const p = problems();
    expect(p.requireStrings('names', undefined)).toBe(false);
    expectProblems(p, 'names: is required, but was not given; expected a list of strings');
  });

  test('items of the wrong kind are reported as name[i], the list returns false and is marked of the wrong kind', () => {
    const p = problems();
    expect(p.optionalStrings('names', [5, 'ok'])).toBe(false);
    expect(p.isWrongKind('names')).toBe(true);
    expectProblems(p, 'names[0]: expected a string, got 5 (a number)');
  });

  test('undefined and null items are reported as required', () => {
    const p = problems();
    expect(p.optionalStrings('names', [undefined, null])).toBe(false);
    expectProblems(p,
      'names[0]: is required, but was not given; expected a string',
      'names[1]: is required, but was null; expected a string');
  });
});

describe('number lists', () => {
  test('a list of numbers, undefined and a list token are accepted and return true', () => {
    const p = problems();
    expect(p.optionalNumbers('months', [1, 12])).toBe(true);
    expect(p.optionalNumbers('months', undefined)).toBe(true);
    expect(p.optionalNumbers('weeks', variable().listValue)).toBe(true);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('a value that is not a list is reported as not a list of numbers and returns false', () => {
    const p = problems();
    expect(p.optionalNumbers('months', '1')).toBe(false);
    expectProblems(p, 'months: expected a list of numbers, got "1" (a string)');
  });

  test('items that are not numbers, NaN among them, are reported as name[i], and the list is marked of the wrong kind', () => {
    const p = problems();
    expect(p.optionalNumbers('months', [1, '2', NaN])).toBe(false);
    expect(p.isWrongKind('months')).toBe(true);
    expectProblems(p,
      'months[1]: expected a number, got "2" (a string)',
      'months[2]: expected a number, got NaN (not a number: a failed conversion?)');
  });
});

describe('optionalRefs', () => {
  test('a list of references is accepted, returns true and is not marked of the wrong kind', () => {
    const p = problems();
    expect(p.optionalRefs('flows', [{ flowUuid: 'a' }, { flowUuid: 'b' }], FLOW)).toBe(true);
    expect(p.isWrongKind('flows')).toBe(false);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('undefined and null are accepted and return true, without a problem', () => {
    const p = problems();
    expect(p.optionalRefs('flows', undefined, FLOW)).toBe(true);
    expect(p.optionalRefs('flows', null, FLOW)).toBe(true);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('a string token is not a list of references', () => {
    const p = problems();
    expect(p.optionalRefs('flows', stringToken(), FLOW)).toBe(false);
    expectProblems(p, `flows: expected a list of idp.IFlow (${FLOW.hint}), got a string token`);
  });

  test('a resolvable token is not a list of references', () => {
    const p = problems();
    expect(p.optionalRefs('flows', anyToken(), FLOW)).toBe(false);
    expectProblems(p, `flows: expected a list of idp.IFlow (${FLOW.hint}), got a token (IResolvable)`);
  });

  test('a list token (a variable of a list type) is not a list of references: reported once, not item by item', () => {
    const p = problems();
    expect(p.optionalRefs('flows', variable().listValue, FLOW)).toBe(false);
    expectProblems(p, `flows: expected a list of idp.IFlow (${FLOW.hint}), got a list token`);
  });

  test('items that are not references are reported as name[i], the list returns false and is marked of the wrong kind', () => {
    const p = problems();
    expect(p.optionalRefs('flows', [{ flowUuid: 5 }, 'abc', { flowUuid: 'ok' }], FLOW)).toBe(false);
    expect(p.isWrongKind('flows')).toBe(true);
    expectProblems(p,
      `flows[0]: expected ${FLOW_KIND}, got {"flowUuid":5} (an object), which has no string flowUuid`,
      `flows[1]: expected ${FLOW_KIND}, got "abc" (a string)`);
  });

  test('a missing reference item is reported as required', () => {
    const p = problems();
    expect(p.optionalRefs('flows', [undefined], FLOW)).toBe(false);
    expectProblems(p, `flows[0]: is required, but was not given; expected ${FLOW_KIND}`);
  });
});

describe('class instances', () => {
  test('an instance is accepted', () => {
    const p = problems();
    expect(p.requireInstance('schedule', new Schedule(), Schedule, SCHEDULE)).toBe(true);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('a token is not an instance', () => {
    const p = problems();
    expect(p.requireInstance('schedule', anyToken(), Schedule, SCHEDULE)).toBe(false);
    expectProblems(p, `schedule: expected ${SCHEDULE_KIND}, got a token (IResolvable)`);
  });

  test('a list of instances is accepted, returns true and is not marked of the wrong kind', () => {
    const p = problems();
    expect(p.requireInstances('schedules', [new Schedule(), new Schedule()], Schedule, SCHEDULE)).toBe(true);
    expect(p.isWrongKind('schedules')).toBe(false);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('an optional list that is undefined or null is accepted and returns true', () => {
    const p = problems();
    expect(p.optionalInstances('schedules', undefined, Schedule, SCHEDULE)).toBe(true);
    expect(p.optionalInstances('schedules', null, Schedule, SCHEDULE)).toBe(true);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('a missing required list is reported', () => {
    const p = problems();
    expect(p.requireInstances('schedules', undefined, Schedule, SCHEDULE)).toBe(false);
    expectProblems(p, `schedules: is required, but was not given; expected ${SCHEDULES_KIND}`);
  });

  test('a number is reported as not a list and returns false', () => {
    const p = problems();
    expect(p.optionalInstances('schedules', 5, Schedule, SCHEDULE)).toBe(false);
    expectProblems(p, `schedules: expected ${SCHEDULES_KIND}, got 5 (a number)`);
  });

  test('a string token, a resolvable token or a list token is not a list of instances', () => {
    const p = problems();
    expect(p.optionalInstances('a', stringToken(), Schedule, SCHEDULE)).toBe(false);
    expect(p.optionalInstances('b', anyToken(), Schedule, SCHEDULE)).toBe(false);
    expect(p.requireInstances('c', variable().listValue, Schedule, SCHEDULE)).toBe(false);
    expectProblems(p, `a: expected ${SCHEDULES_KIND}, got a string token`, `b: expected ${SCHEDULES_KIND}, got a token (IResolvable)`,
      `c: expected ${SCHEDULES_KIND}, got a list token`);
  });

  test('items that are not instances are reported as name[i], the list returns false and is marked of the wrong kind', () => {
    const p = problems();
    expect(p.optionalInstances('schedules', ['daily', new Schedule()], Schedule, SCHEDULE)).toBe(false);
    expect(p.isWrongKind('schedules')).toBe(true);
    expectProblems(p, `schedules[0]: expected ${SCHEDULE_KIND}, got "daily" (a string)`);
  });

  test('every item that is not an instance is reported, and the list returns false even when the last item is good', () => {
    const p = problems();
    expect(p.requireInstances('schedules', [1, null, new Schedule()], Schedule, SCHEDULE)).toBe(false);
    expectProblems(p,
      `schedules[0]: expected ${SCHEDULE_KIND}, got 1 (a number)`,
      `schedules[1]: is required, but was null; expected ${SCHEDULE_KIND}`);
  });
});

describe('optionalStruct', () => {
  test('undefined and null are read as undefined, without a problem', () => {
    const p = problems();
    expect(p.optionalStruct('headroom', undefined)).toBeUndefined();
    expect(p.optionalStruct('headroom', null)).toBeUndefined();
    expect(() => p.throwIfAny()).not.toThrow();
  });

  test('an object is read as given', () => {
    const p = problems();
    const value = { cpu: 1 };
    expect(p.optionalStruct('headroom', value)).toBe(value);
  });

  test('a string token is not a struct: it is reported and read as an empty object', () => {
    const p = problems();
    expect(p.optionalStruct('headroom', stringToken() as any)).toEqual({});
    expectProblems(p, 'headroom: expected an object of named properties, got a string token');
  });

  test('a list is not a struct: it is reported and read as an empty object', () => {
    const p = problems();
    expect(p.optionalStruct('headroom', [1] as any)).toEqual({});
    expectProblems(p, 'headroom: expected an object of named properties, got [1] (a list)');
  });
});
