import { Construct } from 'constructs';
import { checkAutoscalerKinds, checkAutoscalerTuning, checkClusterRanges, clusterRoll, mapAutoscaler } from './cluster-settings';
import { addRightSizingRule } from './right-sizing';
import { AddRightSizingRuleOptions } from './right-sizing-rule';
import { Lazy, Token } from '../../constructs/cdktf';
import { ClusterRightSizingRule } from '../../l1/cap/cluster-right-sizing-rule';
import { Cluster, ClusterScheduledTaskTask, clusterScheduledTaskToTerraform } from '../../l1/cap/pubcloud-a/cluster';
import {
  ClusterLaunchSpec,
  ClusterLaunchSpecStrategy,
  ClusterLaunchSpecStrategyOrientationAvailabilityVsCost,
  ClusterLaunchSpecTaint,
} from '../../l1/cap/pubcloud-a/cluster-launch-spec';
import { ICluster } from '../../l1/cap/references';
import { childId } from '../ids';
import { TIME_WINDOW } from '../kinds';
import { PropProblems } from '../problems';
import { addWindow, checkTaints, checkTaskSchedule, hoursBlock, metadataTokens, overridden, stableOrder, tagBlocks, taskKey } from './render';
import { AUTOSCALER_FIX, checkCapacity, warnDesiredCapacity } from './scaling-groups';
import { TimeWindow } from './time-window';

/** Spare capacity the autoscaler keeps free, in units of this size. */
export interface HeadroomOptions {
  /** CPU of one unit, in millicores (1000 = 1 vCPU). */
  readonly cpuPerUnit: number;
  /** Memory of one unit, in MB. */
  readonly memoryPerUnit: number;
  /** Number of units kept free. */
  readonly numOfUnits: number;
  /**
   * GPUs of one unit.
   * @default - none
   */
  readonly gpuPerUnit?: number;
}

/**
 * The properties the spot-capacity clusters share (`SpotCluster`, `SpotNodePoolCluster`):
 * the share of spot nodes, the autoscaler switch, shutdown hours and how the nodes are rolled.
 */
export interface CommonSpotClusterProps {
  /**
   * Share of spot nodes, a whole number from 0 to 100.
   * @default - not written: the service decides
   */
  readonly spotPercentage?: number;
  /**
   * Let the service's autoscaler scale the cluster between its smallest and largest size
   * (`autoscaler.autoscaleIsEnabled`): `true` turns it on, `false` off. The props that tune it
   * (`autoHeadroomPercentage`, `headroom`, `maxScaleDownPercentage`, and a node-pool cluster's
   * `clusterMaxVcpu` and `clusterMaxMemoryGib`) need `true`: without it they are an error. Give `false`
   * when you manage the capacity yourself.
   * @default - not written (no autoscaler block): the service's own setting applies
   */
  readonly autoscaler?: boolean;
  /**
   * Weekly windows in which the cluster is shut down (UTC); they must not overlap.
   * @default - none; add more with addShutdownWindow
   */
  readonly shutdownHours?: TimeWindow[];
  /**
   * Roll the nodes when the cluster's configuration changes.
   * @default true
   */
  readonly rollOnChange?: boolean;
  /**
   * Share of nodes replaced per roll batch, a whole number from 0 to 100; for rolls on change,
   * scheduled rolls and the rolls after image updates or upgrades.
   * @default 20
   */
  readonly rollBatchSizePercentage?: number;
  /**
   * Share of a roll batch that must be healthy before the next starts, a whole number from 1 to 100.
   * @default 50
   */
  readonly rollBatchMinHealthyPercentage?: number;
  /**
   * Respect pod disruption budgets while rolling.
   * @default true
   */
  readonly respectPdb?: boolean;
}

/**
 * How the autoscaler of a cluster keeps capacity free and scales down (`SpotCluster`,
 * `SpotClusterImport`); each needs `autoscaler: true`.
 */
export interface ClusterAutoscalerProps {
  /**
   * Automatic headroom: capacity kept free as a share of the cluster's use, 0 to 200. Turns on the
   * autoscaler's automatic configuration (`autoscaleIsAutoConfig`; `is_auto_config` on an imported
   * cluster). Needs `autoscaler: true`.
   * @default - not written (no automatic configuration either): the service's own behaviour applies
   */
  readonly autoHeadroomPercentage?: number;
  /**
   * Manual headroom: capacity kept free in fixed units. Needs `autoscaler: true`. With
   * `autoHeadroomPercentage` too, both count (automatic-and-manual headroom is turned on; without it
   * the service ignores the manual headroom).
   * @default - no manual headroom
   */
  readonly headroom?: HeadroomOptions;
  /**
   * Largest share of nodes the autoscaler removes in one scale-down, 1 to 100. Needs `autoscaler: true`.
   * @default - not written: the service's own behaviour applies
   */
  readonly maxScaleDownPercentage?: number;
}

/** Properties of a `SpotCluster`. */
export interface SpotClusterProps extends CommonSpotClusterProps, ClusterAutoscalerProps {
  /**
   * Name of the cluster.
   * @default - none
   */
  readonly name?: string;
  /**
   * Identifier of the cluster controller running in the cluster.
   * @default - none
   */
  readonly controllerId?: string;
  /**
   * Region of the cluster.
   * @default - the provider's
   */
  readonly region?: string;
  /** Image id of the nodes. */
  readonly imageId: string;
  /** Security group ids of the nodes. */
  readonly securityGroups: string[];
  /** Subnet ids the nodes run in. */
  readonly subnetIds: string[];
  /** Smallest number of nodes. */
  readonly minSize: number;
  /** Largest number of nodes. */
  readonly maxSize: number;
  /**
   * Number of nodes to run; between `minSize` and `maxSize`.
   *
   * Written only when given. With `autoscaler: true` the service changes the desired capacity itself
   * and a value written here is forced back at every apply: giving it then produces a warning. With
   * `autoscaler` not given, the service's own autoscaler setting applies: give `autoscaler: false`
   * to keep the capacity you write.
   *
   * @default - not written: the service decides (with the autoscaler on, the autoscaler)
   */
  readonly desiredCapacity?: number;
  /**
   * Launch on-demand nodes when no spot capacity is available.
   * @default true
   */
  readonly fallbackToOndemand?: boolean;
  /**
   * Whether the metadata service of the cluster's nodes (and of its node groups that set none of their own) answers only requests that carry a session token
   * (`instance_metadata_options.http_tokens` "required"), or also plain requests ("optional"). Requiring tokens keeps
   * a server-side request forgery in a process of the instance from reading the instance role's
   * credentials.
   * @default - not written: the metadata service also answers requests without a token
   */
  readonly requireMetadataTokens?: boolean;
  /**
   * Tags of the nodes, written in the map's order. A map that is a token as a whole (a variable of
   * type map) is written as a dynamic block over it.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
}

/** Options of a scheduled roll. */
export interface ScheduledRollOptions {
  /**
   * Share of nodes replaced per batch, 0 to 100.
   * @default - the cluster's rollBatchSizePercentage
   */
  readonly batchSizePercentage?: number;
  /**
   * Comment recorded with the roll, at most 256 characters.
   * @default - none
   */
  readonly comment?: string;
}

/** Options of a scheduled image auto-update. */
export interface AmiAutoUpdateOptions {
  /**
   * Update to new patch versions.
   * @default false
   */
  readonly patch?: boolean;
  /**
   * Update to new minor versions.
   * @default false
   */
  readonly minorVersion?: boolean;
  /**
   * Roll the cluster after updating the image.
   * @default true
   */
  readonly applyRoll?: boolean;
}

/** A taint of the nodes of a node group (`SpotCluster.addNodeGroup`). */
export interface NodeGroupTaint {
  /** Key of the taint; not blank. */
  readonly key: string;
  /**
   * Value of the taint. The provider requires one: for a taint that has no value, give an empty
   * string (`value: ''`), which the provider takes and the node group writes as given.
   */
  readonly value: string;
  /**
   * What the taint does to pods that do not tolerate it: `NoSchedule`, `PreferNoSchedule` or
   * `NoExecute` (constants: `pubcloud_a.ClusterLaunchSpecTaintEffect`).
   */
  readonly effect: string;
}

/** Options of a node group added with `SpotCluster.addNodeGroup`. */
export interface NodeGroupOptions {
  /**
   * Construct id of the node group (part of its Terraform address).
   * @default - derived from the name: `NodeGroup-<name>`
   */
  readonly id?: string;
  /**
   * Image id of the group's nodes.
   * @default - not written: the cluster's image
   */
  readonly imageId?: string;
  /**
   * Instance types the group may use.
   * @default - not written: the service chooses
   */
  readonly instanceTypes?: string[];
  /**
   * Security group ids of the group's nodes.
   * @default - not written: the cluster's
   */
  readonly securityGroups?: string[];
  /**
   * Subnet ids of the group's nodes.
   * @default - not written: the cluster's
   */
  readonly subnetIds?: string[];
  /**
   * Size of each node's root volume in GB, a whole number of at least 1.
   * @default - not written: the service decides
   */
  readonly rootVolumeSize?: number;
  /**
   * Share of spot nodes in the group, a whole number from 0 to 100 (`strategy.spotPercentage`).
   * @default - not written: the service decides
   */
  readonly spotPercentage?: number;
  /**
   * Balance between availability and cost (`strategy.orientation.availabilityVsCost`): `costOriented`,
   * `cheapest` or `balanced` (constants: `pubcloud_a.ClusterLaunchSpecStrategyOrientationAvailabilityVsCost`).
   * Written, with its `orientation` block, only when given.
   * @default - not written: the service decides (the provider's default, "balanced", is for an
   * orientation block without a value, which the node group never writes)
   */
  readonly orientation?: string;
  /**
   * Use the account's savings commitments before spot nodes (`strategy.utilizeCommitments`).
   * @default false - when the group's strategy block is written (another of `spotPercentage`,
   * `orientation`, `utilizeReservedInstances` and `drainingTimeout` is given), the provider fills in
   * false; without a strategy block, nothing is written and the service decides
   */
  readonly utilizeCommitments?: boolean;
  /**
   * Use the account's reserved instances before spot nodes (`strategy.utilizeReservedInstances`).
   * @default true - when the group's strategy block is written (another of `spotPercentage`,
   * `orientation`, `utilizeCommitments` and `drainingTimeout` is given), the provider fills in true;
   * without a strategy block, nothing is written and the cluster's setting applies
   */
  readonly utilizeReservedInstances?: boolean;
  /**
   * Only scale the group down when its nodes are empty.
   * @default - not written: the service decides
   */
  readonly restrictScaleDown?: boolean;
  /**
   * Time, in seconds, given to a node to drain before it is terminated (`strategy.drainingTimeout`); a
   * whole number of at least 0. Written only when given.
   * @default - not written: the service's own behaviour applies (it drains a node for 300 seconds)
   */
  readonly drainingTimeout?: number;
  /**
   * Taints of the group's nodes, written in the order given; each with a key, a value (an empty string
   * for a taint without one) and an effect, all three required by the provider.
   * @default - none
   */
  readonly taints?: NodeGroupTaint[];
  /**
   * Tags of the group's nodes, written in the map's order. A map that is a token as a whole (a
   * variable of type map) is written as a dynamic block over it.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
  /**
   * The group's own update policy: roll its nodes when the group changes (`true`) or not (`false`).
   * Needed by `rollBatchSizePercentage` and `respectPdb`.
   * @default - not written (no update policy block): the service decides
   */
  readonly rollOnChange?: boolean;
  /**
   * Share of nodes replaced per roll batch, a whole number from 0 to 100. Needs `rollOnChange: true`.
   * @default - not written (no roll configuration): the service decides
   */
  readonly rollBatchSizePercentage?: number;
  /**
   * Respect pod disruption budgets while rolling. Needs `rollBatchSizePercentage` (the roll
   * configuration it belongs to requires a batch size).
   * @default - not written: the service decides
   */
  readonly respectPdb?: boolean;
}

/** A task added with scheduleRoll or scheduleAmiAutoUpdate. */
interface Task {
  readonly key: string;
  readonly task: ClusterScheduledTaskTask;
}

const ORIENTATIONS = [
  ClusterLaunchSpecStrategyOrientationAvailabilityVsCost.COST_ORIENTED,
  ClusterLaunchSpecStrategyOrientationAvailabilityVsCost.CHEAPEST,
  ClusterLaunchSpecStrategyOrientationAvailabilityVsCost.BALANCED,
];

/**
 * A spot-capacity container cluster (`pubcloud_a` Cluster): capacity bounds, an explicit autoscaler
 * switch with its headroom, shutdown hours from time windows, scheduled cluster rolls and image
 * auto-updates, a roll-on-change update policy and tags. Overlapping windows, out-of-range
 * percentages, tuning props without the autoscaler and bad cron expressions are rejected when the
 * construct is created or the method is called, all problems of one call in one error.
 *
 * Shutdown windows and scheduled tasks are rendered when the app is synthesized, in a stable order
 * that does not depend on the order of the calls (windows by start, tasks by type, then cron
 * expression); they create no child construct, so they add no Terraform address to the cluster's
 * `resource` (construct id `Resource`): shutdown hours and tasks are the cluster's one `scheduledTasks`
 * block (the provider takes at most one). `scheduledTasks` set on `resource` directly (an escape hatch)
 * is kept as set: a method that would add to it afterwards throws instead. Node groups
 * (`addNodeGroup`) are resources of their own, construct id `NodeGroup-<name>` (or the id given).
 *
 * @example
 * const cluster = new cap.SpotCluster(this, 'Prod', {
 *   imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], minSize: 2, maxSize: 20,
 *   shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:06:00')],
 *   autoscaler: true, autoHeadroomPercentage: 10,
 * });
 * cluster.scheduleRoll('0 3 * * 0', { comment: 'weekly refresh' });
 * cluster.scheduleAmiAutoUpdate('0 4 1 * *', { patch: true });
 * cluster.addNodeGroup('gpu', {
 *   instanceTypes: ['g5.xlarge'],
 *   taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' }],
 * });
 */
export class SpotCluster extends Construct implements ICluster {
  /** The cluster (L1). */
  public readonly resource: Cluster;
  private readonly windows: TimeWindow[] = [];
  private readonly tasks: Task[] = [];
  private readonly rollDefaults: { batchSizePercentage: number; batchMinHealthyPercentage: number; respectPdb: boolean };
  private readonly lazyScheduledTasks: any;
  private readonly nodeGroupList: ClusterLaunchSpec[] = [];

  public constructor(scope: Construct, id: string, props: SpotClusterProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'SpotCluster');
    props = problems.struct(props);
    for (const name of ['name', 'controllerId', 'region'] as const) problems.optionalString(name, props[name]);
    problems.requireString('imageId', props.imageId);
    problems.requireStrings('securityGroups', props.securityGroups);
    problems.requireStrings('subnetIds', props.subnetIds);
    problems.requireNumber('minSize', props.minSize);
    problems.requireNumber('maxSize', props.maxSize);
    for (const name of ['desiredCapacity', 'spotPercentage', 'rollBatchSizePercentage', 'rollBatchMinHealthyPercentage'] as const) {
      problems.optionalNumber(name, props[name]);
    }
    for (const name of ['fallbackToOndemand', 'autoscaler', 'respectPdb', 'rollOnChange', 'requireMetadataTokens'] as const) problems.optionalBoolean(name, props[name]);
    problems.optionalInstances('shutdownHours', props.shutdownHours, TimeWindow, TIME_WINDOW);
    checkAutoscalerKinds(problems, props);
    problems.optionalStringMap('tags', props.tags);
    const { minSize, maxSize, desiredCapacity } = props;
    checkCapacity(problems, [['minSize', minSize], ['desiredCapacity', desiredCapacity], ['maxSize', maxSize]]);
    checkClusterRanges(problems, props);
    const autoscaler = props.autoscaler;
    checkAutoscalerTuning(problems, props);
    if (!problems.isWrongKind('shutdownHours')) {
      const overlaps = TimeWindow.findOverlaps(props.shutdownHours ?? []);
      problems.check(overlaps.length === 0, `shutdownHours: windows must not overlap: ${overlaps.join('; ')}`);
    }
    problems.throwIfAny();

    if (autoscaler === true) warnDesiredCapacity(this, 'SpotCluster', desiredCapacity ?? undefined, 'the autoscaler', AUTOSCALER_FIX);
    const roll = clusterRoll(props);
    this.rollDefaults = roll.defaults;
    this.windows.push(...(props.shutdownHours ?? []));
    this.lazyScheduledTasks = Lazy.anyValue({ produce: () => this.renderScheduledTasks() });
    this.resource = new Cluster(this, 'Resource', {
      name: props.name,
      controllerId: props.controllerId,
      region: props.region,
      imageId: props.imageId,
      securityGroups: props.securityGroups,
      subnetIds: props.subnetIds,
      minSize,
      maxSize,
      desiredCapacity,
      spotPercentage: props.spotPercentage,
      fallbackToOndemand: props.fallbackToOndemand ?? true,
      instanceMetadataOptions: metadataTokens(props.requireMetadataTokens),
      autoscaler: mapAutoscaler(props, (a) => ({
        autoscaleIsEnabled: a.enabled,
        autoscaleIsAutoConfig: a.autoConfig,
        autoHeadroomPercentage: a.autoHeadroomPercentage,
        autoscaleHeadroom: a.headroom,
        enableAutomaticAndManualHeadroom: a.automaticAndManual,
        autoscaleDown: a.maxScaleDownPercentage === undefined ? undefined : { maxScaleDownPercentage: a.maxScaleDownPercentage },
      })),
      updatePolicy: roll.updatePolicy,
      scheduledTasks: this.lazyScheduledTasks,
      tags: tagBlocks(props.tags),
    });
  }

  /**
   * Adds a weekly window in which the cluster is shut down. Windows are written sorted by start.
   * @param window the window; it must not overlap the others
   */
  public addShutdownWindow(window: TimeWindow): void {
    addWindow(this.problems('addShutdownWindow'), 'shutdown', this.windows, window);
  }

  /**
   * Rolls the cluster on a schedule.
   * @param cronExpression when (UTC, Unix cron), for example `0 3 * * 0`; one roll per expression
   * @param options the roll
   */
  public scheduleRoll(cronExpression: string, options: ScheduledRollOptions = {}): void {
    const problems = this.checkTask('scheduleRoll', 'clusterRoll', cronExpression);
    options = problems.struct(options, 'options');
    problems.optionalNumber('batchSizePercentage', options.batchSizePercentage);
    problems.optionalString('comment', options.comment);
    problems.check(!problems.judge('batchSizePercentage', options.batchSizePercentage) || (options.batchSizePercentage! >= 0 && options.batchSizePercentage! <= 100), `batchSizePercentage: ${options.batchSizePercentage} is out of range; allowed: 0 to 100`);
    problems.check(!problems.judge('comment', options.comment) || options.comment!.length <= 256, `comment: is ${options.comment?.length} characters long; at most 256 allowed`);
    problems.throwIfAny();
    this.addTask({
      cronExpression,
      isEnabled: true,
      taskType: 'clusterRoll',
      parameters: {
        parametersClusterRoll: {
          ...this.rollDefaults,
          batchSizePercentage: options.batchSizePercentage ?? this.rollDefaults.batchSizePercentage,
          comment: options.comment,
        },
      },
    });
  }

  /**
   * Updates the nodes' image on a schedule; at least one of patch or minorVersion must be true
   * (not judged when either is a token).
   * @param cronExpression when (UTC, Unix cron); one update per expression
   * @param options the update
   */
  public scheduleAmiAutoUpdate(cronExpression: string, options: AmiAutoUpdateOptions): void {
    const problems = this.checkTask('scheduleAmiAutoUpdate', 'amiAutoUpdate', cronExpression);
    options = problems.struct(options, 'options');
    for (const name of ['patch', 'minorVersion', 'applyRoll'] as const) problems.optionalBoolean(name, options[name]);
    const judged = (['patch', 'minorVersion'] as const).every((name) => (options[name] === undefined || options[name] === null) || problems.judge(name, options[name]));
    problems
      .check(!judged || options.patch === true || options.minorVersion === true, 'an image auto-update needs patch or minorVersion true')
      .throwIfAny();
    const applyRoll = options.applyRoll ?? true;
    this.addTask({
      cronExpression,
      isEnabled: true,
      taskType: 'amiAutoUpdate',
      parameters: {
        amiAutoUpdate: {
          patch: options.patch ?? false,
          minorVersion: options.minorVersion ?? false,
          applyRoll,
          amiAutoUpdateClusterRoll: Token.isUnresolved(applyRoll) || applyRoll ? { ...this.rollDefaults } : undefined,
        },
      },
    });
  }

  /** The cluster's identifier (the L1's Terraform `id`), for an `ICluster`: node groups bind to it. */
  public get clusterId(): string {
    return this.resource.clusterId;
  }

  /**
   * Adds a right-sizing rule of the cluster (construct id `options.id` or `RightSizingRule-<name>`):
   * the service right-sizes the workloads given, at the intervals given; see `cap.RightSizingRule`.
   * @param options the rule's name, workloads, intervals and boundaries, and its construct id
   * @returns the rule (L1)
   */
  public addRightSizingRule(options: AddRightSizingRuleOptions): ClusterRightSizingRule {
    return addRightSizingRule(this, 'SpotCluster.addRightSizingRule', this.clusterId, options);
  }

  /** The node groups added with `addNodeGroup`, in the order added (a copy). */
  public get nodeGroups(): ClusterLaunchSpec[] {
    return [...this.nodeGroupList];
  }

  /**
   * Adds a node group (a launch spec: nodes with their own types, taints and strategy) to the cluster.
   * Only the options given are written; for the others the service applies the cluster's settings or
   * its own defaults (a draining timeout of 300 seconds). The spot share, orientation, commitments,
   * reserved instances and draining timeout are written to the group's one `strategy` block, which is
   * written only when one of them is given; in it, the provider fills in `utilizeCommitments` false and
   * `utilizeReservedInstances` true where they are not given.
   * @param name the node group's name; it also keys the construct id, `NodeGroup-<name>`
   * @param options the node group
   * @returns the node group (L1), construct id `options.id` or `NodeGroup-<name>`
   */
  public addNodeGroup(name: string, options: NodeGroupOptions = {}): ClusterLaunchSpec {
    const problems = new PropProblems(this, 'SpotCluster.addNodeGroup');
    problems.requireString('name', name);
    options = problems.struct(options, 'options');
    for (const n of ['id', 'imageId', 'orientation'] as const) problems.optionalString(n, options[n]);
    for (const n of ['instanceTypes', 'securityGroups', 'subnetIds'] as const) problems.optionalStrings(n, options[n]);
    for (const n of ['rootVolumeSize', 'spotPercentage', 'drainingTimeout', 'rollBatchSizePercentage'] as const) problems.optionalNumber(n, options[n]);
    for (const n of ['utilizeCommitments', 'utilizeReservedInstances', 'restrictScaleDown', 'rollOnChange', 'respectPdb'] as const) problems.optionalBoolean(n, options[n]);
    problems.optionalStringMap('tags', options.tags);
    const taints: ClusterLaunchSpecTaint[] | undefined = checkTaints(problems, options.taints);
    const whole = (n: 'rootVolumeSize' | 'spotPercentage' | 'drainingTimeout' | 'rollBatchSizePercentage', lo: number, hi?: number) => {
      const v = options[n];
      const ok = !problems.judge(n, v) || (Number.isInteger(v) && v! >= lo && (hi === undefined || v! <= hi));
      problems.check(ok, `${n}: ${v} must be a whole number ${hi === undefined ? `of at least ${lo}` : `from ${lo} to ${hi}`}`);
    };
    whole('rootVolumeSize', 1);
    whole('spotPercentage', 0, 100);
    whole('drainingTimeout', 0);
    whole('rollBatchSizePercentage', 0, 100);
    problems.check(
      !problems.judge('orientation', options.orientation) || ORIENTATIONS.includes(options.orientation!),
      `orientation: ${JSON.stringify(options.orientation)} is not one of ${ORIENTATIONS.map((o) => JSON.stringify(o)).join(', ')}`,
    );
    const given = PropProblems.given;
    const roll = options.rollOnChange;
    const rollKnown = !Token.isUnresolved(roll) && !problems.isWrongKind('rollOnChange');
    problems.check(
      !given(options.rollBatchSizePercentage) || problems.isWrongKind('rollBatchSizePercentage') || !rollKnown || roll === true,
      `rollBatchSizePercentage: sizes the batches of the group's roll on change, but rollOnChange is ${roll === false ? 'false' : 'not given'}; set rollOnChange: true, or remove rollBatchSizePercentage`,
    );
    problems.check(
      !given(options.respectPdb) || problems.isWrongKind('respectPdb') || given(options.rollBatchSizePercentage),
      'respectPdb: belongs to the roll configuration, which requires a batch size; give rollBatchSizePercentage (and rollOnChange: true) too',
    );
    problems.throwIfAny();
    const id = childId(this, 'SpotCluster.addNodeGroup', 'NodeGroup', name, options.id);
    const rollConfig = given(options.rollBatchSizePercentage)
      ? { batchSizePercentage: options.rollBatchSizePercentage!, respectPdb: options.respectPdb ?? undefined }
      : undefined;
    const group = new ClusterLaunchSpec(this, id, {
      clusterId: this.resource.clusterId,
      name,
      imageId: options.imageId ?? undefined,
      instanceTypes: options.instanceTypes ?? undefined,
      securityGroups: options.securityGroups ?? undefined,
      subnetIds: options.subnetIds ?? undefined,
      rootVolumeSize: options.rootVolumeSize ?? undefined,
      strategy: launchSpecStrategy(options),
      restrictScaleDown: options.restrictScaleDown ?? undefined,
      taints,
      tags: tagBlocks(options.tags ?? undefined),
      updatePolicy: given(roll) ? { shouldRoll: roll!, rollConfig } : undefined,
    });
    this.nodeGroupList.push(group);
    return group;
  }

  private problems(method: string): PropProblems {
    const problems = new PropProblems(this, `SpotCluster.${method}`);
    const problem = overridden('scheduledTasks', this.resource.scheduledTasksInput, this.lazyScheduledTasks);
    return problems.check(problem === undefined, problem ?? '');
  }

  private checkTask(method: string, taskType: string, expression: string): PropProblems {
    return checkTaskSchedule(this.problems(method), taskType, expression, this.tasks);
  }

  private addTask(task: ClusterScheduledTaskTask): void {
    this.tasks.push({ key: taskKey(task.taskType, task.cronExpression), task });
  }

  private renderScheduledTasks(): any {
    if (!this.windows.length && !this.tasks.length) return undefined;
    const tasks = stableOrder(this.tasks, (t) => t.key).map((t) => t.task);
    // the provider's scheduled_task block holds at most one item: one object (shutdown hours and tasks)
    return clusterScheduledTaskToTerraform({
      shutdownHours: hoursBlock(this.windows),
      tasks: tasks.length ? tasks : undefined,
    });
  }
}

/** The node group's strategy block: spot share, orientation, commitments and draining time (none when no option is given). */
function launchSpecStrategy(options: NodeGroupOptions): ClusterLaunchSpecStrategy[] | undefined {
  const given = PropProblems.given;
  const strategy: ClusterLaunchSpecStrategy = {
    spotPercentage: options.spotPercentage ?? undefined,
    orientation: given(options.orientation) ? { availabilityVsCost: options.orientation } : undefined,
    utilizeCommitments: options.utilizeCommitments ?? undefined,
    utilizeReservedInstances: options.utilizeReservedInstances ?? undefined,
    drainingTimeout: options.drainingTimeout ?? undefined,
  };
  return Object.values(strategy).some((v) => v !== undefined) ? [strategy] : undefined;
}
