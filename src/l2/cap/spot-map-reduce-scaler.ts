import { Construct } from 'constructs';
import { Lazy, Token } from '../../constructs/cdktf';
import { checkCron } from '../../constructs/formats';
import {
  MapReduceScaler,
  MapReduceScalerApplication,
  mapReduceScalerApplicationToTerraform,
  MapReduceScalerEbsBlockDevice,
  MapReduceScalerScalingPolicy,
  mapReduceScalerScalingPolicyToTerraform,
  MapReduceScalerScheduledTask,
  mapReduceScalerScheduledTaskToTerraform,
  MapReduceScalerTerminationPolicyStatement,
  mapReduceScalerTerminationPolicyToTerraform,
} from '../../l1/cap/pubcloud-a/map-reduce-scaler';
import { l2WarningNow } from '../../rules/l2-warnings';
import { MAP_REDUCE_SCALING_POLICY } from '../kinds';
import { PropProblems } from '../problems';
import { overridden, stableOrder, tagBlocks } from './render';

/** Properties of a `SpotMapReduceScaler`. */
export interface SpotMapReduceScalerProps {
  /** Name of the scaler. */
  readonly name: string;
  /**
   * Create a new map-reduce cluster (`new`), wrap an existing one (`wrap`) or clone one (`clone`)
   * (constants: `pubcloud_a.MapReduceScalerStrategy`). `wrap` and `clone` need `clusterId`.
   */
  readonly strategy: string;
  /**
   * Id of the existing map-reduce cluster to wrap or clone; required with strategy `wrap` or `clone`.
   * @default - not written
   */
  readonly clusterId?: string;
  /**
   * Description of the scaler.
   * @default - not written
   */
  readonly description?: string;
  /**
   * Region of the cluster.
   * @default - not written: the provider's region
   */
  readonly region?: string;
  /**
   * Release of the map-reduce software (`releaseLabel`).
   * @default - not written: the service decides
   */
  readonly releaseLabel?: string;
  /**
   * Custom image of the nodes (`customAmiId`).
   * @default - not written: the release's image
   */
  readonly imageId?: string;
  /**
   * SSH key pair of the nodes (`ec2KeyName`).
   * @default - not written: no key pair
   */
  readonly keyName?: string;
  /**
   * Instance role of the nodes (`jobFlowRole`).
   * @default - not written: the service decides
   */
  readonly instanceRole?: string;
  /**
   * Service role of the map-reduce service (`serviceRole`).
   * @default - not written: the service decides
   */
  readonly serviceRole?: string;
  /**
   * Security configuration of the cluster (`securityConfig`).
   * @default - not written: none
   */
  readonly securityConfig?: string;
  /**
   * Where the cluster's logs are written (`logUri`).
   * @default - not written: logs are not kept
   */
  readonly logUri?: string;
  /**
   * Extra information passed to the map-reduce service, as JSON (`additionalInfo`).
   * @default - not written
   */
  readonly additionalInfo?: string;
  /**
   * Availability zones (with subnets) of the cluster.
   * @default - not written: the service decides
   */
  readonly availabilityZones?: string[];
  /**
   * Root volume size of the nodes in GB, a whole number of at least 1 (`ebsRootVolumeSize`).
   * @default - not written: the service decides
   */
  readonly rootVolumeSize?: number;
  /**
   * Times a failed provisioning is retried, a whole number of at least 0.
   * @default - not written: the service decides
   */
  readonly retries?: number;
  /**
   * Keep the cluster running when no steps remain (`keepJobFlowAlive`).
   * @default - not written: the service decides
   */
  readonly keepAlive?: boolean;
  /**
   * Protect the cluster against termination.
   * @default - not written: the service decides
   */
  readonly terminationProtected?: boolean;
  /**
   * Expose the map-reduce cluster's id as the L1's `outputClusterId`.
   * @default false - not written; the provider fills in false
   */
  readonly exposeClusterId?: boolean;
  /**
   * Time provisioning may take, in minutes: a whole number of at least 15 (less is refused). Given
   * together with `provisioningTimeoutAction`.
   * @default - not written (no provisioning timeout block): the service decides
   */
  readonly provisioningTimeoutMinutes?: number;
  /**
   * What happens when provisioning times out: `terminate` or `terminateAndRetry` (constants:
   * `pubcloud_a.MapReduceScalerProvisioningTimeoutTimeoutAction`). Given together with
   * `provisioningTimeoutMinutes`.
   * @default - not written (no provisioning timeout block): the service decides
   */
  readonly provisioningTimeoutAction?: string;
  /**
   * Tags of the cluster, written in the map's order. A map that is a token as a whole (a variable of
   * type map) is written as a dynamic block over it.
   * @default - none
   */
  readonly tags?: { [key: string]: string };
}

/** An EBS volume attached to each node of an instance group. */
export interface MapReduceEbsVolume {
  /** Volume type (`gp3`, `io1`, ...). */
  readonly volumeType: string;
  /** Size in GB, a whole number of at least 1. */
  readonly sizeGb: number;
  /**
   * Provisioned IOPS, a whole number of at least 0.
   * @default - not written: the volume type's own
   */
  readonly iops?: number;
  /**
   * Volumes of this kind per node, a whole number of at least 1.
   * @default - not written: the service decides (one)
   */
  readonly volumesPerInstance?: number;
}

/** Options shared by the instance groups of a `SpotMapReduceScaler`. */
export interface MapReduceGroupOptions {
  /**
   * Instance types of the group.
   * @default - not written: the service decides (with strategy wrap or clone, the cluster's)
   */
  readonly instanceTypes?: string[];
  /**
   * Lifecycle of the group's nodes: `SPOT` or `ON_DEMAND` (constants:
   * `pubcloud_a.MapReduceScalerCoreLifecycle`).
   * @default - not written: the service decides
   */
  readonly lifecycle?: string;
  /**
   * EBS volumes of each node of the group, written in the order given.
   * @default - none
   */
  readonly ebsVolumes?: MapReduceEbsVolume[];
}

/** Options of the core or task group (`SpotMapReduceScaler.addCoreGroup`, `addTaskGroup`). */
export interface MapReduceCapacityGroupOptions extends MapReduceGroupOptions {
  /**
   * Smallest number of nodes, a whole number of at least 0.
   * @default - not written: the service decides
   */
  readonly minSize?: number;
  /**
   * Largest number of nodes, a whole number of at least 0.
   * @default - not written: the service decides
   */
  readonly maxSize?: number;
  /**
   * Number of nodes to run, between `minSize` and `maxSize`. With scaling policies on the group, the
   * policies change the capacity and a value written here is forced back at every apply: giving it
   * then produces a warning.
   * @default - not written: the service decides (and the group's scaling policies)
   */
  readonly desiredSize?: number;
}

/** Options of the master group (`SpotMapReduceScaler.addMasterGroup`). */
export interface MapReduceMasterGroupOptions extends MapReduceGroupOptions {
  /**
   * Number of master nodes, a whole number of at least 0 (`masterTarget`).
   * @default 1 - not written; the provider fills in 1
   */
  readonly target?: number;
}

/** The metric condition of a `MapReduceScalingPolicy`. */
export interface MapReduceScalingPolicyProps {
  /** Name of the policy; it identifies the policy in its list (one policy of a name per list). */
  readonly policyName: string;
  /** Metric the policy watches. */
  readonly metricName: string;
  /** Namespace of the metric, not blank (any other string is passed on as given). */
  readonly namespace: string;
  /** Threshold of the metric. */
  readonly threshold: number;
  /**
   * Unit of the metric: `seconds`, `percent`, `count`, `bytes`, `bytes/second`, `none`, ... (the
   * units a termination statement takes; constants: `pubcloud_a.MapReduceScalerTerminationPolicyStatementUnit`).
   */
  readonly unit: string;
  /**
   * Comparison of the metric with the threshold: `gt`, `gte`, `lt` or `lte` (as in a termination
   * statement).
   * @default - not written: the service decides
   */
  readonly operator?: string;
  /**
   * Statistic of the metric: `average`, `sum`, `sampleCount`, `maximum` or `minimum` (as in a
   * termination statement).
   * @default - not written: the service decides
   */
  readonly statistic?: string;
  /**
   * Length of one evaluation period in seconds, a whole number of at least 1.
   * @default - not written: the service decides
   */
  readonly period?: number;
  /**
   * Periods the threshold must be crossed, a whole number of at least 1.
   * @default - not written: the service decides
   */
  readonly evaluationPeriods?: number;
  /**
   * Time between actions of the policy in seconds, a whole number of at least 0.
   * @default - not written: the service decides
   */
  readonly cooldown?: number;
  /**
   * Dimensions of the metric.
   * @default - not written: none
   */
  readonly dimensions?: { [key: string]: string };
}

/** A policy that adds or removes a number of nodes (`MapReduceScalingPolicy.adjust`). */
export interface MapReduceAdjustmentPolicyProps extends MapReduceScalingPolicyProps {
  /** Number of nodes the policy adds (scale up) or removes (scale down), a whole number. */
  readonly adjustment: number;
}

/** A policy that changes the capacity by a share (`MapReduceScalingPolicy.adjustByPercentage`). */
export interface MapReducePercentagePolicyProps extends MapReduceScalingPolicyProps {
  /** Share of the capacity the policy adds or removes, in percent. */
  readonly percentage: number;
}

/** A policy that sets the smallest or largest target capacity (`MapReduceScalingPolicy.minTarget`, `maxTarget`). */
export interface MapReduceTargetPolicyProps extends MapReduceScalingPolicyProps {
  /** The target capacity the policy sets, a whole number of at least 0. */
  readonly capacity: number;
}

/** A policy that updates the capacity (`MapReduceScalingPolicy.updateCapacity`); at least one of minimum, maximum, target. */
export interface MapReduceCapacityPolicyProps extends MapReduceScalingPolicyProps {
  /**
   * Smallest capacity, a whole number of at least 0.
   * @default - not written: unchanged
   */
  readonly minimum?: number;
  /**
   * Largest capacity, a whole number of at least 0.
   * @default - not written: unchanged
   */
  readonly maximum?: number;
  /**
   * Capacity to run, a whole number of at least 0.
   * @default - not written: unchanged
   */
  readonly target?: number;
}

/** A condition that terminates the cluster (`SpotMapReduceScaler.addTerminationStatement`). */
export interface MapReduceTerminationStatementOptions {
  /** Metric the statement watches. */
  readonly metricName: string;
  /** Threshold of the metric. */
  readonly threshold: number;
  /**
   * Namespace of the metric: the map-reduce service's namespace (the provider requires one). Any
   * string that is not blank is taken and written as given.
   */
  readonly namespace: string;
  /**
   * Comparison with the threshold: `gt`, `gte`, `lt` or `lte`.
   * @default "gte" - not written; the provider fills in "gte"
   */
  readonly operator?: string;
  /**
   * Statistic of the metric: `average`, `sum`, `sampleCount`, `maximum` or `minimum`.
   * @default "sum" - not written; the provider fills in "sum"
   */
  readonly statistic?: string;
  /**
   * Unit of the metric: `seconds`, `percent`, `count`, `bytes`, `bytes/second`, `none`, ... (constants:
   * `pubcloud_a.MapReduceScalerTerminationPolicyStatementUnit`).
   * @default "count" - not written; the provider fills in "count"
   */
  readonly unit?: string;
  /**
   * Length of one evaluation period in seconds, a whole number of at least 1.
   * @default 300 - not written; the provider fills in 300
   */
  readonly period?: number;
  /**
   * Periods the threshold must be crossed, a whole number of at least 1.
   * @default 1 - not written; the provider fills in 1
   */
  readonly evaluationPeriods?: number;
}

/** A capacity change of the task group on a schedule (`SpotMapReduceScaler.addScheduledCapacity`). */
export interface MapReduceScheduledCapacityOptions {
  /**
   * Smallest number of task nodes from then on, a whole number of at least 0.
   * @default - not written: unchanged
   */
  readonly minCapacity?: number;
  /**
   * Largest number of task nodes from then on, a whole number of at least 0.
   * @default - not written: unchanged
   */
  readonly maxCapacity?: number;
  /**
   * Number of task nodes to run from then on, a whole number of at least 0.
   * @default - not written: unchanged
   */
  readonly desiredCapacity?: number;
  /**
   * Whether the task runs (`isEnabled`).
   * @default true - not written; the provider fills in true
   */
  readonly enabled?: boolean;
}

/** An application installed on the cluster (`SpotMapReduceScaler.addApplication`). */
export interface MapReduceApplicationOptions {
  /**
   * Version of the application.
   * @default - not written: the release's
   */
  readonly version?: string;
  /**
   * Arguments of the application.
   * @default - not written: none
   */
  readonly args?: string[];
}

const LIFECYCLES = ['SPOT', 'ON_DEMAND'];
const STRATEGIES = ['new', 'wrap', 'clone'];
const TIMEOUT_ACTIONS = ['terminate', 'terminateAndRetry'];
const OPERATORS = ['gt', 'gte', 'lt', 'lte'];
const STATISTICS = ['average', 'sum', 'sampleCount', 'maximum', 'minimum'];
const UNITS = ['seconds', 'microseconds', 'milliseconds', 'bytes', 'kilobytes', 'megabytes', 'gigabytes', 'terabytes', 'bits', 'kilobits', 'megabits',
  'gigabits', 'terabits', 'percent', 'count', 'bytes/second', 'kilobytes/second', 'megabytes/second', 'gigabytes/second', 'terabytes/second',
  'bits/second', 'kilobits/second', 'megabits/second', 'gigabits/second', 'terabits/second', 'count/second', 'none'];
const STRUCTS = 'a list of objects of named properties';

const show = (values: string[]) => values.map((v) => JSON.stringify(v)).join(', ');

/** A whole number of at least `lo` (a token, or a value of the wrong kind, is not judged). */
function whole(problems: PropProblems, name: string, value: number | undefined, lo: number): void {
  problems.check(!problems.judge(name, value) || (Number.isInteger(value) && value! >= lo), `${name}: ${value} must be a whole number of at least ${lo}`);
}

/** One of the allowed values (a token, or a value of the wrong kind, is not judged). */
function oneOf(problems: PropProblems, name: string, value: string | undefined, allowed: string[]): void {
  problems.check(!problems.judge(name, value) || allowed.includes(value!), `${name}: ${JSON.stringify(value)} is not one of ${show(allowed)}`);
}

/** The metric fields a scaling policy and a termination statement share. */
interface MetricFields {
  readonly namespace?: string;
  readonly operator?: string;
  readonly statistic?: string;
  readonly unit?: string;
}

/**
 * The rules of a metric condition, the same for scaling policies and termination statements: a
 * namespace that is not blank, and the operators, statistics and units the service's metric
 * conditions take (tokens, and values of the wrong kind, are not judged).
 */
function checkMetric(problems: PropProblems, metric: MetricFields): void {
  problems.check(
    !problems.judge('namespace', metric.namespace) || metric.namespace!.trim() !== '',
    'namespace: must not be blank; give the namespace of the metric (the map-reduce service\'s)',
  );
  oneOf(problems, 'operator', metric.operator, OPERATORS);
  oneOf(problems, 'statistic', metric.statistic, STATISTICS);
  oneOf(problems, 'unit', metric.unit, UNITS);
}

/** min <= desired <= max, for the literal ones given. */
function ordered(problems: PropProblems, fields: Array<[string, number | undefined]>): void {
  const known = fields.filter(([n, v]) => problems.judge(n, v)) as Array<[string, number]>;
  for (let i = 1; i < known.length; i++) {
    const [[lo, a], [hi, b]] = [known[i - 1], known[i]];
    problems.check(a <= b, `${lo} (${a}) must not be greater than ${hi} (${b}); required: ${fields.map(([n]) => n).join(' <= ')}`);
  }
}

/** A number as the L1's string attributes take it (a number token as a string token). */
function text(value: number | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  return Token.isUnresolved(value) ? Token.asString(value) : String(value);
}

/**
 * A scaling policy of the core or task group of a `SpotMapReduceScaler`: a metric condition
 * and what the policy does when it holds. Made by the static factories, one per action type
 * (`adjust`, `adjustByPercentage`, `minTarget`, `maxTarget`, `updateCapacity`); added with
 * `addCoreScaleUpPolicy`, `addCoreScaleDownPolicy`, `addTaskScaleUpPolicy` or `addTaskScaleDownPolicy`.
 *
 * @example
 * const busy = cap.MapReduceScalingPolicy.adjust({
 *   policyName: 'busy', metricName: 'MemoryAvailablePercentage', namespace: 'pubcloud_a/MapReduce',
 *   threshold: 15, unit: 'percent', operator: 'lt', adjustment: 2,
 * });
 */
export class MapReduceScalingPolicy {
  /**
   * Adds (in a scale-up list) or removes (in a scale-down list) a number of nodes (action `adjustment`).
   * @param props the condition and the number of nodes
   */
  public static adjust(props: MapReduceAdjustmentPolicyProps): MapReduceScalingPolicy {
    const [problems, p] = MapReduceScalingPolicy.check('adjust', props);
    problems.requireNumber('adjustment', p.adjustment);
    problems.check(!problems.judge('adjustment', p.adjustment) || Number.isInteger(p.adjustment), `adjustment: ${p.adjustment} must be a whole number of nodes`);
    problems.throwIfAny();
    return new MapReduceScalingPolicy(p, { actionType: 'adjustment', adjustment: text(p.adjustment) });
  }

  /**
   * Changes the capacity by a share of it (action `percentageAdjustment`).
   * @param props the condition and the share, in percent
   */
  public static adjustByPercentage(props: MapReducePercentagePolicyProps): MapReduceScalingPolicy {
    const [problems, p] = MapReduceScalingPolicy.check('adjustByPercentage', props);
    problems.requireNumber('percentage', p.percentage);
    problems.throwIfAny();
    return new MapReduceScalingPolicy(p, { actionType: 'percentageAdjustment', adjustment: text(p.percentage) });
  }

  /**
   * Sets the smallest target capacity of the group (action `setMinTarget`, `minTargetCapacity`).
   * @param props the condition and the capacity
   */
  public static minTarget(props: MapReduceTargetPolicyProps): MapReduceScalingPolicy {
    const [problems, p] = MapReduceScalingPolicy.check('minTarget', props);
    problems.requireNumber('capacity', p.capacity);
    whole(problems, 'capacity', p.capacity, 0);
    problems.throwIfAny();
    return new MapReduceScalingPolicy(p, { actionType: 'setMinTarget', minTargetCapacity: text(p.capacity) });
  }

  /**
   * Sets the largest target capacity of the group (action `setMaxTarget`, `maxTargetCapacity`).
   * @param props the condition and the capacity
   */
  public static maxTarget(props: MapReduceTargetPolicyProps): MapReduceScalingPolicy {
    const [problems, p] = MapReduceScalingPolicy.check('maxTarget', props);
    problems.requireNumber('capacity', p.capacity);
    whole(problems, 'capacity', p.capacity, 0);
    problems.throwIfAny();
    return new MapReduceScalingPolicy(p, { actionType: 'setMaxTarget', maxTargetCapacity: text(p.capacity) });
  }

  /**
   * Updates the group's capacity (action `updateCapacity`): the minimum, maximum and target given, at
   * least one of them (a policy without one would change nothing); minimum <= target <= maximum.
   * @param props the condition and the capacities
   */
  public static updateCapacity(props: MapReduceCapacityPolicyProps): MapReduceScalingPolicy {
    const [problems, p] = MapReduceScalingPolicy.check('updateCapacity', props);
    for (const n of ['minimum', 'maximum', 'target'] as const) {
      problems.optionalNumber(n, p[n]);
      whole(problems, n, p[n], 0);
    }
    problems.check(['minimum', 'maximum', 'target'].some((n) => PropProblems.given((p as any)[n])), 'minimum, maximum, target: give at least one of them (an update of no capacity changes nothing)');
    ordered(problems, [['minimum', p.minimum], ['target', p.target], ['maximum', p.maximum]]);
    problems.throwIfAny();
    return new MapReduceScalingPolicy(p, { actionType: 'updateCapacity', minimum: text(p.minimum), maximum: text(p.maximum), target: text(p.target) });
  }

  /** The kind checks of the condition every factory takes. */
  private static check<T extends MapReduceScalingPolicyProps>(factory: string, props: T): [PropProblems, T] {
    const problems = new PropProblems(undefined, `MapReduceScalingPolicy.${factory}`);
    const p = problems.struct(props);
    for (const n of ['policyName', 'metricName', 'namespace', 'unit'] as const) problems.requireString(n, p[n]);
    problems.requireNumber('threshold', p.threshold);
    for (const n of ['operator', 'statistic'] as const) problems.optionalString(n, p[n]);
    for (const n of ['period', 'evaluationPeriods', 'cooldown'] as const) problems.optionalNumber(n, p[n]);
    problems.optionalStringMap('dimensions', p.dimensions);
    whole(problems, 'period', p.period, 1);
    whole(problems, 'evaluationPeriods', p.evaluationPeriods, 1);
    whole(problems, 'cooldown', p.cooldown, 0);
    checkMetric(problems, p);
    problems.check(!problems.judge('policyName', p.policyName) || p.policyName.trim() !== '', 'policyName: must not be blank');
    return [problems, p];
  }

  /** The action type written (`adjustment`, `percentageAdjustment`, `setMinTarget`, `setMaxTarget`, `updateCapacity`). */
  public readonly actionType: string;
  /** Name of the policy. */
  public readonly policyName: string;
  private readonly block: MapReduceScalerScalingPolicy;

  private constructor(p: MapReduceScalingPolicyProps, action: Partial<MapReduceScalerScalingPolicy>) {
    this.actionType = action.actionType!;
    this.policyName = p.policyName;
    this.block = {
      policyName: p.policyName,
      metricName: p.metricName,
      namespace: p.namespace,
      threshold: p.threshold,
      unit: p.unit,
      operator: p.operator ?? undefined,
      statistic: p.statistic ?? undefined,
      period: p.period ?? undefined,
      evaluationPeriods: p.evaluationPeriods ?? undefined,
      cooldown: p.cooldown ?? undefined,
      dimensions: p.dimensions ?? undefined,
      ...action,
    };
  }

  /**
   * The policy as the L1 takes it (a copy).
   * @internal
   */
  public _toL1(): MapReduceScalerScalingPolicy {
    return { ...this.block };
  }
}

/** Which L1 attributes an instance group writes. */
interface GroupAttributes {
  readonly label: string;
  readonly inputs: () => unknown[];
}

/** The four lists of scaling policies. */
type PolicyList = 'coreScalingUpPolicies' | 'coreScalingDownPolicies' | 'taskScalingUpPolicies' | 'taskScalingDownPolicies';

/**
 * A map-reduce cluster on spot capacity (`pubcloud_a` MapReduceScaler): the cluster's settings as
 * flat props, and its parts through methods: the master, core and task instance groups (instance
 * types, lifecycle, sizes, EBS volumes), scaling policies of the core and task groups made by
 * `MapReduceScalingPolicy`'s factories, termination statements, scheduled capacity changes of
 * the task group, and applications. Props and arguments are checked when the construct is created or
 * the method is called (a provisioning timeout under 15 minutes, sizes out of order, values outside
 * the allowed ones, a bad cron expression), all problems of one call in one error.
 *
 * What the methods collect is rendered when the app is synthesized, in a stable order that does not
 * depend on the order of the calls (policies by name, tasks by cron expression, statements by their
 * content, applications by name). Nothing creates a child construct: everything is written to the
 * scaler's `resource` (construct id `Resource`). An attribute set on `resource` directly (an escape
 * hatch) is kept as set: a method that would add to it afterwards throws instead.
 *
 * @example
 * const scaler = new cap.SpotMapReduceScaler(this, 'Etl', {
 *   name: 'etl', strategy: 'new', releaseLabel: 'rel-6.15.0',
 *   provisioningTimeoutMinutes: 30, provisioningTimeoutAction: 'terminateAndRetry',
 * });
 * scaler.addMasterGroup({ instanceTypes: ['m5.xlarge'], lifecycle: 'ON_DEMAND', target: 1 });
 * scaler.addCoreGroup({ instanceTypes: ['r5.2xlarge'], minSize: 2, maxSize: 6, ebsVolumes: [{ volumeType: 'gp3', sizeGb: 100 }] });
 * scaler.addTaskGroup({ instanceTypes: ['c5.2xlarge', 'c5a.2xlarge'], lifecycle: 'SPOT', minSize: 0, maxSize: 40 });
 * scaler.addTaskScaleUpPolicy(cap.MapReduceScalingPolicy.adjust({
 *   policyName: 'memory-low', metricName: 'MemoryAvailablePercentage', namespace: 'pubcloud_a/MapReduce',
 *   threshold: 15, unit: 'percent', operator: 'lt', adjustment: 4,
 * }));
 * scaler.addScheduledCapacity('0 20 * * 1-5', { maxCapacity: 10 });
 */
export class SpotMapReduceScaler extends Construct {
  /** The map-reduce scaler (L1). */
  public readonly resource: MapReduceScaler;
  private readonly groups = new Set<string>();
  private readonly policies: Record<PolicyList, MapReduceScalingPolicy[]> = {
    coreScalingUpPolicies: [], coreScalingDownPolicies: [], taskScalingUpPolicies: [], taskScalingDownPolicies: [],
  };
  private readonly lazyPolicies: Record<PolicyList, any>;
  private readonly statements: Array<{ key: string; statement: MapReduceScalerTerminationPolicyStatement }> = [];
  private readonly lazyTermination: any;
  private readonly tasks: MapReduceScalerScheduledTask[] = [];
  private readonly lazyTasks: any;
  private readonly apps: MapReduceScalerApplication[] = [];
  private readonly lazyApps: any;

  public constructor(scope: Construct, id: string, props: SpotMapReduceScalerProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'SpotMapReduceScaler');
    props = problems.struct(props);
    problems.requireString('name', props.name);
    problems.requireString('strategy', props.strategy);
    const strings = ['clusterId', 'description', 'region', 'releaseLabel', 'imageId', 'keyName', 'instanceRole', 'serviceRole', 'securityConfig',
      'logUri', 'additionalInfo', 'provisioningTimeoutAction'] as const;
    for (const n of strings) problems.optionalString(n, props[n]);
    problems.optionalStrings('availabilityZones', props.availabilityZones);
    for (const n of ['rootVolumeSize', 'retries', 'provisioningTimeoutMinutes'] as const) problems.optionalNumber(n, props[n]);
    for (const n of ['keepAlive', 'terminationProtected', 'exposeClusterId'] as const) problems.optionalBoolean(n, props[n]);
    problems.optionalStringMap('tags', props.tags);
    oneOf(problems, 'strategy', props.strategy, STRATEGIES);
    whole(problems, 'rootVolumeSize', props.rootVolumeSize, 1);
    whole(problems, 'retries', props.retries, 0);
    problems.check(
      !problems.judge('provisioningTimeoutMinutes', props.provisioningTimeoutMinutes) ||
        (Number.isInteger(props.provisioningTimeoutMinutes) && props.provisioningTimeoutMinutes! >= 15),
      `provisioningTimeoutMinutes: ${props.provisioningTimeoutMinutes} must be a whole number of minutes of at least 15`,
    );
    oneOf(problems, 'provisioningTimeoutAction', props.provisioningTimeoutAction, TIMEOUT_ACTIONS);
    const given = PropProblems.given;
    problems.check(
      given(props.provisioningTimeoutMinutes) === given(props.provisioningTimeoutAction),
      given(props.provisioningTimeoutMinutes)
        ? 'provisioningTimeoutAction: is required with provisioningTimeoutMinutes (the timeout block needs both); give "terminate" or "terminateAndRetry"'
        : 'provisioningTimeoutMinutes: is required with provisioningTimeoutAction (the timeout block needs both); give a whole number of at least 15',
    );
    problems.check(
      !problems.judge('strategy', props.strategy) || !['wrap', 'clone'].includes(props.strategy) || given(props.clusterId),
      `clusterId: is required with strategy ${JSON.stringify(props.strategy)} (wrap and clone work on an existing cluster)`,
    );
    problems.throwIfAny();

    const lazyList = (list: PolicyList) => Lazy.anyValue({ produce: () => this.renderPolicies(list) });
    this.lazyPolicies = {
      coreScalingUpPolicies: lazyList('coreScalingUpPolicies'),
      coreScalingDownPolicies: lazyList('coreScalingDownPolicies'),
      taskScalingUpPolicies: lazyList('taskScalingUpPolicies'),
      taskScalingDownPolicies: lazyList('taskScalingDownPolicies'),
    };
    this.lazyTermination = Lazy.anyValue({ produce: () => this.renderTermination() });
    this.lazyTasks = Lazy.anyValue({ produce: () => this.renderTasks() });
    this.lazyApps = Lazy.anyValue({ produce: () => this.renderApplications() });
    this.resource = new MapReduceScaler(this, 'Resource', {
      name: props.name,
      strategy: props.strategy,
      clusterId: props.clusterId ?? undefined,
      description: props.description ?? undefined,
      region: props.region ?? undefined,
      releaseLabel: props.releaseLabel ?? undefined,
      customAmiId: props.imageId ?? undefined,
      ec2KeyName: props.keyName ?? undefined,
      jobFlowRole: props.instanceRole ?? undefined,
      serviceRole: props.serviceRole ?? undefined,
      securityConfig: props.securityConfig ?? undefined,
      logUri: props.logUri ?? undefined,
      additionalInfo: props.additionalInfo ?? undefined,
      availabilityZones: props.availabilityZones ?? undefined,
      ebsRootVolumeSize: props.rootVolumeSize ?? undefined,
      retries: props.retries ?? undefined,
      keepJobFlowAlive: props.keepAlive ?? undefined,
      terminationProtected: props.terminationProtected ?? undefined,
      exposeClusterId: props.exposeClusterId ?? undefined,
      provisioningTimeout: given(props.provisioningTimeoutMinutes)
        ? { timeout: props.provisioningTimeoutMinutes!, timeoutAction: props.provisioningTimeoutAction! }
        : undefined,
      tags: tagBlocks(props.tags ?? undefined),
      ...this.lazyPolicies,
      terminationPolicies: this.lazyTermination,
      scheduledTasks: this.lazyTasks,
      applications: this.lazyApps,
    });
    // desired sizes fight the group's scaling policies; known only once every method was called, and
    // read from the L1's values (sizes or policies set there directly count too)
    this.node.addValidation({
      validate: () => {
        for (const group of ['core', 'task'] as const) {
          const desired = group === 'core' ? this.resource.coreDesiredSizeInput : this.resource.taskDesiredSizeInput;
          if (desired === undefined || !this.hasPolicies(group)) continue;
          l2WarningNow(this, 'CAP-L2-002',
            `SpotMapReduceScaler at '${this.node.path}': the ${group} group's desired size${Token.isUnresolved(desired) ? '' : ` (${desired})`} is written while the group has scaling policies; ` +
            'the policies change its capacity and every apply forces the desired size back. Leave desiredSize out to let the policies manage it.',
          );
        }
        return [];
      },
    });
  }

  /** The scaler's identifier (the L1's Terraform `id`). */
  public get mapReduceScalerId(): string {
    return this.resource.mapReduceScalerId;
  }

  /**
   * Configures the master group (written to `masterInstanceTypes`, `masterLifecycle`, `masterTarget`,
   * `masterEbsBlockDevices`). Only the options given are written. Once per scaler.
   * @param options the group
   */
  public addMasterGroup(options: MapReduceMasterGroupOptions): void {
    const r = this.resource;
    const problems = this.groupProblems('addMasterGroup', { label: 'master', inputs: () => [r.masterInstanceTypesInput, r.masterLifecycleInput, r.masterTargetInput, r.masterEbsBlockDevicesInput] });
    options = problems.struct(options, 'options');
    const volumes = this.checkGroup(problems, options);
    problems.optionalNumber('target', options.target);
    whole(problems, 'target', options.target, 0);
    problems.throwIfAny();
    this.groups.add('master');
    if (PropProblems.given(options.instanceTypes)) r.masterInstanceTypes = options.instanceTypes!;
    if (PropProblems.given(options.lifecycle)) r.masterLifecycle = options.lifecycle!;
    if (PropProblems.given(options.target)) r.masterTarget = options.target!;
    if (volumes) r.putMasterEbsBlockDevices(volumes);
  }

  /**
   * Configures the core group (written to `coreInstanceTypes`, `coreLifecycle`, `coreMinSize`,
   * `coreMaxSize`, `coreDesiredSize`, `coreEbsBlockDevices`). Only the options given are written.
   * Once per scaler.
   * @param options the group
   */
  public addCoreGroup(options: MapReduceCapacityGroupOptions): void {
    const r = this.resource;
    const problems = this.groupProblems('addCoreGroup', {
      label: 'core',
      inputs: () => [
        r.coreInstanceTypesInput, r.coreLifecycleInput, r.coreMinSizeInput, r.coreMaxSizeInput, r.coreDesiredSizeInput, r.coreEbsBlockDevicesInput,
      ],
    });
    options = problems.struct(options, 'options');
    const volumes = this.checkCapacityGroup(problems, options);
    this.groups.add('core');
    const g = PropProblems.given;
    if (g(options.instanceTypes)) r.coreInstanceTypes = options.instanceTypes!;
    if (g(options.lifecycle)) r.coreLifecycle = options.lifecycle!;
    if (g(options.minSize)) r.coreMinSize = options.minSize!;
    if (g(options.maxSize)) r.coreMaxSize = options.maxSize!;
    if (g(options.desiredSize)) r.coreDesiredSize = options.desiredSize!;
    if (volumes) r.putCoreEbsBlockDevices(volumes);
  }

  /**
   * Configures the task group (written to `taskInstanceTypes`, `taskLifecycle`, `taskMinSize`,
   * `taskMaxSize`, `taskDesiredSize`, `taskEbsBlockDevices`). Only the options given are written.
   * Once per scaler.
   * @param options the group
   */
  public addTaskGroup(options: MapReduceCapacityGroupOptions): void {
    const r = this.resource;
    const problems = this.groupProblems('addTaskGroup', {
      label: 'task',
      inputs: () => [
        r.taskInstanceTypesInput, r.taskLifecycleInput, r.taskMinSizeInput, r.taskMaxSizeInput, r.taskDesiredSizeInput, r.taskEbsBlockDevicesInput,
      ],
    });
    options = problems.struct(options, 'options');
    const volumes = this.checkCapacityGroup(problems, options);
    this.groups.add('task');
    const g = PropProblems.given;
    if (g(options.instanceTypes)) r.taskInstanceTypes = options.instanceTypes!;
    if (g(options.lifecycle)) r.taskLifecycle = options.lifecycle!;
    if (g(options.minSize)) r.taskMinSize = options.minSize!;
    if (g(options.maxSize)) r.taskMaxSize = options.maxSize!;
    if (g(options.desiredSize)) r.taskDesiredSize = options.desiredSize!;
    if (volumes) r.putTaskEbsBlockDevices(volumes);
  }

  /**
   * Adds a scale-up policy to the core group (`coreScalingUpPolicies`); written sorted by policy name.
   * @param policy the policy (one of a name per list)
   */
  public addCoreScaleUpPolicy(policy: MapReduceScalingPolicy): void {
    this.addPolicy('addCoreScaleUpPolicy', 'coreScalingUpPolicies', policy);
  }

  /**
   * Adds a scale-down policy to the core group (`coreScalingDownPolicies`); written sorted by policy name.
   * @param policy the policy (one of a name per list)
   */
  public addCoreScaleDownPolicy(policy: MapReduceScalingPolicy): void {
    this.addPolicy('addCoreScaleDownPolicy', 'coreScalingDownPolicies', policy);
  }

  /**
   * Adds a scale-up policy to the task group (`taskScalingUpPolicies`); written sorted by policy name.
   * @param policy the policy (one of a name per list)
   */
  public addTaskScaleUpPolicy(policy: MapReduceScalingPolicy): void {
    this.addPolicy('addTaskScaleUpPolicy', 'taskScalingUpPolicies', policy);
  }

  /**
   * Adds a scale-down policy to the task group (`taskScalingDownPolicies`); written sorted by policy name.
   * @param policy the policy (one of a name per list)
   */
  public addTaskScaleDownPolicy(policy: MapReduceScalingPolicy): void {
    this.addPolicy('addTaskScaleDownPolicy', 'taskScalingDownPolicies', policy);
  }

  /**
   * Adds a condition that terminates the cluster. The statements are written into the scaler's one
   * termination policy (`terminationPolicies[0].statements`), in a stable order of their content.
   * @param options the statement
   */
  public addTerminationStatement(options: MapReduceTerminationStatementOptions): void {
    const problems = this.problems('addTerminationStatement', 'terminationPolicies', this.resource.terminationPoliciesInput, this.lazyTermination);
    options = problems.struct(options, 'options');
    problems.requireString('metricName', options.metricName);
    problems.requireNumber('threshold', options.threshold);
    problems.requireString('namespace', options.namespace);
    for (const n of ['operator', 'statistic', 'unit'] as const) problems.optionalString(n, options[n]);
    for (const n of ['period', 'evaluationPeriods'] as const) problems.optionalNumber(n, options[n]);
    checkMetric(problems, options);
    whole(problems, 'period', options.period, 1);
    whole(problems, 'evaluationPeriods', options.evaluationPeriods, 1);
    const statement: MapReduceScalerTerminationPolicyStatement = {
      metricName: options.metricName,
      namespace: options.namespace,
      threshold: options.threshold,
      operator: options.operator ?? undefined,
      statistic: options.statistic ?? undefined,
      unit: options.unit ?? undefined,
      period: options.period ?? undefined,
      evaluationPeriods: options.evaluationPeriods ?? undefined,
    };
    const key = JSON.stringify(statement);
    problems.check(!this.statements.some((s) => s.key === key), 'the same termination statement was already added');
    problems.throwIfAny();
    this.statements.push({ key, statement });
  }

  /**
   * Changes the capacity of the task group on a schedule (a task of type `setCapacity` on the `task`
   * group, the only ones the service takes). Tasks are written sorted by cron expression.
   * @param cronExpression when (UTC, Unix cron), for example `0 20 * * 1-5`; one task per expression
   * @param options the capacities, at least one of them
   */
  public addScheduledCapacity(cronExpression: string, options: MapReduceScheduledCapacityOptions): void {
    const problems = this.problems('addScheduledCapacity', 'scheduledTasks', this.resource.scheduledTasksInput, this.lazyTasks);
    problems.requireString('cronExpression', cronExpression);
    const problem = problems.judge('cronExpression', cronExpression) ? checkCron(cronExpression) : undefined;
    problems.check(!problem, `cronExpression: ${JSON.stringify(cronExpression)} ${problem}`);
    problems.check(
      problems.isWrongKind('cronExpression') || !this.tasks.some((t) => t.cron === cronExpression),
      `cronExpression: a capacity task at ${JSON.stringify(cronExpression)} is already scheduled`,
    );
    options = problems.struct(options, 'options');
    const capacities = ['minCapacity', 'maxCapacity', 'desiredCapacity'] as const;
    for (const n of capacities) {
      problems.optionalNumber(n, options[n]);
      whole(problems, n, options[n], 0);
    }
    problems.optionalBoolean('enabled', options.enabled);
    problems.check(capacities.some((n) => PropProblems.given(options[n])), 'minCapacity, maxCapacity, desiredCapacity: give at least one of them (a capacity task without a capacity changes nothing)');
    ordered(problems, [['minCapacity', options.minCapacity], ['desiredCapacity', options.desiredCapacity], ['maxCapacity', options.maxCapacity]]);
    problems.throwIfAny();
    this.tasks.push({
      cron: cronExpression,
      instanceGroupType: 'task',
      taskType: 'setCapacity',
      minCapacity: text(options.minCapacity),
      maxCapacity: text(options.maxCapacity),
      desiredCapacity: text(options.desiredCapacity),
      isEnabled: options.enabled ?? undefined,
    });
  }

  /**
   * Installs an application on the cluster. Applications are written sorted by name.
   * @param name the application's name; each once
   * @param options its version and arguments
   */
  public addApplication(name: string, options: MapReduceApplicationOptions = {}): void {
    const problems = this.problems('addApplication', 'applications', this.resource.applicationsInput, this.lazyApps);
    problems.requireString('name', name);
    options = problems.struct(options, 'options');
    problems.optionalString('version', options.version);
    problems.optionalStrings('args', options.args);
    problems.check(problems.isWrongKind('name') || !this.apps.some((a) => a.name === name), `name: the application ${JSON.stringify(name)} was already added`);
    problems.throwIfAny();
    this.apps.push({ name, version: options.version ?? undefined, args: options.args ?? undefined });
  }

  private problems(method: string, attribute: string, current: unknown, lazy: unknown): PropProblems {
    const problems = new PropProblems(this, `SpotMapReduceScaler.${method}`);
    const problem = overridden(attribute, current, lazy);
    return problems.check(problem === undefined, problem ?? '');
  }

  /** The problems of a call that configures an instance group: each group once, and not over one set on the L1. */
  private groupProblems(method: string, group: GroupAttributes): PropProblems {
    const problems = new PropProblems(this, `SpotMapReduceScaler.${method}`);
    const mine = this.groups.has(group.label);
    problems.check(!mine, `the ${group.label} group was already configured (each group once)`);
    problems.check(mine || group.inputs().every((v) => v === undefined), `the ${group.label} group's attributes were set on the L1 (\`resource\`) directly; those values are kept as set`);
    return problems;
  }

  /** Checks the options every group takes. @returns the EBS volumes to write (undefined when none were given or they are invalid) */
  private checkGroup(problems: PropProblems, options: MapReduceGroupOptions): MapReduceScalerEbsBlockDevice[] | undefined {
    problems.optionalStrings('instanceTypes', options.instanceTypes);
    problems.optionalString('lifecycle', options.lifecycle);
    oneOf(problems, 'lifecycle', options.lifecycle, LIFECYCLES);
    const volumes = options.ebsVolumes;
    if (!PropProblems.given(volumes)) return undefined;
    if (!Array.isArray(volumes)) {
      problems.check(false, `ebsVolumes: expected ${STRUCTS}, got ${PropProblems.describe(volumes)}`);
      return undefined;
    }
    volumes.forEach((item, i) => {
      const name = `ebsVolumes[${i}]`;
      if (!PropProblems.given(item)) {
        problems.check(false, `${name}: is required, but ${item === null ? 'was null' : 'was not given'}; expected an object of named properties`);
        return;
      }
      const v = problems.optionalStruct(name, item)!;
      if (problems.isWrongKind(name)) return;
      problems.requireString(`${name}.volumeType`, v.volumeType);
      problems.requireNumber(`${name}.sizeGb`, v.sizeGb);
      problems.optionalNumber(`${name}.iops`, v.iops);
      problems.optionalNumber(`${name}.volumesPerInstance`, v.volumesPerInstance);
      whole(problems, `${name}.sizeGb`, v.sizeGb, 1);
      whole(problems, `${name}.iops`, v.iops, 0);
      whole(problems, `${name}.volumesPerInstance`, v.volumesPerInstance, 1);
    });
    return volumes.map((v) => ({
      volumeType: v?.volumeType,
      sizeInGb: v?.sizeGb,
      iops: v?.iops ?? undefined,
      volumesPerInstance: v?.volumesPerInstance ?? undefined,
    }));
  }

  /** Checks the options of the core or task group and throws. @returns the EBS volumes to write */
  private checkCapacityGroup(problems: PropProblems, options: MapReduceCapacityGroupOptions): MapReduceScalerEbsBlockDevice[] | undefined {
    const volumes = this.checkGroup(problems, options);
    for (const n of ['minSize', 'maxSize', 'desiredSize'] as const) {
      problems.optionalNumber(n, options[n]);
      whole(problems, n, options[n], 0);
    }
    ordered(problems, [['minSize', options.minSize], ['desiredSize', options.desiredSize], ['maxSize', options.maxSize]]);
    problems.throwIfAny();
    return volumes;
  }

  private addPolicy(method: string, list: PolicyList, policy: MapReduceScalingPolicy): void {
    const problems = this.problems(method, list, (this.resource as any)[`${list}Input`], this.lazyPolicies[list]);
    if (problems.requireInstance('policy', policy, MapReduceScalingPolicy, MAP_REDUCE_SCALING_POLICY)) {
      problems.check(
        Token.isUnresolved(policy.policyName) || !this.policies[list].some((p) => p.policyName === policy.policyName),
        `policy: a policy named ${JSON.stringify(policy.policyName)} is already in ${list} (one policy of a name per list)`,
      );
    }
    problems.throwIfAny();
    this.policies[list].push(policy);
  }

  /** Whether a group has scaling policies (added here, or set on the L1 directly). */
  private hasPolicies(group: 'core' | 'task'): boolean {
    return (['Up', 'Down'] as const).some((d) => {
      const list = `${group}Scaling${d}Policies` as PolicyList;
      const current = (this.resource as any)[`${list}Input`];
      if (current === this.lazyPolicies[list]) return this.policies[list].length > 0;
      // a list set on the L1: an empty one holds no policy; a token may hold some
      return Array.isArray(current) ? current.length > 0 : current !== undefined;
    });
  }

  private renderPolicies(list: PolicyList): any {
    const policies = this.policies[list];
    if (!policies.length) return undefined;
    return stableOrder(policies, (p) => p.policyName).map((p) => mapReduceScalerScalingPolicyToTerraform(p._toL1()));
  }

  private renderTermination(): any {
    if (!this.statements.length) return undefined;
    const statements = stableOrder(this.statements, (s) => s.key).map((s) => s.statement);
    return [mapReduceScalerTerminationPolicyToTerraform({ statements })];
  }

  private renderTasks(): any {
    if (!this.tasks.length) return undefined;
    return stableOrder(this.tasks, (t) => t.cron).map((t) => mapReduceScalerScheduledTaskToTerraform(t));
  }

  private renderApplications(): any {
    if (!this.apps.length) return undefined;
    return stableOrder(this.apps, (a) => a.name).map((a) => mapReduceScalerApplicationToTerraform(a));
  }
}
