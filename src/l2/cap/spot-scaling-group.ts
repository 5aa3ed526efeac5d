import { Construct } from 'constructs';
import {
  ScalingGroup,
  ScalingGroupEbsBlockDevice,
  ScalingGroupInstanceTypesWeight,
  ScalingGroupIntegrationKubernetes,
  ScalingGroupTag,
} from '../../l1/cap/pubcloud-a/scaling-group';
import { PropProblems } from '../problems';

/** Properties of a {@link SpotScalingGroup}. */
export interface SpotScalingGroupProps {
  /** Name of the group. */
  readonly name: string;
  /** Operating system product of the instances. */
  readonly product: string;
  /** Security group ids of the instances. */
  readonly securityGroups: string[];
  /** Smallest number of instances. */
  readonly minSize: number;
  /** Largest number of instances. */
  readonly maxSize: number;
  /**
   * Number of instances to run.
   * @default - minSize
   */
  readonly desiredCapacity?: number;
  /**
   * Balance between availability and cost.
   * @default "balanced"
   */
  readonly orientation?: string;
  /**
   * Run on-demand instances when no spot capacity is available.
   * @default true
   */
  readonly fallbackToOndemand?: boolean;
  /**
   * Share of spot instances, 0 to 100.
   * @default - the service's default
   */
  readonly spotPercentage?: number;
  /**
   * Instance type for on-demand instances.
   * @default - none
   */
  readonly onDemandType?: string;
  /**
   * Image id of the instances.
   * @default - none
   */
  readonly imageId?: string;
  /**
   * Region.
   * @default - the provider's
   */
  readonly region?: string;
  /**
   * Subnet ids.
   * @default - none
   */
  readonly subnetIds?: string[];
  /**
   * Roll the instances when the group's configuration changes.
   * @default true
   */
  readonly rollOnChange?: boolean;
  /**
   * Share of instances replaced per roll batch, 0 to 100.
   * @default 20
   */
  readonly rollBatchSizePercentage?: number;
  /**
   * Tags of the instances.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
}

/** Options of an EBS volume added with {@link SpotScalingGroup.addEbsVolume}. */
export interface EbsVolumeOptions {
  /** Volume type: `standard`, `gp2`, `gp3`, `io1`, `st1` or `sc1`. */
  readonly volumeType: string;
  /** Size in GB. */
  readonly sizeGb: number;
  /**
   * Provisioned IOPS; `io1` volumes only.
   * @default - none
   */
  readonly iops?: number;
  /**
   * Throughput in MiB/s; `gp3` volumes only.
   * @default - none
   */
  readonly throughput?: number;
  /**
   * Encrypt the volume.
   * @default true
   */
  readonly encrypted?: boolean;
  /**
   * Delete the volume when the instance terminates.
   * @default true
   */
  readonly deleteOnTermination?: boolean;
}

/** Options of the kubernetes integration. */
export interface KubernetesIntegrationOptions {
  /** Identifier of the cluster. */
  readonly clusterIdentifier: string;
  /**
   * `saas` or `pod`.
   * @default "pod"
   */
  readonly integrationMode?: string;
  /**
   * Scale the group automatically from the cluster's needs.
   * @default true
   */
  readonly autoscale?: boolean;
}

/**
 * A spot scaling group (`pubcloud_a` ScalingGroup): capacity checked (min <= desired <= max),
 * instance types with weights, EBS volumes through a helper that enforces the volume-type rules, one
 * integration chosen through typed helpers, and a roll-on-change update policy.
 *
 * @example
 * const workers = new cap.SpotScalingGroup(this, 'Workers', {
 *   name: 'workers', product: 'Linux/UNIX', securityGroups: ['sg-1'], minSize: 1, maxSize: 10, desiredCapacity: 3,
 * });
 * workers.addInstanceType('m5.large', 2);
 * workers.addEbsVolume('/dev/xvda', { volumeType: 'gp3', sizeGb: 50, throughput: 250 });
 * workers.useKubernetes({ clusterIdentifier: 'prod' });
 */
export class SpotScalingGroup extends Construct {
  /** The scaling group (L1). */
  public readonly resource: ScalingGroup;
  private readonly weights: ScalingGroupInstanceTypesWeight[] = [];
  private readonly volumes: ScalingGroupEbsBlockDevice[] = [];
  private integration?: string;

  public constructor(scope: Construct, id: string, props: SpotScalingGroupProps) {
    super(scope, id);
    const desired = props.desiredCapacity ?? props.minSize;
    const problems = new PropProblems(this, 'SpotScalingGroup');
    const known = [props.minSize, desired, props.maxSize].every((v) => PropProblems.known(v));
    for (const [n, v] of [['minSize', props.minSize], ['maxSize', props.maxSize], ['desiredCapacity', desired]] as const) {
      problems.check(!PropProblems.known(v) || (Number.isInteger(v) && v >= 0), `${n}: ${v} must be a whole number of at least 0`);
    }
    problems.check(!known || (props.minSize <= desired && desired <= props.maxSize), `capacity: minSize (${props.minSize}) <= desiredCapacity (${desired}) <= maxSize (${props.maxSize}) does not hold`);
    for (const [n, v] of [['spotPercentage', props.spotPercentage], ['rollBatchSizePercentage', props.rollBatchSizePercentage]] as const) {
      problems.check(!PropProblems.known(v) || (v! >= 0 && v! <= 100), `${n}: ${v} is out of range; allowed: 0 to 100`);
    }
    problems.throwIfAny();
    const rollOnChange = props.rollOnChange ?? true;
    this.resource = new ScalingGroup(this, 'Resource', {
      name: props.name,
      product: props.product,
      securityGroups: props.securityGroups,
      orientation: props.orientation ?? 'balanced',
      fallbackToOndemand: props.fallbackToOndemand ?? true,
      minSize: props.minSize,
      maxSize: props.maxSize,
      desiredCapacity: desired,
      spotPercentage: props.spotPercentage,
      instanceTypesOndemand: props.onDemandType,
      imageId: props.imageId,
      region: props.region,
      subnetIds: props.subnetIds,
      tags: props.tags ? Object.entries(props.tags).map(([key, value]): ScalingGroupTag => ({ key, value })) : undefined,
      updatePolicy: { shouldRoll: rollOnChange, rollConfig: rollOnChange ? { batchSizePercentage: props.rollBatchSizePercentage ?? 20 } : undefined },
    });
  }

  /**
   * Adds a spot instance type, with an optional weight (the capacity units one instance counts for).
   * @param instanceType the instance type
   * @param weight capacity units; default unweighted
   */
  public addInstanceType(instanceType: string, weight?: number): void {
    new PropProblems(this, 'SpotScalingGroup.addInstanceType')
      .check(!this.resource.instanceTypesSpotsInput?.includes(instanceType), `${JSON.stringify(instanceType)} was already added`)
      .check(weight === undefined || !PropProblems.known(weight) || (Number.isInteger(weight) && weight >= 1), `weight: ${weight} must be a whole number of at least 1`)
      .throwIfAny();
    this.resource.instanceTypesSpots = [...(this.resource.instanceTypesSpotsInput ?? []), instanceType];
    if (weight !== undefined) {
      this.weights.push({ instanceType, weight });
      this.resource.putInstanceTypesWeights([...this.weights]);
    }
  }

  /**
   * Adds an EBS volume. The package's rules are enforced here: IOPS only with `io1`, throughput only
   * with `gp3`. Changing block devices replaces the group's instances.
   * @param deviceName the device name, for example `/dev/xvda`
   * @param options the volume
   */
  public addEbsVolume(deviceName: string, options: EbsVolumeOptions): void {
    const types = ['standard', 'gp2', 'gp3', 'io1', 'st1', 'sc1'];
    new PropProblems(this, 'SpotScalingGroup.addEbsVolume')
      .check(!PropProblems.known(options.volumeType) || types.includes(options.volumeType), `volumeType: ${JSON.stringify(options.volumeType)} is not one of ${types.map((t) => JSON.stringify(t)).join(', ')}`)
      .check(options.iops === undefined || options.volumeType === 'io1', `iops: only with volumeType "io1" (got ${JSON.stringify(options.volumeType)})`)
      .check(options.throughput === undefined || options.volumeType === 'gp3', `throughput: only with volumeType "gp3" (got ${JSON.stringify(options.volumeType)})`)
      .check(!PropProblems.known(options.sizeGb) || (Number.isInteger(options.sizeGb) && options.sizeGb >= 1), `sizeGb: ${options.sizeGb} must be a whole number of at least 1`)
      .check(!this.volumes.some((v) => v.deviceName === deviceName), `${JSON.stringify(deviceName)} already has a volume`)
      .throwIfAny();
    this.volumes.push({
      deviceName,
      volumeType: options.volumeType,
      volumeSize: options.sizeGb,
      iops: options.iops,
      throughput: options.throughput,
      encrypted: options.encrypted ?? true,
      deleteOnTermination: options.deleteOnTermination ?? true,
    });
    this.resource.putEbsBlockDevices([...this.volumes]);
  }

  /**
   * Integrates the group with a kubernetes cluster.
   * @param options the integration
   */
  public useKubernetes(options: KubernetesIntegrationOptions): void {
    this.choose('kubernetes');
    const k: ScalingGroupIntegrationKubernetes = {
      clusterIdentifier: options.clusterIdentifier,
      integrationMode: options.integrationMode ?? 'pod',
      autoscaleIsEnabled: options.autoscale ?? true,
    };
    this.resource.putIntegrationKubernetes(k);
  }

  /**
   * Integrates the group with a container-service cluster.
   * @param clusterName the cluster's name
   * @param autoscale scale the group from the cluster's needs; default true
   */
  public useEcs(clusterName: string, autoscale: boolean = true): void {
    this.choose('ecs');
    this.resource.putIntegrationEcs({ clusterName, autoscaleIsEnabled: autoscale });
  }

  /**
   * Integrates the group with a docker swarm.
   * @param masterHost the swarm master's host
   * @param masterPort the swarm master's port
   */
  public useDockerSwarm(masterHost: string, masterPort: number): void {
    this.choose('dockerSwarm');
    this.resource.putIntegrationDockerSwarm({ masterHost, masterPort });
  }

  /**
   * Integrates the group with a nomad cluster.
   * @param masterHost the nomad master's host
   * @param masterPort the nomad master's port
   */
  public useNomad(masterHost: string, masterPort: number): void {
    this.choose('nomad');
    this.resource.putIntegrationNomad({ masterHost, masterPort });
  }

  private choose(integration: string): void {
    if (this.integration) {
      throw new Error(`SpotScalingGroup at '${this.node.path}' already uses the ${this.integration} integration; a group has one integration`);
    }
    this.integration = integration;
  }
}
