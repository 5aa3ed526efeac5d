import { Construct } from 'constructs';
import { Lazy } from '../../constructs/cdktf';
import { ClusterRightSizingRule } from '../../l1/cap/cluster-right-sizing-rule';
import { Cluster, clusterScheduledTaskToTerraform } from '../../l1/cap/ecs-like/cluster';
import { ClusterLaunchSpec } from '../../l1/cap/ecs-like/cluster-launch-spec';
import { IEcsLikeCluster } from '../../l1/cap/references';
import { childId } from '../ids';
import { ECS_LIKE_CLUSTER, TIME_WINDOW } from '../kinds';
import { PropProblems } from '../problems';
import { checkAutoscalerTuning } from './cluster-settings';
import { checkBounds } from './node-pool-rules';
import { addWindow, checkLabelKeys, hoursBlock, metadataTokens, overridden, tagBlocks } from './render';
import { addRightSizingRule } from './right-sizing';
import { AddRightSizingRuleOptions } from './right-sizing-rule';
import { AUTOSCALER_FIX, checkCapacity, warnDesiredCapacity } from './scaling-groups';
import { TimeWindow } from './time-window';

/** Spare capacity kept free, in units of this size (the ecs_like cluster's and its node groups'). */
export interface EcsLikeHeadroomOptions {
  /** CPU of one unit, in millicores (1000 = 1 vCPU); a whole number of at least 0. */
  readonly cpuPerUnit: number;
  /** Memory of one unit, in MB; a whole number of at least 0. */
  readonly memoryPerUnit: number;
  /** Number of units kept free, a whole number of at least 0. */
  readonly numOfUnits: number;
}

/** Properties of a `SpotEcsLikeCluster`. */
export interface SpotEcsLikeClusterProps {
  /** Name of the cluster in the spot-capacity service. */
  readonly name: string;
  /** Name of the container service's cluster whose container instances the service runs. */
  readonly clusterName: string;
  /** Region of the cluster. */
  readonly region: string;
  /** Image id of the container instances. */
  readonly imageId: string;
  /** Security group ids of the container instances (`security_group_ids`). */
  readonly securityGroups: string[];
  /** Subnet ids the container instances run in. */
  readonly subnetIds: string[];
  /**
   * Smallest number of instances, a whole number of at least 0; at most `desiredCapacity` and
   * `maxSize` where given.
   * @default - not written: the service decides
   */
  readonly minSize?: number;
  /**
   * Largest number of instances, a whole number of at least 0.
   * @default - not written: the service decides
   */
  readonly maxSize?: number;
  /**
   * Number of instances to run, a whole number between `minSize` and `maxSize`.
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
   * Share of spot instances, a whole number from 0 to 100.
   * @default - not written: the service decides
   */
  readonly spotPercentage?: number;
  /**
   * Launch on-demand instances when no spot capacity is available.
   * @default true
   */
  readonly fallbackToOndemand?: boolean;
  /**
   * Whether the metadata service of the cluster's instances (and of its node groups that set none of their own) answers only requests that carry a session token
   * (`instance_metadata_options.http_tokens` "required"), or also plain requests ("optional"). Requiring tokens keeps
   * a server-side request forgery in a process of the instance from reading the instance role's
   * credentials.
   * @default - not written: the metadata service also answers requests without a token
   */
  readonly requireMetadataTokens?: boolean;
  /**
   * Let the service's autoscaler scale the cluster (`autoscaler.isEnabled`): `true` turns it on,
   * `false` off. The props that tune it (`autoHeadroomPercentage`, `headroom`,
   * `maxScaleDownPercentage`) need `true`: without it they are an error.
   * @default - not written (no autoscaler block): the service's own setting applies
   */
  readonly autoscaler?: boolean;
  /**
   * Automatic headroom: capacity kept free as a share of the cluster's use, a whole number from 0 to
   * 200. Turns on the autoscaler's automatic configuration (`isAutoConfig`). Needs `autoscaler: true`.
   * @default - not written (no automatic configuration either): the service's own behaviour applies
   */
  readonly autoHeadroomPercentage?: number;
  /**
   * Manual headroom: capacity kept free in fixed units. Needs `autoscaler: true`. With
   * `autoHeadroomPercentage` too, both count (`enableAutomaticAndManualHeadroom` is set; without it
   * the service ignores the manual headroom).
   * @default - no manual headroom
   */
  readonly headroom?: EcsLikeHeadroomOptions;
  /**
   * Largest share of instances the autoscaler removes in one scale-down, a whole number from 1 to 100.
   * Needs `autoscaler: true`.
   * @default - not written: the service's own behaviour applies
   */
  readonly maxScaleDownPercentage?: number;
  /**
   * Weekly windows in which the cluster is shut down (UTC); they must not overlap.
   * @default - none; add more with addShutdownWindow
   */
  readonly shutdownHours?: TimeWindow[];
  /**
   * Roll the instances when the cluster's configuration changes.
   * @default true
   */
  readonly rollOnChange?: boolean;
  /**
   * Share of instances replaced per roll batch, a whole number from 0 to 100.
   * @default 20
   */
  readonly rollBatchSizePercentage?: number;
  /**
   * Share of a roll batch that must be healthy before the next starts, a whole number from 1 to 100.
   * @default 50
   */
  readonly rollBatchMinHealthyPercentage?: number;
  /**
   * Tags of the instances, written in the map's order. A map that is a token as a whole (a variable
   * of type map) is written as a dynamic block over it.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
}

/**
 * The settings of a node group of an ecs_like cluster (`EcsLikeNodeGroup`,
 * `SpotEcsLikeCluster.addNodeGroup`). Each is written only when given: for the others the service
 * applies the cluster's settings or decides.
 */
export interface CommonEcsLikeNodeGroupProps {
  /**
   * Image id of the group's instances.
   * @default - not written: the cluster's image
   */
  readonly imageId?: string;
  /**
   * Instance types the group may use.
   * @default - not written: the service chooses
   */
  readonly instanceTypes?: string[];
  /**
   * Spot instance types the group prefers (`preferred_spot_types`).
   * @default - not written: the service chooses
   */
  readonly preferredSpotTypes?: string[];
  /**
   * Security group ids of the group's instances (`security_group_ids`).
   * @default - not written: the cluster's
   */
  readonly securityGroups?: string[];
  /**
   * Subnet ids of the group's instances.
   * @default - not written: the cluster's
   */
  readonly subnetIds?: string[];
  /**
   * Instance profile of the group's instances.
   * @default - not written: the service decides
   */
  readonly iamInstanceProfile?: string;
  /**
   * User data of the group's instances, as given.
   * @default - not written: the service decides
   */
  readonly userData?: string;
  /**
   * Share of spot instances in the group, a whole number from 0 to 100 (`strategy.spot_percentage`).
   * @default - not written (no strategy block): the service decides
   */
  readonly spotPercentage?: number;
  /**
   * Only scale the group down when its instances are empty.
   * @default - not written: the service decides
   */
  readonly restrictScaleDown?: boolean;
  /**
   * Capacity the group keeps free in fixed units (`autoscale_headrooms`).
   * @default - none
   */
  readonly headroom?: EcsLikeHeadroomOptions;
  /**
   * Attributes of the group's container instances (`attributes`, `{key, value}` blocks), in the
   * map's order. A key may not be blank.
   * @default - none
   */
  readonly attributes?: { [key: string]: string };
  /**
   * Tags of the group's instances, written in the map's order. A map that is a token as a whole (a
   * variable of type map) is written as a dynamic block over it.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
}

/** Options of a node group added with `SpotEcsLikeCluster.addNodeGroup`. */
export interface EcsLikeNodeGroupOptions extends CommonEcsLikeNodeGroupProps {
  /**
   * Construct id of the node group (part of its Terraform address).
   * @default - derived from the name: `NodeGroup-<name>`
   */
  readonly id?: string;
}

/** Properties of an `EcsLikeNodeGroup`. */
export interface EcsLikeNodeGroupProps extends CommonEcsLikeNodeGroupProps {
  /**
   * The ecs_like cluster the group belongs to: a `cap.SpotEcsLikeCluster`, a `cap.ecs_like.Cluster`,
   * or `cap.CapRef.fromEcsLikeClusterId(id)` for a cluster outside the app. A cluster of another kind
   * (a `cap.SpotCluster`, a `cap.SpotNodePoolCluster`) is refused.
   */
  readonly cluster: IEcsLikeCluster;
  /** Name of the node group. */
  readonly name: string;
}

const HEADROOM_FIELDS = ['cpuPerUnit', 'memoryPerUnit', 'numOfUnits'] as const;

/** Checks a headroom: an object whose three fields are numbers, each a whole number of at least 0. */
function checkEcsHeadroom(problems: PropProblems, value: EcsLikeHeadroomOptions | undefined): EcsLikeHeadroomOptions | undefined {
  const headroom = problems.optionalStruct('headroom', value);
  if (headroom !== undefined && !problems.isWrongKind('headroom')) {
    for (const name of HEADROOM_FIELDS) problems.requireNumber(`headroom.${name}`, headroom[name]);
    for (const name of HEADROOM_FIELDS) checkBounds(problems, `headroom.${name}`, headroom[name], 0, undefined, true);
  }
  return headroom;
}

/**
 * Checks the settings of a node group of an ecs_like cluster (those the constructor and
 * `SpotEcsLikeCluster.addNodeGroup` share); records every problem.
 */
function checkEcsGroupOptions(problems: PropProblems, options: CommonEcsLikeNodeGroupProps): void {
  for (const name of ['imageId', 'iamInstanceProfile', 'userData'] as const) problems.optionalString(name, options[name]);
  for (const name of ['instanceTypes', 'preferredSpotTypes', 'securityGroups', 'subnetIds'] as const) problems.optionalStrings(name, options[name]);
  problems.optionalNumber('spotPercentage', options.spotPercentage);
  problems.optionalBoolean('restrictScaleDown', options.restrictScaleDown);
  problems.optionalStringMap('attributes', options.attributes);
  checkLabelKeys(problems, 'attributes', options.attributes, 'attribute');
  problems.optionalStringMap('tags', options.tags);
  checkEcsHeadroom(problems, options.headroom);
  checkBounds(problems, 'spotPercentage', options.spotPercentage, 0, 100, true);
}

/**
 * A spot-capacity cluster of the ecs_like container service (`ecs_like` Cluster): the container
 * instances of a container service's cluster, with capacity bounds, an explicit autoscaler switch with
 * its headroom, shutdown hours from time windows, a roll-on-change update policy and tags. Out-of-range
 * numbers, capacities out of order, tuning props without the autoscaler and overlapping windows are
 * rejected when the construct is created or the method is called, all problems of one call in one
 * error.
 *
 * Shutdown windows are rendered when the app is synthesized, sorted by start, into the cluster's
 * `scheduled_task` block; they create no child construct. `scheduledTasks` set on `resource` directly
 * (an escape hatch) is kept as set: `addShutdownWindow` throws instead. Node groups (`addNodeGroup`)
 * are constructs of their own, construct id `NodeGroup-<name>` (or the id given). What this L2 does
 * not expose (block devices, instance filters, logging, ...) is set on the L1, `resource`.
 *
 * @example
 * const ecs = new cap.SpotEcsLikeCluster(this, 'Services', {
 *   name: 'services', clusterName: 'prod-services', region: 'region-1',
 *   imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'],
 *   minSize: 1, maxSize: 20, autoscaler: true, autoHeadroomPercentage: 10,
 *   shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:06:00')],
 * });
 * ecs.addNodeGroup('batch', { instanceTypes: ['c5.large'], spotPercentage: 100, attributes: { workload: 'batch' } });
 */
export class SpotEcsLikeCluster extends Construct implements IEcsLikeCluster {
  /** The cluster (L1). */
  public readonly resource: Cluster;
  private readonly windows: TimeWindow[] = [];
  private readonly lazyScheduledTasks: any;
  private readonly nodeGroupList: EcsLikeNodeGroup[] = [];

  public constructor(scope: Construct, id: string, props: SpotEcsLikeClusterProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'SpotEcsLikeCluster');
    props = problems.struct(props);
    for (const name of ['name', 'clusterName', 'region', 'imageId'] as const) problems.requireString(name, props[name]);
    problems.requireStrings('securityGroups', props.securityGroups);
    problems.requireStrings('subnetIds', props.subnetIds);
    const numbers = ['minSize', 'maxSize', 'desiredCapacity', 'spotPercentage', 'autoHeadroomPercentage', 'maxScaleDownPercentage', 'rollBatchSizePercentage', 'rollBatchMinHealthyPercentage'] as const;
    for (const name of numbers) problems.optionalNumber(name, props[name]);
    for (const name of ['fallbackToOndemand', 'autoscaler', 'rollOnChange', 'requireMetadataTokens'] as const) problems.optionalBoolean(name, props[name]);
    problems.optionalInstances('shutdownHours', props.shutdownHours, TimeWindow, TIME_WINDOW);
    const headroom = checkEcsHeadroom(problems, props.headroom);
    problems.optionalStringMap('tags', props.tags);

    checkCapacity(problems, [['minSize', props.minSize], ['desiredCapacity', props.desiredCapacity], ['maxSize', props.maxSize]]);
    const bounds: Array<[typeof numbers[number], number, number | undefined]> = [
      ['spotPercentage', 0, 100], ['autoHeadroomPercentage', 0, 200], ['maxScaleDownPercentage', 1, 100], ['rollBatchSizePercentage', 0, 100], ['rollBatchMinHealthyPercentage', 1, 100],
    ];
    for (const [name, lo, hi] of bounds) checkBounds(problems, name, props[name], lo, hi, true);
    const autoscaler = props.autoscaler;
    checkAutoscalerTuning(problems, props);
    if (!problems.isWrongKind('shutdownHours')) {
      const overlaps = TimeWindow.findOverlaps(props.shutdownHours ?? []);
      problems.check(overlaps.length === 0, `shutdownHours: windows must not overlap: ${overlaps.join('; ')}`);
    }
    problems.throwIfAny();

    const desiredCapacity = props.desiredCapacity;
    if (autoscaler === true) warnDesiredCapacity(this, 'SpotEcsLikeCluster', desiredCapacity ?? undefined, 'the autoscaler', AUTOSCALER_FIX);
    const rollOnChange = props.rollOnChange ?? true;
    const automatic = PropProblems.given(props.autoHeadroomPercentage);
    this.windows.push(...(props.shutdownHours ?? []));
    this.lazyScheduledTasks = Lazy.anyValue({ produce: () => this.renderScheduledTasks() });
    this.resource = new Cluster(this, 'Resource', {
      name: props.name,
      clusterName: props.clusterName,
      region: props.region,
      imageId: props.imageId,
      securityGroupIds: props.securityGroups,
      subnetIds: props.subnetIds,
      minSize: props.minSize ?? undefined,
      maxSize: props.maxSize ?? undefined,
      desiredCapacity: desiredCapacity ?? undefined,
      spotPercentage: props.spotPercentage ?? undefined,
      fallbackToOndemand: props.fallbackToOndemand ?? true,
      instanceMetadataOptions: metadataTokens(props.requireMetadataTokens),
      autoscaler: !PropProblems.given(autoscaler) ? undefined : {
        isEnabled: autoscaler,
        isAutoConfig: automatic ? true : undefined,
        autoHeadroomPercentage: props.autoHeadroomPercentage ?? undefined,
        headroom: headroom === undefined ? undefined : {
          cpuPerUnit: headroom.cpuPerUnit,
          memoryPerUnit: headroom.memoryPerUnit,
          numOfUnits: headroom.numOfUnits,
        },
        enableAutomaticAndManualHeadroom: automatic && headroom !== undefined ? true : undefined,
        down: PropProblems.given(props.maxScaleDownPercentage) ? { maxScaleDownPercentage: props.maxScaleDownPercentage } : undefined,
      },
      updatePolicy: {
        shouldRoll: rollOnChange,
        rollConfig: rollOnChange ? {
          batchSizePercentage: props.rollBatchSizePercentage ?? 20,
          batchMinHealthyPercentage: props.rollBatchMinHealthyPercentage ?? 50,
        } : undefined,
      },
      scheduledTasks: this.lazyScheduledTasks,
      tags: tagBlocks(props.tags ?? undefined),
    });
  }

  /** The cluster's identifier (the L1's Terraform `id`), for an `IEcsLikeCluster`: node groups bind to it. */
  public get ecsLikeClusterId(): string {
    return this.resource.ecsLikeClusterId;
  }

  /**
   * Adds a right-sizing rule of the cluster (construct id `options.id` or `RightSizingRule-<name>`):
   * the service right-sizes the workloads given, at the intervals given; see `cap.RightSizingRule`.
   * @param options the rule's name, workloads, intervals and boundaries, and its construct id
   * @returns the rule (L1)
   */
  public addRightSizingRule(options: AddRightSizingRuleOptions): ClusterRightSizingRule {
    return addRightSizingRule(this, 'SpotEcsLikeCluster.addRightSizingRule', this.ecsLikeClusterId, options);
  }

  /** The node groups added with `addNodeGroup`, in the order added (a copy). */
  public get nodeGroups(): EcsLikeNodeGroup[] {
    return [...this.nodeGroupList];
  }

  /**
   * Adds a weekly window in which the cluster is shut down. Windows are written sorted by start.
   * @param window the window; it must not overlap the others
   */
  public addShutdownWindow(window: TimeWindow): void {
    const problems = new PropProblems(this, 'SpotEcsLikeCluster.addShutdownWindow');
    const problem = overridden('scheduledTasks', this.resource.scheduledTasksInput, this.lazyScheduledTasks);
    addWindow(problems.check(problem === undefined, problem ?? ''), 'shutdown', this.windows, window);
  }

  /**
   * Adds a node group (a launch spec: instances with their own types, image, subnets, attributes and
   * headroom) to the cluster. Only the options given are written; the spot share is written to the
   * group's `strategy` block, which is written only when it is given.
   * @param name the node group's name; it also keys the construct id, `NodeGroup-<name>`
   * @param options the node group
   * @returns the node group, construct id `options.id` or `NodeGroup-<name>`; its L1 is `resource`
   */
  public addNodeGroup(name: string, options: EcsLikeNodeGroupOptions = {}): EcsLikeNodeGroup {
    const problems = new PropProblems(this, 'SpotEcsLikeCluster.addNodeGroup');
    problems.requireString('name', name);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    checkEcsGroupOptions(problems, options);
    problems.throwIfAny();
    const { id: explicit, ...settings } = options;
    const group = new EcsLikeNodeGroup(this, childId(this, 'SpotEcsLikeCluster.addNodeGroup', 'NodeGroup', name, explicit), { ...settings, cluster: this, name });
    this.nodeGroupList.push(group);
    return group;
  }

  private renderScheduledTasks(): any {
    if (!this.windows.length) return undefined;
    return [clusterScheduledTaskToTerraform({ shutdownHours: hoursBlock(this.windows) as { isEnabled: boolean; timeWindows: string[] } })];
  }
}

/**
 * A node group of an ecs_like cluster (`ecs_like` ClusterLaunchSpec): instances with their own types,
 * image, subnets, container-instance attributes, headroom and spot share. Options of the wrong kind or
 * out of range and a cluster of another kind are rejected when the construct is created, all problems
 * in one error. Only the options given are written.
 *
 * `SpotEcsLikeCluster.addNodeGroup` creates one as a child of the cluster (construct id
 * `NodeGroup-<name>`); create one yourself for a cluster outside the app
 * (`cap.CapRef.fromEcsLikeClusterId(id)`). Its L1 is `resource` (construct id `Resource`).
 *
 * @example
 * new cap.EcsLikeNodeGroup(this, 'Batch', {
 *   cluster: cap.CapRef.fromEcsLikeClusterId('ecs-1a2b3c4d'),
 *   name: 'batch', instanceTypes: ['c5.large'], attributes: { workload: 'batch' },
 * });
 */
export class EcsLikeNodeGroup extends Construct {
  /** The node group (L1). */
  public readonly resource: ClusterLaunchSpec;

  public constructor(scope: Construct, id: string, props: EcsLikeNodeGroupProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'EcsLikeNodeGroup');
    props = problems.struct(props);
    problems.requireRef('cluster', props.cluster, ECS_LIKE_CLUSTER);
    problems.requireString('name', props.name);
    checkEcsGroupOptions(problems, props);
    problems.throwIfAny();
    const headroom = props.headroom;
    this.resource = new ClusterLaunchSpec(this, 'Resource', {
      clusterId: props.cluster.ecsLikeClusterId,
      name: props.name,
      imageId: props.imageId ?? undefined,
      instanceTypes: props.instanceTypes ?? undefined,
      preferredSpotTypes: props.preferredSpotTypes ?? undefined,
      securityGroupIds: props.securityGroups ?? undefined,
      subnetIds: props.subnetIds ?? undefined,
      iamInstanceProfile: props.iamInstanceProfile ?? undefined,
      userData: props.userData ?? undefined,
      restrictScaleDown: props.restrictScaleDown ?? undefined,
      strategies: PropProblems.given(props.spotPercentage) ? [{ spotPercentage: props.spotPercentage }] : undefined,
      autoscaleHeadrooms: PropProblems.given(headroom)
        ? [{ cpuPerUnit: headroom!.cpuPerUnit, memoryPerUnit: headroom!.memoryPerUnit, numOfUnits: headroom!.numOfUnits }]
        : undefined,
      attributes: tagBlocks(props.attributes ?? undefined),
      tags: tagBlocks(props.tags ?? undefined),
    });
  }

  /** The node group's identifier (the L1's Terraform `id`). */
  public get nodeGroupId(): string {
    return this.resource.clusterLaunchSpecId;
  }
}
