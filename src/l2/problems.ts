/**
 * Constructor-time checks of L2 props: collect every problem, then throw one error that lists them
 * all and names the construct. Unresolved tokens are never judged.
 */
import { Construct } from 'constructs';
import { Token } from '../constructs/cdktf';

export class PropProblems {
  /** True when a value can be judged now (it is given and is not a token). */
  public static known(value: unknown): boolean {
    return value !== undefined && value !== null && !Token.isUnresolved(value);
  }

  private readonly problems: string[] = [];

  /** @param scope the construct being created (for its path) @param type its class name */
  constructor(private readonly scope: Construct, private readonly type: string) {}

  /** Records a problem unless `ok`; values that are tokens are skipped by the callers' guards. */
  public check(ok: boolean, problem: string): this {
    if (!ok) this.problems.push(problem);
    return this;
  }

  /** Throws one error listing every recorded problem. */
  public throwIfAny(): void {
    if (this.problems.length) {
      throw new Error(`${this.type} at '${this.scope.node.path}' is invalid:\n  - ${this.problems.join('\n  - ')}`);
    }
  }
}
