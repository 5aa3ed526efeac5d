/**
 * Node groups of a spot cluster (`SpotCluster.addNodeGroup`, L1 `ClusterLaunchSpec`) and suspended
 * processes of a scaling group (`SpotScalingGroup.suspendProcesses`, L1 `Suspension`).
 */
import { Testing, TerraformVariable } from 'cdktf';
import { cap } from '../../src';
import { capStack as stack } from '../support/cap';
import { synthChecked as synth } from '../support/l2';

const clusterProps = { imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], minSize: 1, maxSize: 10 };
const groupProps = { name: 'workers', product: 'linux', securityGroups: ['sg-1'], minSize: 0, maxSize: 8 };
const specs = (json: any): Record<string, any> => json.resource.cap_pubcloud_a_cluster_launch_spec ?? {};
const suspensions = (json: any): Record<string, any> => json.resource.cap_pubcloud_a_suspension ?? {};
const only = (byName: Record<string, any>) => {
  const values = Object.values(byName);
  expect(values).toHaveLength(1);
  return values[0];
};
const addresses = (json: any) => Object.entries<any>(json.resource).flatMap(([type, byName]) => Object.keys(byName).map((name) => `${type}.${name}`)).sort();

describe('a full stack', () => {
  test('a cluster with node groups and a scaling group with suspended processes', () => {
    const s = stack();
    const cluster = new cap.SpotCluster(s, 'Prod', { ...clusterProps, autoscaler: true });
    cluster.addNodeGroup('gpu', {
      instanceTypes: ['g5.xlarge', 'g5.2xlarge'],
      spotPercentage: 70,
      orientation: 'costOriented',
      taints: [{ key: 'nvidia.com/gpu', value: 'true', effect: 'NoSchedule' }],
      tags: { team: 'ml' },
      drainingTimeout: 120,
      rollOnChange: true,
      rollBatchSizePercentage: 25,
      respectPdb: true,
    });
    cluster.addNodeGroup('general');
    const workers = new cap.SpotScalingGroup(s, 'Workers', groupProps);
    workers.suspendProcesses([cap.pubcloud_a.SuspensionSuspensionName.SCHEDULING, 'AUTO_HEALING']);
    const json = synth(s);
    expect(json.resource).toMatchSnapshot();
  });
});

describe('SpotCluster.addNodeGroup', () => {
  test('binds the node group to the cluster and names it; returns the L1 with construct id NodeGroup-<name>', () => {
    const s = stack();
    const c = new cap.SpotCluster(s, 'C', clusterProps);
    const ng = c.addNodeGroup('gpu');
    expect(ng).toBeInstanceOf(cap.pubcloud_a.ClusterLaunchSpec);
    expect(ng.node.id).toBe('NodeGroup-gpu');
    expect(ng.node.scope).toBe(c);
    expect(c.nodeGroups).toEqual([ng]);
    const json = synth(s);
    expect(only(specs(json))).toEqual({ cluster_id: `\${cap_pubcloud_a_cluster.${c.resource.friendlyUniqueId}.id}`, name: 'gpu' });
  });

  test('defaults are not written: no draining timeout (the service applies 300 seconds), strategy, update policy or lists', () => {
    const s = stack();
    new cap.SpotCluster(s, 'C', clusterProps).addNodeGroup('plain', {});
    const spec = only(specs(synth(s)));
    expect(Object.keys(spec).sort()).toEqual(['cluster_id', 'name']);
  });

  const cases: Array<[string, cap.NodeGroupOptions, Record<string, unknown>]> = [
    ['imageId', { imageId: 'img-2' }, { image_id: 'img-2' }],
    ['instanceTypes', { instanceTypes: ['m5.large', 'c5.large'] }, { instance_types: ['m5.large', 'c5.large'] }],
    ['securityGroups', { securityGroups: ['sg-2'] }, { security_groups: ['sg-2'] }],
    ['subnetIds', { subnetIds: ['subnet-2'] }, { subnet_ids: ['subnet-2'] }],
    ['rootVolumeSize', { rootVolumeSize: 40 }, { root_volume_size: 40 }],
    ['spotPercentage', { spotPercentage: 0 }, { strategy: [{ spot_percentage: 0 }] }],
    ['orientation', { orientation: 'balanced' }, { strategy: [{ orientation: { availability_vs_cost: 'balanced' } }] }],
    ['utilizeCommitments', { utilizeCommitments: false }, { strategy: [{ utilize_commitments: false }] }],
    ['utilizeReservedInstances', { utilizeReservedInstances: true }, { strategy: [{ utilize_reserved_instances: true }] }],
    ['restrictScaleDown', { restrictScaleDown: true }, { restrict_scale_down: true }],
    ['drainingTimeout', { drainingTimeout: 0 }, { strategy: [{ draining_timeout: 0 }] }],
    ['the strategy options together', { spotPercentage: 50, orientation: 'cheapest', utilizeCommitments: true, utilizeReservedInstances: false, drainingTimeout: 60 }, {
      strategy: [{ spot_percentage: 50, orientation: { availability_vs_cost: 'cheapest' }, utilize_commitments: true, utilize_reserved_instances: false, draining_timeout: 60 }],
    }],
    ['taints', {
      taints: [{ key: 'a', value: '1', effect: 'NoExecute' }, { key: 'b', value: '2', effect: 'PreferNoSchedule' }],
    }, { taints: [{ key: 'a', value: '1', effect: 'NoExecute' }, { key: 'b', value: '2', effect: 'PreferNoSchedule' }] }],
    ['tags', { tags: { team: 'ml', env: 'prod' } }, { tags: [{ key: 'team', value: 'ml' }, { key: 'env', value: 'prod' }] }],
    ['rollOnChange false', { rollOnChange: false }, { update_policy: { should_roll: false } }],
    ['rollOnChange true', { rollOnChange: true }, { update_policy: { should_roll: true } }],
    ['rollBatchSizePercentage', { rollOnChange: true, rollBatchSizePercentage: 30 }, { update_policy: { should_roll: true, roll_config: { batch_size_percentage: 30 } } }],
    ['respectPdb', { rollOnChange: true, rollBatchSizePercentage: 30, respectPdb: false }, { update_policy: { should_roll: true, roll_config: { batch_size_percentage: 30, respect_pdb: false } } }],
  ];
  test.each(cases)('%s reaches the JSON, and nothing else is written', (_name, options, expected) => {
    const s = stack();
    new cap.SpotCluster(s, 'C', clusterProps).addNodeGroup('ng', options);
    const spec = only(specs(synth(s)));
    const { cluster_id: _c, name, ...rest } = spec;
    expect(name).toBe('ng');
    expect(rest).toEqual(expected);
  });

  test('the constants of the L1 name the allowed values', () => {
    const s = stack();
    new cap.SpotCluster(s, 'C', clusterProps).addNodeGroup('ng', {
      orientation: cap.pubcloud_a.ClusterLaunchSpecStrategyOrientationAvailabilityVsCost.CHEAPEST,
      taints: [{ key: 'k', value: 'v', effect: cap.pubcloud_a.ClusterLaunchSpecTaintEffect.NO_SCHEDULE }],
    });
    expect(only(specs(synth(s)))).toMatchObject({ strategy: [{ orientation: { availability_vs_cost: 'cheapest' } }], taints: [{ effect: 'NoSchedule' }] });
  });

  test('an explicit id replaces the derived one', () => {
    const s = stack();
    const c = new cap.SpotCluster(s, 'C', clusterProps);
    expect(c.addNodeGroup('gpu', { id: 'Accelerated' }).node.id).toBe('Accelerated');
    expect(c.addNodeGroup('gpu', { id: 'Accelerated2' }).node.id).toBe('Accelerated2');
  });

  test('removing one call leaves the other addresses and node groups unchanged', () => {
    const calls: Array<(c: cap.SpotCluster) => void> = [
      (c) => c.addNodeGroup('gpu', { instanceTypes: ['g5.xlarge'] }),
      (c) => c.addNodeGroup('batch', { spotPercentage: 100 }),
      (c) => c.addNodeGroup('system', { taints: [{ key: 'critical', value: 'true', effect: 'NoSchedule' }] }),
    ];
    const build = (selected: typeof calls) => {
      const s = stack();
      const c = new cap.SpotCluster(s, 'C', clusterProps);
      selected.forEach((call) => call(c));
      return synth(s);
    };
    const all = build(calls);
    expect(Object.keys(specs(all)).sort()).toEqual([
      expect.stringMatching(/^C_NodeGroup-batch_[0-9A-F]{8}$/),
      expect.stringMatching(/^C_NodeGroup-gpu_[0-9A-F]{8}$/),
      expect.stringMatching(/^C_NodeGroup-system_[0-9A-F]{8}$/),
    ]);
    for (let i = 0; i < calls.length; i++) {
      const without = build(calls.filter((_, j) => j !== i));
      const removed = addresses(all).filter((a) => !addresses(without).includes(a));
      expect(removed).toHaveLength(1);
      expect(addresses(without)).toEqual(addresses(all).filter((a) => a !== removed[0]));
      for (const [name, spec] of Object.entries(specs(without))) expect(spec).toEqual(specs(all)[name]);
    }
  });

  test('the returned L1 is an escape hatch: what is set on it is kept', () => {
    const s = stack();
    const ng = new cap.SpotCluster(s, 'C', clusterProps).addNodeGroup('ng', { drainingTimeout: 30 });
    ng.userData = 'IyEvYmluL3NoCg==';
    ng.putStrategy([{ drainingTimeout: 45 }]);
    expect(only(specs(synth(s)))).toMatchObject({ user_data: 'IyEvYmluL3NoCg==', strategy: [{ draining_timeout: 45 }] });
  });

  test('tokens are not judged', () => {
    const s = stack();
    const n = new TerraformVariable(s, 'n', { type: 'number' });
    const effect = new TerraformVariable(s, 'effect', { type: 'string' });
    const roll = new TerraformVariable(s, 'roll', { type: 'bool' });
    new cap.SpotCluster(s, 'C', clusterProps).addNodeGroup('ng', {
      spotPercentage: n.numberValue,
      drainingTimeout: n.numberValue,
      taints: [{ key: 'k', value: 'v', effect: effect.stringValue }],
      rollOnChange: roll.booleanValue as unknown as boolean,
      rollBatchSizePercentage: n.numberValue,
    });
    expect(only(specs(synth(s)))).toMatchObject({
      strategy: [{ spot_percentage: '${var.n}', draining_timeout: '${var.n}' }],
      taints: [{ effect: '${var.effect}' }],
      update_policy: { should_roll: '${var.roll}', roll_config: { batch_size_percentage: '${var.n}' } },
    });
  });

  test('invalid options: one error naming the path and every problem', () => {
    const c = new cap.SpotCluster(stack(), 'C', clusterProps);
    expect(() => c.addNodeGroup('ng', {
      spotPercentage: 101,
      drainingTimeout: -1,
      rootVolumeSize: 0,
      orientation: 'fastest',
      taints: [{ key: 'k', value: 'v', effect: 'NoSchedul' }, { key: 'k2', value: 2 as any, effect: 'NoExecute' }, 'k=v:NoSchedule' as any],
      rollBatchSizePercentage: 150,
      respectPdb: true,
    })).toThrow(
      "SpotCluster.addNodeGroup at 'stack/C' is invalid:\n" +
      '  - taints[0].effect: "NoSchedul" is not one of "NoSchedule", "PreferNoSchedule", "NoExecute"\n' +
      '  - taints[1].value: expected a string, got 2 (a number)\n' +
      '  - taints[2]: expected an object of named properties, got "k=v:NoSchedule" (a string)\n' +
      '  - rootVolumeSize: 0 must be a whole number of at least 1\n' +
      '  - spotPercentage: 101 must be a whole number from 0 to 100\n' +
      '  - drainingTimeout: -1 must be a whole number of at least 0\n' +
      '  - rollBatchSizePercentage: 150 must be a whole number from 0 to 100\n' +
      '  - orientation: "fastest" is not one of "costOriented", "cheapest", "balanced"\n' +
      "  - rollBatchSizePercentage: sizes the batches of the group's roll on change, but rollOnChange is not given; set rollOnChange: true, or remove rollBatchSizePercentage",
    );
    expect(c.nodeGroups).toEqual([]);
    expect(c.node.tryFindChild('NodeGroup-ng')).toBeUndefined();
  });

  test('the update policy: a batch size needs rollOnChange true, respectPdb needs a batch size', () => {
    const c = new cap.SpotCluster(stack(), 'C', clusterProps);
    expect(() => c.addNodeGroup('a', { rollOnChange: false, rollBatchSizePercentage: 20 })).toThrow(
      "SpotCluster.addNodeGroup at 'stack/C' is invalid:\n  - rollBatchSizePercentage: sizes the batches of the group's roll on change, but rollOnChange is false",
    );
    expect(() => c.addNodeGroup('b', { rollOnChange: true, respectPdb: true })).toThrow(
      "SpotCluster.addNodeGroup at 'stack/C' is invalid:\n  - respectPdb: belongs to the roll configuration, which requires a batch size; give rollBatchSizePercentage (and rollOnChange: true) too",
    );
  });

  test('a taint list that is not a list, and a missing taint field, are named', () => {
    const c = new cap.SpotCluster(stack(), 'C', clusterProps);
    expect(() => c.addNodeGroup('a', { taints: { key: 'k', value: 'v', effect: 'NoSchedule' } as any })).toThrow(
      "SpotCluster.addNodeGroup at 'stack/C' is invalid:\n  - taints: expected a list of objects of named properties, got {\"key\":\"k\",\"value\":\"v\",\"effect\":\"NoSchedule\"} (an object)",
    );
    expect(() => c.addNodeGroup('b', { taints: [{ key: 'k', effect: 'NoSchedule' } as any, null as any] })).toThrow(
      "SpotCluster.addNodeGroup at 'stack/C' is invalid:\n  - taints[0].value: is required, but was not given; expected a string\n" +
      '  - taints[1]: is required, but was null; expected an object of named properties',
    );
  });

  test('a taint needs a value (the provider requires one); a taint without one is written with an empty value', () => {
    const c = new cap.SpotCluster(stack(), 'C', clusterProps);
    expect(() => c.addNodeGroup('a', { taints: [{ key: 'dedicated', value: null as any, effect: 'NoSchedule' }] })).toThrow(
      "SpotCluster.addNodeGroup at 'stack/C' is invalid:\n  - taints[0].value: is required, but was null; expected a string",
    );
    const s = stack();
    new cap.SpotCluster(s, 'C', clusterProps).addNodeGroup('batch', { taints: [{ key: 'dedicated', value: '', effect: 'NoSchedule' }] });
    expect(only(specs(synth(s))).taints).toEqual([{ key: 'dedicated', value: '', effect: 'NoSchedule' }]);
  });

  test('the same name twice is an error naming the path; another id resolves it', () => {
    const c = new cap.SpotCluster(stack(), 'C', clusterProps);
    c.addNodeGroup('gpu');
    expect(() => c.addNodeGroup('gpu')).toThrow("SpotCluster.addNodeGroup at 'stack/C': a child with id 'NodeGroup-gpu' already exists");
    expect(() => c.addNodeGroup('gpu', { id: 'a/b' })).toThrow("SpotCluster.addNodeGroup at 'stack/C': id \"a/b\" must be a non-empty literal without \"/\"");
  });
});

describe('SpotScalingGroup.suspendProcesses', () => {
  test('creates the group\'s suspension (construct id Suspension), bound to the group', () => {
    const s = stack();
    const g = new cap.SpotScalingGroup(s, 'G', groupProps);
    expect(g.suspension).toBeUndefined();
    const sus = g.suspendProcesses(['AUTO_HEALING']);
    expect(sus).toBeInstanceOf(cap.pubcloud_a.Suspension);
    expect(sus.node.id).toBe('Suspension');
    expect(g.suspension).toBe(sus);
    expect(only(suspensions(synth(s)))).toEqual({
      group_id: `\${cap_pubcloud_a_scaling_group.${g.resource.friendlyUniqueId}.id}`,
      suspension: [{ name: 'AUTO_HEALING' }],
    });
  });

  test('every process of the specification is accepted; further calls add to the one suspension, sorted by name', () => {
    const forward = () => {
      const s = stack();
      const g = new cap.SpotScalingGroup(s, 'G', groupProps);
      g.suspendProcesses(['SCHEDULING', 'AUTO_HEALING']);
      g.suspendProcesses(['REVERT_PREFERRED']);
      g.suspendProcesses(['PREVENTIVE_REPLACEMENT', 'OUT_OF_STRATEGY']);
      return synth(s);
    };
    const backward = () => {
      const s = stack();
      const g = new cap.SpotScalingGroup(s, 'G', groupProps);
      g.suspendProcesses(['PREVENTIVE_REPLACEMENT', 'OUT_OF_STRATEGY']);
      g.suspendProcesses(['REVERT_PREFERRED']);
      g.suspendProcesses(['SCHEDULING', 'AUTO_HEALING']);
      return synth(s);
    };
    const json = forward();
    expect(only(suspensions(json)).suspension.map((x: any) => x.name)).toEqual(['AUTO_HEALING', 'OUT_OF_STRATEGY', 'PREVENTIVE_REPLACEMENT', 'REVERT_PREFERRED', 'SCHEDULING']);
    expect(backward().resource).toEqual(json.resource);
  });

  test('removing one call leaves the address and the other processes unchanged', () => {
    const calls: Array<(g: cap.SpotScalingGroup) => void> = [
      (g) => g.suspendProcesses(['SCHEDULING']),
      (g) => g.suspendProcesses(['AUTO_HEALING']),
      (g) => g.suspendProcesses(['REVERT_PREFERRED']),
    ];
    const build = (selected: typeof calls) => {
      const s = stack();
      const g = new cap.SpotScalingGroup(s, 'G', groupProps);
      selected.forEach((call) => call(g));
      return synth(s);
    };
    const all = build(calls);
    const names = (json: any) => only(suspensions(json)).suspension.map((x: any) => x.name);
    for (let i = 0; i < calls.length; i++) {
      const without = build(calls.filter((_, j) => j !== i));
      expect(addresses(without)).toEqual(addresses(all));
      expect(names(without)).toEqual(names(all).filter((n: string) => names(without).includes(n)));
      expect(names(without)).toHaveLength(2);
    }
  });

  test('invalid processes: one error naming the path, each problem with its index', () => {
    const g = new cap.SpotScalingGroup(stack(), 'G', groupProps);
    expect(() => g.suspendProcesses(['AUTO_HEALING', 'auto_healing', 'SCALING', 'AUTO_HEALING', 3 as any])).toThrow(
      "SpotScalingGroup.suspendProcesses at 'stack/G' is invalid:\n" +
      '  - processes[4]: expected a string, got 3 (a number)',
    );
    expect(() => g.suspendProcesses(['AUTO_HEALING', 'auto_healing', 'SCALING', 'AUTO_HEALING'])).toThrow(
      "SpotScalingGroup.suspendProcesses at 'stack/G' is invalid:\n" +
      '  - processes[1]: "auto_healing" is not one of "AUTO_HEALING", "OUT_OF_STRATEGY", "PREVENTIVE_REPLACEMENT", "REVERT_PREFERRED", "SCHEDULING"\n' +
      '  - processes[2]: "SCALING" is not one of "AUTO_HEALING", "OUT_OF_STRATEGY", "PREVENTIVE_REPLACEMENT", "REVERT_PREFERRED", "SCHEDULING"\n' +
      '  - processes[3]: "AUTO_HEALING" is given twice',
    );
    expect(() => g.suspendProcesses([])).toThrow("SpotScalingGroup.suspendProcesses at 'stack/G' is invalid:\n  - processes: is empty; give at least one process");
    expect(g.suspension).toBeUndefined();
    g.suspendProcesses(['SCHEDULING']);
    expect(() => g.suspendProcesses(['SCHEDULING'])).toThrow("SpotScalingGroup.suspendProcesses at 'stack/G' is invalid:\n  - processes[0]: \"SCHEDULING\" is already suspended");
  });

  test('suspensions set on the L1 directly are kept; a later call throws instead of losing them', () => {
    const s = stack();
    const g = new cap.SpotScalingGroup(s, 'G', groupProps);
    g.suspendProcesses(['SCHEDULING']).putSuspensions([{ name: 'OUT_OF_STRATEGY' }]);
    expect(() => g.suspendProcesses(['AUTO_HEALING'])).toThrow(
      "SpotScalingGroup.suspendProcesses at 'stack/G' is invalid:\n  - suspensions: was set on the L1 (`suspension`) directly; that value is kept as set",
    );
    expect(only(suspensions(synth(s))).suspension).toEqual([{ name: 'OUT_OF_STRATEGY' }]);
  });

  test('a process that is a token is not judged; a list token is a dynamic block and the only list', () => {
    const s = stack();
    const one = new TerraformVariable(s, 'one', { type: 'string' });
    const list = new TerraformVariable(s, 'procs', { type: 'list(string)', default: ['SCHEDULING'] });
    const a = new cap.SpotScalingGroup(s, 'A', groupProps);
    a.suspendProcesses(['SCHEDULING', one.stringValue]);
    const b = new cap.SpotScalingGroup(s, 'B', { ...groupProps, name: 'b' });
    b.suspendProcesses(list.listValue);
    expect(() => b.suspendProcesses(['SCHEDULING'])).toThrow(
      "SpotScalingGroup.suspendProcesses at 'stack/B' is invalid:\n  - processes: a list token (known only to Terraform) cannot be combined with the processes of another call",
    );
    expect(() => a.suspendProcesses(list.listValue)).toThrow('processes: a list token (known only to Terraform) cannot be combined');
    // the offline schema check does not know dynamic blocks; the Terraform suite runs this stack
    const json = JSON.parse(Testing.synth(s, true));
    const byGroup = (g: cap.SpotScalingGroup) => suspensions(json)[(g.suspension as cap.pubcloud_a.Suspension).friendlyUniqueId];
    expect(byGroup(a).suspension).toEqual([{ name: 'SCHEDULING' }, { name: '${var.one}' }]);
    expect(byGroup(b)).not.toHaveProperty('suspension');
    expect(byGroup(b).dynamic).toEqual({ suspension: { for_each: '${toset(var.procs)}', iterator: 'each', content: { name: '${each.value}' } } });
    expect(Testing.synthHcl(s)).toMatch(/dynamic "suspension" \{\s*for_each = "\$\{toset\(var.procs\)\}"\s*iterator = each\s*content \{\s*name = "\$\{each.value\}"/);
  });
});
