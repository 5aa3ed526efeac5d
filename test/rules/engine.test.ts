/**
 * The rules engine: a pack applied to a scope judges every resource and data source below it (L1s,
 * L2s and escape-hatch overrides alike), findings become annotations on the construct that owns the
 * resource, error findings fail synth, tokens are not judged, acknowledgements accept findings by
 * subtree and id (reason required, unknown ids an error, stale ones a warning), a throwing check is an
 * error naming the rule and the address, and two packs with one id judge a resource once.
 * Test-only rules (defineRule): the engine does not depend on the shipped packs.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { AnnotationMetadataEntryType, App, Testing, TerraformElement, TerraformStack, TerraformVariable } from 'cdktf';
import { Construct, IConstruct } from 'constructs';
import { repo, rules } from '../../src';
import { emitL2Warning, registerKnownIds, acknowledgedReason } from '../../src/rules/acknowledgements';
import { defineRule, judgeAttribute } from '../../src/rules/define';
import { annotationsOf, quietFullSynth, repoStack } from '../support/rules';

const { FindingSeverity, Judgement, RulePack, Rules } = rules;

const NO_AUTO_ADD = defineRule({
  id: 'TEST-GROUP-001',
  severity: FindingSeverity.ERROR,
  summary: 'Groups do not add members automatically',
  explanation: 'Least access: membership is given, not taken.',
  fix: 'Set autoAdd: false',
  resourceTypes: ['repo_group'],
}, (s) => judgeAttribute(s, 'auto_add', (v) => v !== true, 'auto_add is true'));

const NO_ADMIN = defineRule({
  id: 'TEST-GROUP-002',
  severity: FindingSeverity.WARNING,
  summary: 'Groups are not administrators',
  explanation: 'Least access.',
  fix: 'Give the group read or write',
  resourceTypes: ['repo_group'],
}, (s) => judgeAttribute(s, 'permission', (v) => v !== 'admin', 'permission is admin'));

const NO_EVERYONE_LOOKUP = defineRule({
  id: 'TEST-LOOKUP-001',
  severity: FindingSeverity.INFO,
  summary: 'The everyone group is not looked up',
  explanation: 'A test rule on a data source.',
  fix: 'Look up a named group',
  resourceTypes: ['data.repo_group'],
}, (s) => judgeAttribute(s, 'slug', (v) => v !== 'everyone', 'slug is everyone'));

const pack = () => new RulePack('test-pack', [NO_AUTO_ADD, NO_ADMIN, NO_EVERYONE_LOOKUP]);

const stack = repoStack;
const annotations = annotationsOf;
const errorsOf = (c: IConstruct) => annotations(c, AnnotationMetadataEntryType.ERROR);
const warningsOf = (c: IConstruct) => annotations(c, AnnotationMetadataEntryType.WARN);
const infosOf = (c: IConstruct) => annotations(c, AnnotationMetadataEntryType.INFO);
const allOf = (s: IConstruct, type: string) => s.node.findAll().flatMap((c) => annotations(c, type).map((a) => `${c.node.path}: ${a}`));

const addr = (c: IConstruct) => `repo_group.${(c as TerraformElement).friendlyUniqueId}`;
const group = (s: Construct, id: string, extra: Partial<repo.GroupConfig> = {}) => new repo.Group(s, id, { workspace: 'ws', name: id, ...extra });

/** Runs the aspects and the validations, as synth does before writing. */
function judge(s: TerraformStack): void {
  Testing.synth(s, true);
}

const fullSynth = quietFullSynth;

describe('judging', () => {
  test('an L1, an L2 and an escape-hatch override are judged alike; the finding is on the construct that owns the resource', () => {
    const s = stack();
    const l1 = group(s, 'l1', { autoAdd: true });
    const l2 = new repo.PermissionGroup(s, 'l2', { workspace: 'ws', name: 'l2', autoAdd: true });
    const hatch = group(s, 'hatch', { autoAdd: false });
    hatch.addOverride('auto_add', true);
    const ok = group(s, 'ok', { autoAdd: false });
    Rules.apply(s, pack());
    judge(s);
    const msg = (c: IConstruct) => `[TEST-GROUP-001] Groups do not add members automatically: auto_add is true (${addr(c)}, attribute auto_add). Fix: Set autoAdd: false`;
    expect(errorsOf(l1)).toEqual([msg(l1)]);
    expect(errorsOf(l2)).toEqual([msg(l2.resource)]);
    expect(errorsOf(l2.resource)).toEqual([]);
    expect(errorsOf(hatch)).toEqual([msg(hatch)]);
    expect(errorsOf(ok)).toEqual([]);
    expect(allOf(s, AnnotationMetadataEntryType.ERROR)).toHaveLength(3);
  });

  test('a warning rule gives a warning annotation; withSeverity changes it; a data source is judged as data.<type>', () => {
    const s = stack();
    const admin = group(s, 'admin', { permission: 'admin' });
    const look = new repo.DataRepoGroup(s, 'look', { workspace: 'ws', slug: 'everyone' });
    Rules.apply(s, pack().withSeverity('TEST-LOOKUP-001', FindingSeverity.WARNING));
    judge(s);
    expect(warningsOf(admin)).toEqual([
      `[TEST-GROUP-002] Groups are not administrators: permission is admin (${addr(admin)}, attribute permission). Fix: Give the group read or write`,
    ]);
    expect(warningsOf(look)).toEqual([
      `[TEST-LOOKUP-001] The everyone group is not looked up: slug is everyone (data.repo_group.${look.friendlyUniqueId}, attribute slug). Fix: Look up a named group`,
    ]);
    expect(() => fullSynth(s)).not.toThrow();
  });

  test('a token is not judged: an info annotation "not judged", never an error', () => {
    const s = stack();
    const v = new TerraformVariable(s, 'auto', { type: 'bool' });
    const g = group(s, 'g', { autoAdd: v.booleanValue });
    Rules.apply(s, pack());
    judge(s);
    expect(errorsOf(g)).toEqual([]);
    expect(infosOf(g)).toEqual([
      `[TEST-GROUP-001] not judged: Groups do not add members automatically: auto_add is unknown until Terraform runs (a variable or a reference) (${addr(g)}, attribute auto_add)`,
    ]);
    expect(() => fullSynth(s)).not.toThrow();
  });

  test('a reference to another resource is not judged either', () => {
    const s = stack();
    const other = group(s, 'other');
    const g = group(s, 'g', { permission: other.permission });
    Rules.apply(s, pack());
    judge(s);
    expect(warningsOf(g)).toEqual([]);
    expect(infosOf(g)).toEqual([expect.stringContaining('[TEST-GROUP-002] not judged: ')]);
  });

  test('an error finding fails Testing.fullSynth and app.synth', () => {
    const s = stack();
    group(s, 'g', { autoAdd: true });
    Rules.apply(s, pack());
    expect(() => fullSynth(s)).toThrow(/\[stack\/g\] \[TEST-GROUP-001\] Groups do not add members automatically/);

    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-engine-'));
    const app = new App({ outdir });
    const s2 = stack(app);
    group(s2, 'g', { autoAdd: true });
    Rules.apply(s2, pack());
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(() => app.synth()).toThrow(/TEST-GROUP-001/);
    } finally {
      log.mockRestore();
    }
  });

  test('a pack applied to a construct judges only below it', () => {
    const s = stack();
    const team = new Construct(s, 'team');
    const inside = group(team, 'in', { autoAdd: true });
    const outside = group(s, 'out', { autoAdd: true });
    Rules.apply(team, pack());
    judge(s);
    expect(errorsOf(inside)).toHaveLength(1);
    expect(errorsOf(outside)).toEqual([]);
  });

  test('a pack applied to the app judges its stacks; a stack created after the call is an error at app.synth', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-engine-'));
    const app = new App({ outdir });
    const a = stack(app, 'a');
    const g = group(a, 'g', { permission: 'admin' });
    Rules.apply(app, pack());
    const late = stack(app, 'late');
    group(late, 'g');
    const lines: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => { lines.push(line); });
    try {
      expect(() => app.synth()).toThrow("Rules.apply at the app (pack 'test-pack') was called before stack 'late' was created, so that stack was not judged; call Rules.apply after creating the stacks.");
    } finally {
      log.mockRestore();
    }
    expect(warningsOf(g)).toHaveLength(1);
    expect(lines).toEqual(['rules: a: 3 rules run, 0 errors, 1 warnings, 0 info, 0 acknowledged, 0 not judged']);
  });

  test('a rule sees the other resources of the stack (resourcesOfType), data sources as data.<type>, overrides included', () => {
    const seen: string[] = [];
    const across = defineRule({ ...props('TEST-ACROSS-001'), resourceTypes: ['repo_group'] }, (subject) => {
      const groups = subject.resourcesOfType('repo_group');
      seen.push(`${subject.address}: ${groups.map((g) => `${g.value('name')}`).join(',')} / ${subject.resourcesOfType('data.repo_group').map((d) => d.address).join(',')}`);
      return groups.length > 1 ? [Judgement.fail('', 'more than one group')] : [];
    });
    const s = stack();
    const a = group(s, 'a');
    const b = group(s, 'b');
    b.addOverride('name', 'renamed');
    new repo.DataRepoGroup(s, 'look', { workspace: 'ws', slug: 'x' });
    Rules.apply(s, new RulePack('p', [across]));
    judge(s);
    expect(seen).toEqual([`${addr(a)}: a,renamed / data.repo_group.look`, `${addr(b)}: a,renamed / data.repo_group.look`]);
    expect(errorsOf(a)).toEqual([`[TEST-ACROSS-001] summary: more than one group (${addr(a)}). Fix: fix`]);
  });

  test('judging twice (two syntheses of one stack) annotates once', () => {
    const s = stack();
    const g = group(s, 'g', { permission: 'admin' });
    Rules.apply(s, pack());
    judge(s);
    judge(s);
    fullSynth(s);
    expect(warningsOf(g)).toHaveLength(1);
  });

  test('bad arguments to apply are errors naming the construct', () => {
    const s = stack();
    expect(() => Rules.apply(s, {} as any)).toThrow("Rules.apply at 'stack' is invalid:\n  - pack: expected a RulePack, got {}");
  });
});

describe('rules that fail', () => {
  test('a check that throws is an error annotation naming the rule and the address; synth reports it, it does not crash', () => {
    const boom = defineRule({ ...props('TEST-BOOM-001'), resourceTypes: ['repo_group'] }, () => {
      throw new Error('boom');
    });
    const s = stack();
    const g = group(s, 'g', { permission: 'admin' });
    Rules.apply(s, new RulePack('p', [boom, NO_ADMIN]));
    judge(s);
    expect(errorsOf(g)).toEqual([`[TEST-BOOM-001] the rule's check failed: boom; fix the rule, or leave it out of the pack (${addr(g)})`]);
    expect(warningsOf(g)).toHaveLength(1); // the other rule still ran
    expect(() => fullSynth(s)).toThrow(/\[stack\/g\] \[TEST-BOOM-001\] the rule's check failed: boom/);
  });

  test('a check that returns something else than judgements is the same error', () => {
    const odd = defineRule({ ...props('TEST-ODD-001'), resourceTypes: ['repo_group'] }, () => ['pass'] as any);
    const s = stack();
    const g = group(s, 'g');
    Rules.apply(s, new RulePack('p', [odd]));
    judge(s);
    expect(errorsOf(g)).toEqual([
      `[TEST-ODD-001] the rule's check failed: check returned item 0 that is not a Judgement (Judgement.pass, Judgement.fail or Judgement.notJudged); fix the rule, or leave it out of the pack (${addr(g)})`,
    ]);
  });

  test('a rule class extended (as in Python or Java) is judged like a defined one', () => {
    class NoName extends rules.Rule {
      public constructor() {
        super({ ...props('TEST-NAME-001'), resourceTypes: ['repo_group'] });
      }
      public check(subject: rules.RuleSubject) {
        return subject.value('name') === 'bad' ? [Judgement.fail('name', 'the name is bad')] : [Judgement.pass()];
      }
    }
    const s = stack();
    const g = group(s, 'bad');
    Rules.apply(s, new RulePack('p', [new NoName()]));
    judge(s);
    expect(errorsOf(g)).toEqual([`[TEST-NAME-001] summary: the name is bad (${addr(g)}, attribute name). Fix: fix`]);
  });
});

describe('rule ids', () => {
  test('two rules with one id in a pack are refused, naming both', () => {
    const twin = defineRule({ ...props('TEST-GROUP-001'), resourceTypes: ['repo_group'] }, () => []);
    expect(() => new RulePack('p', [NO_AUTO_ADD, twin])).toThrow(
      "RulePack 'p' is invalid:\n  - rules[1]: TEST-GROUP-001 is the id of rules[0] too; each rule id once in a pack",
    );
  });

  test('two packs with one rule judge a resource once: the pack applied nearest wins, with its severity', () => {
    const s = stack();
    const team = new Construct(s, 'team');
    const g = group(team, 'g', { permission: 'admin' });
    const other = group(s, 'other', { permission: 'admin' });
    Rules.apply(s, pack());
    Rules.apply(team, new RulePack('strict', [NO_ADMIN]).withSeverity('TEST-GROUP-002', FindingSeverity.ERROR));
    judge(s);
    expect(errorsOf(g)).toEqual([expect.stringContaining('[TEST-GROUP-002]')]);
    expect(warningsOf(g)).toEqual([]);
    expect(warningsOf(other)).toEqual([expect.stringContaining('[TEST-GROUP-002]')]);
    expect(errorsOf(other)).toEqual([]);
  });

  test('two different rules with one id judging a resource are an error naming both packs', () => {
    const s = stack();
    const g = group(s, 'g');
    const twin = defineRule({ ...props('TEST-GROUP-001'), resourceTypes: ['repo_group'] }, () => []);
    Rules.apply(s, pack());
    Rules.apply(s, new RulePack('org', [twin]));
    judge(s);
    expect(errorsOf(g)).toEqual([
      "[TEST-GROUP-001] two different rules with the id TEST-GROUP-001, in the packs 'test-pack' (applied at 'stack') and 'org' (applied at 'stack'), " +
      `judge this resource; give one of them another id, or apply one of the packs (${addr(g)})`,
    ]);
  });
});

describe('acknowledging', () => {
  test('an acknowledgement accepts the findings of its id for the construct and everything below it, with its reason', () => {
    const s = stack();
    const team = new Construct(s, 'team');
    const a = group(team, 'a', { autoAdd: true });
    const l2 = new repo.PermissionGroup(team, 'l2', { workspace: 'ws', name: 'l2', autoAdd: true });
    const outside = group(s, 'out', { autoAdd: true });
    Rules.apply(s, pack());
    Rules.acknowledge(team, 'TEST-GROUP-001', 'the team onboards everyone on purpose');
    judge(s);
    expect(errorsOf(a)).toEqual([]);
    expect(infosOf(a)).toEqual([
      `[TEST-GROUP-001] acknowledged: the team onboards everyone on purpose (Groups do not add members automatically: auto_add is true (${addr(a)}, attribute auto_add). Fix: Set autoAdd: false)`,
    ]);
    expect(errorsOf(l2)).toEqual([]);
    expect(errorsOf(outside)).toHaveLength(1);
  });

  test('an acknowledgement accepts its id only: another rule still finds', () => {
    const s = stack();
    const g = group(s, 'g', { autoAdd: true, permission: 'admin' });
    Rules.apply(s, pack());
    Rules.acknowledge(g, 'TEST-GROUP-002', 'admins by design');
    judge(s);
    expect(warningsOf(g)).toEqual([]);
    expect(errorsOf(g)).toEqual([expect.stringContaining('[TEST-GROUP-001]')]);
  });

  test('acknowledged error findings do not fail synth', () => {
    const s = stack();
    group(s, 'g', { autoAdd: true });
    Rules.apply(s, pack());
    Rules.acknowledge(s, 'TEST-GROUP-001', 'accepted');
    expect(() => fullSynth(s)).not.toThrow();
  });

  test('the reason is required and the id must be a rule id: errors at the call naming the construct path', () => {
    const s = stack();
    const g = group(s, 'g');
    expect(() => Rules.acknowledge(g, 'TEST-GROUP-001', ' ')).toThrow(
      "Rules.acknowledge at 'stack/g' is invalid:\n  - reason: expected a non-empty reason (why the finding is accepted here), got \" \"",
    );
    expect(() => Rules.acknowledge(g, 'test-group-1', 'why')).toThrow(
      "Rules.acknowledge at 'stack/g' is invalid:\n  - ruleId: \"test-group-1\" is not a rule id (upper-case words and a three-digit number joined by dashes, e.g. REPO-BRANCH-001)",
    );
    Rules.acknowledge(g, 'TEST-GROUP-001', 'why');
    expect(() => Rules.acknowledge(g, 'TEST-GROUP-001', 'again')).toThrow("  - ruleId: TEST-GROUP-001 is acknowledged at 'stack/g' already");
  });

  test('an id that no pack applied there holds is an error at synth naming the id and the construct', () => {
    const s = stack();
    const team = new Construct(s, 'team');
    group(team, 'g');
    Rules.apply(team, pack());
    Rules.acknowledge(team, 'TEST-NOPE-001', 'typo');
    expect(() => fullSynth(s)).toThrow(
      "[stack/team] Rules.acknowledge at 'stack/team': TEST-NOPE-001 is not a rule of a pack applied there (Rules.apply at the construct, above or below it) nor an L2 warning id; " +
      'correct the id, or apply the pack that holds it.',
    );
  });

  test('an id of a pack applied below the acknowledgement is known; one applied elsewhere is not', () => {
    const s = stack();
    const a = new Construct(s, 'a');
    const b = new Construct(s, 'b');
    group(a, 'g', { autoAdd: true });
    Rules.apply(a, pack());
    Rules.acknowledge(s, 'TEST-GROUP-001', 'accepted everywhere');
    Rules.acknowledge(b, 'TEST-GROUP-002', 'no pack here');
    let message = '';
    try {
      fullSynth(s);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain("[stack/b] Rules.acknowledge at 'stack/b': TEST-GROUP-002 is not a rule of a pack applied there");
    expect(message).not.toContain("[stack] Rules.acknowledge at 'stack'");
  });

  test('an acknowledgement that found nothing is a warning (stale)', () => {
    const s = stack();
    const g = group(s, 'g', { autoAdd: false });
    Rules.apply(s, pack());
    Rules.acknowledge(g, 'TEST-GROUP-001', 'was needed once');
    fullSynth(s);
    expect(warningsOf(g)).toEqual(['stale acknowledgement: TEST-GROUP-001 at \'stack/g\' found nothing (reason given: was needed once); remove the acknowledgement.']);
  });

  test('an acknowledged not-judged finding is acknowledged, not stale', () => {
    const s = stack();
    const v = new TerraformVariable(s, 'auto', { type: 'bool' });
    const g = group(s, 'g', { autoAdd: v.booleanValue });
    Rules.apply(s, pack());
    Rules.acknowledge(g, 'TEST-GROUP-001', 'set per environment');
    fullSynth(s);
    expect(warningsOf(g)).toEqual([]);
    expect(infosOf(g)).toEqual([expect.stringContaining('[TEST-GROUP-001] acknowledged: set per environment (not judged: ')]);
  });
});

describe('L2 warnings', () => {
  registerKnownIds(['TEST-L2-001']);

  test('an L2 warning is a warning annotation with its id at synth, unless acknowledged (then an info, and no warning)', () => {
    const s = stack();
    const warned = new Construct(s, 'warned');
    const quiet = new Construct(s, 'quiet');
    emitL2Warning(warned, 'TEST-L2-001', 'something to know');
    emitL2Warning(quiet, 'TEST-L2-001', 'something to know');
    // acknowledged after the warning was emitted: it counts (the warning is decided at synth)
    Rules.acknowledge(quiet, 'TEST-L2-001', 'known and fine');
    expect(warningsOf(warned)).toEqual([]);
    fullSynth(s);
    expect(warningsOf(warned)).toEqual(['[TEST-L2-001] something to know']);
    expect(warningsOf(quiet)).toEqual([]);
    expect(infosOf(quiet)).toEqual(['[TEST-L2-001] acknowledged: known and fine (something to know)']);
  });

  test('a registered L2 id is known to acknowledge without any pack; an unregistered one is not', () => {
    const s = stack();
    const c = new Construct(s, 'c');
    Rules.acknowledge(c, 'TEST-L2-001', 'nothing emitted');
    fullSynth(s);
    expect(warningsOf(c)).toEqual([expect.stringContaining('stale acknowledgement: TEST-L2-001')]);

    const s2 = stack();
    Rules.acknowledge(s2, 'TEST-L2-999', 'unknown');
    expect(() => fullSynth(s2)).toThrow(/TEST-L2-999 is not a rule of a pack applied there/);
  });

  test('acknowledgedReason finds the nearest acknowledgement and marks it used', () => {
    const s = stack();
    const outer = new Construct(s, 'outer');
    const inner = new Construct(outer, 'inner');
    Rules.acknowledge(outer, 'TEST-L2-001', 'outer reason');
    expect(acknowledgedReason(inner, 'TEST-L2-001')).toBe('outer reason');
    expect(acknowledgedReason(inner, 'TEST-GROUP-001')).toBeUndefined();
    fullSynth(s);
    expect(warningsOf(outer)).toEqual([]); // used: not stale
  });
});

function props(id: string) {
  return { id, severity: FindingSeverity.ERROR, summary: 'summary', explanation: 'explanation', fix: 'fix' };
}
