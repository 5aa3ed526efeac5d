/**
 * Details of the cap baseline (src/rules/packs/cap.ts) that the per-rule cases of packs-cap.test.ts
 * leave open. Each rule is asked about one resource given as `cdktf synth` writes it (Terraform
 * names, blocks as lists, `${...}` for a variable or a reference), and its judgements are compared
 * whole (passes included): a block given as a whole by a variable, a block list written as one
 * object by an override, capacities on their bounds or written as strings, and secrets that mix
 * literal text with references.
 */
import { CAP_BASELINE } from '../../src/rules/packs/cap';
import { Judged, judgeConfigs } from '../support/rules';

type Seen = Judged;

/** The judgements of rule `id` on a resource of `type` with the synthesized `config`, alone in its stack. */
function judge(id: string, type: string, config: Record<string, unknown>): Seen[] {
  return judgeConfigs(CAP_BASELINE, id, `${type}.r`, { [`${type}.r`]: config });
}

const PASS: Seen = { outcome: 'pass', attributePath: '', message: '' };
const fail = (attributePath: string, message: string): Seen => ({ outcome: 'fail', attributePath, message });
const unknownAt = (attributePath: string): Seen => ({
  outcome: 'not-judged', attributePath, message: `${attributePath} is unknown until Terraform runs (a variable or a reference)`,
});

describe('a block given as a whole by a variable is not judged, at the block', () => {
  test('CAP-METADATA-001: metadata_options given as a variable is not judged at metadata_options', () => {
    expect(judge('CAP-METADATA-001', 'cap_pubcloud_a_scaling_group', { name: 'workers', metadata_options: '${var.opts}' }))
      .toEqual([unknownAt('metadata_options')]);
  });

  test('CAP-PUBLICIP-001: a stateful node\'s interface given as a variable is not judged at that interface', () => {
    expect(judge('CAP-PUBLICIP-001', 'cap_pubcloud_b_stateful_node', { name: 'db', network: [{ network_interface: ['${var.nic}'] }] }))
      .toEqual([unknownAt('network.network_interface[0]')]);
  });

  test('CAP-PUBLICIP-001: a scaling group\'s network given as a variable is not judged at its interface list', () => {
    expect(judge('CAP-PUBLICIP-001', 'cap_pubcloud_b_scaling_group', { name: 'workers', network: '${var.net}' }))
      .toEqual([unknownAt('network.network_interfaces')]);
  });

  test('CAP-VOLUME-001: a cluster\'s block_device_mappings given as a variable is not judged at the list', () => {
    expect(judge('CAP-VOLUME-001', 'cap_pubcloud_a_cluster', { image_id: 'ami-1', block_device_mappings: '${var.mappings}' }))
      .toEqual([unknownAt('block_device_mappings')]);
  });

  test('CAP-SECRET-001: integration_kubernetes given as a variable is not judged at the block', () => {
    expect(judge('CAP-SECRET-001', 'cap_pubcloud_a_scaling_group', { name: 'workers', integration_kubernetes: '${var.k8s}' }))
      .toEqual([unknownAt('integration_kubernetes')]);
  });
});

describe('CAP-VOLUME-001: the volumes of a block list', () => {
  test('a scaling group without ebs_block_device has no volume to judge and passes', () => {
    expect(judge('CAP-VOLUME-001', 'cap_pubcloud_a_scaling_group', { name: 'workers' })).toEqual([PASS]);
  });

  test('a scaling group whose every volume is encrypted passes', () => {
    expect(judge('CAP-VOLUME-001', 'cap_pubcloud_a_scaling_group', { name: 'workers', ebs_block_device: [{ device_name: '/dev/xvda', encrypted: true }] }))
      .toEqual([PASS]);
  });

  test('an ebs_block_device written as one object (an override) is judged as one volume at the block\'s path', () => {
    expect(judge('CAP-VOLUME-001', 'cap_pubcloud_a_scaling_group', { name: 'workers', ebs_block_device: { device_name: '/dev/xvda', encrypted: false } }))
      .toEqual([fail('ebs_block_device.encrypted', 'ebs_block_device.encrypted is false: the volume is not encrypted at rest')]);
  });
});

describe('CAP-FALLBACK-001: what passes', () => {
  test('a scaling group with fallback_to_ondemand unset passes', () => {
    expect(judge('CAP-FALLBACK-001', 'cap_pubcloud_a_scaling_group', { name: 'workers' })).toEqual([PASS]);
  });

  test('a scaling group with fallback_to_ondemand false and spot_percentage 0 (no spot capacity) passes', () => {
    expect(judge('CAP-FALLBACK-001', 'cap_pubcloud_a_scaling_group', { name: 'workers', fallback_to_ondemand: false, spot_percentage: 0 })).toEqual([PASS]);
  });
});

describe('CAP-AUTOSCALER-001', () => {
  test('a cluster without desired_capacity passes', () => {
    expect(judge('CAP-AUTOSCALER-001', 'cap_pubcloud_a_cluster', { image_id: 'ami-1', autoscaler: [{ autoscale_is_enabled: true }] })).toEqual([PASS]);
  });

  test('a cluster with desired_capacity and the autoscaler off passes', () => {
    expect(judge('CAP-AUTOSCALER-001', 'cap_pubcloud_a_cluster', { image_id: 'ami-1', desired_capacity: 3, autoscaler: [{ autoscale_is_enabled: false }] }))
      .toEqual([PASS]);
  });

  test('a literal desired_capacity is shown in the message even when another attribute is a reference', () => {
    expect(judge('CAP-AUTOSCALER-001', 'cap_pubcloud_a_cluster', { image_id: '${var.image}', desired_capacity: 3, autoscaler: [{ autoscale_is_enabled: true }] }))
      .toEqual([fail('desired_capacity', 'desired_capacity (3) is written while the autoscaler is on (autoscaler.autoscale_is_enabled): every apply forces back what the autoscaler set')]);
  });
});

describe('CAP-WEIGHT-001', () => {
  test('instance_types_weights given as a variable is not judged', () => {
    expect(judge('CAP-WEIGHT-001', 'cap_pubcloud_a_scaling_group', { name: 'workers', instance_types_weights: '${var.weights}' }))
      .toEqual([unknownAt('instance_types_weights')]);
  });

  test('a group without instance_types_weights passes', () => {
    expect(judge('CAP-WEIGHT-001', 'cap_pubcloud_a_scaling_group', { name: 'workers' })).toEqual([PASS]);
  });

  test('an empty instance_types_weights passes without capacity_unit', () => {
    expect(judge('CAP-WEIGHT-001', 'cap_pubcloud_a_scaling_group', { name: 'workers', instance_types_weights: [] })).toEqual([PASS]);
  });

  test('weights with capacity_unit "weight" pass, even when another attribute is a reference', () => {
    expect(judge('CAP-WEIGHT-001', 'cap_pubcloud_a_scaling_group', {
      name: '${var.name}', capacity_unit: 'weight', instance_types_weights: [{ instance_type: 'm5.large', weight: 2 }],
    })).toEqual([PASS]);
  });
});

describe('CAP-HEADROOM-001', () => {
  const judgeCluster = (autoscaler: Record<string, unknown>) => judge('CAP-HEADROOM-001', 'cap_pubcloud_a_cluster', { image_id: 'ami-1', autoscaler: [autoscaler] });

  test('a manual headroom given as a variable is not judged', () => {
    expect(judgeCluster({ autoscale_is_auto_config: true, autoscale_headroom: '${var.headroom}' })).toEqual([unknownAt('autoscaler.autoscale_headroom')]);
  });

  test('automatic headroom without a manual headroom passes', () => {
    expect(judgeCluster({ autoscale_is_auto_config: true })).toEqual([PASS]);
  });

  test('automatic headroom with an empty manual headroom list passes', () => {
    expect(judgeCluster({ autoscale_is_auto_config: true, autoscale_headroom: [] })).toEqual([PASS]);
  });

  test('a manual headroom written as a list beside automatic headroom, without enable_automatic_and_manual_headroom, fails', () => {
    expect(judgeCluster({ autoscale_is_auto_config: true, autoscale_headroom: [{ num_of_units: 2 }] })).toEqual([
      fail('autoscaler.enable_automatic_and_manual_headroom', 'autoscaler.autoscale_headroom is given while autoscaler.autoscale_is_auto_config is true, ' +
        'and autoscaler.enable_automatic_and_manual_headroom is not set: the manual headroom does not count'),
    ]);
  });

  test('a manual headroom with automatic headroom off passes', () => {
    expect(judgeCluster({ autoscale_is_auto_config: false, autoscale_headroom: [{ num_of_units: 2 }] })).toEqual([PASS]);
  });
});

describe('CAP-CAPACITY-001', () => {
  const judgeGroup = (capacities: Record<string, unknown>) => judge('CAP-CAPACITY-001', 'cap_pubcloud_a_scaling_group', { name: 'workers', ...capacities });

  test('capacities in order pass', () => {
    expect(judgeGroup({ min_size: 1, max_size: 3 })).toEqual([PASS]);
  });

  test('equal min_size, desired_capacity and max_size pass', () => {
    expect(judgeGroup({ min_size: 2, desired_capacity: 2, max_size: 2 })).toEqual([PASS]);
  });

  test('a min_size given alone as a variable passes (no pair to compare)', () => {
    expect(judgeGroup({ min_size: '${var.min}' })).toEqual([PASS]);
  });

  test('a min_size given as a variable beside a max_size is not judged, at min_size', () => {
    expect(judgeGroup({ min_size: '${var.min}', max_size: 3 })).toEqual([unknownAt('min_size')]);
  });

  test.each([
    [{ min_size: '5', max_size: 3 }],
    [{ min_size: 3, max_size: '1' }],
    [{ desired_capacity: '1', min_size: 2 }],
    [{ desired_capacity: 2, min_size: '3' }],
    [{ desired_capacity: '5', max_size: 3 }],
    [{ desired_capacity: 5, max_size: '3' }],
  ])('a capacity written as a string (an override) is not compared, so %j passes', (capacities) => {
    expect(judgeGroup(capacities)).toEqual([PASS]);
  });
});

describe('CAP-SECRET-001', () => {
  const judgeSecret = (clientSecret: unknown) => judge('CAP-SECRET-001', 'cap_pubcloud_b_credentials', { account_id: 'act-1', client_secret: clientSecret });
  const mixes = (path: string): Seen => ({
    outcome: 'not-judged',
    attributePath: path,
    message: `${path} mixes literal text with a reference: whether the secret is in plain text cannot be told at synth`,
  });

  test('a secret that is one variable passes', () => {
    expect(judgeSecret('${var.secret}')).toEqual([PASS]);
  });

  test('an empty secret passes', () => {
    expect(judgeSecret('')).toEqual([PASS]);
  });

  test('a literal secret fails', () => {
    expect(judgeSecret('sEcReT')).toEqual([fail('client_secret', 'client_secret is written as a literal: the secret is in plain text in the synthesized configuration')]);
  });

  test('a reference followed by literal text is not judged', () => {
    expect(judgeSecret('${var.secret}-suffix')).toEqual([mixes('client_secret')]);
  });

  test('two references joined by literal text are not judged', () => {
    expect(judgeSecret('${var.a}--${var.b}')).toEqual([mixes('client_secret')]);
  });

  test('a secret written as a list holding a reference (not a string, an override) is not judged', () => {
    expect(judgeSecret(['${var.secret}'])).toEqual([mixes('client_secret')]);
  });
});
