/**
 * `cap.SpotNodePoolCluster` details: which number props must be whole numbers (GPU counts need not
 * be), the ordered pairs accept equal values, a prop of the wrong kind is reported once (not again by
 * the checks that follow it), every overlapping pair of windows is listed, resource limits are written
 * when either limit is given, scheduling is written when only part of it is given, the exact message
 * of options that are not an object, the 256-character comment limit is inclusive, and props and
 * options given as null write nothing.
 */
import { cap } from '../../src';
import { capStack, nodePoolBase, nodePoolRequiredJson } from '../support/cap';
import { invalidAt, only, synthChecked } from '../support/l2';

const stack = capStack;
const base = nodePoolBase;
/** What a cluster of the base props alone writes. */
const DEFAULT_JSON = {
  ...nodePoolRequiredJson,
  update_policy: { should_roll: true, roll_config: { batch_size_percentage: 20, batch_min_healthy_percentage: 50, respect_pdb: true } },
};
const ROLL_DEFAULTS = { batch_size_percentage: 20, batch_min_healthy_percentage: 50, respect_pdb: true };
const poolsOf = (json: any) => only(json, 'cap_pubcloud_b_node_pool_cluster');
/** The synthesized cluster of the base props with `props`, after `calls`. */
const build = (props: Partial<cap.SpotNodePoolClusterProps> = {}, calls: (c: cap.SpotNodePoolCluster) => void = () => undefined) => {
  const s = stack();
  calls(new cap.SpotNodePoolCluster(s, 'Pools', { ...base, ...props }));
  return poolsOf(synthChecked(s));
};
const invalid = invalidAt('SpotNodePoolCluster', 'stack/Pools');
const methodInvalid = (method: string, ...problems: string[]) => invalidAt(`SpotNodePoolCluster.${method}`, 'stack/Pools')(...problems);
const create = (props: Partial<cap.SpotNodePoolClusterProps>) => () => new cap.SpotNodePoolCluster(stack(), 'Pools', { ...base, ...props });

describe('which number props must be whole numbers', () => {
  test.each<[string, Partial<cap.SpotNodePoolClusterProps>, string]>([
    ['minCount', { minCount: 0.5 }, 'minCount: 0.5 must be a whole number of at least 0'],
    ['maxCount', { maxCount: 1.5 }, 'maxCount: 1.5 must be a whole number of at least 0'],
    ['gracePeriod', { gracePeriod: 60.5 }, 'gracePeriod: 60.5 must be a whole number of at least 0'],
    ['vmMinVcpu', { vmMinVcpu: 1.5 }, 'vmMinVcpu: 1.5 must be a whole number of at least 0'],
    ['vmMaxVcpu', { vmMaxVcpu: 2.5 }, 'vmMaxVcpu: 2.5 must be a whole number of at least 0'],
    ['vmMinNics', { vmMinNics: 1.5 }, 'vmMinNics: 1.5 must be a whole number of at least 0'],
    ['vmMinDisk', { vmMinDisk: 0.5 }, 'vmMinDisk: 0.5 must be a whole number of at least 0'],
    ['clusterMaxVcpu', { autoscaler: true, clusterMaxVcpu: 10.5 }, 'clusterMaxVcpu: 10.5 must be a whole number of at least 0'],
    ['clusterMaxMemoryGib', { autoscaler: true, clusterMaxMemoryGib: 10.5 }, 'clusterMaxMemoryGib: 10.5 must be a whole number of at least 0'],
    ['rollBatchSizePercentage', { rollBatchSizePercentage: 12.5 }, 'rollBatchSizePercentage: 12.5 must be a whole number from 0 to 100'],
  ])('%s: a fraction is refused, and the message asks for a whole number', (_name, props, problem) => {
    expect(create(props)).toThrow(invalid(problem));
  });

  test('GPU counts may be fractions: vmMinGpu 0.5 and vmMaxGpu 1.5 are written as given', () => {
    expect(build({ vmMinGpu: 0.5, vmMaxGpu: 1.5 }).filters).toEqual({ min_gpu: 0.5, max_gpu: 1.5 });
  });

  test('a negative GPU count is refused with a message that asks for a number, not a whole number', () => {
    expect(create({ vmMinGpu: -1, vmMaxGpu: -0.5 })).toThrow(invalid(
      'vmMinGpu: -1 must be a number of at least 0',
      'vmMaxGpu: -0.5 must be a number of at least 0',
    ));
  });
});

test('each ordered pair accepts a lower value equal to the upper one', () => {
  const r = build({ minCount: 3, maxCount: 3, vmMinVcpu: 4, vmMaxVcpu: 4, vmMinMemoryGib: 8, vmMaxMemoryGib: 8, vmMinGpu: 1, vmMaxGpu: 1 });
  expect(r).toMatchObject({ min_count: 3, max_count: 3 });
  expect(r.filters).toEqual({ min_vcpu: 4, max_vcpu: 4, min_memory_gib: 8, max_memory_gib: 8, min_gpu: 1, max_gpu: 1 });
});

describe('a prop of the wrong kind is reported once, not again by the checks that follow', () => {
  test('headroom that is not an object: not also its fields as missing', () => {
    expect(create({ autoscaler: true, headroom: 5 as any })).toThrow(invalid('headroom: expected an object of named properties, got 5 (a number)'));
  });

  test('autoscaler that is not a boolean: not also the tuning props as needing the autoscaler', () => {
    expect(create({ autoscaler: 'yes' as any, maxScaleDownPercentage: 20 })).toThrow(
      invalid('autoscaler: expected a boolean (true or false), got "yes" (a string)'),
    );
  });

  test('conditionedRoll that is not a boolean: not also as needing rollOnChange', () => {
    expect(create({ rollOnChange: false, conditionedRoll: 'yes' as any })).toThrow(
      invalid('conditionedRoll: expected a boolean (true or false), got "yes" (a string)'),
    );
  });

  test('a roll comment that is not a string: not also its length', () => {
    const c = new cap.SpotNodePoolCluster(stack(), 'Pools', base);
    expect(() => c.scheduleRoll('0 3 * * 0', { comment: { length: 300 } as any })).toThrow(
      methodInvalid('scheduleRoll', 'comment: expected a string, got {"length":300} (an object)'),
    );
  });
});

test('every overlapping pair of windows of one kind is listed, separated by semicolons', () => {
  expect(create({
    shutdownHours: [cap.TimeWindow.parse('Mon:00:00-Mon:03:00'), cap.TimeWindow.parse('Mon:01:00-Mon:02:00'), cap.TimeWindow.parse('Mon:02:30-Mon:04:00')],
  })).toThrow(invalid(
    'shutdownHours: windows must not overlap: Mon:00:00-Mon:03:00 overlaps Mon:01:00-Mon:02:00; Mon:00:00-Mon:03:00 overlaps Mon:02:30-Mon:04:00',
  ));
});

describe('resource limits are written when either limit is given', () => {
  test.each<[string, Partial<cap.SpotNodePoolClusterProps>, Record<string, number>]>([
    ['clusterMaxVcpu alone', { clusterMaxVcpu: 100 }, { max_vcpu: 100 }],
    ['clusterMaxMemoryGib alone', { clusterMaxMemoryGib: 400 }, { max_memory_gib: 400 }],
  ])('%s: resource_limits holds it alone', (_name, props, limits) => {
    expect(build({ autoscaler: true, ...props }).autoscaler).toEqual({ autoscale_is_enabled: true, resource_limits: limits });
  });
});

describe('scheduling is written when only part of it is given', () => {
  test('suspension hours alone', () => {
    expect(build({ suspensionHours: [cap.TimeWindow.parse('Fri:16:00-Fri:20:00')] }).scheduling).toEqual({
      suspension_hours: { is_enabled: true, time_windows: ['Fri:16:00-Fri:20:00'] },
    });
  });

  test('a suspension window added by the method alone', () => {
    expect(build({}, (c) => c.addSuspensionWindow(cap.TimeWindow.parse('Tue:16:00-Tue:20:00'))).scheduling).toEqual({
      suspension_hours: { is_enabled: true, time_windows: ['Tue:16:00-Tue:20:00'] },
    });
  });

  test('a scheduled roll alone', () => {
    expect(build({}, (c) => c.scheduleRoll('0 3 * * 0')).scheduling).toEqual({
      tasks: [{ cron_expression: '0 3 * * 0', is_enabled: true, task_type: 'clusterRoll', parameters: { parameters_cluster_roll: ROLL_DEFAULTS } }],
    });
  });

  test('nothing: no scheduling block', () => {
    expect(build()).not.toHaveProperty('scheduling');
  });
});

describe('options that are not an object, exact messages', () => {
  test('scheduleRoll', () => {
    const c = new cap.SpotNodePoolCluster(stack(), 'Pools', base);
    expect(() => c.scheduleRoll('0 3 * * 0', 'weekly' as any)).toThrow(
      methodInvalid('scheduleRoll', 'options: expected an object of named properties, got "weekly" (a string)'),
    );
  });

  test('scheduleUpgrade', () => {
    const c = new cap.SpotNodePoolCluster(stack(), 'Pools', base);
    expect(() => c.scheduleUpgrade('0 4 * * 1', 5 as any)).toThrow(
      methodInvalid('scheduleUpgrade', 'options: expected an object of named properties, got 5 (a number)'),
    );
  });
});

test('a roll comment of 256 characters is accepted and written as given', () => {
  const comment = 'c'.repeat(256);
  const r = build({}, (c) => c.scheduleRoll('0 3 * * 0', { comment }));
  expect(r.scheduling.tasks[0].parameters.parameters_cluster_roll).toEqual({ ...ROLL_DEFAULTS, comment });
});

describe('null counts as not given', () => {
  const OPTIONAL = [
    'minCount', 'maxCount', 'spotPercentage', 'fallbackToOndemand', 'gracePeriod', 'kubernetesVersion',
    'osType', 'osSku', 'osDiskType', 'osDiskSizeGb', 'maxPodsPerNode', 'enableNodePublicIp', 'vnetSubnetIds', 'podSubnetIds', 'labels', 'tags', 'taints',
    'vmArchitectures', 'vmSeries', 'vmExcludeSeries', 'vmTypes', 'vmGpuTypes', 'vmAcceleratedNetworking', 'vmDiskPerformance', 'vmMinVcpu', 'vmMaxVcpu',
    'vmMinMemoryGib', 'vmMaxMemoryGib', 'vmMinGpu', 'vmMaxGpu', 'vmMinDisk', 'vmMinNics', 'autoscaler', 'autoHeadroomPercentage', 'headroom',
    'maxScaleDownPercentage', 'clusterMaxVcpu', 'clusterMaxMemoryGib', 'shutdownHours', 'suspensionHours', 'rollOnChange', 'conditionedRoll',
    'rollBatchSizePercentage', 'rollBatchMinHealthyPercentage', 'respectPdb',
  ];
  const nulls = Object.fromEntries(OPTIONAL.map((name) => [name, null])) as any;

  test('every optional prop given as null: the cluster writes what the required props alone write', () => {
    expect(build(nulls)).toEqual(DEFAULT_JSON);
  });

  test('the autoscaler on with every tuning prop and the headroom GPU share null: only the switch and the manual headroom are written', () => {
    const r = build({ ...nulls, autoscaler: true, headroom: { cpuPerUnit: 500, memoryPerUnit: 256, numOfUnits: 3, gpuPerUnit: null as any } });
    expect(r.autoscaler).toEqual({ autoscale_is_enabled: true });
    expect(r.headrooms).toEqual([{ cpu_per_unit: 500, memory_per_unit: 256, num_of_units: 3 }]);
  });

  test('options and option values given as null: the tasks carry the cluster\'s roll settings only', () => {
    const r = build({}, (c) => {
      c.scheduleRoll('0 3 * * 0', null as any);
      c.scheduleRoll('0 4 * * 0', { batchSizePercentage: null, comment: null, respectRestrictScaleDown: null } as any);
      c.scheduleUpgrade('0 3 * * 0', null as any);
      c.scheduleUpgrade('0 4 * * 0', { batchSizePercentage: null, comment: null, respectRestrictScaleDown: null, scopeVersion: null, applyRoll: null } as any);
    });
    const roll = (cron: string) => ({ cron_expression: cron, is_enabled: true, task_type: 'clusterRoll', parameters: { parameters_cluster_roll: ROLL_DEFAULTS } });
    const upgrade = (cron: string) => ({
      cron_expression: cron, is_enabled: true, task_type: 'autoUpgradeVersion', parameters: { parameters_upgrade_config: { apply_roll: true, roll_parameters: ROLL_DEFAULTS } },
    });
    expect(r.scheduling.tasks).toEqual([upgrade('0 3 * * 0'), upgrade('0 4 * * 0'), roll('0 3 * * 0'), roll('0 4 * * 0')]);
  });
});
