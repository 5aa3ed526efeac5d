/**
 * The validation messages of rule packs (src/rules/pack.ts), compared whole: a pack's name and
 * rules (each way a value is described: undefined, null, a list, an object by its class, an object with no
 * class, a primitive with its type), `RulePack.compose`'s packs, `severityOf` an unknown rule and
 * `withSeverity` an unknown rule or severity. Also what `compose` and `withSeverity` keep.
 */
import { defineRule } from '../../src/rules/define';
import { RulePack } from '../../src/rules/pack';
import { FindingSeverity, Rule } from '../../src/rules/rule';

/** A repo rule that passes everything. */
function rule(id: string, severity = FindingSeverity.WARNING): Rule {
  return defineRule({
    id,
    severity,
    summary: 'Repositories are private',
    explanation: 'Least exposure.',
    fix: 'Set isPrivate: true',
    resourceTypes: ['repo_repository'],
  }, () => []);
}

/** The message of the error `fn` throws ('' when it does not throw). */
function thrown(fn: () => unknown): string {
  try {
    fn();
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

describe('new RulePack: the name', () => {
  test('an empty name is refused', () => {
    expect(thrown(() => new RulePack('', []))).toBe("RulePack '' is invalid:\n  - name: expected a non-empty string, got \"\" (a string)");
  });

  test('a name of spaces only is refused', () => {
    expect(thrown(() => new RulePack('  ', []))).toBe("RulePack '  ' is invalid:\n  - name: expected a non-empty string, got \"  \" (a string)");
  });

  test('a name that is not a string is refused, described as a value with its type, and not quoted in the title', () => {
    expect(thrown(() => new RulePack(42 as any, []))).toBe('RulePack is invalid:\n  - name: expected a non-empty string, got 42 (a number)');
  });
});

describe('new RulePack: the rules', () => {
  test('rules that are undefined are refused as "undefined"', () => {
    expect(thrown(() => new RulePack('p', undefined as any))).toBe("RulePack 'p' is invalid:\n  - rules: expected a list of Rule, got undefined");
  });

  test('rules that are a string are refused with its value and type', () => {
    expect(thrown(() => new RulePack('p', 'ACME-REPO-001' as any))).toBe(
      "RulePack 'p' is invalid:\n  - rules: expected a list of Rule, got \"ACME-REPO-001\" (a string)",
    );
  });

  test('a pack in the list of rules is refused, named by its class', () => {
    const inner = new RulePack('inner', [rule('ACME-REPO-001')]);
    expect(thrown(() => new RulePack('p', [inner as any]))).toBe("RulePack 'p' is invalid:\n  - rules[0]: expected a Rule, got RulePack");
  });

  test('a plain object in the list of rules is refused as "Object"', () => {
    expect(thrown(() => new RulePack('p', [rule('ACME-REPO-001'), {} as any]))).toBe(
      "RulePack 'p' is invalid:\n  - rules[1]: expected a Rule, got Object",
    );
  });

  test('an object with no prototype in the list of rules is refused as "an object"', () => {
    expect(thrown(() => new RulePack('p', [Object.create(null)]))).toBe("RulePack 'p' is invalid:\n  - rules[0]: expected a Rule, got an object");
  });

  test('rules that are null are refused as "null"', () => {
    expect(thrown(() => new RulePack('p', null as any))).toBe("RulePack 'p' is invalid:\n  - rules: expected a list of Rule, got null");
  });

  test('a list in the list of rules is refused as "a list"', () => {
    expect(thrown(() => new RulePack('p', [[] as any]))).toBe("RulePack 'p' is invalid:\n  - rules[0]: expected a Rule, got a list");
  });

  test('every problem is listed, one per line', () => {
    expect(thrown(() => new RulePack('', [{} as any, 'x' as any]))).toBe(
      "RulePack '' is invalid:\n"
      + '  - name: expected a non-empty string, got "" (a string)\n'
      + '  - rules[0]: expected a Rule, got Object\n'
      + '  - rules[1]: expected a Rule, got "x" (a string)',
    );
  });
});

describe('RulePack.compose', () => {
  test('packs that are not a list are refused', () => {
    expect(thrown(() => RulePack.compose('c', {} as any))).toBe("RulePack.compose 'c': packs: expected a list of RulePack, got Object");
  });

  test('a list with something other than a pack is refused', () => {
    const p = new RulePack('p', [rule('ACME-REPO-001')]);
    expect(thrown(() => RulePack.compose('c', [p, rule('ACME-REPO-002') as any]))).toBe(
      "RulePack.compose 'c': packs: expected a list of RulePack, got a list",
    );
  });

  test('no packs and no rules make an empty pack', () => {
    expect(RulePack.compose('c', []).rules).toEqual([]);
  });

  test('rules given as null are no rules', () => {
    const p = new RulePack('p', [rule('ACME-REPO-001')]);
    expect(RulePack.compose('c', [p], null as any).rules.map((r) => r.id)).toEqual(['ACME-REPO-001']);
  });

  test('the composed pack keeps each pack\'s rules and severities, then the rules given', () => {
    const a = new RulePack('a', [rule('ACME-REPO-001'), rule('ACME-REPO-002')]).withSeverity('ACME-REPO-002', FindingSeverity.INFO);
    const c = RulePack.compose('c', [a], [rule('ACME-REPO-003', FindingSeverity.ERROR)]);
    expect(c.name).toBe('c');
    expect(c.rules.map((r) => [r.id, c.severityOf(r.id)])).toEqual([
      ['ACME-REPO-001', 'warning'], ['ACME-REPO-002', 'info'], ['ACME-REPO-003', 'error'],
    ]);
  });
});

describe('severityOf', () => {
  test('an id not in the pack is refused, naming the pack and the id', () => {
    const p = new RulePack('p', [rule('ACME-REPO-001')]);
    expect(thrown(() => p.severityOf('ACME-REPO-009'))).toBe("RulePack 'p': severityOf: no rule \"ACME-REPO-009\" in the pack");
  });
});

describe('withSeverity', () => {
  test('an id not in the pack is refused, listing the pack\'s rules', () => {
    const p = new RulePack('p', [rule('ACME-REPO-001'), rule('ACME-REPO-002')]);
    expect(thrown(() => p.withSeverity('ACME-REPO-009', FindingSeverity.INFO))).toBe(
      "RulePack 'p'.withSeverity is invalid:\n  - ruleId: \"ACME-REPO-009\" is not a rule of the pack (its rules: ACME-REPO-001, ACME-REPO-002)",
    );
  });

  test('an unknown severity is refused, listing the severities', () => {
    const p = new RulePack('p', [rule('ACME-REPO-001')]);
    expect(thrown(() => p.withSeverity('ACME-REPO-001', 'fatal' as any))).toBe(
      "RulePack 'p'.withSeverity is invalid:\n  - severity: \"fatal\" (a string) is not one of \"error\", \"warning\", \"info\"",
    );
  });

  test('an unknown id and an unknown severity are both listed, one per line', () => {
    const p = new RulePack('p', [rule('ACME-REPO-001')]);
    expect(thrown(() => p.withSeverity('ACME-REPO-009', undefined as any))).toBe(
      "RulePack 'p'.withSeverity is invalid:\n"
      + '  - ruleId: "ACME-REPO-009" is not a rule of the pack (its rules: ACME-REPO-001)\n'
      + '  - severity: undefined is not one of "error", "warning", "info"',
    );
  });

  test('a known id and severity give a copy with that severity; the pack itself is unchanged', () => {
    const p = new RulePack('p', [rule('ACME-REPO-001')]);
    const q = p.withSeverity('ACME-REPO-001', FindingSeverity.ERROR);
    expect([q.severityOf('ACME-REPO-001'), p.severityOf('ACME-REPO-001')]).toEqual(['error', 'warning']);
  });
});
