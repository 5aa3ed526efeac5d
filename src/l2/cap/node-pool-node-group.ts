import { Construct } from 'constructs';
import { NodePoolClusterNodeGroup, NodePoolClusterNodeGroupConfig } from '../../l1/cap/pubcloud-b/node-pool-cluster-node-group';
import { INodePoolCluster } from '../../l1/cap/references';
import { l2Warning } from '../../rules/l2-warnings';
import { NODE_POOL_CLUSTER } from '../kinds';
import { PropProblems } from '../problems';
import { checkNodePoolGroupOptions, isSystemTaintKey, nodePoolGroupConfig } from './node-pool-rules';
import { HeadroomOptions } from './spot-cluster';
import { NodePoolTaint } from './spot-node-pool-cluster';
import { TimeWindow } from './time-window';

/**
 * The settings of a node group of a node-pool cluster (`NodePoolNodeGroup`,
 * `SpotNodePoolCluster.addNodeGroup`). Each is written only when given: for the others the service
 * decides (what it applies is not documented).
 */
export interface CommonNodePoolNodeGroupProps {
  /**
   * Availability zones the group's nodes run in.
   * @default - not written: the service decides
   */
  readonly availabilityZones?: string[];
  /**
   * Smallest number of nodes of the group, a whole number of at least 0; at most `maxCount`.
   * @default - not written: the service decides
   */
  readonly minCount?: number;
  /**
   * Largest number of nodes of the group, a whole number of at least 0.
   * @default - not written: the service decides
   */
  readonly maxCount?: number;
  /**
   * Share of spot nodes in the group, a whole number from 0 to 100.
   * @default - not written: the service decides
   */
  readonly spotPercentage?: number;
  /**
   * Run regular nodes when no spot capacity is available.
   * @default - not written: the service decides
   */
  readonly fallbackToOndemand?: boolean;
  /**
   * Kubernetes version of the group's nodes.
   * @default - not written: the service decides
   */
  readonly kubernetesVersion?: string;
  /**
   * Operating system of the group's nodes, for example `Linux` or `Windows`.
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
   * Subnets of the group's nodes.
   * @default - not written: the service decides
   */
  readonly vnetSubnetIds?: string[];
  /**
   * Subnets the group's pods get their addresses from.
   * @default - not written: the service decides
   */
  readonly podSubnetIds?: string[];
  /**
   * Labels of the group's nodes, as given; a key may not be blank.
   * @default - none
   */
  readonly labels?: { [key: string]: string };
  /**
   * Tags of the group's nodes, as given.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
  /**
   * Taints of the group's nodes; each with a key, a value (an empty string for a taint without one)
   * and an effect, all three required by the provider. A key of a taint Kubernetes sets on nodes
   * itself (which the cluster's own taints refuse) produces a warning: tolerate it in the pods instead.
   * @default - none
   */
  readonly taints?: NodePoolTaint[];
  /**
   * CPU architectures the nodes' VM sizes support one of, for example `x86_64` or `arm64`
   * (`filters.architectures`). Each `vm…` option narrows the VM sizes the group may use, as the
   * cluster's `vm…` props do; only the ones given are written.
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
   * Manual headroom of the group: capacity kept free in fixed units (`headrooms`; memory in MiB),
   * whole numbers of at least 0.
   * @default - no headroom written
   */
  readonly headroom?: HeadroomOptions;
  /**
   * Weekly windows in which the group is shut down (UTC); they must not overlap.
   * @default - none
   */
  readonly shutdownHours?: TimeWindow[];
  /**
   * The group's own update policy: roll its nodes when the group changes (`true`) or not (`false`).
   * Needed by `conditionedRoll` and the `roll…` and `respectPdb` options.
   * @default - not written (no update policy block): the service decides
   */
  readonly rollOnChange?: boolean;
  /**
   * Roll on change only when a setting that needs new nodes changes (`updatePolicy.conditionedRoll`).
   * Needs `rollOnChange: true`.
   * @default - not written: the service decides
   */
  readonly conditionedRoll?: boolean;
  /**
   * Share of nodes replaced per roll batch, a whole number from 0 to 100. Needs `rollOnChange: true`.
   * @default - not written: the service decides
   */
  readonly rollBatchSizePercentage?: number;
  /**
   * Share of a roll batch that must be healthy before the next starts, a whole number from 1 to 100.
   * Needs `rollOnChange: true`.
   * @default - not written: the service decides
   */
  readonly rollBatchMinHealthyPercentage?: number;
  /**
   * Respect pod disruption budgets while rolling. Needs `rollOnChange: true`.
   * @default - not written: the service decides
   */
  readonly respectPdb?: boolean;
}

/** Options of a node group added with `SpotNodePoolCluster.addNodeGroup`. */
export interface NodePoolNodeGroupOptions extends CommonNodePoolNodeGroupProps {
  /**
   * Construct id of the node group (part of its Terraform address).
   * @default - derived from the name: `NodeGroup-<name>`
   */
  readonly id?: string;
}

/** Properties of a `NodePoolNodeGroup`. */
export interface NodePoolNodeGroupProps extends CommonNodePoolNodeGroupProps {
  /**
   * The node-pool cluster the group belongs to: a `cap.SpotNodePoolCluster`, a
   * `cap.pubcloud_b.NodePoolCluster`, or `cap.CapRef.fromNodePoolClusterId(id)` for a cluster
   * outside the app. A cluster of another kind (a `cap.SpotCluster`) is refused.
   */
  readonly cluster: INodePoolCluster;
  /** Name of the node group. */
  readonly name: string;
}

/**
 * A node group (a virtual node group) of a node-pool cluster (`pubcloud_b`
 * NodePoolClusterNodeGroup): nodes with their own counts, VM sizes, disks, labels, taints, headroom,
 * shutdown hours and update policy. Options out of range, roll options without `rollOnChange: true`,
 * overlapping windows and a cluster of another kind are rejected when the construct is created, all
 * problems in one error. Only the options given are written.
 *
 * `SpotNodePoolCluster.addNodeGroup` creates one as a child of the cluster (construct id
 * `NodeGroup-<name>`); create one yourself for a cluster outside the app
 * (`cap.CapRef.fromNodePoolClusterId(id)`). Its L1 is `resource` (construct id `Resource`).
 *
 * @example
 * new cap.NodePoolNodeGroup(this, 'Gpu', {
 *   cluster: cap.CapRef.fromNodePoolClusterId('np-1a2b3c4d'),
 *   name: 'gpu', minCount: 0, maxCount: 8, vmTypes: ['GPU'],
 *   taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' }],
 * });
 */
export class NodePoolNodeGroup extends Construct {
  /** The node group (L1). */
  public readonly resource: NodePoolClusterNodeGroup;

  public constructor(scope: Construct, id: string, props: NodePoolNodeGroupProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'NodePoolNodeGroup');
    props = problems.struct(props);
    problems.requireRef('cluster', props.cluster, NODE_POOL_CLUSTER);
    problems.requireString('name', props.name);
    checkNodePoolGroupOptions(problems, props);
    problems.throwIfAny();

    (props.taints ?? []).forEach((taint, i) => {
      if (!isSystemTaintKey(problems, `taints[${i}].key`, taint.key)) return;
      l2Warning(this, 'CAP-L2-006',
        `NodePoolNodeGroup at '${this.node.path}': taints[${i}].key: ${JSON.stringify(taint.key)} is a taint the system sets on nodes itself; ` +
        'the node-pool cluster refuses it in its own taints. Tolerate it in the pods instead.',
      );
    });
    const config: NodePoolClusterNodeGroupConfig = { clusterId: props.cluster.nodePoolClusterId, name: props.name, ...nodePoolGroupConfig(props) };
    this.resource = new NodePoolClusterNodeGroup(this, 'Resource', config);
  }

  /** The node group's identifier (the L1's Terraform `id`). */
  public get nodeGroupId(): string {
    return this.resource.nodePoolClusterNodeGroupId;
  }
}
