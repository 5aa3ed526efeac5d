/**
 * The details of `RuleSubject` (src/rules/subject.ts) a rule relies on: how `value` walks an attribute
 * path (a one-item block read without its index, a block of several items, null, a primitive, an
 * index of two digits) and how `isUnknown` / `holdsInterpolation` find a token inside lists and objects.
 * Subjects are made directly with `RuleSubject._create`, with no stack.
 */
import { Construct } from 'constructs';
import { holdsInterpolation, RuleSubject } from '../../src/rules/subject';

/** A subject of type repo_repository with the given synthesized configuration. */
function subjectOf(config: any): RuleSubject {
  const root = new Construct(undefined as any, '');
  return RuleSubject._create(new Construct(root, 'web'), 'repo_repository', 'repo_repository.web', config, { of: () => [] });
}

describe('value: blocks', () => {
  test('a block of one item is read without its index', () => {
    const s = subjectOf({ update_policy: [{ should_roll: true }] });
    expect(s.value('update_policy.should_roll')).toBe(true);
    expect(s.value('update_policy[0].should_roll')).toBe(true);
  });

  test('a block of two items read without an index is undefined', () => {
    const s = subjectOf({ update_policy: [{ should_roll: true }, { should_roll: false }] });
    expect(s.value('update_policy.should_roll')).toBeUndefined();
    expect(s.value('update_policy[1].should_roll')).toBe(false);
  });

  test('a block whose one item is null reads as undefined below it', () => {
    const s = subjectOf({ update_policy: [null] });
    expect(s.value('update_policy.should_roll')).toBeUndefined();
  });

  test('an index of two digits reads the item at that index', () => {
    const s = subjectOf({ tags: Array.from({ length: 12 }, (_, i) => `t${i}`) });
    expect(s.value('tags[10]')).toBe('t10');
  });
});

describe('value: null and primitives', () => {
  test('an attribute set to null is undefined, and isSet is false', () => {
    const s = subjectOf({ description: null });
    expect(s.value('description')).toBeUndefined();
    expect(s.isSet('description')).toBe(false);
  });

  test('a path below null is undefined', () => {
    const s = subjectOf({ description: null });
    expect(s.value('description.text')).toBeUndefined();
    expect(s.value('description[0]')).toBeUndefined();
  });

  test('a path below a string or a number is undefined (not a property of the primitive)', () => {
    const s = subjectOf({ name: 'web', size: 3 });
    expect(s.value('name.length')).toBeUndefined();
    expect(s.value('size.toFixed')).toBeUndefined();
  });
});

describe('isUnknown and holdsInterpolation in lists and objects', () => {
  test('a list with one token among literals is unknown', () => {
    const s = subjectOf({ topics: ['docs', '${var.topic}'] });
    expect(s.isUnknown('topics')).toBe(true);
    expect(holdsInterpolation(['${var.topic}', 'docs'])).toBe(true);
  });

  test('an object with one token among literals is unknown', () => {
    const s = subjectOf({ labels: { team: 'core', owner: '${var.owner}' } });
    expect(s.isUnknown('labels')).toBe(true);
    expect(holdsInterpolation({ owner: '${var.owner}', team: 'core' })).toBe(true);
  });

  test('a list or an object of literals only is known', () => {
    expect(holdsInterpolation(['docs', 'web'])).toBe(false);
    expect(holdsInterpolation({ team: 'core' })).toBe(false);
  });
});
