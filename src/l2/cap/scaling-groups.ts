/**
 * What the scaling-group L2s share, checked and written once: the capacity bounds (min <= desired <=
 * max), the spot/on-demand split, the health-check timings, the autoscaler's hold on the desired
 * capacity, and the capacity tasks run on a schedule (`pubcloud_b` and `pubcloud_c`).
 *
 * Internal: not exported from the package index.
 */
import { Construct } from 'constructs';
import { Lazy } from '../../constructs/cdktf';
import { l2Warning } from '../../rules/l2-warnings';
import { CAPACITY_SPLIT } from '../kinds';
import { PropProblems } from '../problems';
import { checkBounds } from './node-pool-rules';
import { checkTaskSchedule, overridden, stableOrder, taskKey } from './render';
import { CapacitySplit, ScheduledCapacityOptions } from './scaling-group-options';

/** A capacity setting: its prop name and value. */
export type Capacity = readonly [string, number | undefined];

/**
 * Checks capacities given lowest first (`minSize`, `desiredCapacity`, `maxSize`, or a task's
 * `minCapacity`, `targetCapacity`, `maxCapacity`): each a whole number of at least 0, and the ones
 * that can be judged in order (`capacity: minSize (2) <= desiredCapacity (1) <= maxSize (4) does not hold`).
 */
export function checkCapacity(problems: PropProblems, capacities: readonly Capacity[]): void {
  for (const [name, value] of capacities) checkBounds(problems, name, value, 0, undefined, true);
  const known = capacities.filter(([name, value]) => problems.judge(name, value));
  const ordered = known.every(([, value], i) => i === 0 || known[i - 1][1]! <= value!);
  problems.check(ordered, `capacity: ${known.map(([name, value]) => `${name} (${value})`).join(' <= ')} does not hold`);
}

/**
 * The split a group writes: the spot percentage or the on-demand count of a `CapacitySplit` (checked
 * to be one), or the given spot percentage of a group that has that prop too (`spotPercentage` of
 * `SpotScalingGroup`, which cannot be given with a split).
 */
export function splitOf(problems: PropProblems, split: CapacitySplit | undefined, spotPercentage?: number): { spot?: number; onDemand?: number } {
  if (!PropProblems.given(split)) return { spot: spotPercentage ?? undefined };
  if (!problems.requireInstance('split', split, CapacitySplit, CAPACITY_SPLIT)) return {};
  problems.check(
    !PropProblems.given(spotPercentage),
    'spotPercentage: cannot be given with split (the provider refuses a spot percentage together with an on-demand count); keep split and remove spotPercentage',
  );
  return { spot: split!.spotPercentageValue, onDemand: split!.onDemandCountValue };
}

/**
 * Checks that every item of a list (`preferredSpotSizes`) is in another (`spotSizes`), when both can
 * be judged: preferring what the group cannot use is a mistake the service does not report.
 */
export function checkSubset(
  problems: PropProblems, [name, items]: readonly [string, string[] | undefined], [ofName, of]: readonly [string, string[] | undefined],
): void {
  if (!problems.judge(name, items)) return;
  const known = problems.judge(ofName, of);
  items!.forEach((item, i) => {
    if (!PropProblems.known(item)) return;
    problems.check(
      (known && (of!.includes(item) || of!.some((o) => !PropProblems.known(o)))) || (!known && PropProblems.given(of)),
      `${name}[${i}]: ${JSON.stringify(item)} is not one of ${ofName}${known ? ` (${of!.map((o) => JSON.stringify(o)).join(', ')})` : ', which is not given'}`,
    );
  });
}

/** Checks the health-check timings, in seconds: whole numbers of at least 0. */
export function checkHealthTimes(
  problems: PropProblems, props: { readonly healthCheckGracePeriod?: number; readonly unhealthyDuration?: number },
): void {
  for (const name of ['healthCheckGracePeriod', 'unhealthyDuration'] as const) {
    problems.optionalNumber(name, props[name]);
    checkBounds(problems, name, props[name], 0, undefined, true);
  }
}

/** What to do about `CAP-L2-001` on a cluster whose autoscaler is on. */
export const AUTOSCALER_FIX = 'Leave desiredCapacity out to let the autoscaler manage it.';

/**
 * Warns (`CAP-L2-001`) when a desired capacity is written while an autoscaler is on: the autoscaler
 * changes the desired capacity itself, and every apply forces the written value back.
 * @param what who writes it, for the message (`SpotScalingGroup.useKubernetes`, `SpotCluster`)
 * @param autoscaler what runs the autoscaler, for the message (`the kubernetes integration's autoscaler`)
 */
export function warnDesiredCapacity(scope: Construct, what: string, desiredCapacity: number | undefined, autoscaler: string, fix: string): void {
  if (desiredCapacity === undefined) return;
  l2Warning(scope, 'CAP-L2-001',
    `${what} at '${scope.node.path}': desiredCapacity (${desiredCapacity}) is written while ${autoscaler} is on; the autoscaler changes the desired capacity itself ` +
    `and every apply forces it back. ${fix}`,
  );
}

/** A scheduled capacity task as a scaling group keeps it until it is written. */
interface CapacityTask {
  readonly key: string;
  readonly taskType: string;
  readonly options: ScheduledCapacityOptions;
}

/**
 * The capacity tasks of a scaling group (`addScheduledTask`), written to `attribute` of the group's
 * L1 when the app is synthesized, sorted by type and cron expression, each in the cloud's own shape.
 */
export class ScheduledCapacityTasks {
  private readonly tasks: CapacityTask[] = [];
  private readonly lazy: unknown;

  /**
   * @param type the L2, for messages (`SpotScalingGroupPubcloudB`)
   * @param attribute the L1's attribute (`schedulingTasks`)
   * @param current the attribute's value on the L1 now (an escape hatch keeps its value)
   * @param render a task as the cloud's L1 takes it, in Terraform's names
   */
  constructor(
    private readonly scope: Construct,
    private readonly type: string,
    private readonly attribute: string,
    private readonly current: () => unknown,
    render: (taskType: string, options: ScheduledCapacityOptions) => unknown,
  ) {
    this.lazy = Lazy.anyValue({
      produce: () => (this.tasks.length ? stableOrder(this.tasks, (t) => t.key).map((t) => render(t.taskType, t.options)) : undefined),
    });
  }

  /** The value to give the L1's attribute. */
  public get value(): any {
    return this.lazy;
  }

  /** Checks a task and keeps it. */
  public add(taskType: string, options: ScheduledCapacityOptions): void {
    const problems = new PropProblems(this.scope, `${this.type}.addScheduledTask`);
    const lost = overridden(this.attribute, this.current(), this.lazy);
    problems.check(lost === undefined, lost ?? '');
    problems.requireString('taskType', taskType);
    problems.check(!problems.judge('taskType', taskType) || taskType.trim() !== '', 'taskType: must not be blank');
    options = problems.struct(options, 'options');
    problems.optionalBoolean('enabled', options.enabled);
    for (const name of ['minCapacity', 'targetCapacity', 'maxCapacity'] as const) problems.optionalNumber(name, options[name]);
    checkCapacity(problems, [['minCapacity', options.minCapacity], ['targetCapacity', options.targetCapacity], ['maxCapacity', options.maxCapacity]]);
    checkTaskSchedule(problems, taskType, options.cronExpression, this.tasks);
    problems.throwIfAny();
    this.tasks.push({ key: taskKey(taskType, options.cronExpression), taskType, options });
  }
}
