/**
 * Details of imported clusters (`src/l2/cap/spot-cluster-import.ts`): the props each check names in
 * its messages, fractions refused where whole numbers are asked for, blocks written when only one of
 * their settings is given, and a desired capacity warned about only under the autoscaler.
 */
import { cap } from '../../src';
import { capStack } from '../support/cap';
import { exactly, invalidAt, only, synthChecked as synth, warningsOf } from '../support/l2';

const IMPORT = 'cap_pubcloud_c_cluster_import';
const GROUP = 'cap_pubcloud_c_cluster_launch_spec';
const make = (props: Partial<cap.SpotClusterImportProps> = {}, s = capStack()) => ({
  s, cluster: new cap.SpotClusterImport(s, 'Prod', { clusterName: 'prod', location: 'zone-a', ...props }),
});
const invalid = invalidAt('SpotClusterImport', 'stack/Prod');
const invalidGroup = invalidAt('SpotClusterImport.addNodeGroup', 'stack/Prod');
const windows = (...w: string[]) => w.map((x) => cap.TimeWindow.parse(x));
/** The resources of a type by construct id (the JSON lists them sorted by address). */
const byId = (json: any, type: string): Record<string, any> => Object.fromEntries(
  Object.entries<any>(json.resource[type]).map(([address, r]) => [address.replace(/_[0-9A-F]{8}$/, ''), r]),
);

describe('checkNodeGroup', () => {
  test('a blank label key is refused: every label needs a key', () => {
    expect(() => make().cluster.addNodeGroup('p', { labels: { ' ': 'x' } })).toThrow(invalidGroup(
      'labels: the key " " is blank; every label needs a key',
    ));
  });

  test('autoHeadroomPercentage: a fraction is refused, naming the prop', () => {
    expect(() => make().cluster.addNodeGroup('p', { autoHeadroomPercentage: 12.5 })).toThrow(invalidGroup(
      'autoHeadroomPercentage: 12.5 must be a whole number from 0 to 200',
    ));
  });

  test('rootVolumeSize: a fraction is refused, naming the prop', () => {
    expect(() => new cap.ClusterImportNodeGroup(capStack(), 'G', {
      cluster: cap.CapRef.fromClusterImportId('imp-1'), nodePoolName: 'pool', rootVolumeSize: 30.5,
    })).toThrow(invalidAt('ClusterImportNodeGroup', 'stack/G')(
      'rootVolumeSize: 30.5 must be a whole number of at least 1',
    ));
  });
});

describe('ClusterImportNodeGroup resource limits', () => {
  test('only minInstanceCount, or only maxInstanceCount, writes resource_limits with that count alone', () => {
    const s = capStack();
    const cluster = cap.CapRef.fromClusterImportId('imp-1');
    new cap.ClusterImportNodeGroup(s, 'Low', { cluster, nodePoolName: 'low', minInstanceCount: 2 });
    new cap.ClusterImportNodeGroup(s, 'High', { cluster, nodePoolName: 'high', maxInstanceCount: 6 });
    expect(byId(synth(s), GROUP)).toEqual({
      Low: { cluster_id: 'imp-1', node_pool_name: 'low', resource_limits: { min_instance_count: 2 } },
      High: { cluster_id: 'imp-1', node_pool_name: 'high', resource_limits: { max_instance_count: 6 } },
    });
  });
});

describe('SpotClusterImport', () => {
  test('capacity out of order names desiredCapacity between minSize and maxSize', () => {
    expect(() => make({ minSize: 1, desiredCapacity: 9, maxSize: 5 })).toThrow(invalid(
      'capacity: minSize (1) <= desiredCapacity (9) <= maxSize (5) does not hold',
    ));
  });

  test('shutdownHours: every overlapping pair is named, the pairs separated by "; "', () => {
    expect(() => make({ shutdownHours: windows('Sat:00:00-Sat:06:00', 'Sat:05:00-Sat:08:00', 'Sat:07:00-Sat:09:00') })).toThrow(invalid(
      'shutdownHours: windows must not overlap: Sat:00:00-Sat:06:00 overlaps Sat:05:00-Sat:08:00; Sat:05:00-Sat:08:00 overlaps Sat:07:00-Sat:09:00',
    ));
  });

  test('a desired capacity with the autoscaler off, or not given, is written without a warning', () => {
    const s = capStack();
    const off = make({ desiredCapacity: 3, autoscaler: false }, s).cluster;
    const plain = new cap.SpotClusterImport(s, 'Plain', { clusterName: 'plain', location: 'zone-a', desiredCapacity: 2 });
    const { Prod, Plain } = byId(synth(s), IMPORT);
    expect([Prod.desired_capacity, Prod.autoscaler, Plain.desired_capacity, Plain.autoscaler]).toEqual([3, { is_enabled: false }, 2, undefined]);
    expect([...warningsOf(off), ...warningsOf(plain)]).toEqual([]);
  });

  test('only spotPercentage, or only drainingTimeout, writes the strategy with that setting alone', () => {
    const s = capStack();
    make({ spotPercentage: 70 }, s);
    new cap.SpotClusterImport(s, 'Drain', { clusterName: 'drain', location: 'zone-a', drainingTimeout: 90 });
    const { Prod, Drain } = byId(synth(s), IMPORT);
    expect([Prod.strategy, Drain.strategy]).toEqual([[{ preemptible_percentage: 70 }], [{ draining_timeout: 90 }]]);
  });

  test('the autoscaler without maxScaleDownPercentage writes no down block', () => {
    const { s } = make({ autoscaler: true });
    expect(only(synth(s), IMPORT).autoscaler).toEqual({ is_enabled: true });
  });
});

describe('SpotClusterImport.addNodeGroup', () => {
  test('options that are not an object are refused, named options', () => {
    const { cluster } = make();
    expect(() => cluster.addNodeGroup('p', 'gpu' as any)).toThrow(invalidGroup(
      'options: expected an object of named properties, got "gpu" (a string)',
    ));
    expect(cluster.nodeGroups).toEqual([]);
  });

  test('an explicit id holding "/" and a pool added twice are refused, naming the method', () => {
    const { cluster } = make();
    expect(() => cluster.addNodeGroup('p', { id: 'a/b' })).toThrow(exactly(
      'SpotClusterImport.addNodeGroup at \'stack/Prod\': id "a/b" must be a non-empty literal without "/"',
    ));
    cluster.addNodeGroup('p');
    expect(() => cluster.addNodeGroup('p')).toThrow(exactly(
      "SpotClusterImport.addNodeGroup at 'stack/Prod': a child with id 'NodeGroup-p' already exists (the same thing added twice, or another child given that id; pass a different id)",
    ));
  });
});

describe('SpotClusterImport.addShutdownWindow', () => {
  test('a window overlapping one given in the props is refused as a shutdown window', () => {
    const { cluster } = make({ shutdownHours: windows('Sat:00:00-Sat:06:00') });
    expect(() => cluster.addShutdownWindow(cap.TimeWindow.parse('Sat:05:00-Sat:07:00'))).toThrow(invalidAt('SpotClusterImport.addShutdownWindow', 'stack/Prod')(
      'shutdown windows must not overlap: Sat:00:00-Sat:06:00 overlaps Sat:05:00-Sat:07:00',
    ));
  });
});
