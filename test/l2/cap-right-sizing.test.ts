/**
 * Right-sizing rules: `addRightSizingRule` on every cluster L2 and `cap.RightSizingRule` for a cluster of
 * any kind (of the app or from outside it): workloads by namespace and labels, intervals weekly or
 * monthly, CPU and memory boundaries, each checked.
 */
import { TerraformStack, Testing } from 'cdktf';
import { cap } from '../../src';
import { invalidAt, only, synthChecked as synth } from '../support/l2';

function stack() {
  const s = new TerraformStack(Testing.app(), 'stack');
  new cap.CapProvider(s, 'cap');
  return s;
}
const WEEKLY: cap.RightSizingInterval = { repetitionBasis: 'weekly-basis', days: ['SUNDAY'], startTime: '02:00', endTime: '04:00' };
const RULE: cap.RightSizingRuleOptions = { name: 'web', workloads: [{ namespace: 'web' }], intervals: [WEEKLY] };
const POOLS = {
  name: 'p',
  controllerClusterId: 'c',
  managedClusterName: 'm',
  managedClusterRegion: 'r',
  managedResourceGroupName: 'g',
  managedInfrastructureResourceGroupName: 'i',
  availabilityZones: ['1'],
};

type RightSizable = { addRightSizingRule(o: cap.AddRightSizingRuleOptions): cap.ClusterRightSizingRule };
const CLUSTERS: Array<[string, (s: TerraformStack) => RightSizable, RegExp]> = [
  ['SpotCluster', (s) => new cap.SpotCluster(s, 'C', { imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'], minSize: 0, maxSize: 2 }),
    /^\$\{cap_pubcloud_a_cluster\.C_[0-9A-F]{8}\.id\}$/],
  ['SpotNodePoolCluster', (s) => new cap.SpotNodePoolCluster(s, 'C', POOLS), /^\$\{cap_pubcloud_b_node_pool_cluster\.C_[0-9A-F]{8}\.id\}$/],
  ['SpotEcsLikeCluster', (s) => new cap.SpotEcsLikeCluster(s, 'C', {
    name: 'e', clusterName: 'e', region: 'r', imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'],
  }),
  /^\$\{cap_ecs_like_cluster\.C_[0-9A-F]{8}\.id\}$/],
];

describe.each(CLUSTERS)('%s.addRightSizingRule', (kind, create, clusterRef) => {
  test('a rule of the cluster: workloads by namespace and labels, a weekly interval, boundaries', () => {
    const s = stack();
    const rule = create(s).addRightSizingRule({
      ...RULE, workloads: [{ namespace: 'web', labels: { tier: 'frontend' } }, { namespace: 'jobs' }], cpuMin: 100, cpuMax: 2000, downsideOnly: true,
    });
    const json = only(synth(s), 'cap_cluster_right_sizing_rule');
    expect(rule.node.id).toBe('RightSizingRule-web');
    expect(json).toEqual(expect.objectContaining({
      rule_name: 'web',
      cluster_id: expect.stringMatching(clusterRef),
      downside_only: true,
      attach_workloads: [{ namespaces: [{ namespace_name: 'web', labels: [{ key: 'tier', value: 'frontend' }] }, { namespace_name: 'jobs' }] }],
      recommendation_application_intervals: [{
        repetition_basis: 'weekly-basis',
        weekly_repetition_basis: [{ interval_days: ['SUNDAY'], interval_hours_start_time: '02:00', interval_hours_end_time: '04:00' }],
      }],
      recommendation_application_boundaries: [{ cpu_min: 100, cpu_max: 2000 }],
    }));
  });

  test('a min above its max, no interval and a blank namespace are refused, naming the method and the option', () => {
    expect(() => create(stack()).addRightSizingRule({ ...RULE, workloads: [{ namespace: ' ' }], intervals: [], memoryMin: 512, memoryMax: 256 })).toThrow(
      invalidAt(`${kind}.addRightSizingRule`, 'stack/C')(
        'memoryMin: 512 is more than memoryMax (256)',
        'workloads[0].namespace: must not be blank',
        'intervals: name at least an interval',
      ));
  });
});

describe('RightSizingRule', () => {
  test('a rule of a cluster from outside the app, with a monthly interval; only what is given is written', () => {
    const s = stack();
    const rule = new cap.RightSizingRule(s, 'Rule', {
      nodePoolCluster: cap.CapRef.fromNodePoolClusterId('np-123'),
      name: 'nightly',
      workloads: [{ namespace: 'batch' }],
      intervals: [{ ...WEEKLY, repetitionBasis: 'monthly-basis', months: [1, 7], weeksOfMonth: ['FIRST'] }],
    });
    const json = only(synth(s), 'cap_cluster_right_sizing_rule');
    expect(rule.resource.node.id).toBe('Resource');
    expect(json).toEqual({
      rule_name: 'nightly',
      cluster_id: 'np-123',
      attach_workloads: [{ namespaces: [{ namespace_name: 'batch' }] }],
      recommendation_application_intervals: [{
        repetition_basis: 'monthly-basis',
        monthly_repetition_basis: [{
          interval_months: [1, 7],
          week_of_the_month: ['FIRST'],
          weekly_repetition_basis: [{ interval_days: ['SUNDAY'], interval_hours_start_time: '02:00', interval_hours_end_time: '04:00' }],
        }],
      }],
    });
  });

  test('a cluster L2 of the app and an imported cluster from outside it are taken by reference', () => {
    const s = stack();
    const l2 = new cap.SpotNodePoolCluster(s, 'Pools', POOLS);
    new cap.RightSizingRule(s, 'A', { ...RULE, nodePoolCluster: l2 });
    new cap.RightSizingRule(s, 'B', { ...RULE, clusterImport: cap.CapRef.fromClusterImportId('imp-1') });
    const ids = Object.values<any>(synth(s).resource.cap_cluster_right_sizing_rule).map((r) => r.cluster_id).sort();
    expect(ids).toEqual([expect.stringMatching(/^\$\{cap_pubcloud_b_node_pool_cluster\.Pools_[0-9A-F]{8}\.id\}$/), 'imp-1'].sort());
  });

  const invalid = invalidAt('RightSizingRule', 'stack/R');
  test.each<[string, Partial<cap.RightSizingRuleProps>, string[]]>([
    ['no cluster', {}, ['cluster: is missing; give the cluster as one of cluster, nodePoolCluster, ecsLikeCluster, clusterImport']],
    ['two clusters', { cluster: cap.CapRef.fromClusterId('a'), ecsLikeCluster: cap.CapRef.fromEcsLikeClusterId('b') },
      ['cluster, ecsLikeCluster: a rule belongs to one cluster; give one of them']],
    ['a cluster id where the cluster goes', { cluster: 'c-1' as any },
      ['cluster: expected a cap.ICluster (a cap.SpotCluster or cap.pubcloud_a.Cluster; cap.CapRef.fromClusterId(id) for a cluster outside the app), got "c-1" (a string)']],
    ['half a monthly interval and a negative boundary', { cluster: cap.CapRef.fromClusterId('a'), intervals: [{ ...WEEKLY, months: [1] }], cpuMin: -1 },
      ['cpuMin: -1 is below 0', 'intervals[0].weeksOfMonth: is missing; a monthly interval needs both its months and its weeks of the month (give neither for a weekly one)']],
    ['no workloads, an interval with no day, labels with a blank key', {
      cluster: cap.CapRef.fromClusterId('a'), workloads: [{ namespace: 'w', labels: { ' ': 'x' } }], intervals: [{ ...WEEKLY, days: [] }], name: '',
    }, [
      'name: must not be blank',
      'workloads[0].labels: the key " " is blank; every label needs a key',
      'intervals[0].days: name at least one day',
    ]],
    ['lists that are not lists', { cluster: cap.CapRef.fromClusterId('a'), workloads: 'web' as any, intervals: undefined as any }, [
      'workloads: expected a list of objects of named properties, got "web" (a string)',
      'intervals: is required, but was not given; expected a list of objects of named properties',
    ]],
  ])('refuses %s', (_case, props, problems) => {
    expect(() => new cap.RightSizingRule(stack(), 'R', { ...RULE, ...props } as cap.RightSizingRuleProps)).toThrow(invalid(...problems));
  });
});
