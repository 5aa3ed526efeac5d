import { Construct } from 'constructs';
import { ClusterRightSizingRule } from '../../l1/cap/cluster-right-sizing-rule';
import { ICluster, IClusterImport, IEcsLikeCluster, INodePoolCluster } from '../../l1/cap/references';
import { PropProblems } from '../problems';
import { checkRightSizingOptions, createRightSizingRule, oneCluster } from './right-sizing';

/** Workloads a right-sizing rule applies to: those of one namespace, optionally only those with labels. */
export interface RightSizingWorkloads {
  /** The namespace; not blank. */
  readonly namespace: string;
  /**
   * Labels the workloads must carry (every one given), keys not blank.
   * @default - every workload of the namespace
   */
  readonly labels?: { [key: string]: string };
}

/**
 * When a right-sizing rule applies its recommendations: a repetition basis of the service, the days
 * and the hours of the day, and for a monthly basis the months and weeks of the month.
 */
export interface RightSizingInterval {
  /** The service's repetition basis of the interval (weekly or monthly repetition, as the service names them). */
  readonly repetitionBasis: string;
  /** Days the recommendations are applied on; at least one. */
  readonly days: string[];
  /** Time of day the application window starts. */
  readonly startTime: string;
  /** Time of day the application window ends. */
  readonly endTime: string;
  /**
   * Months the interval repeats in (monthly repetition); give `weeksOfMonth` with it.
   * @default - none: the days and hours repeat every week
   */
  readonly months?: number[];
  /**
   * Weeks of the month the interval repeats in (monthly repetition); give `months` with it.
   * @default - none: the days and hours repeat every week
   */
  readonly weeksOfMonth?: string[];
}

/** What a right-sizing rule of a cluster applies, to which workloads, when, and within which boundaries. */
export interface RightSizingRuleOptions {
  /** Name of the rule (`rule_name`); not blank. */
  readonly name: string;
  /** The workloads the rule applies to, by namespace (and labels); at least one. */
  readonly workloads: RightSizingWorkloads[];
  /** When the rule applies its recommendations; at least one interval. */
  readonly intervals: RightSizingInterval[];
  /**
   * Lowest CPU the rule recommends, at least 0 and at most `cpuMax`.
   * @default - not set: the service's own behaviour applies
   */
  readonly cpuMin?: number;
  /**
   * Highest CPU the rule recommends, at least 0.
   * @default - not set: the service's own behaviour applies
   */
  readonly cpuMax?: number;
  /**
   * Lowest memory the rule recommends, at least 0 and at most `memoryMax`.
   * @default - not set: the service's own behaviour applies
   */
  readonly memoryMin?: number;
  /**
   * Highest memory the rule recommends, at least 0.
   * @default - not set: the service's own behaviour applies
   */
  readonly memoryMax?: number;
  /**
   * Whether the rule only lowers the resources of workloads, never raises them.
   * @default - not written; the service's own behaviour applies
   */
  readonly downsideOnly?: boolean;
  /**
   * Whether recommendations the service still calls preliminary are left out.
   * @default - not written; the service's own behaviour applies
   */
  readonly excludePreliminaryRecommendations?: boolean;
  /**
   * How the replicas of a workload are restarted to apply a recommendation (`restart_replicas`).
   * @default - not written; the service's own behaviour applies
   */
  readonly restartReplicas?: string;
}

/** Options of `addRightSizingRule` of the cluster L2s: those of a rule, and its construct id. */
export interface AddRightSizingRuleOptions extends RightSizingRuleOptions {
  /**
   * Construct id of the rule, part of its Terraform address.
   * @default - `RightSizingRule-<name>`
   */
  readonly id?: string;
}

/**
 * A cluster of any kind, given as exactly one of the cluster props (`RightSizingRule`, `Rollout`):
 * an L2 or L1 of the app, or a `cap.CapRef` reference for a cluster outside it.
 */
export interface ClusterChoiceProps {
  /**
   * A cluster of the first public cloud (`cap.SpotCluster`, `cap.pubcloud_a.Cluster`, or
   * `cap.CapRef.fromClusterId(id)`); give exactly one of the cluster props.
   * @default - none: another cluster prop is given
   */
  readonly cluster?: ICluster;
  /**
   * A node-pool cluster (`cap.SpotNodePoolCluster`, `cap.pubcloud_b.NodePoolCluster`, or
   * `cap.CapRef.fromNodePoolClusterId(id)`).
   * @default - none: another cluster prop is given
   */
  readonly nodePoolCluster?: INodePoolCluster;
  /**
   * An ecs_like cluster (`cap.SpotEcsLikeCluster`, `cap.ecs_like.Cluster`, or `cap.CapRef.fromEcsLikeClusterId(id)`).
   * @default - none: another cluster prop is given
   */
  readonly ecsLikeCluster?: IEcsLikeCluster;
  /**
   * An imported cluster (`cap.SpotClusterImport`, `cap.pubcloud_c.ClusterImport`, or `cap.CapRef.fromClusterImportId(id)`).
   * @default - none: another cluster prop is given
   */
  readonly clusterImport?: IClusterImport;
}

/**
 * Properties of a `RightSizingRule`: the options of a rule, and its cluster, given as exactly one of
 * the cluster kinds.
 */
export interface RightSizingRuleProps extends RightSizingRuleOptions, ClusterChoiceProps {}

/**
 * A right-sizing rule of a cluster: the service recommends CPU and memory for the workloads attached
 * (by namespace, and labels), within the boundaries given, and applies the recommendations at the
 * intervals given. The rule is `resource` (construct id `Resource`). The cluster L2s create one with
 * `addRightSizingRule`; this class takes a cluster of any kind, of the app or from outside it.
 *
 * @example
 * new cap.RightSizingRule(this, 'Web', {
 *   nodePoolCluster: cap.CapRef.fromNodePoolClusterId('ocean-1234'),
 *   name: 'web',
 *   workloads: [{ namespace: 'web', labels: { tier: 'frontend' } }],
 *   intervals: [{ repetitionBasis: intervalBasis, days: ['MONDAY'], startTime: '02:00', endTime: '04:00' }],
 *   cpuMin: 100, cpuMax: 2000,
 * });
 */
export class RightSizingRule extends Construct {
  /** The right-sizing rule (L1). */
  public readonly resource: ClusterRightSizingRule;

  public constructor(scope: Construct, id: string, props: RightSizingRuleProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'RightSizingRule');
    props = problems.struct(props);
    const clusterId = oneCluster(problems, props, 'a rule belongs to one cluster');
    checkRightSizingOptions(problems, props);
    problems.throwIfAny();
    // given: none or several is a problem, thrown above
    this.resource = createRightSizingRule(this, 'Resource', clusterId!, props);
  }

  /** The rule's identifier. */
  public get ruleId(): string {
    return this.resource.id;
  }
}
