/**
 * The ecs_like cluster (`cap.SpotEcsLikeCluster`, L1 `ecs_like.Cluster`) and its node groups
 * (`addNodeGroup` and `cap.EcsLikeNodeGroup`, L1 `ecs_like.ClusterLaunchSpec`): props that read like
 * `SpotCluster`'s, the capacity rule, the autoscaler and its warning, shutdown hours, and a cluster of
 * another kind refused.
 */
import { TerraformOutput, TerraformVariable } from 'cdktf';
import { cap } from '../../src';
import { capStack as stack } from '../support/cap';
import { invalidAt, synthChecked as synth, warningsOf as warnings } from '../support/l2';

const CLUSTER = 'cap_ecs_like_cluster';
const SPEC = 'cap_ecs_like_cluster_launch_spec';
const base: cap.SpotEcsLikeClusterProps = {
  name: 'services', clusterName: 'prod-services', region: 'region-1', imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'],
};
const REQUIRED = {
  name: 'services', cluster_name: 'prod-services', region: 'region-1', image_id: 'img-1', security_group_ids: ['sg-1'], subnet_ids: ['subnet-1'],
};
const DEFAULTS = {
  fallback_to_ondemand: true,
  update_policy: { should_roll: true, roll_config: { batch_size_percentage: 20, batch_min_healthy_percentage: 50 } },
};
const of = (json: any, type: string): Record<string, any> => json.resource[type] ?? {};
const onlyOf = (json: any, type: string) => {
  const values = Object.values(of(json, type));
  expect(values).toHaveLength(1);
  return values[0];
};
const addresses = (json: any) => Object.entries<any>(json.resource).flatMap(([type, byName]) => Object.keys(byName).map((name) => `${type}.${name}`)).sort();
const build = (props: Partial<cap.SpotEcsLikeClusterProps> = {}, calls: (c: cap.SpotEcsLikeCluster) => void = () => undefined) => {
  const s = stack();
  calls(new cap.SpotEcsLikeCluster(s, 'Ecs', { ...base, ...props }));
  return onlyOf(synth(s), CLUSTER);
};

describe('a full stack', () => {
  test('a cluster with the autoscaler, shutdown hours and tags, two node groups, and a group of a cluster outside the app', () => {
    const s = stack();
    const ecs = new cap.SpotEcsLikeCluster(s, 'Services', {
      ...base,
      minSize: 1,
      maxSize: 20,
      spotPercentage: 80,
      autoscaler: true,
      autoHeadroomPercentage: 10,
      headroom: { cpuPerUnit: 1024, memoryPerUnit: 2048, numOfUnits: 2 },
      maxScaleDownPercentage: 20,
      shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:06:00')],
      tags: { env: 'prod' },
    });
    ecs.addShutdownWindow(cap.TimeWindow.parse('Wed:01:00-Wed:02:00'));
    ecs.addNodeGroup('batch', { instanceTypes: ['c5.large', 'c5.xlarge'], spotPercentage: 100, attributes: { workload: 'batch' }, tags: { team: 'data' } });
    ecs.addNodeGroup('web', { subnetIds: ['subnet-2'], headroom: { cpuPerUnit: 512, memoryPerUnit: 1024, numOfUnits: 1 }, restrictScaleDown: true });
    new cap.EcsLikeNodeGroup(s, 'Shared', { cluster: cap.CapRef.fromEcsLikeClusterId('ecs-1a2b3c4d'), name: 'shared', imageId: 'img-2' });
    const json = synth(s);
    expect({ [CLUSTER]: json.resource[CLUSTER], [SPEC]: json.resource[SPEC] }).toMatchSnapshot();
  });
});

describe('cap.SpotEcsLikeCluster', () => {
  test('the required props and the written defaults (fallback on, roll on change in batches of 20 with 50 healthy), nothing else', () => {
    expect(build()).toEqual({ ...REQUIRED, ...DEFAULTS });
  });

  test('is an IEcsLikeCluster through its L1\'s identifier', () => {
    const s = stack();
    const c: cap.IEcsLikeCluster = new cap.SpotEcsLikeCluster(s, 'Ecs', base);
    new TerraformOutput(s, 'id', { value: c.ecsLikeClusterId });
    expect(synth(s).output.id.value).toBe(`\${${CLUSTER}.${(c as cap.SpotEcsLikeCluster).resource.friendlyUniqueId}.id}`);
  });

  const cases: Array<[string, Partial<cap.SpotEcsLikeClusterProps>, Record<string, unknown>]> = [
    ['capacities', { minSize: 0, desiredCapacity: 2, maxSize: 4 }, { min_size: 0, desired_capacity: 2, max_size: 4 }],
    ['spotPercentage', { spotPercentage: 0 }, { spot_percentage: 0 }],
    ['fallbackToOndemand', { fallbackToOndemand: false }, { fallback_to_ondemand: false }],
    ['autoscaler off', { autoscaler: false }, { autoscaler: { is_enabled: false } }],
    ['automatic headroom', { autoscaler: true, autoHeadroomPercentage: 200 }, { autoscaler: { is_enabled: true, is_auto_config: true, auto_headroom_percentage: 200 } }],
    ['manual headroom', { autoscaler: true, headroom: { cpuPerUnit: 1, memoryPerUnit: 2, numOfUnits: 3 } },
      { autoscaler: { is_enabled: true, headroom: { cpu_per_unit: 1, memory_per_unit: 2, num_of_units: 3 } } }],
    ['both headrooms count', { autoscaler: true, autoHeadroomPercentage: 5, headroom: { cpuPerUnit: 1, memoryPerUnit: 2, numOfUnits: 3 } }, {
      autoscaler: {
        is_enabled: true,
        is_auto_config: true,
        auto_headroom_percentage: 5,
        enable_automatic_and_manual_headroom: true,
        headroom: { cpu_per_unit: 1, memory_per_unit: 2, num_of_units: 3 },
      },
    }],
    ['maxScaleDownPercentage', { autoscaler: true, maxScaleDownPercentage: 1 }, { autoscaler: { is_enabled: true, down: { max_scale_down_percentage: 1 } } }],
    ['roll batches', { rollBatchSizePercentage: 0, rollBatchMinHealthyPercentage: 100 }, { update_policy: { should_roll: true, roll_config: { batch_size_percentage: 0, batch_min_healthy_percentage: 100 } } }],
    ['rollOnChange false', { rollOnChange: false }, { update_policy: { should_roll: false } }],
    ['tags', { tags: { a: '1', b: '2' } }, { tags: [{ key: 'a', value: '1' }, { key: 'b', value: '2' }] }],
    ['shutdownHours', { shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:06:00')] },
      { scheduled_task: [{ shutdown_hours: { is_enabled: true, time_windows: ['Sat:00:00-Mon:06:00'] } }] }],
  ];
  test.each(cases)('%s reaches the JSON', (_name, props, expected) => {
    expect(build(props)).toEqual({ ...REQUIRED, ...DEFAULTS, ...expected });
  });

  test('shutdown windows are written sorted by start, whatever the order of the calls', () => {
    const a = build({ shutdownHours: [cap.TimeWindow.parse('Fri:20:00-Fri:23:00')] }, (c) => c.addShutdownWindow(cap.TimeWindow.parse('Mon:01:00-Mon:02:00')));
    expect(a.scheduled_task).toEqual([{ shutdown_hours: { is_enabled: true, time_windows: ['Mon:01:00-Mon:02:00', 'Fri:20:00-Fri:23:00'] } }]);
  });

  test('desiredCapacity with the autoscaler on warns: the autoscaler owns the desired capacity', () => {
    const s = stack();
    const c = new cap.SpotEcsLikeCluster(s, 'Ecs', { ...base, autoscaler: true, desiredCapacity: 3 });
    expect(warnings(c)).toEqual([
      "[CAP-L2-001] SpotEcsLikeCluster at 'stack/Ecs': desiredCapacity (3) is written while the autoscaler is on; the autoscaler changes the desired capacity itself " +
      'and every apply forces it back. Leave desiredCapacity out to let the autoscaler manage it.',
    ]);
    expect(warnings(new cap.SpotEcsLikeCluster(s, 'Off', { ...base, autoscaler: false, desiredCapacity: 3 }))).toEqual([]);
  });

  test('invalid props: one error naming the path and every problem', () => {
    expect(() => new cap.SpotEcsLikeCluster(stack(), 'Ecs', {
      ...base,
      minSize: 3,
      desiredCapacity: 2,
      maxSize: 1.5,
      spotPercentage: 101,
      autoHeadroomPercentage: 201,
      headroom: { cpuPerUnit: -1, memoryPerUnit: 1, numOfUnits: 1 },
      maxScaleDownPercentage: 0,
      rollBatchMinHealthyPercentage: 0,
      shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Sat:06:00'), cap.TimeWindow.parse('Sat:05:00-Sat:07:00')],
    })).toThrow(invalidAt('SpotEcsLikeCluster', 'stack/Ecs')(
      'headroom.cpuPerUnit: -1 must be a whole number of at least 0',
      'maxSize: 1.5 must be a whole number of at least 0',
      'capacity: minSize (3) <= desiredCapacity (2) <= maxSize (1.5) does not hold',
      'spotPercentage: 101 must be a whole number from 0 to 100',
      'autoHeadroomPercentage: 201 must be a whole number from 0 to 200',
      'maxScaleDownPercentage: 0 must be a whole number from 1 to 100',
      'rollBatchMinHealthyPercentage: 0 must be a whole number from 1 to 100',
      'autoHeadroomPercentage: tunes the autoscaler, but autoscaler is not given; set autoscaler: true, or remove autoHeadroomPercentage',
      'headroom: tunes the autoscaler, but autoscaler is not given; set autoscaler: true, or remove headroom',
      'maxScaleDownPercentage: tunes the autoscaler, but autoscaler is not given; set autoscaler: true, or remove maxScaleDownPercentage',
      'shutdownHours: windows must not overlap: Sat:00:00-Sat:06:00 overlaps Sat:05:00-Sat:07:00',
    ));
  });

  test('shutdownHours: every overlapping pair is named, the pairs separated by "; "', () => {
    const shutdownHours = ['Sat:00:00-Sat:06:00', 'Sat:05:00-Sat:08:00', 'Sat:07:00-Sat:09:00'].map((w) => cap.TimeWindow.parse(w));
    expect(() => new cap.SpotEcsLikeCluster(stack(), 'Ecs', { ...base, shutdownHours })).toThrow(invalidAt('SpotEcsLikeCluster', 'stack/Ecs')(
      'shutdownHours: windows must not overlap: Sat:00:00-Sat:06:00 overlaps Sat:05:00-Sat:08:00; Sat:05:00-Sat:08:00 overlaps Sat:07:00-Sat:09:00',
    ));
  });

  test('autoscaler false with a setting that tunes it names the setting and says the autoscaler is off', () => {
    expect(() => new cap.SpotEcsLikeCluster(stack(), 'Ecs', { ...base, autoscaler: false, headroom: { cpuPerUnit: 1, memoryPerUnit: 1, numOfUnits: 1 } }))
      .toThrow(invalidAt('SpotEcsLikeCluster', 'stack/Ecs')('headroom: tunes the autoscaler, but autoscaler is false; set autoscaler: true, or remove headroom'));
  });

  test('an autoscaler of the wrong kind is one problem: the settings it would tune are not judged against it', () => {
    expect(() => new cap.SpotEcsLikeCluster(stack(), 'Ecs', { ...base, autoscaler: 'yes' as any, autoHeadroomPercentage: 5 }))
      .toThrow(invalidAt('SpotEcsLikeCluster', 'stack/Ecs')('autoscaler: expected a boolean (true or false), got "yes" (a string)'));
  });

  test('a headroom that is not an object is one problem: its fields are not asked for', () => {
    expect(() => new cap.SpotEcsLikeCluster(stack(), 'Ecs', { ...base, autoscaler: true, headroom: 'big' as any }))
      .toThrow(invalidAt('SpotEcsLikeCluster', 'stack/Ecs')('headroom: expected an object of named properties, got "big" (a string)'));
  });

  test('the capacity rule holds over the capacities given', () => {
    expect(() => new cap.SpotEcsLikeCluster(stack(), 'Ecs', { ...base, minSize: 5, maxSize: 4 })).toThrow('capacity: minSize (5) <= maxSize (4) does not hold');
    expect(() => new cap.SpotEcsLikeCluster(stack(), 'Ecs', { ...base, desiredCapacity: 5, maxSize: 4 })).toThrow('capacity: desiredCapacity (5) <= maxSize (4) does not hold');
    expect(() => new cap.SpotEcsLikeCluster(stack(), 'Ecs', { ...base, minSize: 4, desiredCapacity: 4, maxSize: 4 })).not.toThrow();
  });

  test('tokens are not judged', () => {
    const s = stack();
    const n = new TerraformVariable(s, 'n', { type: 'number' });
    new cap.SpotEcsLikeCluster(s, 'Ecs', { ...base, minSize: 5, maxSize: n.numberValue, spotPercentage: n.numberValue, autoscaler: true, autoHeadroomPercentage: n.numberValue });
    expect(onlyOf(synth(s), CLUSTER)).toMatchObject({ min_size: 5, max_size: '${var.n}', spot_percentage: '${var.n}' });
  });

  test('addShutdownWindow: an overlap is refused; scheduledTasks set on the L1 is kept and the method throws', () => {
    const s = stack();
    const c = new cap.SpotEcsLikeCluster(s, 'Ecs', { ...base, shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Sat:06:00')] });
    expect(() => c.addShutdownWindow(cap.TimeWindow.parse('Sat:05:00-Sat:07:00'))).toThrow(invalidAt('SpotEcsLikeCluster.addShutdownWindow', 'stack/Ecs')(
      'shutdown windows must not overlap: Sat:00:00-Sat:06:00 overlaps Sat:05:00-Sat:07:00',
    ));
    c.resource.putScheduledTasks([{ shutdownHours: { timeWindows: ['Sun:01:00-Sun:02:00'] } }]);
    expect(() => c.addShutdownWindow(cap.TimeWindow.parse('Wed:01:00-Wed:02:00'))).toThrow(
      'scheduledTasks: was set on the L1 (`resource`) directly; that value is kept as set',
    );
    expect(onlyOf(synth(s), CLUSTER).scheduled_task).toEqual([{ shutdown_hours: { time_windows: ['Sun:01:00-Sun:02:00'] } }]);
  });
});

describe('SpotEcsLikeCluster.addNodeGroup', () => {
  test('binds the group to the cluster and names it; returns the L2, construct id NodeGroup-<name>, its L1 resource', () => {
    const s = stack();
    const c = new cap.SpotEcsLikeCluster(s, 'Ecs', base);
    const ng = c.addNodeGroup('batch');
    expect(ng).toBeInstanceOf(cap.EcsLikeNodeGroup);
    expect(ng.node.id).toBe('NodeGroup-batch');
    expect(ng.node.scope).toBe(c);
    expect(ng.resource).toBeInstanceOf(cap.ecs_like.ClusterLaunchSpec);
    expect(c.nodeGroups).toEqual([ng]);
    new TerraformOutput(s, 'id', { value: ng.nodeGroupId });
    const json = synth(s);
    expect(onlyOf(json, SPEC)).toEqual({ cluster_id: `\${${CLUSTER}.${c.resource.friendlyUniqueId}.id}`, name: 'batch' });
    expect(json.output.id.value).toBe(`\${${SPEC}.${ng.resource.friendlyUniqueId}.id}`);
  });

  const cases: Array<[string, cap.EcsLikeNodeGroupOptions, Record<string, unknown>]> = [
    ['imageId', { imageId: 'img-2' }, { image_id: 'img-2' }],
    ['instanceTypes', { instanceTypes: ['m5.large'] }, { instance_types: ['m5.large'] }],
    ['preferredSpotTypes', { preferredSpotTypes: ['m5.large'] }, { preferred_spot_types: ['m5.large'] }],
    ['securityGroups', { securityGroups: ['sg-2'] }, { security_group_ids: ['sg-2'] }],
    ['subnetIds', { subnetIds: ['subnet-2'] }, { subnet_ids: ['subnet-2'] }],
    ['iamInstanceProfile', { iamInstanceProfile: 'profile' }, { iam_instance_profile: 'profile' }],
    ['userData', { userData: 'IyEvYmluL3NoCg==' }, { user_data: 'IyEvYmluL3NoCg==' }],
    ['spotPercentage', { spotPercentage: 0 }, { strategy: [{ spot_percentage: 0 }] }],
    ['restrictScaleDown', { restrictScaleDown: false }, { restrict_scale_down: false }],
    ['headroom', { headroom: { cpuPerUnit: 0, memoryPerUnit: 256, numOfUnits: 4 } }, { autoscale_headrooms: [{ cpu_per_unit: 0, memory_per_unit: 256, num_of_units: 4 }] }],
    ['attributes', { attributes: { a: '1', b: '2' } }, { attributes: [{ key: 'a', value: '1' }, { key: 'b', value: '2' }] }],
    ['tags', { tags: { team: 'ml' } }, { tags: [{ key: 'team', value: 'ml' }] }],
  ];
  test.each(cases)('%s reaches the JSON, and nothing else is written', (_name, options, expected) => {
    const s = stack();
    new cap.SpotEcsLikeCluster(s, 'Ecs', base).addNodeGroup('ng', options);
    const { cluster_id: _c, name, ...rest } = onlyOf(synth(s), SPEC);
    expect(name).toBe('ng');
    expect(rest).toEqual(expected);
  });

  test('an explicit id replaces the derived one; the same name twice is refused at the second call', () => {
    const c = new cap.SpotEcsLikeCluster(stack(), 'Ecs', base);
    expect(c.addNodeGroup('a', { id: 'First' }).node.id).toBe('First');
    c.addNodeGroup('b');
    expect(() => c.addNodeGroup('b')).toThrow("SpotEcsLikeCluster.addNodeGroup at 'stack/Ecs': a child with id 'NodeGroup-b' already exists");
  });

  test('removing one call leaves the other addresses and node groups unchanged', () => {
    const calls: Array<(c: cap.SpotEcsLikeCluster) => void> = [
      (c) => c.addNodeGroup('batch', { spotPercentage: 100 }),
      (c) => c.addNodeGroup('web', { instanceTypes: ['m5.large'] }),
      (c) => c.addNodeGroup('gpu', { attributes: { gpu: 'true' } }),
    ];
    const run = (selected: typeof calls) => {
      const s = stack();
      const c = new cap.SpotEcsLikeCluster(s, 'Ecs', base);
      selected.forEach((call) => call(c));
      return synth(s);
    };
    const all = run(calls);
    expect(Object.keys(of(all, SPEC)).sort()).toEqual([
      expect.stringMatching(/^Ecs_NodeGroup-batch_[0-9A-F]{8}$/),
      expect.stringMatching(/^Ecs_NodeGroup-gpu_[0-9A-F]{8}$/),
      expect.stringMatching(/^Ecs_NodeGroup-web_[0-9A-F]{8}$/),
    ]);
    for (let i = 0; i < calls.length; i++) {
      const without = run(calls.filter((_, j) => j !== i));
      const removed = addresses(all).filter((a) => !addresses(without).includes(a));
      expect(removed).toHaveLength(1);
      expect(addresses(without)).toEqual(addresses(all).filter((a) => a !== removed[0]));
      for (const [name, group] of Object.entries(of(without, SPEC))) expect(group).toEqual(of(all, SPEC)[name]);
    }
  });

  test('invalid options: one error naming the path and every problem', () => {
    const c = new cap.SpotEcsLikeCluster(stack(), 'Ecs', base);
    expect(() => c.addNodeGroup('ng', {
      spotPercentage: 100.5,
      headroom: { cpuPerUnit: 1, memoryPerUnit: 1 } as any,
      attributes: { a: 1 as any },
    })).toThrow(invalidAt('SpotEcsLikeCluster.addNodeGroup', 'stack/Ecs')(
      'attributes.a: expected a string, got 1 (a number)',
      'headroom.numOfUnits: is required, but was not given; expected a number',
      'spotPercentage: 100.5 must be a whole number from 0 to 100',
    ));
    expect(c.nodeGroups).toEqual([]);
  });

  test('options that are not an object are named as options', () => {
    const c = new cap.SpotEcsLikeCluster(stack(), 'Ecs', base);
    expect(() => c.addNodeGroup('ng', 'spot' as any)).toThrow(invalidAt('SpotEcsLikeCluster.addNodeGroup', 'stack/Ecs')('options: expected an object of named properties, got "spot" (a string)'));
  });

  test('the L1 is an escape hatch: what is set on it is kept', () => {
    const s = stack();
    const ng = new cap.SpotEcsLikeCluster(s, 'Ecs', base).addNodeGroup('ng', { spotPercentage: 50 });
    ng.resource.putStrategies([{ spotPercentage: 70 }]);
    expect(onlyOf(synth(s), SPEC).strategy).toEqual([{ spot_percentage: 70 }]);
  });
});

describe('cap.EcsLikeNodeGroup on its own', () => {
  test('binds to a cluster outside the app or an L1 cluster', () => {
    const s = stack();
    const l1 = new cap.ecs_like.Cluster(s, 'L1', { name: 'l', clusterName: 'l', region: 'r', imageId: 'img', securityGroupIds: ['sg'], subnetIds: ['sn'] });
    new cap.EcsLikeNodeGroup(s, 'Outside', { cluster: cap.CapRef.fromEcsLikeClusterId('ecs-1'), name: 'a' });
    new cap.EcsLikeNodeGroup(s, 'OfL1', { cluster: l1, name: 'b' });
    const byName = Object.fromEntries(Object.values<any>(of(synth(s), SPEC)).map((g) => [g.name, g]));
    expect(byName.a).toEqual({ cluster_id: 'ecs-1', name: 'a' });
    expect(byName.b).toEqual({ cluster_id: `\${${CLUSTER}.${l1.friendlyUniqueId}.id}`, name: 'b' });
  });

  test('a cluster of another kind is refused at construction, naming the path, the prop and what to pass', () => {
    const s = stack();
    const spot = new cap.SpotCluster(s, 'Spot', { imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'], minSize: 0, maxSize: 2 });
    const expected = 'cluster: expected a cap.IEcsLikeCluster (a cap.SpotEcsLikeCluster or cap.ecs_like.Cluster; ' +
      'cap.CapRef.fromEcsLikeClusterId(id) for a cluster outside the app), got ';
    expect(() => new cap.EcsLikeNodeGroup(s, 'OnSpot', { cluster: spot as any, name: 'x' })).toThrow(invalidAt('EcsLikeNodeGroup', 'stack/OnSpot')(
      `${expected}a SpotCluster construct at 'stack/Spot', which has no string ecsLikeClusterId`,
    ));
    expect(() => new cap.EcsLikeNodeGroup(s, 'ById', { cluster: cap.CapRef.fromNodePoolClusterId('np-1') as any, name: 'x' })).toThrow(
      `${expected}{"nodePoolClusterId":"np-1"} (an object), which has no string ecsLikeClusterId`,
    );
  });
});
