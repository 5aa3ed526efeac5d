/**
 * Node groups (virtual node groups) of a node-pool cluster: `SpotNodePoolCluster.addNodeGroup` and
 * `cap.NodePoolNodeGroup` (L1 `pubcloud_b.NodePoolClusterNodeGroup`), their options read like the
 * cluster's props, the rules they share with it, and a cluster of another kind refused.
 */
import { TerraformOutput, TerraformVariable } from 'cdktf';
import { cap } from '../../src';
import { capStack as stack, nodePoolBase } from '../support/cap';
import { invalidAt, synthChecked as synth, warningsOf as warnings } from '../support/l2';

const TYPE = 'cap_pubcloud_b_node_pool_cluster_node_group';
const groups = (json: any): Record<string, any> => json.resource[TYPE] ?? {};
const only = (json: any) => {
  const values = Object.values(groups(json));
  expect(values).toHaveLength(1);
  return values[0];
};
const addresses = (json: any) => Object.entries<any>(json.resource).flatMap(([type, byName]) => Object.keys(byName).map((name) => `${type}.${name}`)).sort();
const pools = (s = stack()) => new cap.SpotNodePoolCluster(s, 'Pools', nodePoolBase);

describe('a full stack', () => {
  test('a node-pool cluster with a GPU group and a batch group, and a group of a cluster outside the app', () => {
    const s = stack();
    const cluster = new cap.SpotNodePoolCluster(s, 'Pools', { ...nodePoolBase, minCount: 1, maxCount: 50, autoscaler: true });
    cluster.addNodeGroup('gpu', {
      minCount: 0,
      maxCount: 8,
      availabilityZones: ['1'],
      vmTypes: ['GPU'],
      vmMinGpu: 1,
      labels: { accelerator: 'gpu' },
      taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' }],
      headroom: { cpuPerUnit: 4000, memoryPerUnit: 16384, numOfUnits: 1, gpuPerUnit: 1 },
      rollOnChange: true,
      rollBatchSizePercentage: 25,
      respectPdb: true,
    });
    cluster.addNodeGroup('batch', {
      spotPercentage: 100,
      fallbackToOndemand: false,
      vmArchitectures: ['x86_64'],
      vmMinVcpu: 8,
      shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:06:00')],
    });
    new cap.NodePoolNodeGroup(s, 'Shared', { cluster: cap.CapRef.fromNodePoolClusterId('np-1a2b3c4d'), name: 'shared', osDiskSizeGb: 64 });
    const json = synth(s);
    expect(json.resource[TYPE]).toMatchSnapshot();
  });
});

describe('SpotNodePoolCluster.addNodeGroup', () => {
  test('binds the group to the cluster and names it; returns the L2, construct id NodeGroup-<name>, its L1 resource', () => {
    const s = stack();
    const c = pools(s);
    const ng = c.addNodeGroup('gpu');
    expect(ng).toBeInstanceOf(cap.NodePoolNodeGroup);
    expect(ng.node.id).toBe('NodeGroup-gpu');
    expect(ng.node.scope).toBe(c);
    expect(ng.resource).toBeInstanceOf(cap.pubcloud_b.NodePoolClusterNodeGroup);
    expect(ng.resource.node.id).toBe('Resource');
    expect(c.nodeGroups).toEqual([ng]);
    new TerraformOutput(s, 'id', { value: ng.nodeGroupId });
    const json = synth(s);
    expect(only(json)).toEqual({ cluster_id: `\${cap_pubcloud_b_node_pool_cluster.${c.resource.friendlyUniqueId}.id}`, name: 'gpu' });
    expect(json.output.id.value).toBe(`\${${TYPE}.${ng.resource.friendlyUniqueId}.id}`);
  });

  test('a SpotNodePoolCluster is an INodePoolCluster', () => {
    const s = stack();
    const c: cap.INodePoolCluster = pools(s);
    new TerraformOutput(s, 'id', { value: c.nodePoolClusterId });
    expect(synth(s).output.id.value).toBe(`\${cap_pubcloud_b_node_pool_cluster.${(c as cap.SpotNodePoolCluster).resource.friendlyUniqueId}.id}`);
  });

  test('defaults are not written: no option, no attribute', () => {
    const s = stack();
    pools(s).addNodeGroup('plain', {});
    expect(Object.keys(only(synth(s))).sort()).toEqual(['cluster_id', 'name']);
  });

  const cases: Array<[string, cap.NodePoolNodeGroupOptions, Record<string, unknown>]> = [
    ['availabilityZones', { availabilityZones: ['1', '3'] }, { availability_zones: ['1', '3'] }],
    ['minCount and maxCount', { minCount: 0, maxCount: 4 }, { min_count: 0, max_count: 4 }],
    ['spotPercentage', { spotPercentage: 0 }, { spot_percentage: 0 }],
    ['fallbackToOndemand', { fallbackToOndemand: false }, { fallback_to_ondemand: false }],
    ['kubernetesVersion', { kubernetesVersion: '1.30' }, { kubernetes_version: '1.30' }],
    ['osType, osSku, osDiskType, osDiskSizeGb', { osType: 'Linux', osSku: 'Ubuntu', osDiskType: 'Ephemeral', osDiskSizeGb: 1 },
      { os_type: 'Linux', os_sku: 'Ubuntu', os_disk_type: 'Ephemeral', os_disk_size_gb: 1 }],
    ['maxPodsPerNode', { maxPodsPerNode: 1 }, { max_pods_per_node: 1 }],
    ['enableNodePublicIp', { enableNodePublicIp: true }, { enable_node_public_ip: true }],
    ['vnetSubnetIds and podSubnetIds', { vnetSubnetIds: ['vn-1'], podSubnetIds: ['pod-1'] }, { vnet_subnet_ids: ['vn-1'], pod_subnet_ids: ['pod-1'] }],
    ['labels and tags', { labels: { a: '1' }, tags: { b: '2' } }, { labels: { a: '1' }, tags: { b: '2' } }],
    ['taints', { taints: [{ key: 'a', value: '', effect: 'NoExecute' }] }, { taints: [{ key: 'a', value: '', effect: 'NoExecute' }] }],
    ['the vm filters', {
      vmArchitectures: ['arm64'],
      vmSeries: ['D'],
      vmExcludeSeries: ['B'],
      vmTypes: ['generalPurpose'],
      vmGpuTypes: ['g1'],
      vmAcceleratedNetworking: 'Enabled',
      vmDiskPerformance: 'Premium',
      vmMinVcpu: 2,
      vmMaxVcpu: 2,
      vmMinMemoryGib: 0.5,
      vmMaxMemoryGib: 8.5,
      vmMinGpu: 0,
      vmMaxGpu: 1,
      vmMinDisk: 0,
      vmMinNics: 1,
    }, {
      filters: {
        architectures: ['arm64'],
        series: ['D'],
        exclude_series: ['B'],
        vm_types: ['generalPurpose'],
        gpu_types: ['g1'],
        accelerated_networking: 'Enabled',
        disk_performance: 'Premium',
        min_vcpu: 2,
        max_vcpu: 2,
        min_memory_gib: 0.5,
        max_memory_gib: 8.5,
        min_gpu: 0,
        max_gpu: 1,
        min_disk: 0,
        min_nics: 1,
      },
    }],
    ['headroom', { headroom: { cpuPerUnit: 500, memoryPerUnit: 512, numOfUnits: 2 } }, { headrooms: [{ cpu_per_unit: 500, memory_per_unit: 512, num_of_units: 2 }] }],
    ['shutdownHours (sorted by start)', { shutdownHours: [cap.TimeWindow.parse('Fri:20:00-Fri:23:00'), cap.TimeWindow.parse('Mon:01:00-Mon:02:00')] },
      { scheduling: { shutdown_hours: { is_enabled: true, time_windows: ['Mon:01:00-Mon:02:00', 'Fri:20:00-Fri:23:00'] } } }],
    ['rollOnChange false', { rollOnChange: false }, { update_policy: { should_roll: false } }],
    ['rollOnChange true', { rollOnChange: true }, { update_policy: { should_roll: true } }],
    ['the roll options', { rollOnChange: true, conditionedRoll: true, rollBatchSizePercentage: 0, rollBatchMinHealthyPercentage: 100, respectPdb: false }, {
      update_policy: {
        should_roll: true,
        conditioned_roll: true,
        roll_config: { batch_size_percentage: 0, batch_min_healthy_percentage: 100, respect_pdb: false },
      },
    }],
  ];
  test.each(cases)('%s reaches the JSON, and nothing else is written', (_name, options, expected) => {
    const s = stack();
    pools(s).addNodeGroup('ng', options);
    const { cluster_id: _c, name, ...rest } = only(synth(s));
    expect(name).toBe('ng');
    expect(rest).toEqual(expected);
  });

  test('an explicit id replaces the derived one', () => {
    const c = pools();
    expect(c.addNodeGroup('gpu', { id: 'Accelerated' }).node.id).toBe('Accelerated');
  });

  test('the same name twice is refused at the second call, naming the path (the derived ids collide)', () => {
    const c = pools();
    c.addNodeGroup('gpu');
    expect(() => c.addNodeGroup('gpu', { minCount: 1 })).toThrow(
      "SpotNodePoolCluster.addNodeGroup at 'stack/Pools': a child with id 'NodeGroup-gpu' already exists (the same thing added twice, or another child given that id; pass a different id)",
    );
    expect(c.nodeGroups).toHaveLength(1);
  });

  test('removing one call leaves the other addresses and node groups unchanged', () => {
    const calls: Array<(c: cap.SpotNodePoolCluster) => void> = [
      (c) => c.addNodeGroup('gpu', { vmTypes: ['GPU'] }),
      (c) => c.addNodeGroup('batch', { spotPercentage: 100 }),
      (c) => c.addNodeGroup('system', { taints: [{ key: 'critical', value: 'true', effect: 'NoSchedule' }] }),
    ];
    const build = (selected: typeof calls) => {
      const s = stack();
      const c = pools(s);
      selected.forEach((call) => call(c));
      return synth(s);
    };
    const all = build(calls);
    expect(Object.keys(groups(all)).sort()).toEqual([
      expect.stringMatching(/^Pools_NodeGroup-batch_[0-9A-F]{8}$/),
      expect.stringMatching(/^Pools_NodeGroup-gpu_[0-9A-F]{8}$/),
      expect.stringMatching(/^Pools_NodeGroup-system_[0-9A-F]{8}$/),
    ]);
    for (let i = 0; i < calls.length; i++) {
      const without = build(calls.filter((_, j) => j !== i));
      const removed = addresses(all).filter((a) => !addresses(without).includes(a));
      expect(removed).toHaveLength(1);
      expect(addresses(without)).toEqual(addresses(all).filter((a) => a !== removed[0]));
      for (const [name, group] of Object.entries(groups(without))) expect(group).toEqual(groups(all)[name]);
    }
  });

  test('the L1 is an escape hatch: what is set on it is kept', () => {
    const s = stack();
    const ng = pools(s).addNodeGroup('ng', { minCount: 1 });
    ng.resource.putLinuxOsConfigs([{ sysctls: [{ vmMaxMapCount: 262144 }] }]);
    ng.resource.minCount = 2;
    expect(only(synth(s))).toMatchObject({ min_count: 2, linux_os_config: [{ sysctls: [{ vm_max_map_count: 262144 }] }] });
  });

  test('tokens are not judged', () => {
    const s = stack();
    const n = new TerraformVariable(s, 'n', { type: 'number' });
    const roll = new TerraformVariable(s, 'roll', { type: 'bool' });
    pools(s).addNodeGroup('ng', {
      minCount: n.numberValue,
      maxCount: 0,
      spotPercentage: n.numberValue,
      rollOnChange: roll.booleanValue as unknown as boolean,
      rollBatchSizePercentage: n.numberValue,
    });
    expect(only(synth(s))).toMatchObject({
      min_count: '${var.n}',
      spot_percentage: '${var.n}',
      update_policy: { should_roll: '${var.roll}', roll_config: { batch_size_percentage: '${var.n}' } },
    });
  });

  test('invalid options: one error naming the path and every problem, the same bounds as the cluster\'s props', () => {
    const c = pools();
    expect(() => c.addNodeGroup('ng', {
      minCount: 5,
      maxCount: 2,
      spotPercentage: 101,
      osDiskSizeGb: 0,
      maxPodsPerNode: 1.5,
      vmMinVcpu: -1,
      vmMinMemoryGib: 9,
      vmMaxMemoryGib: 8,
      headroom: { cpuPerUnit: -1, memoryPerUnit: 512, numOfUnits: 1 },
      taints: [{ key: 'k', value: 2 as any, effect: 'NoSchedule' }],
      shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Sat:06:00'), cap.TimeWindow.parse('Sat:05:00-Sat:07:00')],
    })).toThrow(invalidAt('SpotNodePoolCluster.addNodeGroup', 'stack/Pools')(
      'taints[0].value: expected a string, got 2 (a number)',
      'headroom.cpuPerUnit: -1 must be a whole number of at least 0',
      'spotPercentage: 101 must be a whole number from 0 to 100',
      'osDiskSizeGb: 0 must be a whole number of at least 1',
      'maxPodsPerNode: 1.5 must be a whole number of at least 1',
      'vmMinVcpu: -1 must be a whole number of at least 0',
      'minCount: 5 is more than maxCount (2)',
      'vmMinMemoryGib: 9 is more than vmMaxMemoryGib (8)',
      'shutdownHours: windows must not overlap: Sat:00:00-Sat:06:00 overlaps Sat:05:00-Sat:07:00',
    ));
    expect(c.nodeGroups).toEqual([]);
    expect(c.node.tryFindChild('NodeGroup-ng')).toBeUndefined();
  });

  test('the roll options need rollOnChange true', () => {
    const c = pools();
    expect(() => c.addNodeGroup('a', { rollOnChange: false, rollBatchSizePercentage: 20, respectPdb: true })).toThrow(invalidAt('SpotNodePoolCluster.addNodeGroup', 'stack/Pools')(
      "rollBatchSizePercentage: belongs to the group's roll on change, but rollOnChange is false; set rollOnChange: true, or remove rollBatchSizePercentage",
      "respectPdb: belongs to the group's roll on change, but rollOnChange is false; set rollOnChange: true, or remove respectPdb",
    ));
    expect(() => c.addNodeGroup('b', { conditionedRoll: true, rollBatchMinHealthyPercentage: 0 })).toThrow(invalidAt('SpotNodePoolCluster.addNodeGroup', 'stack/Pools')(
      'rollBatchMinHealthyPercentage: 0 must be a whole number from 1 to 100',
      "conditionedRoll: belongs to the group's roll on change, but rollOnChange is not given; set rollOnChange: true, or remove conditionedRoll",
      "rollBatchMinHealthyPercentage: belongs to the group's roll on change, but rollOnChange is not given; set rollOnChange: true, or remove rollBatchMinHealthyPercentage",
    ));
  });

  test('a taint Kubernetes sets itself is refused on the cluster, and warned about on a group', () => {
    const key = 'node.kubernetes.io/unschedulable';
    expect(() => new cap.SpotNodePoolCluster(stack(), 'P', { ...nodePoolBase, taints: [{ key, value: '', effect: 'NoSchedule' }] })).toThrow(
      `taints[0].key: "${key}" is a taint the system sets itself; a node pool may not have it`,
    );
    const s = stack();
    const ng = pools(s).addNodeGroup('ng', { taints: [{ key: 'ok', value: '', effect: 'NoSchedule' }, { key, value: '', effect: 'NoSchedule' }] });
    expect(warnings(ng)).toEqual([
      `[CAP-L2-006] NodePoolNodeGroup at 'stack/Pools/NodeGroup-ng': taints[1].key: "${key}" is a taint the system sets on nodes itself; ` +
      'the node-pool cluster refuses it in its own taints. Tolerate it in the pods instead.',
    ]);
    expect(only(synth(s)).taints).toHaveLength(2);
  });
});

describe('cap.NodePoolNodeGroup on its own', () => {
  test('binds to a cluster outside the app, an L1 cluster, or an L2 cluster', () => {
    const s = stack();
    const l1 = new cap.pubcloud_b.NodePoolCluster(s, 'L1', {
      name: 'l1', controllerClusterId: 'c', managedClusterName: 'm', managedClusterRegion: 'r', managedResourceGroupName: 'g', managedInfrastructureResourceGroupName: 'i', availabilityZones: ['1'],
    });
    const l2 = pools(s);
    new cap.NodePoolNodeGroup(s, 'Outside', { cluster: cap.CapRef.fromNodePoolClusterId('np-1'), name: 'a' });
    new cap.NodePoolNodeGroup(s, 'OfL1', { cluster: l1, name: 'b' });
    new cap.NodePoolNodeGroup(s, 'OfL2', { cluster: l2, name: 'c', minCount: 1 });
    const byName = Object.fromEntries(Object.values<any>(groups(synth(s))).map((g) => [g.name, g]));
    expect(byName.a).toEqual({ cluster_id: 'np-1', name: 'a' });
    expect(byName.b).toEqual({ cluster_id: `\${cap_pubcloud_b_node_pool_cluster.${l1.friendlyUniqueId}.id}`, name: 'b' });
    expect(byName.c).toEqual({ cluster_id: `\${cap_pubcloud_b_node_pool_cluster.${l2.resource.friendlyUniqueId}.id}`, name: 'c', min_count: 1 });
  });

  test('a cluster of another kind is refused at construction, naming the path, the prop and what to pass', () => {
    const s = stack();
    const spot = new cap.SpotCluster(s, 'Spot', { imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'], minSize: 0, maxSize: 2 });
    const ecs = new cap.SpotEcsLikeCluster(s, 'Ecs', { name: 'e', clusterName: 'e', region: 'r', imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'] });
    const expected = 'cluster: expected a cap.INodePoolCluster (a cap.SpotNodePoolCluster or cap.pubcloud_b.NodePoolCluster; ' +
      'cap.CapRef.fromNodePoolClusterId(id) for a cluster outside the app), got ';
    expect(() => new cap.NodePoolNodeGroup(s, 'OnSpot', { cluster: spot as any, name: 'x' })).toThrow(invalidAt('NodePoolNodeGroup', 'stack/OnSpot')(
      `${expected}a SpotCluster construct at 'stack/Spot', which has no string nodePoolClusterId`,
    ));
    expect(() => new cap.NodePoolNodeGroup(s, 'OnEcs', { cluster: ecs as any, name: 'x' })).toThrow(
      `${expected}a SpotEcsLikeCluster construct at 'stack/Ecs', which has no string nodePoolClusterId`,
    );
    expect(() => new cap.NodePoolNodeGroup(s, 'ById', { cluster: cap.CapRef.fromClusterId('ocn-1') as any, name: 'x' })).toThrow(
      `${expected}{"clusterId":"ocn-1"} (an object), which has no string nodePoolClusterId`,
    );
  });

  test('the constructor checks the options as addNodeGroup does, naming itself', () => {
    expect(() => new cap.NodePoolNodeGroup(stack(), 'G', { cluster: cap.CapRef.fromNodePoolClusterId('np-1'), name: 'g', spotPercentage: -1, respectPdb: true })).toThrow(
      invalidAt('NodePoolNodeGroup', 'stack/G')(
        'spotPercentage: -1 must be a whole number from 0 to 100',
        "respectPdb: belongs to the group's roll on change, but rollOnChange is not given; set rollOnChange: true, or remove respectPdb",
      ),
    );
  });
});
