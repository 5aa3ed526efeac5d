/**
 * Taints and labels of the spot-capacity clusters and node groups, as a careless caller gives them:
 * a blank taint key, a blank label (or container-instance attribute) key and a taint effect outside
 * Kubernetes' three are refused when the construct is created or the method is called, on every L2
 * that takes them, with the path and the prop; the allowed effects are the generated constants
 * `pubcloud_a.ClusterLaunchSpecTaintEffect`, checked by one shared check. Tokens are not judged.
 */
import { TerraformStack, TerraformVariable, Token } from 'cdktf';
import { cap } from '../../src';
import { TAINT_EFFECTS } from '../../src/l2/cap/render';
import { capStack as stack, nodePoolBase } from '../support/cap';
import { invalidAt, synthChecked as synth } from '../support/l2';

const CLUSTER = { imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'], minSize: 0, maxSize: 4 };
const ECS = { name: 'e', clusterName: 'e', region: 'region-1', imageId: 'img-1', securityGroups: ['sg-1'], subnetIds: ['subnet-1'] };
const EFFECTS = '"NoSchedule", "PreferNoSchedule", "NoExecute"';

/** The written taints or labels of the one resource of a type in a synthesized stack. */
const written = (json: any, type: string, attr: string) => {
  const values = Object.values<any>(json.resource[type] ?? {});
  expect(values).toHaveLength(1);
  return values[0][attr];
};

interface TaintTaker {
  /** What errors name: `SpotCluster.addNodeGroup`, `NodePoolNodeGroup`. */
  readonly where: string;
  /** The path errors name. */
  readonly path: string;
  /** The Terraform type the taints are written to. */
  readonly type: string;
  /** Creates or calls with these taints. */
  readonly make: (s: TerraformStack, taints: any) => unknown;
}

const TAINT_TAKERS: TaintTaker[] = [
  {
    where: 'SpotCluster.addNodeGroup',
    path: 'stack/C',
    type: 'cap_pubcloud_a_cluster_launch_spec',
    make: (s, taints) => new cap.SpotCluster(s, 'C', CLUSTER).addNodeGroup('gpu', { taints }),
  },
  {
    where: 'SpotNodePoolCluster',
    path: 'stack/Pools',
    type: 'cap_pubcloud_b_node_pool_cluster',
    make: (s, taints) => new cap.SpotNodePoolCluster(s, 'Pools', { ...nodePoolBase, taints }),
  },
  {
    where: 'SpotNodePoolCluster.addNodeGroup',
    path: 'stack/Pools',
    type: 'cap_pubcloud_b_node_pool_cluster_node_group',
    make: (s, taints) => new cap.SpotNodePoolCluster(s, 'Pools', nodePoolBase).addNodeGroup('gpu', { taints }),
  },
  {
    where: 'NodePoolNodeGroup',
    path: 'stack/Gpu',
    type: 'cap_pubcloud_b_node_pool_cluster_node_group',
    make: (s, taints) => new cap.NodePoolNodeGroup(s, 'Gpu', { cluster: cap.CapRef.fromNodePoolClusterId('np-1'), name: 'gpu', taints }),
  },
];

test('the allowed effects are the generated L1 constants of a node group taint', () => {
  const constants = cap.pubcloud_a.ClusterLaunchSpecTaintEffect;
  expect([...TAINT_EFFECTS].sort()).toEqual([constants.NO_SCHEDULE, constants.PREFER_NO_SCHEDULE, constants.NO_EXECUTE].sort());
  expect(TAINT_EFFECTS).toHaveLength(3);
});

describe.each(TAINT_TAKERS.map((t) => [t.where, t] as const))('%s: taints', (_where, t) => {
  const invalid = invalidAt(t.where, t.path);

  test('an empty key is refused, naming the taint', () => {
    const taints = [{ key: 'ok', value: '', effect: 'NoSchedule' }, { key: '', value: 'true', effect: 'NoSchedule' }];
    expect(() => t.make(stack(), taints)).toThrow(invalid('taints[1].key: "" is blank; a taint needs a key (the value may be empty, the key may not)'));
  });

  test('a key of spaces only is refused too', () => {
    expect(() => t.make(stack(), [{ key: '  ', value: 'v', effect: 'NoExecute' }])).toThrow(
      invalid('taints[0].key: "  " is blank; a taint needs a key (the value may be empty, the key may not)'),
    );
  });

  test('an effect outside the allowed values is refused, listing them', () => {
    expect(() => t.make(stack(), [{ key: 'gpu', value: 'true', effect: 'NoSchedul' }])).toThrow(
      invalid(`taints[0].effect: "NoSchedul" is not one of ${EFFECTS}`),
    );
    // the case matters, as it does to the service
    expect(() => t.make(stack(), [{ key: 'gpu', value: 'true', effect: 'noschedule' }])).toThrow(
      invalid(`taints[0].effect: "noschedule" is not one of ${EFFECTS}`),
    );
  });

  test('a blank key and a wrong effect of several taints: one error naming each', () => {
    const taints = [{ key: '', value: 'a', effect: 'Never' }, { key: 'b', value: 'b', effect: 'NoSchedule' }, { key: 'c', value: '', effect: '' }];
    expect(() => t.make(stack(), taints)).toThrow(invalid(
      'taints[0].key: "" is blank; a taint needs a key (the value may be empty, the key may not)',
      `taints[0].effect: "Never" is not one of ${EFFECTS}`,
      `taints[2].effect: "" is not one of ${EFFECTS}`,
    ));
  });

  test('each allowed effect is taken and written as given', () => {
    const s = stack();
    const taints = TAINT_EFFECTS.map((effect, i) => ({ key: `k${i}`, value: '', effect }));
    t.make(s, taints);
    expect(written(synth(s), t.type, 'taints')).toEqual(taints);
  });

  test('a key and an effect that are tokens are not judged', () => {
    const s = stack();
    const key = new TerraformVariable(s, 'key', { type: 'string' }).stringValue;
    const effect = new TerraformVariable(s, 'effect', { type: 'string' }).stringValue;
    t.make(s, [{ key, value: 'v', effect }, { key: '${var.key}', value: 'v', effect: '${var.effect}' }]);
    expect(written(synth(s), t.type, 'taints')).toEqual([
      { key: '${var.key}', value: 'v', effect: '${var.effect}' },
      { key: '${var.key}', value: 'v', effect: '${var.effect}' },
    ]);
  });
});

interface LabelTaker {
  readonly where: string;
  readonly path: string;
  /** The prop: `labels`, or an ecs_like node group's `attributes`. */
  readonly prop: 'labels' | 'attributes';
  readonly type: string;
  readonly make: (s: TerraformStack, map: any) => unknown;
  /** What the L1 writes for `{ a: '1' }`. */
  readonly json: (map: Record<string, string>) => unknown;
}

const asMap = (map: Record<string, string>) => map;
const asBlocks = (map: Record<string, string>) => Object.entries(map).map(([key, value]) => ({ key, value }));

const LABEL_TAKERS: LabelTaker[] = [
  {
    where: 'SpotNodePoolCluster',
    path: 'stack/Pools',
    prop: 'labels',
    type: 'cap_pubcloud_b_node_pool_cluster',
    json: asMap,
    make: (s, labels) => new cap.SpotNodePoolCluster(s, 'Pools', { ...nodePoolBase, labels }),
  },
  {
    where: 'SpotNodePoolCluster.addNodeGroup',
    path: 'stack/Pools',
    prop: 'labels',
    type: 'cap_pubcloud_b_node_pool_cluster_node_group',
    json: asMap,
    make: (s, labels) => new cap.SpotNodePoolCluster(s, 'Pools', nodePoolBase).addNodeGroup('gpu', { labels }),
  },
  {
    where: 'NodePoolNodeGroup',
    path: 'stack/Gpu',
    prop: 'labels',
    type: 'cap_pubcloud_b_node_pool_cluster_node_group',
    json: asMap,
    make: (s, labels) => new cap.NodePoolNodeGroup(s, 'Gpu', { cluster: cap.CapRef.fromNodePoolClusterId('np-1'), name: 'gpu', labels }),
  },
  {
    where: 'SpotEcsLikeCluster.addNodeGroup',
    path: 'stack/Ecs',
    prop: 'attributes',
    type: 'cap_ecs_like_cluster_launch_spec',
    json: asBlocks,
    make: (s, attributes) => new cap.SpotEcsLikeCluster(s, 'Ecs', ECS).addNodeGroup('batch', { attributes }),
  },
  {
    where: 'EcsLikeNodeGroup',
    path: 'stack/Batch',
    prop: 'attributes',
    type: 'cap_ecs_like_cluster_launch_spec',
    json: asBlocks,
    make: (s, attributes) => new cap.EcsLikeNodeGroup(s, 'Batch', { cluster: cap.CapRef.fromEcsLikeClusterId('ecs-1'), name: 'batch', attributes }),
  },
];

describe.each(LABEL_TAKERS.map((t) => [t.where, t] as const))('%s: label keys', (_where, t) => {
  const invalid = invalidAt(t.where, t.path);
  const what = t.prop === 'labels' ? 'label' : 'attribute';

  test('an empty key is refused, naming the prop', () => {
    expect(() => t.make(stack(), { 'accelerator': 'gpu', '': 'gpu' })).toThrow(invalid(`${t.prop}: the key "" is blank; every ${what} needs a key`));
  });

  test('every blank key is named, in one error', () => {
    expect(() => t.make(stack(), { ' ': 'a', 'ok': 'b', '': 'c' })).toThrow(invalid(
      `${t.prop}: the key " " is blank; every ${what} needs a key`,
      `${t.prop}: the key "" is blank; every ${what} needs a key`,
    ));
  });

  test('keys that are not blank are written as given (an empty value too)', () => {
    const s = stack();
    t.make(s, { 'node.example.com/pool': 'gpu', 'tier': '' });
    expect(written(synth(s), t.type, t.prop)).toEqual(t.json({ 'node.example.com/pool': 'gpu', 'tier': '' }));
  });

  test('a map that is a token is not judged', () => {
    const s = stack();
    expect(() => t.make(s, Token.asStringMap(new TerraformVariable(s, 'map', { type: 'map(string)' }).value))).not.toThrow();
  });
});
