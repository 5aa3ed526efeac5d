/**
 * The validation of a rule's props (src/rules/rule.ts), message by message: a blank text, a missing
 * id, and every way `resourceTypes` can hold a bad type (empty, blank, not a string, one bad among
 * good ones). The whole error message is compared.
 */
import { defineRule } from '../../src/rules/define';
import { FindingSeverity, RuleProps } from '../../src/rules/rule';

/** Valid props of a repo rule, with some replaced. */
function props(over: Record<string, unknown> = {}): RuleProps {
  return {
    id: 'ACME-REPO-001',
    severity: FindingSeverity.ERROR,
    summary: 'Repositories are private',
    explanation: 'Least exposure.',
    fix: 'Set isPrivate: true',
    resourceTypes: ['repo_repository'],
    ...over,
  } as RuleProps;
}

/** The message of the error a rule with these props is refused with ('' when it is accepted). */
function refusal(p: RuleProps): string {
  try {
    defineRule(p, () => []);
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

const TYPES_PROBLEM = (got: string) => `Rule ACME-REPO-001 is invalid:\n  - resourceTypes: expected a non-empty list of Terraform types, got ${got}`;

describe('texts', () => {
  test('a summary of spaces only is refused as not a non-empty string', () => {
    expect(refusal(props({ summary: '   ' }))).toBe('Rule ACME-REPO-001 is invalid:\n  - summary: expected a non-empty string, got "   "');
  });
});

describe('the id in the message', () => {
  test('props with no id are refused as "Rule (no id)"', () => {
    expect(refusal(props({ id: undefined }))).toBe(
      'Rule (no id) is invalid:\n'
      + '  - id: undefined is not a rule id (upper-case words and a three-digit number joined by dashes, e.g. ACME-REPO-001)',
    );
  });

  test('props that are not an object are refused with every problem, as "Rule (no id)"', () => {
    expect(refusal(null as any)).toBe(
      'Rule (no id) is invalid:\n'
      + '  - id: undefined is not a rule id (upper-case words and a three-digit number joined by dashes, e.g. ACME-REPO-001)\n'
      + '  - severity: undefined is not one of "error", "warning", "info"\n'
      + '  - summary: expected a non-empty string, got undefined\n'
      + '  - explanation: expected a non-empty string, got undefined\n'
      + '  - fix: expected a non-empty string, got undefined\n'
      + '  - resourceTypes: expected a non-empty list of Terraform types, got undefined',
    );
  });
});

describe('resourceTypes', () => {
  test('an empty type is refused', () => {
    expect(refusal(props({ resourceTypes: [''] }))).toBe(TYPES_PROBLEM('[""]'));
  });

  test('a type of spaces only is refused', () => {
    expect(refusal(props({ resourceTypes: ['  '] }))).toBe(TYPES_PROBLEM('["  "]'));
  });

  test('a type that is not a string is refused', () => {
    expect(refusal(props({ resourceTypes: [42] }))).toBe(TYPES_PROBLEM('[42]'));
  });

  test('one empty type after a good one is refused', () => {
    expect(refusal(props({ resourceTypes: ['repo_repository', ''] }))).toBe(TYPES_PROBLEM('["repo_repository",""]'));
  });

  test('good types are accepted and kept in order', () => {
    const r = defineRule(props({ resourceTypes: ['repo_repository', 'data.repo_group'] }), () => []);
    expect(r.resourceTypes).toEqual(['repo_repository', 'data.repo_group']);
  });
});
