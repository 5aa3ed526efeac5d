/**
 * The details of the rules engine (src/rules/engine.ts, src/rules/state.ts): the exact errors of
 * `Rules.apply` for bad arguments; a pack applied above the stacks (an aspect on each stack only, the
 * exact error for a stack created after the call, naming the scope, and a later application judging
 * that stack); the packs and rules a stack registers (the first registration wins; a pack applied to
 * a resource itself); the subject a rule sees (one per resource, shared; none for a moved resource);
 * the exact errors of a check that returns something else than a list or of a configuration that
 * cannot be read, and their report findings; the reporter's hook; the state's order of calls and the
 * applications strictly below a construct.
 * Test-only rules (defineRule): the engine does not depend on the shipped packs.
 */
import { AnnotationMetadataEntryType, Aspects, Lazy, TerraformElement, TerraformStack, Testing } from 'cdktf';
import { Construct, IConstruct } from 'constructs';
import { repo, rules } from '../../src';
import { defineRule, judgeAttribute } from '../../src/rules/define';
import { applicationsBelow, recordApplication, stateOf } from '../../src/rules/state';
import { RuleSubject } from '../../src/rules/subject';
import { annotationsOf, repoStack } from '../support/rules';

const { FindingSeverity, RulePack, Rules } = rules;

const props = (id: string) => ({
  id, severity: FindingSeverity.ERROR, summary: 'summary', explanation: 'explanation', fix: 'fix', resourceTypes: ['repo_group'],
});

/** A warning rule on repo_group: the permission is not admin. */
const noAdmin = () => defineRule({ ...props('TEST-GROUP-002'), severity: FindingSeverity.WARNING, summary: 'Groups are not administrators' },
  (s) => judgeAttribute(s, 'permission', (v) => v !== 'admin', 'permission is admin'));

const group = (s: Construct, id: string, extra: Partial<repo.GroupConfig> = {}) => new repo.Group(s, id, { workspace: 'ws', name: id, ...extra });
const addr = (c: IConstruct) => `repo_group.${(c as TerraformElement).friendlyUniqueId}`;
const errorsOf = (c: IConstruct) => annotationsOf(c, AnnotationMetadataEntryType.ERROR);
const warningsOf = (c: IConstruct) => annotationsOf(c, AnnotationMetadataEntryType.WARN);


/** Runs the aspects and the validations, as synth does before writing. */
function judge(s: TerraformStack): void {
  Testing.synth(s, true);
}

describe('Rules.apply: the errors for bad arguments', () => {
  test('an undefined scope: the exact error naming it', () => {
    expect(() => Rules.apply(undefined as any, new RulePack('p', [noAdmin()]))).toThrow(
      "Rules.apply at 'undefined' is invalid:\n  - scope: expected a construct, got undefined",
    );
  });

  test('a null scope: the exact error naming it', () => {
    expect(() => Rules.apply(null as any, new RulePack('p', [noAdmin()]))).toThrow(
      "Rules.apply at 'null' is invalid:\n  - scope: expected a construct, got null",
    );
  });

  test('an object that is not a construct: the exact error naming it', () => {
    expect(() => Rules.apply({} as any, new RulePack('p', [noAdmin()]))).toThrow(
      "Rules.apply at '[object Object]' is invalid:\n  - scope: expected a construct, got {}",
    );
  });

  test('an undefined pack: the exact error', () => {
    expect(() => Rules.apply(repoStack(), undefined as any)).toThrow("Rules.apply at 'stack' is invalid:\n  - pack: expected a RulePack, got undefined");
  });

  test('several problems are listed one per line', () => {
    expect(() => Rules.apply(undefined as any, undefined as any)).toThrow(
      "Rules.apply at 'undefined' is invalid:\n  - scope: expected a construct, got undefined\n  - pack: expected a RulePack, got undefined",
    );
  });
});

describe('a pack applied above the stacks', () => {
  test('applied to the app: one more aspect on each stack, none on the app or on the constructs in the stacks', () => {
    const app = Testing.app();
    const a = repoStack(app, 'a');
    const b = repoStack(app, 'b');
    const g = group(a, 'g');
    const count = () => [app, a, b, g].map((c) => Aspects.of(c).all.length);
    const before = count();
    Rules.apply(app, new RulePack('p', [noAdmin()]));
    expect(count()).toEqual([before[0], before[1] + 1, before[2] + 1, before[3]]);
  });

  test('the app\'s validation: nothing when every stack existed at the call, one error per stack created after it', () => {
    const app = Testing.app();
    repoStack(app, 'a');
    group(repoStack(app, 'b'), 'g');
    Rules.apply(app, new RulePack('p', [noAdmin()]));
    expect(app.node.validate()).toEqual([]);
    repoStack(app, 'late');
    expect(app.node.validate()).toEqual([
      "Rules.apply at the app (pack 'p') was called before stack 'late' was created, so that stack was not judged; call Rules.apply after creating the stacks.",
    ]);
  });

  test('applied to a construct that holds stacks: the error for a later stack names that construct', () => {
    const app = Testing.app();
    const org = new Construct(app, 'org');
    repoStack(org, 'web');
    Rules.apply(org, new RulePack('p', [noAdmin()]));
    repoStack(org, 'late');
    expect(app.node.validate()).toEqual([
      "Rules.apply at 'org' (pack 'p') was called before stack 'org/late' was created, so that stack was not judged; call Rules.apply after creating the stacks.",
    ]);
  });

  test('a stack created after one application to the app is judged by a later application to the app holding the same rule', () => {
    const app = Testing.app();
    repoStack(app, 'a');
    const rule = noAdmin();
    Rules.apply(app, new RulePack('first', [rule]));
    const late = repoStack(app, 'late');
    const g = group(late, 'g', { permission: 'admin' });
    Rules.apply(app, new RulePack('second', [rule]));
    judge(late);
    expect(warningsOf(g)).toEqual([`[TEST-GROUP-002] Groups are not administrators: permission is admin (${addr(g)}, attribute permission). Fix: fix`]);
  });
});

describe('the packs and rules a stack registers (the report\'s packs and rules run)', () => {
  test('a pack applied to a resource itself is registered, at the resource\'s path', () => {
    const s = repoStack();
    const g = group(s, 'g');
    Rules.apply(g, new RulePack('p', [noAdmin()]));
    judge(s);
    expect([...stateOf(s).packs.entries()].map(([name, p]) => [name, p.scopePath])).toEqual([['p', 'stack/g']]);
    expect([...stateOf(s).rulesRun.keys()]).toEqual(['TEST-GROUP-002']);
  });

  test('one pack applied at the stack and again at a construct in it is registered once, at the stack', () => {
    const s = repoStack();
    const team = new Construct(s, 'team');
    group(team, 'g');
    const pack = new RulePack('p', [noAdmin()]);
    Rules.apply(s, pack);
    Rules.apply(team, pack);
    judge(s);
    expect([...stateOf(s).packs.entries()].map(([name, p]) => [name, p.scopePath])).toEqual([['p', 'stack']]);
  });

  test('a rule in two packs runs with the severity and the pack of the one registered first (applied at the stack)', () => {
    const s = repoStack();
    const team = new Construct(s, 'team');
    group(team, 'g');
    const rule = noAdmin();
    Rules.apply(s, new RulePack('base', [rule]));
    Rules.apply(team, new RulePack('strict', [rule]).withSeverity('TEST-GROUP-002', FindingSeverity.ERROR));
    judge(s);
    expect([...stateOf(s).rulesRun.values()].map((r) => [r.rule.id, r.severity, r.pack])).toEqual([['TEST-GROUP-002', 'warning', 'base']]);
  });
});

describe('the subject a rule sees', () => {
  test('one subject per resource: the subject is among the resources of its own type', () => {
    const seen: boolean[] = [];
    const self = defineRule(props('TEST-SELF-001'), (subject) => {
      seen.push(subject.resourcesOfType('repo_group').includes(subject));
      return [];
    });
    const s = repoStack();
    group(s, 'a');
    group(s, 'b');
    Rules.apply(s, new RulePack('p', [self]));
    judge(s);
    expect(seen).toEqual([true, true]);
  });

  test('a moved resource (no block of its own) is neither judged nor among the resources of its type', () => {
    const seen: string[] = [];
    const across = defineRule(props('TEST-MOVE-001'), (subject: RuleSubject) => {
      seen.push(`${subject.address}: ${subject.resourcesOfType('repo_group').map((x) => x.address).join(',')}`);
      return [];
    });
    const s = repoStack();
    const old = group(s, 'old');
    const moved = group(s, 'new');
    moved.addMoveTarget('target');
    old.moveTo('target');
    Rules.apply(s, new RulePack('p', [across]));
    judge(s);
    expect(seen).toEqual([`${addr(moved)}: ${addr(moved)}`]);
    expect(errorsOf(old)).toEqual([]);
  });
});

describe('rules that cannot judge', () => {
  test('a check that returns undefined: the exact error', () => {
    const none = defineRule(props('TEST-NONE-001'), () => undefined as any);
    const s = repoStack();
    const g = group(s, 'g');
    Rules.apply(s, new RulePack('p', [none]));
    judge(s);
    expect(errorsOf(g)).toEqual([
      `[TEST-NONE-001] the rule's check failed: check returned undefined, not a list of Judgement; fix the rule, or leave it out of the pack (${addr(g)})`,
    ]);
  });

  test('a check that returns a number: the exact error naming its type', () => {
    const num = defineRule(props('TEST-NUM-001'), () => 42 as any);
    const s = repoStack();
    const g = group(s, 'g');
    Rules.apply(s, new RulePack('p', [num]));
    judge(s);
    expect(errorsOf(g)).toEqual([
      `[TEST-NUM-001] the rule's check failed: check returned number, not a list of Judgement; fix the rule, or leave it out of the pack (${addr(g)})`,
    ]);
  });

  test('the report finding of a check that failed: an error, never acknowledged, without attribute', () => {
    const none = defineRule(props('TEST-NONE-001'), () => undefined as any);
    const s = repoStack();
    const g = group(s, 'g');
    Rules.apply(s, new RulePack('p', [none]));
    Rules.acknowledge(s, 'TEST-NONE-001', 'accepted');
    judge(s);
    expect(stateOf(s).findings).toEqual([{
      ruleId: 'TEST-NONE-001',
      severity: 'error',
      outcome: 'check-failed',
      acknowledged: false,
      address: addr(g),
      constructPath: 'stack/g',
      attributePath: '',
      message: "the rule's check failed: check returned undefined, not a list of Judgement; fix the rule, or leave it out of the pack",
      summary: 'summary',
      fix: 'fix',
    }]);
  });

  test('a configuration that cannot be resolved: an error naming the rule, what resolving threw and the address; the check is not called', () => {
    let called = 0;
    const rule = defineRule(props('TEST-READ-001'), () => {
      called++;
      return [];
    });
    const s = repoStack();
    const g = group(s, 'g');
    g.addOverride('name', Lazy.stringValue({ produce: () => { throw new Error('no name yet'); } }));
    Rules.apply(s, new RulePack('p', [rule]));
    expect(() => judge(s)).toThrow('no name yet');
    expect(called).toBe(0);
    const errors = errorsOf(g);
    expect(errors).toHaveLength(1);
    // cdktf's resolution error: its message, then where the token was made
    expect(errors[0].startsWith("[TEST-READ-001] the resource's configuration could not be read: Resolution error: Resolution error: no name yet.")).toBe(true);
    expect(errors[0].endsWith(` (${addr(g)})`)).toBe(true);
  });
});

describe('the reporter', () => {
  test('its synthesis hook is not an enumerable property of the reporter construct', () => {
    const s = repoStack();
    Rules.apply(s, new RulePack('p', [noAdmin()]));
    judge(s);
    const reporter = s.node.findChild('cdktf-triad.rules');
    const hook = Object.getOwnPropertyDescriptor(reporter, Symbol.for('cdktf/customSynthesis'));
    expect(hook?.enumerable).toBe(false);
    expect(typeof hook?.value.onSynthesize).toBe('function');
  });
});

describe('the state', () => {
  test('applications are numbered in the order of the calls', () => {
    const s = repoStack();
    const pack = new RulePack('p', [noAdmin()]);
    const first = recordApplication(s, pack, false);
    const second = recordApplication(new Construct(s, 'team'), pack, false);
    expect(second.seq).toBe(first.seq + 1);
  });

  test('applicationsBelow holds the packs applied strictly below a construct, not at it', () => {
    const s = repoStack();
    const team = new Construct(s, 'team');
    const g = group(team, 'g');
    Rules.apply(team, new RulePack('at-team', [noAdmin()]));
    Rules.apply(g, new RulePack('below', [noAdmin()]));
    expect(applicationsBelow(team).map((a) => a.pack.name)).toEqual(['below']);
  });
});
