import { Construct } from 'constructs';
import { TerraformResource, Token } from '../../constructs/cdktf';
import { ManagedK8sScalingGroup } from '../../l1/cap/pubcloud-c/managed-k8s-scaling-group';
import { ScalingGroup, ScalingGroupConfig, ScalingGroupIntegrationManagedK8S, scalingGroupScheduledTaskToTerraform } from '../../l1/cap/pubcloud-c/scaling-group';
import { PropProblems } from '../problems';
import { checkHeadroom } from './node-pool-rules';
import { checkLabelKeys, numberString, tagBlocks } from './render';
import { CapacitySplit, ScheduledCapacityOptions } from './scaling-group-options';
import { checkCapacity, checkHealthTimes, ScheduledCapacityTasks, splitOf } from './scaling-groups';
import type { HeadroomOptions } from './spot-cluster';

/**
 * The autoscaler of a `pubcloud_c` group that supplies nodes to a managed_k8s cluster: the service
 * scales the group from the pods' needs.
 */
export interface ManagedK8sAutoscalerOptions {
  /**
   * Whether the service scales the group from the pods' needs (`autoscale_is_enabled`). With it on,
   * Terraform ignores later changes of `desired_capacity` (the provider requires the value; the
   * autoscaler owns it after the group is created).
   * @default true
   */
  readonly autoscaler?: boolean;
  /**
   * Spare capacity the autoscaler keeps free, in units (`autoscale_headroom`); `gpuPerUnit` is not
   * taken on `pubcloud_c`. Needs the autoscaler on.
   * @default - not written: the service sizes the headroom itself (`autoscale_is_auto_config` true)
   */
  readonly headroom?: HeadroomOptions;
  /**
   * Seconds after a scaling action before the autoscaler acts again (`autoscale_cooldown`), a whole
   * number of at least 0. Needs the autoscaler on.
   * @default - not written: the service decides
   */
  readonly autoscaleCooldown?: number;
}

/** The managed_k8s cluster a `SpotScalingGroupPubcloudC` supplies nodes to (`useManagedK8s`). */
export interface ManagedK8sIntegrationOptions extends ManagedK8sAutoscalerOptions {
  /** Identifier of the managed_k8s cluster. */
  readonly clusterId: string;
  /**
   * Location of the managed_k8s cluster.
   * @default - not written
   */
  readonly location?: string;
}

/** The properties the `pubcloud_c` scaling groups share (`SpotScalingGroupPubcloudC`, `SpotManagedK8sScalingGroup`). */
export interface CommonPubcloudCScalingGroupProps {
  /** Name of the group. */
  readonly name: string;
  /** Smallest number of instances. */
  readonly minSize: number;
  /** Largest number of instances; at least `minSize`. */
  readonly maxSize: number;
  /**
   * Number of instances to run, between `minSize` and `maxSize`; the provider requires it. With the
   * autoscaler on, it is the capacity the group starts with: Terraform ignores later changes of it.
   */
  readonly desiredCapacity: number;
  /**
   * Machine type of on-demand capacity (`instance_types_ondemand`).
   * @default - not written
   */
  readonly onDemandType?: string;
  /**
   * Machine types of preemptible capacity (`instance_types_preemptible`).
   * @default - not written
   */
  readonly preemptibleTypes?: string[];
  /**
   * How the capacity is split between preemptible and on-demand instances:
   * `CapacitySplit.spotPercentage(n)` (`preemptible_percentage`) or `CapacitySplit.onDemandCount(n)`
   * (`ondemand_count`).
   * @default - not written: the service decides
   */
  readonly split?: CapacitySplit;
  /**
   * Launch on-demand instances when no preemptible capacity is available.
   * @default - not written: the service decides
   */
  readonly fallbackToOndemand?: boolean;
  /**
   * Time, in seconds, given to an instance to drain before it is terminated.
   * @default - not written: the service decides
   */
  readonly drainingTimeout?: number;
  /**
   * Service account the instances run as.
   * @default - not written
   */
  readonly serviceAccount?: string;
  /**
   * Script run on every instance at boot.
   * @default - not written
   */
  readonly startupScript?: string;
  /**
   * Network tags of the instances (`tags`, a list of strings).
   * @default - not written
   */
  readonly tags?: string[];
  /**
   * Labels of the instances, written in the map's order; keys must not be empty.
   * @default - none
   */
  readonly labels?: { [key: string]: string };
  /**
   * Metadata items of the instances, written in the map's order.
   * @default - none
   */
  readonly metadata?: { [key: string]: string };
}

/** Properties of a `SpotScalingGroupPubcloudC`. */
export interface SpotScalingGroupPubcloudCProps extends CommonPubcloudCScalingGroupProps {
  /**
   * Subnets the group may launch in, by region (`subnets`: one block per region). The map must be
   * known (a map token as a whole is refused); a region's list may be a list token.
   * @default - not written
   */
  readonly subnets?: { [region: string]: string[] };
  /**
   * Image of the instances' boot disk (`disk` with `boot` and `auto_delete` true, and
   * `initialize_params.source_image`).
   * @default - no disk is written
   */
  readonly sourceImage?: string;
  /**
   * Replace instances that fail their health checks (`auto_healing`).
   * @default - not written
   */
  readonly autoHealing?: boolean;
  /**
   * Kind of health check that decides whether an instance is healthy (`health_check_type`).
   * @default - not written
   */
  readonly healthCheckType?: string;
  /**
   * Seconds after launch before health checks count (`health_check_grace_period`).
   * @default - not written
   */
  readonly healthCheckGracePeriod?: number;
  /**
   * Seconds an instance must stay unhealthy before it is replaced (`unhealthy_duration`).
   * @default - not written
   */
  readonly unhealthyDuration?: number;
}

/** Properties of a `SpotManagedK8sScalingGroup`. */
export interface SpotManagedK8sScalingGroupProps extends CommonPubcloudCScalingGroupProps, ManagedK8sAutoscalerOptions {
  /** Identifier of the managed_k8s cluster the group supplies nodes to (`integration_managed_k8s.cluster_id`). */
  readonly clusterId: string;
  /** Zone of the managed_k8s cluster (`cluster_zone_name`). */
  readonly clusterZoneName: string;
  /**
   * Image of the group's nodes.
   * @default - not written
   */
  readonly nodeImage?: string;
}

/** Checks the props both `pubcloud_c` groups take, and returns the attributes they write alike. */
type CommonAttributes = Pick<ScalingGroupConfig, 'name' | 'minSize' | 'maxSize' | 'desiredCapacity' | 'instanceTypesOndemand' | 'instanceTypesPreemptibles' |
  'preemptiblePercentage' | 'ondemandCount' | 'fallbackToOndemand' | 'drainingTimeout' | 'serviceAccount' | 'startupScript' | 'tags' | 'labels' | 'metadata'>;

function commonAttributes(problems: PropProblems, props: CommonPubcloudCScalingGroupProps): CommonAttributes {
  problems.requireString('name', props.name);
  for (const name of ['minSize', 'maxSize', 'desiredCapacity'] as const) problems.requireNumber(name, props[name]);
  for (const name of ['onDemandType', 'serviceAccount', 'startupScript'] as const) problems.optionalString(name, props[name]);
  for (const name of ['preemptibleTypes', 'tags'] as const) problems.optionalStrings(name, props[name]);
  problems.optionalNumber('drainingTimeout', props.drainingTimeout);
  problems.optionalBoolean('fallbackToOndemand', props.fallbackToOndemand);
  for (const name of ['labels', 'metadata'] as const) problems.optionalStringMap(name, props[name]);
  checkLabelKeys(problems, 'labels', props.labels, 'label');
  checkCapacity(problems, [['minSize', props.minSize], ['desiredCapacity', props.desiredCapacity], ['maxSize', props.maxSize]]);
  const split = splitOf(problems, props.split);
  return {
    name: props.name,
    minSize: props.minSize,
    maxSize: props.maxSize,
    desiredCapacity: props.desiredCapacity,
    instanceTypesOndemand: props.onDemandType ?? undefined,
    instanceTypesPreemptibles: props.preemptibleTypes ?? undefined,
    preemptiblePercentage: split.spot,
    ondemandCount: split.onDemand,
    fallbackToOndemand: props.fallbackToOndemand ?? undefined,
    drainingTimeout: props.drainingTimeout ?? undefined,
    serviceAccount: props.serviceAccount ?? undefined,
    startupScript: props.startupScript ?? undefined,
    tags: props.tags ?? undefined,
    labels: tagBlocks(props.labels),
    metadata: tagBlocks(props.metadata),
  };
}

/** Checks an autoscaler's options and returns the integration's autoscale attributes. */
function autoscaleAttributes(problems: PropProblems, options: ManagedK8sAutoscalerOptions): ScalingGroupIntegrationManagedK8S {
  problems.optionalBoolean('autoscaler', options.autoscaler);
  problems.optionalNumber('autoscaleCooldown', options.autoscaleCooldown);
  const headroom = checkHeadroom(problems, options.headroom);
  problems.check(!PropProblems.given(headroom?.gpuPerUnit), 'headroom.gpuPerUnit: the pubcloud_c autoscaler\'s headroom has no GPUs; remove it');
  problems.check(
    !problems.judge('autoscaleCooldown', options.autoscaleCooldown) || (Number.isInteger(options.autoscaleCooldown) && options.autoscaleCooldown! >= 0),
    `autoscaleCooldown: ${options.autoscaleCooldown} must be a whole number of at least 0`,
  );
  if (options.autoscaler === false) {
    for (const name of ['headroom', 'autoscaleCooldown'] as const) {
      problems.check(!PropProblems.given(options[name]), `${name}: tunes the autoscaler, but autoscaler is false; set autoscaler: true, or remove ${name}`);
    }
  }
  return {
    autoscaleIsEnabled: options.autoscaler ?? true,
    autoscaleIsAutoConfig: headroom === undefined ? undefined : false,
    autoscaleCooldown: options.autoscaleCooldown ?? undefined,
    autoscaleHeadroom: headroom === undefined
      ? undefined
      : { cpuPerUnit: headroom.cpuPerUnit, memoryPerUnit: headroom.memoryPerUnit, numOfUnits: headroom.numOfUnits },
  };
}

/**
 * Makes Terraform ignore later changes of `desired_capacity` while the autoscaler is on (a boolean
 * token: always, since the autoscaler may be on), keeping any other lifecycle settings (`'all'`
 * already covers it).
 */
function yieldDesiredCapacity(resource: TerraformResource, autoscaler: boolean | undefined): void {
  if (autoscaler === false) return;
  const lifecycle = resource.lifecycle ?? {};
  if (lifecycle.ignoreChanges === 'all') return;
  const ignored = Array.isArray(lifecycle.ignoreChanges) ? lifecycle.ignoreChanges : [];
  resource.lifecycle = { ...lifecycle, ignoreChanges: [...ignored.filter((a) => a !== 'desired_capacity'), 'desired_capacity'] };
}

/**
 * A scaling group on `pubcloud_c` (`pubcloud_c` ScalingGroup): preemptible and on-demand instances
 * kept between `minSize` and `maxSize` (checked, with the required desired capacity between them),
 * the split as one `CapacitySplit`, health checks written only when asked for, capacity tasks on a
 * schedule (`addScheduledTask`), and a managed_k8s cluster to supply nodes to (`useManagedK8s`,
 * whose autoscaler then owns the desired capacity).
 *
 * The L1 is `resource` (construct id `Resource`); settings this L2 does not take are set on it
 * directly. The deprecated `availability_zones` is never written: subnets go through `subnets`.
 *
 * @example
 * const api = new cap.SpotScalingGroupPubcloudC(this, 'Api', {
 *   name: 'api', minSize: 1, maxSize: 8, desiredCapacity: 2,
 *   onDemandType: onDemandType.stringValue, preemptibleTypes: preemptibleTypes.listValue,
 *   split: cap.CapacitySplit.onDemandCount(1), subnets: { [region.stringValue]: ['default'] },
 * });
 */
export class SpotScalingGroupPubcloudC extends Construct {
  /** The scaling group (L1). */
  public readonly resource: ScalingGroup;
  private readonly tasks: ScheduledCapacityTasks;

  public constructor(scope: Construct, id: string, props: SpotScalingGroupPubcloudCProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'SpotScalingGroupPubcloudC');
    props = problems.struct(props);
    const common = commonAttributes(problems, props);
    for (const name of ['sourceImage', 'healthCheckType'] as const) problems.optionalString(name, props[name]);
    problems.optionalBoolean('autoHealing', props.autoHealing);
    checkHealthTimes(problems, props);
    // a map of lists, which no PropProblems helper checks: the map here, each region's list (`subnets.<region>`) by requireStrings.
    // A map token as a whole is refused: the subnets are blocks, one per region, and need the regions known.
    const subnets = props.subnets;
    if (PropProblems.given(subnets) && (typeof subnets !== 'object' || Array.isArray(subnets) || Token.isUnresolved(subnets))) {
      problems.check(false, `subnets: expected a map of region to subnet names, got ${PropProblems.describe(subnets)}`);
    } else if (PropProblems.given(subnets)) {
      for (const [region, names] of Object.entries(subnets!)) problems.requireStrings(`subnets.${region}`, names);
    }
    problems.throwIfAny();

    this.tasks = new ScheduledCapacityTasks(this, 'SpotScalingGroupPubcloudC', 'scheduledTasks', () => this.resource.scheduledTasksInput, (taskType, o) =>
      scalingGroupScheduledTaskToTerraform({
        taskType,
        cronExpression: o.cronExpression,
        isEnabled: o.enabled ?? true,
        minCapacity: numberString(o.minCapacity),
        maxCapacity: numberString(o.maxCapacity),
        targetCapacity: numberString(o.targetCapacity),
      }));
    this.resource = new ScalingGroup(this, 'Resource', {
      ...common,
      autoHealing: props.autoHealing ?? undefined,
      healthCheckType: props.healthCheckType ?? undefined,
      healthCheckGracePeriod: props.healthCheckGracePeriod ?? undefined,
      unhealthyDuration: props.unhealthyDuration ?? undefined,
      subnets: subnets ? Object.entries(subnets).map(([region, subnetNames]) => ({ region, subnetNames })) : undefined,
      disks: props.sourceImage ? [{ boot: true, autoDelete: true, initializeParams: [{ sourceImage: props.sourceImage }] }] : undefined,
      scheduledTasks: this.tasks.value,
    });
  }

  /** The group's identifier (the L1's Terraform `id`). */
  public get scalingGroupId(): string {
    return this.resource.id;
  }

  /**
   * Runs a capacity task on a schedule (`scheduled_task`): at the cron expression, the group's
   * capacities become the ones given. Tasks are written sorted by type and cron expression; the same
   * type at the same expression twice is an error.
   * @param taskType what the task does (`task_type`, the service's task type; written as given)
   * @param options when it runs, and the capacities it sets
   */
  public addScheduledTask(taskType: string, options: ScheduledCapacityOptions): void {
    this.tasks.add(taskType, options);
  }

  /**
   * Makes the group supply nodes to a managed_k8s cluster (`integration_managed_k8s`), with the
   * cluster's autoscaler on unless `autoscaler` is false; with it on, Terraform ignores later changes
   * of `desired_capacity`. Once per group.
   * @param options the cluster and the autoscaler
   */
  public useManagedK8s(options: ManagedK8sIntegrationOptions): void {
    const problems = new PropProblems(this, 'SpotScalingGroupPubcloudC.useManagedK8s');
    problems.check(this.resource.integrationManagedK8SInput === undefined, 'the group already has a managed_k8s integration (once per group; one set on the L1 directly counts too)');
    options = problems.struct(options, 'options');
    problems.requireString('clusterId', options.clusterId);
    problems.optionalString('location', options.location);
    const autoscale = autoscaleAttributes(problems, options);
    problems.throwIfAny();
    this.resource.putIntegrationManagedK8S({ clusterId: options.clusterId, location: options.location ?? undefined, ...autoscale });
    yieldDesiredCapacity(this.resource, options.autoscaler);
  }
}

/**
 * A scaling group that supplies the nodes of a `pubcloud_c` managed_k8s cluster (`pubcloud_c`
 * ManagedK8sScalingGroup): preemptible and on-demand instances kept between `minSize` and `maxSize`
 * (checked, with the required desired capacity between them), the split as one `CapacitySplit`, and
 * the cluster's autoscaler on unless `autoscaler` is false; with it on, Terraform ignores later
 * changes of `desired_capacity`.
 *
 * The cluster is written to `integration_managed_k8s.cluster_id`, never to the deprecated
 * top-level `cluster_id`. The L1 is `resource` (construct id `Resource`).
 *
 * @example
 * new cap.SpotManagedK8sScalingGroup(this, 'Nodes', {
 *   name: 'nodes', clusterId: clusterId.stringValue, clusterZoneName: zone.stringValue,
 *   minSize: 0, maxSize: 20, desiredCapacity: 3, split: cap.CapacitySplit.spotPercentage(90),
 * });
 */
export class SpotManagedK8sScalingGroup extends Construct {
  /** The scaling group (L1). */
  public readonly resource: ManagedK8sScalingGroup;

  public constructor(scope: Construct, id: string, props: SpotManagedK8sScalingGroupProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'SpotManagedK8sScalingGroup');
    props = problems.struct(props);
    const common = commonAttributes(problems, props);
    problems.requireString('clusterId', props.clusterId);
    problems.requireString('clusterZoneName', props.clusterZoneName);
    problems.optionalString('nodeImage', props.nodeImage);
    const autoscale = autoscaleAttributes(problems, props);
    problems.throwIfAny();
    this.resource = new ManagedK8sScalingGroup(this, 'Resource', {
      ...common,
      clusterZoneName: props.clusterZoneName,
      nodeImage: props.nodeImage ?? undefined,
      integrationManagedK8S: { clusterId: props.clusterId, ...autoscale },
    });
    yieldDesiredCapacity(this.resource, props.autoscaler);
  }

  /** The group's identifier (the L1's Terraform `id`). */
  public get scalingGroupId(): string {
    return this.resource.id;
  }
}
