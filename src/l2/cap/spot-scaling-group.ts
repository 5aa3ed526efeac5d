import { Construct } from 'constructs';
import { platformTask, platformTaskKey } from './platform-tasks';
import { Lazy, TerraformIterator, Token } from '../../constructs/cdktf';
import {
  ScalingGroup,
  ScalingGroupEbsBlockDevice,
  scalingGroupEbsBlockDeviceToTerraform,
  ScalingGroupIntegrationBeanstalk,
  ScalingGroupIntegrationBeanstalkManagedActionsPlatformUpdatePerformAt,
  ScalingGroupIntegrationCodedeployDeploymentGroup,
  ScalingGroupIntegrationDnsDomain,
  ScalingGroupIntegrationDnsDomainRecordSet,
  ScalingGroupIntegrationDnsDomainRecordSetType,
  ScalingGroupIntegrationKubernetes,
  scalingGroupInstanceTypesWeightToTerraform,
  ScalingGroupScheduledTask,
  scalingGroupScheduledTaskToTerraform,
} from '../../l1/cap/pubcloud-a/scaling-group';
import { Suspension, SuspensionSuspensionName, suspensionSuspensionToTerraform } from '../../l1/cap/pubcloud-a/suspension';
import { IScalingGroup } from '../../l1/cap/references';
import { l2Warning } from '../../rules/l2-warnings';
import { TIME_WINDOW } from '../kinds';
import { PropProblems } from '../problems';
import { metadataTokens, overridden, stableOrder, tagBlocks } from './render';
import { CapacitySplit } from './scaling-group-options';
import { checkCapacity, checkHealthTimes, splitOf, warnDesiredCapacity } from './scaling-groups';
import type { AppPlatformTaskOptions } from './spot-app-platform';
import { TimeWindow } from './time-window';

/** Properties of a `SpotScalingGroup`. */
export interface SpotScalingGroupProps {
  /** Name of the group. */
  readonly name: string;
  /** Operating system product of the instances. */
  readonly product: string;
  /** Security group ids of the instances. */
  readonly securityGroups: string[];
  /**
   * Smallest capacity: a number of instances, or of weight units when the instance types have
   * weights (see `SpotScalingGroup.addInstanceType`).
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
   * @default "balanced" - written: the provider requires an orientation
   */
  readonly orientation?: string;
  /**
   * Run on-demand instances when no spot capacity is available.
   * @default true - written: the provider requires the setting
   */
  readonly fallbackToOndemand?: boolean;
  /**
   * Whether the metadata service of the group's instances answers only requests that carry a session token
   * (`metadata_options.http_tokens` "required"), or also plain requests ("optional"). Requiring tokens keeps
   * a server-side request forgery in a process of the instance from reading the instance role's
   * credentials.
   * @default - not written: the metadata service also answers requests without a token
   */
  readonly requireMetadataTokens?: boolean;
  /**
   * Share of spot instances, 0 to 100. The same as `split: CapacitySplit.spotPercentage(n)`; giving
   * both is an error.
   * @default - not written: the service decides
   */
  readonly spotPercentage?: number;
  /**
   * How the capacity is split between spot and on-demand instances: a spot percentage
   * (`CapacitySplit.spotPercentage`) or a number of on-demand instances (`CapacitySplit.onDemandCount`),
   * written to `spot_percentage` or `ondemand_count`.
   * @default - not written: the service decides
   */
  readonly split?: CapacitySplit;
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
   * Availability zones the group may launch in (`availability_zones`). Give them, or the deprecated
   * `subnetIds`, not both: the provider refuses the two together.
   * @default - not written: the service decides
   */
  readonly availabilityZones?: string[];
  /**
   * Subnet ids (written to `subnet_ids`). Giving it together with `availabilityZones` is an error: the
   * provider refuses the two together.
   * @default - not written
   * @deprecated `subnet_ids` is deprecated by the provider: use `availabilityZones`
   */
  readonly subnetIds?: string[];
  /**
   * Roll the instances when the group's configuration changes (`updatePolicy.shouldRoll`). The update
   * policy is written only when this prop, `rollBatchSizePercentage` or `resumeStateful` is given;
   * the provider then requires `shouldRoll` in it.
   * @default - not written (no update policy block): the service decides. With
   * `rollBatchSizePercentage` given, true; with `resumeStateful` alone, false
   */
  readonly rollOnChange?: boolean;
  /**
   * Share of instances replaced per roll batch, 0 to 100 (`updatePolicy.rollConfig.batchSizePercentage`);
   * giving it rolls on change (`rollOnChange: false` with it is an error).
   * @default - 20 when the group rolls on change (`rollOnChange: true`); not written otherwise
   */
  readonly rollBatchSizePercentage?: number;
  /**
   * Resume the group's stateful instances after a change (`updatePolicy.shouldResumeStateful`, which
   * the provider requires in the update policy). Giving it writes the update policy.
   * @default - not written (no update policy block); false when the update policy is written for
   * `rollOnChange` or `rollBatchSizePercentage`
   */
  readonly resumeStateful?: boolean;
  /**
   * Tags of the instances, written in the map's order. A map that is a token as a whole (a variable
   * of type map) is written as a dynamic block over it.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
  /**
   * Replace instances that fail their health checks (`auto_healing`).
   * @default - not written: the provider fills in true
   */
  readonly autoHealing?: boolean;
  /**
   * Kind of health check that decides whether an instance is healthy (`health_check_type`).
   * @default - not written
   */
  readonly healthCheckType?: string;
  /**
   * Seconds after launch before health checks count (`health_check_grace_period`), a whole number of
   * at least 0.
   * @default - not written: the service's own behaviour applies
   */
  readonly healthCheckGracePeriod?: number;
  /**
   * Seconds an instance must stay unhealthy before it is replaced
   * (`health_check_unhealthy_duration_before_replacement`), a whole number of at least 0.
   * @default - not written: the service's own behaviour applies
   */
  readonly unhealthyDuration?: number;
}

/** Options of an EBS volume added with `SpotScalingGroup.addEbsVolume`. */
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

/** Options of the container-service integration (`SpotScalingGroup.useEcs`). */
export interface EcsIntegrationOptions {
  /**
   * Scale the group automatically from the cluster's needs (the integration's autoscaler). With it
   * on, leave `desiredCapacity` out (giving it produces a warning).
   * @default true
   */
  readonly autoscale?: boolean;
}

/** Options of the container-management integration (`SpotScalingGroup.useRancher`). */
export interface RancherIntegrationOptions {
  /** Address of the management server. */
  readonly masterHost: string;
  /**
   * Access key of the management server's API, as a token (a sensitive `TerraformVariable`); a
   * literal is refused, it would be written to cdk.tf.json.
   */
  readonly accessKey: string;
  /**
   * Secret key of the management server's API, as a token (a sensitive `TerraformVariable`); a
   * literal is refused, it would be written to cdk.tf.json.
   */
  readonly secretKey: string;
  /**
   * Major version of the management server, `1` or `2`. Version 2 requires the kubernetes
   * integration on the same group (`useKubernetes`): without it synth fails.
   * @default - not sent; the service takes version 1
   */
  readonly version?: string;
}

/** Options of the CI-runner integration (`SpotScalingGroup.useGitlabRunner`). */
export interface GitlabRunnerIntegrationOptions {
  /**
   * Run the CI runner on the group's instances (`runner.isEnabled`). `false` writes the integration
   * with the runner turned off.
   * @default true - the call asks for the runner, so it is written as enabled
   */
  readonly enabled?: boolean;
}

/** A deployment group of the code-deployment integration (`SpotScalingGroup.useCodedeploy`). */
export interface CodedeployDeploymentGroup {
  /** Name of the application in the code-deployment service. */
  readonly applicationName: string;
  /** Name of the application's deployment group. */
  readonly deploymentGroupName: string;
}

/**
 * Options of the code-deployment integration (`SpotScalingGroup.useCodedeploy`); every field
 * is required.
 */
export interface CodedeployIntegrationOptions {
  /** Remove the instances from the deployment when a deployment fails. */
  readonly cleanupOnFailure: boolean;
  /** Terminate the instances on which a deployment fails. */
  readonly terminateInstanceOnFailure: boolean;
  /**
   * The deployment groups whose deployments the instances receive, at least one, written in the
   * order given (a list, not a list token: each group is checked).
   */
  readonly deploymentGroups: CodedeployDeploymentGroup[];
}

/** How each batch of an application-platform deployment is replaced. */
export interface BeanstalkDeploymentStrategy {
  /**
   * What is done to each instance of a batch (for example replace or restart); any string is
   * passed to the service as given.
   * @default - not set; the service's own behaviour applies
   */
  readonly action?: string;
  /**
   * Drain the instances before acting on them.
   * @default - not set; the service's own behaviour applies
   */
  readonly shouldDrainInstances?: boolean;
}

/** How application-platform deployments replace the group's instances. */
export interface BeanstalkDeploymentPreferences {
  /**
   * Roll the instances automatically when the environment changes.
   * @default - not set; the service's own behaviour applies
   */
  readonly automaticRoll?: boolean;
  /**
   * Share of the instances replaced in each batch, a whole number from 0 to 100.
   * @default - not set; the service's own behaviour applies
   */
  readonly batchSizePercentage?: number;
  /**
   * Time to wait between batches, in seconds; a whole number of at least 0.
   * @default - not set; the service's own behaviour applies
   */
  readonly gracePeriod?: number;
  /**
   * How each batch is replaced.
   * @default - not set; the service's own behaviour applies
   */
  readonly strategy?: BeanstalkDeploymentStrategy;
}

/** When and how far the application platform is updated (`managedActions.platformUpdate`). */
export interface BeanstalkPlatformUpdate {
  /**
   * `timeWindow` (update within `timeWindow`, which is then required) or `never` (constants:
   * `pubcloud_a.ScalingGroupIntegrationBeanstalkManagedActionsPlatformUpdatePerformAt`).
   * @default - not set; the service's own behaviour applies
   */
  readonly performAt?: string;
  /**
   * The weekly window for the update. Required with `performAt: "timeWindow"`; with `"never"` it has
   * no effect (a warning).
   * @default - not set
   */
  readonly timeWindow?: TimeWindow;
  /**
   * How far the platform is updated (for example minor or patch versions); not judged here.
   * @default - not set; the service's own behaviour applies
   */
  readonly updateLevel?: string;
}

/** Options of the application-platform integration (`SpotScalingGroup.useBeanstalk`). */
export interface BeanstalkIntegrationOptions {
  /**
   * Identifier of the application-platform environment.
   * @default - not set
   */
  readonly environmentId?: string;
  /**
   * How deployments replace the group's instances.
   * @default - not set; the service's own behaviour applies
   */
  readonly deploymentPreferences?: BeanstalkDeploymentPreferences;
  /**
   * Platform updates the service applies on its own (written as `managedActions.platformUpdate`).
   * @default - not set; the service's own behaviour applies
   */
  readonly platformUpdate?: BeanstalkPlatformUpdate;
}

/** A record set of the DNS integration, kept pointing at the group's instances. */
export interface DnsIntegrationRecordSet {
  /** Name of the record set. */
  readonly name: string;
  /**
   * Point the records at the instances' public DNS names.
   * @default - not set; the service's own behaviour applies
   */
  readonly usePublicDns?: boolean;
  /**
   * Point the records at the instances' public IP addresses.
   * @default - not set; the service's own behaviour applies
   */
  readonly usePublicIp?: boolean;
}

/** A hosted zone of the DNS integration (`SpotScalingGroup.useDns`) and its record sets. */
export interface DnsIntegrationDomain {
  /** Identifier of the hosted zone. */
  readonly hostedZoneId: string;
  /**
   * Type of the records: `a` (address records) or `cname` (aliases) (constants:
   * `pubcloud_a.ScalingGroupIntegrationDnsDomainRecordSetType`).
   * @default - not set; the service's own behaviour applies
   */
  readonly recordSetType?: string;
  /**
   * Identifier of the spot-capacity account that owns the hosted zone, when it is not the group's own.
   * @default - not set: the group's own account
   */
  readonly accountId?: string;
  /**
   * Record sets kept pointing at the instances, at least one, written in the order given.
   */
  readonly recordSets: DnsIntegrationRecordSet[];
}

/** An instance type added with `SpotScalingGroup.addInstanceType`. */
interface InstanceType {
  readonly instanceType: string;
  readonly weight?: number;
}

const VOLUME_TYPES = ['standard', 'gp2', 'gp3', 'io1', 'st1', 'sc1'];

const PROCESSES = [
  SuspensionSuspensionName.AUTO_HEALING,
  SuspensionSuspensionName.OUT_OF_STRATEGY,
  SuspensionSuspensionName.PREVENTIVE_REPLACEMENT,
  SuspensionSuspensionName.REVERT_PREFERRED,
  SuspensionSuspensionName.SCHEDULING,
];

const PERFORM_AT = [
  ScalingGroupIntegrationBeanstalkManagedActionsPlatformUpdatePerformAt.TIME_WINDOW,
  ScalingGroupIntegrationBeanstalkManagedActionsPlatformUpdatePerformAt.NEVER,
];

const RECORD_SET_TYPES = [ScalingGroupIntegrationDnsDomainRecordSetType.A, ScalingGroupIntegrationDnsDomainRecordSetType.CNAME];

/**
 * A spot scaling group (`pubcloud_a` ScalingGroup): capacity checked (min <= desired <= max),
 * instance types with weights, EBS volumes through a helper that enforces the volume-type rules,
 * integrations through typed helpers (several may be combined, each once; a rancher integration of
 * version 2 needs the kubernetes integration), and an update policy (roll on change, resume stateful
 * instances) written only when one of its props is given. Besides what is given, the group writes
 * `orientation` "balanced" and `fallbackToOndemand` true, which the provider requires.
 *
 * What the methods add is rendered when the app is synthesized, in a stable order (instance types by
 * name, volumes by device name, suspended processes by name) that does not depend on the order of the
 * calls. Only `suspendProcesses` creates a child construct: the group's one `Suspension` (construct id
 * `Suspension`); the other methods add to the group's `resource` (construct id `Resource`). An
 * attribute set on an L1 directly (an escape hatch) is kept as set: a method that would add to it
 * afterwards throws instead of losing its item.
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
export class SpotScalingGroup extends Construct implements IScalingGroup {
  /** The scaling group (L1). */
  public readonly resource: ScalingGroup;
  private readonly types: InstanceType[] = [];
  private readonly volumes: ScalingGroupEbsBlockDevice[] = [];
  private readonly desiredCapacity?: number;
  private readonly integrations = new Set<string>();
  private readonly lazyTypes: string[];
  private readonly lazyWeights: any;
  private readonly lazyVolumes: any;
  private readonly suspended: string[] = [];
  private suspendedList?: string[];
  private suspensionResource?: Suspension;
  private lazySuspensions: any;
  private readonly tasks: ScalingGroupScheduledTask[] = [];
  private readonly lazyTasks: any;

  public constructor(scope: Construct, id: string, props: SpotScalingGroupProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'SpotScalingGroup');
    props = problems.struct(props);
    problems.requireString('name', props.name);
    problems.requireString('product', props.product);
    problems.requireStrings('securityGroups', props.securityGroups);
    problems.requireNumber('minSize', props.minSize);
    problems.requireNumber('maxSize', props.maxSize);
    for (const name of ['desiredCapacity', 'spotPercentage', 'rollBatchSizePercentage'] as const) problems.optionalNumber(name, props[name]);
    for (const name of ['orientation', 'onDemandType', 'imageId', 'region'] as const) problems.optionalString(name, props[name]);
    problems.optionalBoolean('fallbackToOndemand', props.fallbackToOndemand);
    problems.optionalBoolean('requireMetadataTokens', props.requireMetadataTokens);
    problems.optionalBoolean('rollOnChange', props.rollOnChange);
    problems.optionalBoolean('resumeStateful', props.resumeStateful);
    problems.optionalStrings('availabilityZones', props.availabilityZones);
    problems.optionalStrings('subnetIds', props.subnetIds);
    problems.optionalStringMap('tags', props.tags);
    problems.optionalBoolean('autoHealing', props.autoHealing);
    problems.optionalString('healthCheckType', props.healthCheckType);
    checkHealthTimes(problems, props);
    const { minSize, maxSize, desiredCapacity } = props;
    const known = (name: string) => problems.judge(name, (props as any)[name]);
    checkCapacity(problems, [['minSize', minSize], ['desiredCapacity', desiredCapacity], ['maxSize', maxSize]]);
    for (const [n, v] of [['spotPercentage', props.spotPercentage], ['rollBatchSizePercentage', props.rollBatchSizePercentage]] as const) {
      problems.check(!known(n) || (v! >= 0 && v! <= 100), `${n}: ${v} is out of range; allowed: 0 to 100`);
    }
    const split = splitOf(problems, props.split, props.spotPercentage);
    // the provider refuses subnet_ids with availability_zones, whatever their values
    problems.check(
      !(PropProblems.given(props.subnetIds) && PropProblems.given(props.availabilityZones)),
      'subnetIds: cannot be given with availabilityZones (the provider refuses subnet_ids together with availability_zones); ' +
        'keep availabilityZones and remove subnetIds, which is deprecated',
    );
    problems.check(
      !(props.rollOnChange === false && props.rollBatchSizePercentage !== undefined && props.rollBatchSizePercentage !== null),
      'rollBatchSizePercentage: sizes the batches of the roll on change, which rollOnChange false turns off; remove one of them',
    );
    problems.throwIfAny();

    this.desiredCapacity = desiredCapacity ?? undefined;
    const tasks = () => stableOrder(this.tasks, platformTaskKey).map((t) => scalingGroupScheduledTaskToTerraform(t));
    this.lazyTasks = Lazy.anyValue({ produce: () => (this.tasks.length ? tasks() : undefined) });
    const weighted = () => this.types.some((t) => t.weight !== undefined);
    const ordered = () => stableOrder(this.types, (t) => t.instanceType);
    // instance types (and the capacity unit) are put on the L1 by the first addInstanceType: a lazy
    // list producing nothing would be written to HCL as garbage (a lazy block producing nothing is not)
    this.lazyTypes = Lazy.listValue({ produce: () => ordered().map((t) => t.instanceType) });
    const weights = () => ordered().map((t) => scalingGroupInstanceTypesWeightToTerraform({ instanceType: t.instanceType, weight: t.weight! }));
    this.lazyWeights = Lazy.anyValue({ produce: () => (weighted() ? weights() : undefined) });
    const volumes = () => stableOrder(this.volumes, (v) => v.deviceName).map((v) => scalingGroupEbsBlockDeviceToTerraform(v));
    this.lazyVolumes = Lazy.anyValue({ produce: () => (this.volumes.length ? volumes() : undefined) });

    const given = PropProblems.given;
    // the update policy only when asked for; the provider requires shouldRoll and shouldResumeStateful in it
    const rollOnChange = props.rollOnChange ?? given(props.rollBatchSizePercentage);
    const updatePolicy = [props.rollOnChange, props.rollBatchSizePercentage, props.resumeStateful].some(given)
      ? {
        shouldResumeStateful: props.resumeStateful ?? false,
        shouldRoll: rollOnChange,
        rollConfig: rollOnChange ? { batchSizePercentage: props.rollBatchSizePercentage ?? 20 } : undefined,
      }
      : undefined;
    this.resource = new ScalingGroup(this, 'Resource', {
      name: props.name,
      product: props.product,
      securityGroups: props.securityGroups,
      orientation: props.orientation ?? 'balanced',
      fallbackToOndemand: props.fallbackToOndemand ?? true,
      minSize,
      maxSize,
      desiredCapacity: desiredCapacity ?? undefined,
      spotPercentage: split.spot,
      ondemandCount: split.onDemand,
      instanceTypesOndemand: props.onDemandType ?? undefined,
      instanceTypesWeights: this.lazyWeights,
      ebsBlockDevices: this.lazyVolumes,
      imageId: props.imageId ?? undefined,
      region: props.region ?? undefined,
      availabilityZones: props.availabilityZones ?? undefined,
      subnetIds: props.subnetIds ?? undefined,
      tags: tagBlocks(props.tags),
      updatePolicy,
      metadataOptions: metadataTokens(props.requireMetadataTokens),
      autoHealing: props.autoHealing ?? undefined,
      healthCheckType: props.healthCheckType ?? undefined,
      healthCheckGracePeriod: props.healthCheckGracePeriod ?? undefined,
      healthCheckUnhealthyDurationBeforeReplacement: props.unhealthyDuration ?? undefined,
      scheduledTasks: this.lazyTasks,
    });
    // the specification's rule between integrations: rancher version 2 requires the kubernetes
    // integration. Known only once every method was called, so checked at synth (on the L1's values:
    // an integration set on the L1 directly counts too).
    this.node.addValidation({
      validate: () => {
        const rancher = this.resource.integrationRancherInput;
        if (rancher?.version !== '2' || this.resource.integrationKubernetesInput !== undefined) return [];
        return ['SpotScalingGroup: the rancher integration is version "2", which requires the kubernetes integration on the same group; call useKubernetes({ clusterIdentifier }) as well, or use rancher version "1"'];
      },
    });
  }

  /** The group's identifier (the L1's Terraform `id`), for an `IScalingGroup`. */
  public get scalingGroupId(): string {
    return this.resource.scalingGroupId;
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
    const problems = new PropProblems(this, 'SpotScalingGroup.addInstanceType');
    problems.requireString('instanceType', instanceType);
    problems.optionalNumber('weight', weight);
    weight = weight ?? undefined;
    problems
      .check(problems.isWrongKind('instanceType') || !this.types.some((t) => t.instanceType === instanceType), `${JSON.stringify(instanceType)} was already added`)
      .check(!problems.judge('weight', weight) || (Number.isInteger(weight) && weight! >= 1), `weight: ${weight} must be a whole number of at least 1`);
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
    const problems = new PropProblems(this, 'SpotScalingGroup.addEbsVolume');
    problems.requireString('deviceName', deviceName);
    options = problems.struct(options, 'options');
    problems.requireString('volumeType', options.volumeType);
    problems.requireNumber('sizeGb', options.sizeGb);
    problems.optionalNumber('iops', options.iops);
    problems.optionalNumber('throughput', options.throughput);
    problems.optionalBoolean('encrypted', options.encrypted);
    problems.optionalBoolean('deleteOnTermination', options.deleteOnTermination);
    const type = options.volumeType;
    const typeKnown = problems.judge('volumeType', type);
    const given = (v: unknown) => v !== undefined && v !== null;
    problems
      .check(!typeKnown || VOLUME_TYPES.includes(type), `volumeType: ${JSON.stringify(type)} is not one of ${VOLUME_TYPES.map((t) => JSON.stringify(t)).join(', ')}`)
      .check(!given(options.iops) || !typeKnown || type === 'io1', `iops: only with volumeType "io1" (got ${JSON.stringify(type)})`)
      .check(!given(options.throughput) || !typeKnown || type === 'gp3', `throughput: only with volumeType "gp3" (got ${JSON.stringify(type)})`)
      .check(!problems.judge('sizeGb', options.sizeGb) || (Number.isInteger(options.sizeGb) && options.sizeGb >= 1), `sizeGb: ${options.sizeGb} must be a whole number of at least 1`)
      .check(problems.isWrongKind('deviceName') || !this.volumes.some((v) => v.deviceName === deviceName), `${JSON.stringify(deviceName)} already has a volume`);
    this.checkNotOverridden(problems, 'ebsBlockDevices', this.resource.ebsBlockDevicesInput, this.lazyVolumes);
    problems.throwIfAny();
    this.volumes.push({
      deviceName,
      volumeType: type,
      volumeSize: options.sizeGb,
      iops: options.iops ?? undefined,
      throughput: options.throughput ?? undefined,
      encrypted: options.encrypted ?? true,
      deleteOnTermination: options.deleteOnTermination ?? true,
    });
  }

  /**
   * Integrates the group with a kubernetes cluster. A group may have several integrations (for
   * example rancher version 2 with kubernetes, which it requires); each one once.
   * @param options the integration
   */
  public useKubernetes(options: KubernetesIntegrationOptions): void {
    const problems = this.integrationProblems('useKubernetes', 'kubernetes', this.resource.integrationKubernetesInput);
    options = problems.struct(options, 'options');
    problems.requireString('clusterIdentifier', options.clusterIdentifier);
    problems.optionalString('integrationMode', options.integrationMode);
    problems.optionalBoolean('autoscale', options.autoscale);
    problems.check(!problems.judge('integrationMode', options.integrationMode) || ['saas', 'pod'].includes(options.integrationMode!), `integrationMode: ${JSON.stringify(options.integrationMode)} is not one of "saas", "pod"`);
    problems.throwIfAny();
    const autoscale = options.autoscale ?? true;
    const k: ScalingGroupIntegrationKubernetes = {
      clusterIdentifier: options.clusterIdentifier,
      integrationMode: options.integrationMode ?? 'pod',
      autoscaleIsEnabled: autoscale,
    };
    this.integrations.add('kubernetes');
    this.resource.putIntegrationKubernetes(k);
    this.warnIfDesiredCapacity('useKubernetes', autoscale);
  }

  /**
   * Integrates the group with a container-service cluster.
   * @param clusterName the cluster's name
   * @param options the integration
   */
  public useEcs(clusterName: string, options: EcsIntegrationOptions = {}): void {
    const problems = this.integrationProblems('useEcs', 'ecs', this.resource.integrationEcsInput);
    problems.requireString('clusterName', clusterName);
    options = problems.struct(options, 'options');
    problems.optionalBoolean('autoscale', options.autoscale);
    problems.throwIfAny();
    const autoscale = options.autoscale ?? true;
    this.integrations.add('ecs');
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
    this.checkMaster(this.integrationProblems('useDockerSwarm', 'dockerSwarm', this.resource.integrationDockerSwarmInput), masterHost, masterPort);
    this.integrations.add('dockerSwarm');
    this.resource.putIntegrationDockerSwarm({ masterHost, masterPort });
  }

  /**
   * Integrates the group with a nomad cluster. The integration's autoscaler is not configured here
   * (the service's setting applies).
   * @param masterHost the nomad master's host
   * @param masterPort the nomad master's port
   */
  public useNomad(masterHost: string, masterPort: number): void {
    this.checkMaster(this.integrationProblems('useNomad', 'nomad', this.resource.integrationNomadInput), masterHost, masterPort);
    this.integrations.add('nomad');
    this.resource.putIntegrationNomad({ masterHost, masterPort });
  }

  /**
   * Registers the group's instances with a container-management server. Version 2 requires the
   * kubernetes integration on the group as well (`useKubernetes`, before or after this call): without
   * it synth fails, naming the group.
   * @param options the integration; the keys as tokens (sensitive variables)
   */
  public useRancher(options: RancherIntegrationOptions): void {
    const problems = this.integrationProblems('useRancher', 'rancher', this.resource.integrationRancherInput);
    options = problems.struct(options, 'options');
    problems.requireString('masterHost', options.masterHost);
    problems.requireString('accessKey', options.accessKey, { secret: true });
    problems.requireString('secretKey', options.secretKey, { secret: true });
    problems.optionalString('version', options.version);
    for (const name of ['accessKey', 'secretKey'] as const) {
      problems.check(!problems.judge(name, options[name]), `${name}: a literal key would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable`);
    }
    problems.check(!problems.judge('version', options.version) || ['1', '2'].includes(options.version!), `version: ${JSON.stringify(options.version)} is not one of "1", "2"`);
    problems.throwIfAny();
    this.integrations.add('rancher');
    const { masterHost, accessKey, secretKey, version } = options;
    this.resource.putIntegrationRancher({ masterHost, accessKey, secretKey, version: version ?? undefined });
  }

  /**
   * Integrates the group with a datacenter-operating-system cluster (`integrationMesosphere`).
   * @param apiServer address of the cluster's API server
   */
  public useMesosphere(apiServer: string): void {
    const problems = this.integrationProblems('useMesosphere', 'mesosphere', this.resource.integrationMesosphereInput);
    problems.requireString('apiServer', apiServer);
    problems.check(!problems.judge('apiServer', apiServer) || apiServer.trim() !== '', 'apiServer: must not be blank');
    problems.throwIfAny();
    this.integrations.add('mesosphere');
    this.resource.putIntegrationMesosphere({ apiServer });
  }

  /**
   * Runs the CI service's runner on the group's instances (`integrationGitlab.runner`).
   * @param options the integration; the runner is enabled unless `enabled` is false
   */
  public useGitlabRunner(options: GitlabRunnerIntegrationOptions = {}): void {
    const problems = this.integrationProblems('useGitlabRunner', 'gitlab', this.resource.integrationGitlabInput);
    options = problems.struct(options, 'options');
    problems.optionalBoolean('enabled', options.enabled);
    problems.throwIfAny();
    this.integrations.add('gitlab');
    this.resource.putIntegrationGitlab({ runner: { isEnabled: options.enabled ?? true } });
  }

  /**
   * Registers the group's instances with deployment groups of a code-deployment service
   * (`integrationCodedeploy`). Every field is required, and at least one deployment group.
   * @param options the integration
   */
  public useCodedeploy(options: CodedeployIntegrationOptions): void {
    const problems = this.integrationProblems('useCodedeploy', 'codedeploy', this.resource.integrationCodedeployInput);
    options = problems.struct(options, 'options');
    requireBoolean(problems, 'cleanupOnFailure', options.cleanupOnFailure);
    requireBoolean(problems, 'terminateInstanceOnFailure', options.terminateInstanceOnFailure);
    const deploymentGroups = structList<CodedeployDeploymentGroup, ScalingGroupIntegrationCodedeployDeploymentGroup>(
      problems, 'deploymentGroups', options.deploymentGroups, true, (group, name) => {
        problems.requireString(`${name}.applicationName`, group.applicationName);
        problems.requireString(`${name}.deploymentGroupName`, group.deploymentGroupName);
        return { applicationName: group.applicationName, deploymentGroupName: group.deploymentGroupName };
      });
    problems.throwIfAny();
    this.integrations.add('codedeploy');
    this.resource.putIntegrationCodedeploy({
      cleanupOnFailure: options.cleanupOnFailure,
      terminateInstanceOnFailure: options.terminateInstanceOnFailure,
      deploymentGroups: deploymentGroups!,
    });
  }

  /**
   * Integrates the group with an application-platform environment (`integrationBeanstalk`): its
   * deployment preferences and its managed platform updates. Only what is given is written.
   * @param options the integration
   */
  public useBeanstalk(options: BeanstalkIntegrationOptions = {}): void {
    const problems = this.integrationProblems('useBeanstalk', 'beanstalk', this.resource.integrationBeanstalkInput);
    options = problems.struct(options, 'options');
    problems.optionalString('environmentId', options.environmentId);

    const prefs = problems.optionalStruct('deploymentPreferences', options.deploymentPreferences);
    const p = 'deploymentPreferences';
    let strategy: BeanstalkDeploymentStrategy | undefined;
    if (prefs) {
      problems.optionalBoolean(`${p}.automaticRoll`, prefs.automaticRoll);
      problems.optionalNumber(`${p}.batchSizePercentage`, prefs.batchSizePercentage);
      problems.optionalNumber(`${p}.gracePeriod`, prefs.gracePeriod);
      strategy = problems.optionalStruct(`${p}.strategy`, prefs.strategy);
      if (strategy) {
        problems.optionalString(`${p}.strategy.action`, strategy.action);
        problems.optionalBoolean(`${p}.strategy.shouldDrainInstances`, strategy.shouldDrainInstances);
      }
      const size = prefs.batchSizePercentage;
      problems.check(!problems.judge(`${p}.batchSizePercentage`, size) || (Number.isInteger(size) && size! >= 0 && size! <= 100), `${p}.batchSizePercentage: ${size} is not a whole number from 0 to 100`);
      const grace = prefs.gracePeriod;
      problems.check(!problems.judge(`${p}.gracePeriod`, grace) || (Number.isInteger(grace) && grace! >= 0), `${p}.gracePeriod: ${grace} must be a whole number of seconds, at least 0`);
    }

    const update = problems.optionalStruct('platformUpdate', options.platformUpdate);
    const u = 'platformUpdate';
    let neverWithWindow = false;
    if (update) {
      problems.optionalString(`${u}.performAt`, update.performAt);
      if (PropProblems.given(update.timeWindow)) problems.requireInstance(`${u}.timeWindow`, update.timeWindow, TimeWindow, TIME_WINDOW);
      problems.optionalString(`${u}.updateLevel`, update.updateLevel);
      const performAt = update.performAt;
      if (problems.judge(`${u}.performAt`, performAt)) {
        problems.check(PERFORM_AT.includes(performAt!), `${u}.performAt: ${JSON.stringify(performAt)} is not one of ${PERFORM_AT.map((v) => JSON.stringify(v)).join(', ')}`);
        problems.check(
          performAt !== ScalingGroupIntegrationBeanstalkManagedActionsPlatformUpdatePerformAt.TIME_WINDOW || PropProblems.given(update.timeWindow),
          `${u}.timeWindow: is required with performAt "timeWindow"; give the window, for example cap.TimeWindow.parse('Sun:03:00-Sun:04:00')`,
        );
        neverWithWindow = performAt === ScalingGroupIntegrationBeanstalkManagedActionsPlatformUpdatePerformAt.NEVER
          && PropProblems.given(update.timeWindow);
      }
    }
    problems.throwIfAny();

    const integration: ScalingGroupIntegrationBeanstalk = {
      environmentId: options.environmentId ?? undefined,
      deploymentPreferences: prefs ? {
        automaticRoll: prefs.automaticRoll ?? undefined,
        batchSizePercentage: prefs.batchSizePercentage ?? undefined,
        gracePeriod: prefs.gracePeriod ?? undefined,
        strategy: strategy ? { action: strategy.action ?? undefined, shouldDrainInstances: strategy.shouldDrainInstances ?? undefined } : undefined,
      } : undefined,
      managedActions: update ? {
        platformUpdate: {
          performAt: update.performAt ?? undefined,
          timeWindow: update.timeWindow?.toString(),
          updateLevel: update.updateLevel ?? undefined,
        },
      } : undefined,
    };
    this.integrations.add('beanstalk');
    this.resource.putIntegrationBeanstalk(integration);
    if (neverWithWindow) {
      l2Warning(this, 'CAP-L2-003',
        `SpotScalingGroup.useBeanstalk at '${this.node.path}': platformUpdate.timeWindow (${update!.timeWindow}) has no effect with performAt "never"; ` +
        'remove the window, or set performAt "timeWindow".',
      );
    }
  }

  /**
   * Keeps DNS records in hosted zones pointing at the group's instances (`integrationDns`).
   * @param domains the hosted zones and their record sets, at least one, written in the order given
   */
  public useDns(domains: DnsIntegrationDomain[]): void {
    const problems = this.integrationProblems('useDns', 'dns', this.resource.integrationDnsInput);
    const list = structList<DnsIntegrationDomain, ScalingGroupIntegrationDnsDomain>(problems, 'domains', domains, true, (domain, name) => {
      problems.requireString(`${name}.hostedZoneId`, domain.hostedZoneId);
      problems.optionalString(`${name}.recordSetType`, domain.recordSetType);
      problems.optionalString(`${name}.accountId`, domain.accountId);
      const type = domain.recordSetType;
      problems.check(
        !problems.judge(`${name}.recordSetType`, type) || RECORD_SET_TYPES.includes(type!),
        `${name}.recordSetType: ${JSON.stringify(type)} is not one of ${RECORD_SET_TYPES.map((v) => JSON.stringify(v)).join(', ')}`,
      );
      const recordSets = structList<DnsIntegrationRecordSet, ScalingGroupIntegrationDnsDomainRecordSet>(problems, `${name}.recordSets`, domain.recordSets, true, (set, setName) => {
        problems.requireString(`${setName}.name`, set.name);
        problems.optionalBoolean(`${setName}.usePublicDns`, set.usePublicDns);
        problems.optionalBoolean(`${setName}.usePublicIp`, set.usePublicIp);
        return { name: set.name, usePublicDns: set.usePublicDns ?? undefined, usePublicIp: set.usePublicIp ?? undefined };
      });
      return {
        hostedZoneId: domain.hostedZoneId, recordSetType: type ?? undefined, spotinstAcctId: domain.accountId ?? undefined, recordSets: recordSets!,
      };
    });
    problems.throwIfAny();
    this.integrations.add('dns');
    this.resource.putIntegrationDns({ domains: list! });
  }

  /**
   * Runs a task on a schedule (`scheduled_task`): a cron expression or a frequency (exactly one of
   * them), with the settings of its type; the same tasks as `SpotAppPlatform.addScheduledTask`. Only the
   * settings given are written (numbers as the strings the service takes); tasks are written sorted by
   * type and schedule, and the same type on the same schedule twice is an error.
   * @param taskType `scale`, `backup_ami`, `roll`, `scaleUp`, `percentageScaleUp`, `scaleDown`,
   * `percentageScaleDown` or `statefulUpdateCapacity` (constants: `pubcloud_a.AppPlatformScheduledTaskTaskType`)
   * @param options when it runs, and its settings
   */
  public addScheduledTask(taskType: string, options: AppPlatformTaskOptions): void {
    const problems = new PropProblems(this, 'SpotScalingGroup.addScheduledTask');
    this.checkNotOverridden(problems, 'scheduledTasks', this.resource.scheduledTasksInput, this.lazyTasks);
    const task = platformTask(problems, taskType, options, this.tasks);
    problems.throwIfAny();
    this.tasks.push(task);
  }

  /** The group's suspension (L1) created by `suspendProcesses`; undefined before the first call. */
  public get suspension(): Suspension | undefined {
    return this.suspensionResource;
  }

  /**
   * Suspends automatic processes of the group for as long as the suspension is part of the app;
   * removing it resumes them. The group has one suspension resource (construct id `Suspension`):
   * further calls add processes to it, written sorted by name, whatever the order of the calls.
   * @param processes the processes: `AUTO_HEALING`, `OUT_OF_STRATEGY`, `PREVENTIVE_REPLACEMENT`,
   * `REVERT_PREFERRED` or `SCHEDULING` (constants: `pubcloud_a.SuspensionSuspensionName`), at least
   * one, each once. A list token (a variable of type list) is written as a dynamic block over it; it
   * must then be the only list given.
   * @returns the suspension (L1)
   */
  public suspendProcesses(processes: string[]): Suspension {
    const problems = new PropProblems(this, 'SpotScalingGroup.suspendProcesses');
    problems.requireStrings('processes', processes);
    const listToken = PropProblems.given(processes) && Token.isUnresolved(processes);
    if (problems.judge('processes', processes)) {
      problems.check(processes.length > 0, 'processes: is empty; give at least one process');
      const seen = new Set<string>();
      processes.forEach((p, i) => {
        if (!PropProblems.known(p)) return;
        problems.check(PROCESSES.includes(p), `processes[${i}]: ${JSON.stringify(p)} is not one of ${PROCESSES.map((x) => JSON.stringify(x)).join(', ')}`);
        problems.check(!seen.has(p) && !this.suspended.includes(p), `processes[${i}]: ${JSON.stringify(p)} is ${seen.has(p) ? 'given twice' : 'already suspended'}`);
        seen.add(p);
      });
    }
    if (this.suspensionResource) {
      const problem = overridden('suspensions', this.suspensionResource.suspensionsInput, this.lazySuspensions);
      problems.check(problem === undefined, problem?.replace('(`resource`)', '(`suspension`)') ?? '');
      problems.check(
        !this.suspendedList && !listToken,
        'processes: a list token (known only to Terraform) cannot be combined with the processes of another call; give all processes in one list',
      );
    }
    problems.throwIfAny();
    if (listToken) {
      this.suspendedList = processes;
    } else {
      this.suspended.push(...processes);
    }
    if (!this.suspensionResource) {
      this.lazySuspensions = Lazy.anyValue({ produce: () => this.renderSuspensions() });
      this.suspensionResource = new Suspension(this, 'Suspension', {
        groupId: this.resource.scalingGroupId,
        suspensions: this.suspendedList ? dynamicNames(this.suspendedList) : this.lazySuspensions,
      });
      if (this.suspendedList) this.lazySuspensions = this.suspensionResource.suspensionsInput;
    }
    return this.suspensionResource;
  }

  private renderSuspensions(): any {
    return stableOrder(this.suspended, (p) => p).map((name) => suspensionSuspensionToTerraform({ name }));
  }

  /**
   * The problems of a call that adds an integration: each integration once, and not over one set on
   * the L1 directly.
   */
  private integrationProblems(method: string, integration: string, current: unknown): PropProblems {
    const problems = new PropProblems(this, `SpotScalingGroup.${method}`);
    const mine = this.integrations.has(integration);
    problems.check(mine || current === undefined, `the ${integration} integration was set on the L1 (\`resource\`) directly; that value is kept as set`);
    problems.check(!mine, `the group already uses the ${integration} integration (each integration once; a group may have several different ones)`);
    return problems;
  }

  private checkMaster(problems: PropProblems, masterHost: string, masterPort: number): void {
    problems.requireString('masterHost', masterHost);
    problems.requireNumber('masterPort', masterPort);
    problems.check(!problems.judge('masterHost', masterHost) || masterHost.trim() !== '', 'masterHost: must not be blank');
    problems.check(!problems.judge('masterPort', masterPort) || (Number.isInteger(masterPort) && masterPort >= 1 && masterPort <= 65535), `masterPort: ${masterPort} is not a port (a whole number from 1 to 65535)`);
    problems.throwIfAny();
  }

  private checkNotOverridden(problems: PropProblems, attribute: string, current: unknown, lazy: unknown): void {
    const problem = overridden(attribute, current, lazy);
    problems.check(problem === undefined, problem ?? '');
  }

  private warnIfDesiredCapacity(method: string, autoscale: boolean): void {
    if (Token.isUnresolved(autoscale) || autoscale !== true) return;
    warnDesiredCapacity(this, `SpotScalingGroup.${method}`, this.desiredCapacity, `the ${method === 'useEcs' ? 'ecs' : 'kubernetes'} integration's autoscaler`,
      'Leave desiredCapacity out, or set autoscale: false.');
  }
}

/** A required boolean (a token is a boolean): PropProblems has no helper for it. */
function requireBoolean(problems: PropProblems, name: string, value: unknown): void {
  if (PropProblems.given(value)) {
    problems.optionalBoolean(name, value);
  } else {
    problems.check(false, `${name}: is required, but ${value === null ? 'was null' : 'was not given'}; expected a boolean (true or false)`);
  }
}

/**
 * Checks a list of structs, item by item (`name[i]`, `name[i].field`) with PropProblems.structList,
 * each item read by `each`, which checks its fields and returns it as the L1 takes it. A required
 * list must have an item. A list token (a variable of type list) is refused, as for a cluster's
 * taints: its items are blocks, which need each item known.
 * @returns the items to write (undefined when not given or not a list)
 */
function structList<T, R>(
  problems: PropProblems, name: string, value: T[] | undefined, required: boolean, each: (item: T, itemName: string) => R,
): R[] | undefined {
  if (PropProblems.given(value) && Token.isUnresolved(value)) {
    problems.check(false, `${name}: expected a list of objects of named properties, got ${PropProblems.describe(value)}`);
    return undefined;
  }
  const items: R[] = [];
  const list = problems.structList(name, value, required, (itemName, item) => items.push(each(item, itemName)));
  if (!list) return undefined;
  problems.check(!required || list.length > 0, `${name}: is empty; give at least one`);
  return items;
}

/** `{ name }` blocks over a list token: a Terraform dynamic block. */
function dynamicNames(list: string[]): any {
  const it = TerraformIterator.fromList(list);
  return it.dynamic({ name: it.value });
}
