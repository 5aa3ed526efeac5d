/**
 * The rules a node-pool cluster (`SpotNodePoolCluster`) and its node groups (`NodePoolNodeGroup`)
 * share, so that one setting is checked and written the same way on both: the bounds of the number
 * settings, the VM-size filters, the manual headroom, the taints and the roll settings.
 *
 * Internal: not exported from the package index.
 */
import { Token } from '../../constructs/cdktf';
import { nodePoolClusterTaintKeyDisallowed } from '../../l1/cap/pubcloud-b/node-pool-cluster';
import { NodePoolClusterNodeGroupConfig } from '../../l1/cap/pubcloud-b/node-pool-cluster-node-group';
import { TIME_WINDOW } from '../kinds';
import { PropProblems } from '../problems';
import type { CommonNodePoolNodeGroupProps } from './node-pool-node-group';
import { checkLabelKeys, checkTaints, hoursBlock } from './render';
import type { HeadroomOptions } from './spot-cluster';
import type { NodePoolTaint } from './spot-node-pool-cluster';
import { TimeWindow } from './time-window';

/** The VM-size filters: the prop and the attribute of `filters` it is written to. */
export const FILTER_STRINGS = [['vmAcceleratedNetworking', 'acceleratedNetworking'], ['vmDiskPerformance', 'diskPerformance']] as const;
export const FILTER_LISTS = [
  ['vmArchitectures', 'architectures'], ['vmExcludeSeries', 'excludeSeries'], ['vmGpuTypes', 'gpuTypes'], ['vmSeries', 'series'], ['vmTypes', 'vmTypes'],
] as const;
export const FILTER_NUMBERS = [
  ['vmMaxGpu', 'maxGpu'], ['vmMaxMemoryGib', 'maxMemoryGib'], ['vmMaxVcpu', 'maxVcpu'], ['vmMinDisk', 'minDisk'],
  ['vmMinGpu', 'minGpu'], ['vmMinMemoryGib', 'minMemoryGib'], ['vmMinNics', 'minNics'], ['vmMinVcpu', 'minVcpu'],
] as const;

/** Bounds of the number settings, by prop: lowest, highest (undefined: none), whole numbers only. */
export const NODE_POOL_BOUNDS: { readonly [prop: string]: readonly [number, number | undefined, boolean] } = {
  minCount: [0, undefined, true],
  maxCount: [0, undefined, true],
  spotPercentage: [0, 100, true],
  gracePeriod: [0, undefined, true],
  osDiskSizeGb: [1, undefined, true],
  maxPodsPerNode: [1, undefined, true],
  vmMinVcpu: [0, undefined, true],
  vmMaxVcpu: [0, undefined, true],
  vmMinMemoryGib: [0, undefined, false],
  vmMaxMemoryGib: [0, undefined, false],
  vmMinGpu: [0, undefined, false],
  vmMaxGpu: [0, undefined, false],
  vmMinDisk: [0, undefined, true],
  vmMinNics: [0, undefined, true],
  autoHeadroomPercentage: [0, 100, true],
  maxScaleDownPercentage: [1, 100, true],
  clusterMaxVcpu: [0, undefined, true],
  clusterMaxMemoryGib: [0, undefined, true],
  rollBatchSizePercentage: [0, 100, true],
  rollBatchMinHealthyPercentage: [1, 100, true],
};

/** The bounds of the props named, in that order: `[prop, lowest, highest, whole]`. */
export function boundsOf<K extends string>(names: readonly K[]): Array<[K, number, number | undefined, boolean]> {
  return names.map((name) => [name, ...NODE_POOL_BOUNDS[name]]);
}

/** Pairs of settings that must be ordered: the lower, the upper. */
export const NODE_POOL_ORDERED = [['minCount', 'maxCount'], ['vmMinVcpu', 'vmMaxVcpu'], ['vmMinMemoryGib', 'vmMaxMemoryGib'], ['vmMinGpu', 'vmMaxGpu']] as const;

export const HEADROOM_FIELDS = ['cpuPerUnit', 'memoryPerUnit', 'numOfUnits'] as const;

/** Records a problem when a number that can be judged is outside its bounds (`hi` undefined: none). */
export function checkBounds(
  problems: PropProblems, name: string, value: number | undefined, lo: number, hi: number | undefined, whole: boolean,
): void {
  if (!problems.judge(name, value)) return;
  const ok = (!whole || Number.isInteger(value)) && value! >= lo && (hi === undefined || value! <= hi);
  const kind = whole ? 'a whole number' : 'a number';
  problems.check(ok, `${name}: ${value} must be ${kind} ${hi === undefined ? `of at least ${lo}` : `from ${lo} to ${hi}`}`);
}

/** Records a problem for each ordered pair whose lower value is more than its upper one (both judged). */
export function checkOrdered(problems: PropProblems, values: Record<string, unknown>): void {
  for (const [lower, upper] of NODE_POOL_ORDERED) {
    const [a, b] = [values[lower] as number | undefined, values[upper] as number | undefined];
    problems.check(!problems.judge(lower, a) || !problems.judge(upper, b) || a! <= b!, `${lower}: ${a} is more than ${upper} (${b})`);
  }
}

/**
 * Checks a manual headroom (`headroom`): an object whose cpuPerUnit, memoryPerUnit and numOfUnits are
 * numbers (gpuPerUnit may be left out), each a whole number of at least 0.
 * @returns the headroom to write (undefined when not given)
 */
export function checkHeadroom(problems: PropProblems, value: HeadroomOptions | undefined): HeadroomOptions | undefined {
  const headroom = problems.optionalStruct('headroom', value);
  if (headroom !== undefined && !problems.isWrongKind('headroom')) {
    for (const name of HEADROOM_FIELDS) problems.requireNumber(`headroom.${name}`, headroom[name]);
    problems.optionalNumber('headroom.gpuPerUnit', headroom.gpuPerUnit);
    for (const name of [...HEADROOM_FIELDS, 'gpuPerUnit'] as const) checkBounds(problems, `headroom.${name}`, headroom[name], 0, undefined, true);
  }
  return headroom;
}

/** The `filters` block from the `vm…` props given (undefined when none is). */
export function filtersOf(values: Record<string, unknown>): Record<string, unknown> | undefined {
  const filters: Record<string, unknown> = {};
  for (const [prop, attr] of [...FILTER_STRINGS, ...FILTER_LISTS, ...FILTER_NUMBERS]) {
    if (PropProblems.given(values[prop])) filters[attr] = values[prop];
  }
  return Object.keys(filters).length ? filters : undefined;
}

/** True when a taint key is one Kubernetes sets on nodes itself (a token is not judged). */
export function isSystemTaintKey(problems: PropProblems, name: string, key: string): boolean {
  return problems.judge(name, key) && nodePoolClusterTaintKeyDisallowed.includes(key);
}

/**
 * Checks the taints: each with the strings key, value and effect (the provider requires all three), a
 * key that is not blank and an effect a taint may have (`checkTaints`). With `refuseSystemKeys`, a key
 * Kubernetes sets on nodes itself (the L1's disallowed keys of the cluster's taints) is refused (a
 * token is not judged).
 * @returns the taints to write (undefined when none were given)
 */
export function checkNodePoolTaints(
  problems: PropProblems, taints: NodePoolTaint[] | undefined, refuseSystemKeys: boolean,
): NodePoolTaint[] | undefined {
  return checkTaints(problems, taints, {
    check: (p, name, taint) => p.check(
      !refuseSystemKeys || !isSystemTaintKey(p, `${name}.key`, taint.key),
      `${name}.key: ${JSON.stringify(taint.key)} is a taint the system sets itself; a node pool may not have it (tolerate it in the pods instead)`,
    ),
  });
}

/** The number options of a node group, with the bounds the cluster's props of the same name have. */
const GROUP_BOUNDS = boundsOf([
  'minCount', 'maxCount', 'spotPercentage', 'osDiskSizeGb', 'maxPodsPerNode',
  'vmMinVcpu', 'vmMaxVcpu', 'vmMinMemoryGib', 'vmMaxMemoryGib', 'vmMinGpu', 'vmMaxGpu', 'vmMinDisk', 'vmMinNics',
  'rollBatchSizePercentage', 'rollBatchMinHealthyPercentage',
]);
/** The options that belong to the group's update policy, which needs `rollOnChange: true`. */
const ROLL_OPTIONS = ['conditionedRoll', 'rollBatchSizePercentage', 'rollBatchMinHealthyPercentage', 'respectPdb'] as const;

/**
 * Checks the settings of a node group of a node-pool cluster (those the constructor and
 * `SpotNodePoolCluster.addNodeGroup` share): kinds first, then the bounds and rules the cluster's
 * props of the same name have, the roll options' need of `rollOnChange: true`, and windows that must
 * not overlap. Records every problem; throws nothing.
 */
export function checkNodePoolGroupOptions(problems: PropProblems, options: CommonNodePoolNodeGroupProps): void {
  const o = options as unknown as Record<string, unknown>;
  for (const name of ['kubernetesVersion', 'osType', 'osSku', 'osDiskType', ...FILTER_STRINGS.map(([n]) => n)]) problems.optionalString(name, o[name]);
  for (const name of ['availabilityZones', 'vnetSubnetIds', 'podSubnetIds', ...FILTER_LISTS.map(([n]) => n)]) problems.optionalStrings(name, o[name]);
  for (const [name] of GROUP_BOUNDS) problems.optionalNumber(name, o[name]);
  for (const name of ['fallbackToOndemand', 'enableNodePublicIp', 'rollOnChange', 'conditionedRoll', 'respectPdb']) problems.optionalBoolean(name, o[name]);
  problems.optionalStringMap('labels', options.labels);
  checkLabelKeys(problems, 'labels', options.labels, 'label');
  problems.optionalStringMap('tags', options.tags);
  checkNodePoolTaints(problems, options.taints, false);
  checkHeadroom(problems, options.headroom);
  problems.optionalInstances('shutdownHours', options.shutdownHours, TimeWindow, TIME_WINDOW);

  for (const [name, lo, hi, whole] of GROUP_BOUNDS) checkBounds(problems, name, o[name] as number | undefined, lo, hi, whole);
  checkOrdered(problems, o);
  const roll = options.rollOnChange;
  if (!Token.isUnresolved(roll) && roll !== true && !problems.isWrongKind('rollOnChange')) {
    const state = roll === false ? 'rollOnChange is false' : 'rollOnChange is not given';
    for (const name of ROLL_OPTIONS) {
      problems.check(
        !PropProblems.given(o[name]) || problems.isWrongKind(name),
        `${name}: belongs to the group's roll on change, but ${state}; set rollOnChange: true, or remove ${name}`,
      );
    }
  }
  if (!problems.isWrongKind('shutdownHours')) {
    const overlaps = TimeWindow.findOverlaps(options.shutdownHours ?? []);
    problems.check(overlaps.length === 0, `shutdownHours: windows must not overlap: ${overlaps.join('; ')}`);
  }
}

/** What a node group's settings write (checked by `checkNodePoolGroupOptions`): only what was given. */
export function nodePoolGroupConfig(options: CommonNodePoolNodeGroupProps): Omit<NodePoolClusterNodeGroupConfig, 'clusterId' | 'name'> {
  const given = PropProblems.given;
  const headroom = options.headroom;
  const rollConfig = {
    batchSizePercentage: options.rollBatchSizePercentage ?? undefined,
    batchMinHealthyPercentage: options.rollBatchMinHealthyPercentage ?? undefined,
    respectPdb: options.respectPdb ?? undefined,
  };
  const windows = options.shutdownHours ?? [];
  return {
    availabilityZones: options.availabilityZones ?? undefined,
    minCount: options.minCount ?? undefined,
    maxCount: options.maxCount ?? undefined,
    spotPercentage: options.spotPercentage ?? undefined,
    fallbackToOndemand: options.fallbackToOndemand ?? undefined,
    kubernetesVersion: options.kubernetesVersion ?? undefined,
    osType: options.osType ?? undefined,
    osSku: options.osSku ?? undefined,
    osDiskType: options.osDiskType ?? undefined,
    osDiskSizeGb: options.osDiskSizeGb ?? undefined,
    maxPodsPerNode: options.maxPodsPerNode ?? undefined,
    enableNodePublicIp: options.enableNodePublicIp ?? undefined,
    vnetSubnetIds: options.vnetSubnetIds ?? undefined,
    podSubnetIds: options.podSubnetIds ?? undefined,
    labels: options.labels ?? undefined,
    tags: options.tags ?? undefined,
    taints: given(options.taints) ? options.taints!.map((t) => ({ key: t.key, value: t.value, effect: t.effect })) : undefined,
    filters: filtersOf(options as unknown as Record<string, unknown>),
    headrooms: given(headroom) ? [{
      cpuPerUnit: headroom!.cpuPerUnit,
      memoryPerUnit: headroom!.memoryPerUnit,
      numOfUnits: headroom!.numOfUnits,
      gpuPerUnit: headroom!.gpuPerUnit ?? undefined,
    }] : undefined,
    scheduling: windows.length ? { shutdownHours: hoursBlock(windows) } : undefined,
    updatePolicy: given(options.rollOnChange) ? {
      shouldRoll: options.rollOnChange!,
      conditionedRoll: options.conditionedRoll ?? undefined,
      rollConfig: Object.values(rollConfig).some((v) => v !== undefined) ? rollConfig : undefined,
    } : undefined,
  };
}
