/**
 * Details of the rules a node group of a node-pool cluster shares with the cluster
 * (`src/l2/cap/node-pool-rules.ts`): a `rollOnChange` of the wrong kind reported once, every
 * overlapping pair of shutdown windows named, and `fallbackToOndemand: true` written.
 */
import { cap } from '../../src';
import { capStack as stack, nodePoolBase } from '../support/cap';
import { invalidAt, only, synthChecked as synth } from '../support/l2';

const TYPE = 'cap_pubcloud_b_node_pool_cluster_node_group';
const pools = (s = stack()) => new cap.SpotNodePoolCluster(s, 'Pools', nodePoolBase);
const invalid = invalidAt('SpotNodePoolCluster.addNodeGroup', 'stack/Pools');

describe('checkNodePoolGroupOptions', () => {
  test('a rollOnChange of the wrong kind is reported once: the roll options given are not also said to need rollOnChange', () => {
    const c = pools();
    expect(() => c.addNodeGroup('ng', { rollOnChange: 'yes' as any, rollBatchSizePercentage: 20, respectPdb: true })).toThrow(invalid(
      'rollOnChange: expected a boolean (true or false), got "yes" (a string)',
    ));
    expect(c.nodeGroups).toEqual([]);
  });

  test('shutdownHours: every overlapping pair is named, the pairs separated by "; "', () => {
    const windows = ['Sat:00:00-Sat:06:00', 'Sat:05:00-Sat:08:00', 'Sat:07:00-Sat:09:00'].map((w) => cap.TimeWindow.parse(w));
    expect(() => pools().addNodeGroup('ng', { shutdownHours: windows })).toThrow(invalid(
      'shutdownHours: windows must not overlap: Sat:00:00-Sat:06:00 overlaps Sat:05:00-Sat:08:00; Sat:05:00-Sat:08:00 overlaps Sat:07:00-Sat:09:00',
    ));
  });
});

describe('nodePoolGroupConfig', () => {
  test('fallbackToOndemand true reaches the JSON as true', () => {
    const s = stack();
    pools(s).addNodeGroup('ng', { fallbackToOndemand: true });
    const { cluster_id: _c, ...rest } = only(synth(s), TYPE);
    expect(rest).toEqual({ name: 'ng', fallback_to_ondemand: true });
  });

  test('a group of its own writes fallbackToOndemand true too', () => {
    const s = stack();
    new cap.NodePoolNodeGroup(s, 'G', { cluster: cap.CapRef.fromNodePoolClusterId('np-1'), name: 'g', fallbackToOndemand: true });
    expect(only(synth(s), TYPE)).toEqual({ cluster_id: 'np-1', name: 'g', fallback_to_ondemand: true });
  });
});
