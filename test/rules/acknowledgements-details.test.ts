/**
 * The details of acknowledgements and L2 warnings (src/rules/acknowledgements.ts): the stack of a
 * construct (nested stacks), the nearest acknowledgement winning, the exact errors of
 * `Rules.acknowledge` for bad arguments, the reason kept trimmed, several warnings on one construct,
 * the exact annotations and report findings of an L2 warning, and the checks of acknowledgements at
 * synth (`checkAcknowledgements`): on the stack itself, on a construct above it, and on the app with
 * two stacks (stale only on the last stack, and only when it accepted nothing anywhere).
 */
import { AnnotationMetadataEntryType, App, TerraformStack, Testing } from 'cdktf';
import { Construct, IConstruct } from 'constructs';
import { rules } from '../../src';
import {
  acknowledgedReason, checkAcknowledgements, emitL2Warning, emitL2WarningNow, flushL2Warnings, registerKnownIds, registerKnownRule,
  stackOfOrUndefined,
} from '../../src/rules/acknowledgements';
import { KNOWN_IDS, acknowledgementsOn, stateOf } from '../../src/rules/state';
import { annotationsOf, quietFullSynth, repoStack } from '../support/rules';

const { Rules } = rules;

const warningsOf = (c: IConstruct) => annotationsOf(c, AnnotationMetadataEntryType.WARN);
const errorsOf = (c: IConstruct) => annotationsOf(c, AnnotationMetadataEntryType.ERROR);


describe('the stack of a construct', () => {
  test('in a stack inside another stack, stackOfOrUndefined is the inner stack', () => {
    const app = Testing.app();
    const outer = repoStack(app, 'outer');
    const inner = repoStack(outer, 'inner');
    const c = new Construct(inner, 'c');
    expect(stackOfOrUndefined(c)).toBe(inner);
  });

  test('outside any stack, stackOfOrUndefined is undefined', () => {
    const app = Testing.app();
    expect(stackOfOrUndefined(new Construct(app, 'loose'))).toBeUndefined();
  });
});

describe('registerKnownIds', () => {
  test('an id registered before with its texts keeps them', () => {
    registerKnownRule('TEST-L2-900', 'a summary', 'a fix');
    registerKnownIds(['TEST-L2-900', 'TEST-L2-901']);
    expect(KNOWN_IDS.get('TEST-L2-900')).toEqual({ summary: 'a summary', fix: 'a fix' });
    expect(KNOWN_IDS.get('TEST-L2-901')).toEqual({});
  });
});

describe('acknowledgedReason', () => {
  test('with the id acknowledged at the construct and at its parent, the nearest reason wins', () => {
    registerKnownIds(['TEST-L2-001']);
    const s = repoStack();
    const outer = new Construct(s, 'outer');
    const inner = new Construct(outer, 'inner');
    const leaf = new Construct(inner, 'leaf');
    Rules.acknowledge(outer, 'TEST-L2-001', 'outer reason');
    Rules.acknowledge(inner, 'TEST-L2-001', 'inner reason');
    expect(acknowledgedReason(leaf, 'TEST-L2-001')).toBe('inner reason');
  });

  test('a construct outside any stack marks the acknowledgement used in \'\' (no stack)', () => {
    registerKnownIds(['TEST-L2-001']);
    const app = Testing.app();
    const loose = new Construct(app, 'loose');
    Rules.acknowledge(loose, 'TEST-L2-001', 'fine here');
    expect(acknowledgedReason(loose, 'TEST-L2-001')).toBe('fine here');
    expect([...acknowledgementsOn(loose)[0].usedIn]).toEqual(['']);
  });

  test('a construct in a stack marks the acknowledgement used in that stack\'s path', () => {
    registerKnownIds(['TEST-L2-001']);
    const s = repoStack(Testing.app(), 'web');
    const c = new Construct(s, 'c');
    Rules.acknowledge(c, 'TEST-L2-001', 'fine here');
    acknowledgedReason(c, 'TEST-L2-001');
    expect([...acknowledgementsOn(c)[0].usedIn]).toEqual(['web']);
  });
});

describe('Rules.acknowledge: the errors for bad arguments', () => {
  test('an undefined scope: the exact error naming it', () => {
    expect(() => Rules.acknowledge(undefined as any, 'TEST-GROUP-001', 'why')).toThrow(
      "Rules.acknowledge at 'undefined' is invalid:\n  - scope: expected a construct, got undefined",
    );
  });

  test('a null scope: the exact error naming it', () => {
    expect(() => Rules.acknowledge(null as any, 'TEST-GROUP-001', 'why')).toThrow(
      "Rules.acknowledge at 'null' is invalid:\n  - scope: expected a construct, got null",
    );
  });

  test('an object that is not a construct: the exact error naming it', () => {
    expect(() => Rules.acknowledge({} as any, 'TEST-GROUP-001', 'why')).toThrow(
      "Rules.acknowledge at '[object Object]' is invalid:\n  - scope: expected a construct, got {}",
    );
  });

  test('several problems are listed one per line', () => {
    expect(() => Rules.acknowledge(undefined as any, 'bad', '')).toThrow(
      "Rules.acknowledge at 'undefined' is invalid:\n" +
      '  - scope: expected a construct, got undefined\n' +
      '  - ruleId: "bad" is not a rule id (upper-case words and a three-digit number joined by dashes, e.g. REPO-BRANCH-001)\n' +
      '  - reason: expected a non-empty reason (why the finding is accepted here), got ""',
    );
  });

  test('a rule id that is not a string (a list holding an id) is refused', () => {
    const s = repoStack();
    expect(() => Rules.acknowledge(s, ['TEST-GROUP-001'] as any, 'why')).toThrow(
      "Rules.acknowledge at 'stack' is invalid:\n" +
      '  - ruleId: ["TEST-GROUP-001"] is not a rule id (upper-case words and a three-digit number joined by dashes, e.g. REPO-BRANCH-001)',
    );
    expect(acknowledgementsOn(s)).toEqual([]);
  });

  test('a reason that is not a string is refused with the exact error', () => {
    const s = repoStack();
    expect(() => Rules.acknowledge(s, 'TEST-GROUP-001', undefined as any)).toThrow(
      "Rules.acknowledge at 'stack' is invalid:\n  - reason: expected a non-empty reason (why the finding is accepted here), got undefined",
    );
  });

  test('two different ids acknowledged at one construct are both recorded', () => {
    const s = repoStack();
    Rules.acknowledge(s, 'TEST-GROUP-001', 'first');
    Rules.acknowledge(s, 'TEST-GROUP-002', 'second');
    expect(acknowledgementsOn(s).map((a) => [a.ruleId, a.reason])).toEqual([['TEST-GROUP-001', 'first'], ['TEST-GROUP-002', 'second']]);
  });

  test('the reason is kept without its surrounding spaces', () => {
    registerKnownIds(['TEST-L2-001']);
    const s = repoStack();
    Rules.acknowledge(s, 'TEST-L2-001', '  known and fine \n');
    expect(acknowledgedReason(s, 'TEST-L2-001')).toBe('known and fine');
  });
});

describe('L2 warnings', () => {
  test('two warnings on one construct are both annotated at synth', () => {
    const s = repoStack();
    const c = new Construct(s, 'c');
    emitL2Warning(c, 'TEST-L2-001', 'first thing');
    emitL2Warning(c, 'TEST-L2-002', 'second thing');
    quietFullSynth(s);
    expect(warningsOf(c)).toEqual(['[TEST-L2-001] first thing', '[TEST-L2-002] second thing']);
  });

  test('flushL2Warnings annotates the pending warnings of the stack\'s constructs at once, and only once', () => {
    const s = repoStack();
    const c = new Construct(s, 'c');
    emitL2Warning(c, 'TEST-L2-001', 'something to know');
    expect(warningsOf(c)).toEqual([]);
    flushL2Warnings(s);
    expect(warningsOf(c)).toEqual(['[TEST-L2-001] something to know']);
    flushL2Warnings(s);
    quietFullSynth(s);
    expect(warningsOf(c)).toEqual(['[TEST-L2-001] something to know']);
  });

  test('a warning is a warning annotation without a stack trace', () => {
    const s = repoStack();
    const c = new Construct(s, 'c');
    emitL2WarningNow(c, 'TEST-L2-001', 'something to know');
    expect(c.node.metadata).toEqual([{ type: AnnotationMetadataEntryType.WARN, data: '[TEST-L2-001] something to know', trace: undefined }]);
  });

  test('an acknowledged warning is an info annotation without a stack trace', () => {
    registerKnownIds(['TEST-L2-001']);
    const s = repoStack();
    const c = new Construct(s, 'c');
    Rules.acknowledge(c, 'TEST-L2-001', 'known');
    emitL2WarningNow(c, 'TEST-L2-001', 'something to know');
    expect(c.node.metadata).toEqual([
      { type: AnnotationMetadataEntryType.INFO, data: '[TEST-L2-001] acknowledged: known (something to know)', trace: undefined },
    ]);
  });

  test('the report finding of a warning with an id without texts: not acknowledged, no address or attribute, the default summary and no fix', () => {
    const s = repoStack();
    const c = new Construct(s, 'c');
    emitL2WarningNow(c, 'TEST-DETAIL-001', 'something to know');
    expect(stateOf(s).findings).toEqual([{
      ruleId: 'TEST-DETAIL-001',
      severity: 'warning',
      outcome: 'l2-warning',
      acknowledged: false,
      reason: undefined,
      address: '',
      constructPath: 'stack/c',
      attributePath: '',
      message: 'something to know',
      summary: 'a warning of the construct',
      fix: '',
    }]);
  });

  test('the report finding of an acknowledged warning with a registered id: its reason and the registered texts', () => {
    registerKnownRule('TEST-DETAIL-002', 'A registered warning', 'Do the other thing');
    const s = repoStack();
    const c = new Construct(s, 'c');
    Rules.acknowledge(s, 'TEST-DETAIL-002', 'known');
    emitL2WarningNow(c, 'TEST-DETAIL-002', 'something to know');
    expect(stateOf(s).findings).toEqual([{
      ruleId: 'TEST-DETAIL-002',
      severity: 'warning',
      outcome: 'l2-warning',
      acknowledged: true,
      reason: 'known',
      address: '',
      constructPath: 'stack/c',
      attributePath: '',
      message: 'something to know',
      summary: 'A registered warning',
      fix: 'Do the other thing',
    }]);
  });
});

describe('checkAcknowledgements', () => {
  test('an acknowledgement on the stack itself is checked once, as the stack\'s own (stale when unused)', () => {
    registerKnownIds(['TEST-L2-001']);
    const s = repoStack();
    Rules.acknowledge(s, 'TEST-L2-001', 'not needed');
    const checked = checkAcknowledgements(s);
    expect(checked.map(({ ack, known, used }) => ({ ruleId: ack.ruleId, known, used }))).toEqual([{ ruleId: 'TEST-L2-001', known: true, used: false }]);
    expect(warningsOf(s)).toEqual(["stale acknowledgement: TEST-L2-001 at 'stack' found nothing (reason given: not needed); remove the acknowledgement."]);
  });

  test('an unknown id on a construct above the stack (the stack is inside it) is an error on the stack', () => {
    const app = Testing.app();
    const org = new Construct(app, 'org');
    const web = repoStack(org, 'web');
    Rules.acknowledge(org, 'TEST-NOPE-001', 'typo');
    const checked = checkAcknowledgements(web);
    expect(checked.map(({ ack, known, used }) => ({ path: ack.scope.node.path, known, used }))).toEqual([{ path: 'org', known: false, used: false }]);
    expect(errorsOf(web)).toEqual([
      "Rules.acknowledge at 'org': TEST-NOPE-001 is not a rule of a pack applied there (Rules.apply at the construct, above or below it) nor an L2 warning id; " +
      'correct the id, or apply the pack that holds it.',
    ]);
  });

  describe('an acknowledgement on the app, with two stacks', () => {
    let app: App;
    let a: TerraformStack;
    let b: TerraformStack;
    beforeEach(() => {
      registerKnownIds(['TEST-L2-001']);
      app = Testing.app();
      a = repoStack(app, 'a');
      b = repoStack(app, 'b');
      Rules.acknowledge(app, 'TEST-L2-001', 'fine everywhere');
    });

    test('accepting nothing: a stale warning on the last stack only, naming the app', () => {
      const fromA = checkAcknowledgements(a);
      const fromB = checkAcknowledgements(b);
      expect(fromA.map(({ known, used }) => ({ known, used }))).toEqual([{ known: true, used: false }]);
      expect(fromB.map(({ known, used }) => ({ known, used }))).toEqual([{ known: true, used: false }]);
      expect(warningsOf(a)).toEqual([]);
      expect(warningsOf(b)).toEqual(['stale acknowledgement: TEST-L2-001 at the app found nothing (reason given: fine everywhere); remove the acknowledgement.']);
    });

    test('accepting a finding in the first stack: used there, and no stale warning on either stack', () => {
      const c = new Construct(a, 'c');
      expect(acknowledgedReason(c, 'TEST-L2-001')).toBe('fine everywhere');
      const fromA = checkAcknowledgements(a);
      const fromB = checkAcknowledgements(b);
      expect(fromA.map(({ known, used }) => ({ known, used }))).toEqual([{ known: true, used: true }]);
      expect(fromB.map(({ known, used }) => ({ known, used }))).toEqual([{ known: true, used: false }]);
      expect(warningsOf(a)).toEqual([]);
      expect(warningsOf(b)).toEqual([]);
    });

    test('an unknown id on the app is an error on every stack, naming the app', () => {
      Rules.acknowledge(app, 'TEST-NOPE-001', 'typo');
      checkAcknowledgements(a);
      checkAcknowledgements(b);
      const error = 'Rules.acknowledge at the app: TEST-NOPE-001 is not a rule of a pack applied there (Rules.apply at the construct, above or below it) ' +
        'nor an L2 warning id; correct the id, or apply the pack that holds it.';
      expect(errorsOf(a)).toEqual([error]);
      expect(errorsOf(b)).toEqual([error]);
    });
  });
});
