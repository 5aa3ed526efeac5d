import { Construct } from 'constructs';
import { Lazy } from '../../constructs/cdktf';
import {
  AppPlatform,
  AppPlatformManagedActionsPlatformUpdatePerformAt,
  AppPlatformScheduledTask,
  appPlatformScheduledTaskToTerraform,
} from '../../l1/cap/pubcloud-a/app-platform';
import { TIME_WINDOW } from '../kinds';
import { PropProblems } from '../problems';
import { checkBounds } from './node-pool-rules';
import { platformTask, platformTaskKey } from './platform-tasks';
import { overridden, stableOrder } from './render';
import { checkCapacity } from './scaling-groups';
import { TimeWindow } from './time-window';

/** Properties of a `SpotAppPlatform`. */
export interface SpotAppPlatformProps {
  /** Name of the application-platform group. */
  readonly name: string;
  /** Operating-system product of the instances, which decides the price the service compares. */
  readonly product: string;
  /** Cloud region the environment runs in. */
  readonly region: string;
  /** Smallest number of instances, a whole number of at least 0. */
  readonly minSize: number;
  /** Largest number of instances, a whole number of at least `minSize`. */
  readonly maxSize: number;
  /** Number of instances the group aims to run, a whole number between `minSize` and `maxSize` (required by the service). */
  readonly desiredCapacity: number;
  /** Instance types the group may use for spot capacity (`instanceTypesSpots`). */
  readonly spotInstanceTypes: string[];
  /**
   * Identifier of the application-platform environment the group supplies.
   * @default - not written
   */
  readonly environmentId?: string;
  /**
   * Name of the application-platform environment the group supplies.
   * @default - not written
   */
  readonly environmentName?: string;
  /**
   * Roll the instances automatically when the environment changes (`deploymentPreferences.automaticRoll`).
   * @default - not written: the service decides
   */
  readonly automaticRoll?: boolean;
  /**
   * Share of the instances replaced in each batch of a deployment, a whole number from 0 to 100
   * (`deploymentPreferences.batchSizePercentage`).
   * @default - not written: the service decides
   */
  readonly deploymentBatchSizePercentage?: number;
  /**
   * Time to wait between the batches of a deployment, in seconds, a whole number of at least 0
   * (`deploymentPreferences.gracePeriod`).
   * @default - not written: the service decides
   */
  readonly deploymentGracePeriod?: number;
  /**
   * What is done to each instance of a deployment batch (`deploymentPreferences.strategies[0].action`,
   * for example replace or restart).
   * @default - not written: the service decides
   */
  readonly deploymentAction?: string;
  /**
   * Drain the instances of a deployment batch before acting on them
   * (`deploymentPreferences.strategies[0].shouldDrainInstances`).
   * @default - not written: the service decides
   */
  readonly drainInstances?: boolean;
  /**
   * Weekly window (UTC) in which the service applies managed platform updates
   * (`managedActions.platformUpdate`, performAt `timeWindow`).
   * @default - not written (no managed actions): the service decides
   */
  readonly platformUpdateWindow?: TimeWindow;
  /**
   * How far the managed platform updates go (`managedActions.platformUpdate.updateLevel`, for example
   * minor or patch versions). Needs `platformUpdateWindow`.
   * @default - not written: the service decides
   */
  readonly platformUpdateLevel?: string;
}

/**
 * Options of a task added with `SpotAppPlatform.addScheduledTask` or `SpotScalingGroup.addScheduledTask`:
 * when it runs, and its settings.
 */
export interface AppPlatformTaskOptions {
  /**
   * When the task runs, as a Unix cron expression in UTC (`0 2 * * *`). Give either this or
   * `frequency`, not both.
   * @default - none; then `frequency` is required
   */
  readonly cronExpression?: string;
  /**
   * How often the task runs, instead of a cron expression: `hourly`, `daily`, `weekly` or
   * `continuous` (constants: `pubcloud_a.AppPlatformScheduledTaskFrequency`).
   * @default - none; then `cronExpression` is required
   */
  readonly frequency?: string;
  /**
   * Time (ISO 8601, UTC) from which the task is active.
   * @default - not written: from now
   */
  readonly startTime?: string;
  /**
   * Whether the task is active (`isEnabled`).
   * @default true
   */
  readonly enabled?: boolean;
  /**
   * Number of instances to add or remove (for `scaleUp` and `scaleDown`), a whole number of at least 0.
   * @default - not written
   */
  readonly adjustment?: number;
  /**
   * Percentage of the instances to add or remove (for `percentageScaleUp` and `percentageScaleDown`),
   * a whole number of at least 0.
   * @default - not written
   */
  readonly adjustmentPercentage?: number;
  /**
   * Share of the instances replaced per batch (for `roll`), a whole number from 0 to 100.
   * @default - not written
   */
  readonly batchSizePercentage?: number;
  /**
   * Seconds to wait for new instances to become healthy (for `roll`), a whole number of at least 0.
   * @default - not written
   */
  readonly gracePeriod?: number;
  /**
   * Minimum capacity to set (for `scale`), a whole number of at least 0.
   * @default - not written
   */
  readonly minCapacity?: number;
  /**
   * Maximum capacity to set (for `scale`), a whole number of at least 0.
   * @default - not written
   */
  readonly maxCapacity?: number;
  /**
   * Desired capacity to set (for `scale`), a whole number of at least 0.
   * @default - not written
   */
  readonly targetCapacity?: number;
  /**
   * Minimum capacity to set while a `scaleUp` or `scaleDown` runs, a whole number of at least 0.
   * @default - not written
   */
  readonly scaleMinCapacity?: number;
  /**
   * Maximum capacity to set while a `scaleUp` or `scaleDown` runs, a whole number of at least 0.
   * @default - not written
   */
  readonly scaleMaxCapacity?: number;
  /**
   * Desired capacity to set while a `scaleUp` or `scaleDown` runs, a whole number of at least 0.
   * @default - not written
   */
  readonly scaleTargetCapacity?: number;
}


/**
 * An application-platform group on spot capacity (`pubcloud_a` AppPlatform): spot instances the
 * service supplies to an existing application-platform environment, kept between capacity bounds, with
 * typed deployment preferences (batch size 0 to 100, grace period), managed platform updates in a
 * weekly `cap.TimeWindow`, and scheduled tasks (`addScheduledTask`).
 *
 * Props are checked when the construct is created and method arguments when a method is called, all
 * problems of one call in one error naming the construct path. Only what is given is written: no
 * deployment preferences or managed actions block appears unless one of its props is given.
 *
 * Scheduled tasks are rendered when the app is synthesized, sorted by task type and schedule (so the
 * order of the calls does not matter); they create no child construct, so they add no Terraform
 * address to the group's `resource` (construct id `Resource`). `scheduledTasks` set on `resource`
 * directly (an escape hatch) is kept as set: `addScheduledTask` afterwards throws instead.
 *
 * @example
 * const web = new cap.SpotAppPlatform(this, 'Web', {
 *   name: 'web', product: 'Linux/UNIX', region: 'region-1', minSize: 1, maxSize: 6, desiredCapacity: 2,
 *   spotInstanceTypes: ['m5.large', 'm5a.large'], environmentId: 'e-123',
 *   deploymentBatchSizePercentage: 25, deploymentGracePeriod: 300,
 *   platformUpdateWindow: cap.TimeWindow.parse('Sun:03:00-Sun:05:00'), platformUpdateLevel: 'minorAndPatch',
 * });
 * web.addScheduledTask('scale', { cronExpression: '0 20 * * 1-5', minCapacity: 0, maxCapacity: 2, targetCapacity: 1 });
 */
export class SpotAppPlatform extends Construct {
  /** The application-platform group (L1). */
  public readonly resource: AppPlatform;
  private readonly tasks: AppPlatformScheduledTask[] = [];
  private readonly lazyTasks: any;

  public constructor(scope: Construct, id: string, props: SpotAppPlatformProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'SpotAppPlatform');
    props = problems.struct(props);
    for (const name of ['name', 'product', 'region'] as const) problems.requireString(name, props[name]);
    for (const name of ['minSize', 'maxSize', 'desiredCapacity'] as const) problems.requireNumber(name, props[name]);
    problems.requireStrings('spotInstanceTypes', props.spotInstanceTypes);
    for (const name of ['environmentId', 'environmentName', 'deploymentAction', 'platformUpdateLevel'] as const) problems.optionalString(name, props[name]);
    for (const name of ['automaticRoll', 'drainInstances'] as const) problems.optionalBoolean(name, props[name]);
    for (const name of ['deploymentBatchSizePercentage', 'deploymentGracePeriod'] as const) problems.optionalNumber(name, props[name]);
    if (PropProblems.given(props.platformUpdateWindow)) problems.requireInstance('platformUpdateWindow', props.platformUpdateWindow, TimeWindow, TIME_WINDOW);

    const { minSize, maxSize, desiredCapacity } = props;
    checkCapacity(problems, [['minSize', minSize], ['desiredCapacity', desiredCapacity], ['maxSize', maxSize]]);
    checkBounds(problems, 'deploymentBatchSizePercentage', props.deploymentBatchSizePercentage, 0, 100, true);
    checkBounds(problems, 'deploymentGracePeriod', props.deploymentGracePeriod, 0, undefined, true);
    problems.check(
      !PropProblems.given(props.platformUpdateLevel) || problems.isWrongKind('platformUpdateLevel') || PropProblems.given(props.platformUpdateWindow),
      'platformUpdateLevel: sets how far the updates in platformUpdateWindow go, but platformUpdateWindow is not given; give the window too, or remove platformUpdateLevel',
    );
    problems.throwIfAny();

    const given = PropProblems.given;
    const strategy = given(props.deploymentAction) || given(props.drainInstances)
      ? [{ action: props.deploymentAction ?? undefined, shouldDrainInstances: props.drainInstances ?? undefined }]
      : undefined;
    const preferences = [props.automaticRoll, props.deploymentBatchSizePercentage, props.deploymentGracePeriod, strategy].some(given)
      ? {
        automaticRoll: props.automaticRoll ?? undefined,
        batchSizePercentage: props.deploymentBatchSizePercentage ?? undefined,
        gracePeriod: props.deploymentGracePeriod ?? undefined,
        strategies: strategy,
      }
      : undefined;
    const window = props.platformUpdateWindow ?? undefined;
    this.lazyTasks = Lazy.anyValue({ produce: () => this.renderTasks() });
    this.resource = new AppPlatform(this, 'Resource', {
      name: props.name,
      product: props.product,
      region: props.region,
      minSize,
      maxSize,
      desiredCapacity,
      instanceTypesSpots: props.spotInstanceTypes,
      environmentId: props.environmentId ?? undefined,
      environmentName: props.environmentName ?? undefined,
      deploymentPreferences: preferences,
      managedActions: window
        ? {
          platformUpdate: {
            performAt: AppPlatformManagedActionsPlatformUpdatePerformAt.TIME_WINDOW,
            timeWindow: window.toString(),
            updateLevel: props.platformUpdateLevel ?? undefined,
          },
        }
        : undefined,
      scheduledTasks: this.lazyTasks,
    });
  }

  /** The application-platform group's identifier (the L1's Terraform `id`). */
  public get appPlatformId(): string {
    return this.resource.appPlatformId;
  }

  /** The scheduled tasks added with `addScheduledTask`, in the order added (a copy). */
  public get scheduledTasks(): AppPlatformScheduledTask[] {
    return [...this.tasks];
  }

  /**
   * Runs a task on a schedule: a cron expression or a frequency (exactly one of them). Only the
   * settings given are written (numbers as the strings the service takes). The same task type on the
   * same schedule twice is an error.
   * @param taskType `scale`, `backup_ami`, `roll`, `scaleUp`, `percentageScaleUp`, `scaleDown`,
   * `percentageScaleDown` or `statefulUpdateCapacity` (constants: `pubcloud_a.AppPlatformScheduledTaskTaskType`)
   * @param options when it runs, and its settings
   */
  public addScheduledTask(taskType: string, options: AppPlatformTaskOptions): void {
    const problems = new PropProblems(this, 'SpotAppPlatform.addScheduledTask');
    const lost = overridden('scheduledTasks', this.resource.scheduledTasksInput, this.lazyTasks);
    problems.check(lost === undefined, lost ?? '');
    const task = platformTask(problems, taskType, options, this.tasks);
    problems.throwIfAny();
    this.tasks.push(task);
  }

  private renderTasks(): any {
    if (!this.tasks.length) return undefined;
    return stableOrder(this.tasks, platformTaskKey).map((t) => appPlatformScheduledTaskToTerraform(t));
  }
}
