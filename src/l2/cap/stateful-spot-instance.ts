import { Construct } from 'constructs';
import { Lazy } from '../../constructs/cdktf';
import { checkCron } from '../../constructs/formats';
import {
  ManagedInstance,
  ManagedInstanceLoadBalancer,
  managedInstanceLoadBalancerToTerraform,
  ManagedInstanceLoadBalancerType,
  ManagedInstanceScheduledTask,
  managedInstanceScheduledTaskToTerraform,
} from '../../l1/cap/pubcloud-a/managed-instance';
import { l2Warning } from '../../rules/l2-warnings';
import { TIME_WINDOW } from '../kinds';
import { PropProblems } from '../problems';
import { metadataTokens, overridden, stableOrder, tagBlocks } from './render';
import { TimeWindow } from './time-window';

/** Properties of a `StatefulSpotInstance`. */
export interface StatefulSpotInstanceProps {
  /** Name of the managed instance. */
  readonly name: string;
  /** Operating-system product of the instance, which decides the price the service compares. */
  readonly product: string;
  /** Identifier of the machine image the instance boots from. */
  readonly imageId: string;
  /** Identifier of the virtual network the instance runs in. */
  readonly vpcId: string;
  /** Identifiers of the subnets the instance may run in. */
  readonly subnetIds: string[];
  /**
   * Cloud region the instance runs in.
   * @default - not written: the provider's
   */
  readonly region?: string;
  /**
   * Free-text description of the managed instance.
   * @default - none
   */
  readonly description?: string;
  /**
   * Instance types the instance may run as.
   * @default - not written: the service decides
   */
  readonly instanceTypes?: string[];
  /**
   * Identifiers of the security groups attached to the instance.
   * @default - not written: the service decides
   */
  readonly securityGroupIds?: string[];
  /**
   * Keep the instance's data volumes when it is moved to another market and attach them to the
   * replacement (`persistBlockDevices`, a required attribute of the service: it is always written).
   * @default true
   */
  readonly persistBlockDevices?: boolean;
  /**
   * Keep the root volume when the instance is replaced.
   * @default - not written: the service decides
   */
  readonly persistRootDevice?: boolean;
  /**
   * Keep the instance's private IP address when it is replaced.
   * @default - not written: the service decides
   */
  readonly persistPrivateIp?: boolean;
  /**
   * Run on on-demand capacity when no spot capacity is available.
   * @default - not written: the service decides
   */
  readonly fallbackToOndemand?: boolean;
  /**
   * Whether the metadata service of the instance answers only requests that carry a session token
   * (`metadata_options.http_tokens` "required"), or also plain requests ("optional"). Requiring tokens keeps
   * a server-side request forgery in a process of the instance from reading the instance role's
   * credentials.
   * @default - not written: the metadata service also answers requests without a token
   */
  readonly requireMetadataTokens?: boolean;
  /**
   * Weekly windows (UTC) in which an instance that fell back to on-demand capacity moves back to spot
   * (`revertToSpot.performAt` `timeWindow`, the windows in `optimizationWindows`). Written sorted by
   * start.
   * @default - none (no revert-to-spot block: the service decides when to move back); add more with addRevertToSpotWindow
   */
  readonly revertToSpotWindows?: TimeWindow[];
  /**
   * Tags put on the instance, written in the map's order. A map that is a token as a whole (a variable
   * of type map) is written as a dynamic block over it.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
}

/** Options of a task added with `StatefulSpotInstance.addScheduledTask`: when it runs. */
export interface InstanceTaskOptions {
  /**
   * When the task runs, as a Unix cron expression in UTC (`0 2 * * *`). Give either this or
   * `frequency`, not both.
   * @default - none; then `frequency` is required
   */
  readonly cronExpression?: string;
  /**
   * How often the task runs, instead of a cron expression. Give either this or `cronExpression`.
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
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Minute of the week a window starts at (Sunday 00:00 is 0), for sorting; '10' sorts after '9'. */
function startMinute(window: TimeWindow): string {
  const [day, h, m] = window.startsAt.split(':');
  return String(DAYS.indexOf(day) * 1440 + Number(h) * 60 + Number(m)).padStart(5, '0');
}

/** What identifies a scheduled task: its type and when it runs. */
function taskKey(task: ManagedInstanceScheduledTask): string {
  return `${task.taskType} ${task.cronExpression ?? `every ${task.frequency}`}`;
}

/** What identifies a load balancer: its kind and its arn or name. */
function balancerKey(lb: ManagedInstanceLoadBalancer): string {
  return `${lb.type} ${lb.arn ?? lb.name}`;
}

/**
 * A stateful spot instance (`pubcloud_a` ManagedInstance): one virtual machine that the service keeps
 * on spot capacity, moving it, with what it is told to persist (its data volumes, root volume and
 * private IP), to another market when capacity is reclaimed. Revert-to-spot windows say when an
 * instance that fell back to on-demand moves back to spot; scheduled tasks (`addScheduledTask`) and
 * load balancers (`addTargetGroup`, `addClassicLoadBalancer`) are collected by methods.
 *
 * Props are checked when the construct is created and method arguments when a method is called, all
 * problems of one call in one error naming the construct path. Only what is given is written, except
 * `persistBlockDevices`, which the service requires (default `true`).
 *
 * Windows, tasks and load balancers are rendered when the app is synthesized, in a stable order that
 * does not depend on the order of the calls (windows by start, tasks by type and schedule, load
 * balancers by kind and arn or name; values that are tokens follow, in the order added); they create
 * no child construct, so they add no Terraform address to the instance's `resource` (construct id
 * `Resource`). A list set on `resource` directly (an escape hatch) is kept as set: a method that would
 * add to it afterwards throws instead.
 *
 * @example
 * const db = new cap.StatefulSpotInstance(this, 'Db', {
 *   name: 'db', product: 'Linux/UNIX', imageId: 'img-1', vpcId: 'vpc-1', subnetIds: ['subnet-1'],
 *   instanceTypes: ['m5.large', 'm5a.large'], persistRootDevice: true, persistPrivateIp: true,
 *   revertToSpotWindows: [cap.TimeWindow.parse('Sun:02:00-Sun:04:00')],
 * });
 * db.addScheduledTask('pause', { cronExpression: '0 20 * * 5' });
 * db.addTargetGroup('arn:tg/db');
 */
export class StatefulSpotInstance extends Construct {
  /** The managed instance (L1). */
  public readonly resource: ManagedInstance;
  private readonly windows: TimeWindow[] = [];
  private readonly tasks: ManagedInstanceScheduledTask[] = [];
  private readonly balancers: ManagedInstanceLoadBalancer[] = [];
  private readonly lazyWindows: string[];
  private readonly lazyTasks: any;
  private readonly lazyBalancers: any;
  private readonly fallbackToOndemand?: boolean;

  public constructor(scope: Construct, id: string, props: StatefulSpotInstanceProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'StatefulSpotInstance');
    props = problems.struct(props);
    for (const name of ['name', 'product', 'imageId', 'vpcId'] as const) problems.requireString(name, props[name]);
    problems.requireStrings('subnetIds', props.subnetIds);
    for (const name of ['region', 'description'] as const) problems.optionalString(name, props[name]);
    for (const name of ['instanceTypes', 'securityGroupIds'] as const) problems.optionalStrings(name, props[name]);
    for (const name of ['persistBlockDevices', 'persistRootDevice', 'persistPrivateIp', 'fallbackToOndemand', 'requireMetadataTokens'] as const) problems.optionalBoolean(name, props[name]);
    problems.optionalInstances('revertToSpotWindows', props.revertToSpotWindows, TimeWindow, TIME_WINDOW);
    problems.optionalStringMap('tags', props.tags);
    problems.throwIfAny();

    const windows = props.revertToSpotWindows ?? [];
    this.windows.push(...windows);
    this.fallbackToOndemand = props.fallbackToOndemand ?? undefined;
    this.lazyWindows = Lazy.listValue({ produce: () => this.renderWindows() });
    this.lazyTasks = Lazy.anyValue({ produce: () => this.renderTasks() });
    this.lazyBalancers = Lazy.anyValue({ produce: () => this.renderBalancers() });
    this.resource = new ManagedInstance(this, 'Resource', {
      name: props.name,
      product: props.product,
      imageId: props.imageId,
      vpcId: props.vpcId,
      subnetIds: props.subnetIds,
      region: props.region ?? undefined,
      description: props.description ?? undefined,
      instanceTypes: props.instanceTypes ?? undefined,
      securityGroupIds: props.securityGroupIds ?? undefined,
      persistBlockDevices: props.persistBlockDevices ?? true,
      persistRootDevice: props.persistRootDevice ?? undefined,
      persistPrivateIp: props.persistPrivateIp ?? undefined,
      fallbackToOndemand: props.fallbackToOndemand ?? undefined,
      metadataOptions: metadataTokens(props.requireMetadataTokens),
      revertToSpot: windows.length ? { performAt: 'timeWindow' } : undefined,
      optimizationWindows: this.lazyWindows,
      scheduledTasks: this.lazyTasks,
      loadBalancers: this.lazyBalancers,
      tags: tagBlocks(props.tags ?? undefined),
    });
    if (windows.length) this.warnIfNoFallback();
  }

  /** The managed instance's identifier (the L1's Terraform `id`). */
  public get managedInstanceId(): string {
    return this.resource.managedInstanceId;
  }

  /** The revert-to-spot windows, in the order added (a copy). */
  public get revertToSpotWindows(): TimeWindow[] {
    return [...this.windows];
  }

  /** The scheduled tasks added with `addScheduledTask`, in the order added (a copy). */
  public get scheduledTasks(): ManagedInstanceScheduledTask[] {
    return [...this.tasks];
  }

  /** The load balancers added with `addTargetGroup` and `addClassicLoadBalancer`, in the order added (a copy). */
  public get loadBalancers(): ManagedInstanceLoadBalancer[] {
    return [...this.balancers];
  }

  /**
   * Adds a weekly window (UTC) in which an instance that fell back to on-demand capacity moves back to
   * spot; the first window sets `revertToSpot.performAt` to `timeWindow`. Windows are written sorted by
   * start; the same window twice is an error.
   * @param window the window
   */
  public addRevertToSpotWindow(window: TimeWindow): void {
    const problems = new PropProblems(this, 'StatefulSpotInstance.addRevertToSpotWindow');
    const lost = overridden('optimizationWindows', this.resource.optimizationWindowsInput, this.lazyWindows);
    problems.check(lost === undefined, lost ?? '');
    const performAt = this.resource.revertToSpotInput?.performAt;
    problems.check(
      performAt === undefined || performAt === 'timeWindow',
      `revertToSpot: was set on the L1 (\`resource\`) directly with performAt ${JSON.stringify(performAt)}; windows count only with performAt "timeWindow"`,
    );
    if (problems.requireInstance('window', window, TimeWindow, TIME_WINDOW)) {
      problems.check(!this.windows.some((w) => w.toString() === window.toString()), `window: ${window.toString()} was already added`);
    }
    problems.throwIfAny();
    this.windows.push(window);
    if (performAt === undefined) {
      this.resource.putRevertToSpot({ performAt: 'timeWindow' });
      this.warnIfNoFallback();
    }
  }

  /**
   * Runs a task on the instance on a schedule: a cron expression or a frequency (exactly one of them).
   * The same task type on the same schedule twice is an error.
   * @param taskType what the task does (for example `pause`, `resume` or `recycle`)
   * @param options when it runs
   */
  public addScheduledTask(taskType: string, options: InstanceTaskOptions): void {
    const problems = new PropProblems(this, 'StatefulSpotInstance.addScheduledTask');
    const lost = overridden('scheduledTasks', this.resource.scheduledTasksInput, this.lazyTasks);
    problems.check(lost === undefined, lost ?? '');
    problems.requireString('taskType', taskType);
    options = problems.struct(options, 'options');
    for (const name of ['cronExpression', 'frequency', 'startTime'] as const) problems.optionalString(name, options[name]);
    problems.optionalBoolean('enabled', options.enabled);
    checkSchedule(problems, options.cronExpression, options.frequency);
    const task: ManagedInstanceScheduledTask = {
      taskType,
      cronExpression: options.cronExpression ?? undefined,
      frequency: options.frequency ?? undefined,
      startTime: options.startTime ?? undefined,
      isEnabled: options.enabled ?? true,
    };
    problems.check(
      !PropProblems.known(taskType) || !this.tasks.some((t) => taskKey(t) === taskKey(task)),
      `a ${taskType} task ${options.cronExpression !== undefined ? `at ${JSON.stringify(options.cronExpression)}` : `every ${JSON.stringify(options.frequency)}`} is already scheduled`,
    );
    problems.throwIfAny();
    this.tasks.push(task);
  }

  /**
   * Registers the instance with a target group (a load balancer of type `TARGET_GROUP`).
   * @param arn the target group's identifier
   */
  public addTargetGroup(arn: string): void {
    this.addBalancer('addTargetGroup', 'arn', arn, { type: ManagedInstanceLoadBalancerType.TARGET_GROUP, arn });
  }

  /**
   * Registers the instance with a classic load balancer (type `CLASSIC`).
   * @param name the load balancer's name
   */
  public addClassicLoadBalancer(name: string): void {
    this.addBalancer('addClassicLoadBalancer', 'name', name, { type: ManagedInstanceLoadBalancerType.CLASSIC, name });
  }

  private addBalancer(method: string, param: string, value: string, lb: ManagedInstanceLoadBalancer): void {
    const problems = new PropProblems(this, `StatefulSpotInstance.${method}`);
    const lost = overridden('loadBalancers', this.resource.loadBalancersInput, this.lazyBalancers);
    problems.check(lost === undefined, lost ?? '');
    if (problems.requireString(param, value)) {
      problems.check(!problems.judge(param, value) || value !== '', `${param}: must not be empty`);
      problems.check(!this.balancers.some((b) => balancerKey(b) === balancerKey(lb)), `${param}: ${JSON.stringify(value)} was already added`);
    }
    problems.throwIfAny();
    this.balancers.push(lb);
  }

  private warnIfNoFallback(): void {
    if (this.fallbackToOndemand === false) {
      l2Warning(this, 'CAP-L2-005',
        `StatefulSpotInstance at '${this.node.path}': revert-to-spot windows are set, but fallbackToOndemand is false; ` +
        'an instance that never falls back to on-demand never reverts to spot, so the windows have no effect.',
      );
    }
  }

  private renderWindows(): string[] | undefined {
    if (!this.windows.length) return undefined;
    return stableOrder(this.windows, startMinute).map((w) => w.toString());
  }

  private renderTasks(): any {
    if (!this.tasks.length) return undefined;
    return stableOrder(this.tasks, taskKey).map((t) => managedInstanceScheduledTaskToTerraform(t));
  }

  private renderBalancers(): any {
    if (!this.balancers.length) return undefined;
    return stableOrder(this.balancers, balancerKey).map((b) => managedInstanceLoadBalancerToTerraform(b));
  }
}

/**
 * Checks a task's schedule: a cron expression (Unix, checked unless it is a token) or a frequency,
 * exactly one of them.
 */
function checkSchedule(problems: PropProblems, cronExpression: string | undefined, frequency: string | undefined): void {
  const cron = PropProblems.given(cronExpression);
  const every = PropProblems.given(frequency);
  problems.check(cron || every, 'cronExpression or frequency: one of them is required (when the task runs)');
  problems.check(!(cron && every), 'cronExpression and frequency: give one of them, not both');
  const problem = problems.judge('cronExpression', cronExpression) ? checkCron(cronExpression!) : undefined;
  problems.check(!problem, `cronExpression: ${JSON.stringify(cronExpression)} ${problem}`);
}
