import { Construct } from 'constructs';
import { Annotations, Lazy, Token } from '../../constructs/cdktf';
import {
  ScalingGroup,
  ScalingGroupEbsBlockDevice,
  scalingGroupEbsBlockDeviceToTerraform,
  ScalingGroupIntegrationKubernetes,
  scalingGroupInstanceTypesWeightToTerraform,
} from '../../l1/cap/pubcloud-a/scaling-group';
import { PropProblems } from '../problems';
import { overridden, stableOrder, tagBlocks } from './render';

/** Properties of a {@link SpotScalingGroup}. */
export interface SpotScalingGroupProps {
  /** Name of the group. */
  readonly name: string;
  /** Operating system product of the instances. */
  readonly product: string;
  /** Security group ids of the instances. */
  readonly securityGroups: string[];
  /**
   * Smallest capacity: a number of instances, or of weight units when the instance types have
   * weights (see {@link SpotScalingGroup.addInstanceType}).
   */
  readonly minSize: number;
  /** Largest capacity, in the same unit as `minSize`. */
  readonly maxSize: number;
  /**
   * Capacity to run, in the same unit as `minSize`; between `minSize` and `maxSize`.
   *
   * Written only when given. With autoscaling on (an integration added with `autoscale` on, the
   * default of `useKubernetes` and `useEcs`) the service changes the desired capacity itself, and a
   * value written here is forced back at every apply: giving it then produces a warning.
   *
   * @default - not written: the service decides (and, with autoscaling on, the autoscaler)
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
   * Share of instances replaced per roll batch, 0 to 100; only with `rollOnChange` (an error otherwise).
   * @default 20
   */
  readonly rollBatchSizePercentage?: number;
  /**
   * Tags of the instances, written in the map's order. A map that is a token as a whole (a variable
   * of type map) is written as a dynamic block over it.
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
   * Scale the group automatically from the cluster's needs (the integration's autoscaler). With it
   * on, leave `desiredCapacity` out (giving it produces a warning).
   * @default true
   */
  readonly autoscale?: boolean;
}

/** Options of the container-service integration ({@link SpotScalingGroup.useEcs}). */
export interface EcsIntegrationOptions {
  /**
   * Scale the group automatically from the cluster's needs (the integration's autoscaler). With it
   * on, leave `desiredCapacity` out (giving it produces a warning).
   * @default true
   */
  readonly autoscale?: boolean;
}


/** An instance type added with {@link SpotScalingGroup.addInstanceType}. */
interface InstanceType {
  readonly instanceType: string;
  readonly weight?: number;
}

const VOLUME_TYPES = ['standard', 'gp2', 'gp3', 'io1', 'st1', 'sc1'];

/**
 * A spot scaling group (`pubcloud_a` ScalingGroup): capacity checked (min <= desired <= max),
 * instance types with weights, EBS volumes through a helper that enforces the volume-type rules, one
 * integration chosen through typed helpers, and a roll-on-change update policy.
 *
 * What the methods add is rendered when the app is synthesized, in a stable order (instance types by
 * name, volumes by device name) that does not depend on the order of the calls; none of them creates
 * a child construct, so the group's only Terraform address is its `resource` (construct id
 * `Resource`). An attribute set on `resource` directly (an escape hatch) is kept as set: a method that
 * would add to it afterwards throws instead of losing its item.
 *
 * @example
 * const workers = new cap.SpotScalingGroup(this, 'Workers', {
 *   name: 'workers', product: 'Linux/UNIX', securityGroups: ['sg-1'], minSize: 2, maxSize: 40,
 * });
 * workers.addInstanceType('m5.large', 2);   // weights: capacities count weight units
 * workers.addInstanceType('m5.xlarge', 4);
 * workers.addEbsVolume('/dev/xvda', { volumeType: 'gp3', sizeGb: 50, throughput: 250 });
 * workers.useKubernetes({ clusterIdentifier: 'prod' });   // its autoscaler manages the desired capacity
 */
export class SpotScalingGroup extends Construct {
  /** The scaling group (L1). */
  public readonly resource: ScalingGroup;
  private readonly types: InstanceType[] = [];
  private readonly volumes: ScalingGroupEbsBlockDevice[] = [];
  private readonly desiredCapacity?: number;
  private integration?: string;
  private readonly lazyTypes: string[];
  private readonly lazyWeights: any;
  private readonly lazyVolumes: any;

  public constructor(scope: Construct, id: string, props: SpotScalingGroupProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'SpotScalingGroup');
    const { minSize, maxSize, desiredCapacity } = props;
    for (const [n, v] of [['minSize', minSize], ['maxSize', maxSize], ['desiredCapacity', desiredCapacity]] as const) {
      problems.check(!PropProblems.known(v) || (Number.isInteger(v) && v! >= 0), `${n}: ${v} must be a whole number of at least 0`);
    }
    if (desiredCapacity !== undefined) {
      const known = [minSize, desiredCapacity, maxSize].every((v) => PropProblems.known(v));
      problems.check(!known || (minSize <= desiredCapacity && desiredCapacity <= maxSize), `capacity: minSize (${minSize}) <= desiredCapacity (${desiredCapacity}) <= maxSize (${maxSize}) does not hold`);
    } else {
      const known = [minSize, maxSize].every((v) => PropProblems.known(v));
      problems.check(!known || minSize <= maxSize, `capacity: minSize (${minSize}) <= maxSize (${maxSize}) does not hold`);
    }
    for (const [n, v] of [['spotPercentage', props.spotPercentage], ['rollBatchSizePercentage', props.rollBatchSizePercentage]] as const) {
      problems.check(!PropProblems.known(v) || (v! >= 0 && v! <= 100), `${n}: ${v} is out of range; allowed: 0 to 100`);
    }
    problems.check(
      !(props.rollOnChange === false && props.rollBatchSizePercentage !== undefined),
      'rollBatchSizePercentage: sizes the batches of the roll on change, which rollOnChange false turns off; remove one of them',
    );
    problems.throwIfAny();

    this.desiredCapacity = desiredCapacity;
    const weighted = () => this.types.some((t) => t.weight !== undefined);
    const ordered = () => stableOrder(this.types, (t) => t.instanceType);
    // instance types (and the capacity unit) are put on the L1 by the first addInstanceType: a lazy
    // list producing nothing would be written to HCL as garbage (a lazy block producing nothing is not)
    this.lazyTypes = Lazy.listValue({ produce: () => ordered().map((t) => t.instanceType) });
    const weights = () => ordered().map((t) => scalingGroupInstanceTypesWeightToTerraform({ instanceType: t.instanceType, weight: t.weight! }));
    this.lazyWeights = Lazy.anyValue({ produce: () => (weighted() ? weights() : undefined) });
    const volumes = () => stableOrder(this.volumes, (v) => v.deviceName).map((v) => scalingGroupEbsBlockDeviceToTerraform(v));
    this.lazyVolumes = Lazy.anyValue({ produce: () => (this.volumes.length ? volumes() : undefined) });

    const rollOnChange = props.rollOnChange ?? true;
    this.resource = new ScalingGroup(this, 'Resource', {
      name: props.name,
      product: props.product,
      securityGroups: props.securityGroups,
      orientation: props.orientation ?? 'balanced',
      fallbackToOndemand: props.fallbackToOndemand ?? true,
      minSize,
      maxSize,
      desiredCapacity,
      spotPercentage: props.spotPercentage,
      instanceTypesOndemand: props.onDemandType,
      instanceTypesWeights: this.lazyWeights,
      ebsBlockDevices: this.lazyVolumes,
      imageId: props.imageId,
      region: props.region,
      subnetIds: props.subnetIds,
      tags: tagBlocks(props.tags),
      updatePolicy: { shouldRoll: rollOnChange, rollConfig: rollOnChange ? { batchSizePercentage: props.rollBatchSizePercentage ?? 20 } : undefined },
    });
  }

  /**
   * Adds a spot instance type, with an optional weight: the capacity units one instance counts for.
   *
   * Weights are given for all instance types or for none (a call that breaks this throws). With
   * weights, the group's `capacityUnit` is `weight` (the service counts weights only then), and
   * `minSize`, `maxSize` and `desiredCapacity` count weight units. Instance types are written sorted
   * by name.
   * @param instanceType the instance type
   * @param weight capacity units, a whole number of at least 1; default unweighted
   */
  public addInstanceType(instanceType: string, weight?: number): void {
    const problems = new PropProblems(this, 'SpotScalingGroup.addInstanceType')
      .check(!this.types.some((t) => t.instanceType === instanceType), `${JSON.stringify(instanceType)} was already added`)
      .check(weight === undefined || !PropProblems.known(weight) || (Number.isInteger(weight) && weight >= 1), `weight: ${weight} must be a whole number of at least 1`);
    const others = this.types.filter((t) => (t.weight !== undefined) !== (weight !== undefined)).map((t) => JSON.stringify(t.instanceType));
    problems.check(
      others.length === 0,
      `weight: instance-type weights are given for all types or none; ${JSON.stringify(instanceType)} has ${weight === undefined ? 'none' : 'one'}, ` +
        `${others.join(', ')} ${weight === undefined ? (others.length > 1 ? 'have one' : 'has one') : (others.length > 1 ? 'have none' : 'has none')}`,
    );
    const first = this.types.length === 0;
    this.checkNotOverridden(problems, 'instanceTypesSpots', this.resource.instanceTypesSpotsInput, first ? undefined : this.lazyTypes);
    const unit = this.resource.capacityUnitInput;
    if (weight !== undefined) {
      this.checkNotOverridden(problems, 'instanceTypesWeights', this.resource.instanceTypesWeightsInput, this.lazyWeights);
      problems.check(
        unit === undefined || !PropProblems.known(unit) || unit === 'weight',
        `capacityUnit: is ${JSON.stringify(unit)} on the L1; weights count only with "weight"`,
      );
    }
    problems.throwIfAny();
    this.types.push({ instanceType, weight });
    if (first) this.resource.instanceTypesSpots = this.lazyTypes;
    if (first && weight !== undefined && unit === undefined) this.resource.capacityUnit = 'weight';
  }

  /**
   * Adds an EBS volume. The package's rules are enforced here: IOPS only with `io1`, throughput only
   * with `gp3` (a volume type given as a token is not judged). Volumes are written sorted by device
   * name. Changing block devices replaces the group's instances.
   * @param deviceName the device name, for example `/dev/xvda`
   * @param options the volume
   */
  public addEbsVolume(deviceName: string, options: EbsVolumeOptions): void {
    const type = options.volumeType;
    const typeKnown = PropProblems.known(type);
    const problems = new PropProblems(this, 'SpotScalingGroup.addEbsVolume')
      .check(!typeKnown || VOLUME_TYPES.includes(type), `volumeType: ${JSON.stringify(type)} is not one of ${VOLUME_TYPES.map((t) => JSON.stringify(t)).join(', ')}`)
      .check(options.iops === undefined || !typeKnown || type === 'io1', `iops: only with volumeType "io1" (got ${JSON.stringify(type)})`)
      .check(options.throughput === undefined || !typeKnown || type === 'gp3', `throughput: only with volumeType "gp3" (got ${JSON.stringify(type)})`)
      .check(!PropProblems.known(options.sizeGb) || (Number.isInteger(options.sizeGb) && options.sizeGb >= 1), `sizeGb: ${options.sizeGb} must be a whole number of at least 1`)
      .check(!this.volumes.some((v) => v.deviceName === deviceName), `${JSON.stringify(deviceName)} already has a volume`);
    this.checkNotOverridden(problems, 'ebsBlockDevices', this.resource.ebsBlockDevicesInput, this.lazyVolumes);
    problems.throwIfAny();
    this.volumes.push({
      deviceName,
      volumeType: type,
      volumeSize: options.sizeGb,
      iops: options.iops,
      throughput: options.throughput,
      encrypted: options.encrypted ?? true,
      deleteOnTermination: options.deleteOnTermination ?? true,
    });
  }

  /**
   * Integrates the group with a kubernetes cluster.
   * @param options the integration
   */
  public useKubernetes(options: KubernetesIntegrationOptions): void {
    this.choose('kubernetes', this.resource.integrationKubernetesInput);
    const autoscale = options.autoscale ?? true;
    const k: ScalingGroupIntegrationKubernetes = {
      clusterIdentifier: options.clusterIdentifier,
      integrationMode: options.integrationMode ?? 'pod',
      autoscaleIsEnabled: autoscale,
    };
    this.resource.putIntegrationKubernetes(k);
    this.warnIfDesiredCapacity('useKubernetes', autoscale);
  }

  /**
   * Integrates the group with a container-service cluster.
   * @param clusterName the cluster's name
   * @param options the integration
   */
  public useEcs(clusterName: string, options: EcsIntegrationOptions = {}): void {
    this.choose('ecs', this.resource.integrationEcsInput);
    const autoscale = options.autoscale ?? true;
    this.resource.putIntegrationEcs({ clusterName, autoscaleIsEnabled: autoscale });
    this.warnIfDesiredCapacity('useEcs', autoscale);
  }

  /**
   * Integrates the group with a docker swarm. The integration's autoscaler is not configured here
   * (the service's setting applies).
   * @param masterHost the swarm master's host
   * @param masterPort the swarm master's port
   */
  public useDockerSwarm(masterHost: string, masterPort: number): void {
    this.choose('dockerSwarm', this.resource.integrationDockerSwarmInput);
    this.resource.putIntegrationDockerSwarm({ masterHost, masterPort });
  }

  /**
   * Integrates the group with a nomad cluster. The integration's autoscaler is not configured here
   * (the service's setting applies).
   * @param masterHost the nomad master's host
   * @param masterPort the nomad master's port
   */
  public useNomad(masterHost: string, masterPort: number): void {
    this.choose('nomad', this.resource.integrationNomadInput);
    this.resource.putIntegrationNomad({ masterHost, masterPort });
  }

  private choose(integration: string, current: unknown): void {
    if (this.integration) {
      throw new Error(`SpotScalingGroup at '${this.node.path}' already uses the ${this.integration} integration; a group has one integration`);
    }
    if (current !== undefined) {
      throw new Error(`SpotScalingGroup at '${this.node.path}': the ${integration} integration was set on the L1 (\`resource\`) directly; that value is kept as set`);
    }
    this.integration = integration;
  }

  private checkNotOverridden(problems: PropProblems, attribute: string, current: unknown, lazy: unknown): void {
    const problem = overridden(attribute, current, lazy);
    problems.check(problem === undefined, problem ?? '');
  }

  private warnIfDesiredCapacity(method: string, autoscale: boolean): void {
    if (this.desiredCapacity === undefined || Token.isUnresolved(autoscale) || autoscale !== true) return;
    Annotations.of(this).addWarning(
      `SpotScalingGroup.${method} at '${this.node.path}': desiredCapacity (${this.desiredCapacity}) is written while the ${method === 'useEcs' ? 'ecs' : 'kubernetes'} ` +
      'integration\'s autoscaler is on; the autoscaler changes the desired capacity itself and every apply forces it back. Leave desiredCapacity out, or set autoscale: false.',
    );
  }
}
