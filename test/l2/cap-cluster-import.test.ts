/**
 * Imported clusters (`SpotClusterImport`, `pubcloud_c`): capacity bounds, the autoscaler named and
 * checked as SpotCluster's, node groups that copy a node pool (`addNodeGroup`, `ClusterImportNodeGroup`),
 * shutdown windows and right-sizing rules.
 */
import { TerraformStack } from 'cdktf';
import { cap } from '../../src';
import { capStack } from '../support/cap';
import { invalidAt, synthChecked as synth, warningsOf } from '../support/l2';

const BASE: cap.SpotClusterImportProps = { clusterName: 'prod', location: 'zone-a' };
const importOf = (json: any) => Object.values<any>(json.resource.cap_pubcloud_c_cluster_import)[0];
const groupsOf = (json: any) => Object.values<any>(json.resource.cap_pubcloud_c_cluster_launch_spec ?? {});
const make = (props: Partial<cap.SpotClusterImportProps> = {}, s: TerraformStack = capStack()) => ({ s, cluster: new cap.SpotClusterImport(s, 'Prod', { ...BASE, ...props }) });

describe('SpotClusterImport', () => {
  test('the cluster and its location, the default roll-on-change policy; nothing else unasked', () => {
    const { s, cluster } = make();
    expect(cluster.resource.node.id).toBe('Resource');
    expect(importOf(synth(s))).toEqual({
      cluster_name: 'prod',
      location: 'zone-a',
      update_policy: { should_roll: true, roll_config: { batch_size_percentage: 20, batch_min_healthy_percentage: 50, respect_pdb: true } },
    });
  });

  test('capacity, strategy, the autoscaler with automatic and manual headroom, shutdown hours', () => {
    const { s, cluster } = make({
      minSize: 1,
      maxSize: 30,
      spotPercentage: 70,
      drainingTimeout: 120,
      autoscaler: true,
      autoHeadroomPercentage: 10,
      headroom: { cpuPerUnit: 1000, memoryPerUnit: 2048, numOfUnits: 2 },
      maxScaleDownPercentage: 20,
      shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:06:00')],
      rollOnChange: false,
    });
    cluster.addShutdownWindow(cap.TimeWindow.parse('Wed:01:00-Wed:03:00'));
    expect(importOf(synth(s))).toEqual({
      cluster_name: 'prod',
      location: 'zone-a',
      min_size: 1,
      max_size: 30,
      strategy: [{ preemptible_percentage: 70, draining_timeout: 120 }],
      autoscaler: {
        is_enabled: true,
        is_auto_config: true,
        auto_headroom_percentage: 10,
        enable_automatic_and_manual_headroom: true,
        headroom: { cpu_per_unit: 1000, memory_per_unit: 2048, num_of_units: 2 },
        down: { max_scale_down_percentage: 20 },
      },
      update_policy: { should_roll: false },
      scheduled_task: { shutdown_hours: { is_enabled: true, time_windows: ['Wed:01:00-Wed:03:00', 'Sat:00:00-Mon:06:00'] } },
    });
    expect(warningsOf(cluster)).toEqual([]);
  });

  test('a desired capacity under the autoscaler is written and warned about (CAP-L2-001)', () => {
    const { s, cluster } = make({ minSize: 1, desiredCapacity: 3, maxSize: 5, autoscaler: true });
    expect(importOf(synth(s)).desired_capacity).toBe(3);
    expect(warningsOf(cluster)).toEqual([expect.stringMatching(/^\[CAP-L2-001\] SpotClusterImport at 'stack\/Prod': desiredCapacity \(3\) is written while the autoscaler is on/)]);
  });

  test('careless props: every problem in one error, as SpotCluster names them', () => {
    expect(() => make({
      clusterName: undefined as any,
      minSize: 5,
      maxSize: 2,
      spotPercentage: 101,
      autoHeadroomPercentage: 5,
      drainingTimeout: -1,
      shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Sat:06:00'), cap.TimeWindow.parse('Sat:05:00-Sat:07:00')],
    })).toThrow(invalidAt('SpotClusterImport', 'stack/Prod')(
      'clusterName: is required, but was not given; expected a string',
      'capacity: minSize (5) <= maxSize (2) does not hold',
      'drainingTimeout: -1 must be a whole number of at least 0',
      'spotPercentage: 101 is out of range; allowed: 0 to 100',
      'autoHeadroomPercentage: tunes the autoscaler, but autoscaler is not given; set autoscaler: true, or remove autoHeadroomPercentage',
      'shutdownHours: windows must not overlap: Sat:00:00-Sat:06:00 overlaps Sat:05:00-Sat:07:00',
    ));
  });

  test('a shutdown window over scheduled tasks set on the L1 directly is refused (the L1 value is kept)', () => {
    const { cluster } = make();
    cluster.resource.putScheduledTasks([{ shutdownHours: { timeWindows: ['Sun:00:00-Sun:01:00'] } }]);
    expect(() => cluster.addShutdownWindow(cap.TimeWindow.parse('Mon:00:00-Mon:01:00'))).toThrow(/scheduledTasks/);
  });
});

describe('SpotClusterImport.addNodeGroup', () => {
  test('two node groups copying node pools, with their overrides; construct ids from the pool names', () => {
    const { s, cluster } = make({ autoscaler: true });
    const plain = cluster.addNodeGroup('default-pool');
    const gpu = cluster.addNodeGroup('gpu-pool', {
      name: 'gpu',
      instanceTypes: ['type-g'],
      labels: { accelerator: 'gpu' },
      taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' }],
      headroom: { cpuPerUnit: 500, memoryPerUnit: 1024, numOfUnits: 1, gpuPerUnit: 1 },
      autoHeadroomPercentage: 5,
      spotPercentage: 50,
      minInstanceCount: 0,
      maxInstanceCount: 4,
      restrictScaleDown: true,
      rootVolumeSize: 100,
    });
    expect([plain.node.id, gpu.node.id]).toEqual(['NodeGroup-default-pool', 'NodeGroup-gpu-pool']);
    expect(cluster.nodeGroups).toEqual([plain, gpu]);
    const json = synth(s);
    const [a, b] = groupsOf(json);
    expect(a).toEqual({ cluster_id: expect.stringMatching(/^\$\{cap_pubcloud_c_cluster_import\.Prod_[0-9A-F]{8}\.id\}$/), node_pool_name: 'default-pool' });
    expect(b).toEqual({
      cluster_id: a.cluster_id,
      node_pool_name: 'gpu-pool',
      name: 'gpu',
      instance_types: ['type-g'],
      labels: [{ key: 'accelerator', value: 'gpu' }],
      taints: [{ key: 'gpu', value: 'true', effect: 'NoSchedule' }],
      autoscale_headrooms: [{ cpu_per_unit: 500, memory_per_unit: 1024, num_of_units: 1, gpu_per_unit: 1 }],
      autoscale_headrooms_automatic: [{ auto_headroom_percentage: 5 }],
      strategy: [{ preemptible_percentage: 50 }],
      resource_limits: { min_instance_count: 0, max_instance_count: 4 },
      restrict_scale_down: true,
      root_volume_size: 100,
    });
  });

  test('careless options: taint effect, blank label key, counts out of order, the same pool twice', () => {
    const { cluster } = make();
    expect(() => cluster.addNodeGroup('p', {
      taints: [{ key: 'gpu', value: 'true', effect: 'NoRun' }], labels: { '': 'x' }, minInstanceCount: 3, maxInstanceCount: 1, spotPercentage: 120,
    })).toThrow(/^SpotClusterImport\.addNodeGroup at 'stack\/Prod' is invalid:\n[\s\S]*taints\[0\]\.effect: "NoRun" is not one of[\s\S]*spotPercentage: 120 must be a whole number from 0 to 100[\s\S]*capacity: minInstanceCount \(3\) <= maxInstanceCount \(1\) does not hold/);
    expect(() => cluster.addNodeGroup('p', { labels: { '': 'x' } })).toThrow(/labels/);
    cluster.addNodeGroup('p');
    expect(() => cluster.addNodeGroup('p')).toThrow(/NodeGroup-p/);
  });
});

describe('ClusterImportNodeGroup', () => {
  test('on a cluster imported outside the app', () => {
    const s = capStack();
    new cap.ClusterImportNodeGroup(s, 'G', { cluster: cap.CapRef.fromClusterImportId('imp-1'), nodePoolName: 'pool' });
    expect(groupsOf(synth(s))).toEqual([{ cluster_id: 'imp-1', node_pool_name: 'pool' }]);
  });

  test('a node group on a cluster of another kind is refused, naming what to pass', () => {
    const s = capStack();
    const other = new cap.SpotCluster(s, 'C', { imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'], minSize: 0, maxSize: 2 });
    expect(() => new cap.ClusterImportNodeGroup(s, 'G', { cluster: other as any, nodePoolName: 'pool' })).toThrow(invalidAt('ClusterImportNodeGroup', 'stack/G')(
      "cluster: expected a cap.IClusterImport (a cap.SpotClusterImport or cap.pubcloud_c.ClusterImport; cap.CapRef.fromClusterImportId(id) for a cluster outside the app), got a SpotCluster construct at 'stack/C', which has no string clusterImportId",
    ));
  });
});

describe('SpotClusterImport.addRightSizingRule', () => {
  test('a rule of the imported cluster', () => {
    const { s, cluster } = make();
    const rule = cluster.addRightSizingRule({ name: 'web', workloads: [{ namespace: 'web' }], intervals: [{ repetitionBasis: 'weekly-basis', days: ['SUNDAY'], startTime: '02:00', endTime: '04:00' }] });
    expect(rule.node.id).toBe('RightSizingRule-web');
    const json = synth(s);
    expect(Object.values<any>(json.resource.cap_cluster_right_sizing_rule)[0].cluster_id).toMatch(/^\$\{cap_pubcloud_c_cluster_import\.Prod_[0-9A-F]{8}\.id\}$/);
  });
});
