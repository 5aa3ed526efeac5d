/**
 * Rules: what a rule is, what it judges and what it says. A rule looks at the resources of some
 * Terraform types, one at a time, through a `RuleSubject` (the resource's configuration as
 * `cdktf synth` writes it, and the other resources of its stack), and returns its judgements.
 */
import { RuleSubject } from './subject';

/** How serious a finding is. */
export enum FindingSeverity {
  /** The configuration is wrong: an error finding fails `cdktf synth` unless acknowledged. */
  ERROR = 'error',
  /** Legal but probably wrong, or against a widely accepted practice. */
  WARNING = 'warning',
  /** Worth knowing. */
  INFO = 'info',
}

/** What a rule is: its id, severity and texts, and the types it looks at. */
export interface RuleProps {
  /**
   * Stable id of the rule: upper-case words and a three-digit number joined by dashes, starting with
   * the package or the team (`REPO-BRANCH-001`, `ACME-IDP-001`).
   */
  readonly id: string;
  /** Severity of the rule's findings (a pack may change it: `RulePack.withSeverity`). */
  readonly severity: FindingSeverity;
  /** One line: what the rule requires. */
  readonly summary: string;
  /** Why: the fact or the practice the rule stands on. */
  readonly explanation: string;
  /** What to change when the rule finds something. */
  readonly fix: string;
  /** The Terraform types the rule looks at (`repo_repository`, `data.idp_flow` for a data source). */
  readonly resourceTypes: string[];
}

/** What a rule's check says about one attribute of one resource. */
export class Judgement {
  /** The resource passes. */
  public static pass(): Judgement {
    return new Judgement('pass', '', '');
  }

  /**
   * The resource fails the rule.
   * @param attributePath where (`branch_type[0].enabled`; '' for the resource as a whole)
   * @param message what is wrong, in one sentence
   */
  public static fail(attributePath: string, message: string): Judgement {
    return new Judgement('fail', attributePath, message);
  }

  /**
   * The rule cannot judge the resource at synth: a value it needs is unknown until Terraform runs
   * (a variable, a reference). Reported as "not judged", never as passed or failed.
   * @param attributePath the attribute whose value is unknown
   * @param reason why it is not judged
   */
  public static notJudged(attributePath: string, reason: string): Judgement {
    return new Judgement('not-judged', attributePath, reason);
  }

  private constructor(
    /** `pass`, `fail` or `not-judged`. */
    public readonly outcome: string,
    /** The attribute path the judgement is about ('' for the resource). */
    public readonly attributePath: string,
    /** What is wrong, or why it is not judged ('' for a pass). */
    public readonly message: string,
  ) {}
}

/** The format of a rule id: upper-case words and a three-digit number, joined by dashes. */
export const RULE_ID = /^[A-Z][A-Z0-9]*(-[A-Z][A-Z0-9]*)*-\d{3}$/;

/**
 * A rule: extend it (in TypeScript, Python or Java) and implement `check`. The engine calls `check`
 * once for each resource of the rule's `resourceTypes` below the scope a pack is applied to.
 *
 * @example
 * class NoPublicRepositories extends Rule {
 *   constructor() {
 *     super({ id: 'ACME-REPO-001', severity: FindingSeverity.ERROR, summary: 'Repositories are private',
 *       explanation: '...', fix: 'Set isPrivate: true', resourceTypes: ['repo_repository'] });
 *   }
 *   check(subject: RuleSubject): Judgement[] {
 *     if (subject.isUnknown('is_private')) return [Judgement.notJudged('is_private', 'a variable')];
 *     return [subject.value('is_private') === false ? Judgement.fail('is_private', 'the repository is public') : Judgement.pass()];
 *   }
 * }
 */
export abstract class Rule {
  /** Stable id of the rule. */
  public readonly id: string;
  /** Severity of the rule's findings, unless the pack changes it. */
  public readonly severity: FindingSeverity;
  /** One line: what the rule requires. */
  public readonly summary: string;
  /** Why: the fact or the practice the rule stands on. */
  public readonly explanation: string;
  /** What to change when the rule finds something. */
  public readonly fix: string;
  /** The Terraform types the rule looks at. */
  public readonly resourceTypes: string[];

  public constructor(props: RuleProps) {
    const problems: string[] = [];
    const p = (typeof props === 'object' && props !== null ? props : {}) as Partial<RuleProps>;
    const text = (name: keyof RuleProps) => {
      const v = p[name];
      if (typeof v !== 'string' || v.trim() === '') problems.push(`${name}: expected a non-empty string, got ${JSON.stringify(v)}`);
    };
    if (typeof p.id !== 'string' || !RULE_ID.test(p.id)) {
      problems.push(`id: ${JSON.stringify(p.id)} is not a rule id (upper-case words and a three-digit number joined by dashes, e.g. ACME-REPO-001)`);
    }
    if (!Object.values(FindingSeverity).includes(p.severity as FindingSeverity)) {
      problems.push(`severity: ${JSON.stringify(p.severity)} is not one of ${Object.values(FindingSeverity).map((s) => JSON.stringify(s)).join(', ')}`);
    }
    text('summary');
    text('explanation');
    text('fix');
    if (!Array.isArray(p.resourceTypes) || p.resourceTypes.length === 0 || p.resourceTypes.some((t) => typeof t !== 'string' || t.trim() === '')) {
      problems.push(`resourceTypes: expected a non-empty list of Terraform types, got ${JSON.stringify(p.resourceTypes)}`);
    }
    if (problems.length) {
      throw new Error(`Rule ${typeof p.id === 'string' ? p.id : '(no id)'} is invalid:\n  - ${problems.join('\n  - ')}`);
    }
    this.id = p.id!;
    this.severity = p.severity!;
    this.summary = p.summary!;
    this.explanation = p.explanation!;
    this.fix = p.fix!;
    this.resourceTypes = [...p.resourceTypes!];
  }

  /**
   * Judges one resource.
   * @param subject the resource, its configuration as synthesized, and its stack
   * @returns the judgements (an empty list is a pass)
   */
  public abstract check(subject: RuleSubject): Judgement[];
}
