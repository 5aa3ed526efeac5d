/**
 * Rule packs: named lists of rules, each rule with the severity the pack gives it.
 */
import { FindingSeverity, Rule } from './rule';

/**
 * A named list of rules. Two rules with one id are refused; a pack can change the severity of any
 * of its rules (`withSeverity`) and be composed with other packs and rules (`RulePack.compose`).
 * Apply a pack with `Rules.apply(scope, pack)`.
 */
export class RulePack {
  /**
   * A pack made of packs and rules: the rules of each pack, with the severities that pack gives
   * them, then the rules given. One id twice (in two packs, or a pack and a rule) is refused.
   * @param name the new pack's name
   * @param packs the packs whose rules it takes
   * @param rules more rules
   */
  public static compose(name: string, packs: RulePack[], rules: Rule[] = []): RulePack {
    if (!Array.isArray(packs) || packs.some((p) => !(p instanceof RulePack))) {
      throw new Error(`RulePack.compose '${name}': packs: expected a list of RulePack, got ${describe(packs)}`);
    }
    const severities: Record<string, FindingSeverity> = {};
    for (const p of packs) for (const r of p.rules) severities[r.id] = p.severityOf(r.id);
    return new RulePack(name, [...packs.flatMap((p) => p.rules), ...(rules ?? [])], severities);
  }

  /** The pack's name. */
  public readonly name: string;
  private readonly list: Rule[];
  private readonly severities: Record<string, FindingSeverity>;

  /**
   * @param name the pack's name (shown in the findings report)
   * @param rules the rules, each id once
   */
  public constructor(name: string, rules: Rule[], severities: Record<string, FindingSeverity> = {}) {
    const problems: string[] = [];
    if (typeof name !== 'string' || name.trim() === '') problems.push(`name: expected a non-empty string, got ${describe(name)}`);
    const seen = new Map<string, number>();
    if (!Array.isArray(rules)) {
      problems.push(`rules: expected a list of Rule, got ${describe(rules)}`);
    } else {
      rules.forEach((r, i) => {
        if (!(r instanceof Rule)) {
          problems.push(`rules[${i}]: expected a Rule, got ${describe(r)}`);
          return;
        }
        const first = seen.get(r.id);
        if (first !== undefined) problems.push(`rules[${i}]: ${r.id} is the id of rules[${first}] too; each rule id once in a pack`);
        else seen.set(r.id, i);
      });
    }
    if (problems.length) throw new Error(`RulePack ${typeof name === 'string' ? `'${name}' ` : ''}is invalid:\n  - ${problems.join('\n  - ')}`);
    this.name = name;
    this.list = [...rules];
    this.severities = { ...severities };
  }

  /** The pack's rules, in order (a copy). */
  public get rules(): Rule[] {
    return [...this.list];
  }

  /**
   * The severity the pack gives a rule: its own, unless the pack changed it.
   * @param ruleId the rule's id
   */
  public severityOf(ruleId: string): FindingSeverity {
    const rule = this.list.find((r) => r.id === ruleId);
    if (!rule) throw new Error(`RulePack '${this.name}': severityOf: no rule ${JSON.stringify(ruleId)} in the pack`);
    return this.severities[ruleId] ?? rule.severity;
  }

  /**
   * A copy of the pack in which one rule has another severity.
   * @param ruleId the rule's id; it must be in the pack
   * @param severity the new severity
   */
  public withSeverity(ruleId: string, severity: FindingSeverity): RulePack {
    const problems: string[] = [];
    if (!this.list.some((r) => r.id === ruleId)) problems.push(`ruleId: ${JSON.stringify(ruleId)} is not a rule of the pack (its rules: ${this.list.map((r) => r.id).join(', ')})`);
    if (!Object.values(FindingSeverity).includes(severity)) problems.push(`severity: ${describe(severity)} is not one of ${Object.values(FindingSeverity).map((s) => JSON.stringify(s)).join(', ')}`);
    if (problems.length) throw new Error(`RulePack '${this.name}'.withSeverity is invalid:\n  - ${problems.join('\n  - ')}`);
    return new RulePack(this.name, this.list, { ...this.severities, [ruleId]: severity });
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return `${value.constructor?.name ?? 'an object'}`;
  return `${JSON.stringify(value)} (a ${typeof value})`;
}
