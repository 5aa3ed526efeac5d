import { Construct } from 'constructs';
import { Lazy } from '../../constructs/cdktf';
import { ClusterRightSizingRule } from '../../l1/cap/cluster-right-sizing-rule';
import { ClusterImport, clusterImportScheduledTaskToTerraform } from '../../l1/cap/pubcloud-c/cluster-import';
import { ClusterLaunchSpec } from '../../l1/cap/pubcloud-c/cluster-launch-spec';
import { IClusterImport } from '../../l1/cap/references';
import { childId } from '../ids';
import { CLUSTER_IMPORT, TIME_WINDOW } from '../kinds';
import { PropProblems } from '../problems';
import { checkAutoscalerKinds, checkAutoscalerTuning, checkClusterRanges, clusterRoll, mapAutoscaler } from './cluster-settings';
import { checkBounds, checkHeadroom } from './node-pool-rules';
import { addWindow, checkLabelKeys, checkTaints, hoursBlock, overridden, tagBlocks } from './render';
import { addRightSizingRule } from './right-sizing';
import { AddRightSizingRuleOptions } from './right-sizing-rule';
import { AUTOSCALER_FIX, checkCapacity, warnDesiredCapacity } from './scaling-groups';
import { ClusterAutoscalerProps, CommonSpotClusterProps, HeadroomOptions, NodeGroupTaint } from './spot-cluster';
import { TimeWindow } from './time-window';

/** Properties of a `SpotClusterImport`. */
export interface SpotClusterImportProps extends CommonSpotClusterProps, ClusterAutoscalerProps {
  /** Name of the existing managed_k8s cluster the service takes under its management. */
  readonly clusterName: string;
  /** Location of the managed_k8s cluster. */
  readonly location: string;
  /**
   * Smallest number of nodes.
   * @default - not written: the service decides
   */
  readonly minSize?: number;
  /**
   * Largest number of nodes; at least `minSize`.
   * @default - not written: the service decides
   */
  readonly maxSize?: number;
  /**
   * Number of nodes to run, between `minSize` and `maxSize`. With `autoscaler: true` the service
   * changes the desired capacity itself and a value written here is forced back at every apply:
   * giving it then produces a warning.
   * @default - not written: the service decides (with the autoscaler on, the autoscaler)
   */
  readonly desiredCapacity?: number;
  /**
   * Time, in seconds, given to a node to drain before it is terminated (`strategy.draining_timeout`),
   * a whole number of at least 0.
   * @default - not written: the service decides
   */
  readonly drainingTimeout?: number;
}

/**
 * The settings of a node group of an imported cluster (`ClusterImportNodeGroup`,
 * `SpotClusterImport.addNodeGroup`): what it overrides of the node pool it copies. Each is written
 * only when given; for the others the node pool's settings apply.
 */
export interface CommonImportNodeGroupProps {
  /**
   * Name of the node group.
   * @default - not written: the service names it
   */
  readonly name?: string;
  /**
   * Machine types the group's nodes may use, instead of the node pool's.
   * @default - not written: the node pool's
   */
  readonly instanceTypes?: string[];
  /**
   * Labels of the group's nodes, written in the map's order; keys must not be empty.
   * @default - none
   */
  readonly labels?: { [key: string]: string };
  /**
   * Taints of the group's nodes, written in the order given; each with a key, a value (an empty
   * string for a taint without one) and an effect (`NoSchedule`, `PreferNoSchedule` or `NoExecute`).
   * @default - none
   */
  readonly taints?: NodeGroupTaint[];
  /**
   * Manual headroom of the group: capacity the autoscaler keeps free in it, in fixed units.
   * @default - none
   */
  readonly headroom?: HeadroomOptions;
  /**
   * Automatic headroom of the group, as a share of its use, a whole number from 0 to 200.
   * @default - not written: the cluster's automatic headroom applies
   */
  readonly autoHeadroomPercentage?: number;
  /**
   * Share of preemptible nodes in the group, a whole number from 0 to 100
   * (`strategy.preemptible_percentage`).
   * @default - not written: the cluster's
   */
  readonly spotPercentage?: number;
  /**
   * Smallest number of nodes of the group (`resource_limits.min_instance_count`).
   * @default - not written: the service decides
   */
  readonly minInstanceCount?: number;
  /**
   * Largest number of nodes of the group (`resource_limits.max_instance_count`); at least
   * `minInstanceCount`.
   * @default - not written: the service decides
   */
  readonly maxInstanceCount?: number;
  /**
   * Only scale the group down when its nodes are empty.
   * @default - not written: the service decides
   */
  readonly restrictScaleDown?: boolean;
  /**
   * Size of each node's root volume in GB, a whole number of at least 1.
   * @default - not written: the node pool's
   */
  readonly rootVolumeSize?: number;
}

/** Options of `SpotClusterImport.addNodeGroup`. */
export interface AddImportNodeGroupOptions extends CommonImportNodeGroupProps {
  /**
   * Construct id of the node group (part of its Terraform address).
   * @default - derived from the node pool's name: `NodeGroup-<nodePoolName>`
   */
  readonly id?: string;
}

/** Properties of a `ClusterImportNodeGroup`. */
export interface ClusterImportNodeGroupProps extends CommonImportNodeGroupProps {
  /**
   * The imported cluster: a `cap.SpotClusterImport`, a `cap.pubcloud_c.ClusterImport`, or
   * `cap.CapRef.fromClusterImportId(id)` for a cluster imported outside the app.
   */
  readonly cluster: IClusterImport;
  /** Name of the cluster's node pool whose settings the group copies. */
  readonly nodePoolName: string;
}

/** Checks a node group's settings (the cluster and the pool are the caller's). */
function checkNodeGroup(problems: PropProblems, props: CommonImportNodeGroupProps): void {
  problems.optionalString('name', props.name);
  problems.optionalStrings('instanceTypes', props.instanceTypes);
  problems.optionalStringMap('labels', props.labels);
  checkLabelKeys(problems, 'labels', props.labels, 'label');
  checkTaints(problems, props.taints);
  checkHeadroom(problems, props.headroom);
  for (const name of ['autoHeadroomPercentage', 'spotPercentage', 'minInstanceCount', 'maxInstanceCount', 'rootVolumeSize'] as const) problems.optionalNumber(name, props[name]);
  problems.optionalBoolean('restrictScaleDown', props.restrictScaleDown);
  checkBounds(problems, 'autoHeadroomPercentage', props.autoHeadroomPercentage, 0, 200, true);
  checkBounds(problems, 'spotPercentage', props.spotPercentage, 0, 100, true);
  checkBounds(problems, 'rootVolumeSize', props.rootVolumeSize, 1, undefined, true);
  checkCapacity(problems, [['minInstanceCount', props.minInstanceCount], ['maxInstanceCount', props.maxInstanceCount]]);
}

/**
 * A node group of an imported `pubcloud_c` cluster (`pubcloud_c` ClusterLaunchSpec): nodes that copy
 * a node pool's settings (`node_pool_name`) and override what is given: machine types, labels,
 * taints, headroom, preemptible share and node counts. Checked when created, every problem in one
 * error naming the path; only what is given is written. `SpotClusterImport.addNodeGroup` creates one
 * on its cluster.
 *
 * @example
 * new cap.ClusterImportNodeGroup(this, 'Gpu', {
 *   cluster: cap.CapRef.fromClusterImportId(clusterId.stringValue), nodePoolName: 'gpu-pool',
 *   taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' }],
 * });
 */
export class ClusterImportNodeGroup extends Construct {
  /** The node group (L1). */
  public readonly resource: ClusterLaunchSpec;

  public constructor(scope: Construct, id: string, props: ClusterImportNodeGroupProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'ClusterImportNodeGroup');
    props = problems.struct(props);
    problems.requireRef('cluster', props.cluster, CLUSTER_IMPORT);
    problems.requireString('nodePoolName', props.nodePoolName);
    checkNodeGroup(problems, props);
    problems.throwIfAny();
    const given = PropProblems.given;
    const headroom = props.headroom ?? undefined;
    this.resource = new ClusterLaunchSpec(this, 'Resource', {
      clusterId: props.cluster.clusterImportId,
      nodePoolName: props.nodePoolName,
      name: props.name ?? undefined,
      instanceTypes: props.instanceTypes ?? undefined,
      labels: tagBlocks(props.labels ?? undefined),
      taints: props.taints?.map((t) => ({ key: t.key, value: t.value, effect: t.effect })),
      autoscaleHeadrooms: headroom
        ? [{
          cpuPerUnit: headroom.cpuPerUnit,
          memoryPerUnit: headroom.memoryPerUnit,
          numOfUnits: headroom.numOfUnits,
          gpuPerUnit: headroom.gpuPerUnit ?? undefined,
        }]
        : undefined,
      autoscaleHeadroomsAutomatics: given(props.autoHeadroomPercentage) ? [{ autoHeadroomPercentage: props.autoHeadroomPercentage }] : undefined,
      strategies: given(props.spotPercentage) ? [{ preemptiblePercentage: props.spotPercentage }] : undefined,
      resourceLimits: given(props.minInstanceCount) || given(props.maxInstanceCount)
        ? { minInstanceCount: props.minInstanceCount ?? undefined, maxInstanceCount: props.maxInstanceCount ?? undefined }
        : undefined,
      restrictScaleDown: props.restrictScaleDown ?? undefined,
      rootVolumeSize: props.rootVolumeSize ?? undefined,
    });
  }

  /** The node group's identifier (the L1's Terraform `id`). */
  public get nodeGroupId(): string {
    return this.resource.id;
  }
}

/**
 * An existing managed_k8s cluster of `pubcloud_c` taken under the spot-capacity service's management
 * (`pubcloud_c` ClusterImport): capacity bounds (checked, min <= desired <= max), the autoscaler with
 * its headroom and scale-down share (props named and checked as `SpotCluster`'s), the preemptible
 * share and draining time (the cluster's `strategy`), weekly shutdown hours, a roll-on-change update
 * policy, node groups that copy a node pool (`addNodeGroup`) and right-sizing rules
 * (`addRightSizingRule`).
 *
 * Shutdown windows are the cluster's one `scheduled_task` block, rendered when the app is
 * synthesized (sorted by start); `scheduledTasks` set on `resource` directly is kept as set, and
 * `addShutdownWindow` then throws. Node groups are resources of their own, construct id
 * `NodeGroup-<nodePoolName>` (or the id given).
 *
 * @example
 * const prod = new cap.SpotClusterImport(this, 'Prod', {
 *   clusterName: clusterName.stringValue, location: location.stringValue,
 *   minSize: 1, maxSize: 30, autoscaler: true, autoHeadroomPercentage: 10,
 * });
 * prod.addNodeGroup('default-pool', { spotPercentage: 80 });
 * prod.addNodeGroup('gpu-pool', { taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' }] });
 */
export class SpotClusterImport extends Construct implements IClusterImport {
  /** The imported cluster (L1). */
  public readonly resource: ClusterImport;
  private readonly windows: TimeWindow[] = [];
  private readonly lazyScheduledTasks: any;
  private readonly nodeGroupList: ClusterImportNodeGroup[] = [];

  public constructor(scope: Construct, id: string, props: SpotClusterImportProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'SpotClusterImport');
    props = problems.struct(props);
    problems.requireString('clusterName', props.clusterName);
    problems.requireString('location', props.location);
    for (const name of ['minSize', 'maxSize', 'desiredCapacity', 'drainingTimeout', 'spotPercentage', 'rollBatchSizePercentage', 'rollBatchMinHealthyPercentage'] as const) {
      problems.optionalNumber(name, props[name]);
    }
    for (const name of ['autoscaler', 'rollOnChange', 'respectPdb'] as const) problems.optionalBoolean(name, props[name]);
    problems.optionalInstances('shutdownHours', props.shutdownHours, TimeWindow, TIME_WINDOW);
    checkAutoscalerKinds(problems, props);
    checkCapacity(problems, [['minSize', props.minSize], ['desiredCapacity', props.desiredCapacity], ['maxSize', props.maxSize]]);
    checkBounds(problems, 'drainingTimeout', props.drainingTimeout, 0, undefined, true);
    checkClusterRanges(problems, props);
    checkAutoscalerTuning(problems, props);
    if (!problems.isWrongKind('shutdownHours')) {
      const overlaps = TimeWindow.findOverlaps(props.shutdownHours ?? []);
      problems.check(overlaps.length === 0, `shutdownHours: windows must not overlap: ${overlaps.join('; ')}`);
    }
    problems.throwIfAny();

    if (props.autoscaler === true) warnDesiredCapacity(this, 'SpotClusterImport', props.desiredCapacity ?? undefined, 'the autoscaler', AUTOSCALER_FIX);
    const given = PropProblems.given;
    this.windows.push(...(props.shutdownHours ?? []));
    this.lazyScheduledTasks = Lazy.anyValue({
      produce: () => (this.windows.length ? clusterImportScheduledTaskToTerraform({ shutdownHours: hoursBlock(this.windows) }) : undefined),
    });
    this.resource = new ClusterImport(this, 'Resource', {
      clusterName: props.clusterName,
      location: props.location,
      minSize: props.minSize ?? undefined,
      maxSize: props.maxSize ?? undefined,
      desiredCapacity: props.desiredCapacity ?? undefined,
      strategies: given(props.spotPercentage) || given(props.drainingTimeout)
        ? [{ preemptiblePercentage: props.spotPercentage ?? undefined, drainingTimeout: props.drainingTimeout ?? undefined }]
        : undefined,
      autoscaler: mapAutoscaler(props, (a) => ({
        isEnabled: a.enabled,
        isAutoConfig: a.autoConfig,
        autoHeadroomPercentage: a.autoHeadroomPercentage,
        headroom: a.headroom,
        enableAutomaticAndManualHeadroom: a.automaticAndManual,
        down: a.maxScaleDownPercentage === undefined ? undefined : { maxScaleDownPercentage: a.maxScaleDownPercentage },
      })),
      updatePolicy: clusterRoll(props).updatePolicy,
      scheduledTasks: this.lazyScheduledTasks,
    });
  }

  /** The imported cluster's identifier (the L1's Terraform `id`), for an `IClusterImport`: node groups bind to it. */
  public get clusterImportId(): string {
    return this.resource.clusterImportId;
  }

  /** The node groups added with `addNodeGroup`, in the order added (a copy). */
  public get nodeGroups(): ClusterImportNodeGroup[] {
    return [...this.nodeGroupList];
  }

  /**
   * Adds a node group that copies a node pool of the cluster and overrides what is given; see
   * `cap.ClusterImportNodeGroup`.
   * @param nodePoolName the node pool the group copies; it also keys the construct id, `NodeGroup-<nodePoolName>`
   * @param options what the group overrides, and its construct id
   * @returns the node group, construct id `options.id` or `NodeGroup-<nodePoolName>`; its L1 is `resource`
   */
  public addNodeGroup(nodePoolName: string, options: AddImportNodeGroupOptions = {}): ClusterImportNodeGroup {
    const problems = new PropProblems(this, 'SpotClusterImport.addNodeGroup');
    problems.requireString('nodePoolName', nodePoolName);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    checkNodeGroup(problems, options);
    problems.throwIfAny();
    const { id: explicit, ...settings } = options;
    const group = new ClusterImportNodeGroup(this, childId(this, 'SpotClusterImport.addNodeGroup', 'NodeGroup', nodePoolName, explicit), {
      ...settings, cluster: this, nodePoolName,
    });
    this.nodeGroupList.push(group);
    return group;
  }

  /**
   * Adds a right-sizing rule of the cluster (construct id `options.id` or `RightSizingRule-<name>`):
   * the service right-sizes the workloads given, at the intervals given; see `cap.RightSizingRule`.
   * @param options the rule's name, workloads, intervals and boundaries, and its construct id
   * @returns the rule (L1)
   */
  public addRightSizingRule(options: AddRightSizingRuleOptions): ClusterRightSizingRule {
    return addRightSizingRule(this, 'SpotClusterImport.addRightSizingRule', this.clusterImportId, options);
  }

  /**
   * Adds a weekly window in which the cluster is shut down. Windows are written sorted by start.
   * @param window the window; it must not overlap the others
   */
  public addShutdownWindow(window: TimeWindow): void {
    const problems = new PropProblems(this, 'SpotClusterImport.addShutdownWindow');
    const problem = overridden('scheduledTasks', this.resource.scheduledTasksInput, this.lazyScheduledTasks);
    problems.check(problem === undefined, problem ?? '');
    addWindow(problems, 'shutdown', this.windows, window);
  }
}
