/**
 * The spot-capacity node-pool cluster (`cap.SpotNodePoolCluster`, L1 `pubcloud_b.NodePoolCluster`):
 * the explicit autoscaler with automatic and manual headroom, VM-size filters, shutdown and
 * suspension hours, scheduled rolls and upgrades, taints and the update policy.
 */
import { TerraformVariable, Token } from 'cdktf';
import { cap } from '../../src';
import { capStack, nodePoolBase, nodePoolRequiredJson } from '../support/cap';
import { synthChecked as synth, warningsOf as warnings } from '../support/l2';

const stack = capStack;
const base = nodePoolBase;
const REQUIRED = nodePoolRequiredJson;
const ROLL_DEFAULTS = { batch_size_percentage: 20, batch_min_healthy_percentage: 50, respect_pdb: true };
const clusters = (json: any): Record<string, any> => json.resource.cap_pubcloud_b_node_pool_cluster ?? {};
const only = (json: any) => {
  const values = Object.values(clusters(json));
  expect(values).toHaveLength(1);
  return values[0];
};
const build = (props: Partial<cap.SpotNodePoolClusterProps> = {}, calls: (c: cap.SpotNodePoolCluster) => void = () => undefined) => {
  const s = stack();
  const c = new cap.SpotNodePoolCluster(s, 'Pools', { ...base, ...props });
  calls(c);
  return only(synth(s));
};
const addresses = (json: any) => Object.entries<any>(json.resource).flatMap(([type, byName]) => Object.keys(byName).map((name) => `${type}.${name}`)).sort();

describe('a full stack', () => {
  test('autoscaler with headroom and limits, filters, taints, shutdown and suspension hours, a roll and an upgrade', () => {
    const s = stack();
    const pools = new cap.SpotNodePoolCluster(s, 'Pools', {
      ...base,
      minCount: 1,
      maxCount: 50,
      spotPercentage: 80,
      fallbackToOndemand: true,
      gracePeriod: 600,
      osType: 'Linux',
      osSku: 'Ubuntu',
      maxPodsPerNode: 60,
      labels: { team: 'platform' },
      tags: { env: 'prod' },
      taints: [{ key: 'workload', value: 'batch', effect: 'NoSchedule' }],
      vmArchitectures: ['x86_64'],
      vmSeries: ['Dsv5'],
      vmMinVcpu: 2,
      vmMaxVcpu: 16,
      autoscaler: true,
      autoHeadroomPercentage: 5,
      maxScaleDownPercentage: 30,
      clusterMaxVcpu: 750,
      clusterMaxMemoryGib: 1500,
      shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:06:00')],
      conditionedRoll: true,
    });
    pools.addSuspensionWindow(cap.TimeWindow.parse('Fri:16:00-Fri:20:00'));
    pools.scheduleRoll('0 3 * * 0', { comment: 'weekly refresh' });
    pools.scheduleUpgrade('0 4 * * 1', { scopeVersion: 'patch' });
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
    expect(warnings(pools)).toEqual([]);
    expect(only(json)).toMatchObject({
      ...REQUIRED,
      autoscaler: {
        autoscale_is_enabled: true,
        autoscale_headroom: { automatic: { is_enabled: true, percentage: 5 } },
        autoscale_down: { max_scale_down_percentage: 30 },
        resource_limits: { max_vcpu: 750, max_memory_gib: 1500 },
      },
      filters: { architectures: ['x86_64'], series: ['Dsv5'], min_vcpu: 2, max_vcpu: 16 },
      health: { grace_period: 600 },
      update_policy: { should_roll: true, conditioned_roll: true, roll_config: ROLL_DEFAULTS },
      scheduling: {
        shutdown_hours: { is_enabled: true, time_windows: ['Sat:00:00-Mon:06:00'] },
        suspension_hours: { is_enabled: true, time_windows: ['Fri:16:00-Fri:20:00'] },
      },
    });
  });
});

describe('SpotNodePoolCluster', () => {
  test('the main L1 is `resource`, construct id Resource; only the required attributes and the update policy are written by default', () => {
    const s = stack();
    const c = new cap.SpotNodePoolCluster(s, 'Pools', base);
    expect(c.resource).toBeInstanceOf(cap.pubcloud_b.NodePoolCluster);
    expect(c.resource.node.id).toBe('Resource');
    expect(only(synth(s))).toEqual({ ...REQUIRED, update_policy: { should_roll: true, roll_config: ROLL_DEFAULTS } });
  });

  const cases: Array<[string, Partial<cap.SpotNodePoolClusterProps>, Record<string, unknown>]> = [
    ['minCount and maxCount', { minCount: 0, maxCount: 10 }, { min_count: 0, max_count: 10 }],
    ['spotPercentage', { spotPercentage: 0 }, { spot_percentage: 0 }],
    ['fallbackToOndemand', { fallbackToOndemand: false }, { fallback_to_ondemand: false }],
    ['gracePeriod', { gracePeriod: 300 }, { health: { grace_period: 300 } }],
    ['kubernetesVersion', { kubernetesVersion: '1.30' }, { kubernetes_version: '1.30' }],
    ['osType, osSku, osDiskType, osDiskSizeGb', { osType: 'Windows', osSku: 'Windows2022', osDiskType: 'Ephemeral', osDiskSizeGb: 64 },
      { os_type: 'Windows', os_sku: 'Windows2022', os_disk_type: 'Ephemeral', os_disk_size_gb: 64 }],
    ['maxPodsPerNode', { maxPodsPerNode: 1 }, { max_pods_per_node: 1 }],
    ['enableNodePublicIp', { enableNodePublicIp: false }, { enable_node_public_ip: false }],
    ['vnetSubnetIds and podSubnetIds', { vnetSubnetIds: ['nodes'], podSubnetIds: ['pods'] }, { vnet_subnet_ids: ['nodes'], pod_subnet_ids: ['pods'] }],
    ['labels and tags (maps, as given)', { labels: { a: '1', b: '2' }, tags: { env: 'prod' } }, { labels: { a: '1', b: '2' }, tags: { env: 'prod' } }],
    ['taints, in the order given', {
      taints: [{ key: 'b', value: '2', effect: 'NoExecute' }, { key: 'a', value: '1', effect: 'PreferNoSchedule' }],
    }, { taints: [{ key: 'b', value: '2', effect: 'NoExecute' }, { key: 'a', value: '1', effect: 'PreferNoSchedule' }] }],
    ['every VM-size filter', {
      vmArchitectures: ['arm64'],
      vmSeries: ['Dsv5'],
      vmExcludeSeries: ['A'],
      vmTypes: ['GPU'],
      vmGpuTypes: ['nvidia-tesla-t4'],
      vmAcceleratedNetworking: 'Enabled',
      vmDiskPerformance: 'Premium',
      vmMinVcpu: 0,
      vmMaxVcpu: 8,
      vmMinMemoryGib: 0.5,
      vmMaxMemoryGib: 64.5,
      vmMinGpu: 1,
      vmMaxGpu: 2,
      vmMinDisk: 1,
      vmMinNics: 2,
    }, {
      filters: {
        architectures: ['arm64'],
        series: ['Dsv5'],
        exclude_series: ['A'],
        vm_types: ['GPU'],
        gpu_types: ['nvidia-tesla-t4'],
        accelerated_networking: 'Enabled',
        disk_performance: 'Premium',
        min_vcpu: 0,
        max_vcpu: 8,
        min_memory_gib: 0.5,
        max_memory_gib: 64.5,
        min_gpu: 1,
        max_gpu: 2,
        min_disk: 1,
        min_nics: 2,
      },
    }],
    ['manual headroom', { autoscaler: true, headroom: { cpuPerUnit: 1000, memoryPerUnit: 512, numOfUnits: 2, gpuPerUnit: 0 } },
      { autoscaler: { autoscale_is_enabled: true }, headrooms: [{ cpu_per_unit: 1000, memory_per_unit: 512, num_of_units: 2, gpu_per_unit: 0 }] }],
    ['rollOnChange false: no roll configuration', { rollOnChange: false }, { update_policy: { should_roll: false } }],
    ['roll settings', { rollBatchSizePercentage: 0, rollBatchMinHealthyPercentage: 100, respectPdb: false },
      { update_policy: { should_roll: true, roll_config: { batch_size_percentage: 0, batch_min_healthy_percentage: 100, respect_pdb: false } } }],
  ];
  test.each(cases)('%s reaches the JSON, and nothing else is written', (_name, props, expected) => {
    const r = build(props);
    const rest = Object.fromEntries(Object.entries(r).filter(([k]) => !(k in REQUIRED) && !(k === 'update_policy' && !('update_policy' in expected))));
    expect(rest).toEqual(expected);
  });

  test('invalid props: one error naming the path and every problem', () => {
    expect(() => new cap.SpotNodePoolCluster(stack(), 'Pools', {
      ...base,
      minCount: 5,
      maxCount: 3,
      spotPercentage: 101,
      osDiskSizeGb: 0,
      maxPodsPerNode: 1.5,
      vmMinVcpu: 8,
      vmMaxVcpu: 4,
      vmMinMemoryGib: -1,
      vmMinGpu: 2,
      vmMaxGpu: 1,
      autoscaler: true,
      autoHeadroomPercentage: 150,
      maxScaleDownPercentage: 0,
      headroom: { cpuPerUnit: -1, memoryPerUnit: 512, numOfUnits: 0.5 },
      rollBatchMinHealthyPercentage: 0,
    })).toThrow(
      "SpotNodePoolCluster at 'stack/Pools' is invalid:\n" +
      '  - headroom.cpuPerUnit: -1 must be a whole number of at least 0\n' +
      '  - headroom.numOfUnits: 0.5 must be a whole number of at least 0\n' +
      '  - spotPercentage: 101 must be a whole number from 0 to 100\n' +
      '  - osDiskSizeGb: 0 must be a whole number of at least 1\n' +
      '  - maxPodsPerNode: 1.5 must be a whole number of at least 1\n' +
      '  - vmMinMemoryGib: -1 must be a number of at least 0\n' +
      '  - autoHeadroomPercentage: 150 must be a whole number from 0 to 100\n' +
      '  - maxScaleDownPercentage: 0 must be a whole number from 1 to 100\n' +
      '  - rollBatchMinHealthyPercentage: 0 must be a whole number from 1 to 100\n' +
      '  - minCount: 5 is more than maxCount (3)\n' +
      '  - vmMinVcpu: 8 is more than vmMaxVcpu (4)\n' +
      '  - vmMinGpu: 2 is more than vmMaxGpu (1)',
    );
  });

  test('the props the provider has no place for any more (utilizeCommitments, drainingTimeout) are refused, not dropped; null counts as not given', () => {
    expect(() => new cap.SpotNodePoolCluster(stack(), 'Pools', { ...base, utilizeCommitments: true, drainingTimeout: 120 } as any)).toThrow(
      "SpotNodePoolCluster at 'stack/Pools' is invalid:\n" +
      "  - utilizeCommitments: is no longer a prop of SpotNodePoolCluster: the provider's node-pool cluster has no setting to use savings commitments; remove it\n" +
      "  - drainingTimeout: is no longer a prop of SpotNodePoolCluster: the provider's node-pool cluster has no draining timeout; remove it",
    );
    expect(build({ utilizeCommitments: null, drainingTimeout: null } as any)).toEqual({
      ...REQUIRED,
      update_policy: { should_roll: true, roll_config: ROLL_DEFAULTS },
    });
  });

  test('a conditioned roll needs the roll on change', () => {
    expect(() => new cap.SpotNodePoolCluster(stack(), 'Pools', { ...base, rollOnChange: false, conditionedRoll: true })).toThrow(
      "SpotNodePoolCluster at 'stack/Pools' is invalid:\n  - conditionedRoll: narrows which changes roll the nodes, but rollOnChange is false; set rollOnChange: true (the default), or remove conditionedRoll",
    );
    expect(build({ conditionedRoll: false }).update_policy).toEqual({ should_roll: true, conditioned_roll: false, roll_config: ROLL_DEFAULTS });
  });
});

describe('the explicit autoscaler, as SpotCluster has it', () => {
  test('is not written unless given (the service decides); true and false are written as given', () => {
    expect(build()).not.toHaveProperty('autoscaler');
    expect(build({ autoscaler: false }).autoscaler).toEqual({ autoscale_is_enabled: false });
    expect(build({ autoscaler: true }).autoscaler).toEqual({ autoscale_is_enabled: true });
  });

  test('tuning props without the autoscaler on are an error that says so, all of them at once', () => {
    const tuning = {
      autoHeadroomPercentage: 10,
      headroom: { cpuPerUnit: 1000, memoryPerUnit: 2048, numOfUnits: 2 },
      maxScaleDownPercentage: 20,
      clusterMaxVcpu: 100,
      clusterMaxMemoryGib: 400,
    };
    const message = (state: string) =>
      "SpotNodePoolCluster at 'stack/Pools' is invalid:\n" +
      Object.keys(tuning).map((name) => `  - ${name}: tunes the autoscaler, but ${state}; set autoscaler: true, or remove ${name}`).join('\n');
    expect(() => new cap.SpotNodePoolCluster(stack(), 'Pools', { ...base, ...tuning })).toThrow(message('autoscaler is not given'));
    expect(() => new cap.SpotNodePoolCluster(stack(), 'Pools', { ...base, ...tuning, autoscaler: false })).toThrow(message('autoscaler is false'));
  });

  test('automatic headroom turns automatic on with its percentage; manual headroom is written as headrooms', () => {
    expect(build({ autoscaler: true, autoHeadroomPercentage: 0 }).autoscaler).toEqual({
      autoscale_is_enabled: true, autoscale_headroom: { automatic: { is_enabled: true, percentage: 0 } },
    });
    const manual = build({ autoscaler: true, headroom: { cpuPerUnit: 500, memoryPerUnit: 256, numOfUnits: 3 } });
    expect(manual.autoscaler).toEqual({ autoscale_is_enabled: true });
    expect(manual.headrooms).toEqual([{ cpu_per_unit: 500, memory_per_unit: 256, num_of_units: 3 }]);
  });

  test('manual with automatic headroom warns (the service does not add the manual headroom); either alone does not', () => {
    const s = stack();
    const headroom = { cpuPerUnit: 500, memoryPerUnit: 256, numOfUnits: 3 };
    const both = new cap.SpotNodePoolCluster(s, 'Both', { ...base, autoscaler: true, autoHeadroomPercentage: 5, headroom });
    const manual = new cap.SpotNodePoolCluster(s, 'Manual', { ...base, autoscaler: true, headroom });
    const automatic = new cap.SpotNodePoolCluster(s, 'Automatic', { ...base, autoscaler: true, autoHeadroomPercentage: 5 });
    expect(warnings(both)).toEqual([
      "[CAP-L2-004] SpotNodePoolCluster at 'stack/Both': headroom (manual) is given with autoHeadroomPercentage (automatic headroom); while automatic headroom is on, " +
      'the service sizes the headroom itself and does not add the manual headroom (a node-pool cluster has no setting to combine them). Remove one of them.',
    ]);
    expect([...warnings(manual), ...warnings(automatic)]).toEqual([]);
    synth(s);
  });
});

describe('taints', () => {
  const SYSTEM = [
    'node.kubernetes.io/not-ready', 'node.kubernetes.io/unreachable', 'node.kubernetes.io/unschedulable', 'node.kubernetes.io/memory-pressure',
    'node.kubernetes.io/disk-pressure', 'node.kubernetes.io/network-unavailable', 'node.kubernetes.io/pid-pressure', 'node.kubernetes.io/out-of-service',
    'node.cloudprovider.kubernetes.io/uninitialized', 'node.cloudprovider.kubernetes.io/shutdown',
  ];

  test.each(SYSTEM)('the system taint key %s is refused', (key) => {
    expect(() => new cap.SpotNodePoolCluster(stack(), 'Pools', { ...base, taints: [{ key: 'ok', value: 'yes', effect: 'NoSchedule' }, { key, value: 'spot', effect: 'NoSchedule' }] })).toThrow(
      `SpotNodePoolCluster at 'stack/Pools' is invalid:\n  - taints[1].key: ${JSON.stringify(key)} is a taint the system sets itself; a node pool may not have it (tolerate it in the pods instead)`,
    );
  });

  test('the keys refused are the generated L1\'s disallowed keys (one list, kept in schema/)', () => {
    expect([...cap.pubcloud_b.nodePoolClusterTaintKeyDisallowed].sort()).toEqual([...SYSTEM].sort());
  });

  test('keys that only look alike are the user\'s own', () => {
    const taints = [{ key: 'node.kubernetes.io/not-ready-soon', value: 'true', effect: 'NoSchedule' }, { key: 'example.com/unreachable', value: 'true', effect: 'NoExecute' }];
    expect(build({ taints }).taints).toEqual(taints);
  });

  test('a list that is not a list, a missing key, value or effect, and an item of the wrong kind are named', () => {
    expect(() => new cap.SpotNodePoolCluster(stack(), 'Pools', { ...base, taints: { key: 'k', effect: 'NoSchedule' } as any })).toThrow(
      "SpotNodePoolCluster at 'stack/Pools' is invalid:\n  - taints: expected a list of objects of named properties, got {\"key\":\"k\",\"effect\":\"NoSchedule\"} (an object)",
    );
    expect(() => new cap.SpotNodePoolCluster(stack(), 'Pools', { ...base, taints: [{ value: 'v' } as any, null as any, 'k=v:NoSchedule' as any, { key: 'k', effect: 'NoSchedule', value: 1 as any }, { key: 'k', effect: 'NoSchedule' } as any] })).toThrow(
      "SpotNodePoolCluster at 'stack/Pools' is invalid:\n" +
      '  - taints[0].key: is required, but was not given; expected a string\n' +
      '  - taints[0].effect: is required, but was not given; expected a string\n' +
      '  - taints[1]: is required, but was null; expected an object of named properties\n' +
      '  - taints[2]: expected an object of named properties, got "k=v:NoSchedule" (a string)\n' +
      '  - taints[3].value: expected a string, got 1 (a number)\n' +
      '  - taints[4].value: is required, but was not given; expected a string',
    );
  });

  test('a taint needs a value: the provider requires one (a taint of the key alone is refused)', () => {
    expect(() => new cap.SpotNodePoolCluster(stack(), 'Pools', { ...base, taints: [{ key: 'dedicated', effect: 'NoSchedule' } as any] })).toThrow(
      "SpotNodePoolCluster at 'stack/Pools' is invalid:\n  - taints[0].value: is required, but was not given; expected a string",
    );
    expect(() => new cap.SpotNodePoolCluster(stack(), 'Pools', { ...base, taints: [{ key: 'dedicated', value: null as any, effect: 'NoSchedule' }] })).toThrow(
      "SpotNodePoolCluster at 'stack/Pools' is invalid:\n  - taints[0].value: is required, but was null; expected a string",
    );
  });

  test('a taint without a value is written with an empty value, as given', () => {
    const taints = [{ key: 'dedicated', value: '', effect: 'NoSchedule' }];
    expect(build({ taints }).taints).toEqual(taints);
  });
});

describe('shutdown and suspension hours', () => {
  test('each is written sorted by start, whatever the order of the props and calls', () => {
    const r = build({
      shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:06:00')],
      suspensionHours: [cap.TimeWindow.parse('Fri:16:00-Fri:20:00')],
    }, (c) => {
      c.addShutdownWindow(cap.TimeWindow.of('Wednesday', '1:00', 'wed', '03:00'));
      c.addSuspensionWindow(cap.TimeWindow.parse('Mon:08:00-Mon:10:00'));
    });
    expect(r.scheduling).toEqual({
      shutdown_hours: { is_enabled: true, time_windows: ['Wed:01:00-Wed:03:00', 'Sat:00:00-Mon:06:00'] },
      suspension_hours: { is_enabled: true, time_windows: ['Mon:08:00-Mon:10:00', 'Fri:16:00-Fri:20:00'] },
    });
  });

  test('windows of one kind must not overlap; a shutdown window may overlap a suspension window', () => {
    expect(() => new cap.SpotNodePoolCluster(stack(), 'Pools', {
      ...base,
      shutdownHours: [cap.TimeWindow.parse('Sat:22:00-Sun:04:00'), cap.TimeWindow.parse('Sun:03:00-Sun:05:00')],
      suspensionHours: [cap.TimeWindow.parse('Mon:00:00-Mon:02:00'), cap.TimeWindow.parse('Mon:01:00-Mon:03:00')],
    })).toThrow(
      "SpotNodePoolCluster at 'stack/Pools' is invalid:\n" +
      '  - shutdownHours: windows must not overlap: Sat:22:00-Sun:04:00 overlaps Sun:03:00-Sun:05:00\n' +
      '  - suspensionHours: windows must not overlap: Mon:00:00-Mon:02:00 overlaps Mon:01:00-Mon:03:00',
    );
    const c = new cap.SpotNodePoolCluster(stack(), 'Pools', { ...base, shutdownHours: [cap.TimeWindow.parse('Sat:22:00-Sun:04:00')] });
    expect(() => c.addShutdownWindow(cap.TimeWindow.parse('Sun:00:00-Sun:01:00'))).toThrow(
      "SpotNodePoolCluster.addShutdownWindow at 'stack/Pools' is invalid:\n  - shutdown windows must not overlap: Sat:22:00-Sun:04:00 overlaps Sun:00:00-Sun:01:00",
    );
    c.addSuspensionWindow(cap.TimeWindow.parse('Sun:00:00-Sun:01:00'));
    expect(() => c.addSuspensionWindow(cap.TimeWindow.parse('Sun:00:30-Sun:02:00'))).toThrow(
      "SpotNodePoolCluster.addSuspensionWindow at 'stack/Pools' is invalid:\n  - suspension windows must not overlap: Sun:00:00-Sun:01:00 overlaps Sun:00:30-Sun:02:00",
    );
  });
});

describe('scheduled rolls and upgrades', () => {
  test('a roll carries the cluster\'s roll settings, overridden by its options', () => {
    const r = build({ rollBatchSizePercentage: 30, respectPdb: false }, (c) => {
      c.scheduleRoll('0 3 * * 0', { batchSizePercentage: 10, comment: 'weekly', respectRestrictScaleDown: true });
      c.scheduleRoll('0 2 * * 3');
    });
    expect(r.scheduling.tasks).toEqual([
      { cron_expression: '0 2 * * 3', is_enabled: true, task_type: 'clusterRoll', parameters: { parameters_cluster_roll: { batch_size_percentage: 30, batch_min_healthy_percentage: 50, respect_pdb: false } } },
      {
        cron_expression: '0 3 * * 0',
        is_enabled: true,
        task_type: 'clusterRoll',
        parameters: { parameters_cluster_roll: { batch_size_percentage: 10, batch_min_healthy_percentage: 50, respect_pdb: false, comment: 'weekly', respect_restrict_scale_down: true } },
      },
    ]);
  });

  test('an upgrade rolls the nodes afterwards unless applyRoll is false', () => {
    const r = build({}, (c) => {
      c.scheduleUpgrade('0 4 * * 1', { scopeVersion: 'patch', comment: 'after upgrade' });
      c.scheduleUpgrade('0 5 * * 1', { applyRoll: false });
    });
    expect(r.scheduling.tasks).toEqual([
      {
        cron_expression: '0 4 * * 1',
        is_enabled: true,
        task_type: 'autoUpgradeVersion',
        parameters: { parameters_upgrade_config: { apply_roll: true, scope_version: 'patch', roll_parameters: { ...ROLL_DEFAULTS, comment: 'after upgrade' } } },
      },
      { cron_expression: '0 5 * * 1', is_enabled: true, task_type: 'autoUpgradeVersion', parameters: { parameters_upgrade_config: { apply_roll: false } } },
    ]);
  });

  test('roll options with applyRoll false, bad cron expressions, long comments and out-of-range batches are errors', () => {
    const c = new cap.SpotNodePoolCluster(stack(), 'Pools', base);
    expect(() => c.scheduleUpgrade('0 4 * * 1', { applyRoll: false, batchSizePercentage: 10, comment: 'x', respectRestrictScaleDown: true })).toThrow(
      "SpotNodePoolCluster.scheduleUpgrade at 'stack/Pools' is invalid:\n" +
      '  - batchSizePercentage: belongs to the roll after the upgrade, but applyRoll is false; set applyRoll: true (the default), or remove batchSizePercentage\n' +
      '  - comment: belongs to the roll after the upgrade, but applyRoll is false; set applyRoll: true (the default), or remove comment\n' +
      '  - respectRestrictScaleDown: belongs to the roll after the upgrade, but applyRoll is false; set applyRoll: true (the default), or remove respectRestrictScaleDown',
    );
    expect(() => c.scheduleRoll('every sunday', { batchSizePercentage: 101, comment: 'x'.repeat(257) })).toThrow(
      "SpotNodePoolCluster.scheduleRoll at 'stack/Pools' is invalid:\n" +
      '  - cronExpression: "every sunday" is not a Unix cron expression: expected 5 fields (minute hour day-of-month month day-of-week), found 2\n' +
      '  - batchSizePercentage: 101 must be a whole number from 0 to 100\n' +
      '  - comment: is 257 characters long; at most 256 allowed',
    );
  });

  test('a duplicate task is an error; the same cron expression for the other task type is not', () => {
    const c = new cap.SpotNodePoolCluster(stack(), 'Pools', base);
    c.scheduleRoll('0 3 * * 0');
    c.scheduleUpgrade('0 3 * * 0');
    expect(() => c.scheduleRoll('0 3 * * 0', { comment: 'again' })).toThrow(
      "SpotNodePoolCluster.scheduleRoll at 'stack/Pools' is invalid:\n  - cronExpression: the clusterRoll task at \"0 3 * * 0\" is already scheduled",
    );
    expect(() => c.scheduleUpgrade('0 3 * * 0')).toThrow('cronExpression: the autoUpgradeVersion task at "0 3 * * 0" is already scheduled');
  });
});

describe('stable addresses and rendering', () => {
  const calls: Array<(c: cap.SpotNodePoolCluster) => void> = [
    (c) => c.addShutdownWindow(cap.TimeWindow.parse('Wed:01:00-Wed:03:00')),
    (c) => c.addShutdownWindow(cap.TimeWindow.parse('Sat:00:00-Mon:06:00')),
    (c) => c.addSuspensionWindow(cap.TimeWindow.parse('Fri:16:00-Fri:20:00')),
    (c) => c.addSuspensionWindow(cap.TimeWindow.parse('Tue:16:00-Tue:20:00')),
    (c) => c.scheduleRoll('0 3 * * 0'),
    (c) => c.scheduleUpgrade('0 4 * * 1', { scopeVersion: 'patch' }),
    (c) => c.scheduleRoll('0 2 * * 3', { comment: 'midweek' }),
  ];
  const run = (selected: typeof calls) => {
    const s = stack();
    const c = new cap.SpotNodePoolCluster(s, 'Pools', base);
    selected.forEach((call) => call(c));
    return { json: synth(s), c };
  };
  const lists = (json: any) => {
    const { scheduling } = only(json);
    const all: any[][] = [scheduling.shutdown_hours?.time_windows ?? [], scheduling.suspension_hours?.time_windows ?? [], scheduling.tasks ?? []];
    return all.map((l) => l.map((x) => JSON.stringify(x)));
  };

  test('the methods create no child constructs: the only address is the L1 (construct id Resource)', () => {
    const { json, c } = run(calls);
    expect(c.node.children.map((x) => x.node.id)).toEqual(['Resource']);
    expect(addresses(json)).toEqual([expect.stringMatching(/^cap_pubcloud_b_node_pool_cluster\.Pools_[0-9A-F]{8}$/)]);
  });

  test('items are rendered in a stable order that does not depend on the order of the calls', () => {
    const forward = run(calls).json;
    expect(run([...calls].reverse()).json.resource).toEqual(forward.resource);
    const { scheduling } = only(forward);
    expect(scheduling.shutdown_hours.time_windows).toEqual(['Wed:01:00-Wed:03:00', 'Sat:00:00-Mon:06:00']);
    expect(scheduling.suspension_hours.time_windows).toEqual(['Tue:16:00-Tue:20:00', 'Fri:16:00-Fri:20:00']);
    expect(scheduling.tasks.map((t: any) => [t.task_type, t.cron_expression])).toEqual([['autoUpgradeVersion', '0 4 * * 1'], ['clusterRoll', '0 2 * * 3'], ['clusterRoll', '0 3 * * 0']]);
  });

  test('removing one call leaves the address and every other item unchanged', () => {
    const all = run(calls).json;
    for (let i = 0; i < calls.length; i++) {
      const without = run(calls.filter((_, j) => j !== i)).json;
      expect(addresses(without)).toEqual(addresses(all));
      const before = lists(all);
      const after = lists(without);
      after.forEach((items, k) => expect(items).toEqual(before[k].filter((x) => items.includes(x))));
      expect(before.flat().length - after.flat().length).toBe(1);
    }
  });

  test('scheduling set on the L1 directly is kept; a method that would add to it throws', () => {
    const s = stack();
    const c = new cap.SpotNodePoolCluster(s, 'Pools', { ...base, shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Sun:06:00')] });
    c.resource.putScheduling({ tasks: [{ cronExpression: '0 1 * * *', isEnabled: true, taskType: 'clusterRoll' }] });
    const message = (method: string) =>
      `SpotNodePoolCluster.${method} at 'stack/Pools' is invalid:\n  - scheduling: was set on the L1 (\`resource\`) directly; that value is kept as set`;
    expect(() => c.scheduleRoll('0 3 * * 0')).toThrow(message('scheduleRoll'));
    expect(() => c.scheduleUpgrade('0 3 * * 0')).toThrow(message('scheduleUpgrade'));
    expect(() => c.addShutdownWindow(cap.TimeWindow.parse('Wed:00:00-Wed:01:00'))).toThrow(message('addShutdownWindow'));
    expect(() => c.addSuspensionWindow(cap.TimeWindow.parse('Wed:00:00-Wed:01:00'))).toThrow(message('addSuspensionWindow'));
    expect(only(synth(s)).scheduling).toEqual({ tasks: [{ cron_expression: '0 1 * * *', is_enabled: true, task_type: 'clusterRoll' }] });
  });

  test('the L1 is an escape hatch for what the props do not cover', () => {
    const s = stack();
    const c = new cap.SpotNodePoolCluster(s, 'Pools', base);
    c.resource.putLinuxOsConfigs([{ sysctls: [{ vmMaxMapCount: 262144 }] }]);
    c.resource.putVngTemplateScheduling({ vngTemplateShutdownHours: { isEnabled: true, timeWindows: ['Sat:00:00-Sun:00:00'] } });
    expect(only(synth(s))).toMatchObject({
      linux_os_config: [{ sysctls: [{ vm_max_map_count: 262144 }] }],
      vng_template_scheduling: { vng_template_shutdown_hours: { is_enabled: true, time_windows: ['Sat:00:00-Sun:00:00'] } },
    });
  });
});

describe('tokens are never judged', () => {
  test('numbers, flags, lists, maps, taint keys and cron expressions', () => {
    const s = stack();
    const n = new TerraformVariable(s, 'n', { type: 'number' });
    const flag = new TerraformVariable(s, 'flag', { type: 'bool' });
    const key = new TerraformVariable(s, 'key', { type: 'string' });
    const cron = new TerraformVariable(s, 'cron', { type: 'string' });
    const zones = new TerraformVariable(s, 'zones', { type: 'list(string)' });
    const labels = new TerraformVariable(s, 'labels', { type: 'map(string)' });
    const c = new cap.SpotNodePoolCluster(s, 'Pools', {
      ...base,
      availabilityZones: zones.listValue,
      minCount: n.numberValue,
      maxCount: 1,
      spotPercentage: n.numberValue,
      vmMinVcpu: n.numberValue,
      vmMaxVcpu: 0,
      autoscaler: Token.asAny(flag.booleanValue) as unknown as boolean,
      autoHeadroomPercentage: n.numberValue,
      rollOnChange: Token.asAny(flag.booleanValue) as unknown as boolean,
      conditionedRoll: true,
      labels: Token.asStringMap(labels.value),
      taints: [{ key: key.stringValue, value: 'v', effect: 'NoSchedule' }],
    });
    c.scheduleRoll(cron.stringValue, { batchSizePercentage: n.numberValue });
    c.scheduleUpgrade(cron.stringValue, { applyRoll: Token.asAny(flag.booleanValue) as unknown as boolean });
    const r = only(synth(s));
    expect(r).toMatchObject({
      availability_zones: '${var.zones}',
      min_count: '${var.n}',
      labels: '${var.labels}',
      taints: [{ key: '${var.key}', value: 'v', effect: 'NoSchedule' }],
      autoscaler: { autoscale_is_enabled: '${var.flag}', autoscale_headroom: { automatic: { is_enabled: true, percentage: '${var.n}' } } },
      update_policy: { should_roll: '${var.flag}', conditioned_roll: true, roll_config: ROLL_DEFAULTS },
    });
    // keys that hold a token cannot be compared: those tasks follow the literal ones, in the order added
    expect(r.scheduling.tasks.map((t: any) => [t.task_type, t.cron_expression])).toEqual([['clusterRoll', '${var.cron}'], ['autoUpgradeVersion', '${var.cron}']]);
    expect(r.scheduling.tasks[1].parameters.parameters_upgrade_config).toMatchObject({ apply_roll: '${var.flag}', roll_parameters: ROLL_DEFAULTS });
  });

  test('a time window is literal only (TimeWindow refuses a token before the cluster sees it)', () => {
    const s = stack();
    const w = new TerraformVariable(s, 'window', { type: 'string' });
    expect(() => new cap.SpotNodePoolCluster(s, 'Pools', { ...base, suspensionHours: [cap.TimeWindow.parse(w.stringValue)] })).toThrow('holds a token');
  });
});
