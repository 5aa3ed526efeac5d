import { PropProblems } from './problems';
import { Token } from '../constructs/cdktf';

/**
 * The orders of what an L2 binds in sequence (policy bindings, flow stages): a child given no order
 * comes 10 after the highest order so far; a given order must be a whole number (within ±2^53 - 1) that no
 * other child holds (two children at one order have no defined order between them). Internal to the L2s.
 */
export class Orders {
  private next: number;
  private readonly holders = new Map<number, string>();

  /** @param first the order of the first child given none */
  constructor(first: number) {
    this.next = first;
  }

  /**
   * Checks a given order into `problems` and returns the order to use.
   * @param taken the problem to report when the order is held, from the order and the holder's id
   */
  public check(problems: PropProblems, order: number | undefined, taken: (order: number, holder: string) => string): number {
    problems.optionalNumber('order', order);
    problems.check(!problems.judge('order', order) || Number.isInteger(order), `order: ${order} must be a whole number`);
    // beyond this, `order + 10` rounds back to the order itself and automatic orders would collide
    problems.check(!problems.judge('order', order) || !Number.isInteger(order) || Number.isSafeInteger(order),
      `order: ${order} is beyond ±${Number.MAX_SAFE_INTEGER}, the largest whole number a JavaScript number holds exactly; give a smaller order`);
    const o = order ?? this.next;
    const holder = problems.isWrongKind('order') ? undefined : this.holders.get(o);
    if (holder !== undefined) problems.check(false, taken(o, holder));
    return o;
  }

  /** Records that the child `id` holds `order`. */
  public take(order: number, id: string): void {
    this.holders.set(order, id);
    if (!Token.isUnresolved(order)) this.next = Math.max(this.next, order + 10);
  }
}
