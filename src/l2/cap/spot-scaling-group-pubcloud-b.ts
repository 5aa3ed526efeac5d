import { Construct } from 'constructs';
import { ScalingGroup, scalingGroupSchedulingTaskToTerraform } from '../../l1/cap/pubcloud-b/scaling-group';
import { PropProblems } from '../problems';
import { numberString, tagBlocks } from './render';
import { CapacitySplit, ScheduledCapacityOptions } from './scaling-group-options';
import { checkCapacity, checkHealthTimes, checkSubset, ScheduledCapacityTasks, splitOf } from './scaling-groups';

/** An image from the `pubcloud_b` marketplace, for `SpotScalingGroupPubcloudBProps.marketplaceImage`. */
export interface MarketplaceImage {
  /** Publisher of the image. */
  readonly publisher: string;
  /** Offer of the image. */
  readonly offer: string;
  /** SKU of the image. */
  readonly sku: string;
  /** Version of the image (`latest` for the newest, where the marketplace offers it). */
  readonly version: string;
}

/** Properties of a `SpotScalingGroupPubcloudB`. */
export interface SpotScalingGroupPubcloudBProps {
  /** Name of the group. */
  readonly name: string;
  /** Region the group runs in. */
  readonly region: string;
  /** Resource group the group's VMs are created in. */
  readonly resourceGroupName: string;
  /** Operating system of the VMs. */
  readonly os: string;
  /** Virtual network of the VMs. */
  readonly virtualNetworkName: string;
  /** Subnet of the VMs' one network interface, in `virtualNetworkName`. */
  readonly subnetName: string;
  /**
   * Resource group of the virtual network.
   * @default - the group's `resourceGroupName`
   */
  readonly networkResourceGroupName?: string;
  /**
   * Whether the VMs' network interface gets a public IP address.
   * @default false
   */
  readonly assignPublicIp?: boolean;
  /** VM sizes for on-demand capacity, at least one (`vm_sizes.od_sizes`). */
  readonly onDemandSizes: string[];
  /**
   * VM sizes for spot capacity (`vm_sizes.spot_sizes`).
   * @default - not written
   */
  readonly spotSizes?: string[];
  /**
   * Spot sizes to use first, each one of `spotSizes` (`vm_sizes.preferred_spot_sizes`).
   * @default - not written
   */
  readonly preferredSpotSizes?: string[];
  /** Smallest number of VMs. */
  readonly minSize: number;
  /** Largest number of VMs; at least `minSize`. */
  readonly maxSize: number;
  /**
   * Number of VMs to run, between `minSize` and `maxSize`.
   * @default - not written: the service decides
   */
  readonly desiredCapacity?: number;
  /**
   * How the capacity is split between spot and on-demand VMs: `CapacitySplit.spotPercentage(n)`
   * (`spot_percentage`) or `CapacitySplit.onDemandCount(n)` (`on_demand_count`).
   * @default - not written: the service decides
   */
  readonly split?: CapacitySplit;
  /**
   * Launch on-demand VMs when no spot capacity is available.
   * @default true - written: the provider requires the setting
   */
  readonly fallbackToOndemand?: boolean;
  /**
   * Marketplace image the VMs boot from.
   * @default - no image block is written
   */
  readonly marketplaceImage?: MarketplaceImage;
  /**
   * Availability zones the group may launch in.
   * @default - not written: the service decides
   */
  readonly zones?: string[];
  /**
   * Time, in seconds, given to a VM to drain before it is terminated.
   * @default - not written: the service decides
   */
  readonly drainingTimeout?: number;
  /**
   * Replace VMs that fail their health checks (`health.auto_healing`). The `health` block is written
   * only when this prop, `healthCheckTypes`, `healthCheckGracePeriod` or `unhealthyDuration` is given.
   * @default - not written
   */
  readonly autoHealing?: boolean;
  /**
   * Kinds of health check that decide whether a VM is healthy (`health.health_check_types`).
   * @default - not written
   */
  readonly healthCheckTypes?: string[];
  /**
   * Seconds after launch before health checks count (`health.grace_period`).
   * @default - not written
   */
  readonly healthCheckGracePeriod?: number;
  /**
   * Seconds a VM must stay unhealthy before it is replaced (`health.unhealthy_duration`).
   * @default - not written: the service's own behaviour applies
   */
  readonly unhealthyDuration?: number;
  /**
   * Tags of the VMs, written in the map's order. A map that is a token as a whole (a variable of type
   * map) is written as a dynamic block over it.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
}

/**
 * A spot scaling group on `pubcloud_b` (`pubcloud_b` ScalingGroup): VMs of the given on-demand and
 * spot sizes in one virtual network subnet, kept between `minSize` and `maxSize` (checked, with the
 * desired capacity between them), the spot/on-demand split as one `CapacitySplit`, health checks
 * written only when asked for, and capacity tasks on a schedule (`addScheduledTask`).
 *
 * Besides what is given, the group writes `fallback_to_on_demand` true, which the provider requires,
 * and one primary network interface without a public IP. The L1 is `resource` (construct id
 * `Resource`); settings this L2 does not take are set on it directly.
 *
 * @example
 * const web = new cap.SpotScalingGroupPubcloudB(this, 'Web', {
 *   name: 'web', region: 'region-1', resourceGroupName: 'web-rg', os: 'Linux',
 *   virtualNetworkName: 'main', subnetName: 'web',
 *   onDemandSizes: ['size-d2'], spotSizes: ['size-d2', 'size-d4'],
 *   minSize: 2, maxSize: 10, split: cap.CapacitySplit.spotPercentage(80),
 * });
 * web.addScheduledTask('scale', { cronExpression: '0 8 * * 1-5', minCapacity: 4, maxCapacity: 10 });
 */
export class SpotScalingGroupPubcloudB extends Construct {
  /** The scaling group (L1). */
  public readonly resource: ScalingGroup;
  private readonly tasks: ScheduledCapacityTasks;

  public constructor(scope: Construct, id: string, props: SpotScalingGroupPubcloudBProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'SpotScalingGroupPubcloudB');
    props = problems.struct(props);
    for (const name of ['name', 'region', 'resourceGroupName', 'os', 'virtualNetworkName', 'subnetName'] as const) problems.requireString(name, props[name]);
    problems.optionalString('networkResourceGroupName', props.networkResourceGroupName);
    problems.requireStrings('onDemandSizes', props.onDemandSizes);
    for (const name of ['spotSizes', 'preferredSpotSizes', 'zones', 'healthCheckTypes'] as const) problems.optionalStrings(name, props[name]);
    problems.requireNumber('minSize', props.minSize);
    problems.requireNumber('maxSize', props.maxSize);
    for (const name of ['desiredCapacity', 'drainingTimeout'] as const) problems.optionalNumber(name, props[name]);
    for (const name of ['assignPublicIp', 'fallbackToOndemand', 'autoHealing'] as const) problems.optionalBoolean(name, props[name]);
    problems.optionalStringMap('tags', props.tags);
    const image = problems.optionalStruct('marketplaceImage', props.marketplaceImage);
    if (image) for (const name of ['publisher', 'offer', 'sku', 'version'] as const) problems.requireString(`marketplaceImage.${name}`, image[name]);
    problems.check(!problems.judge('onDemandSizes', props.onDemandSizes) || props.onDemandSizes.length > 0, 'onDemandSizes: is empty; give at least one VM size');
    checkSubset(problems, ['preferredSpotSizes', props.preferredSpotSizes], ['spotSizes', props.spotSizes]);
    checkCapacity(problems, [['minSize', props.minSize], ['desiredCapacity', props.desiredCapacity], ['maxSize', props.maxSize]]);
    checkHealthTimes(problems, props);
    const split = splitOf(problems, props.split);
    problems.throwIfAny();

    const given = PropProblems.given;
    const health = [props.autoHealing, props.healthCheckTypes, props.healthCheckGracePeriod, props.unhealthyDuration].some(given)
      ? {
        autoHealing: props.autoHealing ?? undefined,
        healthCheckTypes: props.healthCheckTypes ?? undefined,
        gracePeriod: props.healthCheckGracePeriod ?? undefined,
        unhealthyDuration: props.unhealthyDuration ?? undefined,
      }
      : undefined;
    this.tasks = new ScheduledCapacityTasks(this, 'SpotScalingGroupPubcloudB', 'schedulingTasks', () => this.resource.schedulingTasksInput, (taskType, o) =>
      scalingGroupSchedulingTaskToTerraform({
        type: taskType,
        cronExpression: o.cronExpression,
        isEnabled: o.enabled ?? true,
        scaleMinCapacity: numberString(o.minCapacity),
        scaleMaxCapacity: numberString(o.maxCapacity),
        scaleTargetCapacity: numberString(o.targetCapacity),
      }));
    this.resource = new ScalingGroup(this, 'Resource', {
      name: props.name,
      region: props.region,
      resourceGroupName: props.resourceGroupName,
      os: props.os,
      fallbackToOnDemand: props.fallbackToOndemand ?? true,
      minSize: props.minSize,
      maxSize: props.maxSize,
      desiredCapacity: props.desiredCapacity ?? undefined,
      spotPercentage: split.spot,
      onDemandCount: split.onDemand,
      drainingTimeout: props.drainingTimeout ?? undefined,
      zones: props.zones ?? undefined,
      network: {
        resourceGroupName: props.networkResourceGroupName ?? props.resourceGroupName,
        virtualNetworkName: props.virtualNetworkName,
        networkInterfaces: [{ subnetName: props.subnetName, isPrimary: true, assignPublicIp: props.assignPublicIp ?? false }],
      },
      vmSizes: {
        odSizes: props.onDemandSizes,
        spotSizes: props.spotSizes ?? undefined,
        preferredSpotSizes: props.preferredSpotSizes ?? undefined,
      },
      images: image ? [{ marketplaces: [{ publisher: image.publisher, offer: image.offer, sku: image.sku, version: image.version }] }] : undefined,
      health,
      tags: tagBlocks(props.tags),
      schedulingTasks: this.tasks.value,
    });
  }

  /** The group's identifier (the L1's Terraform `id`). */
  public get scalingGroupId(): string {
    return this.resource.id;
  }

  /**
   * Runs a capacity task on a schedule (`scheduling_task`): at the cron expression, the group's
   * capacities become the ones given. Tasks are written sorted by type and cron expression; the same
   * type at the same expression twice is an error.
   * @param taskType what the task does (the service's task type; written as given)
   * @param options when it runs, and the capacities it sets
   */
  public addScheduledTask(taskType: string, options: ScheduledCapacityOptions): void {
    this.tasks.add(taskType, options);
  }
}
