import { PropProblems } from '../problems';
import { checkBounds } from './node-pool-rules';

/**
 * How a scaling group splits its capacity between spot (on `pubcloud_c`: preemptible) and on-demand
 * instances: a share in percent, or a fixed number of on-demand instances. The provider refuses
 * the two together, so a group takes one of them.
 *
 * @example
 * new cap.SpotScalingGroupPubcloudB(this, 'Web', { ..., split: cap.CapacitySplit.spotPercentage(80) });
 * new cap.SpotScalingGroupPubcloudC(this, 'Api', { ..., split: cap.CapacitySplit.onDemandCount(2) });
 */
export class CapacitySplit {
  /**
   * A share of the capacity, in percent, on spot instances (preemptible on `pubcloud_c`); the rest
   * runs on demand. Written to `spot_percentage` (`preemptible_percentage` on `pubcloud_c`).
   * @param percentage a whole number from 0 to 100 (a number token is not judged)
   */
  public static spotPercentage(percentage: number): CapacitySplit {
    CapacitySplit.check('spotPercentage', 'percentage', percentage, 100);
    return new CapacitySplit(percentage, undefined);
  }

  /**
   * A fixed number of on-demand instances; the rest of the capacity runs on spot instances
   * (preemptible on `pubcloud_c`). Written to `on_demand_count` (`ondemand_count` on `pubcloud_a`
   * and `pubcloud_c`).
   * @param count a whole number of at least 0 (a number token is not judged)
   */
  public static onDemandCount(count: number): CapacitySplit {
    CapacitySplit.check('onDemandCount', 'count', count, undefined);
    return new CapacitySplit(undefined, count);
  }

  private static check(method: string, name: string, value: number, max: number | undefined): void {
    const problems = new PropProblems(undefined, `CapacitySplit.${method}`);
    problems.requireNumber(name, value);
    checkBounds(problems, name, value, 0, max, true);
    problems.throwIfAny();
  }

  /**
   * The share of spot (preemptible) capacity in percent, for a split made by `spotPercentage`.
   * @default - none: the split is an on-demand count
   */
  public readonly spotPercentageValue?: number;
  /**
   * The number of on-demand instances, for a split made by `onDemandCount`.
   * @default - none: the split is a spot percentage
   */
  public readonly onDemandCountValue?: number;

  private constructor(spotPercentage: number | undefined, onDemandCount: number | undefined) {
    this.spotPercentageValue = spotPercentage;
    this.onDemandCountValue = onDemandCount;
  }
}

/**
 * A capacity task a scaling group runs on a schedule (`addScheduledTask` of the `pubcloud_b` and
 * `pubcloud_c` scaling groups). Only what is given is written.
 */
export interface ScheduledCapacityOptions {
  /** When the task runs, as a Unix cron expression in UTC (`0 8 * * 1-5`). */
  readonly cronExpression: string;
  /**
   * Whether the task runs.
   * @default true
   */
  readonly enabled?: boolean;
  /**
   * Smallest capacity the task sets, a whole number of at least 0.
   * @default - not written
   */
  readonly minCapacity?: number;
  /**
   * Largest capacity the task sets, a whole number of at least 0; at least `minCapacity`.
   * @default - not written
   */
  readonly maxCapacity?: number;
  /**
   * Capacity the task sets, a whole number between `minCapacity` and `maxCapacity`.
   * @default - not written
   */
  readonly targetCapacity?: number;
}
