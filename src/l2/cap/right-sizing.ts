/**
 * What the right-sizing rules of the cluster L2s (`addRightSizingRule`) and `RightSizingRule` share:
 * the checks of a rule's options and the rule (L1) they make. Internal: not exported from the index.
 */
import { Construct } from 'constructs';
import { ClusterRightSizingRule } from '../../l1/cap/cluster-right-sizing-rule';
import { childId } from '../ids';
import { CLUSTER, CLUSTER_IMPORT, ECS_LIKE_CLUSTER, NODE_POOL_CLUSTER } from '../kinds';
import { PropProblems, RefKind } from '../problems';
import { checkLabelKeys } from './render';
import { AddRightSizingRuleOptions, ClusterChoiceProps, RightSizingInterval, RightSizingRuleOptions, RightSizingWorkloads } from './right-sizing-rule';

/** The number options of a rule and the one each must not exceed. */
const BOUNDARIES: ReadonlyArray<[keyof RightSizingRuleOptions, keyof RightSizingRuleOptions]> = [['cpuMin', 'cpuMax'], ['memoryMin', 'memoryMax']];

/**
 * Checks the options of a right-sizing rule (what the cluster L2s' `addRightSizingRule` and
 * `RightSizingRule` share): kinds first, then a name, at least one namespace and interval, label keys,
 * boundaries of at least 0 with each minimum at most its maximum, and monthly repetition given whole.
 * Records every problem; throws nothing.
 */
export function checkRightSizingOptions(problems: PropProblems, options: RightSizingRuleOptions): void {
  problems.requireString('name', options.name);
  problems.optionalString('restartReplicas', options.restartReplicas);
  for (const name of ['downsideOnly', 'excludePreliminaryRecommendations'] as const) problems.optionalBoolean(name, options[name]);
  problems.check(!problems.judge('name', options.name) || options.name.trim() !== '', 'name: must not be blank');
  for (const [min, max] of BOUNDARIES) {
    for (const name of [min, max]) {
      problems.optionalNumber(name, options[name]);
      problems.check(!problems.judge(name, options[name]) || (options[name] as number) >= 0, `${name}: ${options[name]} is below 0`);
    }
    const [lo, hi] = [options[min] as number | undefined, options[max] as number | undefined];
    problems.check(!problems.judge(min, lo) || !problems.judge(max, hi) || lo! <= hi!, `${min}: ${lo} is more than ${max} (${hi})`);
  }
  const workloads = problems.structList('workloads', options.workloads, true, (name, w: RightSizingWorkloads) => {
    problems.requireString(`${name}.namespace`, w.namespace);
    problems.optionalStringMap(`${name}.labels`, w.labels);
    problems.check(!problems.judge(`${name}.namespace`, w.namespace) || w.namespace.trim() !== '', `${name}.namespace: must not be blank`);
    checkLabelKeys(problems, `${name}.labels`, w.labels, 'label');
  });
  problems.check(workloads === undefined || workloads.length > 0, 'workloads: name at least a namespace');
  const intervals = problems.structList('intervals', options.intervals, true, (name, i: RightSizingInterval) => {
    for (const field of ['repetitionBasis', 'startTime', 'endTime'] as const) problems.requireString(`${name}.${field}`, i[field]);
    problems.requireStrings(`${name}.days`, i.days);
    problems.optionalStrings(`${name}.weeksOfMonth`, i.weeksOfMonth);
    problems.optionalNumbers(`${name}.months`, i.months);
    problems.check(!problems.judge(`${name}.days`, i.days) || i.days.length > 0, `${name}.days: name at least one day`);
    problems.check(PropProblems.given(i.months) === PropProblems.given(i.weeksOfMonth),
      `${name}.${PropProblems.given(i.months) ? 'weeksOfMonth' : 'months'}: is missing; a monthly interval needs both its months and its weeks of the month (give neither for a weekly one)`);
  });
  problems.check(intervals === undefined || intervals.length > 0, 'intervals: name at least an interval');
}

/**
 * The rule (L1) of a cluster, from checked options.
 * @param clusterId the cluster's identifier
 */
export function createRightSizingRule(scope: Construct, id: string, clusterId: string, options: RightSizingRuleOptions): ClusterRightSizingRule {
  const given = (v: unknown) => v !== undefined && v !== null;
  const bounds = { cpuMin: options.cpuMin, cpuMax: options.cpuMax, memoryMin: options.memoryMin, memoryMax: options.memoryMax };
  return new ClusterRightSizingRule(scope, id, {
    ruleName: options.name,
    clusterId,
    downsideOnly: options.downsideOnly,
    excludePreliminaryRecommendations: options.excludePreliminaryRecommendations,
    restartReplicas: options.restartReplicas,
    attachWorkloads: [{
      namespaces: options.workloads.map((w) => ({
        namespaceName: w.namespace,
        labels: given(w.labels) ? Object.entries(w.labels!).map(([key, value]) => ({ key, value })) : undefined,
      })),
    }],
    recommendationApplicationIntervals: options.intervals.map((i) => {
      const weekly = [{ intervalDays: i.days, intervalHoursStartTime: i.startTime, intervalHoursEndTime: i.endTime }];
      return given(i.months)
        ? {
          repetitionBasis: i.repetitionBasis,
          monthlyRepetitionBasis: [{ intervalMonths: i.months!, weekOfTheMonths: i.weeksOfMonth!, weeklyRepetitionBasis: weekly }],
        }
        : { repetitionBasis: i.repetitionBasis, weeklyRepetitionBasis: weekly };
    }),
    recommendationApplicationBoundaries: Object.values(bounds).some(given) ? [bounds] : undefined,
  });
}

/**
 * Adds a right-sizing rule to a cluster L2 (construct id `options.id` or `RightSizingRule-<name>`).
 * @param scope the cluster L2
 * @param method its class and method, for messages (`SpotCluster.addRightSizingRule`)
 * @param clusterId the cluster's identifier
 */
export function addRightSizingRule(scope: Construct, method: string, clusterId: string, options: AddRightSizingRuleOptions): ClusterRightSizingRule {
  const problems = new PropProblems(scope, method);
  options = problems.struct(options, 'options');
  checkRightSizingOptions(problems, options);
  problems.optionalString('id', options.id);
  problems.throwIfAny();
  return createRightSizingRule(scope, childId(scope, method, 'RightSizingRule', options.name, options.id), clusterId, options);
}

/** The cluster props of `ClusterChoiceProps`: each the reference kind and the attribute that holds the id. */
const CLUSTERS: ReadonlyArray<[keyof ClusterChoiceProps, RefKind]> = [
  ['cluster', CLUSTER], ['nodePoolCluster', NODE_POOL_CLUSTER], ['ecsLikeCluster', ECS_LIKE_CLUSTER], ['clusterImport', CLUSTER_IMPORT],
];

/**
 * The identifier of the one cluster given in the cluster props (`cluster`, `nodePoolCluster`,
 * `ecsLikeCluster`, `clusterImport`): none or several is a problem, saying why there is one.
 * @param why for the message when several are given (`a rule belongs to one cluster`)
 * @returns the identifier (undefined when there is a problem)
 */
export function oneCluster(problems: PropProblems, props: ClusterChoiceProps, why: string): string | undefined {
  const given = CLUSTERS.filter(([name, kind]) => problems.optionalRef(name, props[name], kind) && PropProblems.given(props[name]));
  problems.check(given.length === 1 || CLUSTERS.some(([name]) => problems.isWrongKind(name)), given.length === 0
    ? `cluster: is missing; give the cluster as one of ${CLUSTERS.map(([n]) => n).join(', ')}`
    : `${given.map(([n]) => n).join(', ')}: ${why}; give one of them`);
  if (given.length !== 1) return undefined;
  const [name, kind] = given[0];
  return (props[name] as unknown as Record<string, string>)[kind.attributes[0]];
}
