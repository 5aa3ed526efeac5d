import { Construct } from 'constructs';
import { Lazy, Token } from '../../constructs/cdktf';
import { ClusterRightSizingRule } from '../../l1/cap/cluster-right-sizing-rule';
import {
  NodePoolCluster,
  NodePoolClusterFilters,
  NodePoolClusterSchedulingTask,
  NodePoolClusterSchedulingTaskParametersParametersClusterRoll,
  nodePoolClusterSchedulingToTerraform,
} from '../../l1/cap/pubcloud-b/node-pool-cluster';
import { INodePoolCluster } from '../../l1/cap/references';
import { l2Warning } from '../../rules/l2-warnings';
import { childId } from '../ids';
import { TIME_WINDOW } from '../kinds';
import { PropProblems } from '../problems';
import { NodePoolNodeGroup, NodePoolNodeGroupOptions } from './node-pool-node-group';
import { boundsOf, checkBounds, checkHeadroom, checkNodePoolGroupOptions, checkNodePoolTaints, checkOrdered, FILTER_LISTS, FILTER_STRINGS, filtersOf } from './node-pool-rules';
import { addWindow, checkLabelKeys, checkTaskSchedule, hoursBlock, overridden, stableOrder, taskKey } from './render';
import { addRightSizingRule } from './right-sizing';
import { AddRightSizingRuleOptions } from './right-sizing-rule';
import { CommonSpotClusterProps, HeadroomOptions, ScheduledRollOptions } from './spot-cluster';
import { TimeWindow } from './time-window';

/** A taint of the nodes of a `SpotNodePoolCluster`. */
export interface NodePoolTaint {
  /**
   * Key of the taint; not blank. On a cluster, the keys of the taints Kubernetes sets on nodes itself
   * are refused (see `SpotNodePoolClusterProps.taints`).
   */
  readonly key: string;
  /**
   * What the taint does to pods that do not tolerate it: `NoSchedule`, `PreferNoSchedule` or
   * `NoExecute` (constants: `pubcloud_a.ClusterLaunchSpecTaintEffect`, the same effects for every
   * cluster); another value is refused.
   */
  readonly effect: string;
  /**
   * Value of the taint. The provider requires one: for a taint that has no value, give an empty
   * string (`value: ''`), which the provider takes and the cluster writes as given.
   */
  readonly value: string;
}

/** Options of a scheduled roll of a `SpotNodePoolCluster`. */
export interface NodePoolRollOptions extends ScheduledRollOptions {
  /**
   * Keep nodes that restrict scale-down while rolling.
   * @default - not written: the service decides
   */
  readonly respectRestrictScaleDown?: boolean;
}

/** Options of a scheduled version upgrade of a `SpotNodePoolCluster`. */
export interface NodePoolUpgradeOptions extends NodePoolRollOptions {
  /**
   * What the upgrade covers, for example `patch`.
   * @default - not written: the service decides
   */
  readonly scopeVersion?: string;
  /**
   * Roll the nodes after the upgrade, in batches of the cluster's roll settings (and of the roll
   * options given here). With `false`, the roll options are an error.
   * @default true
   */
  readonly applyRoll?: boolean;
}

/** Properties of a `SpotNodePoolCluster`. */
export interface SpotNodePoolClusterProps extends CommonSpotClusterProps {
  /** Name of the cluster. */
  readonly name: string;
  /** Identifier the cluster controller was installed with, in the managed kubernetes cluster. */
  readonly controllerClusterId: string;
  /** Name of the managed kubernetes cluster whose node pools the service runs. */
  readonly managedClusterName: string;
  /** Region of the managed kubernetes cluster. */
  readonly managedClusterRegion: string;
  /** Resource group of the managed kubernetes cluster. */
  readonly managedResourceGroupName: string;
  /** Resource group that holds the managed cluster's infrastructure (its nodes). */
  readonly managedInfrastructureResourceGroupName: string;
  /** Availability zones the nodes run in. */
  readonly availabilityZones: string[];
  /**
   * Smallest number of nodes, a whole number of at least 0; at most `maxCount`.
   * @default - not written: the service decides
   */
  readonly minCount?: number;
  /**
   * Largest number of nodes, a whole number of at least 0.
   * @default - not written: the service decides
   */
  readonly maxCount?: number;
  /**
   * Run regular nodes when no spot capacity is available.
   * @default - not written: the service decides
   */
  readonly fallbackToOndemand?: boolean;
  /**
   * Time, in seconds, after a node's launch before its health is checked (`health.gracePeriod`); a
   * whole number of at least 0.
   * @default - not written (no health block): the service decides
   */
  readonly gracePeriod?: number;
  /**
   * Kubernetes version of the nodes.
   * @default - not written: the version of the control plane
   */
  readonly kubernetesVersion?: string;
  /**
   * Operating system of the nodes, for example `Linux` or `Windows`.
   * @default - not written: the service decides
   */
  readonly osType?: string;
  /**
   * Flavour of the operating system, for example `Ubuntu`; it must fit `osType`.
   * @default - not written: the service decides
   */
  readonly osSku?: string;
  /**
   * Type of the nodes' OS disk, for example `Managed` or `Ephemeral`.
   * @default - not written: the service decides
   */
  readonly osDiskType?: string;
  /**
   * Size of the nodes' OS disk in GB, a whole number of at least 1.
   * @default - not written: the service decides
   */
  readonly osDiskSizeGb?: number;
  /**
   * Most pods on one node, a whole number of at least 1.
   * @default - not written: the service decides
   */
  readonly maxPodsPerNode?: number;
  /**
   * Give each node a public IP address.
   * @default - not written: the service decides
   */
  readonly enableNodePublicIp?: boolean;
  /**
   * Subnets of the nodes.
   * @default - not written: the managed cluster's
   */
  readonly vnetSubnetIds?: string[];
  /**
   * Subnets the pods get their addresses from.
   * @default - not written: the managed cluster's
   */
  readonly podSubnetIds?: string[];
  /**
   * Labels of the nodes, as given; a key may not be blank.
   * @default - none
   */
  readonly labels?: { [key: string]: string };
  /**
   * Tags of the nodes, as given.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
  /**
   * Taints of the nodes, written in the order given; each with a key, a value (an empty string for a
   * taint without one) and an effect, all three required by the provider. The keys of the taints
   * Kubernetes sets on nodes itself (the node-condition and node-lifecycle taints) are refused:
   * tolerate those in the pods instead. The keys refused are listed in the docs of
   * `pubcloud_b.NodePoolClusterTaint.key`.
   * @default - none
   */
  readonly taints?: NodePoolTaint[];
  /**
   * CPU architectures the nodes' VM sizes support one of, for example `x86_64` or `arm64`
   * (`filters.architectures`). Each `vm…` prop narrows the VM sizes the cluster may use; only the
   * ones given are written.
   * @default - not written: the service decides
   */
  readonly vmArchitectures?: string[];
  /**
   * VM series to use (`filters.series`).
   * @default - not written: the service decides
   */
  readonly vmSeries?: string[];
  /**
   * VM series not to use (`filters.excludeSeries`).
   * @default - not written: the service decides
   */
  readonly vmExcludeSeries?: string[];
  /**
   * Kinds of VM to use, for example `generalPurpose` or `GPU` (`filters.vmTypes`).
   * @default - not written: the service decides
   */
  readonly vmTypes?: string[];
  /**
   * GPU types to use (`filters.gpuTypes`).
   * @default - not written: the service decides
   */
  readonly vmGpuTypes?: string[];
  /**
   * Accelerated networking of the VM sizes, for example `Enabled` (`filters.acceleratedNetworking`).
   * @default - not written: the service decides
   */
  readonly vmAcceleratedNetworking?: string;
  /**
   * Disk performance class of the VM sizes, for example `Premium` (`filters.diskPerformance`).
   * @default - not written: the service decides
   */
  readonly vmDiskPerformance?: string;
  /**
   * Fewest vCPUs of a node, a whole number of at least 0; at most `vmMaxVcpu` (`filters.minVcpu`).
   * @default - not written: the service decides
   */
  readonly vmMinVcpu?: number;
  /**
   * Most vCPUs of a node, a whole number of at least 0 (`filters.maxVcpu`).
   * @default - not written: the service decides
   */
  readonly vmMaxVcpu?: number;
  /**
   * Least memory of a node in GiB, at least 0; at most `vmMaxMemoryGib` (`filters.minMemoryGib`).
   * @default - not written: the service decides
   */
  readonly vmMinMemoryGib?: number;
  /**
   * Most memory of a node in GiB, at least 0 (`filters.maxMemoryGib`).
   * @default - not written: the service decides
   */
  readonly vmMaxMemoryGib?: number;
  /**
   * Fewest GPUs of a node, at least 0; at most `vmMaxGpu` (`filters.minGpu`).
   * @default - not written: the service decides
   */
  readonly vmMinGpu?: number;
  /**
   * Most GPUs of a node, at least 0 (`filters.maxGpu`).
   * @default - not written: the service decides
   */
  readonly vmMaxGpu?: number;
  /**
   * Fewest data disks of a node, a whole number of at least 0 (`filters.minDisk`).
   * @default - not written: the service decides
   */
  readonly vmMinDisk?: number;
  /**
   * Fewest network interfaces of a node, a whole number of at least 0 (`filters.minNics`).
   * @default - not written: the service decides
   */
  readonly vmMinNics?: number;
  /**
   * Automatic headroom: capacity kept free as a share of the cluster's resources, a whole number from
   * 0 to 100. Turns on automatic headroom (`autoscaler.autoscaleHeadroom.automatic`, `isEnabled`
   * true and this percentage). Needs `autoscaler: true`.
   * @default - not written (no automatic headroom block): the service's own behaviour applies
   */
  readonly autoHeadroomPercentage?: number;
  /**
   * Manual headroom: capacity kept free in fixed units (`headrooms`; memory in MiB), whole numbers of
   * at least 0. Needs `autoscaler: true`. While automatic headroom is on (`autoHeadroomPercentage`)
   * the service sizes the headroom itself and does not add the manual headroom (a node-pool cluster
   * has no setting to combine them): giving both produces a warning.
   * @default - no manual headroom
   */
  readonly headroom?: HeadroomOptions;
  /**
   * Largest share of nodes the autoscaler removes in one scale-down, a whole number from 1 to 100.
   * Needs `autoscaler: true`.
   * @default - not written: the service's own behaviour applies
   */
  readonly maxScaleDownPercentage?: number;
  /**
   * Most vCPUs of the whole cluster, a limit of the autoscaler (`autoscaler.resourceLimits.maxVcpu`);
   * a whole number of at least 0. Needs `autoscaler: true`.
   * @default - not written: the service's own behaviour applies
   */
  readonly clusterMaxVcpu?: number;
  /**
   * Most memory of the whole cluster in GiB, a limit of the autoscaler
   * (`autoscaler.resourceLimits.maxMemoryGib`); a whole number of at least 0. Needs `autoscaler: true`.
   * @default - not written: the service's own behaviour applies
   */
  readonly clusterMaxMemoryGib?: number;
  /**
   * Weekly windows in which the service does not scale the cluster down (UTC); they must not overlap
   * each other (they may overlap shutdown hours).
   * @default - none; add more with addSuspensionWindow
   */
  readonly suspensionHours?: TimeWindow[];
  /**
   * Roll on change only when a setting that needs new nodes changes (`updatePolicy.conditionedRoll`).
   * Needs `rollOnChange` not false.
   * @default - not written: the service decides
   */
  readonly conditionedRoll?: boolean;
}

type Props = SpotNodePoolClusterProps;

/**
 * Props of earlier versions that have no place in the provider's node-pool cluster any more: refused
 * when given (a JavaScript caller may still pass them), not dropped without a word.
 */
const REMOVED: ReadonlyArray<[string, string]> = [
  ['utilizeCommitments', 'the provider\'s node-pool cluster has no setting to use savings commitments'],
  ['drainingTimeout', 'the provider\'s node-pool cluster has no draining timeout'],
];
type NumberProp = { [K in keyof Props]-?: NonNullable<Props[K]> extends number ? K : never }[keyof Props];

/** Bounds of the number props (shared with the node groups): lowest, highest (undefined: none), whole numbers only. */
const BOUNDS = boundsOf<NumberProp>([
  'minCount', 'maxCount', 'spotPercentage', 'gracePeriod', 'osDiskSizeGb', 'maxPodsPerNode',
  'vmMinVcpu', 'vmMaxVcpu', 'vmMinMemoryGib', 'vmMaxMemoryGib', 'vmMinGpu', 'vmMaxGpu', 'vmMinDisk', 'vmMinNics',
  'autoHeadroomPercentage', 'maxScaleDownPercentage', 'clusterMaxVcpu', 'clusterMaxMemoryGib', 'rollBatchSizePercentage', 'rollBatchMinHealthyPercentage',
]);
/** The props that tune the autoscaler (they need `autoscaler: true`). */
const TUNING = ['autoHeadroomPercentage', 'headroom', 'maxScaleDownPercentage', 'clusterMaxVcpu', 'clusterMaxMemoryGib'] as const;

/** The task types of the service's scheduled tasks. */
const CLUSTER_ROLL = 'clusterRoll';
const AUTO_UPGRADE = 'autoUpgradeVersion';

/** A task added with scheduleRoll or scheduleUpgrade, and what identifies it. */
interface Task {
  readonly key: string;
  readonly task: NodePoolClusterSchedulingTask;
}

/**
 * A spot-capacity cluster of node pools (`pubcloud_b` NodePoolCluster) on a managed kubernetes
 * cluster: node counts, the VM sizes its nodes may use (`vm…` props), an explicit autoscaler switch
 * with automatic and manual headroom and resource limits, shutdown and suspension hours from time
 * windows, scheduled rolls and version upgrades, taints (system taint keys are refused) and a
 * roll-on-change update policy. Overlapping windows, numbers out of range, tuning props without the
 * autoscaler and bad cron expressions are rejected when the construct is created or the method is
 * called, all problems of one call in one error.
 *
 * It is a `cap.INodePoolCluster`: node groups (virtual node groups, `addNodeGroup` or
 * `cap.NodePoolNodeGroup`) bind to it. It is not a `cap.ICluster` (the cluster of a
 * `cap.SpotCluster`'s node groups): a node group of one kind of cluster cannot bind to the other.
 *
 * Windows and scheduled tasks are rendered when the app is synthesized, in a stable order that does
 * not depend on the order of the calls (windows by start, tasks by type, then cron expression); they
 * create no child construct, so they add no Terraform address to the cluster's `resource` (construct
 * id `Resource`). `scheduling` set on `resource` directly (an escape hatch) is kept as set: a method
 * that would add to it afterwards throws instead.
 *
 * @example
 * const pools = new cap.SpotNodePoolCluster(this, 'Pools', {
 *   name: 'prod', controllerClusterId: 'prod-1a2b3c4d',
 *   managedClusterName: 'prod', managedClusterRegion: 'region-2',
 *   managedResourceGroupName: 'prod-rg', managedInfrastructureResourceGroupName: 'prod-nodes-rg',
 *   availabilityZones: ['1', '2', '3'], minCount: 1, maxCount: 50,
 *   vmArchitectures: ['x86_64'], vmMinVcpu: 2, vmMaxVcpu: 16,
 *   autoscaler: true, autoHeadroomPercentage: 5,
 *   shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:06:00')],
 *   taints: [{ key: 'workload', value: 'batch', effect: 'NoSchedule' }],
 * });
 * pools.addSuspensionWindow(cap.TimeWindow.parse('Fri:16:00-Fri:20:00'));
 * pools.scheduleRoll('0 3 * * 0', { comment: 'weekly refresh' });
 * pools.scheduleUpgrade('0 4 * * 1', { scopeVersion: 'patch' });
 * pools.addNodeGroup('gpu', { minCount: 0, maxCount: 8, vmTypes: ['GPU'] });
 */
export class SpotNodePoolCluster extends Construct implements INodePoolCluster {
  /** The node-pool cluster (L1). */
  public readonly resource: NodePoolCluster;
  private readonly shutdownWindows: TimeWindow[] = [];
  private readonly suspensionWindows: TimeWindow[] = [];
  private readonly tasks: Task[] = [];
  private readonly rollDefaults: { batchSizePercentage: number; batchMinHealthyPercentage: number; respectPdb: boolean };
  private readonly lazyScheduling: any;
  private readonly nodeGroupList: NodePoolNodeGroup[] = [];

  public constructor(scope: Construct, id: string, props: SpotNodePoolClusterProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'SpotNodePoolCluster');
    props = problems.struct(props);
    const p = props as unknown as Record<string, unknown>;
    for (const name of ['name', 'controllerClusterId', 'managedClusterName', 'managedClusterRegion', 'managedResourceGroupName', 'managedInfrastructureResourceGroupName'] as const) {
      problems.requireString(name, props[name]);
    }
    problems.requireStrings('availabilityZones', props.availabilityZones);
    for (const name of ['kubernetesVersion', 'osType', 'osSku', 'osDiskType', ...FILTER_STRINGS.map(([n]) => n)]) problems.optionalString(name, p[name]);
    for (const name of ['vnetSubnetIds', 'podSubnetIds', ...FILTER_LISTS.map(([n]) => n)]) problems.optionalStrings(name, p[name]);
    for (const [name] of BOUNDS) problems.optionalNumber(name, props[name]);
    for (const name of ['fallbackToOndemand', 'enableNodePublicIp', 'autoscaler', 'rollOnChange', 'conditionedRoll', 'respectPdb'] as const) {
      problems.optionalBoolean(name, props[name]);
    }
    problems.optionalStringMap('labels', props.labels);
    checkLabelKeys(problems, 'labels', props.labels, 'label');
    problems.optionalStringMap('tags', props.tags);
    for (const [name, why] of REMOVED) problems.check(!PropProblems.given(p[name]), `${name}: is no longer a prop of SpotNodePoolCluster: ${why}; remove it`);
    const taints = checkNodePoolTaints(problems, props.taints, true);
    const headroom = checkHeadroom(problems, props.headroom);
    problems.optionalInstances('shutdownHours', props.shutdownHours, TimeWindow, TIME_WINDOW);
    problems.optionalInstances('suspensionHours', props.suspensionHours, TimeWindow, TIME_WINDOW);

    for (const [name, lo, hi, whole] of BOUNDS) checkBounds(problems, name, props[name], lo, hi, whole);
    checkOrdered(problems, p);
    const autoscaler = props.autoscaler;
    if (!Token.isUnresolved(autoscaler) && autoscaler !== true && !problems.isWrongKind('autoscaler')) {
      const state = autoscaler === false ? 'autoscaler is false' : 'autoscaler is not given';
      for (const name of TUNING) {
        problems.check(!PropProblems.given(props[name]), `${name}: tunes the autoscaler, but ${state}; set autoscaler: true, or remove ${name}`);
      }
    }
    const rollOnChange = props.rollOnChange ?? true;
    problems.check(
      rollOnChange !== false || !PropProblems.given(props.conditionedRoll) || problems.isWrongKind('conditionedRoll'),
      'conditionedRoll: narrows which changes roll the nodes, but rollOnChange is false; set rollOnChange: true (the default), or remove conditionedRoll',
    );
    for (const name of ['shutdownHours', 'suspensionHours'] as const) {
      if (problems.isWrongKind(name)) continue;
      const overlaps = TimeWindow.findOverlaps(props[name] ?? []);
      problems.check(overlaps.length === 0, `${name}: windows must not overlap: ${overlaps.join('; ')}`);
    }
    problems.throwIfAny();

    const automatic = PropProblems.given(props.autoHeadroomPercentage);
    if (automatic && PropProblems.given(props.headroom)) {
      l2Warning(this, 'CAP-L2-004',
        `SpotNodePoolCluster at '${this.node.path}': headroom (manual) is given with autoHeadroomPercentage (automatic headroom); while automatic headroom is on, ` +
        'the service sizes the headroom itself and does not add the manual headroom (a node-pool cluster has no setting to combine them). Remove one of them.',
      );
    }
    this.rollDefaults = {
      batchSizePercentage: props.rollBatchSizePercentage ?? 20,
      batchMinHealthyPercentage: props.rollBatchMinHealthyPercentage ?? 50,
      respectPdb: props.respectPdb ?? true,
    };
    this.shutdownWindows.push(...(props.shutdownHours ?? []));
    this.suspensionWindows.push(...(props.suspensionHours ?? []));
    this.lazyScheduling = Lazy.anyValue({ produce: () => this.renderScheduling() });

    const filters = filtersOf(p);
    const limits = { maxVcpu: props.clusterMaxVcpu ?? undefined, maxMemoryGib: props.clusterMaxMemoryGib ?? undefined };
    this.resource = new NodePoolCluster(this, 'Resource', {
      name: props.name,
      controllerClusterId: props.controllerClusterId,
      managedClusterName: props.managedClusterName,
      managedClusterRegion: props.managedClusterRegion,
      managedResourceGroupName: props.managedResourceGroupName,
      managedInfrastructureResourceGroupName: props.managedInfrastructureResourceGroupName,
      availabilityZones: props.availabilityZones,
      minCount: props.minCount ?? undefined,
      maxCount: props.maxCount ?? undefined,
      spotPercentage: props.spotPercentage ?? undefined,
      fallbackToOndemand: props.fallbackToOndemand ?? undefined,
      health: PropProblems.given(props.gracePeriod) ? { gracePeriod: props.gracePeriod } : undefined,
      kubernetesVersion: props.kubernetesVersion ?? undefined,
      osType: props.osType ?? undefined,
      osSku: props.osSku ?? undefined,
      osDiskType: props.osDiskType ?? undefined,
      osDiskSizeGb: props.osDiskSizeGb ?? undefined,
      maxPodsPerNode: props.maxPodsPerNode ?? undefined,
      enableNodePublicIp: props.enableNodePublicIp ?? undefined,
      vnetSubnetIds: props.vnetSubnetIds ?? undefined,
      podSubnetIds: props.podSubnetIds ?? undefined,
      labels: props.labels ?? undefined,
      tags: props.tags ?? undefined,
      taints,
      filters: filters as NodePoolClusterFilters | undefined,
      autoscaler: !PropProblems.given(autoscaler) ? undefined : {
        autoscaleIsEnabled: autoscaler,
        autoscaleHeadroom: automatic ? { automatic: { isEnabled: true, percentage: props.autoHeadroomPercentage } } : undefined,
        autoscaleDown: PropProblems.given(props.maxScaleDownPercentage) ? { maxScaleDownPercentage: props.maxScaleDownPercentage } : undefined,
        resourceLimits: limits.maxVcpu !== undefined || limits.maxMemoryGib !== undefined ? limits : undefined,
      },
      headrooms: headroom === undefined ? undefined : [{
        cpuPerUnit: headroom.cpuPerUnit,
        memoryPerUnit: headroom.memoryPerUnit,
        numOfUnits: headroom.numOfUnits,
        gpuPerUnit: headroom.gpuPerUnit ?? undefined,
      }],
      updatePolicy: {
        shouldRoll: rollOnChange,
        conditionedRoll: props.conditionedRoll ?? undefined,
        rollConfig: rollOnChange ? { ...this.rollDefaults } : undefined,
      },
      scheduling: this.lazyScheduling,
    });
  }

  /** The node-pool cluster's identifier (the L1's Terraform `id`). */
  public get nodePoolClusterId(): string {
    return this.resource.nodePoolClusterId;
  }

  /**
   * Adds a right-sizing rule of the cluster (construct id `options.id` or `RightSizingRule-<name>`):
   * the service right-sizes the workloads given, at the intervals given; see `cap.RightSizingRule`.
   * @param options the rule's name, workloads, intervals and boundaries, and its construct id
   * @returns the rule (L1)
   */
  public addRightSizingRule(options: AddRightSizingRuleOptions): ClusterRightSizingRule {
    return addRightSizingRule(this, 'SpotNodePoolCluster.addRightSizingRule', this.nodePoolClusterId, options);
  }

  /** The node groups added with `addNodeGroup`, in the order added (a copy). */
  public get nodeGroups(): NodePoolNodeGroup[] {
    return [...this.nodeGroupList];
  }

  /**
   * Adds a node group (a virtual node group: nodes with their own counts, VM sizes, labels, taints and
   * headroom) to the cluster. The options read like the cluster's props of the same name and are
   * checked the same way; only the options given are written.
   * @param name the node group's name; it also keys the construct id, `NodeGroup-<name>`
   * @param options the node group
   * @returns the node group, construct id `options.id` or `NodeGroup-<name>`; its L1 is `resource`
   */
  public addNodeGroup(name: string, options: NodePoolNodeGroupOptions = {}): NodePoolNodeGroup {
    const problems = new PropProblems(this, 'SpotNodePoolCluster.addNodeGroup');
    problems.requireString('name', name);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    checkNodePoolGroupOptions(problems, options);
    problems.throwIfAny();
    const { id: explicit, ...settings } = options;
    const group = new NodePoolNodeGroup(this, childId(this, 'SpotNodePoolCluster.addNodeGroup', 'NodeGroup', name, explicit), { ...settings, cluster: this, name });
    this.nodeGroupList.push(group);
    return group;
  }

  /**
   * Adds a weekly window in which the cluster is shut down. Windows are written sorted by start.
   * @param window the window; it must not overlap the other shutdown windows
   */
  public addShutdownWindow(window: TimeWindow): void {
    addWindow(this.problems('addShutdownWindow'), 'shutdown', this.shutdownWindows, window);
  }

  /**
   * Adds a weekly window in which the service does not scale the cluster down. Windows are written
   * sorted by start.
   * @param window the window; it must not overlap the other suspension windows
   */
  public addSuspensionWindow(window: TimeWindow): void {
    addWindow(this.problems('addSuspensionWindow'), 'suspension', this.suspensionWindows, window);
  }

  /**
   * Rolls the cluster's nodes on a schedule, in batches of the cluster's roll settings.
   * @param cronExpression when (UTC, Unix cron), for example `0 3 * * 0`; one roll per expression
   * @param options the roll
   */
  public scheduleRoll(cronExpression: string, options: NodePoolRollOptions = {}): void {
    const problems = this.checkTask('scheduleRoll', CLUSTER_ROLL, cronExpression);
    options = problems.struct(options, 'options');
    this.checkRollOptions(problems, options);
    problems.throwIfAny();
    this.addTask({
      cronExpression,
      isEnabled: true,
      taskType: CLUSTER_ROLL,
      parameters: { parametersClusterRoll: this.rollParameters(options) },
    });
  }

  /**
   * Upgrades the nodes' kubernetes version on a schedule (task type `autoUpgradeVersion`), and rolls
   * them afterwards unless `applyRoll` is false.
   * @param cronExpression when (UTC, Unix cron), for example `0 4 * * 1`; one upgrade per expression
   * @param options the upgrade and the roll after it
   */
  public scheduleUpgrade(cronExpression: string, options: NodePoolUpgradeOptions = {}): void {
    const problems = this.checkTask('scheduleUpgrade', AUTO_UPGRADE, cronExpression);
    options = problems.struct(options, 'options');
    problems.optionalString('scopeVersion', options.scopeVersion);
    problems.optionalBoolean('applyRoll', options.applyRoll);
    this.checkRollOptions(problems, options);
    if (options.applyRoll === false) {
      for (const name of ['batchSizePercentage', 'comment', 'respectRestrictScaleDown'] as const) {
        problems.check(
          !PropProblems.given(options[name]) || problems.isWrongKind(name),
          `${name}: belongs to the roll after the upgrade, but applyRoll is false; set applyRoll: true (the default), or remove ${name}`,
        );
      }
    }
    problems.throwIfAny();
    const applyRoll = options.applyRoll ?? true;
    this.addTask({
      cronExpression,
      isEnabled: true,
      taskType: AUTO_UPGRADE,
      parameters: {
        parametersUpgradeConfig: {
          applyRoll,
          scopeVersion: options.scopeVersion ?? undefined,
          rollParameters: Token.isUnresolved(applyRoll) || applyRoll ? this.rollParameters(options) : undefined,
        },
      },
    });
  }

  private checkRollOptions(problems: PropProblems, options: NodePoolRollOptions): void {
    problems.optionalNumber('batchSizePercentage', options.batchSizePercentage);
    problems.optionalString('comment', options.comment);
    problems.optionalBoolean('respectRestrictScaleDown', options.respectRestrictScaleDown);
    checkBounds(problems, 'batchSizePercentage', options.batchSizePercentage, 0, 100, true);
    problems.check(!problems.judge('comment', options.comment) || options.comment!.length <= 256, `comment: is ${options.comment?.length} characters long; at most 256 allowed`);
  }

  private rollParameters(options: NodePoolRollOptions): NodePoolClusterSchedulingTaskParametersParametersClusterRoll {
    return {
      ...this.rollDefaults,
      batchSizePercentage: options.batchSizePercentage ?? this.rollDefaults.batchSizePercentage,
      comment: options.comment ?? undefined,
      respectRestrictScaleDown: options.respectRestrictScaleDown ?? undefined,
    };
  }

  private problems(method: string): PropProblems {
    const problems = new PropProblems(this, `SpotNodePoolCluster.${method}`);
    const problem = overridden('scheduling', this.resource.schedulingInput, this.lazyScheduling);
    return problems.check(problem === undefined, problem ?? '');
  }

  private checkTask(method: string, taskType: string, expression: string): PropProblems {
    return checkTaskSchedule(this.problems(method), taskType, expression, this.tasks);
  }

  private addTask(task: NodePoolClusterSchedulingTask): void {
    this.tasks.push({ key: taskKey(task.taskType, task.cronExpression), task });
  }

  private renderScheduling(): any {
    if (!this.shutdownWindows.length && !this.suspensionWindows.length && !this.tasks.length) return undefined;
    const tasks = stableOrder(this.tasks, (t) => t.key).map((t) => t.task);
    return nodePoolClusterSchedulingToTerraform({
      shutdownHours: hoursBlock(this.shutdownWindows),
      suspensionHours: hoursBlock(this.suspensionWindows),
      tasks: tasks.length ? tasks : undefined,
    });
  }
}
